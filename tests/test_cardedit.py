"""Adding and editing cards from the app, written to the deck file (issue 17 point 21)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from srs import cardedit, sync
from srs import decks as deckfiles
from srs.errors import DeckError, SrsError
from srs.model import Card, Deck
from srs.store import Store

DECK = Deck(
    "net",
    "Networking",
    (
        Card("q01", "What is TCP?", "A reliable stream.", keywords=("reliable",)),
        Card("q02", "Which layer is IP?", "B", choices={"A": "Link", "B": "Network"}),
    ),
)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    folder = tmp_path / "decks"
    folder.mkdir()
    deckfiles.dump(DECK, folder / "net.yaml")
    with Store.open(tmp_path / "srs.db") as s:
        sync.sync_decks(s, [folder])
        yield s


def resync(store: Store, tmp_path: Path) -> None:
    assert sync.sync_decks(store, [tmp_path / "decks"]).problems == []


def test_a_new_card_gets_the_next_id_and_loads_back(store: Store, tmp_path: Path) -> None:
    draft = cardedit.CardDraft("What is UDP?", "Datagrams, no delivery promise.", {}, tags=["l4"])
    saved = cardedit.save_card(store, "net", draft)
    assert saved.card.id == "q03" and saved.kept_original is None
    resync(store, tmp_path)
    card = store.find_card("net", "q03").card
    assert (card.question, card.answer, card.tags) == (
        "What is UDP?",
        "Datagrams, no delivery promise.",
        ("l4",),
    )


def test_editing_keeps_the_card_its_history_and_its_keywords(store: Store, tmp_path: Path) -> None:
    pk = store.find_card("net", "q01").pk
    store.record_review(pk, 4, store.today())
    draft = cardedit.CardDraft("What is TCP, in one line?", "A reliable byte stream.", {})
    cardedit.save_card(store, "net", draft, "q01")
    resync(store, tmp_path)
    card = store.find_card("net", "q01")
    assert card.pk == pk and card.state.sm2.reviews == 1
    assert card.card.question == "What is TCP, in one line?" and card.card.keywords == ("reliable",)


def test_choices_are_read_from_lines_and_a_bad_key_names_the_field(store: Store) -> None:
    assert cardedit.parse_choices("A) Link\nb. Network\n\n(c) Transport") == {
        "A": "Link",
        "B": "Network",
        "C": "Transport",
    }
    with pytest.raises(ValueError, match="choices, line 2: write it as `A\\) text`"):
        cardedit.parse_choices("A) Link\nNetwork")
    draft = cardedit.CardDraft("Which layer?", "D", {"A": "Link", "B": "Network"})
    with pytest.raises(DeckError, match="answer 'D' is not one of A, B"):
        cardedit.save_card(store, "net", draft)
    with pytest.raises(DeckError, match="empty question"):
        cardedit.save_card(store, "net", cardedit.CardDraft("  ", "x", {}))
    assert len(deckfiles.load(store.deck("net").path).cards) == 2  # type: ignore[arg-type]


def test_a_hand_written_file_with_comments_is_kept_as_it_was(store: Store, tmp_path: Path) -> None:
    path = tmp_path / "decks" / "net.yaml"
    original = "# my notes\n" + path.read_text()
    path.write_text(original)
    saved = cardedit.save_card(store, "net", cardedit.CardDraft("Q?", "A.", {}))
    assert saved.kept_original == path.with_name("net.yaml.orig")
    assert saved.kept_original.read_text() == original


def test_a_card_gone_from_the_file_is_not_written(store: Store, tmp_path: Path) -> None:
    with pytest.raises(SrsError, match="card 'q09' is no longer in"):
        cardedit.save_card(store, "net", cardedit.CardDraft("Q?", "A.", {}), "q09")


def test_the_next_id_skips_ids_in_use() -> None:
    deck = Deck("d", "D", (Card("q01", "a", "b"), Card("q03", "a", "b"), Card("q04x", "a", "b")))
    assert cardedit.next_card_id(deck) == "q04"

"""Our Anki export imported into a REAL Anki collection (the `anki` package, Anki's own backend).

Run with `pytest -m anki -s tests/test_anki_real.py` to see what Anki reports.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from anki.collection import Collection
from anki.import_export_pb2 import CsvMetadata, ImportCsvRequest, ImportResponse

from srs import decks as deck_files
from srs.anki import (
    APP_TAG,
    ROOT_DECK,
    anki_deck_names,
    back_html,
    export_csv,
    front_html,
    guid_for,
    note_tags,
)
from srs.importers.anki_csv import import_anki_csv
from srs.markdown_html import html_to_md
from srs.model import Card, Deck
from tests.test_anki import NASTY, NASTY_READ, SHIPPED, sample_decks
from tests.test_anki_csv_import import assert_same_cards

pytestmark = pytest.mark.anki


@dataclasses.dataclass(frozen=True)
class Note:
    guid: str
    deck: str
    front: str
    back: str
    tags: tuple[str, ...]


@pytest.fixture
def col(tmp_path: Path) -> Iterator[Collection]:
    collection = Collection(str(tmp_path / "collection.anki2"))
    try:
        yield collection
    finally:
        collection.close()


def shipped_decks() -> list[Deck]:
    """Every decks/*.yaml of the repository (5 decks, 90 cards when written)."""
    decks, problems = deck_files.load_decks([SHIPPED])
    assert not problems, problems
    assert decks, f"no decks in {SHIPPED}"
    return decks


def anki_import(col: Collection, path: Path, label: str) -> ImportResponse.Log:
    """Import as Anki's File > Import does: the metadata Anki reads from the file's headers."""
    metadata = col.get_csv_metadata(str(path), delimiter=None)
    assert metadata.delimiter == CsvMetadata.COMMA
    assert metadata.is_html
    assert (metadata.guid_column, metadata.deck_column, metadata.tags_column) == (1, 2, 5)
    assert metadata.dupe_resolution == CsvMetadata.UPDATE
    basic = col.models.by_name("Basic")
    assert basic is not None
    assert metadata.global_notetype.id == basic["id"]
    assert list(metadata.global_notetype.field_columns) == [3, 4]  # Front, Back
    log = col.import_csv(ImportCsvRequest(path=str(path), metadata=metadata)).log
    print(
        f"Anki import ({label}): found {log.found_notes}, new {len(log.new)}, "
        f"updated {len(log.updated)}, duplicate {len(log.duplicate)}, "
        f"conflicting {len(log.conflicting)}, missing deck {len(log.missing_deck)}, "
        f"missing notetype {len(log.missing_notetype)}, empty first field "
        f"{len(log.empty_first_field)}"
    )
    return log


def notes(col: Collection) -> dict[str, Note]:
    out: dict[str, Note] = {}
    for note_id in col.find_notes(""):
        note = col.get_note(note_id)
        (card,) = note.cards()
        out[note.guid] = Note(
            guid=note.guid,
            deck=col.decks.name(card.did),
            front=note["Front"],
            back=note["Back"],
            tags=tuple(note.tags),
        )
    return out


def deck_names(col: Collection) -> set[str]:
    return {d.name for d in col.decks.all_names_and_ids()}


def write(path: Path, decks: list[Deck]) -> Path:
    path.write_text(export_csv(decks), encoding="utf-8")
    return path


def test_every_deck_imports_into_a_real_anki(col: Collection, tmp_path: Path) -> None:
    decks = shipped_decks()
    total = sum(len(d.cards) for d in decks)
    names = anki_deck_names(decks)
    path = write(tmp_path / "export.csv", decks)
    print(f"\nexporting {total} cards from {len(decks)} decks")

    log = anki_import(col, path, "first")
    assert (len(log.new), len(log.updated), log.found_notes) == (total, 0, total)
    assert not (log.duplicate or log.conflicting or log.missing_deck or log.missing_notetype)

    stored = notes(col)
    assert len(stored) == total
    subdecks = {n for n in deck_names(col) if n.startswith(f"{ROOT_DECK}::")}
    assert subdecks == set(names.values())
    assert len(subdecks) == len(decks)
    assert not any(name.endswith("+") for name in deck_names(col))  # no stray `Parent+` deck
    assert deck_names(col) == {"Default", ROOT_DECK, *names.values()}
    for deck in decks:
        for card in deck.cards:
            note = stored[guid_for(deck.id, card.id)]
            assert note.deck == names[deck.id]
            assert note.front == front_html(card)
            assert note.back == back_html(card)
            assert set(note.tags) == set(note_tags(deck, card))
            assert APP_TAG in note.tags and f"{APP_TAG}::{deck.id}" in note.tags
    tagged = col.find_notes(f"tag:{APP_TAG}::{decks[0].id}")
    assert len(tagged) == len(decks[0].cards)

    # The same file again: Anki matches every GUID (unchanged notes count as "duplicate").
    log = anki_import(col, path, "same file again")
    assert (len(log.new), len(log.updated), len(log.duplicate)) == (0, 0, total)
    assert len(notes(col)) == total

    # One card changed, re-exported, re-imported: still the same notes, the text updated.
    first = decks[0]
    changed_card = dataclasses.replace(first.cards[0], question="Changed: " + NASTY)
    changed = dataclasses.replace(first, cards=(changed_card, *first.cards[1:]))
    path = write(tmp_path / "export2.csv", [changed, *decks[1:]])
    log = anki_import(col, path, "one card changed")
    assert (len(log.new), len(log.updated), len(log.duplicate)) == (0, 1, total - 1)
    (updated_id,) = (n.id.nid for n in log.updated)
    assert col.get_note(updated_id).guid == guid_for(first.id, changed_card.id)
    after = notes(col)
    assert len(after) == total
    assert after[guid_for(first.id, changed_card.id)].front == front_html(changed_card)
    assert html_to_md(after[guid_for(first.id, changed_card.id)].front).startswith(
        "Changed: " + NASTY_READ
    )
    assert {g: n for g, n in after.items() if g != guid_for(first.id, changed_card.id)} == {
        g: n for g, n in stored.items() if g != guid_for(first.id, changed_card.id)
    }


def test_awkward_text_arrives_intact(col: Collection, tmp_path: Path) -> None:
    decks = sample_decks()
    log = anki_import(col, write(tmp_path / "edge.csv", decks), "edge cases")
    assert len(log.new) == sum(len(d.cards) for d in decks)
    stored = notes(col)
    nasty = stored[guid_for("ring-allreduce-quiz", "q07")]
    assert nasty.front == (
        '#1, "quoted", with commas, newlines, &lt;b&gt;not bold&lt;/b&gt; &amp; a &lt; b &gt; c'
    )
    assert html_to_md(nasty.front) == NASTY_READ
    assert nasty.deck == "Interview Prep::Module 202 Quiz: Distributed Training at Scale"
    choice = stored[guid_for("ring-allreduce-quiz", "q02")]
    assert "<li><b>C)</b> 2(N-1) times</li>" in choice.front
    table = stored[guid_for("day-33-qa", "q06")]
    assert "<table><thead><tr><th>Feature</th>" in table.back
    assert "<pre><code>torchrun --nproc_per_node=8 train.py\nif a &lt; b: pass</code></pre>" in (
        table.back
    )
    assert "two_words" in stored[guid_for("day-33-qa", "q01")].tags


def test_ankis_own_export_comes_back_as_the_same_decks(col: Collection, tmp_path: Path) -> None:
    """Full circle: our CSV -> Anki -> Anki's "Notes in Plain Text" export -> our importer."""
    decks = shipped_decks()
    anki_import(col, write(tmp_path / "export.csv", decks), "full circle")
    out = tmp_path / "from-anki.txt"
    written = col.export_note_csv(
        out_path=str(out),
        limit=None,
        with_html=True,
        with_tags=True,
        with_deck=True,
        with_notetype=True,
        with_guid=True,
    )
    assert written == sum(len(d.cards) for d in decks)
    assert out.read_text(encoding="utf-8").startswith("#separator:tab\n#html:true\n")
    for original in decks:
        result = import_anki_csv(out, deck_id=original.id)
        assert result.warnings == ()
        assert result.deck.name == original.name
        assert_same_cards(original, result.deck)
        assert set(result.deck.tags) >= set(original.tags)


def test_a_card_added_later_adds_one_note(col: Collection, tmp_path: Path) -> None:
    """Adding a card later adds one note; the existing ones are matched by GUID."""
    deck = sample_decks()[1]
    anki_import(col, write(tmp_path / "v1.csv", [deck]), "v1")
    extra = Card(id="q99", question="A new question?", answer="A new answer.")
    grown = dataclasses.replace(deck, cards=(*deck.cards, extra))
    log = anki_import(col, write(tmp_path / "v2.csv", [grown]), "v2 with one card more")
    assert (len(log.new), len(log.updated), len(log.duplicate)) == (1, 0, len(deck.cards))
    assert col.get_note(log.new[0].id.nid).guid == guid_for(deck.id, "q99")
    assert len(notes(col)) == len(grown.cards)

"""Adding and editing a card from inside the app, written back to its deck file.

The new deck is validated exactly as loading validates it (srs.decks: `dumps` then
`revalidate`), so a card the app writes always loads back the same; an error names the field.
The file is read again first (another window or an editor may have changed it), written whole
or not at all, and then synced by the caller. A deck that came with the app is edited as the
user's own copy (srs.sync.adopt_shipped). A hand-written file's comments cannot survive a
rewrite: the file as it was is kept once beside it as `NAME.yaml.orig`, and the app says so.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from srs import decks
from srs.errors import DeckError, SrsError
from srs.model import Card, Deck
from srs.store import Store
from srs.sync import adopt_shipped

_COMMENT_RE = re.compile(r"^[ \t]*#", re.M)
_NUMBERED_ID_RE = re.compile(r"^q(\d+)$")


@dataclass(frozen=True)
class CardDraft:
    """What the form holds: a question, an answer (a choice's letter when there are choices),
    the choices, an explanation and tags."""

    question: str
    answer: str
    choices: Mapping[str, str]
    explanation: str = ""
    tags: Sequence[str] = ()


@dataclass(frozen=True)
class Saved:
    card: Card
    path: Path
    kept_original: Path | None
    """Where the file as it was went, when it had comments a rewrite loses."""


def next_card_id(deck: Deck) -> str:
    """`q07` after `q06`: the next number after the highest `qNN` id, never one in use."""
    used = {card.id for card in deck.cards}
    numbers = [int(m.group(1)) for card in deck.cards if (m := _NUMBERED_ID_RE.match(card.id))]
    n = max(numbers, default=0) + 1
    while f"q{n:02d}" in used:
        n += 1
    return f"q{n:02d}"


def parse_choices(text: str) -> dict[str, str]:
    """`A) text` / `B. text` / `c: text` lines as choices (letters in capitals); raises
    DeckError-like ValueError naming the line that is not a choice."""
    choices: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        m = re.match(r"^\s*\(?([A-Ha-h])[).:]\s+(\S.*)$", line)
        if m is None:
            raise ValueError(f"choices, line {number}: write it as `A) text`, not '{line.strip()}'")
        choices[m.group(1).upper()] = m.group(2).strip()
    return choices


def save_card(store: Store, deck_id: str, draft: CardDraft, card_id: str | None = None) -> Saved:
    """Add a card to the deck (`card_id` None) or replace one, in its deck file.

    Raises:
        DeckError: the card is not valid (the message names the field), or the file is not.
        SrsError: the deck has no file, or the card to edit is gone from it.
    """
    path = store.deck(deck_id).path
    if path is None:
        raise SrsError(f"deck '{deck_id}' has no file to write the card to")
    path = adopt_shipped(store, path)
    original = path.read_text(encoding="utf-8")
    current = decks.loads(original, str(path))
    new_id = card_id or next_card_id(current)
    cards = _with_card(current, _card_from(draft, new_id), card_id, path)
    updated = replace(current, cards=cards)
    text = decks.dumps(updated)  # validates as loading does: a bad field raises here
    checked = decks.revalidate(updated, str(path))
    if checked != updated:  # pragma: no cover - a bug guard
        raise DeckError(str(path), None, "the card does not survive a round trip to YAML")
    kept = _keep_original(path, original)
    decks.write_atomic(path, text)
    return Saved(next(c for c in checked.cards if c.id == new_id), path, kept)


def _card_from(draft: CardDraft, card_id: str) -> Card:
    """The card a draft makes: its texts trimmed, blank tags dropped."""
    return Card(
        id=card_id,
        question=draft.question.strip(),
        answer=draft.answer.strip(),
        explanation=draft.explanation.strip(),
        choices=dict(draft.choices),
        tags=tuple(t for t in (x.strip() for x in draft.tags) if t),
    )


def _with_card(current: Deck, card: Card, card_id: str | None, path: Path) -> tuple[Card, ...]:
    """The deck's cards with `card` added at the end (`card_id` None) or in the place of the
    card it edits, which keeps its keywords (the form does not show them).

    Raises:
        SrsError: the card to edit is no longer in the file (nothing is written then).
    """
    if card_id is None:
        return (*current.cards, card)
    if card_id not in {c.id for c in current.cards}:
        raise SrsError(f"card '{card_id}' is no longer in {path}; nothing was written")
    old = next(c for c in current.cards if c.id == card_id)
    card = replace(card, keywords=old.keywords)
    return tuple(card if c.id == card_id else c for c in current.cards)


def _keep_original(path: Path, original: str) -> Path | None:
    """Keep a hand-written file with comments, which a rewrite loses, once beside it as
    `NAME.yaml.orig` (an earlier copy is never overwritten); where it is, or None."""
    if not _COMMENT_RE.search(original):
        return None
    kept = path.with_name(path.name + ".orig")
    if not kept.exists():
        decks.write_atomic(kept, original)
    return kept

"""Anki export: decks as one CSV that Anki's own text importer (2.1.55+) reads cleanly.

The file starts with Anki's header lines, so importing it needs no choices in Anki's dialog::

    #separator:comma
    #html:true
    #notetype:Basic
    #guid column:1
    #deck column:2
    #tags column:5
    #columns:guid,deck,Front,Back,tags
    #if matches:update current

then one row per card: `guid, deck, Front, Back, tags`, every field quoted (an unquoted
line starting with `#` would be dropped by Anki as a comment). Choices made here:

- Note type **Basic** (fields `Front`, `Back`), present in every Anki collection.
  Front: the question, and for a choice card its options as a list
  (`<ul class="isrs-choices">`, one `<li><b>A)</b> text</li>` per option).
  Back: `<div class="isrs-answer">` with the answer (for a choice card the letter and the
  option's text), then `<div class="isrs-explanation">` with the explanation. The classes
  let `srs.importers.anki_csv` take a note apart again; Anki keeps them as written.
- Text is the decks' simple Markdown turned into HTML (`srs.markdown_html.md_to_html`):
  `& < >` escaped, paragraphs, `<br>`, lists, `<code>`/`<pre>`, bold/italic, tables.
- **GUID**: `guid_for(deck_id, card_id)` = `isrs<len(deck id)>_<deck id>_<card id>`, e.g.
  `isrs19_ring-allreduce-quiz_q02`: readable, only `[A-Za-z0-9_-]`, unique (the length
  prefix makes the split unambiguous, and `parse_guid` inverts it) and stable, so importing
  an updated export updates the notes (`#if matches:update current`) instead of adding new
  ones. Ids outside that alphabet (never the case for validated decks) get
  `isrsh_<urlsafe base64 of a SHA-1 prefix>` instead.
- **Decks**: `Interview Prep::<deck name>` (a `::` inside a deck name becomes `:`, so each
  deck is one subdeck; two decks with the same name get their ids appended). Rows are written
  sorted by Anki deck name: a row for a parent deck after one for its subdeck makes Anki
  create a stray `Parent+` deck.
- **Tags** (split on spaces by Anki): `interview-srs`, `interview-srs::<deck id>`, the deck's
  and the card's tags (spaces become `_`, empty `::` levels are dropped).
- **Schedule** (`--with-schedule`): a Basic note has no field for it and Anki's text import
  cannot set review state, so it travels as hierarchical tags, searchable in Anki's browser
  (`tag:isrs::due::2026-11*`): `isrs::due::YYYY-MM-DD`, `isrs::interval::<n>d`,
  `isrs::ef::<E-Factor>`, `isrs::reviews::<n>` (and `isrs::suspended` for a suspended card);
  a card never reviewed (or not in the database yet) gets `isrs::new`. Anki replaces a
  note's tags when it updates the note, so a re-import leaves no stale schedule tags.

The text is UTF-8; `write_export` writes it atomically (a temp file, then a rename) and
refuses to replace an existing file unless asked to.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Protocol

from srs.errors import SrsError
from srs.markdown_html import inline_html, md_to_html
from srs.model import SLUG_RE, Card, Deck
from srs.scheduling import ScheduleInfo as ScheduleInfo  # re-exported: one definition

ROOT_DECK = "Interview Prep"
"""The Anki deck every exported deck becomes a subdeck of."""
APP_TAG = "interview-srs"
"""Tag on every exported note; `interview-srs::<deck id>` names the deck it came from."""
SCHEDULE_TAG = "isrs"
"""Root of the schedule tags (`isrs::due::...`)."""
NOTETYPE = "Basic"
COLUMNS = ("guid", "deck", "Front", "Back", "tags")
"""The file's columns; `Front` and `Back` are the Basic note type's field names."""
HEADER = (
    "#separator:comma",
    "#html:true",
    f"#notetype:{NOTETYPE}",
    "#guid column:1",
    "#deck column:2",
    "#tags column:5",
    "#columns:" + ",".join(COLUMNS),
    "#if matches:update current",
)
"""Anki's file headers (2.1.55+), in the order they open the file."""
CHOICES_CLASS = "isrs-choices"
ANSWER_CLASS = "isrs-answer"
EXPLANATION_CLASS = "isrs-explanation"

_GUID_SAFE = re.compile(r"^[A-Za-z0-9_-]+$")
_OWN_GUID = re.compile(r"^isrs(\d+)_(.*)$", re.DOTALL)
_SPACES_RE = re.compile(r"\s+")


class ScheduleLike(Protocol):
    """What the export reads of a card's schedule (the store's ScheduleInfo fits)."""

    @property
    def due(self) -> date | None: ...

    @property
    def interval(self) -> int: ...

    @property
    def ef(self) -> Decimal | float | None: ...

    @property
    def reviews(self) -> int: ...


class ExportError(SrsError):
    """The export cannot be written (the file exists, an unknown deck ...): bad usage."""

    exit_code = 2


# -- pieces of a row ---------------------------------------------------------------------------


def guid_for(deck_id: str, card_id: str) -> str:
    """The Anki GUID of a card: stable, unique per (deck id, card id), only `[A-Za-z0-9_-]`.

    Returns:
        `isrs<len(deck_id)>_<deck_id>_<card_id>`, or `isrsh_<hash>` for ids outside that
        alphabet.
    """
    return _guid(deck_id, card_id, deck_safe=_GUID_SAFE.match(deck_id) is not None)


def _guid(deck_id: str, card_id: str, *, deck_safe: bool) -> str:
    """guid_for with the deck id's check done once per deck by the caller."""
    if deck_safe and _GUID_SAFE.match(card_id):
        return f"isrs{len(deck_id)}_{deck_id}_{card_id}"
    digest = hashlib.sha1(f"{deck_id}\x1f{card_id}".encode()).digest()[:12]
    return "isrsh_" + base64.urlsafe_b64encode(digest).decode("ascii")


def parse_guid(guid: str) -> tuple[str, str] | None:
    """(deck id, card id) of a GUID made by `guid_for` for a valid deck and card id.

    Returns:
        None for any other GUID (Anki's own, a hashed one, or ids that are not slugs).
    """
    match = _OWN_GUID.match(guid)
    if not match or not _GUID_SAFE.match(guid) or len(match.group(1)) > 4:
        return None
    length, rest = int(match.group(1)), match.group(2)
    if length < 1 or len(rest) < length + 2 or rest[length] != "_":
        return None
    deck_id, card_id = rest[:length], rest[length + 1 :]
    if not SLUG_RE.match(deck_id) or not SLUG_RE.match(card_id.lower()):
        return None
    return (deck_id, card_id) if guid_for(deck_id, card_id) == guid else None


@functools.lru_cache(maxsize=4096)
def anki_tag(text: str) -> str:
    """A tag as Anki stores it: no spaces (they separate tags), no empty `::` levels."""
    joined = _SPACES_RE.sub("_", text.strip())
    return "::".join(part for part in joined.split("::") if part)


def _deck_label(deck: Deck) -> str:
    name = re.sub(r"\s+", " ", deck.name.replace("::", ":")).strip() or deck.id
    return name


def anki_deck_names(decks: Sequence[Deck]) -> dict[str, str]:
    """Deck id -> Anki deck name (`Interview Prep::<name>`), unique per deck."""
    labels = {deck.id: _deck_label(deck) for deck in decks}
    counts: dict[str, int] = {}
    for label in labels.values():
        counts[label.casefold()] = counts.get(label.casefold(), 0) + 1
    return {
        deck_id: f"{ROOT_DECK}::{label}" + (f" ({deck_id})" if counts[label.casefold()] > 1 else "")
        for deck_id, label in labels.items()
    }


def schedule_tags(info: ScheduleLike | None) -> list[str]:
    """The tags that carry one card's schedule (None: the card was never reviewed)."""
    root = SCHEDULE_TAG
    suspended = [f"{root}::suspended"] if getattr(info, "suspended", False) else []
    if info is None or (info.reviews == 0 and info.due is None):
        return [f"{root}::new", *suspended]
    tags = []
    if info.due is not None:
        tags.append(f"{root}::due::{info.due.isoformat()}")
    tags.append(f"{root}::interval::{info.interval}d")
    if info.ef is not None:
        tags.append(f"{root}::ef::{Decimal(str(info.ef)).quantize(Decimal('0.01'))}")
    tags.append(f"{root}::reviews::{info.reviews}")
    return tags + suspended


def note_tags(
    deck: Deck, card: Card, schedule: Mapping[tuple[str, str], ScheduleLike] | None = None
) -> list[str]:
    """Every tag of a card's note, without repeats, in a stable order.

    Args:
        deck: the card's deck.
        card: the card.
        schedule: when given, the card's schedule tags are added (`isrs::new` if it is absent).
    """
    return _TagList(deck).with_card(card, schedule)


class _TagList:
    """A deck's own tags, cleaned once, that each card's tags are then added to."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.tags: list[str] = []
        self.seen: set[str] = set()
        self._add(self.tags, self.seen, [APP_TAG, f"{APP_TAG}::{deck.id}", *deck.tags])
        self.joined = " ".join(self.tags)

    @staticmethod
    def _add(tags: list[str], seen: set[str], raw: Iterable[str]) -> None:
        for tag in raw:
            clean = anki_tag(tag)
            if clean and clean.casefold() not in seen:  # Anki's tags ignore case
                seen.add(clean.casefold())
                tags.append(clean)

    def with_card(
        self, card: Card, schedule: Mapping[tuple[str, str], ScheduleLike] | None
    ) -> list[str]:
        raw = list(card.tags)
        if schedule is not None:
            raw.extend(schedule_tags(schedule.get((self.deck.id, card.id))))
        if not raw:
            return list(self.tags)
        tags, seen = list(self.tags), set(self.seen)
        self._add(tags, seen, raw)
        return tags

    def field(self, card: Card, schedule: Mapping[tuple[str, str], ScheduleLike] | None) -> str:
        """The tags column of the card's row."""
        if not card.tags and schedule is None:
            return self.joined
        return " ".join(self.with_card(card, schedule))


def front_html(card: Card) -> str:
    """The Front field: the question, then a choice card's options as a list."""
    question = md_to_html(card.question)
    if not card.choices:
        return question
    items = "".join(
        [
            f"<li><b>{_label_html(letter)})</b> {inline_html(text)}</li>"
            for letter, text in card.choices.items()
        ]
    )
    return f'{question}<ul class="{CHOICES_CLASS}" style="list-style-type:none">{items}</ul>'


def _label_html(letter: str) -> str:
    """An option's letter as HTML: a letter or digit is itself (the usual case, spared the
    Markdown reading), anything else is read as inline Markdown."""
    return letter if letter.isalnum() else inline_html(letter)


def back_html(card: Card) -> str:
    """The Back field: the answer (a choice card's letter and option), then the explanation."""
    if card.choices:
        answer = f"<b>{_label_html(card.answer)})</b> {inline_html(card.correct_choice)}"
    else:
        answer = md_to_html(card.answer)
    if not card.explanation or card.explanation.isspace():
        return f'<div class="{ANSWER_CLASS}">{answer}</div>'
    explanation = md_to_html(card.explanation, block=True)
    return (
        f'<div class="{ANSWER_CLASS}">{answer}</div>'
        f'<div class="{EXPLANATION_CLASS}">{explanation}</div>'
    )


# -- the file ----------------------------------------------------------------------------------


def _deck_sort_key(name: str) -> tuple[str, ...]:
    """Parents before their subdecks, case-insensitively as Anki compares deck names."""
    return tuple(part.casefold() for part in name.split("::"))


def export_rows(
    decks: Sequence[Deck], schedule: Mapping[tuple[str, str], ScheduleLike] | None = None
) -> list[tuple[str, str, str, str, str]]:
    """One (guid, deck, Front, Back, tags) row per card, sorted by Anki deck name."""
    return [row for rows in _rows_per_deck(decks, schedule) for row in rows]


def _rows_per_deck(
    decks: Sequence[Deck], schedule: Mapping[tuple[str, str], ScheduleLike] | None
) -> Iterator[list[tuple[str, str, str, str, str]]]:
    for deck, name in _in_deck_order(decks):
        tags = _TagList(deck)
        safe_deck = _GUID_SAFE.match(deck.id) is not None
        yield [
            (
                _guid(deck.id, card.id, deck_safe=safe_deck),
                name,
                front_html(card),
                back_html(card),
                tags.field(card, schedule),
            )
            for card in deck.cards
        ]


def _in_deck_order(decks: Sequence[Deck]) -> list[tuple[Deck, str]]:
    """(deck, its Anki name), sorted by that name."""
    names = anki_deck_names(decks)
    return sorted(((d, names[d.id]) for d in decks), key=lambda pair: _deck_sort_key(pair[1]))


_QUOTE, _QUOTE2 = '"', '""'
"""A CSV field's double quote, and how it is written inside the field (f-strings of Python
3.11 cannot hold the backslash of an escaped quote)."""


def _deck_csv(
    deck: Deck, name: str, schedule: Mapping[tuple[str, str], ScheduleLike] | None
) -> str:
    """A deck's rows as `csv_text(rows)` writes them, each line put together at once: the
    export's hot loop (a fifth quicker than rows then `csv_text`, which copies every field
    twice more). A GUID is only `[A-Za-z0-9_-]`, so it needs no quote doubling.
    tests/test_anki.py holds the two equal."""
    tags = _TagList(deck)
    safe_deck = _GUID_SAFE.match(deck.id) is not None
    deck_field = name.replace('"', '""')
    return "".join(
        [
            f'"{_guid(deck.id, card.id, deck_safe=safe_deck)}","{deck_field}",'
            f'"{front_html(card).replace(_QUOTE, _QUOTE2)}",'
            f'"{back_html(card).replace(_QUOTE, _QUOTE2)}",'
            f'"{tags.field(card, schedule).replace(_QUOTE, _QUOTE2)}"\n'
            for card in deck.cards
        ]
    )


def export_chunks(
    decks: Sequence[Deck], schedule: Mapping[tuple[str, str], ScheduleLike] | None = None
) -> Iterator[str]:
    """The CSV file for Anki's importer (File > Import) in pieces: Anki's header lines, then
    one fully quoted row per card, a deck at a time (so a big export is written as it is
    made, never held whole).

    Args:
        decks: the decks to export, in any order (rows come out sorted by deck name).
        schedule: optional (deck id, card id) -> schedule; carried as `isrs::...` tags.
    """
    yield "\n".join(HEADER) + "\n"
    for deck, name in _in_deck_order(decks):
        yield _deck_csv(deck, name, schedule)


def export_csv(
    decks: Sequence[Deck], schedule: Mapping[tuple[str, str], ScheduleLike] | None = None
) -> str:
    """The whole text of `export_chunks`: the CSV file for Anki's importer."""
    return "".join(export_chunks(decks, schedule))


def csv_text(rows: Iterable[Sequence[str]]) -> str:
    """Rows as `csv.writer(quoting=csv.QUOTE_ALL, lineterminator="\\n")` writes them.

    Put together directly (every field in double quotes, its own quotes doubled): four times
    quicker than the csv module on 100k exported rows. tests/test_anki.py holds the two equal.
    """
    return "".join(['"' + '","'.join(f.replace('"', '""') for f in row) + '"\n' for row in rows])


def notes_per_deck(decks: Iterable[Deck]) -> dict[str, int]:
    """Deck id -> how many notes the export writes for it."""
    return {deck.id: len(deck.cards) for deck in decks}


def write_export(path: Path, text: str | Iterable[str], *, overwrite: bool = False) -> None:
    """Write the export (a text, or its chunks) whole or not at all, never replacing a file
    unless `overwrite`.

    Raises:
        ExportError: the file exists and `overwrite` is false.
        OSError: the folder is missing or not writable.
    """
    from srs.files import output_target, shown, write_atomic

    path = output_target(Path(path))  # a symlink written through, a device refused
    try:
        write_atomic(path, text, replace=overwrite, newline="")
    except FileExistsError:
        raise ExportError(f"{shown(path)} exists; pass --force to replace it") from None

"""CrowdAnki exports (a deck shared on GitHub as JSON) -> a deck: each note's first two
fields, front and back.

CrowdAnki is the Anki add-on people use to keep decks in Git: a deck is one JSON file, an
object of `"__type__": "Deck"` with its `name`, its `notes` (each with `fields`, a `guid`,
`tags` and a `note_model_uuid`), its `note_models` and its sub-decks in `children`, each
one a deck of the same shape. The notes are read as a package's are (srs.importers.apkg):
their fields are HTML, a cloze note makes a card per cloze number, and the ids come from the
GUIDs; a sub-deck's notes are tagged with its name (srs.importers.anki_csv). A note that
cannot be read is reported, with its position among the notes, never dropped.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from srs.errors import DocumentError
from srs.importers.result import ImportResult

if TYPE_CHECKING:  # loaded with the first CrowdAnki deck: every import sniffs for one
    from srs.importers.anki_csv import Row

__all__ = ["import_crowdanki", "looks_like_crowdanki"]


def looks_like_crowdanki(text: str) -> bool:
    """A JSON object whose head says it is a CrowdAnki deck (cheap: the first 4,000
    characters, before any parsing)."""
    head = text.lstrip("\ufeff \t\r\n")[:4000]
    return head[:1] == "{" and '"crowdanki_uuid"' in head and '"__type__"' in head


def _decks(deck: Mapping[str, Any], path: str) -> Iterator[tuple[str, Mapping[str, Any]]]:
    """The deck and its sub-decks, depth first, each with its full name (`JS::Closures`)."""
    name = str(deck.get("name") or "").strip()
    full = f"{path}::{name}" if path and name else (name or path)
    yield full, deck
    for child in deck.get("children") or ():
        if isinstance(child, Mapping):
            yield from _decks(child, full)


def _row(number: int, note: Any, deck: str) -> Row:
    """A note as an Anki row (front, back, the other fields that hold something)."""
    from srs.importers.anki_csv import Row

    if not isinstance(note, Mapping):
        return Row(number, "", "", [], "", deck, [])
    fields = [str(f) if f is not None else "" for f in note.get("fields") or ()]
    fields += [""] * (2 - len(fields))
    tags = note.get("tags") or []
    return Row(
        line=number,
        front=fields[0],
        back=fields[1],
        extra=[f for f in fields[2:] if f.strip()],
        guid=str(note.get("guid") or ""),
        deck=deck,
        tags=[str(t) for t in tags] if isinstance(tags, list) else str(tags).split(),
    )


def import_crowdanki(
    path: Path, text: str, *, deck_id: str | None = None, name: str | None = None
) -> ImportResult:
    """Read a CrowdAnki deck file (see the module docstring).

    Raises:
        DocumentError: not valid JSON, no notes, or no note with both a front and a back.
    """
    from srs.importers.anki_csv import deck_from_rows

    where = str(path)
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise DocumentError(where, None, f"not valid JSON: {exc}") from None
    if not isinstance(data, Mapping):
        raise DocumentError(where, None, "not a CrowdAnki deck (no deck object)")
    rows: list[Row] = []
    for deck_name, deck in _decks(data, ""):
        for note in deck.get("notes") or ():
            rows.append(_row(len(rows) + 1, note, deck_name))
    if not rows:
        raise DocumentError(where, None, "no notes in the CrowdAnki deck: nothing to import")
    return deck_from_rows(
        rows, True, where=where, path=path, deck_id=deck_id, name=name, layout="CrowdAnki deck"
    )

"""Which cards an Anki note makes beyond its first: a package's card templates, read.

A standard note type may have several card templates; Anki's own "Basic (and reversed card)"
and "Basic (optional reversed card)" have a second one that shows the Back and asks for the
Front, and many shared decks put the real question on that side (a note whose Front is
`git branch -vv` and whose Back is "(command) list branches and what they track"). The
`cards` table says which templates made a card for each note; the templates' question
formats (`qfmt`) say what each card asks. A card whose question shows the note's second field
and not its first is that note turned around; any other extra card cannot be told from the
fields alone and is reported, never dropped in silence. Cloze note types make their cards
from the text (srs.importers.cloze) and are not read here.
"""

from __future__ import annotations

import json
import re
import sqlite3

_FIELD_REF_RE = re.compile(r"\{\{([^{}]+)\}\}")
"""A field reference in a template: `{{Back}}`, `{{text:Back}}`, `{{#Add Reverse}}`."""


def _tables(db: sqlite3.Connection) -> set[str]:
    return {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}


def note_card_ords(db: sqlite3.Connection) -> dict[int, list[int]]:
    """Each note's card template numbers (`ord`), by note id, in order ({} when unreadable)."""
    ords: dict[int, list[int]] = {}
    try:
        for nid, ord_ in db.execute("SELECT nid, ord FROM cards ORDER BY nid, ord"):
            ords.setdefault(int(nid), []).append(int(ord_))
    except sqlite3.DatabaseError:
        return {}
    return ords


def question_templates(db: sqlite3.Connection) -> dict[int, list[str]]:
    """Each standard note type's question formats by template number, by note type id.

    The current format keeps them in the `templates` table, the question format the first
    field of a protobuf blob (the answer format, which shows the Front again, comes next); the
    older ones in the `col.models` JSON. Cloze note types (JSON `type` 1) are left out.
    """
    try:
        if "templates" in _tables(db):
            found: dict[int, list[str]] = {}
            rows = db.execute("SELECT ntid, ord, config FROM templates ORDER BY ntid, ord")
            for ntid, _, config in rows:
                found.setdefault(int(ntid), []).append(_first_string(config))
            return found
        (models,) = db.execute("SELECT models FROM col").fetchone()
        return {
            int(k): [str(t.get("qfmt", "")) for t in m.get("tmpls", [])]
            for k, m in json.loads(models).items()
            if m.get("type", 0) != 1
        }
    except (sqlite3.DatabaseError, ValueError, KeyError, TypeError, AttributeError):
        return {}


def _first_string(config: object) -> str:
    """Field 1 of a protobuf message, a length-delimited string: a template's `qfmt` ('' when
    the blob is not that)."""
    if not isinstance(config, bytes) or config[:1] != b"\x0a":
        return ""
    length, shift, at = 0, 0, 1
    while at < len(config):  # the length, a varint
        byte = config[at]
        length |= (byte & 0x7F) << shift
        at, shift = at + 1, shift + 7
        if not byte & 0x80:
            break
    return config[at : at + length].decode("utf-8", "replace")


def _shown_fields(qfmt: str) -> set[str]:
    """The fields a question format shows: `{{Back}}`, `{{text:Back}}`; not the conditions
    (`{{#Add Reverse}}`, `{{^X}}`, `{{/X}}`) nor `{{FrontSide}}`."""
    shown: set[str] = set()
    for ref in _FIELD_REF_RE.findall(qfmt):
        ref = ref.strip()
        if ref[:1] in "#^/!":
            continue
        shown.add(ref.rsplit(":", 1)[-1].strip())
    return shown


def asks_back(qfmt: str, names: list[str]) -> bool:
    """True when a card's question shows the note's second field and not its first: the
    note turned around (Back -> Front)."""
    if len(names) < 2:
        return False
    shown = _shown_fields(qfmt)
    return names[1] in shown and names[0] not in shown

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
import sqlite3
from dataclasses import dataclass

from srs.importers.lazyre import lazy
from srs.importers.sheet import Role, column_role

_FIELD_REF_RE = lazy(r"\{\{([^{}]+)\}\}")
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


def card_templates(db: sqlite3.Connection) -> dict[int, list[tuple[str, str]]]:
    """Each standard note type's templates as (question format, answer format) by template
    number, by note type id.

    The current format keeps them in the `templates` table, the question format the first
    field of a protobuf blob and the answer format the second; the older ones in the
    `col.models` JSON. Cloze note types (JSON `type` 1) are left out.
    """
    try:
        if "templates" in _tables(db):
            found: dict[int, list[tuple[str, str]]] = {}
            rows = db.execute("SELECT ntid, ord, config FROM templates ORDER BY ntid, ord")
            for ntid, _, config in rows:
                found.setdefault(int(ntid), []).append(_two_strings(config))
            return found
        (models,) = db.execute("SELECT models FROM col").fetchone()
        return {
            int(k): [(str(t.get("qfmt", "")), str(t.get("afmt", ""))) for t in m.get("tmpls", [])]
            for k, m in json.loads(models).items()
            if m.get("type", 0) != 1
        }
    except (sqlite3.DatabaseError, ValueError, KeyError, TypeError, AttributeError):
        return {}


def _two_strings(config: object) -> tuple[str, str]:
    """Fields 1 and 2 of a protobuf message, two length-delimited strings: a template's
    `qfmt` and `afmt` ('' for what the blob does not hold)."""
    if not isinstance(config, bytes):
        return "", ""
    found: dict[int, str] = {}
    at = 0
    while at < len(config) and config[at] in (0x0A, 0x12):
        tag = config[at] >> 3
        length, at = _varint(config, at + 1)
        found[tag] = config[at : at + length].decode("utf-8", "replace")
        at += length
    return found.get(1, ""), found.get(2, "")


def _varint(data: bytes, at: int) -> tuple[int, int]:
    """A protobuf varint at `at`: its value and the index after it."""
    value, shift = 0, 0
    while at < len(data):
        byte = data[at]
        value |= (byte & 0x7F) << shift
        at, shift = at + 1, shift + 7
        if not byte & 0x80:
            break
    return value, at


def _shown_fields(qfmt: str) -> list[str]:
    """The fields a format shows, in the order it shows them: `{{Back}}`, `{{text:Back}}`;
    not the conditions (`{{#Add Reverse}}`, `{{^X}}`, `{{/X}}`) nor `{{FrontSide}}`."""
    shown: list[str] = []
    for ref in _FIELD_REF_RE.findall(qfmt):
        ref = ref.strip()
        if ref[:1] in "#^/!":
            continue
        name = ref.rsplit(":", 1)[-1].strip()
        if name != "FrontSide" and name not in shown:
            shown.append(name)
    return shown


def asks_back(qfmt: str, names: list[str]) -> bool:
    """True when a card's question shows the note's second field and not its first: the
    note turned around (Back -> Front)."""
    if len(names) < 2:
        return False
    shown = _shown_fields(qfmt)
    return names[1] in shown and names[0] not in shown


@dataclass(frozen=True)
class FieldRoles:
    """Which of a note type's fields (by index) make the card: the question, the answer, the
    explanation after it, and the labels (a category, a difficulty) that become tags."""

    question: tuple[int, ...]
    answer: int
    extra: tuple[int, ...]
    labels: tuple[int, ...]


def field_roles(names: list[str], templates: list[tuple[str, str]]) -> FieldRoles | None:
    """The fields a note type's first card shows, by its templates, when they are not simply
    the first two: a shared deck's note type of eight fields (`Category`, `Question`,
    `Answer`, `Explanation`, ...) whose front shows `{{Question}}` and back `{{Answer}}`.
    None keeps the first-two-fields reading (a Basic note, templates unreadable)."""
    shown = _shown_pair(names, templates)
    if shown is None:
        return None
    front, back = shown
    roles = [column_role(name) for name in names]  # the names a spreadsheet's header uses
    labels = [k for k in front + back if roles[k] is Role.TAG]
    question = _named_first(roles, [k for k in front if k not in labels], Role.QUESTION)
    rest = _named_first(roles, [k for k in back if k not in labels], Role.ANSWER)
    if not question or not rest:
        return None
    if len(question) > 1 and roles[question[0]] is Role.QUESTION:
        rest += question[1:]  # a hint or a picture beside the named question goes after it
        question = question[:1]
    return FieldRoles(tuple(question), rest[0], tuple(rest[1:]), tuple(labels))


def _shown_pair(
    names: list[str], templates: list[tuple[str, str]]
) -> tuple[list[int], list[int]] | None:
    """The fields the first card's front shows and those its back adds, by index; None for
    no template, or for a card that shows the first field and then the second (Basic)."""
    if not templates or len(names) < 2:
        return None
    index = {name: k for k, name in enumerate(names)}
    front = [index[n] for n in _shown_fields(templates[0][0]) if n in index]
    back = [
        index[n] for n in _shown_fields(templates[0][1]) if n in index and index[n] not in front
    ]
    if not front or not back or (front == [0] and back[0] == 1):
        return None
    return front, back


def _named_first(roles: list[Role | None], fields: list[int], role: Role) -> list[int]:
    """The fields with the one whose name says its role (`Answer`) moved to the front."""
    first = next((k for k in fields if roles[k] is role), None)
    return fields if first is None else [first, *(k for k in fields if k != first)]

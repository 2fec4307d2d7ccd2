"""Anki packages (`.apkg`, `.colpkg`) -> a deck: each note's question and answer fields.

A package is a zip holding the collection's SQLite database, in one of three forms:

- `collection.anki21b`: the current format (Anki 2.1.50+), the database compressed with
  Zstandard; read with the `zstandard` package (a small, maintained binding of the reference
  C library; Python's own `compression.zstd` from 3.14 is used when present);
- `collection.anki21`: the 2.1 format, plain SQLite;
- `collection.anki2`: the legacy format, plain SQLite. A package made by a current Anki also
  holds one of these, with a single note asking to update Anki: the newest form is read.

In every form the `notes` table holds each note's fields in `flds`, separated by `\\x1f`, its
`guid` and its `tags`; the deck of a note is the deck of its first card. A note's question
and answer are its first two fields, unless its note type's first card template shows others
(a shared deck's `Category`/`Question`/`Answer`/`Explanation` note type): then the fields the
card shows, a category or difficulty label among them becoming a tag. The fields are HTML
and become Markdown (srs.markdown_html). A cloze note makes a card per cloze number
(srs.importers.cloze), its `Back Extra` the explanation. A field named as an identifier
(`Guid`, `ID`, `UUID`: a generator's key for the note) is no text of the card. A note whose
type has a reversed template ("Basic (and reversed card)") also makes that card, Back ->
Front (srs.importers.anki_templates); another extra template's card is reported. Card ids
come from the notes' GUIDs (as for Anki's text export), so a re-import keeps each card's
history. The database is read in memory; nothing is written.
"""

from __future__ import annotations

import importlib
import json
import re
import sqlite3
import zipfile
from dataclasses import replace
from pathlib import Path
from typing import Any

from srs.errors import DocumentError
from srs.importers.anki_csv import Row, deck_from_rows
from srs.importers.anki_templates import (
    FieldRoles,
    asks_back,
    card_templates,
    field_roles,
    note_card_ords,
)
from srs.importers.cloze import has_cloze
from srs.importers.html import html_to_text
from srs.importers.lazyre import lazy
from srs.importers.result import ImportResult
from srs.importers.values import Skipped
from srs.model import SLUG_RE

MAX_BYTES = 200 * 1024 * 1024
"""The largest collection database read (after decompression)."""

_COLLECTIONS = ("collection.anki21b", "collection.anki21", "collection.anki2")


def _decompress(data: bytes, where: str) -> bytes:
    """A Zstandard frame -> its bytes (`compression.zstd` or the `zstandard` package)."""
    try:
        zstd: Any = importlib.import_module("compression.zstd")
        result: bytes = zstd.decompress(data)
        return result
    except ModuleNotFoundError:
        pass
    try:
        zstandard: Any = importlib.import_module("zstandard")
    except ModuleNotFoundError:
        raise DocumentError(
            where, None, "this Anki package is compressed; install 'zstandard' to read it"
        ) from None
    try:
        out: bytes = zstandard.ZstdDecompressor().decompress(data, max_output_size=MAX_BYTES)
    except zstandard.ZstdError as exc:
        raise DocumentError(where, None, f"the collection cannot be decompressed: {exc}") from None
    return out


def _database(path: Path) -> bytes:
    where = str(path)
    try:
        with zipfile.ZipFile(path) as package:
            names = set(package.namelist())
            name = next((n for n in _COLLECTIONS if n in names), None)
            if name is None:
                raise DocumentError(where, None, "not an Anki package (no collection inside)")
            info = package.getinfo(name)
            if info.file_size > MAX_BYTES:
                raise DocumentError(where, None, "the collection is too large")
            data = package.read(name)
    except (OSError, zipfile.BadZipFile, zipfile.LargeZipFile) as exc:
        raise DocumentError(where, None, f"cannot read the Anki package: {exc}") from None
    if name.endswith("b"):
        data = _decompress(data, where)
    return data


def _connect(data: bytes, where: str) -> sqlite3.Connection:
    if len(data) > 19 and data[18:20] == b"\x02\x02":
        # a WAL database (as Anki writes them): an in-memory copy must say rollback journal
        data = data[:18] + b"\x01\x01" + data[20:]
    db = sqlite3.connect(":memory:")
    try:
        db.deserialize(data)
        db.execute("SELECT count(*) FROM notes").fetchone()
    except sqlite3.DatabaseError as exc:
        db.close()
        raise DocumentError(
            where, None, f"the collection is not a readable database: {exc}"
        ) from None
    return db


def _tables(db: sqlite3.Connection) -> set[str]:
    return {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}


_ID_FIELD_RE = lazy(r"^(?:note[ _-]?)?(?:guid|uuid|uid|id|key|hash)$", re.I)
"""A field that holds an identifier (`Guid`, markdown-anki-decks' key for a note), not text."""


def _field_names(db: sqlite3.Connection) -> dict[int, list[str]]:
    """Each note type's field names, by its id: the `fields` table of the current format, the
    `col.models` JSON of the older ones ({} when neither can be read)."""
    try:
        if "fields" in _tables(db):
            names: dict[int, list[str]] = {}
            for ntid, name in db.execute("SELECT ntid, name FROM fields ORDER BY ntid, ord"):
                names.setdefault(int(ntid), []).append(str(name))
            return names
        (models,) = db.execute("SELECT models FROM col").fetchone()
        return {int(k): [f["name"] for f in m["flds"]] for k, m in json.loads(models).items()}
    except (sqlite3.DatabaseError, ValueError, KeyError, TypeError):
        return {}


def _extra_fields(fields: list[str], names: list[str]) -> list[str]:
    """The fields after the front and back that hold text: not empty, not an identifier."""
    named = (names + [""] * len(fields))[: len(fields)]
    pairs = zip(fields[2:], named[2:], strict=True)
    return [f for f, n in pairs if f.strip() and not _ID_FIELD_RE.match(n)]


def _deck_names(db: sqlite3.Connection) -> dict[int, str]:
    if "decks" in _tables(db):
        return {
            did: name.replace("\x1f", "::")
            for did, name in db.execute("SELECT id, name FROM decks")
        }
    (decks,) = db.execute("SELECT decks FROM col").fetchone()
    return {int(did): deck["name"] for did, deck in json.loads(decks).items()}


def import_apkg(path: Path, *, deck_id: str | None = None, name: str | None = None) -> ImportResult:
    """Read an Anki package into one deck (see the module docstring).

    Raises:
        DocumentError: not a zip or no collection inside, a database that cannot be read,
            or no note with both a front and a back.
    """
    path = Path(path)
    where = str(path)
    if deck_id is not None and not SLUG_RE.match(deck_id):
        raise DocumentError(where, None, f"deck id '{deck_id}' must be a slug (a-z, 0-9, -, _)")
    db = _connect(_database(path), where)
    try:
        decks = _deck_names(db)
        field_names = _field_names(db)
        templates = card_templates(db)
        card_ords = note_card_ords(db)
        notes = db.execute(
            "SELECT n.id, n.guid, n.mid, n.tags, n.flds,"
            " (SELECT c.did FROM cards c WHERE c.nid = n.id ORDER BY c.ord LIMIT 1)"
            " FROM notes n ORDER BY n.id"
        ).fetchall()
    except sqlite3.DatabaseError as exc:
        raise DocumentError(where, None, f"the collection cannot be read: {exc}") from None
    finally:
        db.close()
    rows: list[Row] = []
    unread: list[Skipped] = []
    roles = {
        mid: field_roles(field_names.get(mid, []), templates.get(mid, [])) for mid in templates
    }
    for number, (nid, guid, mid, tags, flds, did) in enumerate(notes, start=1):
        names = field_names.get(int(mid), [])
        row = _row(number, str(flds).split("\x1f"), names, roles.get(int(mid)))
        row = replace(
            row,
            guid=str(guid),
            deck=decks.get(did, "") if did is not None else "",
            tags=str(tags).split() + row.tags,
        )
        rows.append(row)
        if not has_cloze(row.front):
            qfmts = [q for q, _ in templates.get(int(mid), [])]
            more, missed = _more_cards(row, card_ords.get(int(nid), []), qfmts, names)
            rows.extend(more)
            unread.extend(missed)
    if not rows:
        raise DocumentError(where, None, "no notes in the package: nothing to import")
    result = deck_from_rows(
        rows, True, where=where, path=path, deck_id=deck_id, name=name, layout="anki package"
    )
    if not unread:
        return result
    return replace(
        result,
        warnings=result.warnings + tuple(f"{where}:{s.line}: {s.reason}" for s in unread),
        skipped=result.skipped + tuple(unread),
    )


def _row(number: int, fields: list[str], names: list[str], roles: FieldRoles | None) -> Row:
    """A note's fields as a row: by its note type's templates when they show other fields
    than the first two (see `field_roles`), else the front, the back and the text after."""
    if roles is None:
        back = fields[1] if len(fields) > 1 else ""
        return Row(number, fields[0], back, _extra_fields(fields, names), "", "", [])

    def field(k: int) -> str:
        return fields[k] if k < len(fields) else ""

    front = "<br><br>".join(field(k) for k in roles.question if field(k).strip())
    extra = [field(k) for k in roles.extra if field(k).strip()]
    labels = [tag for tag in (_tag(field(k)) for k in roles.labels) if tag]
    return Row(number, front, field(roles.answer), extra, "", "", labels)


def _tag(text: str) -> str:
    """A label field's text as a tag: `Data Structures` -> `Data_Structures`, as Anki
    writes a tag with spaces."""
    return "_".join(html_to_text(text).split())[:60]


_NOT_REVERSED = "not imported: its template does not simply ask the note's back"


def _more_cards(
    row: Row, ords: list[int], qfmts: list[str], names: list[str]
) -> tuple[list[Row], list[Skipped]]:
    """The cards a standard note makes beyond its first: a reversed template's card as a row
    of its own (Back -> Front, its id the note's GUID marked `reverse`); any other template's
    card reported, since what it asks cannot be told from the fields."""
    rows: list[Row] = []
    unread: list[Skipped] = []
    for ord_ in ords:
        if ord_ == 0:
            continue
        qfmt = qfmts[ord_] if ord_ < len(qfmts) else ""
        if asks_back(qfmt, names):
            rows.append(replace(row, front=row.back, back=row.front, guid=f"{row.guid} reverse"))
        else:
            unread.append(Skipped(row.line, f"card {ord_ + 1} of this note {_NOT_REVERSED}"))
    return rows, unread

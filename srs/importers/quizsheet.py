"""A spreadsheet of choice questions: `Question,OptionA,OptionB,OptionC,OptionD,CorrectAnswer`.

Quiz sites and study tools keep their multiple-choice questions as a CSV whose header row
names a question column, one column per option (`OptionA`, `Option 1`, `choice_b`) and a key
column (`CorrectAnswer` holding `B`, the option's number or its text), often with an
explanation and a category. Read as Anki notes, such a sheet makes its header row a card and
every "answer" option A; read as a two-column sheet, the options and keys are lost. Each row
is read as a quiz record is (srs.importers.records): options, key, explanation; a category
or topic column gives each card its tag.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from srs.importers.anki_records import Unclosed, read_headers, sniff_separator, split_records
from srs.importers.cellopts import cell_options, listed_column
from srs.importers.common import slugify
from srs.importers.lazyre import lazy
from srs.importers.records import read_rows
from srs.importers.result import ImportResult
from srs.importers.sheet import Role, column_role, tag_of
from srs.importers.values import ParsedDocument
from srs.model import Deck

_OPTION_COLUMN_RE = lazy(
    r"^(?:(?:option|choice|answer|alternative|opt)[\s_\-]*(?P<n>[1-9]\d?|[a-zA-Z])|(?P<l>[A-Ha-h]))$",
    re.IGNORECASE,
)
"""An option's column: `OptionA`, `Option 1` (to `Option 15` and beyond), `choice_b`, `Answer C`,
`opt3`, or a bare letter (`A`, `B`, `C`, `D`; alone, `A` names the answers, as in a `Q`/`A` sheet)."""


def option_columns(names: list[str]) -> dict[int, str]:
    """The columns that hold one option each -> their letter or number, when two or more do
    and are numbered alike (all letters or all digits)."""
    found = {
        k: (m.group("n") or m.group("l")).upper()
        for k, name in enumerate(names)
        if (m := _OPTION_COLUMN_RE.match(name.strip().strip("*_ :"))) is not None
    }
    if "B" not in found.values():
        found = {k: n for k, n in found.items() if n != "A"}  # `Q`, `A`: the answers
    if len(found) < 2 or len({n.isdigit() for n in found.values()}) != 1:
        return {}
    return found


def import_quiz_sheet(
    path: Path, text: str, *, deck_id: str | None, name: str | None
) -> ImportResult | None:
    """The sheet as one deck named after its file; None when it is no sheet of choice
    questions (see `read_quiz_sheet`)."""
    quiz = read_quiz_sheet(path, text)
    if quiz is None:
        return None
    deck = Deck(
        id=deck_id or slugify(path.stem) or "quiz",
        name=name or path.stem,
        cards=quiz.cards,
        source=path.name,
    )
    return ImportResult(deck=deck, warnings=quiz.warnings, skipped=quiz.skipped, layout=quiz.layout)


def read_quiz_sheet(path: Path, text: str) -> ParsedDocument | None:
    """The sheet's rows as choice cards; None when its first row is not such a header (a
    sheet of question and answer columns, an Anki export: read as they are)."""
    lines = text.split("\n")
    headers, start = read_headers(lines)
    if headers:
        return None  # Anki's own export names its columns in `#columns:`
    body = "\n".join(lines[start:])
    try:
        records = split_records(body, sniff_separator(body, start + 1), start + 1)
    except Unclosed:
        return None  # the Anki CSV reader says where the quote never closes
    if len(records) < 2:
        return None
    names = [name.strip() for name in records[0][1]]
    options = option_columns(names)
    roles = [column_role(name) for name in names]
    listed = None if options else listed_column(names, [fields for _, fields in records[1:]])
    if (not options and listed is None) or Role.QUESTION not in roles:
        return None
    rows = [
        (_record(names, roles, fields, options, listed), _tags(roles, fields))
        for _, fields in records[1:]
    ]
    return read_rows(rows, text, path.name)


def _record(
    names: list[str],
    roles: list[Role | None],
    fields: list[str],
    options: dict[int, str],
    listed: int | None,
) -> dict[str, Any]:
    """A row as a record keyed by its column names; a key given as an option's number
    (`2` where the options are `Option 1` ... `Option 4`) is counted as they are; options
    listed in one cell (`listed`) are its list or mapping; the notes of every explaining
    column make the explanation, in their order."""
    record: dict[str, Any] = {
        (f"option{options[k].lower()}" if k in options else name): fields[k].strip()
        for k, name in enumerate(names)
        if name and k < len(fields)
    }  # (an option's column by one name: `Answer 1` would read as the answer field)
    skip = set(options) if listed is None else {*options, listed}
    _explained(record, names, roles, fields, skip)
    if listed is not None:
        record[names[listed]] = cell_options(fields[listed] if listed < len(fields) else "")
        return record
    numbered = next(iter(options.values())).isdigit()
    if numbered:  # the key columns (each column's role read once, for the whole sheet)
        for k, name in enumerate(names):
            value = record.get(name)
            if roles[k] is Role.ANSWER and k not in options and isinstance(value, str):
                record[name] = int(value) if value.isdigit() else value
    return record


def _explained(
    record: dict[str, Any],
    names: list[str],
    roles: list[Role | None],
    fields: list[str],
    skip: set[int],
) -> None:
    """The notes of every explaining column (`simpleExplanation`, `examTip`,
    `fullExplanation`) as the record's one explanation, in their order."""
    notes = [
        fields[k].strip()
        for k, name in enumerate(names)
        if k < len(fields) and k not in skip and roles[k] is Role.EXTRA
    ]
    if not any(notes):
        return
    for k, name in enumerate(names):
        if k not in skip and roles[k] is Role.EXTRA:
            record.pop(name, None)
    record["explanation"] = "\n\n".join(note for note in notes if note)


def _tags(roles: list[Role | None], fields: list[str]) -> tuple[str, ...]:
    """The row's labels (its category, topic, difficulty) as tags."""
    return tuple(
        tag
        for k, role in enumerate(roles)
        if role is Role.TAG and k < len(fields) and (tag := tag_of(fields[k]))
    )

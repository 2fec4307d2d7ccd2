"""The Markdown structure scan's tables (srs.importers.structure): a table whose columns are
a question and its answer starts a question at each row; a table that names a question
column and no answer lists questions without answers, reported as such."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

from srs.importers.cellopts import broken_options_column
from srs.importers.labeltext import tidy_label
from srs.importers.lazyre import lazy
from srs.importers.result import short
from srs.importers.rowtails import row_tail
from srs.importers.tablerows import (
    KEY_NUMBER_RE,
    NUMBER_HEADER_RE,
    Columns,
    body_rows,
    named_columns,
    names_terms,
    numbers_link_in_page,
    question_column,
    question_rows,
    row_start,
    spilled_starts,
    table_rows,
    unnamed_columns,
    verdict_columns,
    verdicts_in,
)
from srs.importers.values import Line, Start
from srs.importers.worksheets import worksheet

if TYPE_CHECKING:  # annotations only: markdown-it loads with the block pass that makes tokens
    from markdown_it.token import Token


class Structure(Protocol):
    """What the table rules read and write of the scan's findings
    (srs.importers.structure.Structure, which imports this module)."""

    headings: dict[int, tuple[int, str]]
    starts: dict[int, Start]
    unnamed_tables: list[int]
    numbered_tables: int
    term_tables: list[list[int]]
    overviews: list[list[int]]


__all__ = ["overview_note", "overview_tables", "table"]


def table(
    found: Structure, tokens: list[Token], k: int, lines: list[Line], *, like_others: bool = False
) -> int:
    """Rows of a table whose columns are a question and an answer; returns the index after it.

    With `like_others`, a table whose header names neither, in a document whose question
    tables are numbered: its first two columns after the number are a question and its answer.
    """
    rows, j = table_rows(tokens, k)
    if len(rows) >= 2 and _read_table(found, rows, lines, k, like_others=like_others):
        table_map = tokens[k].map
        if table_map is not None:
            row_tail(found, (table_map[0], table_map[1]), lines)
    return j + 1


def _read_table(
    found: Structure,
    rows: list[tuple[int, list[str]]],
    lines: list[Line],
    k: int,
    *,
    like_others: bool,
) -> bool:
    """`table`'s reading of the rows, its questions recorded in `found`: whether they were
    read as a table of questions (with answers or without)."""
    header = [tidy_label(cell) for cell in rows[0][1]]
    columns = unnamed_columns(header) if like_others else named_columns(header)
    if columns is None and not like_others:
        columns = verdict_columns(header, rows[1:])  # `| # | Statement | Answer |`: T or F each
    if columns is None:
        if not like_others and _unanswered_rows(found, rows[1:], header, lines):
            return True
        if unnamed_columns(header) is not None:
            found.unnamed_tables.append(k)
        return False
    columns = _read_cells(columns, header, rows, like_others=like_others)
    # (statements judged true or false say nothing of the document's other `| # |` tables)
    found.numbered_tables += columns.number is not None and not like_others and not columns.verdicts
    body = body_rows(rows[1:], header)
    if columns.verdicts and verdicts_in(rows[:1], columns.answer, least=1):
        body = [rows[0], *body]  # `|---|---|` over `|F|stmt|`: its "header" a statement too
    _table_starts(found, body, columns, lines)
    _record_terms(found, body, columns)
    return True


def _read_cells(
    columns: Columns, header: list[str], rows: list[tuple[int, list[str]]], *, like_others: bool
) -> Columns:
    """The columns as the rows' cells tell more of them: a column listing each question's
    options in one cell; an answer column of verdicts alone (`| Domanda | Risposta |` over
    `F`, `V`: statements judged, each verdict spelled out, never an option letter)."""
    if not like_others and not columns.verdicts:
        listed = broken_options_column(header, [cells for _, cells in rows[1:]])
        if listed is not None:
            return replace(columns, options=listed)
    if not columns.verdicts and verdicts_in(body_rows(rows[1:], header), columns.answer):
        return replace(columns, verdicts=True)
    return columns


def _record_terms(found: Structure, body: list[tuple[int, list[str]]], columns: Columns) -> None:
    """A table of terms' row lines, kept for `overview_tables`."""
    if names_terms(columns):
        found.term_tables.append([i for i, _ in body])


def _table_starts(
    found: Structure, rows: list[tuple[int, list[str]]], columns: Columns, lines: list[Line]
) -> None:
    """The question each row of a question|answer table starts (none in an answer key)."""
    body = [(i, cells) for i, cells in rows if len(cells) > max(columns.question, columns.answer)]
    if all(KEY_NUMBER_RE.fullmatch(cells[columns.question]) for _, cells in body):
        return  # numbers in the question column: an answer key, not questions
    spilled = spilled_starts(body, columns, lines)  # an answer typed on the row below
    spilled_rows = {i + start.skip for i, start in spilled.items()}
    for i, cells in body:
        if i in spilled_rows:
            continue  # the answer of the question above
        start = spilled.get(i) or row_start(cells, columns, lines[i])
        if start is not None:
            found.starts[i] = start


_LINK_CELL_RE = lazy(r"\[[^\]]*\]\([^)]*\)")
_NUMBERS_CELL_RE = lazy(r"[\d\s,.;:/\-–—]*")


def _unanswered_rows(
    found: Structure, rows: list[tuple[int, list[str]]], header: list[str], lines: list[Line]
) -> bool:
    """The rows of a table that names a question column and no answer (`| Sno | Question
    Title | Practice Links |`): questions without answers, reported as such, not dropped.
    Whether the header names a question column."""
    question = question_column(header, rows)
    if question is None or any(
        _LINK_CELL_RE.fullmatch(cells[question].strip())
        for _, cells in rows
        if len(cells) > question
    ):
        return False  # questions that link to their answers: a table of contents
    if numbers_link_in_page(rows):
        return True  # `| [1.1](#q-1-1) | Why ...? |`: a table of contents, by its numbers
    if all(
        _NUMBERS_CELL_RE.fullmatch(cells[question]) for _, cells in rows if len(cells) > question
    ):
        return True  # `| Topic | Questions: 1--3, 11 |`: an index of question numbers, no questions
    if worksheet(body_rows(rows, header), question):
        return True  # `| Led a project | | |`: topics over cells to fill, no questions
    number = next((c for c, h in enumerate(header) if NUMBER_HEADER_RE.match(h)), None)
    columns = Columns(question, question, number)  # each one's answer in its row or the next
    found.starts.update(question_rows(body_rows(rows, header), columns, lines, found.headings))
    return True


_OVERVIEW_AHEAD = 2
"""How many of the page's own questions, at the least, must follow a glossary table for it to
be the page's overview."""


def overview_tables(found: Structure) -> None:
    """A table of terms (`| Concept | Must-Know Points |`) set before all of the page's own
    questions, two or more of another kind after it: the page's overview, its rows no
    questions (the reader reports the table, `overviews`). A glossary page of such tables alone,
    or one among the questions, keeps its rows as cards."""
    for rows in found.term_tables:
        if not rows:
            continue
        own = [i for i in found.starts if i not in rows and not _in_terms(found, i)]
        if len(own) >= _OVERVIEW_AHEAD and min(own) > rows[-1]:
            for i in rows:
                found.starts.pop(i, None)
            found.overviews.append(rows)


def _in_terms(found: Structure, i: int) -> bool:
    return any(i in rows for rows in found.term_tables)


def overview_note(first_row: str, rows: int) -> str:
    """The report of an overview table (`overview_tables`), by its first row's cells."""
    cells = " | ".join(cell.strip() for cell in first_row.strip(" |").split("|"))
    return f"a table of {rows} terms before the questions ('{short(cells)}'); not imported"

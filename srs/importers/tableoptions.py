"""A question's options written as a two-column table, the letter in the first column and the
key's row marked: in colour (`|<font color="red">C</font>|<font color="red">ARP</font>|`,
`<span style="color:red">`), in bold (`|C|**ARP**|`) or by a tick or a `(Correct)` after it
(`| B | **The platters** ✓ |`).

Exam sheets typed in an editor that draws tables write the options as one (`|编号|选项|` /
`|:-|:-|` / `|A|IEEE802.3|` ...) and colour the right row, as a printed key does. Read as
written, the table was the answer of an open card and the colour was dropped with the HTML:
every key was lost, with no warning. A table right under a question whose rows are lettered
A, B, C ... in order in their first cell (two or more, one letter case), with exactly two
cells a row, is the question's options when some of its rows, not all, are marked (a colour
tag anywhere in the row, a cell that is wholly bold, or an option cell ending with the mark a
listed option's key ends with, srs.importers.endmarks: a quiz game's reference sheet writes
`| B | **text** ✓ |`, the tick dropped from the option). It is written as the task list it
stands for (`- [x] ARP`), line for line, its header and delimiter rows blank (a header row
lettered A is the first option, as a table typed with no header has it); srs.importers
.marks then reads the options by position, keyed by the ticked rows. A table with no row
marked, or every row, is left as written: nothing in it tells the key.
"""

from __future__ import annotations

import re

from srs.importers.common import LETTERS
from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.lazyre import lazy
from srs.importers.rightmarks import mark_stripped

__all__ = ["table_options"]

_DELIMITER_RE = lazy(r"^[ \t]{0,3}\|?[ \t]*:?-+:?[ \t]*\|[ \t]*:?-+:?[ \t]*\|?[ \t]*$")
"""A two-column table's delimiter row: `|-|-|`, `| :--- | --- |`, `---|---`."""
_COLOUR_RE = lazy(r"<(?:font|span)\b[^<>]*\bcolou?r\b", re.IGNORECASE)
"""A tag that colours its text: `<font color="red">`, `<span style="color: red">`."""
_TAG_RE = lazy(r"</?(?:font|span|b|strong)\b[^<>]*>", re.IGNORECASE)
_BOLD_RE = lazy(r"^(?:\*\*(?P<a>.+)\*\*|__(?P<b>.+)__)$")
_CELL_SPLIT_RE = lazy(r"(?<!\\)\|")
"""A cell boundary: a `|` not escaped (`\\|` is a bar inside a cell)."""
_TICKS = ("✓", "✔", "✅", "☑", "(corr", "(Corr", "(CORR")
"""Cheap tests for an option cell ending with a mark (the marks srs.importers.endmarks reads)."""
_LETTER_RE = lazy(r"^\(?(?P<letter>[A-Ha-h])[.)]?$")
"""A letter cell, once its tags and bold are gone: `A`, `a.`, `(B)`, `C)`."""


def table_options(text: str) -> str:
    """The text with each marked option table as a task list (see the module doc); the text
    itself when it has none."""
    if not holds(text, "-|", "- |", ":|", ": |") or not holds(
        text, "color", "COLOR", "colour", "**", "__", "<b>", "<strong>", *_TICKS
    ):
        return text
    lines = text.split("\n")
    changed = False
    for k, line in outside_code(lines):
        if k == 0 or not _DELIMITER_RE.match(line):
            continue
        options = _options(lines, k)
        if options is None:
            continue
        lines[k - 1] = lines[k] = ""  # the header and delimiter rows (the header an option: kept)
        for row, marked, _, option in options:
            lines[row] = f"- [{'x' if marked else ' '}] {option}"
        changed = True
    return "\n".join(lines) if changed else text


def _options(lines: list[str], k: int) -> list[tuple[int, bool, str, str]] | None:
    """The table around delimiter row `k` as options (each row's index, mark, letter and
    text), or None when it is no marked option table."""
    if _cells(lines[k - 1]) is None:
        return None
    header = _row(lines[k - 1])
    rows = [(k - 1, *header)] if header and header[1] in "Aa" else []  # `|A|RARP|` on top
    end = k + 1
    while end < len(lines) and (row := _row(lines[end])) is not None:
        rows.append((end, *row))
        end += 1
    if end < len(lines) and lines[end].lstrip()[:1] == "|":
        return None  # a row that is no option: a table of something else
    return rows if _lettered(rows) else None


def _lettered(rows: list[tuple[int, bool, str, str]]) -> bool:
    """Whether a table's rows are options: two to eight, lettered A, B, C ... in order (one
    letter case), some of them marked but not all."""
    want = LETTERS[: len(rows)]
    if not 2 <= len(rows) <= len(LETTERS) or "".join(r[2] for r in rows) not in (
        want,
        want.lower(),
    ):
        return False
    marks = [marked for _, marked, _, _ in rows]
    return any(marks) and not all(marks)


def _row(line: str) -> tuple[bool, str, str] | None:
    """A two-cell row's mark, letter and text, or None when it is none (its first cell no
    single letter)."""
    cells = _cells(line)
    if cells is None:
        return None
    letter, bold_letter = _plain(cells[0])
    ticked = mark_stripped(cells[1].strip())
    option, bold_option = _plain(cells[1] if ticked is None else ticked)
    m = _LETTER_RE.match(letter)
    if m is None or not option:
        return None
    marked = bold_letter or bold_option or ticked is not None or _COLOUR_RE.search(line) is not None
    return marked, m.group("letter"), option.replace("\\|", "|")


def _cells(line: str) -> list[str] | None:
    """A table row's two cells, or None when it is no row of two."""
    body = line.strip()
    if body[:1] != "|" and "|" not in body:
        return None
    cells = _CELL_SPLIT_RE.split(body.removeprefix("|").removesuffix("|"))
    return cells if len(cells) == 2 else None


def _plain(cell: str) -> tuple[str, bool]:
    """A cell's text without its tags and its bold, and whether bold wrapped it whole."""
    text = _TAG_RE.sub("", cell).strip()
    m = _BOLD_RE.match(text)
    if m is None:
        return text, False
    return (m.group("a") or m.group("b")).strip(), True

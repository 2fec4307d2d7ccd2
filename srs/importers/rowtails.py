"""A question table's last row whose answer goes on in HTML below the table.

Notes that keep each question in a table row, its answer in the same cell written in HTML
(`| 29 | What is X? <br><br> X is ...`, the header repeated over every question), at times
go on writing that answer below the table: a blank line, then raw HTML (`<h5>Benefits:</h5>`
over `<strong>Reuse:</strong> ...` lines), prose and code. A table ends at its first blank
line, so the row's card ended there; the code under it was kept (srs.importers.segment's
`item_tail`), the HTML and the prose were dropped as text between questions, though they
are the answer the row begins.

So the last row of a question table, when its cell is written in HTML (a `<br>` break)
and the first thing below the table is HTML with text (or a heading deeper than the
table's own section over HTML with text: an HTML heading is read as one), keeps its answer open past the table: up to
the next table or question, a heading at the section's level or above ending it as any answer.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Protocol

from srs.importers.asking import asks
from srs.importers.common import end_matter_kind, heading_of, next_content
from srs.importers.details import numbered
from srs.importers.lazyre import lazy
from srs.importers.values import Line, Start

__all__ = ["row_tail"]


class Found(Protocol):
    """What this rule reads and writes of the structure scan's findings."""

    headings: dict[int, tuple[int, str]]
    starts: dict[int, Start]


_HTML_TEXT_RE = lazy(
    r"^[ \t]{0,3}<(?:h[1-6]|p|strong|b|em|i|u|ul|ol|dl|pre|blockquote|code|span|table)\b[^<>]*>",
    re.IGNORECASE,
)
"""An HTML line that shows text (`<h5>`, `<strong>`, `<p>`, a list, code): not a rule or a
break (`<hr>`, `<br/>`), a closing tag, a fold (`<details>`, a question of its own) or a
layout block (`<div align="right">` over a back-to-top link)."""


def row_tail(found: Found, table: tuple[int, int], lines: list[Line]) -> None:
    """Keep the answer of the table's last row open past the table (see the module
    docstring); `table` is the table's first line and the line after it."""
    first, end = table
    last = end - 1
    start = found.starts.get(last)
    if start is None or start.body is None or start.end is not None:
        return
    if "<br" not in lines[last].text.lower():
        return  # a cell not written in HTML: the table's rows are its questions, no more
    below = next_content(lines, last)
    if below is None or below < end:
        return
    section = _section_level(found.headings, first)
    heading = heading_of(lines[below])
    if heading is not None:
        if not _answer_heading(heading, section):
            return
    elif _HTML_TEXT_RE.match(lines[below].text) is None:
        return
    found.starts[last] = replace(start, end=_next_table(lines, below), level=section)


def _section_level(headings: dict[int, tuple[int, str]], first: int) -> int:
    """The level of the last heading before line `first` (0: none). The scan records the
    headings as it meets them, in the document's order: looked for from the last one
    recorded, not through all of them for each table (a long document has thousands)."""
    for i in reversed(headings):
        if i < first:
            return headings[i][0]
    return 0


def _answer_heading(heading: tuple[int, str], section: int) -> bool:
    """Whether a heading right below the table titles a part of the row's answer
    (`<h5>Benefits of X:</h5>`, which the reader turned into a heading, over the HTML it
    titles turned into Markdown too): deeper than the table's section, neither asking nor
    numbered (the next question's heading) nor the page's end matter (`### See also`)."""
    level, text = heading
    if level <= section or end_matter_kind(text) is not None:
        return False
    return not asks(text) and numbered(text) is None


_DELIMITER_RE = lazy(r"^[ \t]*\|?(?:[ \t]*:?-+:?[ \t]*\|)+(?:[ \t]*:?-+:?[ \t]*)?$")
"""A table's delimiter row (`| --- | :---: |`)."""


def _next_table(lines: list[Line], k: int) -> int:
    """The first line of the next table from line k (its header, over a delimiter row), or
    the document's end: the header repeated over the next question is no part of the answer
    above it."""
    for j in range(k + 1, len(lines) - 1):
        below, header = lines[j + 1], lines[j]
        if "|" not in below.text or "-" not in below.text or "|" not in header.text:
            continue  # (a literal test before the pattern: most lines hold no `|`)
        if not below.code and not header.code and _DELIMITER_RE.match(below.text):
            return j
    return len(lines)

"""A table of one cell round an answer: a wrapper, not a table.

Pages that fold their answers (`<details>`) often set each body in a table of one cell,
`<table><tr><td>` on a line of its own over the answer's Markdown and `</td></tr></table>`
under it, so that the fold shows a frame. Read as markup, the cell's opening became a table
cell's ` | ` on a line of its own at the top of every answer. A line that only opens a table,
its row and its cell, and the line that only closes them, with no other row or cell between
them, are the frame: left out, the answer between them kept. A real table (two cells or more,
or rows) is left as it is.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["cell_wrappers_off"]

_OPEN_RE = lazy(
    r"^[ \t]*<table\b[^<>]*>[ \t]*(?:<tbody\b[^<>]*>[ \t]*)?<tr\b[^<>]*>[ \t]*<t[dh]\b[^<>]*>[ \t]*$",
    re.I,
)
"""`<table><tr><td>` alone on its line: a one-cell table opened, its cell's text below."""
_CLOSE_RE = lazy(r"^[ \t]*</t[dh]>[ \t]*</tr>[ \t]*(?:</tbody>[ \t]*)?</table>[ \t]*$", re.I)
"""`</td></tr></table>` alone on its line."""
_CELL_RE = lazy(r"</?t(?:[dhr]|able|body)\b", re.I)
"""Any other table markup: a row or a cell more, or a table inside the cell."""


def cell_wrappers_off(lines: list[Line]) -> list[Line]:
    """The lines without the frame of each one-cell table round text (see the module doc)."""
    if not any("<t" in line.text or "<T" in line.text for line in lines):
        return lines
    drop: set[int] = set()
    opened: int | None = None
    for k, line in enumerate(lines):
        if line.code:
            continue
        if _OPEN_RE.match(line.text):
            opened = k
        elif opened is not None and _CLOSE_RE.match(line.text):
            drop.update((opened, k))
            opened = None
        elif opened is not None and _CELL_RE.search(line.text):
            opened = None  # more than one cell: a table
    return [line for k, line in enumerate(lines) if k not in drop] if drop else lines

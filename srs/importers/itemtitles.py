"""A numbered list item that is only a bold title, over its labelled question indented under
it (`1. **Filtering**` over `   *Question*: Given ...` and `   *Answer*: ...`): the question's
numbered heading, its lines at the margin.

Read as a list, the item's title was a question of its own or a line of the answer above
(`2. **Grouping**` left at the end of the first answer), the first title was dropped, and an
item numbered 10 or more, indented four blanks, became code inside the answer above. The item
is written as a heading one level below the heading above it (`### 1. Filtering` under `##
Stream scenarios`, at least `##`) and its indented lines moved to the margin, line for line:
a numbered heading over a labelled question is that question's (its number the card's, its
title before the question), as srs.importers.titledlabels writes a bold title. The level is
the section's, not the deepest above (which may be an earlier section's questions, and would
make these headings parts of their answers). Only an item whose first line under it labels a
question (`*Question*:`, `Q:`, `Frage:`): a bold item over anything else is left as it is.
"""

from __future__ import annotations

import re

from srs.importers.common import HEADING_RE, holds
from srs.importers.fences import outside_code
from srs.importers.labelstart import plain_line_start
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["item_titles"]

_TITLE_ITEM_RE = lazy(
    r"^(?P<num>\d{1,4})(?P<mark>[.)])(?P<gap>[ \t]+)(?P<b>\*\*|__)(?P<title>[^*_\n][^\n]*?)(?P=b)"
    r"[ \t]*(?:<br[ \t]*/?>)?[ \t]*$"
)
"""`1. **Title**` at the margin, a hard break (two blanks or `<br>`) after it allowed."""
_CANDIDATE_RE = lazy(r"^\d{1,4}[.)][ \t]+(?:\*\*|__)[^\n]*\n[ \t]{2,}\S", re.M)
"""A numbered item opening in bold with an indented line right under it: searched at C speed
before any line is walked."""


def item_titles(text: str) -> str:
    """The text with each bold-titled item over its indented labelled question at the margin
    (see the module docstring); unchanged when none is."""
    if not holds(text, ". **", ") **", ". __", ") __"):
        return text  # no item opens in bold: the cheap test on a long text
    if _CANDIDATE_RE.search(text) is None:
        return text
    lines = text.split("\n")
    changed = False
    above = 1  # the level of the last heading above, the document's title's at the least
    for k, line in outside_code(lines):
        heading = HEADING_RE.match(line)
        if heading is not None:
            above = len(heading["hashes"])
            continue
        m = _TITLE_ITEM_RE.match(line)
        if m is None or k + 1 >= len(lines):
            continue
        indent = len(m["num"]) + len(m["mark"]) + len(m["gap"])
        if not _labels_question(lines[k + 1], indent):
            continue
        hashes = "#" * min(above + 1, 6)
        lines[k] = f"{hashes} {m['num']}{m['mark']} {m['title'].strip()}"
        _to_margin(lines, k + 1, indent)
        changed = True
    return "\n".join(lines) if changed else text


def _labels_question(line: str, indent: int) -> bool:
    """Whether the line under an item, indented to its text, labels a question."""
    body = line.lstrip(" ")
    if len(line) - len(body) < min(indent, 2) or not body:
        return False
    start = plain_line_start(Line(0, body))
    return start is not None and start.labelled


def _to_margin(lines: list[str], k: int, indent: int) -> None:
    """The item's lines from k on (those indented under it, and blank lines between them)
    moved `indent` blanks to the left, up to the first line with text at a shallower indent."""
    while k < len(lines):
        line = lines[k]
        body = line.lstrip(" ")
        if body and len(line) - len(body) < min(indent, 2):
            return
        lines[k] = line[min(indent, len(line) - len(body)) :] if body else line
        k += 1

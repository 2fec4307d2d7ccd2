"""Task-box options whose text is the item's next paragraph: `- [x] a.`, a blank line, then
`$f(N) = N^2$`, as a past exam pasted from a quiz page writes each option (the box and its
letter on one line, the option's text, often a formula, in its own paragraph).

Read as Markdown, the item holds only its letter and the text is a paragraph between items,
so the options were lost and the question was cut at the ticked box. Each such item's text
is moved up onto its box line (`- [x] a. $f(N) = N^2$`) and the lines it came from left
blank, line for line, so that srs.importers.marks reads the run as options keyed by the
ticked box, as it reads boxes with their text on the line.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["loose_boxes"]

_BARE_BOX_RE = lazy(
    r"^(?P<box>[ \t]{0,3}[-*+][ \t]+\[[ xX]\][ \t]+(?:[A-Za-z]|\d{1,2})[.)])[ \t]*$", re.M
)
"""A task box with only its option's label (`- [ ] b.`): the text is to follow."""

_PLAIN_RE = lazy(r"^[ \t]{0,3}(?![-*+][ \t]|[>#|`~<!\[]|\d{1,3}[.)][ \t]|[A-Za-z][.)][ \t])\S")
"""A paragraph line: no list item, heading, quote, table, fence, tag or option of its own."""

_MOST_LINES = 3
"""An option's text is a line or two; a longer paragraph is the text after the list."""
_MOST_BLANKS = 2


def loose_boxes(text: str) -> str:
    """The text with each labelled box's next paragraph moved onto its line (see the module
    doc), when two or more boxes have one; the text itself otherwise (the cheap tests
    first: a ticked box, then one bare box line found by one search of the text)."""
    if not holds(text, "[x]", "[X]") or _BARE_BOX_RE.search(text) is None:
        return text
    lines = text.split("\n")
    moves: list[tuple[int, list[int]]] = []
    for k, line in outside_code(lines):
        if line.endswith((".", ")", " ", "\t")) and _BARE_BOX_RE.match(line):
            paragraph = _paragraph_after(lines, k)
            if paragraph:
                moves.append((k, paragraph))
    if len(moves) < 2:
        return text  # one such box: not a run of options
    for k, paragraph in moves:
        words = " ".join(lines[j].strip() for j in paragraph)
        lines[k] = f"{lines[k].rstrip()} {words}"
        for j in paragraph:
            lines[j] = ""
    return "\n".join(lines)


def _paragraph_after(lines: list[str], k: int) -> list[int]:
    """The lines of the short plain paragraph after a bare box line (at most two blank lines
    between them, none when it follows at once); none when what follows is no such text."""
    j = k + 1
    while j < len(lines) and not lines[j].strip() and j - k <= _MOST_BLANKS:
        j += 1
    found: list[int] = []
    while j < len(lines) and lines[j].strip() and _PLAIN_RE.match(lines[j]):
        found.append(j)
        j += 1
    if len(found) > _MOST_LINES:
        return []
    return found

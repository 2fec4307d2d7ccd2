"""Questions numbered with the ideographic comma, `12、question?` (or a full-width dot, `12．`).

Chinese and Japanese exercise sheets number their questions `1、`, `2、` at the margin, often
under topic headings, each over its answer (a `> ` quote, a fenced command or a plain line).
Markdown sees no list item there, so no reader took the lines for numbered questions: the
headings became the cards and swallowed the questions, or a few lines that asked were kept
with their number as text. Each such line in the document's series of numbered questions is
given the `N. ` marker the readers know, line for line; nothing else changes.

The series is the one the questions make: each number follows the last (`N+1`), restarts at
1 under a new heading, or repeats or skips ahead a little on a line that asks (`46、` typed
twice). A `1、`/`2、` list inside an answer breaks that series and stays text. The pass does
nothing unless two lines or more are in the series and at least half of them ask.
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.common import HEADING_RE, holds, outside_code
from srs.importers.lazyre import lazy

_NUMBER_RE = lazy(r"^( {0,3})(\d{1,4})[\u3001\uff0e][ \t]*(?=\S)")
"""`12、` or `12．` at a line's start (three blanks at most), the question glued on or not."""
_SKIP = 3
"""How far ahead of the last number an asking line may be numbered (a question left out)."""


def ideographic_numbers(text: str) -> str:
    """The text with its `N、question` lines as `N. question` (see the module doc)."""
    if not holds(text, "\u3001", "\uff0e"):
        return text
    lines = text.split("\n")
    found = _series(lines)
    if len(found) < 2 or 2 * sum(1 for k in found if _asking(lines[k])) < len(found):
        return text
    for k in found:
        lines[k] = _NUMBER_RE.sub(r"\1\2. ", lines[k], count=1)
    return "\n".join(lines)


def _series(lines: list[str]) -> list[int]:
    """The indices of the lines numbered `N、` that continue the document's series."""
    found: list[int] = []
    last: int | None = None
    headed = False  # a heading since the last number
    for k, line in outside_code(lines):
        if HEADING_RE.match(line):
            headed = True
            continue
        m = _NUMBER_RE.match(line) if line.lstrip()[:1].isdigit() else None
        if m is None:
            continue
        number = int(m.group(2))
        if last is None or _follows(number, last, headed=headed, asking=_asking(line)):
            found.append(k)
            last, headed = number, False
    return found


def _follows(number: int, last: int, *, headed: bool, asking: bool) -> bool:
    """Whether a line numbered `number` continues a series whose last number is `last`."""
    if number == last + 1 or (headed and number == 1):
        return True
    return asking and last <= number <= last + _SKIP


def _asking(line: str) -> bool:
    """Whether a numbered line asks (a `?` may come before a bracketed hint: `...?(提醒:...)`)."""
    return "?" in line or "\uff1f" in line or asks(line)

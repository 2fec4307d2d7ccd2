"""A question written as a plain line among a document's numbered questions (`How do X and
Y differ?` between `1. ...` items), standing alone between blank lines after an answer and
followed by its own answer (a paragraph, a table).

Read as written, the line was one more lazy line of the numbered item above: the question
and its answer went, in silence, into the answer of the card before. Where most questions
are numbered list items that ask, such a line is set in bold (`**How do X and Y differ?**`),
as a question standing alone is read elsewhere, line for line. A line that asks inside an
answer with no blank line around it, one followed by a numbered item or a heading, or one
in a document without numbered questions is left as it is.
"""

from __future__ import annotations

import re

from srs.importers.common import holds, outside_code
from srs.importers.holding import any_line
from srs.importers.lazyre import lazy

__all__ = ["plain_asks"]

_ASKING = r"^(?P<t>[\w\"'“(¿][^\n*|#]{2,200}[?？])[ \t]*$"
_ASKING_RE = lazy(_ASKING)
"""A line of plain words at the margin ending in a question mark: no list item, heading,
table, quote or emphasis."""
_ASKING_LINE_RE = lazy(r"^[\w\"'“(¿][^\n*|#]{2,200}[?？][ \t]*\n[ \t]*\n", re.M)
"""The same, a blank line below it, over a whole text at once: the cheap test."""
_NUMBERED_RE = lazy(r"^ {0,3}\d{1,4}[.)][ \t]+\S")
"""A numbered list item."""
_NUMBER_LEAD_RE = lazy(r"^ {0,3}(?:\d{1,4}[.)]|`{3}|~{3})")
"""A line opened by a number (`16.What ...?`, a numbered question written tight) or a fence:
never a plain question's line, nor an answer's last line (a fence may close a stem's code)."""
_NUMBERED_ASKING_RE = lazy(r"^ {0,3}\d{1,4}[.)][ \t]+\S.*[?？][ \t]*$")
"""A numbered list item that asks."""
_NUMBERED_ASKING_LINE_RE = lazy(r"^ {0,3}\d{1,4}[.)][ \t]+\S[^\n]*[?？][ \t]*$", re.M)
"""The same over a whole text at once: the cheaper test, run first (few documents have one)."""


def plain_asks(text: str) -> str:
    """The text with each plain asking line among numbered questions set in bold (see the
    module docstring); the text itself when no line may be one (the cheap test first)."""
    opens = text.startswith(("1. ", "1) ")) or holds(text, "\n1. ", "\n1) ")
    if not opens or not holds(text, "?", "？"):
        return text  # a numbered list of questions opens with 1 at the margin
    if not any_line(_ASKING_LINE_RE, text) or not any_line(_NUMBERED_ASKING_LINE_RE, text):
        return text
    lines = text.split("\n")
    if sum(1 for line in lines if _NUMBERED_ASKING_RE.match(line)) < 3:
        return text
    changed = False
    for k, line in outside_code(lines):
        if (m := _ASKING_RE.match(line)) is None or _NUMBER_LEAD_RE.match(line):
            continue
        if _stands_alone(lines, k):
            lines[k] = f"**{m.group('t').strip()}**"
            changed = True
    return "\n".join(lines) if changed else text


def _stands_alone(lines: list[str], k: int) -> bool:
    """Whether line k stands between blank lines under an answered numbered question and over
    an answer of its own."""
    if k < 2 or k + 2 >= len(lines) or lines[k - 1].strip() or lines[k + 1].strip():
        return False
    before = _nonblank(lines, k - 1, -1)
    after = _nonblank(lines, k + 1, 1)
    if before is None or after is None:
        return False
    above, below = lines[before].strip(), lines[after].strip()
    if above.endswith(("?", "？")) or _NUMBER_LEAD_RE.match(lines[before]):
        return False  # over a question, or over a code block that may be the stem's
    if _NUMBERED_RE.match(lines[after]) or below.startswith("#"):
        return False
    return _under_numbered(lines, before)


def _nonblank(lines: list[str], start: int, step: int) -> int | None:
    """The index of the first non-blank line from start on, going by step; None if none."""
    k = start
    while 0 <= k < len(lines):
        if lines[k].strip():
            return k
        k += step
    return None


def _under_numbered(lines: list[str], k: int) -> bool:
    """Whether the nearest numbered item or heading above line k is a numbered question."""
    while k >= 0:
        if _NUMBERED_ASKING_RE.match(lines[k]):
            return True
        if _NUMBERED_RE.match(lines[k]) or lines[k].startswith("#"):
            return False
        k -= 1
    return False

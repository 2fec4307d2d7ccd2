"""Questions kept as numbered bullets, each answered by a block quote right under it (`- 01.
What is X?` over `> X is ...`, the answer's code fenced after the quote at times), later
bullets left with no quote, to answer some day.

CommonMark reads `- 01. text` as a numbered list nested in a bullet, and a quote at the
margin ends that list: no reader saw the bullets as questions. The quotes were taken for
the questions instead, each "answered" by the next bullet (question and answer inverted,
the first question lost), and the last quote swallowed every unanswered bullet after it in
silence. Where two or more such bullets have a quote on the very next line and at least half
of them ask, each such bullet at the margin is written as the numbered item it shows (`01.
What is X?`), line for line: a numbered question answered by the quote under it, the
unanswered ones a numbered list of questions, reported. A bullet list whose items open with
a number (`- 1. Install`) and no quote under them is left as it is.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.holding import any_line
from srs.importers.lazyre import lazy

__all__ = ["quoted_numbers"]

_BULLET = r"^[-*+][ \t]+(?=\d{1,4}[.)][ \t]+\S)"
_NUMBER_RE = lazy(r"^[-*+][ \t]+\d{1,4}[.)][ \t]+")
_BULLET_RE = lazy(_BULLET)
"""`- ` before `01. text` at the margin: the bullet written over a numbered question."""
_QUOTED_RE = lazy(_BULLET + r"[^\n]*\n>", re.M)
"""Such a bullet with a quote on the very next line."""
_MIN_QUOTED = 2
"""How many numbered bullets answered by the quote under them make the layout."""


def quoted_numbers(text: str) -> str:
    """The text with its numbered bullets as numbered items, where quotes answer them (see
    the module doc); the text itself otherwise (the cheap test first: a quote at the margin,
    then a numbered bullet over one)."""
    if not holds(text, "\n>") or not any_line(_QUOTED_RE, text):
        return text
    lines = text.split("\n")
    bullets = [k for k, line in outside_code(lines) if _BULLET_RE.match(line)]
    quoted = sum(1 for k in bullets if k + 1 < len(lines) and lines[k + 1][:1] == ">")
    if quoted < _MIN_QUOTED:
        return text
    asking = sum(1 for k in bullets if asks(_NUMBER_RE.sub("", lines[k], count=1)))
    if 2 * asking < len(bullets):
        return text  # steps or points numbered so, not questions
    for k in bullets:
        lines[k] = _BULLET_RE.sub("", lines[k], count=1)
    return "\n".join(lines)

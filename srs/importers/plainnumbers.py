"""Questions kept as numbered bullets (`- 12. What is X?`), each answered by a plain
paragraph at the margin right under it (`X is ...`, at times after one blank line).

CommonMark reads `- 12. text` as a numbered list nested in a bullet, and the paragraph under
it as loose text: every question was reported unanswered and its answer as text in no card
(those not asking were named nowhere). The same items written without the bullet (`12. What
is X?` over `X is ...`) read as questions and answers. Where two or more such bullets are
answered by a paragraph at the margin, three in four of them are, and at least half ask,
each such bullet is written as the numbered item it shows, line for line (a number glued to
its text, `1.¿Qué ...?`, gets its blank). Steps (`- 1. Install`) under which nothing or a
list follows, and bullets answered by quotes (`quotednumbers`), are left as they are; so
is a numbered bullet right under another (`-  1. Title 2. Body`): it answers that one.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.holding import any_line
from srs.importers.lazyre import lazy

__all__ = ["plain_numbers"]

_BULLET_RE = lazy(r"^[-*+][ \t]+(\d{1,4}[.)])[ \t]*(?=[^\d\s])")
"""`- ` before `12. text` (or `12.text`) at the margin: a bullet written over a number."""
_ANY_RE = lazy(r"^[-*+][ \t]+\d{1,4}[.)]", re.M)
_NOT_ANSWER_RE = lazy(r"[-*+>#|<\s]|\d{1,4}[.)]|```|~~~")
"""What opens a line that is no plain paragraph at the margin: a list, quote, heading,
table, tag, indent, numbered item or fence."""
_MIN_ANSWERED = 2


def plain_numbers(text: str) -> str:
    """The text with its numbered bullets as numbered items, where plain paragraphs answer
    them (see the module doc); the text itself otherwise (the cheap test first)."""
    if not holds(text, "- 1", "* 1", "+ 1") or not any_line(_ANY_RE, text):
        return text
    lines = text.split("\n")
    bullets = _question_bullets(lines)
    for k in bullets:
        lines[k] = _BULLET_RE.sub(r"\1 ", lines[k], count=1)
    return "\n".join(lines) if bullets else text


def _question_bullets(lines: list[str]) -> list[int]:
    """The numbered bullets to write as numbered questions: none unless the layout holds."""
    marked = [k for k, line in outside_code(lines) if _BULLET_RE.match(line)]
    under = {k + 1 for k in marked}
    bullets = [k for k in marked if k not in under]  # one right under another answers it
    answered = sum(1 for k in bullets if _answered(lines, k))
    if answered < _MIN_ANSWERED or 4 * answered < 3 * len(bullets):
        return []
    asking = sum(1 for k in bullets if asks(_BULLET_RE.sub("", lines[k], count=1)))
    return bullets if 2 * asking >= len(bullets) else []  # else steps or points, not questions


def _answered(lines: list[str], k: int) -> bool:
    """Whether the bullet at `k` has a plain paragraph at the margin under it, on the next
    line or after one blank line."""
    for line in lines[k + 1 : k + 3]:
        if line.strip():
            return _NOT_ANSWER_RE.match(line) is None
    return False

"""A question's hint in parentheses, under it, in notes that answer below the hint.

Interview notes copied from a list of prompts keep each prompt's hint on the line under it
(`(Expected: token bucket, Redis)`), and the writer's answer goes under an answer label
(`ans : ...`). A question they have not answered yet keeps only its hint: read as written,
the hint was that question's answer, a card that teaches the interviewer's note. Where two
questions or more show the layout (a wholly parenthesised line right over an answer label),
a question whose only text is such a line is unanswered, its hint part of the question.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE
from srs.importers.lazyre import lazy

__all__ = ["hint_only", "hints_over_labels"]

_HINT_RE = lazy(r"^[ \t]*\([^()\n]*(?:\([^()\n]*\)[^()\n]*)*\)[ \t]*$")
"""A line wholly in parentheses (one level of nesting inside: `(Check: profiling (0x))`)."""
_HINT_LINE_RE = lazy(r"^[ \t]*\([^\n]*\)[ \t]*\n(?P<next>[^\n]*)", re.MULTILINE)
_MIN_SHOWN = 2


def hints_over_labels(text: str) -> bool:
    """Whether two lines or more, each wholly in parentheses, stand right over an answer
    label (the layout of the module doc)."""
    if "(" not in text:
        return False
    shown = 0
    for m in _HINT_LINE_RE.finditer(text):
        if _HINT_RE.match(m.group(0).split("\n", 1)[0]) and ANSWER_RE.match(m.group("next")):
            shown += 1
            if shown >= _MIN_SHOWN:
                return True
    return False


def hint_only(lines: list[str]) -> bool:
    """Whether an answer's lines are only a hint: one or two lines, each wholly in parentheses,
    and no answer label among them."""
    text = [line for line in lines if line.strip()]
    return 0 < len(text) <= 2 and all(_HINT_RE.match(line) for line in text)

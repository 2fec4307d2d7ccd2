"""An online quiz's grader header copied above a question (a learning system's results page):
the question's counter, the grader's verdict and the score, a line each,

    Question 9
    Incorrect
    0 / 1
    point
    9. Question 9
    A ball rolls off a table. While falling, its horizontal speed is

    doubled.

Read as it stands, the header was glued into the question ("Incorrect 0 / 1 point 9. ..."),
or its counter taken for a question of its own that swallowed the questions after it. The
header (a counter line right over a verdict line right over a score, the score's `point`
word on a line of its own or not) is no part of any card: outside code, it goes.

The verdict is not used: where it is `Incorrect` the pick under the question is wrong, but
taking the pick away left an unanswered numbered question that the readers merged with the
questions after it (a whole run lost, not one reported), so the pick stays as the source has it.

Only a document holding a score line's slash and a verdict ending a line is walked.
"""

from __future__ import annotations

import re

from srs.importers.common import NUMBERED_LABEL_RE, holds, outside_code
from srs.importers.lazyre import lazy

__all__ = ["graded_headers"]

_VERDICTS = frozenset({"correct", "incorrect"})
"""The grader's verdict lines."""
_SCORE_RE = lazy(
    r"^[ \t]*\d{1,3}(?:\.\d+)?[ \t]*/[ \t]*\d{1,3}(?:\.\d+)?(?:[ \t]+pts?|[ \t]+points?)?[ \t]*$",
    re.I,
)
"""`0 / 1`, `0.5 / 1 points`: the score the grader gave."""
_POINT_RE = lazy(r"^[ \t]*(?:pts?|points?)[ \t]*$", re.I)
"""`point` alone: the score's unit, broken onto a line of its own by the copy."""


def graded_headers(text: str) -> str:
    """The text without its grader headers (see the module doc)."""
    if not holds(text, "orrect\n", "orrect \n") or not holds(text, "/"):
        return text
    lines = text.split("\n")
    headers: list[tuple[int, int]] = []  # (first line, line after)
    for k, line in outside_code(lines):
        if line.strip().lower() not in _VERDICTS or k == 0 or k + 1 >= len(lines):
            continue  # no verdict line: no pattern runs
        label = NUMBERED_LABEL_RE.match(lines[k - 1])
        if label is None or label.group("text") or _SCORE_RE.match(lines[k + 1]) is None:
            continue
        end = k + 2
        if end < len(lines) and _POINT_RE.match(lines[end]):
            end += 1
        headers.append((k - 1, end))
    for start, end in headers:
        lines[start:end] = [""] * (end - start)
    return "\n".join(lines) if headers else text

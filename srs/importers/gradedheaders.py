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

Where the verdict is `Incorrect`, the pick under the question is wrong: no card may teach it.
Taking it away left an unanswered numbered question that the readers merged with the
questions after it (a whole run lost, not one reported), so its lines are replaced by a
placeholder that says why (srs.importers.placeholders): the question keeps its place and is
reported unanswered. The pick is the question's last paragraph when it is one plain line or
a few (no option, list item or label: those are a choice question's, read by its readers),
and other paragraphs hold the question's stem.

Only a document holding a score line's slash and a verdict ending a line is walked.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, LIST_ITEM_RE, NUMBERED_LABEL_RE, OPTION_RE, holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy
from srs.importers.placeholders import GRADED_WRONG

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
        if line.strip().lower() == "incorrect":
            _wrong_pick_off(lines, end)
    for start, end in headers:
        lines[start:end] = [""] * (end - start)
    return "\n".join(lines) if headers else text


_ITEM_RE = lazy(r"^\d{1,3}[.)][ \t]+\S")
"""A numbered item at the margin: the question under a header, and the end of its stretch."""
_LABEL_ONLY_RE = lazy(r"^\d{1,3}[.)][ \t]+question[ \t]+\d{1,3}[ \t]*$", re.I)
"""`9. Question 9`: an item that only numbers its question (the stem is under it)."""
_MAX_PICK_LINES = 3


def _ends_stretch(line: str) -> bool:
    """Whether a line starts what follows a question's stretch: the next numbered item, or
    the next grader header's counter (`Question 10`)."""
    if _ITEM_RE.match(line):
        return True
    label = NUMBERED_LABEL_RE.match(line) if line[:1].isalpha() else None
    return label is not None and not label.group("text")


def _wrong_pick_off(lines: list[str], after: int) -> None:
    """Replace the pick under the question below a header graded `Incorrect` (see the
    module doc) by the placeholder; a question whose stretch shows no such pick is left."""
    first = next((k for k in range(after, len(lines)) if lines[k].strip()), len(lines))
    if first == len(lines) or _ITEM_RE.match(lines[first]) is None:
        return
    end = next((k for k in range(first + 1, len(lines)) if _ends_stretch(lines[k])), len(lines))
    while end > first and not lines[end - 1].strip():
        end -= 1
    start = end
    while start > first and lines[start - 1].strip():
        start -= 1
    if start > first and _plain_pick(lines[start:end], lines[first:start]):
        lines[start:end] = [GRADED_WRONG] + [""] * (end - start - 1)


def _plain_pick(pick: list[str], above: list[str]) -> bool:
    """Whether a question's last paragraph is a pick to take away: a few plain lines (no
    option, list item or label), under a stem (more than the `N. Question N` line)."""
    stem = [line for line in above if line.strip()]
    if stem and _LABEL_ONLY_RE.match(stem[0]):
        stem = stem[1:]
    if not stem or len(pick) > _MAX_PICK_LINES:
        return False
    return not any(LIST_ITEM_RE.match(p) or OPTION_RE.match(p) or ANSWER_RE.match(p) for p in pick)

"""A `Solution:` line inside a question's stem, as Microsoft's exam series write it.

Certification exams repeat one scenario with a different proposal each time and ask whether
it works:

    You need to make OneDrive data available to remote users.
    Solution: You enable multi-factor authentication.
    Does the solution meet the goal?

The `Solution:` line is the proposal being judged, part of the question; read as the answer
label, it cut the question in two and took the options and the key into the answer. Such a
label is the question's own when its paragraph goes on, with no blank line, to a line that
asks (ends with `?`). A page that gives each question's key below it (`<summary>Answer`, `**B.
No**`) may also ask on the label's own line (`Solution: You enable X. Does this meet the
goal?`) or in a paragraph of its own below it, then list `Yes.` / `No.` as options: the label is
the question's own when the question asks before its real answer label comes, no heading
between.

The other way round, a `**Solution:**` (or `**Solution1:**`, `**Solution2:**`: ways to do it)
line may be a part of an answer already begun: under a question that asks in full (`### How do
you break a circular reference?`), a paragraph that tells (no `?`, no `:` leading on to code,
no task) is its answer, and the label below it heads one part of that answer. Read as the
answer label, it moved the answer's first paragraphs into the question and was lost itself.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE, LIST_ITEM_RE
from srs.importers.labelwords import QUESTION_MARKS
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["solution_in_answer", "solution_in_stem"]

_SOLUTION_LABEL_RE = lazy(r"^[ \t]*(?:\*\*|__)?solution(?:\*\*|__)?[ \t]*:", re.IGNORECASE)
_SUMMARY_ANSWER_RE = lazy(r"^[ \t]*<summary>[^<]*\banswers?\b", re.IGNORECASE)
"""`<summary>Answer</summary>`: the fold that holds the question's key."""
_SOLUTION_PART_RE = lazy(
    r"^[ \t]*(?:\*\*|__)?solution[ \t]*\d{0,3}(?:\*\*|__)?[ \t]*:", re.IGNORECASE
)
"""`**Solution:**`, `**Solution1:**`, `Solution 2:`: a label over one way of doing it."""
_SCENE_RE = lazy(
    r"^(?:\*\*|__)?(?:scenario|context|situation|problem|given|case)(?:\*\*|__)?[ \t]*[:：]",
    re.IGNORECASE,
)
"""`Scenario: main has new commits.`: the setting the question is asked in, no answer yet."""
_KEYED_WITHIN = 40
"""How far below a `Solution:` label its question's real answer label is looked for."""


def solution_in_stem(lines: list[Line], i: int) -> bool:
    """Whether line i is a `Solution:` proposal inside the question (see the module)."""
    if "olution" not in lines[i].text[:16] or not _SOLUTION_LABEL_RE.match(lines[i].text):
        return False  # a cheap test first: most labels are no `Solution:`
    for line in lines[i + 1 :]:
        if line.code or not line.text.strip():
            break
        if line.text.rstrip().endswith("?"):
            return True
    return _asked_before_key(lines, i)


def _asked_before_key(lines: list[Line], i: int) -> bool:
    """Whether the question asks, on the `Solution:` line i or below it, before an answer
    label of its own comes (no heading between): the key is that label's, the proposal the
    question's."""
    asked = lines[i].text.rstrip().endswith("?")
    for line in lines[i + 1 : i + 1 + _KEYED_WITHIN]:
        text = line.text
        if line.code or not text.strip():
            continue
        if text.lstrip()[:1] == "#":
            return False
        if _SUMMARY_ANSWER_RE.match(text) or (
            ANSWER_RE.match(text) and not _SOLUTION_LABEL_RE.match(text)
        ):
            return asked
        asked = asked or text.rstrip().endswith("?")
    return False


def solution_in_answer(lines: list[Line], i: int, asked: str) -> bool:
    """Whether line i is a `Solution:` label inside an answer already begun under a question
    that asks in full (see the module)."""
    if "olution" not in lines[i].text[:24] or not _SOLUTION_PART_RE.match(lines[i].text):
        return False  # a cheap test first: most labels are no `Solution:`
    if not asked.rstrip(" *_").endswith(QUESTION_MARKS):
        return False  # `### Two Sum` over its task: the text below it is the question's
    return any(_tells(line) for line in lines[:i])


def _tells(line: Line) -> bool:
    """Whether a line is prose that tells: no code, heading, list item or picture, and it
    neither asks, nor leads on to what follows (`Consider this code:`), nor sets the scene
    (`Scenario: ...`)."""
    text = line.text.strip()
    if line.code or not text or text[:1] in "#|<!`>" or LIST_ITEM_RE.match(text):
        return False
    if text.rstrip(" *_").endswith((":", "：", "?", "？")) or _SCENE_RE.match(text):
        return False
    return not asks(text)

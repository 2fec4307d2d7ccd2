"""Unnumbered headings inside the answers of numbered question headings, at any level.

Notes that number their questions in headings (`## 📌 4. What is a pool?`) often title the
parts of an answer with headings of their own, at the question's level or above it as often
as below (`### 📌 10. How do you open a DB connection?` over `## MySQL Example`), and some of
those parts ask (`### Why is it used?`, `### How it works`). Read as questions, they split
the answer into cards of their own; read as sections (a level above the question's), they
cut it off, the rest dropped between questions.

The count tells them apart: between two numbered questions whose numbers follow on (`4.`
then `5.`, or the same number twice, a `1.` again excepted: a new count), no question is missing, so a heading there with no
number and no label is a part of the answer above, whatever its level, asking or not. Where
the count skips a number (`4.` then `6.`), an unnumbered heading between may be the missing
question and is left to the other rules. A heading above every numbered question's level
(`# Part 2` over `## N.` questions) is a section, never a part, and so are the headings
after it before the next question (`### 🚀 Concurrency`, the section's own title); so is a
heading with nothing under it before the next heading (`# Query-Based Questions` straight
over `### 21. ...`): a title of what follows; unless what follows is deeper and still before
the next question (`### Key Differences:` straight over `#### 1. **Speed:**`): the title of
the answer's own points, a part with them.

srs.importers.headings' `unnumbered_among_numbered` drops the headings that neither ask
nor are numbered from the questions where nearly all are numbered; this goes further, for
a document whose questions count on (five or more that ask), and gives the parts to the
answer (their lines become its text, as any sub-heading's).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from itertools import pairwise

from srs.importers.asking import asks, ends_asking
from srs.importers.common import NUMBERED_TEXT_RE
from srs.importers.subnumbers import sub_question_of
from srs.importers.values import Line, Start

__all__ = ["counted_parts"]

_COUNTED_FEWEST = 5
"""How many numbered question headings that ask make the document's questions a count."""


def counted_parts(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
) -> list[int]:
    """The headings (their lines) that are parts of a numbered question's answer (see the
    module docstring)."""
    spans = _counted_spans(headings)
    if not spans:
        return []
    top = min(headings[i][0] for span in spans for i in span)
    parts: list[int] = []
    rows = sorted(headings)
    k = 0
    for first, end in spans:
        while k < len(rows) and rows[k] <= first:
            k += 1
        sectioned = False  # past a section's heading (`# Section 11`): its titles are its own
        while k < len(rows) and rows[k] < end:
            i = rows[k]
            sectioned = sectioned or headings[i][0] < top
            nxt = rows[k + 1] if k + 1 < len(rows) else len(lines)
            if not sectioned and _holds_its_own(lines, headings, i, nxt, end):
                parts.extend(_part(i, headings, candidates, first))
            k += 1
    return parts


def _holds_its_own(
    lines: Sequence[Line], headings: dict[int, tuple[int, str]], i: int, nxt: int, end: int
) -> bool:
    """Whether heading i holds text or deeper points of its own before the next heading
    `nxt` (inside a question's stretch, which ends at `end`); else it titles the next one."""
    if nxt < end and headings[nxt][0] > headings[i][0]:
        return True  # `### Key Differences:` straight over `#### 1. **Speed:**`
    return _holds_text(lines, i + 1, nxt)


def _holds_text(lines: Sequence[Line], first: int, end: int) -> bool:
    """Whether lines first..end hold anything but blank lines and rules: a heading with
    nothing under it before the next (`# Query-Based Questions` straight over `### 21.`)
    titles what follows, it is no part of the answer above."""
    return any(line.text.strip().strip("-*_=") for line in lines[first:end])


def _part(
    i: int,
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    question: int,
) -> tuple[int, ...]:
    """`(i,)` when heading i is a part of the answer of the question heading at line
    `question` that the segmenter would not give it (see the module docstring): a candidate
    question that asks, or a heading at the question's level or above it; no number, no
    label. A deeper heading that asks nothing is the answer's already, and stays a heading."""
    candidate = candidates.get(i)
    if candidate is not None and (candidate[1].number is not None or candidate[2]):
        return ()  # a numbered step of the answer (`### 1. Code-Level`), or a labelled question
    if candidate is not None and sub_question_of(headings[i][1], _number(headings[question][1])):
        return ()  # `### 10.2 Why ...?` under `## 10.`: the question's own sub-question
    if headings[i][0] <= headings[question][0]:
        return (i,)
    return (i,) if candidate is not None and asks(candidate[1].label) else ()


def _number(text: str) -> int | None:
    """The number of a numbered question heading's text (`10. What is X?`: 10)."""
    m = NUMBERED_TEXT_RE.match(text)
    return int(m.group("num")) if m is not None else None


def counted_points(
    headings: dict[int, tuple[int, str]], structural: dict[int, Start]
) -> dict[int, Start]:
    """The structure's starts, less the numbered points of a counted question's answer
    (`## 25. What are the REST conventions?` over `1.  Use nouns.` and its code, `2.  Use
    plural names.`, before `## 26.`): between two numbered question headings that follow on,
    no question is missing, so an unlabelled point there is the answer's, not a question of
    its own, though it is worded as a task (`2.  Create versioned URLs.`); one that ends
    asking (`1. Why?`), a table row or a fold (blocks of their own) stays."""
    spans = _counted_spans(headings)
    if not spans or not structural:
        return structural
    firsts = [first for first, _ in spans]

    def in_span(i: int) -> bool:
        k = bisect_right(firsts, i) - 1
        return k >= 0 and firsts[k] < i < spans[k][1]

    return {
        i: start
        for i, start in structural.items()
        if start.labelled or start.body is not None or ends_asking(start.label) or not in_span(i)
    }


def _counted_spans(headings: dict[int, tuple[int, str]]) -> list[tuple[int, int]]:
    """The stretches (from one question heading's line to the next's) between two numbered
    headings that ask and follow on (`4.` then `5.`, or the same number twice), where the
    document numbers five or more such questions: no question is missing there. A `1.`
    after a `1.` starts the count again (a section's questions), a title between them."""
    counted: list[tuple[int, int]] = []
    for i, (_, text) in headings.items():
        if text[:1].isdigit():
            m = NUMBERED_TEXT_RE.match(text)
            if m is not None and asks(m.group("text")):
                counted.append((i, int(m.group("num"))))
    if len(counted) < _COUNTED_FEWEST:
        return []
    counted.sort()
    return [(i, j) for (i, n), (j, m) in pairwise(counted) if m == n + 1 or m == n > 1]

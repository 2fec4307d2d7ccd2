"""An answer's numbered parts written at its question's own level, under questions that are
not numbered:

    ## What is the difference between an Element and a Component?
    Both are building blocks, at different levels.
    ## 1. React Element
    ...
    ## 2. React Component
    ...
    ## Key Differences
    ...
    ## How do you create components in React?

Chat-written answers set their points as numbered headings, and a page that pastes them
keeps the question's level for them. Read as headings of their own, each point was a card
(`React Element`, `Key Differences`) and the question kept only its first paragraph. Where a
page asks its questions in unnumbered headings (three or more at one level, none numbered),
a run of headings at that level numbered from 1 without a gap, none asking, right after one
of those questions is its answer's parts; so is each heading that does not ask after such a
run, up to the next question (`Key Differences`, `Tips:`). A count that does not start at 1
or skips a number, or that stands under a section heading rather than a question, is left
as it is.
"""

from __future__ import annotations

from collections import Counter

from srs.importers.asking import asks
from srs.importers.values import Candidate

__all__ = ["inner_counts"]

_FEWEST_QUESTIONS = 3


def inner_counts(
    headings: dict[int, tuple[int, str]], candidates: dict[int, Candidate]
) -> list[int]:
    """The candidate headings that are parts of the answer above them (see the module doc)."""
    asking = Counter(
        level
        for level, start, _ in candidates.values()
        if start.number is None and asks(start.label)
    )
    if not asking:
        return []
    level, count = asking.most_common(1)[0]
    if count < _FEWEST_QUESTIONS or any(
        lv == level and start.number is not None and asks(start.label)
        for lv, start, _ in candidates.values()
    ):
        return []
    found: list[int] = []
    expected = 0  # the next inner number under the open question; 0: no question open
    counted = False  # a run has counted under the open question
    for i in sorted(headings):
        at = headings[i][0]
        if at < level:
            expected, counted = 0, False  # a section: no question's answer goes on
            continue
        cand = candidates.get(i)
        if at > level or cand is None or cand[0] != level:
            continue
        start = cand[1]
        if asks(start.label):
            expected, counted = (1, False) if start.number is None else (0, False)
            continue
        if expected and start.number == expected:
            found.append(i)
            expected, counted = expected + 1, True
        elif counted and start.number is None:
            found.append(i)  # `## Key Differences` after the points
        else:
            expected, counted = 0, False
    return found

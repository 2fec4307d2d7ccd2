"""The question headings' starts: each heading chosen as a question, and a numbered question
set at another heading level than its siblings (`### 12 Difference between dangling and
unused images` between `# 11. What are dangling images?` and `# 13. ...`).

Questions are read at the level most of them use, so such a heading was a sub-heading of the
answer above it, and its question was lost in that answer. A heading at any other level
whose number is the one missing from the sequence of the question headings around it (11,
then 12, then 13) is that question.
"""

from __future__ import annotations

import bisect
import itertools

from srs.importers.asking import asks
from srs.importers.common import next_content
from srs.importers.headedparts import parts_level
from srs.importers.labeltext import tidy_label
from srs.importers.lazyre import lazy
from srs.importers.siblingasks import sets_worked_task
from srs.importers.values import Candidate, Line, Start

__all__ = ["chosen_starts", "numbered_gaps"]


_NUMBER_RE = lazy(r"^(?P<num>\d{1,4})\.?[ \t]+(?P<text>\S.*)$")
"""`12 Difference ...`, `12. Difference ...`: a heading's number and its question."""


def numbered_gaps(
    headings: dict[int, tuple[int, str]], starts: dict[int, Start]
) -> dict[int, Start]:
    """The starts of the headings that fill a gap of one in the numbered question headings'
    sequence (see the module docstring)."""
    numbered = sorted((i, s.number) for i, s in starts.items() if s.number is not None and s.level)
    rows = sorted(headings)
    found: dict[int, Start] = {}
    for (first, number), (last, after) in itertools.pairwise(numbered):
        if after != number + 2:
            continue
        for row in rows[bisect.bisect_right(rows, first) : bisect.bisect_left(rows, last)]:
            m = _NUMBER_RE.match(headings[row][1])
            if m is not None and int(m.group("num")) == number + 1 and row not in starts:
                level = headings[row][0]
                found[row] = Start(number + 1, tidy_label(m.group("text")), level=level)
                break
    return found


def chosen_starts(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, Candidate],
    chosen: list[int],
) -> dict[int, Start]:
    """The start of each heading chosen as a question, at its level; a heading that does
    not ask, nor set a task, takes its question from a deeper heading right below that does; and a heading
    at another level that fills a gap in their numbers (`numbered_gaps`)."""
    starts: dict[int, Start] = {}
    picked = set(chosen)
    for i in chosen:
        level, start, _ = candidates[i]
        # a heading that sets a worked task (`## Demostrar que ...` over `### ¿Qué hay que
        # ver?`) is its own question: the `?` sub-heading is a step of its proof (not any
        # task verb: `## EXPLAIN con ...` names SQL's keyword over its question)
        sets = asks(start.label) or sets_worked_task(start.label)
        below = None if sets else _question_below(lines, headings, chosen, i, level)
        if below is None:
            owns = parts_level(lines, headings, picked, i)  # `### Explain X.` over `### X`
            starts[i] = Start(start.number, start.label, level=owns, labelled=start.labelled)
        else:
            sub, sub_text = below
            starts[i] = Start(start.number, sub_text, level=level, skip=sub - i)
    starts.update(numbered_gaps(headings, starts))
    return starts


def _question_below(
    lines: list[Line], headings: dict[int, tuple[int, str]], chosen: list[int], i: int, level: int
) -> tuple[int, str] | None:
    """The deeper heading right below question heading i that asks, when it is no question of
    its own (`# Question 1 - Abstract classes` over `## What is an abstract class?`)."""
    sub = next_content(lines, i)
    if sub is None or sub not in headings or sub in chosen:
        return None
    sub_level, sub_text = headings[sub]
    if sub_level > level and asks(sub_text):
        return sub, sub_text
    return None

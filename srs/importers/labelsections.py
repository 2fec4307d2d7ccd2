"""A heading with nothing under it but deeper labelled question headings (`## A. BASICS ---
WHAT IS A STREAM?` right over `### Ques: What is a Snowflake Stream?`, `### Ques: ...`): the
section of those questions, though its title asks, not a question left unanswered.

Its words ask (the topic of the section, said as a question), so it was taken for a question
too; with no text of its own, it was reported as one without an answer. A question heading is
answered under itself, or asks again in a label below it; a labelled question right under an
empty heading is that heading's first question, not its answer.
"""

from __future__ import annotations

from collections.abc import Sequence

from srs.importers.common import Line, Start
from srs.importers.labelstart import numbering_heading

__all__ = ["numbering_over_labelled", "sections_over_labelled"]


def sections_over_labelled(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
) -> None:
    """Drop from `candidates` each unlabelled heading with no text of its own right over a
    deeper heading that a label marks as a question, when at least two labelled question
    headings sit under it."""
    rows = list(headings)
    for k, i in enumerate(rows[:-1]):
        cand, below = candidates.get(i), candidates.get(rows[k + 1])
        if cand is None or below is None or cand[2] or not below[2] or below[0] <= cand[0]:
            continue
        if any(line.text.strip() for line in lines[i + 1 : rows[k + 1]]):
            continue  # answered under itself, before the labelled question
        if _labelled_under(headings, candidates, rows, k) >= 2:
            del candidates[i]


def _labelled_under(
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    rows: list[int],
    k: int,
) -> int:
    """How many labelled question headings sit under heading rows[k], before the next
    heading at its level or higher."""
    level = headings[rows[k]][0]
    count = 0
    for j in rows[k + 1 :]:
        if headings[j][0] <= level:
            break
        below = candidates.get(j)
        count += below is not None and below[2]
    return count


def numbering_over_labelled(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    line_starts: dict[int, Start],
) -> None:
    """Drop from `candidates` each heading that only numbers a task (`## Task 1`: see
    srs.importers.labelstart's `numbering_heading`) whose first line of text below starts a
    labelled question (`Q: What is X?`): the heading numbers a set of questions, their
    section, no question whose text is the first of them."""
    for i, (_level, start, labelled) in list(candidates.items()):
        if not labelled or start.label or start.number is None:
            continue
        if not numbering_heading(headings[i][1]):
            continue
        k = i + 1
        while k < len(lines) and not lines[k].text.strip() and not lines[k].code:
            k += 1
        if k in line_starts and k not in headings:
            del candidates[i]

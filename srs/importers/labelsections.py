"""A heading with nothing under it but deeper labelled question headings (`## A. BASICS ---
WHAT IS A STREAM?` right over `### Ques: What is a Snowflake Stream?`, `### Ques: ...`): the
section of those questions, though its title asks, not a question left unanswered.

Its words ask (the topic of the section, said as a question), so it was taken for a question
too; with no text of its own, it was reported as one without an answer. A question heading is
answered under itself, or asks again in a label below it; a labelled question right under an
empty heading is that heading's first question, not its answer.

So is a heading that only numbers a task (`## Task 1`) over two questions or more of its own:
their section, not a label whose text is the first of them (`numbering_sections`).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence

from srs.importers.asking import asking_items, asks
from srs.importers.common import BOLD_QUESTION_RE
from srs.importers.labelstart import numbering_heading
from srs.importers.values import Line, Start

__all__ = ["numbering_sections", "sections_over_labelled"]


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


def numbering_sections(
    lines: list[Line], headings: dict[int, tuple[int, str]], others: list[int]
) -> set[int]:
    """The headings that only number a task (`## Task 1`, `## Problem 2`: srs.importers.
    labelstart's `numbering_heading`) and number a set of questions rather than one: where
    two or more ask under one of them, before the next heading at its level (`Q: What is X?`
    lines among the ascending `others`, list items, bold lines, deeper headings), each such
    heading with a question under it is their section. Read as a label, the first question
    was its text and the rest its answer."""
    rows = list(headings)
    counts = {
        i: _asking_under(lines, headings, rows, k, others)
        for k, i in enumerate(rows)
        if numbering_heading(headings[i][1])
    }
    if not counts or max(counts.values()) < 2:
        return set()
    return {i for i, count in counts.items() if count}


def _asking_under(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    rows: list[int],
    k: int,
    others: list[int],
) -> int:
    """How many questions ask under heading `rows[k]` (see `numbering_sections`)."""
    i, level = rows[k], headings[rows[k]][0]
    end = next((j for j in rows[k + 1 :] if headings[j][0] <= level), len(lines))
    span = lines[i + 1 : end]
    asking = bisect_left(others, end) - bisect_left(others, i + 1) + asking_items(span)
    asking += sum(1 for j in rows[k + 1 :] if j < end and asks(headings[j][1]))
    return asking + sum(1 for ln in span if not ln.code and BOLD_QUESTION_RE.match(ln.text))

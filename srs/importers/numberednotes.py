"""Numbered note headings beside labelled questions: `### 1. Double Free` under `## Common
Memory Issues` in a guide whose questions are `### Q1: ...` headings.

A Q&A guide labels its questions (`### Q3: What is a leak?`, `### Question 2: ...`) and keeps
numbered notes in sections of their own (`## Best Practices` over `### 1. Check malloc's
return`, each over code or bullets). A numbered heading is a question by its number
(srs.importers.markdown), so each note became a card, its title the question. After two or
more labelled question headings, a numbered heading that does not ask, with no `?` and no
answer below it, in a section that holds no labelled question, is a note: no card (its text
is reported as text in no card, as other notes are).
"""

from __future__ import annotations

from collections.abc import Callable

from srs.importers.asking import asks
from srs.importers.common import Line
from srs.importers.labelstart import label_start
from srs.importers.labelwords import QUESTION_MARKS

__all__ = ["numbered_note"]

_FEWEST_LABELLED = 2
"""Labelled question headings before a numbered one that make the labels the questions' mark."""


def numbered_note(
    headings: dict[int, tuple[int, str]],
    i: int,
    span: list[Line],
    labels: tuple[int, Callable[[list[Line]], bool]],
) -> bool:
    """Whether numbered heading i (its lines `span`) is a note, not a question (see the
    module doc); `labels` are how many labelled question headings came before it and the
    reader's test for a labelled answer in a heading's lines."""
    labelled, answered = labels
    if labelled < _FEWEST_LABELLED or asks(headings[i][1]) or answered(span):
        return False
    if any(line.text.rstrip(" \t*_`").endswith(QUESTION_MARKS) for line in span):
        return False  # a line that asks: the heading titles a question set below it
    return not _labelled_in_section(headings, i)


def _labelled_in_section(headings: dict[int, tuple[int, str]], i: int) -> bool:
    """Whether another heading in heading i's section (the run of headings at its level or
    deeper around it) is a labelled question (`### Q4: ...`)."""
    level = headings[i][0]
    rows = list(headings)
    k = rows.index(i)
    lo, hi = k, k
    while lo > 0 and headings[rows[lo - 1]][0] >= level:
        lo -= 1
    while hi + 1 < len(rows) and headings[rows[hi + 1]][0] >= level:
        hi += 1
    return any(
        label_start(headings[r][1], in_heading=True) is not None
        for r in rows[lo : hi + 1]
        if r != i
    )

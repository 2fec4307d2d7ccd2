"""Numbered note headings beside labelled questions: `### 1. Double Free` under `## Common
Memory Issues` in a guide whose questions are `### Q1: ...` headings.

A Q&A guide labels its questions (`### Q3: What is a leak?`, `### Question 2: ...`) and keeps
numbered notes in sections of their own (`## Best Practices` over `### 1. Check malloc's
return`, each over code or bullets). A numbered heading is a question by its number
(srs.importers.markdown), so each note became a card, its title the question. After two or
more labelled question headings, a numbered heading that does not ask, with no `?` and no
answer below it, in a section that holds no labelled question, is a note: no card (its text
is reported as text in no card, as other notes are).

A course page sets its questions the same way as numbered items that ask (`1. **What is a
branch?**` over `- **Answer**: ...`) and outlines its topics before them as numbered headings
over bullets (`### 1. Version control` / `- Branches` / `- Merges`). Among three or more
numbered questions that ask, a numbered heading whose lines are only bullets, that does not
ask, with no answer below it, and no sibling in its section that asks, is such an outline's
topic: no card either. A page of such headings alone (a glossary: the terms are what it asks)
has no questions that ask, and keeps its terms.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from srs.importers.asking import asks
from srs.importers.labelstart import label_start
from srs.importers.labelwords import QUESTION_MARKS
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["numbered_note", "points_only"]

_FEWEST_LABELLED = 2
"""Labelled question headings before a numbered one that make the labels the questions' mark."""
FEWEST_ASKING = 3
"""Numbered questions that ask on the page that make them its rhythm: one or two may be an
outline's own topics worded as questions."""


_BULLET_RE = lazy(r"^[ \t]*[-*+][ \t]+\S")


class _Page(Protocol):
    numbered_items: set[int]
    titled_items: set[int]


def numbered_note(
    headings: dict[int, tuple[int, str]],
    i: int,
    span: list[Line],
    labels: tuple[int, Callable[[list[Line]], bool], _Page],
) -> bool:
    """Whether numbered heading i (its lines `span`) is a note, not a question (see the
    module doc); `labels` are how many labelled question headings came before it, the
    reader's test for a labelled answer in a heading's lines and the page's structure (its
    numbered items taken as questions, those taken for a bold title alone)."""
    labelled, answered, page = labels
    # (titled items are among the numbered ones: the rest ask)
    asking = len(page.numbered_items) - len(page.titled_items) >= FEWEST_ASKING
    if not asking and labelled < _FEWEST_LABELLED:
        return False
    if asks(headings[i][1]) or answered(span):
        return False
    if any(line.text.rstrip(" \t*_`").endswith(QUESTION_MARKS) for line in span):
        return False  # a line that asks: the heading titles a question set below it
    if labelled >= _FEWEST_LABELLED and not _in_section(headings, i, _labelled):
        return True
    return asking and points_only(span) and not _in_section(headings, i, _asking)


def points_only(span: list[Line]) -> bool:
    """Whether the lines hold bullets and nothing else (a line indented under a bullet goes
    on with it): an outline's points, not an answer written out. Code is not a point."""
    seen = False
    for line in span:
        text = line.text
        if not text.strip():
            continue
        if line.code:
            return False
        if text.lstrip()[:1] in "-*+" and _BULLET_RE.match(text):
            seen = True
        elif not (seen and text[:1] in " \t"):
            return False
    return seen


def _labelled(text: str) -> bool:
    """A labelled question heading (`### Q4: ...`)."""
    return label_start(text, in_heading=True) is not None


def _asking(text: str) -> bool:
    """A heading that asks or is labelled as a question."""
    return text.rstrip(" *_`").endswith(QUESTION_MARKS) or asks(text) or _labelled(text)


def _in_section(headings: dict[int, tuple[int, str]], i: int, like: Callable[[str], bool]) -> bool:
    """Whether another heading in heading i's section (the run of headings at its level or
    deeper around it) is `like` a question."""
    level = headings[i][0]
    rows = list(headings)
    k = rows.index(i)
    lo, hi = k, k
    while lo > 0 and headings[rows[lo - 1]][0] >= level:
        lo -= 1
    while hi + 1 < len(rows) and headings[rows[hi + 1]][0] >= level:
        hi += 1
    return any(like(headings[r][1]) for r in rows[lo : hi + 1] if r != i)

"""A plain heading above the first question heading, where most question headings ask in
their own words: the page's preface, no question.

A blog post opens on a section that explains the method its answers use (`### STAR Method`
over tips) and then asks under `### Tell me about a time ...` headings, some with no answer.
Where three or more headings asked at its level, the siblings rule took every plain heading
with text at that level for a question (`### Write a query that ...` among `### What is X?`)
and the preface became a card. Above the first question, it is the introduction, unless it
sets a task (`### Explain ...`); where the questions do not ask in their words (`## Lesen`
over a folded task) a heading above them is read as before.

Where the questions are numbered headings (`### 1. What is X?`, eight or more, every one
from the first on), an unnumbered heading above the first is the page's introduction too,
even when it asks (`### What is MLOps?`, `### Who is this for?` under `## Introduction`):
the author numbered every question, and these are not among them.

Where the questions are labelled headings (`### Questão 76`, `### Question 2`, two or more at
a level), a plain heading above the first of them at that level that sets a task (`###
Explique por que ...`, `### Describe the CAP theorem`), with text under it, is the first
question, its label left off: no title or introduction is worded as a task at the level of
the questions (srs.importers.titles' `question_first` leaves it out of the title for the
same reason). It asks with no question mark, so `outside_labelled` read it as the page's
introduction and its answer was reported as in no card.
"""

from __future__ import annotations

from collections import Counter

from srs.importers.asking import asks, asks_as_task
from srs.importers.values import Start

__all__ = ["numbered_preface", "preface_headings", "task_over_labels"]

MIN_NUMBERED = 8
"""Numbered question headings a page needs before its unnumbered opening headings are read
as its introduction: fewer, and the numbers may be a list inside the page."""


def preface_headings(
    candidates: dict[int, tuple[int, Start, bool]],
    plain: list[tuple[int, int, str]],
    asking: Counter[int],
) -> set[int]:
    """The plain headings above the first question, at a level where most questions ask in
    their own words, that set no task: the page's preface (srs.importers.headings' `siblings`)."""
    worded = Counter(
        level
        for level, start, labelled in candidates.values()
        if start.number is None and not labelled and asks(start.label)
    )
    first = min(candidates, default=0)
    return {
        i
        for i, level, text in plain
        if i < first and 2 * worded[level] > asking[level] and not asks_as_task(text)
    }


def numbered_preface(candidates: dict[int, tuple[int, Start, bool]]) -> None:
    """Drop the unnumbered candidate headings above the first numbered one where every
    candidate from it on is numbered, from 1, without a label (`## Q1:` pages keep an asking
    heading above them: `outside_labelled`), eight or more: the introduction, whose text is
    reported as in no card (srs.importers.markdown's candidates)."""
    numbered = [i for i, (_, start, _) in candidates.items() if start.number is not None]
    if len(numbered) < MIN_NUMBERED:
        return
    first = min(numbered)
    if candidates[first][1].number != 1 or any(candidates[i][2] for i in numbered):
        return  # numbered on from above (`### 9.` after eight questions), or `## Q1:` labels
    after = [i for i in candidates if i >= first]
    if len(after) != len(numbered):
        return  # unnumbered questions among the numbered ones: the page asks both ways
    before = [i for i in candidates if i < first]
    if 4 * len(before) > len(numbered):
        return  # a long run of unnumbered questions: a part of its own, not a preface
    for i in before:
        del candidates[i]


def task_over_labels(
    candidates: dict[int, tuple[int, Start, bool]], plain: list[tuple[int, int, str]]
) -> None:
    """Add to the candidates the plain headings above the first labelled question heading of
    their level, two or more labelled there, that set a task (see the module doc)."""
    firsts: dict[int, int] = {}  # the first labelled question heading at each level
    counts: Counter[int] = Counter()
    for i, (level, _, labelled) in sorted(candidates.items()):
        if labelled:
            firsts.setdefault(level, i)
            counts[level] += 1
    if not firsts:
        return
    for i, level, text in plain:
        if counts[level] >= 2 and i < firsts[level] and asks_as_task(text):
            candidates[i] = (level, Start(None, text), False)

"""Question headings that ask mixed with topic headings at the top of a prep document.

A self-made prep file keeps one `##` heading per item: some ask (`## What is a smoke
test?`), more name a topic (`## Smoke vs Sanity`, `## Traceability Matrix`), and some
structure their answer with deeper headings (`## Test design techniques` over `### 1.
Equivalence partitioning`, `### 2. Boundary values`). Few enough ask that the plain
headings are not questions by their siblings (srs.importers.headings' `siblings`), and the
numbered sub-headings stop their topics being read as topics (`topics`): the sub-headings
became the cards and the topics' answers ran on into the question above, or were lost.

Where three or more headings ask at the document's top heading level, every heading there
with a body is an item: a topic is a card (heading -> its section), and so is a heading
with nothing of its own over parts of its answer (`## Regression vs Confirmation` over
`#### Regression`). The deeper headings are parts of those answers: numbered terms that do
not ask (`### 1. Big Bang`) and lone asking ones alike. Two or more deeper headings that
ask under one item are questions of their own (a level slipped: `### Why document tests?`,
`### What is a test plan?` after the answer's `### Summary`).

Only in a document whose questions are all headings (no labelled, numbered or listed
question elsewhere), with no heading above that level, and where every numbered heading is
a deeper term that does not ask: a heading level of numbered questions is the layout.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from srs.importers.asking import asks, quoted_saying
from srs.importers.headings import part_of_answer_above
from srs.importers.lazyre import lazy
from srs.importers.values import Candidate, Start

__all__ = ["mixed_topics"]


_OUTLINE_RE = lazy(r"^\d{1,3}(?:\.\d{1,3})+\.?[ \t]+\S")
"""A heading numbered as a guide's outline (`1.3 Horizontal scaling`, `5.2.2 Parts`): its
sections are chapters, not topic cards (a page of such chapters gave thirty junk cards)."""

_ASKING_FEWEST = 3
"""How many headings that ask at the top level make it the level of the document's items."""


def mixed_topics(
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, Candidate],
    plain: Sequence[tuple[int, int, str]],
    sectioned: Sequence[tuple[int, int, str]],
) -> None:
    """Make the topic headings at the top level candidates, and settle the deeper ones (see
    the module); nothing changes where the document is not so laid out."""
    level = _top_level(headings, candidates)
    if level is None:
        return
    rows = list(headings)
    asked = _asked_under(rows, headings, candidates, level)
    kept = {
        i: (lv, start, always or lv > level)
        for i, (lv, start, always) in candidates.items()
        if lv <= level or (start.number is None and asked.get(i, 0) >= 2)
    }  # the rest are parts of an item's answer; two asking under one are its own questions
    topics = _topics(rows, kept, plain, sectioned, level)
    if len(topics) < _ASKING_FEWEST:
        return  # (a few plain headings among questions are theirs to place)
    candidates.clear()
    candidates.update(kept)
    for i, lv, text in topics:
        candidates.setdefault(i, (lv, Start(None, text), False))


def _topics(
    rows: list[int],
    candidates: dict[int, Candidate],
    plain: Sequence[tuple[int, int, str]],
    sectioned: Sequence[tuple[int, int, str]],
    level: int,
) -> list[tuple[int, int, str]]:
    """The headings at `level` that are topics: plain ones (text below, no question) and
    those with nothing of their own over parts (their first sub-heading no question)."""
    found = [h for h in plain if h[1] == level]  # (`siblings` may have taken them already)
    index = {i: k for k, i in enumerate(rows)}
    for i, lv, text in sectioned:
        k = index[i]
        first = rows[k + 1] if k + 1 < len(rows) else None
        if lv == level and (first is None or first not in candidates):
            found.append((i, lv, text))
    return [h for h in found if not part_of_answer_above(h[2])]


def _top_level(
    headings: dict[int, tuple[int, str]], candidates: dict[int, Candidate]
) -> int | None:
    """The document's top heading level, where three or more candidates ask, when the
    layout holds there (see the module); None otherwise."""
    if not headings or any(labelled for _, _, labelled in candidates.values()):
        return None
    if any(_OUTLINE_RE.match(text) for _, text in headings.values()):
        return None  # `## 1.3 Scaling`, `### 5.2.2 Parts`: a guide's numbered outline
    level = min(lv for lv, _ in headings.values())
    if any(
        start.number is not None and (lv == level or _asks(start.label))
        for lv, start, _ in candidates.values()
    ):
        return None  # numbered questions: the document's own layout
    asking = (lv == level and _asks(start.label) for lv, start, _ in candidates.values())
    return (
        level
        if sum(itertools.islice(filter(None, asking), _ASKING_FEWEST)) >= _ASKING_FEWEST
        else None
    )


def _asks(text: str) -> bool:
    """A heading that asks, or quotes the interviewer's words (`«Pesticide paradox»`)."""
    return asks(text) or quoted_saying(text)


def _asked_under(
    rows: list[int],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, Candidate],
    level: int,
) -> dict[int, int]:
    """Each unnumbered candidate deeper than `level` that asks -> how many such candidates
    share its level under the same heading at `level` (itself included)."""
    groups: dict[tuple[int, int], list[int]] = {}
    parent = -1
    for i in rows:
        lv = headings[i][0]
        if lv <= level:
            parent = i
            continue
        candidate = candidates.get(i)
        if candidate is not None and candidate[1].number is None and _asks(candidate[1].label):
            groups.setdefault((parent, lv), []).append(i)
    return {i: len(group) for group in groups.values() for i in group}

"""Topic headings over stems that ask (`# Operators` over `Choose the output.`, its code, its
options and key, a rule, the next such stem): the headings are sections, each stem with its
options a question.

Read the other way, each topic heading was taken for a question: the first stem under it
became the question's second paragraph and every later stem, with its options and key, was
glued into that question's answer (19 questions of a practice exam made 3 cards). Among
headings over several answered stems a heading over one is a topic too, and so is every
heading over such stems that was no question; one heading over a single stem, in a document
where no heading holds more, stays the question it was (`## Networking` over `Which layer
routes packets?`: the heading may be the stem's context).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable

from srs.importers.asking import asks
from srs.importers.lazyre import lazy
from srs.importers.values import Candidate, Line, Start

__all__ = ["topic_stems"]


def topic_stems(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, Candidate],
    chosen: list[int],
    asking: dict[int, Start],
    answered: Callable[[Iterable[Line]], bool],
) -> tuple[list[int], dict[int, Start]]:
    """The chosen question headings less the topics over stems, and the starts of the stems
    outside the questions left. A stem is answered (`answered`: an answer label, options, a
    `<details>` fold) below it, before the next stem or heading."""
    if not asking or not chosen:
        return chosen, {}
    rows = sorted(headings)
    owned = _stems_by_heading(lines, asking, rows, answered)
    topics = _topics(lines, candidates, chosen, owned)
    if not topics:
        return chosen, {}
    kept = [i for i in chosen if i not in topics]
    inside = _spans(headings, rows, kept, len(lines))
    found = {
        p: asking[p]
        for stems in owned.values()
        for p in stems
        if not any(first < p < end for first, end in inside)
    }
    return kept, found


def _topics(
    lines: list[Line],
    candidates: dict[int, Candidate],
    chosen: list[int],
    owned: dict[int, list[int]],
) -> list[int]:
    """The chosen headings that name a topic over the stems they open on, when one of them
    holds two or more; none otherwise."""
    topics = [
        i
        for i in chosen
        if _topic(candidates[i]) and owned.get(i) and _first_content(lines, i) == owned[i][0]
    ]
    return topics if any(len(owned[i]) >= 2 for i in topics) else []


def _topic(candidate: Candidate) -> bool:
    """A heading chosen for no label, number or asking of its own: it may name a topic (not
    `### 5.2 Joins`, a sub-question numbered in its text; `## 2020년 1회`, a year, may)."""
    _, start, labelled = candidate
    return (
        not labelled
        and start.number is None
        and not _NUMBERED_RE.match(start.label)
        and not asks(start.label)
    )


_NUMBERED_RE = lazy(r"\d{1,3}(?:\.\d|[.)](?:\s|$))")
"""`5.2 Joins`, `3. Loops`, `4) Sets`: a heading numbered as a question is, no topic."""


def _stems_by_heading(
    lines: list[Line],
    asking: dict[int, Start],
    rows: list[int],
    answered: Callable[[Iterable[Line]], bool],
) -> dict[int, list[int]]:
    """The answered stems under each heading (-1: before the first), in order."""
    stems = sorted(asking)
    owned: dict[int, list[int]] = {}
    for k, p in enumerate(stems):
        at = bisect_right(rows, p)
        end = min(
            stems[k + 1] if k + 1 < len(stems) else len(lines),
            rows[at] if at < len(rows) else len(lines),
        )
        if answered(lines[p + asking[p].skip + 1 : end]):
            owned.setdefault(rows[at - 1] if at else -1, []).append(p)
    return owned


def _spans(
    headings: dict[int, tuple[int, str]], rows: list[int], kept: list[int], size: int
) -> list[tuple[int, int]]:
    """(heading, end) of each question heading kept: it ends at the next heading at its
    level or above."""
    spans: list[tuple[int, int]] = []
    for i in kept:
        level = headings[i][0]
        later = (row for row in rows[bisect_right(rows, i) :] if headings[row][0] <= level)
        spans.append((i, next(later, size)))
    return spans


def _first_content(lines: list[Line], i: int) -> int | None:
    return next((k for k in range(i + 1, len(lines)) if lines[k].text.strip()), None)

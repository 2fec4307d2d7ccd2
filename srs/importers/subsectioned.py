"""Question headings whose answer is all sub-sections: `## How HashMap is built` with no text of
its own, straight over `### Before 1.8` and `### Since 1.8`, among `##` question siblings.

Such a heading has nothing under it at its own level, so it was neither a question (no text
below it answers) nor an empty one left unanswered (a deeper heading follows): it and its
sub-sections ran on into the answer above it, a question lost in silence. Here it counts as a
heading with nothing of its own, as srs.importers.headings' `empty_siblings` reads those: a
question where sibling questions stand above and below it; its sub-sections, no questions
themselves, are its answer's. Among numbered questions (`94. How do you deploy?` over `##
Deploy to Play Store` over `### Step 1`), a heading with no number that does not ask is a
part of the answer above, as it always was.

After the last question at its level no sibling stands below it; there, at a level where most
headings ask (srs.importers.headings' `siblings`: `## How to convert X & back` over `### X to
Y` and `### Y to X` closing a list of `## What is ...` questions), it is a question as a
heading with text below it would be, not a closing title whose code is lost. First in its
section, right under a higher heading (`## Evaluation` / `### Cross-validation` over `####
Hold-out` and `#### K-fold` / `### Why keep a test set?`), no sibling stands above it either,
and its sub-sections were reported as text in no card; where the heading at its level before
that section's title is a question too, it stands between sibling questions as one in the
middle of a section does, and it is a question. Before the page's first question at its level
it stays a title (a preface, an overview).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Collection, Iterable, Iterator

from srs.importers.asking import asks
from srs.importers.common import NUMBERED_TEXT_RE
from srs.importers.headings import part_of_answer_above
from srs.importers.siblingasks import sets_worked_task
from srs.importers.values import Start

__all__ = ["last_sectioned", "sectioned_headings"]


def sectioned_headings(
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    sectioned: list[tuple[int, int, str]],
    levels: Collection[int] = (),
) -> list[tuple[int, int, str]]:
    """The headings of `sectioned` (each straight over a deeper heading) none of whose
    sub-headings is a question (a `## Strings` over `### What is a rune?` titles questions,
    it asks none), and that are numbered or ask where the question above is numbered. At
    one of `levels` (where most headings ask or set tasks: srs.importers.headings'
    `siblings`), a heading set as a worked task (`## Demostrar que ...` over `### ¿Qué hay que
    ver?`) sets a proof whose `?` sub-headings are its parts: it is kept whatever they ask."""
    if not sectioned:
        return []
    rows = sorted(headings)
    found = []
    for i, level, text in sectioned:
        if _unnumbered_among_numbered(rows, headings, candidates, i, level, text):
            continue
        if level in levels and sets_worked_task(text):
            found.append((i, level, text))
            continue
        for j in rows[bisect_right(rows, i) :]:
            if headings[j][0] <= level:
                found.append((i, level, text))
                break
            if j in candidates:
                break
        else:
            found.append((i, level, text))
    return found


def _unnumbered_among_numbered(
    rows: list[int],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    i: int,
    level: int,
    text: str,
) -> bool:
    """Whether the question heading above at `level` is numbered and this one, neither
    numbered nor asking, is not: a section of that question's answer."""
    if NUMBERED_TEXT_RE.match(text) or asks(text):
        return False
    for j in reversed(rows[: bisect_right(rows, i) - 1]):
        if headings[j][0] == level and j in candidates:
            return candidates[j][1].number is not None
    return False


def last_sectioned(
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    sectioned: list[tuple[int, int, str]],
    levels: set[int],
) -> None:
    """Each heading of `sectioned` (as `sectioned_headings` kept them) with a question at its
    level on one side of it only: a question (see the module). Above it (the last of its
    section), only at one of `levels`; below it (the first of its section), only where the
    heading at its level before the section's title is a question too. With one on both
    sides it is `empty_siblings`' (srs.importers.headings)."""
    rows = sorted(headings)
    for i, level, text in sectioned:
        if part_of_answer_above(text):
            continue
        k = bisect_right(rows, i)  # (no slices: each heading looks only as far as its siblings)
        below = (rows[m] for m in range(k, len(rows)))
        after = _sibling(below, headings, candidates, level)
        before = _sibling(_upwards(rows, k), headings, candidates, level)
        if after == before:
            continue  # both: an empty sibling's; neither: a section's title
        last = before and level in levels  # the last of its section
        if last or (after and _across(_upwards(rows, k), headings, candidates, level)):
            candidates[i] = (level, Start(None, text), False)


def _upwards(rows: list[int], k: int) -> Iterator[int]:
    """The rows above the heading at `rows[k - 1]`, nearest first, walked by index."""
    return (rows[m] for m in range(k - 2, -1, -1))


def _across(
    rows: Iterable[int],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    level: int,
) -> bool:
    """Whether the first heading at `level` among `rows` (going up, past the higher heading
    that opens the section) is a question: the sections hold sibling questions."""
    return next((j in candidates for j in rows if headings[j][0] == level), False)


def _sibling(
    rows: Iterable[int],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    level: int,
) -> bool:
    """Whether the first heading among `rows` at `level` or higher is a question at `level`."""
    for j in rows:
        if headings[j][0] <= level:
            return headings[j][0] == level and j in candidates
    return False

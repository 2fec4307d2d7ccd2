"""Runs of headings that do not ask, between two questions of a page of asking headings: a
note the author set under headings of their own inside the answer above, not questions.

A page of `## What is X?` headings sometimes gives one answer an explainer with `##`
headings of its own (`## Cron Expression Structure`, `## Examples of Trigger Dates`, `##
Real-World Use Case`). Read by their level alone, each was a card, its title the question.
Where a contents list links the questions, srs.importers.linkedheadings tells the note
from them; without one only the page's own shape can, so this rule is kept narrow: at a
level where at least eight headings ask and those that do not are few (a quarter of the
level at most), a run of two or more headings that do not ask, each over prose of its
own, right after an answered question and before another asking heading of that level, is
held as parts of that answer. A single titled heading among questions (`## Closures`)
stays a card, as do runs after the last question (the page's own sections), runs over no
prose (sections over the questions that follow, `## Networking`), sources and end matter.

Used by the Markdown reader when it sorts headings (srs.importers.markdown).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right

from srs.importers.asking import asks
from srs.importers.bareheadings import LEADING_NUMBER_RE
from srs.importers.common import FRONT_MATTER_RE, QUESTION_WORD_RE, end_matter_kind
from srs.importers.headingprose import has_prose
from srs.importers.headings import REFERENCES_RE
from srs.importers.labelwords import QUESTION_MARKS
from srs.importers.values import Candidate, Line

__all__ = ["note_runs"]

_ASKING_FEWEST = 8
"""The fewest asking headings at a level that make it a page of questions."""
_RUN_FEWEST = 2
"""The fewest headings in a run that make it a note (a single one may be a topic card)."""

_CLOSING = frozenset(".:!?;)。：！？")
"""Marks a note's title never ends with: a question or a task put as a sentence does."""

Heading = tuple[int, str]


def note_runs(
    text: str, lines: list[Line], headings: dict[int, Heading], candidates: dict[int, Candidate]
) -> list[int]:
    """The rows of the headings that are a note inside the answer above them (see the module
    docstring), each taken from the `candidates`; none on a page with a contents list of
    in-page links (the linked rule's) or with fewer headings than a page of questions holds
    (a cheap test first)."""
    if "](#" in text or text.count("?") < _ASKING_FEWEST:
        return []
    rows = sorted(headings)
    found: list[int] = []
    for level in sorted({level for level, _ in headings.values()}):
        found += _level_runs(lines, headings, rows, level, candidates)
    for i in found:
        candidates.pop(i, None)
    return found


def _level_runs(
    lines: list[Line],
    headings: dict[int, Heading],
    rows: list[int],
    level: int,
    candidates: dict[int, Candidate],
) -> list[int]:
    """The note runs among the headings at `level`, each cut by a heading above it."""
    at = [i for i in rows if headings[i][0] <= level]
    same = [i for i in at if headings[i][0] == level]
    asking = _asking(headings, same)
    if not asking:
        return []
    found: list[int] = []
    run: list[int] | None = None  # None until a question opens a place for a run
    for i in at:
        if i in asking:
            if run and _is_note(lines, headings, rows, run, candidates):
                found += run
            run = []
        elif headings[i][0] < level:
            run = None
        elif run is not None:
            run.append(i)
    return found if _one_block(same, asking, found) else []


def _asking(headings: dict[int, Heading], same: list[int]) -> set[int]:
    """The asking headings among those of one level (`same`), when they make it a page of
    questions: eight or more, unnumbered (numbered pages have rules of their own), those
    that do not ask a quarter of the level at most; else none. Most must end with a
    question mark (the cheap test) before any is read for its words."""
    marked = {i for i in same if headings[i][1].rstrip(" *_").endswith(QUESTION_MARKS)}
    if len(marked) < _ASKING_FEWEST or 2 * len(marked) < len(same):
        return set()
    asking = marked | {i for i in same if i not in marked and asks(headings[i][1])}
    if 4 * (len(same) - len(asking)) > len(same) or any(
        LEADING_NUMBER_RE.match(headings[i][1]) for i in same
    ):
        return set()
    return asking


def _one_block(same: list[int], asking: set[int], found: list[int]) -> bool:
    """Whether the note runs found, and every other heading at the level that does not ask,
    lie in one explainer: a single stretch of the page with at most one question inside it
    (`## When Will It Run?` among the note's headings). Headings that do not ask spread over
    the page are topics among questions, not a note."""
    plain = [k for k, i in enumerate(same) if i not in asking]
    if not found or len(plain) != len(found):
        return False
    return sum(1 for i in same[plain[0] : plain[-1] + 1] if i in asking) <= 1


def _is_note(
    lines: list[Line],
    headings: dict[int, Heading],
    rows: list[int],
    run: list[int],
    candidates: dict[int, Candidate],
) -> bool:
    """Whether a run of headings that do not ask, after an asking heading, is a note: two or
    more, each a card so far and over prose of its own, none of them sources, end or front
    matter, and the question above answered before the run."""
    if len(run) < _RUN_FEWEST:
        return False
    k = bisect_left(rows, run[0])
    if not has_prose(lines[rows[k - 1] + 1 : run[0]]):
        return False
    return all(
        i in candidates and _titles(headings[i][1]) and _prose_below(lines, rows, i) for i in run
    )


def _titles(title: str) -> bool:
    """Whether a heading reads as a title of a note's part (`Cron Expression Structure`),
    not a question put as a task or a statement (`Explain X.`, `Define X`, `The method
    returns:`), nor sources, end or front matter, which other rules place."""
    plain = title.strip(" *_")
    return not (
        plain[-1:] in _CLOSING
        or QUESTION_WORD_RE.match(plain)
        or REFERENCES_RE.match(plain)
        or end_matter_kind(plain)
        or FRONT_MATTER_RE.match(plain)
    )


def _prose_below(lines: list[Line], rows: list[int], i: int) -> bool:
    """Whether the heading at row `i` has prose of its own before the next heading."""
    k = bisect_right(rows, i)
    return has_prose(lines[i + 1 : rows[k] if k < len(rows) else len(lines)])

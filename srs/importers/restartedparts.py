"""A numbered part of an answer written at the question's own level: `### 28. Implement
strlen(), strcpy(), strrev()` over `#### 1. strlen:`, `#### 2. strcpy:`, then `### 3. strrev:`.

The third part's heading level is a slip, so it reads as question 3 and splits question 28
in two, taking the later parts with it. Its number gives it away. It goes back (3 after 28)
inside a run of questions numbered one after another, with no section heading between them,
and a document numbered its questions that way. Its text is a label (it ends with `:` and
asks nothing). A heading like that is a part of the answer above it, not a question. A
count that starts again under a new section (`## Part 2` over `### 1. Basics:`) is not
touched, and neither is one that asks (`### 3. What is X?` has a question's words).

A whole count of parts at the question's level (`restarted_counts`) goes the same way:

    ### 2. What are the three parts of X?
    ### 1. **Parser**
    ### 2. **Planner**
    ### 3. **Executor**
    ### 3. How does X cache plans?

Under a numbered question that asks, headings of its level count again from 1 (1, 2, 3, one
after another), none of them asking, and the next question that asks goes on from the
question's own number (3 after 2): the inner count is the answer's points, the outer one
the questions. A count closed that way is the proof; once a document has one, an inner count
that runs to the end of its question's section or of the document (the last question) is its
answer's too. A count that skips or repeats a number, one followed by a question that does
not go on from its own (`### 1. What is Y?`: the questions start again, or a point asks) and
one the document shows no proof of are left alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from srs.importers.asking import asks
from srs.importers.common import UNNUMBERED_LABEL_RE
from srs.importers.values import Start

__all__ = ["restarted_counts", "restarted_parts"]

_RUN = 3
"""Questions numbered one after another before the part: the count it falls back from."""


def restarted_parts(
    headings: dict[int, tuple[int, str]], candidates: dict[int, tuple[int, Start, bool]]
) -> list[int]:
    """The candidate headings that are parts of the answer above (see the module)."""
    found: list[int] = []
    runs: dict[int, tuple[int, int]] = {}  # per level: the last question's number, its run
    for i in sorted(headings):
        level = headings[i][0]
        for deeper in [lv for lv in runs if lv > level]:
            del runs[deeper]  # a section (or a question one level up) ends the count below it
        cand = candidates.get(i)
        if cand is None or cand[0] != level or cand[2] or cand[1].number is None:
            continue
        number, run = cand[1].number, runs.get(level)
        if run is not None and number < run[0] and run[1] >= _RUN and _label(cand[1].label):
            found.append(i)
            continue
        runs[level] = (number, run[1] + 1 if run is not None and number == run[0] + 1 else 1)
    return found


def _label(text: str) -> bool:
    """Whether a heading's text only names a part (`strrev:`, `**Static local** :`); a
    question's own label with nothing after it (`**Q:**`, an empty question's template) names
    none: it is that question, unanswered."""
    if not text.rstrip(" *_").endswith((":", "：")) or asks(text):
        return False
    return UNNUMBERED_LABEL_RE.match(f"{text} ?") is None  # (`Q: ?`: only a label)


@dataclass
class _Count:
    """A numbered question that asks and the points its answer counts at its level."""

    level: int
    number: int
    points: list[int] = field(default_factory=list)
    """The lines of its points' headings, numbered 1, 2, 3 ... in order."""
    broken: bool = False
    """A point skipped or repeated a number: none of them is taken."""

    def take(self, i: int, number: int) -> None:
        """One more heading of the question's level, numbered `number`, at line i."""
        self.broken = self.broken or number != len(self.points) + 1
        self.points.append(i)

    def parts(self) -> list[int]:
        """The points, unless the count broke."""
        return [] if self.broken else self.points


def restarted_counts(
    headings: dict[int, tuple[int, str]], candidates: dict[int, tuple[int, Start, bool]]
) -> list[int]:
    """The candidate headings that count an answer's points again from 1 at its question's
    level (see the module docstring)."""
    closed: list[int] = []  # points under a question the next one follows on from
    unclosed: list[int] = []
    count: _Count | None = None
    for i in sorted(headings):
        level = headings[i][0]
        if count is not None and level < count.level:
            unclosed += count.parts()  # a section ends the question's count
            count = None
        numbered = _numbered(candidates.get(i), level)
        if numbered is None:
            continue
        number, asking = numbered
        if not asking:
            if count is not None and level == count.level:
                count.take(i, number)
        elif count is None or level <= count.level:
            if count is not None and number == count.number + 1:
                closed += count.parts()  # (a count that does not go on proves nothing)
            count = _Count(level, number)
    if count is not None:
        unclosed += count.parts()
    return closed + unclosed if closed else []


def _numbered(cand: tuple[int, Start, bool] | None, level: int) -> tuple[int, bool] | None:
    """A candidate heading's number and whether it asks, when it is numbered, unlabelled and
    at its heading's level; else None."""
    if cand is None or cand[0] != level or cand[2] or cand[1].number is None:
        return None
    return cand[1].number, asks(cand[1].label)

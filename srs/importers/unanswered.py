"""Questions left unanswered after an answered one end its answer.

A list of questions answers some and leaves others bare (`1. **What is X?**` / its answer /
`2. **What is Y?**` / `3. ...`; `* What is the output:` / its code / `Answer: ...` /
`* Explain static ?`). The answer above runs on to the next question start, over the bare
ones, which were lost in it in silence. A bare question that goes on with the answered
one's numbering, or sits at the margin with its bullet, ends that answer; it is reported as
unanswered with the document's other bare items.
"""

from __future__ import annotations

import bisect
import dataclasses

from srs.importers.common import LIST_QUESTION_RE, Line, Start

__all__ = ["unanswered_between"]

_BULLETS = ("* ", "- ", "+ ")


def unanswered_between(
    starts: dict[int, Start], numbered_items: set[int], bare: set[int], lines: list[Line]
) -> None:
    """End in `starts` each answer that a `bare` asking item below it interrupts (see the
    module doc): numbered items by number, bulleted ones by bullet."""
    numbered = sorted(i for i in starts if i in numbered_items)
    every = sorted(starts)
    for i in sorted(bare - starts.keys()):
        m = LIST_QUESTION_RE.match(lines[i].text)
        if m is not None:
            _after_numbered(starts, numbered, i, int(m.group("num")))
        elif lines[i].text[:2] in _BULLETS:
            _after_bulleted(starts, every, i, lines)


def _after_numbered(starts: dict[int, Start], numbered: list[int], i: int, number: int) -> None:
    """A bare numbered item going on with the numbering of the question above it."""
    k = bisect.bisect(numbered, i)
    if k == 0:
        return  # before the first numbered question: a list of its own
    above = starts[numbered[k - 1]]
    below = starts[numbered[k]].number if k < len(numbered) else None
    if above.number is None or number <= above.number or (below and number >= below):
        return  # out of the questions' numbering: a list of another part
    _end_at(starts, numbered[k - 1], i)


def _after_bulleted(starts: dict[int, Start], every: list[int], i: int, lines: list[Line]) -> None:
    """A bare bulleted item at the margin with the bullet of the question above it."""
    k = bisect.bisect(every, i)
    if k > 0 and lines[every[k - 1]].text[:2] == lines[i].text[:2]:
        _end_at(starts, every[k - 1], i)


def _end_at(starts: dict[int, Start], at: int, i: int) -> None:
    above = starts[at]
    if above.end is None or above.end > i:
        starts[at] = dataclasses.replace(above, end=i)

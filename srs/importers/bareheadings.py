"""A run of bare question headings (`### 🔹 JDK vs JRE vs JVM` / `### 🔹 primitive types?` /
...): a list of questions with nothing written under them yet, one heading a line.

A heading with nothing under it between two sibling questions is already read as a question
left unanswered (srs.importers.headings' `empty_siblings`); one before the first question was
kept as the document's title, and one after the last as a closing heading. In a run of bare
headings at one level, though, the first and the last are questions like the others: the
first became the deck's name and the last vanished, both without a word. Here the first
heading opens such a run when nothing is under it and the next line with text is a heading
at its level that asks (a heading with no number over a numbered one is their group's
title, as it is among them); the last closes one when nothing is under it or after it and the
line with text above it is a heading at its level.

A run after the answered questions, under a section of its own (`## Company-Specific
Questions` over `### Google: "Design a form system"` / `### Meta: "Nested fields"` / ..., one
a line), has no sibling question around it at all: the headings that neither ask nor number
were a closing section's, and each vanished without a word, no card and no report. So at the
end of reading (`bare_run_headings`), each heading of a run of two or more bare headings at
the level of the question headings that no card holds is named as a question left
unanswered; a run's heading that never asks (`## References`, `## Answer`) or ends in a colon
(`#### Example Request:`, a caption over something left out) stays unnamed.
"""

from __future__ import annotations

import bisect
from collections.abc import Collection

from srs.importers.asking import asks
from srs.importers.common import SEPARATOR_RE, heading_of
from srs.importers.headingkinds import closing_section, never_asks
from srs.importers.lazyre import lazy
from srs.importers.values import Block, Line

__all__ = [
    "LEADING_NUMBER_RE",
    "bare_run_headings",
    "closes_bare_run",
    "ends_bare_run",
    "opens_bare_run",
]

LEADING_NUMBER_RE = lazy(r"^[ \t*_]*(?:<a\b[^<>]*>[ \t]*</a>[ \t]*)?\d+(?:\.\d+)*[.):]?[ \t]")
"""A heading that opens with its number (`1.1 Why ...?`, `12. What ...?`), past an empty
anchor (`<a name="q-1-1"></a> 1.1 ...`) or emphasis."""


def _next_text(lines: list[Line], k: int, step: int) -> int | None:
    """The nearest line from `k` (not `k` itself) in the direction `step` holding text."""
    k += step
    while 0 <= k < len(lines):
        if lines[k].code or lines[k].text.strip():
            return k
        k += step
    return None


def opens_bare_run(lines: list[Line], first: int, level: int) -> bool:
    """Whether the heading on line `first`, at `level` below the top, opens a run of bare
    question headings (see the module docstring): a question, not the document's title."""
    nxt = _next_text(lines, first, 1)
    heading = heading_of(lines[nxt]) if level > 1 and nxt is not None else None
    if heading is None or heading[0] != level or not asks(heading[1]):
        return False
    own = heading_of(lines[first])
    # `## Java Platform` over `## 1.1 Why ...?`: the title of the numbered questions below
    return not LEADING_NUMBER_RE.match(heading[1]) or bool(own and LEADING_NUMBER_RE.match(own[1]))


def closes_bare_run(lines: list[Line], last: int, level: int) -> bool:
    """Whether the heading on line `last` closes a run of bare question headings (see the
    module docstring): the run's last question, not a closing heading."""
    if _next_text(lines, last, 1) is not None:
        return False
    above = _next_text(lines, last, -1)
    heading = heading_of(lines[above]) if above is not None else None
    return heading is not None and heading[0] == level


def ends_bare_run(
    lines: list[Line],
    heading: tuple[int, int],
    above: int | None,
    below: int | None,
    *,
    first: bool,
) -> bool:
    """Whether an empty heading (its line and level), with the sibling questions found above
    and below it (-1: none, the headings end; None: another heading comes first), is the
    first or the last of a run of bare question headings. `first`: the first heading of all."""
    at, level = heading
    if above == -1 and first and below is not None:
        return opens_bare_run(lines, at, level)
    if below == -1 and above is not None and above >= 0:
        return closes_bare_run(lines, at, level)
    return False


def bare_run_headings(
    body: list[Line], titles: list[tuple[int, str]], blocks: list[Block], held: Collection[int]
) -> list[tuple[int, str]]:
    """(line, text) of each heading after the first question, in a run of two or more bare
    headings at the level of a question heading, that no card holds and nothing reported
    (`held`): a question left unanswered (see the module docstring). `titles`: the headings
    as (line, text); `blocks`: the question blocks."""
    first = blocks[0].start.no if blocks else None
    loose = [no for no, _ in titles if first is not None and no > first and no not in held]
    if not loose:
        return []  # (the cheap test: every heading is a question's or before the first one)
    found = [(no, heading) for no in loose if (heading := _bare_in_run(body, no)) is not None]
    if not found:
        return []
    levels = {h[0] for block in blocks if (h := heading_of(block.start)) is not None}
    return [(no, text) for no, (level, text) in found if level in levels]


def _bare_in_run(body: list[Line], no: int) -> tuple[int, str] | None:
    """The level and text of the heading on line `no`, if it is one of a run of bare
    headings (`_in_bare_run`) that may ask (`_may_ask`)."""
    k = _index(body, no)
    heading = heading_of(body[k]) if k is not None else None
    if k is None or heading is None or not _may_ask(heading[1]):
        return None
    return heading if _in_bare_run(body, k, heading) else None


def _may_ask(text: str) -> bool:
    """A bare heading that may be a question: not one that never asks (`## References`), nor
    a caption ending in a colon over what its author left out (`#### Example Request:`)."""
    return not (never_asks(text) or closing_section(text) or text.rstrip(" *_").endswith(":"))


def _index(body: list[Line], no: int) -> int | None:
    """The index in `body` of line `no` (the lines run on one by one, as a rule)."""
    k = no - body[0].no if body else -1
    if not 0 <= k < len(body) or body[k].no != no:
        k = bisect.bisect_left(body, no, key=lambda line: line.no)
    return k if k < len(body) and body[k].no == no else None


def _in_bare_run(body: list[Line], k: int, heading: tuple[int, str]) -> bool:
    """Whether the heading at `body[k]` is bare (`_bare`) and one of two or more such in a
    row at its level: the heading below it is bare too, or the one above it is a heading at
    its level. One with no number over a numbered heading (`## Collections` over `## 3.1
    What is a list?`) is the title of the group below it, as in `opens_bare_run`."""
    level, text = heading
    bare, after = _bare(body, k, level)
    if not bare:
        return False
    below = heading_of(body[after]) if after is not None else None
    if after is not None and below is not None and below[0] == level:
        if LEADING_NUMBER_RE.match(below[1]) and not LEADING_NUMBER_RE.match(text):
            return False  # the title of the numbered questions below it
        if _bare(body, after, level)[0]:
            return True
    before = _ruled_text(body, k, -1)
    above = heading_of(body[before]) if before is not None else None
    return above is not None and above[0] == level


def _bare(body: list[Line], k: int, level: int) -> tuple[bool, int | None]:
    """Whether the heading at `body[k]` (at `level`) is bare, nothing under it but a heading
    no deeper or the end (rules, `---`, are nothing), and the index of the next line with
    text (None: the end)."""
    after = _ruled_text(body, k, 1)
    if after is None:
        return True, None
    below = heading_of(body[after])
    return below is not None and below[0] <= level, after


def _ruled_text(lines: list[Line], k: int, step: int) -> int | None:
    """`_next_text`, past rules (`---`) too."""
    found = _next_text(lines, k, step)
    while found is not None and not lines[found].code and SEPARATOR_RE.match(lines[found].text):
        found = _next_text(lines, found, step)
    return found

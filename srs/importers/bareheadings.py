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
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.common import Line, heading_of
from srs.importers.lazyre import lazy

__all__ = ["LEADING_NUMBER_RE", "closes_bare_run", "ends_bare_run", "opens_bare_run"]

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

"""A bare question label inside the answer of a numbered labelled heading question: the
answer quoting a question it goes on to answer (`Question: if I am free, how do I choose?`
over `His answer: ...`, deep in `### Question 11: Existentialism`'s answer).

Read as a question of its own, it cut the heading's answer short and took the rest of it. In
a document whose questions are headings labelled with their numbers, an unnumbered label
line below one of them, after text of that answer, is part of the answer, when every label
line is such a one and they are few (fewer than half the headed questions): questions set
out by label lines of their own are not quotes.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable

from srs.importers.values import Line, Start

__all__ = ["labels_inside_headed"]


def labels_inside_headed(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    line_starts: dict[int, Start],
    numbered_label: Callable[[str], bool],
) -> dict[int, Start]:
    """The line starts without the label lines inside a headed question's answer (see the
    module doc); all of them when the document is not so laid out. `numbered_label`: whether
    a heading's text is a numbered question label (srs.importers.labelstart's rule)."""
    labelled = [i for i, start in line_starts.items() if start.labelled]
    if not labelled or len(labelled) * 2 >= len(headings):
        return line_starts  # cheap test first: a few label lines among many headings
    headed = sorted(i for i, (_, text) in headings.items() if numbered_label(text))
    if len(labelled) * 2 >= len(headed):
        return line_starts
    rows = sorted(headings)
    if any(
        line_starts[i].number is not None or not _deep(lines, headings, rows, headed, i)
        for i in labelled
    ):
        return line_starts
    return {i: start for i, start in line_starts.items() if i not in labelled}


def _deep(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    rows: list[int],
    headed: list[int],
    i: int,
) -> bool:
    """Whether line i is inside a headed question's answer (no heading as high as the
    question's between them), after text of that answer."""
    k = bisect_right(headed, i) - 1
    if k < 0:
        return False
    above = headed[k]
    level = headings[above][0]
    if any(headings[j][0] <= level for j in rows[bisect_right(rows, above) : bisect_left(rows, i)]):
        return False
    return any(line.text.strip() for line in lines[above + 1 : i])

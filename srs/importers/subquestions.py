"""A question heading answered by its own sub-questions: `### Dependency injection: how it's
done` over `- what is it.` / `    - answer` / `- how to do it.` / `    - answer`, then the
heading's closing paragraph, among sibling headings that ask.

The bullets are the parts of the heading's answer, not questions of their own: read as
questions, the first took the heading's place, the heading was lost, and the items that do
not ask and the closing text were dropped as text between questions. So where reading the
items as questions would leave some of the heading's body in no card (an item that does not
ask, or text after the list), the heading is the question and its whole body the answer. A
list of sub-questions that the items account for whole (each asks, nothing after them) is
left as it was: questions grouped under their heading.

Used by the Markdown reader (srs.importers.markdown) when it finds its candidate headings.
"""

from __future__ import annotations

from bisect import bisect_right

from srs.importers.asking import asks
from srs.importers.values import Line, Start

__all__ = ["answered_by_sub_questions"]

_BULLETS = ("- ", "* ", "+ ")


def answered_by_sub_questions(
    lines: list[Line], headings: dict[int, tuple[int, str]], structural: dict[int, Start]
) -> tuple[dict[int, Start], set[int]]:
    """The structure's starts less the sub-questions of headings answered by them, and those
    headings (rows into `lines`), each a question whose answer is its whole body.

    Args:
        lines: the document's lines.
        headings: row -> (level, text) of every heading.
        structural: the structure's question starts, by row.

    Returns:
        The starts kept, and the headings that are questions over their sub-questions.
    """
    rows = sorted(headings)
    found: set[int] = set()
    dropped: set[int] = set()
    levels: dict[int, tuple[int, int]] | None = None  # counted once, when first needed
    for row, inner in _bullets_by_heading(lines, rows, structural).items():
        k = bisect_right(rows, row)
        if not _answered_by(lines, (row + 1, rows[k] if k < len(rows) else len(lines)), inner):
            continue
        levels = levels if levels is not None else _asking_by_level(headings)
        if _among_asking(levels, *headings[row]):
            found.add(row)
            dropped.update(inner)
    if not found:
        return structural, found
    return {i: s for i, s in structural.items() if i not in dropped}, found


def _bullets_by_heading(
    lines: list[Line], rows: list[int], structural: dict[int, Start]
) -> dict[int, list[int]]:
    """The unlabelled, unnumbered bullet starts at the margin, by the heading above them."""
    held: dict[int, list[int]] = {}
    for i, start in structural.items():
        if start.labelled or start.number is not None or lines[i].text[:2] not in _BULLETS:
            continue
        k = bisect_right(rows, i) - 1
        if k >= 0:
            held.setdefault(rows[k], []).append(i)
    return held


def _answered_by(lines: list[Line], span: tuple[int, int], inner: list[int]) -> bool:
    """Whether a heading's body (rows `span`) is two or more bullets over their answers, the
    `inner` starts among them, and reading those as questions would leave some of it in no
    card (a bullet that does not ask, or text after the list)."""
    items = _items_over_closing(lines, *span)
    if items is None:
        return False
    margin, closing = items
    if len(margin) < 2 or not set(inner) <= set(margin):
        return False
    return closing or len(inner) < len(margin)


def _items_over_closing(lines: list[Line], first: int, end: int) -> tuple[list[int], bool] | None:
    """The rows of the bullets at the margin that open a heading's body (rows first to end),
    each over an indented answer, and whether text follows the list at the margin; None
    when the body is not such a list."""
    margin: list[int] = []
    answered = True
    blank = True
    for i in range(first, end):
        line = lines[i]
        text = line.text
        if not text.strip():
            blank = True
            continue
        if not line.code and text[:2] in _BULLETS:
            if not answered:
                return None  # an item with no answer under it: a plain list
            margin.append(i)
            answered = blank = False
            continue
        if not margin:
            return None  # the body opens with something else
        if text[:1] in (" ", "\t"):
            answered = True  # the item's indented answer (its code too)
        elif blank:  # text at the margin after a blank: the list is over
            return (margin, True) if answered else None
        blank = False  # (a line at the margin right under the answer goes on with it)
    return (margin, False) if margin and answered else None


def _asking_by_level(headings: dict[int, tuple[int, str]]) -> dict[int, tuple[int, int]]:
    """Per heading level: how many headings ask, and how many do not."""
    counts: dict[int, tuple[int, int]] = {}
    for level, text in headings.values():
        asking, quiet = counts.get(level, (0, 0))
        counts[level] = (asking + 1, quiet) if asks(text) else (asking, quiet + 1)
    return counts


def _among_asking(levels: dict[int, tuple[int, int]], level: int, text: str) -> bool:
    """Whether most of the other headings at a heading's level ask (two at least, twice as
    many as those that do not): it sits among questions, not topics."""
    asking, quiet = levels[level]
    if asks(text):
        asking -= 1
    else:
        quiet -= 1
    return asking >= 2 and asking >= 2 * quiet

"""A topic cheat-sheet with a few questions of another kind in one of its sections.

A cheat-sheet keeps one heading per topic (`## Heap and stack`, `## String.intern()`), each
over its notes, a few of them asking (`## Why is String final?`). One section may hold bold
questions of its own (`## Static methods` over `**Can a static method be overridden?**:`
and its answer). Those bold questions made the document's topics no cards at all
(srs.importers.headings' `topics` waits for a document where nothing but headings asks): the
topic sections after a question heading ran on into its answer, `## ` lines and all, and
the others were dropped as text between questions.

A few bold questions do not stop the headings being the cards when they are fewer than the
topic headings with text below them and none is numbered or labelled (`**1. What is X?**`,
`**Q: ...**`: a quiz's own layout, its topic headings the sections or introductions of its
questions). The heading over them is their section; they stay cards of their own, and a
heading at its level after them is its sibling, not one of its questions
(srs.importers.sections' `held_section`: its tag was carried on to every later topic).
Questions of other kinds keep the page as it was read: items that ask (`- Need a refresher? ->
quick-reference/`, a list of an interview's questions under `### CS questions`) make their
headings sections of questions, not topics.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from srs.importers.values import Line, Start

__all__ = ["few_asides"]


def few_asides(
    lines: Sequence[Line], others: Mapping[int, Start], plain: Sequence[tuple[int, int, str]]
) -> bool:
    """Whether the questions outside headings (`others`, row -> start) leave the topic
    headings with text below them (`plain`: row, level, text) free to be the cards: there
    are none, or they are bold lines at the margin, fewer than those headings, none of them
    numbered or labelled.

    Args:
        lines: the document's lines.
        others: the question starts that are not headings (labelled lines, bold lines,
            list items), by row.
        plain: the headings that do not ask and have text below them.

    Returns:
        True when the headings may still be read as the document's topics.
    """
    if not others:
        return True
    if len(others) >= len(plain):
        return False
    return not any(
        s.number is not None or s.labelled or lines[i].text[:2] not in ("**", "__")
        for i, s in others.items()
    )

"""The numbered questions a document's numbering tells, past the items that ask.

A numbered item that does not ask (`21. **Prototypal inheritance:**`) between numbered
questions, or a numbered line glued under an answer (`32. Explain N-gram`), is a question when
its number goes on from the questions next to it. Apart from srs.importers.structure, which
records what the Markdown says; this reads what the numbers say of it.
"""

from __future__ import annotations

import bisect
from typing import Protocol

from srs.importers.common import Line, Start
from srs.importers.runon import numbered_in_paragraphs

__all__ = ["numbered_sequence"]


class Structure(Protocol):
    """What of srs.importers.structure's findings the numbering reads and adds to."""

    starts: dict[int, Start]
    item_numbers: dict[int, int]
    quiet_numbered: list[tuple[int, Start]]
    numbered_items: set[int]
    paragraphs: list[tuple[int, int]]


def _numbering_goes_on(found: Structure, backward: bool = True) -> None:
    """`21. **Prototypal inheritance:**` over its answer, between `20. **What is X?**` and
    `22. **What is Y?**`: an item that does not ask but whose number goes on from the
    numbered question next to it (before or after) is a question too, as its neighbours
    are. Forward, then backward, so a run of such items is taken from either end (forward
    only, from the question above, unless `backward`)."""
    lines = sorted(found.item_numbers)
    orders = (found.quiet_numbered, found.quiet_numbered[::-1])
    for order in orders if backward else orders[:1]:
        for first, start in order:
            if first in found.starts or start.number is None:
                continue
            k = bisect.bisect_left(lines, first)
            before = found.item_numbers[lines[k - 1]] if k > 0 else None
            after = found.item_numbers[lines[k]] if k < len(lines) and backward else None
            if start.number - 1 == before or start.number + 1 == after:
                found.starts[first] = start
                found.item_numbers[first] = start.number
                found.numbered_items.add(first)
                bisect.insort(lines, first)


def numbered_sequence(found: Structure, lines: list[Line]) -> None:
    """The numbered questions the numbering tells: quiet items next to a numbered question
    (`_numbering_goes_on`) and numbered lines glued under an answer (`numbered_in_paragraphs`).
    Each finds what lets the other go on (`32. Explain N-gram` glued under Q31's answer, then
    the item `33. Mention some ...` after it), so they take turns while either finds more.
    After the first turn a quiet item goes on only from the question above it: a glued line
    was taken as going on from the question above it, so the quiet item before that line is
    no step of its sequence (`5) Schweinebraten` closing a matching list, before `6) ...`)."""
    for turn in range(_SEQUENCE_TURNS):
        found_before = len(found.item_numbers)
        if found.quiet_numbered:
            _numbering_goes_on(found, backward=turn == 0)
        if found.item_numbers:
            numbered_in_paragraphs(lines, found.paragraphs, found.item_numbers, found.starts)
        if len(found.item_numbers) == found_before or not found.quiet_numbered:
            break
    if found.item_numbers:
        found.numbered_items.update(i for i in found.item_numbers if i in found.starts)


_SEQUENCE_TURNS = 4
"""Turns at most (each a pass over the paragraphs' lines): a run of glued lines and quiet items
taking turns longer than this is left as the last turn found it."""

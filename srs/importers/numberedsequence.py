"""The numbered questions a document's numbering tells, past the items that ask.

A numbered item that does not ask (`21. **Prototypal inheritance:**`) between numbered
questions, or a numbered line glued under an answer (`32. Explain N-gram`), is a question when
its number goes on from the questions next to it. Apart from srs.importers.structure, which
records what the Markdown says; this reads what the numbers say of it.

A question labelled `Q:` (or `Question:`, `Frage:`, any label srs.importers.labelstart reads)
between that numbered question and the item breaks the run: the item is a point of the
labelled question's answer (`Q: How do you harden SSH?` / `A: Two steps.` / `1) ...` /
`2) ...` after `1. What is a process?`), its list numbered on its own, never the document's
next question.
"""

from __future__ import annotations

import bisect
from typing import Protocol

from srs.importers.common import Line, Start
from srs.importers.labelstart import label_start
from srs.importers.runon import numbered_in_paragraphs

__all__ = ["numbered_sequence"]


class Structure(Protocol):
    """What of srs.importers.structure's findings the numbering reads and adds to."""

    starts: dict[int, Start]
    item_numbers: dict[int, int]
    quiet_numbered: list[tuple[int, Start]]
    numbered_items: set[int]
    paragraphs: list[tuple[int, int]]


def _numbering_goes_on(found: Structure, lines: list[Line], backward: bool = True) -> None:
    """`21. **Prototypal inheritance:**` over its answer, between `20. **What is X?**` and
    `22. **What is Y?**`: an item that does not ask but whose number goes on from the
    numbered question next to it (before or after) is a question too, as its neighbours
    are. Forward, then backward, so a run of such items is taken from either end (forward
    only, from the question above, unless `backward`)."""
    numbered = sorted(found.item_numbers)
    orders = (found.quiet_numbered, found.quiet_numbered[::-1])
    for order in orders if backward else orders[:1]:
        for first, start in order:
            if first in found.starts or start.number is None:
                continue
            k = bisect.bisect_left(numbered, first)
            before = found.item_numbers[numbered[k - 1]] if k > 0 else None
            after = found.item_numbers[numbered[k]] if k < len(numbered) and backward else None
            if start.number - 1 != before and start.number + 1 != after:
                continue
            if not _labelled_above(lines, numbered[k - 1] if k > 0 else -1, first):
                found.starts[first] = start
                found.item_numbers[first] = start.number
                found.numbered_items.add(first)
                bisect.insort(numbered, first)


def _labelled_above(lines: list[Line], above: int, first: int) -> bool:
    """Whether a labelled question (`Q: ...`) starts between line `above` (the numbered
    question before the item, -1 for none) and the item at line `first`: the item is in that
    question's answer (see the module doc). Only the lines between are read, nearest first."""
    for i in range(first - 1, above, -1):
        line = lines[i]
        if line.code or not (line.text[:1].isalpha() or line.text[:1] in "*_("):
            continue  # a label opens its line (`Q:`, `**Q:**`, `(3)Q:`, `Frage:`)
        found = label_start(line.text, in_heading=False)
        if found is not None and found.labelled:
            return True
    return False


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
            _numbering_goes_on(found, lines, backward=turn == 0)
        if found.item_numbers:
            numbered_in_paragraphs(lines, found.paragraphs, found.item_numbers, found.starts)
        if len(found.item_numbers) == found_before or not found.quiet_numbered:
            break
    if found.item_numbers:
        found.numbered_items.update(i for i in found.item_numbers if i in found.starts)


_SEQUENCE_TURNS = 4
"""Turns at most (each a pass over the paragraphs' lines): a run of glued lines and quiet items
taking turns longer than this is left as the last turn found it."""

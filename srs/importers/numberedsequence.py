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

A numbered item with no answer at the list's margin (`5. Read the `pmap` manual page.`)
after a question whose answer is indented under it (`4. How do the totals change?` over
`  Free memory dropped ...`) goes on with the questions too when its number is the next
one: CommonMark ends the list at an answer indented short of the item's text, so the item
opens a list of its own, and read as no question it ran on in the answer above, the next
question with it when that one asked too little to stand alone. Its number and its place at
the margin, where the answers step in, say it is the next question: it is unanswered (and
reported so), and it ends the answer above. A run of such items goes on from each other.
An answer quoted at the margin (`4. Can we X?` / `> No, ...` / `5. What is Y?`) is set apart
as an indented one is: the item after it goes on with the questions the same way.

So does a `<details>` fold between them: a numbered step inside the fold that answers the
question over it (`4. Describe X.` / `<details><summary>Answer</summary>` / `1. ...` / `2.
Then ...:` over its ` - ` points) is numbered on its own, though `2.` or `5.` goes on from a
question beside the fold.
"""

from __future__ import annotations

import bisect
import dataclasses
from typing import Protocol

from srs.importers.common import LIST_QUESTION_RE
from srs.importers.labelstart import label_start
from srs.importers.runon import numbered_in_paragraphs
from srs.importers.values import Line, Start

__all__ = ["numbered_sequence"]


class Structure(Protocol):
    """What of srs.importers.structure's findings the numbering reads and adds to."""

    starts: dict[int, Start]
    item_numbers: dict[int, int]
    quiet_numbered: list[tuple[int, Start]]
    numbered_items: set[int]
    paragraphs: list[tuple[int, int]]
    unanswered_items: set[int]
    bare_numbered: list[int]


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
            if not _goes_on(found, lines, numbered, k, first, start.number, backward):
                continue
            if not _labelled_above(lines, numbered[k - 1] if k > 0 else -1, first):
                found.starts[first] = start
                found.item_numbers[first] = start.number
                found.numbered_items.add(first)
                bisect.insort(numbered, first)


def _unanswered_go_on(found: Structure, lines: list[Line]) -> None:
    """`5. Read the manual page.` with no answer, at the margin, after `4. How ...?` over its
    indented answer: the next question, unanswered (see the module doc). Recorded in
    `found.unanswered_items` (which ends the answer above it and reports it) and numbered in
    `found.item_numbers`, so the items after it go on from it; never a start. The answer
    above (indented or quoted) ends at it (`run_on` would end it with its list item, short of the indented
    paragraphs CommonMark set out of the item)."""
    numbered = sorted(found.item_numbers)
    for first in found.bare_numbered:
        text = lines[first].text
        m = LIST_QUESTION_RE.match(text) if text[:1].isdigit() else None
        if m is None or first in found.item_numbers:
            continue  # (one already reported unanswered is numbered still: the count goes on)
        k = bisect.bisect_left(numbered, first)
        if k == 0 or found.item_numbers[numbered[k - 1]] != int(m.group("num")) - 1:
            continue
        above = found.starts.get(numbered[k - 1])
        if _indented_between(lines, numbered[k - 1], first, above is not None):
            if above is not None:  # its indented answer runs on past its item, up to this one
                found.starts[numbered[k - 1]] = dataclasses.replace(above, end=first)
            found.unanswered_items.add(first)
            found.item_numbers[first] = int(m.group("num"))
            bisect.insort(numbered, first)


def _indented_between(lines: list[Line], above: int, first: int, answered: bool) -> bool:
    """Whether every line with text between the numbered item at line `above` and the one
    at line `first` is indented, quoted or code (the answer stepped in under its item, or set
    apart in a block quote: `4. Can we X?` / `> No, ...` / `5. What is Y?`), and, when the
    item above is `answered` (a question, not an unanswered item), there is one."""
    seen = False
    for line in lines[above + 1 : first]:
        if line.text[:1] not in (" ", "\t", ">") and line.text and not line.code:
            return False  # text at the margin: the answer did not step in
        seen = seen or bool(line.text.strip())
    return seen or not answered


def _goes_on(
    found: Structure,
    lines: list[Line],
    numbered: list[int],
    k: int,
    first: int,
    number: int,
    backward: bool,
) -> bool:
    """Whether the item numbered `number` at line `first` goes on from the numbered question
    before it (`numbered[k - 1]`) or, `backward`, after it (`numbered[k]`), on the same side
    of any `<details>` fold (`_across_fold`)."""
    above = numbered[k - 1] if k > 0 else -1
    below = numbered[k] if backward and k < len(numbered) else -1
    return _next_to(found, lines, above, first, number - 1) or _next_to(
        found, lines, below, first, number + 1
    )


def _next_to(found: Structure, lines: list[Line], question: int, first: int, number: int) -> bool:
    """Whether the numbered question at line `question` (-1: none) is numbered `number` and
    on the same side of any `<details>` fold as the item at line `first`."""
    return (
        question >= 0
        and found.item_numbers[question] == number
        and not _across_fold(lines, question, first)
    )


def _across_fold(lines: list[Line], question: int, first: int) -> bool:
    """Whether the item at line `first` sits inside a `<details>` fold that the numbered
    question at line `question` is outside of: the fold opens between them (the question
    above it) or closes between them (the question below it). Such a fold is the answer of
    the question over it (`2. Describe X.` / `<details><summary>Answer</summary>` / `1. ...`
    / `2. ...` / `3. Then ...:` over its ` - ` points): its steps are numbered on their own,
    however their numbers fall beside the document's questions. Only the lines between are
    read, nearest the item first, and only those with a `<` on them."""
    down = question > first
    for j in range(first + 1, question) if down else range(first - 1, question, -1):
        text = lines[j].text
        if "<" not in text or lines[j].code:
            continue  # the cheap test: no tag on the line
        lowered = text.lower()
        if "</details" in lowered:
            return down  # below the item: its fold closes; above it: a fold closed before it
        if "<details" in lowered or "<summary" in lowered:
            return not down  # above the item: its fold opens; below it: a fold after it
    return False


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
        if found.bare_numbered:
            _unanswered_go_on(found, lines)
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

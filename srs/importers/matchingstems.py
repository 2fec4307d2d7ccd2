"""Lettered lines over a ticked task list: a matching question's table, part of its stem.

    Match each device to its layer?
    a. Hub        i. Network
    b. Switch     ii. Physical
    - [ ] a-i b-ii
    - [x] a-ii b-i

The boxes are the options: they say which one is right. The lettered lines above them are
the items to match, not options. When those lines were read as the options, they took the
key that the ticked box gives. The real options then went into the question as `A) ...`
lines, with no warning. So in a block whose task list ticks a box, the lettered lines above
its first box are the question's text. A key label between them and the boxes (`Answer: A`
under lettered options, then a checklist) makes the lettered lines the options, as before.
"""

from __future__ import annotations

from srs.importers.common import ANSWER_RE
from srs.importers.marks import box_mark
from srs.importers.options import Option
from srs.importers.values import Line

__all__ = ["lettered_stem"]


def lettered_stem(
    raw: list[Line], lines: list[Line], options: list[Option | None]
) -> list[Option | None]:
    """The option each of a block's `lines` is (`options`), with no option above the first
    box of the task list in its `raw` lines when that list ticks a box (see the module doc).

    Args:
        raw: the block's lines as written, boxes and all.
        lines: the same lines once the boxes are written as lettered options.
        options: the option each of `lines` holds (None: none).
    """
    first = _first_box(raw)
    if first is None:
        return options
    above = {k for k, line in enumerate(lines) if line.no < first and options[k] is not None}
    if not above or _keyed_between(lines, lines[min(above)].no, first):
        return options
    return [None if k in above else opt for k, opt in enumerate(options)]


def _first_box(raw: list[Line]) -> int | None:
    """The line number of a task list's first box, in lines with two boxes or more, one of
    them ticked; None for lines with no such list."""
    if not any("[x]" in line.text or "[X]" in line.text for line in raw):
        return None  # cheap test first: no ticked box
    marks = {line.no: mark for line in raw if (mark := box_mark(line)) is not None}
    if len(marks) < 2 or not any(mark in "xX" for mark in marks.values()):
        return None
    return min(marks)


def _keyed_between(lines: list[Line], after: int, before: int) -> bool:
    """Whether a key label (`Answer: B`) sits between line numbers `after` and `before`."""
    return any(
        not line.code and ANSWER_RE.match(line.text) is not None
        for line in lines
        if after < line.no < before
    )

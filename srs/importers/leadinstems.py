"""A numbered question whose first line is a lead-in ending in a colon, its question on the
next line and its options under both (`37. Match the ports to their services:` /
`Which port does HTTPS use?` / `A) 21`).

A numbered line starts a question (in a document with no labelled question) when it asks or
an option or answer follows it at once. A lead-in over the question's own line did neither,
so the question above took the whole of it (number, both lines, options) as its answer, and
it was named nowhere. A colon at the end of the numbered line, then one to three lines of
the question, then its first option (`A)`, `a.`), make it a question's start. A numbered line
ending in a colon over anything else (an answer's steps, a list) stays what it was.

The same lead-in over task-list boxes (`25. A disk is divided into:` / `- [ ] tracks` /
`- [ ] sectors`) is a question's start too, whether a box is ticked or none is (a question
the author left unanswered, to be reported): read as the one above's explanation, it took
every question after it as well, answered ones included. Only where the document's boxes
are a quiz's options (boxes.boxes_are_options, asked once a document); a checklist under
a numbered step stays the step's.
"""

from __future__ import annotations

from collections.abc import Sequence

from srs.importers.boxes import boxes_are_options
from srs.importers.common import LIST_QUESTION_RE, is_blank
from srs.importers.lazyre import lazy
from srs.importers.options import option_of
from srs.importers.values import Line

__all__ = ["leads_into_boxes", "leads_into_options"]

_BOX_RE = lazy(r"^[ \t]{0,3}[-*+][ \t]+\[[ xX]\][ \t]+\S")
"""`- [ ] text`, `- [x] text`: an option in a task box, ticked or not."""
_COLONS = (":", "\uff1a")

_STEM_LINES = 3
"""How many lines of the question a lead-in may stand over before its first option."""


def leads_into_options(lines: Sequence[Line], i: int, text: str) -> bool:
    """Whether the numbered line `lines[i]` (its text `text`) is a lead-in ending in a colon
    over its question's lines and first option.

    Args:
        lines: the document's body.
        i: the index of the numbered line.
        text: its text, without its number.

    Returns:
        True when one to three lines that are no option follow it (no blank line between),
        then, after them or a blank line, the first option.
    """
    if not text.endswith(_COLONS):
        return False
    k = _past_blanks(lines, i + 1)
    stem = 0
    while k < len(lines) and not is_blank(lines[k]) and stem <= _STEM_LINES:
        line = lines[k]
        if line.code or LIST_QUESTION_RE.match(line.text):
            return False  # code, or the next numbered question: no lead-in of its own
        option = option_of(line)
        if option is not None:
            return stem > 0 and option.position == 0
        stem += 1
        k += 1
    k = _past_blanks(lines, k)
    if not 0 < stem <= _STEM_LINES or k >= len(lines):
        return False
    option = option_of(lines[k])
    return option is not None and option.position == 0


def leads_into_boxes(lines: Sequence[Line], below: int, text: str) -> bool:
    """Whether a numbered question's text `text` ends in a colon over two task boxes or more
    (a blank line between allowed), ticked or not, in a document whose boxes are options.

    Args:
        lines: the document's body.
        below: the index of the first line after the question's text.
        text: the question's text, without its number.

    Returns:
        True when the next two lines from `below` that are not blank are task boxes and the
        document's task lists are a quiz's options.
    """
    if not text.endswith(_COLONS):
        return False
    k = _past_blanks(lines, below)
    boxes = 0
    while boxes < 2 and k < len(lines) and not lines[k].code and _BOX_RE.match(lines[k].text):
        boxes += 1
        k += 1
    return boxes == 2 and _quiz_boxes(lines)


_last: list[tuple[Sequence[Line], bool]] = []
"""The last body asked about and whether its boxes are options: asked once a document."""


def _quiz_boxes(lines: Sequence[Line]) -> bool:
    """Whether the task lists of the body `lines` are a quiz's options (see boxes)."""
    if not _last or _last[0][0] is not lines:
        _last[:] = [(lines, boxes_are_options("\n".join(line.text for line in lines)))]
    return _last[0][1]


def _past_blanks(lines: Sequence[Line], k: int) -> int:
    """The index of the first line from `k` on that is not blank (`len(lines)`: none)."""
    while k < len(lines) and is_blank(lines[k]):
        k += 1
    return k

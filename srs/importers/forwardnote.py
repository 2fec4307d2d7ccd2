"""A note that speaks of the questions after it (`Answer the following questions using this
figure.`, `Use the diagram below for questions 8-10.`, an article's `Let us move to the next
Computer Network Interview Questions.`), often under the figure it means: it
stands after one card's options or answer and before the next question, and belongs to what
follows, never to the card above it."""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.intros import introduces_next
from srs.importers.lazyre import lazy
from srs.importers.titles import IMAGES_ONLY_RE
from srs.importers.values import Block, Line

__all__ = ["forward_note_start", "introduces_questions"]

_FORWARD = (
    r"\b(?:the\s+)?(?:following|next|below)\s+(?:\d+\s+|few\s+)?(?:[\w/+#.-]+\s+){0,4}?questions\b"
    r"|\bquestions?\s+\d+\s*(?:-|–|—|to|through|and)\s*\d+\b"
)
_FORWARD_RE = lazy(_FORWARD, re.IGNORECASE)
_INTRO_RE = lazy(
    _FORWARD + r"|\bthis\s+(?:part|exercise|section|case\s+study)\s+"
    r"(?:is\s+about|concerns|covers|deals\s+with)\b",
    re.IGNORECASE,
)
"""What a section's first sentence says when it introduces the questions under it: `The next
few questions consider ...`, `This exercise is about the problem ...`."""
_MOST_BLANKS = 2


def forward_note_start(lines: list[Line], last: int) -> int | None:
    """Where the card's last paragraph starts (its lines up to `last`), when that paragraph
    is such a note: one or two lines of text that do not ask, the last speaking of the
    questions after it, with images only above it; else None."""
    text = lines[last].text
    if lines[last].code or "uestion" not in text or _FORWARD_RE.search(text) is None:
        return None
    if asks(text):
        return None
    first = last
    while first > 0 and lines[first - 1].text.strip() and not lines[first - 1].code:
        first -= 1
    if first == 0 or not all(IMAGES_ONLY_RE.match(line.text) for line in lines[first:last]):
        return None  # the card's only paragraph, or text above the note: the answer's own
    return first


def introduces_questions(lines: list[Line], i: int) -> bool:
    """Whether the heading at `i` opens with a sentence introducing the questions after it
    (`## Information` over `The next few questions consider ...`): a section's introduction
    between two questions, never a sub-heading of the answer above it."""
    k = i + 1
    while k < len(lines) and k - i <= _MOST_BLANKS and not lines[k].text.strip():
        k += 1
    if k >= len(lines) or lines[k].code:
        return False
    text = lines[k].text
    return _INTRO_RE.search(text) is not None and not asks(text)


def cut_intro(block: Block) -> list[Line]:
    """A card's last paragraph, one line ending with a colon (`Here is the updated set of
    questions with the provided options:`), right before a separator, the next question or
    an answers section: it introduces what follows, no part of this card's answer. Cut from
    the card and returned (the segmenter reports it as text between questions); a forward
    note (`Answer the following questions using this figure.`) likewise."""
    last = len(block.lines) - 1
    while last >= 0 and not block.lines[last].text.strip():
        last -= 1
    note = forward_note_start(block.lines, last) if last >= 2 else None
    if note is not None:
        cut = block.lines[note : last + 1]
        del block.lines[note:]
        return cut
    if (
        last < 2
        or block.lines[last - 1].text.strip()
        or not introduces_next(block.lines[last].text)
    ):
        return []
    if block.lines[last].code or asks(block.lines[last].text):
        return []
    cut = [block.lines[last]]
    del block.lines[last:]
    return cut

"""A numbered item alone at the end of the page, after the last answer of an unnumbered question
(`Q:` / `Ans:`), whose number goes on from the page's numbered questions: the page's, not that
answer's.

A sheet of numbered questions (`1.` to `29.`, some with an `Ans:` line) that goes on with a few
`Q:` / `Ans:` pairs and closes with `31. BONUS: <link>` had the link glued to the last pair's
answer: the item is no part of a `Q:` answer (an answer's own list restarts at 1 or goes on
from its own previous item), but the sheet's next number. Cut from the answer, it is reported
as text between questions (or as a question with no answer, where it asks).
"""

from __future__ import annotations

from srs.importers.common import ITEM_NUMBER_RE
from srs.importers.values import Block, Line

__all__ = ["cut_numbered_tail"]

_SLACK = 2
"""How far past the numbers the unnumbered questions since the last numbered one could take
the item's number may go (a skipped number, a bonus counted apart)."""


def cut_numbered_tail(blocks: list[Block]) -> list[Line]:
    """The lines of the last block's closing item (see the module doc), cut; [] otherwise."""
    if len(blocks) < 3 or blocks[-1].number is not None:
        return []
    numbered = [k for k, b in enumerate(blocks) if b.number is not None]
    if len(numbered) < 2:
        return []
    lines = blocks[-1].lines
    last = _last_paragraph_line(lines)
    m = ITEM_NUMBER_RE.match(lines[last].text) if last is not None else None
    if last is None or m is None:
        return []
    top = max(b.number for b in blocks if b.number is not None)
    unnumbered_after = len(blocks) - 1 - numbered[-1]
    if not top < int(m.group(1)) <= top + unnumbered_after + _SLACK:
        return []
    if any(ITEM_NUMBER_RE.match(line.text) for line in lines[:last] if not line.code):
        return []  # the answer holds a numbered list of its own: the item may be its
    cut = [lines[last]]
    del lines[last:]
    return cut


def _last_paragraph_line(lines: list[Line]) -> int | None:
    """The index of the block's last text line when it is a paragraph of its own (a blank
    line above it, text further up), else None."""
    last = len(lines) - 1
    while last >= 0 and not lines[last].text.strip():
        last -= 1
    if last < 2 or lines[last].code or lines[last - 1].text.strip():
        return None
    return last

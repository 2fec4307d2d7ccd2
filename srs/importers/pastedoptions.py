"""Options pasted from a course page: one short paragraph each, the right one led by a mark
(`x Regression` / `Classification` / `Clustering`, or `✓`), then the verdict (`Correct`) and
the feedback; read by srs.importers.marks as it reads task-list boxes.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, LETTERS, OPTION_RE
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["Pasted", "pasted_run"]

Pasted = tuple[Line, str, bool]
"""An option's line, its text and whether it is marked right."""

_PASTED_MARK_RE = lazy(r"^(?:[xX✓✔☑]|\([xX]\)|\[[xX]\])[ \t]+(?P<text>\S.*)$")
"""The right option among pasted ones: `x Regression`, `✓ True`."""
_PLAIN_START_RE = lazy(r"^[A-Z0-9\"'`(]")
"""An option's text that cannot be a sentence going on (`x Regression`, not `x is a variable`):
without a verdict line after the options, the marked one must start so."""
_VERDICT_RE = lazy(
    r"^(?:correct|incorrect|right|wrong|that'?s (?:correct|right))[.!]?[ \t]*$", re.I
)


def pasted_run(lines: list[Line], start: int) -> tuple[int, list[Pasted]] | None:
    """Options pasted as paragraphs (see the module doc) from `start`: two to eight one-line
    paragraphs, exactly one led by a mark, ending the block or followed by a verdict (which
    the run takes in, so that it goes). Not where the block leads other lines with the mark
    (`✔ Mixins have no constructors.` over `✔ They are reused.`, an answer's points): there
    it is a bullet, and the run the answer's last points."""
    found = _pasted_items(lines, start)
    if found is None:
        return None
    i, items, verdict = found
    marked = [text for _, text, right in items if right]
    if not 2 <= len(items) <= len(LETTERS) or len(marked) != 1:
        return None
    if any(_marked_line(line) for line in (*lines[:start], *lines[i:])):
        return None
    if not verdict and (i < len(lines) or not _PLAIN_START_RE.match(marked[0])):
        return None
    return i + verdict, items


def _marked_line(line: Line) -> bool:
    """Whether a line outside code is led by a pasted option's mark (`✓ True`)."""
    return not line.code and _PASTED_MARK_RE.match(line.text.strip()) is not None


def _pasted_items(lines: list[Line], start: int) -> tuple[int, list[Pasted], bool] | None:
    """The one-line paragraphs from `start` that may be pasted options: the index where they
    stop, each one, and whether a verdict line stopped them; None when a line cannot be one
    (code, a paragraph of several lines, a heading, list item or label)."""
    items: list[Pasted] = []
    i = start
    while i < len(lines):
        line = lines[i]
        text = line.text.strip()
        if line.code or len(items) > len(LETTERS):
            return None
        if not text:
            i += 1
            continue
        if _VERDICT_RE.match(text):
            return i, items, True
        if _goes_on(lines, i) or _never_pasted(text):
            return None
        m = _PASTED_MARK_RE.match(text)
        items.append((line, m.group("text") if m else text, m is not None))
        i += 1
    return i, items, False


def _goes_on(lines: list[Line], i: int) -> bool:
    """Whether line i goes on from the text line above it: an option is a paragraph of one
    line (the first one too: `**Training:**` / `✔ Next-word prediction` is a list of points)."""
    return i > 0 and bool(lines[i - 1].text.strip()) and not lines[i - 1].code


def _never_pasted(text: str) -> bool:
    """A line that is no pasted option: long, block markup, a cleared task box (`[ ] b()`,
    whose run srs.importers.marks reads), or an option or answer label."""
    return (
        len(text) > 200
        or text[:1] in "#>|-*+<"
        or text.startswith("[ ]")
        or text.startswith(("```", "~~~"))
        or bool(OPTION_RE.match(text) or ANSWER_RE.match(text))
    )

"""Whether a document's task lists are a quiz's options: most of its runs of boxes tick one
or some of them, not all. In such a quiz a run with every box ticked is a question whose
options are all right (`Which of these are networks? [x] LAN [x] WAN [x] Internet`), not a
list of done tasks, and is read as the runs with several ticked are."""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

__all__ = ["boxes_are_options"]

_BOX_RE = lazy(
    r"^[ \t]*(?:(?:[-*+]|\d{1,2}[.)])[ \t]+(?:\[(?P<mark>[ xX])\](?:[ \t]+|(?=[^\s(\[])))?"
    r"|(?=\[[ xX]\][ \t]+\S)\[(?P<bare>[ xX])\][ \t]+)\S"
)
"""An item of a run: a bullet or a number, boxed or not, or a box with no bullet (`[x] True`,
as a quiz typed as plain text writes its options)."""
_COMMENT_MARK_RE = lazy(r"<!--[ \t]*(?:correct|right|answer)[ \t]*-->[ \t]*$", re.I)
"""`- 0s <!-- Correct -->`: the right option marked in a comment, as a box ticks it."""


def boxes_are_options(text: str) -> bool:
    """Whether three or more runs of options tick some of them but not all, and they are
    most of the runs that tick any: task-list boxes (`- [x]`), or bullets marked right in a
    comment (`- 0s <!-- Correct -->`). Lines are tested by a substring before any pattern."""
    if "[x]" not in text and "[X]" not in text and "<!--" not in text:
        return False
    some = every = 0
    ticked = total = 0
    commented = "<!--" in text
    for line in [*text.split("\n"), ""]:
        mark = _mark(line, commented)
        if mark is not None:
            total += 1
            ticked += mark
            continue
        if total >= 2 and ticked:
            some += ticked < total
            every += ticked == total
        ticked = total = 0
    return some >= 3 and some > every


def _mark(line: str, commented: bool) -> bool | None:
    """Whether an option line is marked right (a ticked box, or a comment when the document
    marks so: `commented`); None for a line that is no option of a run."""
    m = _BOX_RE.match(line) if line.lstrip()[:1] in "-*+0123456789[" and line.strip() else None
    mark = None if m is None else m.group("mark") or m.group("bare")
    if m is None or (mark is None and not commented):
        return None
    if mark is not None and mark != " ":
        return True
    return "<!--" in line and _COMMENT_MARK_RE.search(line) is not None

"""Whether a document's task lists are a quiz's options: most of its runs of boxes tick one
or some of them, not all. In such a quiz a run with every box ticked is a question whose
options are all right (`Which of these are networks? [x] LAN [x] WAN [x] Internet`), not a
list of done tasks, and is read as the runs with several ticked are."""

from __future__ import annotations

import re

__all__ = ["boxes_are_options"]

_BOX_RE = re.compile(r"^[ \t]*(?:[-*+]|\d{1,2}[.)])[ \t]+\[(?P<mark>[ xX])\][ \t]+\S")


def boxes_are_options(text: str) -> bool:
    """Whether three or more runs of task-list lines tick some boxes but not all, and they
    are most of the runs that tick any. Lines are tested by a substring before any pattern."""
    if "[x]" not in text and "[X]" not in text:
        return False
    some = every = 0
    ticked = total = 0
    for line in [*text.split("\n"), ""]:
        m = _BOX_RE.match(line) if "[" in line else None
        if m is not None:
            total += 1
            ticked += m.group("mark") != " "
            continue
        if total >= 2 and ticked:
            some += ticked < total
            every += ticked == total
        ticked = total = 0
    return some >= 3 and some > every

"""A task-list box with nothing after it on its line, its option on the lines below it.

A practice exam exported from a course site writes each option that is code as an empty box
over an indented fence, the fence the list item's content as CommonMark reads it:

    Which change fixes the syntax error?

      * [ ]
          ```python
          if mode := "init":
          ```
      * [x]
          ```python
          if mode == "init":
          ```

The box pattern (srs.importers.marks) wants words after the box, so such a run was no
options: the question became an open card, its sentence cut from its code into the answer
with the raw boxes, and the key was lost. A box with nothing after it, in a list (a bullet or
a number before it), is an option when its content follows: a fenced block right below it
(past blank lines, as below a box with words), or lines indented under it that open nothing
of their own. A box with nothing under it (a form's line left to tick) is still no option,
and neither is a bare `[ ]` with no list marker (as likely a form's empty field).
"""

from __future__ import annotations

import re

from srs.importers.fences import NESTED_FENCE_RE
from srs.importers.lazyre import lazy
from srs.importers.options import opens_nothing
from srs.importers.values import Line

__all__ = ["empty_box"]

_EMPTY_BOX_RE = lazy(
    r"^(?P<indent>[ \t]*)(?:[-*+]|\d{1,2}[.)])[ \t]+\[(?P<mark>[ xX])\](?P<text>)[ \t]*$"
)
"""`- [ ]`, `* [x]`, `2. [ ]` and nothing more: its groups are the task-list box's
(srs.importers.marks), the text empty."""


def empty_box(lines: list[Line], i: int) -> re.Match[str] | None:
    """Line i as an empty box whose option is on the lines below it (see the module doc), with
    its indent, its mark and an empty text; None for any other line."""
    line = lines[i]
    m = (
        None
        if line.code or not line.text.rstrip().endswith("]")
        else _EMPTY_BOX_RE.match(line.text)
    )
    if m is None:
        return None
    j = i + 1
    while j < len(lines) and not lines[j].code and not lines[j].text.strip():
        j += 1
    if j >= len(lines):
        return None
    below = lines[j]
    if below.code:
        return m if NESTED_FENCE_RE.match(below.text) else None
    deeper = len(below.text) - len(below.text.lstrip()) > len(m.group("indent"))
    return m if j == i + 1 and deeper and opens_nothing(below.text.strip()) else None

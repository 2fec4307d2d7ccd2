"""A code fence indented four spaces or more inside a list item: still a fence.

A course's quiz answers its numbered questions with code, the fence indented under the
item's text as the author's editor put it:

    2. Write a program that prints "Hello"
        ```java
        class Hello { ... }
       ```

CommonMark reads the fence against the item's content column (three here), so `    ````
is a fence indented one space, and the closing `   ```` closes it. Read against the margin,
a line indented four spaces is no fence: the opening was missed, the closing one was taken
for an opening, and the code of the next question, with the question, fell inside it.
`item_fence` reads such a line as a fence when the nearest line above at the margin is a
list item whose content column puts the fence within three spaces of it.
"""

from __future__ import annotations

import re

from srs.importers.common import Line

_DEEP_FENCE_RE = re.compile(r"^(?P<indent> {4,12})(?P<fence>`{3,}(?=[^`]*$)|~{3,})")
_ITEM_RE = re.compile(r"^(?P<marker> {0,3}(?:[-*+]|\d{1,9}[.)])[ \t]+)\S")
_REACH = 60
"""How many lines above a fence its list item is looked for in."""


def item_fence(lines: list[Line], i: int) -> re.Match[str] | None:
    """The fence on line i when it is one inside a list item (see the module doc), else
    None; cheap tests first (four leading blanks and a run of three fence marks)."""
    text = lines[i].text
    if text[:4] != "    " or ("```" not in text and "~~~" not in text):
        return None
    m = _DEEP_FENCE_RE.match(text)
    return m if m is not None and _content_column(lines, i, len(m.group("indent"))) else None


def realigned(lines: list[Line], start: int, end: int) -> list[Line]:
    """The lines of an item's fenced block (`start` its opening fence, `end` its closing
    one) with the fence's own indentation past the item's content column taken off each,
    as CommonMark does: the code then sits at the item's column, not a blank or two in."""
    m = _DEEP_FENCE_RE.match(lines[start].text)
    column = _content_column(lines, start, len(m.group("indent"))) if m else 0
    if m is None or not column:
        return lines[start : end + 1]
    extra = len(m.group("indent")) - column
    out: list[Line] = []
    for line in lines[start : end + 1]:
        head, tail = line.text[:column], line.text[column:]
        cut = min(extra, len(tail) - len(tail.lstrip(" ")))
        out.append(Line(line.no, head + tail[cut:], code=line.code))
    return out


def _content_column(lines: list[Line], i: int, indent: int) -> int:
    """The content column of the list item line i's fence (indented `indent`) is in, when
    the fence is within three blanks of it; 0 when it is in no item."""
    for j in range(i - 1, max(-1, i - _REACH), -1):
        above = lines[j].text
        if not above.strip() or above[:4] == "    ":
            continue
        item = _ITEM_RE.match(above)
        if item is None:
            return 0
        content = len(item.group("marker"))
        return content if content <= indent <= content + 3 else 0
    return 0

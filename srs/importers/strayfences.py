"""A stray fence line that makes every later fence pair the wrong way: dropped.

A React interview page (Vietnamese) closes a `jsx` block, goes on with more code as text,
then types one more bare ```` ``` ````, as if to close it. That line opens a block instead,
and the page's next fence, ```` ```jsx ```` under the next question, cannot close it (a
closing fence has no info string): the next question heading, `#### **28. React.StrictMode
là gì?**`, and its text sat inside code up to that block's close, part of the answer before
(and reported as a question lost in code). A bare fence opener whose block holds a tagged
fence line (```` ```jsx ````: its author meant the fences to pair otherwise) and a line of
the page's structure that asks (a question heading, a bold or numbered question) is that
stray: it becomes a blank line, and the fences after it pair as the author meant. A block
that asks nothing, or holds no tagged fence, is left as written. Line for line. (The
wrapper rule of srs.importers.markers opens such a block when two questions or more sit in
it, a page fenced whole; one question is enough for a stray, which hides the questions after
it only up to the next bare fence.)
"""

from __future__ import annotations

from srs.importers.common import fence_after, has_fences
from srs.importers.markers import fence_info, prose_info
from srs.importers.structureasks import asks_in_structure

__all__ = ["stray_fences"]


def stray_fences(text: str) -> str:
    """The text with each stray bare fence line (see the module doc) blank."""
    if not has_fences(text):
        return text  # no fence at all: the cheap test first
    lines = text.split("\n")
    start = 0
    while (k := _stray_opener(lines, start)) is not None:
        lines[k] = ""
        start = k + 1
    return "\n".join(lines)


def _stray_opener(lines: list[str], start: int) -> int | None:
    """The first bare fence opener from line `start` on whose block holds both a tagged
    fence line and a line that asks in the page's structure; None when there is none."""
    fence: str | None = None
    opened = -1  # the open block's bare opener (-1: no block, or one opened with a tag)
    tagged = asking = False
    for k in range(start, len(lines)):
        line = lines[k]
        was_open = fence is not None
        is_fence = False
        if "`" in line or "~" in line:  # a fence mark can only be such a line
            fence, is_fence = fence_after(fence, line)
        if not is_fence:
            asking = asking or (opened >= 0 and _asks(line))
        elif not was_open:
            opened = k if prose_info(fence_info(line)) else -1
            tagged = asking = False
        elif fence is not None:
            tagged = True  # a tagged fence line inside an open block
        elif opened >= 0 and tagged and asking:
            return opened
        else:
            opened = -1
    return None


def _asks(line: str) -> bool:
    """A line of the page's structure that asks (a cheap test of its first character first)."""
    return line[:1] in "#*_ qQ0123456789" and asks_in_structure(line)

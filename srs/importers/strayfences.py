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

from srs.importers.common import holds
from srs.importers.fences import FENCE_RE, closes_fence, fence_after, has_fences
from srs.importers.markers import fence_info, prose_info
from srs.importers.structureasks import asks_in_structure

__all__ = ["nested_fences", "stray_fences"]


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


def nested_fences(text: str) -> str:
    """The text with each fenced block that holds a fenced block indented inside it (see
    `_nested_close`) fenced with a longer mark, so that the inner fences pair inside it."""
    if not holds(text, "\n ```", "\n  ```", "\n   ```"):
        return text  # no indented fence: the cheap test first
    lines = text.split("\n")
    fence: str | None = None
    k = 0
    while k < len(lines):
        opens = fence is None and fence_mark(lines[k])[:1] == "`"
        close = _nested_close(lines, k) if opens else None
        if close is None:
            fence = fence_after(fence, lines[k])[0]
            k += 1
            continue
        mark = "`" * (max(len(fence_mark(line)) for line in lines[k : close + 1]) + 1)
        for j in (k, close):
            m = FENCE_RE.match(lines[j])
            assert m is not None
            lines[j] = f"{lines[j][: m.start('fence')]}{mark}{lines[j][m.end('fence') :]}"
        k = close + 1
    return "\n".join(lines)


def _nested_close(lines: list[str], opener: int) -> int | None:
    """The line that closes the block opened at `opener` when a block is fenced inside it,
    indented deeper than the opener, its two fences at the same indent (an outline's `   Code
    pattern:` over ```` ```python ```` ... ```` ``` ```` three columns in, inside a sample
    answer fenced at the margin); None when no such block is, or the fences pair otherwise.

    CommonMark closes the outer block at the inner block's closing fence; the outer block's
    own closing fence then opens a block that swallows the next questions, in silence.
    """
    outer = _indent(lines[opener])
    width = len(fence_mark(lines[opener]))
    inner: int | None = None  # the open inner block's indent
    nested = False
    for k in range(opener + 1, min(len(lines), opener + _NESTED_SPAN)):
        mark = fence_mark(lines[k])
        if not mark or mark[0] != "`":
            continue
        indent, bare = _indent(lines[k]), closes_fence(lines[k].lstrip()[len(mark) :])
        if inner is None and indent > outer:
            inner = indent  # opens the inner block, tagged (```python) or bare
        elif inner is not None and indent == inner and bare:
            inner, nested = None, True
        elif inner is None and bare and len(mark) >= width:
            return _closed_twice(lines, k) if nested else None
        else:
            return None
    return None


def _closed_twice(lines: list[str], k: int) -> int:
    """The outer block's closing line, given a bare fence at line `k` that may close it: `k`,
    unless the next fence after it is a bare one closed twice over (```` ``` ```` on two
    lines in a row, an inner block at the margin closed, then the outer one)."""
    for j in range(k + 1, min(len(lines) - 1, k + _NESTED_SPAN)):
        if fence_mark(lines[j]):
            twice = _bare_fence(lines[j]) and _bare_fence(lines[j + 1])
            return j + 1 if twice else k
    return k


def _bare_fence(line: str) -> bool:
    mark = fence_mark(line)
    return bool(mark) and not line.strip()[len(mark) :].strip()


_NESTED_SPAN = 400
"""How far a fenced block holding another may run, in lines."""


def fence_mark(line: str) -> str:
    """The fence mark a line opens with (```` ``` ````, `~~~`), or ''."""
    m = FENCE_RE.match(line)
    return m.group("fence") if m is not None else ""


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))

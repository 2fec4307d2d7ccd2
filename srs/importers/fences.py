"""Fenced code blocks: the fence marks and the one walk over a text's lines that knows
which of them are code.

Every pass that rewrites a text line for line must leave code as written, and every one asks
the same question of each line (is it a fence mark, is a block open after it): the rule lives
here, apart from srs.importers.common's label patterns and values, so that a pass that only
walks code imports only this.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from srs.importers.holding import holds
from srs.importers.lazyre import lazy

FENCE_RE = lazy(r"^ {0,3}(?P<fence>`{3,}(?=[^`]*$)|~{3,})")
"""A fence line. As in CommonMark, a backtick fence's info string holds no backtick: a line
such as ```` ```https://example.com?q=1``` ```` is inline code in a paragraph, no fence."""
ITEM_FENCE_LEAD = r"[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?"
"""What may stand before a nested fence: an indent and, as CommonMark allows, the marker of
the list item whose content the fence opens (`   - ```js`), so its code stays literal."""
NESTED_FENCE_RE = lazy(rf"^{ITEM_FENCE_LEAD}(?P<fence>`{{3,}}(?=[^`]*$)|~{{3,}})")
"""A fence line at any indent, nested in a list item too (`1. **Step:**` over a fence eight
blanks deep, or `- ```js` opening the item): where only code matters, not the block it sits
in (HTML never converted in it)."""


def has_fences(text: str) -> bool:
    """Whether a text may hold a code fence (```` ``` ```` or `~~~`)."""
    return holds(text, "```", "~~~")


_QUOTE_CLOSE_RE = lazy(r"""["'”’»]+[.,;!]?|\\?\*""")


def closes_fence(rest: str) -> bool:
    """Whether what follows a fence mark lets it close the open block: nothing, as CommonMark
    has it, the quote that ends a quoted answer (`**Answer:** "I use ...` closed by ```` ```"
    ````), or the star a quiz marks its code option right with (```` ``` * ````). No info
    string is either; read as CommonMark, the block ran on and swallowed what follows."""
    rest = rest.strip()
    return not rest or _QUOTE_CLOSE_RE.fullmatch(rest) is not None


def fence_after(fence: str | None, line: str, *, nested: bool = False) -> tuple[str | None, bool]:
    """The code fence open after `line` (None outside code), and whether the line is a fence
    mark: the one rule for walking a text's fenced blocks line by line. With `nested`, a fence
    at any indent counts (`NESTED_FENCE_RE`): a walk that must leave all code as written."""
    m = (NESTED_FENCE_RE if nested else FENCE_RE).match(line)
    if m is None:
        return fence, False
    mark = m.group("fence")
    if fence is None:
        return mark, True
    if mark[0] == fence[0] and len(mark) >= len(fence) and closes_fence(line[m.end() :]):
        return None, True  # as CommonMark: a closing fence has no info string (```python)
    return fence, True


def outside_code(lines: list[str], *, nested: bool = False) -> Iterator[tuple[int, str]]:
    """Each line outside fenced code, no fence mark itself, with its index: the one walk a
    line-for-line rewrite takes (it may write the lines as it goes). With `nested`, a fence at
    any indent counts (see `fence_after`)."""
    fence: str | None = None
    for k, line in enumerate(lines):
        fence, is_fence = fence_after(fence, line, nested=nested)
        if fence is None and not is_fence:
            yield k, line


def closed_fences(lines: Sequence[str], *, nested: bool = False) -> Iterator[tuple[int, int]]:
    """(opening index, closing index) of each closed fenced block, in order: a fence left open
    at the end is none. A line with no backtick or tilde is passed at once (no fence mark).
    With `nested`, fences at any indent (see `fence_after`)."""
    fence: str | None = None
    opened = 0
    for k, line in enumerate(lines):
        if "`" not in line and "~" not in line:
            continue
        was_open = fence is not None
        fence, is_fence = fence_after(fence, line, nested=nested)
        if is_fence and not was_open:
            opened = k
        elif is_fence and fence is None:
            yield opened, k

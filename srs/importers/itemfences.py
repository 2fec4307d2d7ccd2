"""A fenced block at the margin between a list item and the item's own nested bullets:

    - Question 7.1: What does this print?

    ```python
    print(2 * 3)
    ```
      - Answer: 6
      - Choices: 5, 6, 23

The writer put the question's code under its item without indenting it, then went on with
the item's nested bullets (its answer and options). CommonMark ends the list at the fence,
so the question was read as an item with no answer, and its code and answer bullets as text
between questions, lost. The bullets after the block are indented as the item's nested list
is: they say the block sits inside the item. Such a block is indented to the item's text,
line for line, and the item reads as its siblings do (question, code, nested answer).
"""

from __future__ import annotations

from srs.importers.common import LIST_ITEM_RE
from srs.importers.fences import closed_fences, has_fences
from srs.importers.lazyre import lazy
from srs.importers.tabrows import expand_leading_tabs
from srs.importers.textabove import text_above

__all__ = ["item_fences"]

_CLOSE_THEN_BULLET_RE = lazy(r"\n {0,3}(?:```|~~~)[ \t]*\n(?:[ \t]*\n)? {2,}[-*+][ \t]")
"""A bare fence line with an indented bullet below it: the cheap search (from a newline, a
literal first) before any line is walked."""
_BULLET_RE = lazy(r"^(?P<indent> +)[-*+][ \t]+\S")
_ABOVE = 6
"""How many lines of the item's text may sit between its first line and the block."""


def item_fences(text: str) -> str:
    """The text with each fenced block at the margin that sits between a list item and the
    item's nested bullets indented into the item (see the module docstring)."""
    if not has_fences(text) or _CLOSE_THEN_BULLET_RE.search(text) is None:
        return text
    lines = text.split("\n")
    blocks = _blocks(lines)
    for first, last, indent in blocks:
        for k in range(first, last + 1):
            if lines[k].strip():  # its own tabs first: the indent must not eat into them
                lines[k] = " " * indent + expand_leading_tabs(lines[k])
    return "\n".join(lines) if blocks else text


def _blocks(lines: list[str]) -> list[tuple[int, int, int]]:
    """Each fenced block at the margin between a list item and its nested bullets: its
    opening line, its closing line and the indent of the item's text."""
    blocks: list[tuple[int, int, int]] = []
    for opened, k in closed_fences(lines):
        if lines[k][:1] in "`~" and lines[opened][:1] in "`~":
            indent = _item_indent(lines, opened)
            if indent and _nested_below(lines, k, indent):
                blocks.append((opened, k, indent))
    return blocks


def _item_indent(lines: list[str], fence: int) -> int:
    """The indent of the text of the list item right above the block at `fence` (blank
    lines between), 0 when none is there: its bullet's first line, maybe wrapped."""
    k = text_above(lines, fence)
    for j in range(k, max(k - _ABOVE, -1), -1):
        line = lines[j]
        if not line.strip() or line.lstrip(" ")[:1] in ("`", "~", "#"):
            return 0
        m = LIST_ITEM_RE.match(line)
        if m is not None:
            return m.end() if "\t" not in m.group(0) else 0
    return 0


def _nested_below(lines: list[str], close: int, indent: int) -> bool:
    """Whether the next line with text after the closing fence is a bullet nested in the
    item (indented at least to its text, less than four columns past it)."""
    for line in lines[close + 1 : close + 3]:
        if line.strip():
            m = _BULLET_RE.match(line)
            return m is not None and indent <= len(m.group("indent")) < indent + 4
    return False

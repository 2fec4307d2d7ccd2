"""A heading at the margin inside a bulleted question's answer:

    ## Java
    * **What are A, B and C?**
        **Answer:** A is ..., B is ..., C is ...

    ### Differences between `A`, `B` and `C`
    | x | y |
    |---|---|

    * **What is D?**
        - D is ...

Notes whose questions are top-level bullets, each answered by the lines indented under it,
sometimes set a part of an answer apart with a heading typed at the margin (a comparison
table, a note). CommonMark ends the list there, so the heading was a question of its own
(`Differences between ...` asks) and its answer ran on over the bullet questions after it,
with their answers, up to the next section: two questions lost in silence. The heading is
a part of the answer above when

- it is deeper than the section heading over the bullets (`###` under `##`) and does not
  end with `?` (a title, not a question written as a heading);
- the bullet right above it asks and has its answer indented under it;
- text follows the heading (its table, its note), then, before any other heading, a
  bullet at the margin that asks again: the list of questions goes on after it.

The heading and the text under it are then indented to the item's answer, line for line
(the lines already indented that far are left as written), and the item reads them as more
of its answer. A heading right over bullets (a sub-section of questions) is left as it is.

A list of exercises often answers each at the margin, under its item, with its code fence;
one item with two answers sets them apart with headings, each over its own fence:

    2. Write a function that finds the largest item.
    ### With the iterator
    ```
    v.iter().max()
    ```
    ### With a loop
    ```
    ...
    ```
    3. Write a function that ...

The headings ended the list, the item had no answer and its code went to no card. Headings
right under an asking item (blank lines apart) open its answer when each is deeper than the
section over the items, does not end with `?`, and has a code fence right under it, and the
part they open runs, with no other heading, up to a margin item that asks again. The part is
indented by the item's text column, line for line, so the code keeps its own indentation.
"""

from __future__ import annotations

from dataclasses import dataclass

from srs.importers.asking import asks
from srs.importers.common import heading_of, holds, indent_of
from srs.importers.fences import fence_after, outside_code
from srs.importers.holding import BULLETS, NUMBERED, search_led
from srs.importers.labelwords import QUESTION_MARKS
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["item_headings"]

_TOP_ITEM_RE = lazy(r"^(?:[-*+]|\d{1,3}[.)])(?P<gap> +)(?P<text>\S.*)$")
"""A list item at the margin, its marker followed by spaces (its text's column is known)."""
_ANY_TOP_ITEM_RE = lazy(r"\n(?:[-*+]|\d{1,3}[.)]) +\S")


def item_headings(text: str) -> str:
    """The text with each heading inside a bulleted question's answer indented into it
    (see the module docstring); a cheap test first."""
    if not holds(text, "\n#") or not search_led(_ANY_TOP_ITEM_RE, text, BULLETS, NUMBERED):
        return text
    lines = text.split("\n")
    walk = _Walk()
    skip = -1  # the last line of a part just indented
    for k, line in outside_code(lines):
        if k <= skip or not line.strip():
            continue
        heading = heading_of(Line(k, line))
        if heading is None or not heading[1]:
            walk.read(line)
            continue
        opening = not walk.low
        end = walk.part_end(lines, k, heading)
        if end is not None and opening:
            _shift(lines, k, end, walk.item)
        elif end is not None:
            _indent(lines, k, end, walk.item, walk.low)
            skip = end - 1
    return "\n".join(lines)


@dataclass
class _Walk:
    """Where a walk down the lines stands: the section and the asking item it is in."""

    section: int = 0
    """The level of the heading over the items."""
    item: int = 0
    """The text column of the asking item above (0: none)."""
    low: int = 0
    """The least indent of that item's answer lines (0: no answer yet)."""

    def read(self, line: str) -> None:
        """Take in a line with text that is no heading."""
        top = _TOP_ITEM_RE.match(line)
        indent = indent_of(line.expandtabs(4)) if top is None else 0
        if top is not None:  # a new item: an asking one's answer is looked for below
            asking = asks(top.group("text"))
            self.item, self.low = (len(line) - len(top.group("text")) if asking else 0), 0
        elif indent and self.item:
            self.low = min(self.low or indent, indent)  # the asking item's answer
        elif not indent:
            self.item = self.low = 0  # text at the margin: the list has ended

    def part_end(self, lines: list[str], k: int, heading: tuple[int, str]) -> int | None:
        """The row that ends the answer's part the heading at `k` opens, or None: then the
        heading opens a section of its own."""
        level, title = heading
        titled = not title.rstrip(" *_").endswith(QUESTION_MARKS)
        end = None
        if self.item and 0 < self.section < level and titled:
            end = _part_end(lines, k) if self.low else _opening_end(lines, k, level)
        if end is None:
            self.section, self.item, self.low = level, 0, 0
        return end


def _part_end(lines: list[str], heading: int) -> int | None:
    """The row of the asking bullet at the margin after the heading at `heading` and the
    text under it, or None: no text, another heading first, or no such bullet."""
    fence: str | None = None
    held = False
    for k in range(heading + 1, len(lines)):
        line = lines[k]
        was_code = fence is not None
        fence, is_fence = fence_after(fence, line)
        if was_code or is_fence:
            held = True
            continue
        other = heading_of(Line(k, line))
        if other is not None and other[1]:
            return None
        top = _TOP_ITEM_RE.match(line)
        if top is not None:
            return k if held and asks(top.group("text")) else None
        held = held or bool(line.strip())
    return None


def _opening_end(lines: list[str], heading: int, level: int) -> int | None:
    """The row of the asking item at the margin after the headed parts the heading at
    `heading` opens right under an item, or None: a heading not at the margin (indented
    already), a part with no fence right under its heading, a heading of another level or
    one that asks, or no such item."""
    if not _right_under_item(lines, heading):
        return None
    fence: str | None = None
    after_heading = True
    for k in range(heading + 1, len(lines)):
        line = lines[k]
        was_code = fence is not None
        fence, is_fence = fence_after(fence, line)
        if was_code or is_fence:
            after_heading = after_heading and not is_fence
            continue
        if not line.strip():
            continue
        if after_heading:
            return None  # text, not code, right under the heading
        other = heading_of(Line(k, line))
        if other is not None and other[1]:
            if not _sibling_part(other, level):
                return None
            after_heading = True
            continue
        top = _TOP_ITEM_RE.match(line)
        if top is not None:
            return k if asks(top.group("text")) else None
    return None


def _sibling_part(heading: tuple[int, str], level: int) -> bool:
    """Whether a heading met in the headed parts opens one more: the first one's level, and
    a title, not a question."""
    return heading[0] == level and not heading[1].rstrip(" *_").endswith(QUESTION_MARKS)


def _right_under_item(lines: list[str], heading: int) -> bool:
    """Whether the heading at `heading` is at the margin (not one indented into an item
    already) and the first line with text above it is a list item at the margin (not code,
    which the walk does not read, closing an answer in between)."""
    if not lines[heading].startswith("#"):
        return False
    for k in range(heading - 1, -1, -1):
        if lines[k].strip():
            return _TOP_ITEM_RE.match(lines[k]) is not None
    return False


def _indent(lines: list[str], start: int, end: int, item: int, low: int) -> None:
    """Indent the rows from `start` up to `end` into the item whose text is at column
    `item`, its answer's lines at `low` or deeper: each row short of `low` moves by `low`
    columns (its own indent kept on top), never to four columns past the item's text (an
    indented code block there); the answer's lines and the part's share their margin."""
    column = min(max(low, item), item + 3)
    for k in range(start, end):
        indent = indent_of(lines[k].expandtabs(4))
        if lines[k].strip() and indent < column:
            lines[k] = " " * (min(indent + column, item + 3) - indent) + lines[k]


def _shift(lines: list[str], start: int, end: int, item: int) -> None:
    """Indent the rows from `start` up to `end` by `item` columns, the item's text column:
    the answer's own lines all at the margin, each keeps its indentation inside the item
    (a leading tab as the 4 columns it stands for: after the item's columns it would count
    for 1)."""
    for k in range(start, end):
        line = lines[k]
        if line.strip():
            body = line.lstrip(" \t")
            lines[k] = " " * item + line[: len(line) - len(body)].expandtabs(4) + body

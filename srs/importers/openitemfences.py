"""Where a list item's fenced block, left open, ends: where the item does.

A fenced block that is a list item's content belongs to the item, and CommonMark closes it
when the item ends, closing fence or not. A practice exam gives each option as code under an
empty box, and one option's fence is never closed:

      - [x]
          ```sql
          CREATE TABLE payments COMMENT "..."
          ```
      - [ ]
          ```sql
          CREATE TABLE payments COMMENT("...")
      - [ ]
          ```sql
          ...

The page shows five options, each its code. The block's walk of deep fences
(srs.importers.blocklines.indented_code) paired fence marks in turn instead: the next
option's opening fence closed the open block, the options after it read as code and their
code as text, and the options were lost. Here a list item at or left of the indent of the
item the fence sits in (a sibling or an outer item) ends that item, and so the fence; any
other line, less indented or not, is still code (a snippet pasted at the margin inside an
indented fence is read as its author meant it, as before).
"""

from __future__ import annotations

from srs.importers.common import LIST_ITEM_RE
from srs.importers.values import Line

__all__ = ["ends_item", "item_indent"]

NO_ITEM = -1
"""The indent `item_indent` gives a fence that sits in no list item."""


def item_indent(lines: list[Line], k: int) -> int:
    """The indent of the list item whose content the fence on line k is (the nearest line
    above it with text, less indented than the fence, is the item's marker); `NO_ITEM` for a
    fence in no list item."""
    deep = _indent(lines[k].text)
    for j in range(k - 1, -1, -1):
        text = lines[j].text
        if not text.strip() or _indent(text) >= deep:
            continue
        return _indent(text) if not lines[j].code and LIST_ITEM_RE.match(text) else NO_ITEM
    return NO_ITEM


def ends_item(line: Line, indent: int) -> bool:
    """Whether a line ends the list item at `indent` (see the module doc): it opens another
    item at that indent or left of it."""
    return (
        indent != NO_ITEM
        and not line.code
        and _indent(line.text) <= indent
        and LIST_ITEM_RE.match(line.text) is not None
    )


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip(" \t"))

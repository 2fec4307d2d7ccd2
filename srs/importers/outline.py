"""A heading over a plain list of the headings that follow: the document's outline.

Notes numbered by topic often open with an outline under a heading of the same kind as the
topics (`#### 0. Outline` over `- ClassLoader`, `- GC roots`, ... above `#### 1. ClassLoader`,
`#### 8. GC roots`). Unlike a table of contents of links, its items are plain words, so the
heading was read as one more question, its answer the list of topics. A heading whose
text below is only a list, at least `_ITEMS` items, two in three of which name a heading
further on (numbering, marks and case aside), is the outline: a section, never a card.

Used by the Markdown reader (srs.importers.markdown) when it sorts headings.
"""

from __future__ import annotations

from srs.importers.common import LIST_ITEM_RE
from srs.importers.inpagelinks import title_words
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["heading_names", "lists_later_headings"]

_ITEMS = 3
"""An outline names at least this many headings."""

_NUMBER_RE = lazy(r"^(?:\d{1,3}(?:\.\d{1,3})*[.)]?|[-*+])[ \t]+")
"""An item's list mark, or the number a heading and its outline's item both may carry
(`#### 1. ClassLoader` named by `- ClassLoader`)."""


def _name(text: str) -> str:
    """A heading's or an item's words: no list mark or number, then its words as any title's
    are compared (srs.importers.inpagelinks: no marks, case or closing stop)."""
    return title_words(_NUMBER_RE.sub("", text.strip()))


def heading_names(headings: dict[int, tuple[int, str]]) -> dict[str, int]:
    """Each heading's words and the line of the last heading that has them."""
    return {_name(text): i for i, (_, text) in headings.items()}


def lists_later_headings(span: list[Line], i: int, names: dict[str, int]) -> bool:
    """Whether the lines under the heading at line i (`span`, up to the next heading) are
    only a list that names the headings after it (see the module docstring)."""
    items: list[str] = []
    for line in span:
        if not line.text.strip():
            continue
        if line.code or LIST_ITEM_RE.match(line.text) is None:
            return False
        items.append(line.text)
    if len(items) < _ITEMS:
        return False
    named = sum(1 for item in items if names.get(_name(item), -1) > i)
    return 3 * named >= 2 * len(items)

"""Headings that only number the card under them (`### Card 12`, `### CONCURRENCY-JN-07`),
no topic to review by.

A flash-card page heads each card with its own number (`### Card 1` over `**Q:** ...`, 200 of
them), a study tracker with an item's ID: each heading was read as a section over its one
card, and its words became that card's tag, 200 tags of one card each (`card-1` ...
`card-200`) that say nothing of a topic. Where three headings or more each hold one card and
read the same but for their digits, they are the cards' numbers: their cards take no tag from
them. Topics numbered so (`## 1. Arrays`, `## 2. Trees`) differ in their words and keep theirs.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from srs.importers.lazyre import lazy
from srs.importers.ownheadings import Sections
from srs.importers.values import Section

__all__ = ["numbering_sections"]

_DIGITS_RE = lazy(r"\d+")
_LEAST = 3
"""Headings that read the same but for their digits, at least, to be a numbering."""


def numbering_sections(sections: Iterable[Section], per_section: Sections) -> frozenset[int]:
    """The ids of the sections whose headings only number their one card (see the module
    doc)."""
    alike: dict[str, list[int]] = defaultdict(list)
    for section in {id(s): s for s in sections}.values():
        if per_section[id(section)] == 1 and any(ch.isdigit() for ch in section.title):
            alike[_DIGITS_RE.sub("#", section.title.casefold())].append(id(section))
    return frozenset(key for keys in alike.values() if len(keys) >= _LEAST for key in keys)

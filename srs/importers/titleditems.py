"""Numbered items titled in bold as topics, the questions of a page of study notes.

`1. **Role of a web browser:**` over `   - A browser retrieves ...`: a page that writes each
question as a topic to explain and sets the answer under it asks nothing in words. The
structure pass keeps titled items only among numbered questions that ask (a README's steps
are bold too: `1. **Install**`), or on such a page: many titled items, few that ask, and no
heading or bold paragraph that asks (where those are the questions, titled items are points
of their answers).
"""

from __future__ import annotations

from typing import Protocol

from srs.importers.asking import asks
from srs.importers.common import NUMBERED_TEXT_RE, Start
from srs.importers.labeltext import numbered_text

TOPIC_TITLES = 4
"""How many numbered items with an answer, most of them titled, make a page of topics, not
a few steps."""


class _Found(Protocol):
    headings: dict[int, tuple[int, str]]
    starts: dict[int, Start]


def topic_page(titled: set[int], asking: set[int], found: _Found) -> bool:
    """Whether the page's titled numbered items are its questions: with the numbered items
    that ask, at least `TOPIC_TITLES`, and twice as many as those; every other start one of
    those items, and no heading that asks (its cheap test, a `?`, first)."""
    if len(titled | asking) < TOPIC_TITLES or len(titled) < 2 * len(asking):
        return False
    if any(i not in titled and i not in asking for i in found.starts):
        return False
    return not any("?" in text or asks(text) for _, text in found.headings.values())


def numbered_asking_headings(headings: dict[int, tuple[int, str]]) -> int:
    """How many headings are numbered questions that ask (`### 7. **What is a view?**`).
    A page whose questions are such headings may set a few tasks as titled numbered items
    (`1. **Find the second highest salary.**` over its query, in a `Practical questions`
    section): among numbered questions that ask, those are questions as well, whether the
    others are list items or headings."""
    count = 0
    for _, text in headings.values():
        if not text[:1].isdigit():
            continue  # the cheap test first: most headings are not numbered
        m = NUMBERED_TEXT_RE.match(text)
        if m is not None and asks(numbered_text(m.group("text"))):
            count += 1
    return count

"""Numbered items titled in bold as topics, the questions of a page of study notes.

`1. **Role of a web browser:**` over `   - A browser retrieves ...`: a page that writes each
question as a topic to explain and sets the answer under it asks nothing in words. The
structure pass keeps titled items only among numbered questions that ask (a README's steps
are bold too: `1. **Install**`), or on such a page: many titled items, few that ask, and no
heading or bold paragraph that asks (where those are the questions, titled items are points
of their answers).

Or in a list written as one of questions (`titled_like_asking`): `1. **What is a dict?**`,
`2. **for and while**`, `3. **What is a set?**`, each a bold line over its answer indented
inside it, numbered in order, two or more asking. The title that names a topic is written as
its neighbours that ask are, and was glued into the answer above it, in silence, where the
page held fewer than three numbered questions that ask.
"""

from __future__ import annotations

from typing import Protocol

from srs.importers.asking import asks
from srs.importers.common import NUMBERED_TEXT_RE, Start
from srs.importers.labeltext import numbered_text
from srs.importers.listitems import ListItems

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


_LIKE_ASKING = 2
"""How many items of a list of bold titles must ask for its titles that do not to be its
questions too: one alone may be a step's title worded as a question."""


def titled_like_asking(listed: ListItems) -> bool:
    """Whether a numbered list's titled items are questions as its asking items are: every
    item a bold line alone (`1. **for and while**`), every answer indented inside its item,
    the numbers in order (an unanswered item among them counted), and two or more ask. (A
    list of bold terms under a question, `1. **Fast**` / `2. **Cheap**`, asks in none.)"""
    if not listed.ordered or not listed.titled or len(listed.bold) < len(listed.items):
        return False
    asking = listed.unanswered
    offsets: set[int] = set()
    for place, (_, start) in enumerate(listed.items):
        if start is None:
            continue
        if start.end is None or start.number is None:
            return False  # an answer after the item, or an item not numbered
        offsets.add(start.number - place)
        asking += not start.titled
    return asking >= _LIKE_ASKING and len(offsets) == 1

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

Among three or more numbered questions that ask, a numbered list of titles none of which asks,
each over bullets alone (`1. **Speed**` / `   - Shorter feedback loops`), is a course page's
list of points (why a tool matters, best practices), not its questions (`quiet_titled_lists`):
the page's questions ask, and this list holds none of them. A list with one asking item
among its titles keeps them (written as its neighbours are), and so does a list whose titles
are answered in prose or with an answer label, or whose count runs on from the questions
before it (a worksheet's parts, `# 3 - Pairs` over `4. **Pair each X with its Y:**`).
"""

from __future__ import annotations

from typing import Protocol

from srs.importers.asking import asks
from srs.importers.common import NUMBERED_TEXT_RE
from srs.importers.itemlabels import labelled_item
from srs.importers.labeltext import numbered_text
from srs.importers.listitems import ListItems
from srs.importers.numberednotes import points_only
from srs.importers.values import Line, Start

TOPIC_TITLES = 4
"""How many numbered items with an answer, most of them titled, make a page of topics, not
a few steps."""


class _Found(Protocol):
    headings: dict[int, tuple[int, str]]
    starts: dict[int, Start]


class _Titled(_Found, Protocol):
    numbered_items: set[int]
    titled_items: set[int]
    titled_runs: list[list[int]]


def topic_page(titled: set[int], asking: set[int], found: _Found) -> bool:
    """Whether the page's titled numbered items are its questions: with the numbered items
    that ask, at least `TOPIC_TITLES`, and twice as many as those; every other start one of
    those items, and no heading that asks (its cheap test, a `?`, first)."""
    if len(titled | asking) < TOPIC_TITLES or len(titled) < 2 * len(asking):
        return False
    if any(i not in titled and i not in asking for i in found.starts):
        return False
    return not any("?" in text or asks(text) for _, text in found.headings.values())


_TITLES_AMONG = 3
"""How many numbered questions that ask make titled numbered items questions too."""


def drop_lone_titles(found: _Titled, lines: list[Line]) -> None:
    """Titled numbered items (`1. **Browse the topics**`, a README's steps) are questions only
    in a document with numbered questions that ask (items, or headings: see
    `numbered_asking_headings`): there they are written the same way. One whose own body
    holds an answer label (`**Answer:**`, srs.importers.itemlabels) is a question anywhere.
    Among those that ask, a list of titles over bullets that asks in none of its items is
    the page's notes (`quiet_titled_lists`)."""
    asking = found.numbered_items - found.titled_items
    if topic_page(found.titled_items, asking, found):
        return
    if len(asking) >= _TITLES_AMONG:
        return quiet_titled_lists(found, lines)  # an outline among the questions: no cards
    if found.titled_items and numbered_asking_headings(found.headings) >= _TITLES_AMONG:
        return  # numbered question headings that ask, a section of tasks among them
    for i in found.titled_items:
        if not labelled_item(lines, i):
            found.starts.pop(i, None)
            found.numbered_items.discard(i)
    found.titled_items.clear()


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


def quiet_titled_lists(found: _Titled, lines: list[Line]) -> None:
    """Drop from `found` the titled items of each numbered list that asks in none of its
    items and sets only bullets under each title (see the module doc): the page's numbered
    questions that ask are its questions, these are its notes."""
    for run in found.titled_runs:
        if not run or any(i not in found.titled_items for i in run):
            continue  # an item that asks (or one taken as its neighbours are) among the titles
        if found.starts[run[0]].number != 1:
            continue  # a count running on from the questions before it: one list of them
        if not all(_over_points(found.starts[i], i, lines) for i in run):
            continue
        for i in run:
            del found.starts[i]
            found.numbered_items.discard(i)
            found.titled_items.discard(i)


def _over_points(start: Start, i: int, lines: list[Line]) -> bool:
    """Whether titled item i (its `start`) is a bold title alone over bullets indented inside
    its item, and asks in neither (nor labels an answer: `- **Answer:** ...`)."""
    if start.end is None or start.rest or asks(start.label) or labelled_item(lines, i):
        return False
    return points_only(lines[i + 1 : start.end])

"""Headings that are sections on a page whose questions are labelled, told by their siblings:
a guide's numbered chapters (`chapters`) and the titles over teaching notes (`noted_sections`).

    ### Level 1: What is a disk?
    **Concepts:**
    - A disk stores data.

    **Question:** Which part of a hard disk holds the data?

A lesson or quiz-game sheet heads each step with a title, sets out what the step teaches, then
asks the step's question by a label (`**Question:**`, `Q:`). Most such titles name a topic
(`### Level 3: Cables & Signals`) and were already sections, being over a question; the few
phrased as questions (`What is a disk?`) were read as questions answered in prose before the
labelled one below, and their notes became junk cards. Where two or more headings at a level
hold a question and do not ask, they outnumber the ones that ask, and three in four of the
level's headings hold one (each step of the sheet asks its question), the labelled questions
are the page's questions: a heading at that level that asks and holds one is its section too.
On a design write-up whose few dialogue headings hold an `**Interviewer:**` follow-up, a
heading that asks (`### 6.2 Why a KV store?`) stays the question its prose answers.
A page where most such headings ask (`### 2. How do you count values?` answered in prose over
`**Q3. ...**`) keeps them as questions.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter

from srs.importers.asking import asks
from srs.importers.common import NUMBERED_TEXT_RE

__all__ = ["chapters", "noted_sections"]


def noted_sections(headings: dict[int, tuple[int, str]], others: list[int], end: int) -> set[int]:
    """The headings that ask but head a labelled question's notes (see the module doc).

    Args:
        headings: every heading's row -> its level and text, in row order.
        others: the rows of the question starts, ascending.
        end: the row past the body's last line.
    """
    rows = list(headings)
    asking: dict[int, list[int]] = {}
    topical: Counter[int] = Counter()
    count: Counter[int] = Counter(level for level, _ in headings.values())
    for k, i in enumerate(rows):
        nxt = rows[k + 1] if k + 1 < len(rows) else end
        inner = bisect_left(others, i + 1)
        if inner == len(others) or others[inner] >= nxt:
            continue  # no question under it
        level, text = headings[i]
        if asks(text):
            asking.setdefault(level, []).append(i)
        else:
            topical[level] += 1
    return {
        i
        for level, found in asking.items()
        if topical[level] >= 2
        and topical[level] > len(found)
        and 4 * (topical[level] + len(found)) >= 3 * count[level]  # the level's steps
        for i in found
    }


def chapters(headings: dict[int, tuple[int, str]]) -> set[int]:
    """In a document that labels its questions (`**Q1: ...?**`), the numbered headings that
    do not ask at a level where most numbered headings do not: a guide's chapters (`## 3.
    Where system design is applied` ... `## 11. Interview questions`), not questions. Where
    most numbered headings ask (`## 3. What is the state file?`), one that does not is
    still a question among them."""
    numbered: dict[int, list[tuple[int, bool]]] = {}
    for i, (level, text) in headings.items():
        m = NUMBERED_TEXT_RE.match(text)
        if m is not None:
            numbered.setdefault(level, []).append((i, asks(m.group("text"))))
    return {
        i
        for rows in numbered.values()
        if 2 * sum(asking for _, asking in rows) < len(rows)
        for i, asking in rows
        if not asking
    }

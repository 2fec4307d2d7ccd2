"""Where a heading sits in the tree of headings: its parent, and whether that parent asks or
says that questions follow (`## Interview Questions` over `### Repeated payments`).

Used by the Markdown reader (srs.importers.markdown) when it sorts headings into questions,
sections and parts of answers.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import FRONT_MATTER_RE, NUMBERED_TEXT_RE
from srs.importers.labelstart import label_start
from srs.importers.lazyre import lazy

__all__ = ["QUESTIONS_HEADING_RE", "heading_parent", "in_questions_section", "under_question"]


def heading_parent(headings: dict[int, tuple[int, str]], i: int) -> tuple[int, str] | None:
    """The level and text of the nearest heading above heading i at a higher level."""
    level = headings[i][0]
    for row in reversed([r for r in headings if r < i]):
        if headings[row][0] < level:
            return headings[row]
    return None


def under_question(headings: dict[int, tuple[int, str]], i: int) -> bool:
    """Whether heading i sits right under a heading that asks (`## What are window
    functions?` over `### Example 2: ...`)."""
    parent = heading_parent(headings, i)
    return parent is not None and (
        asks(parent[1]) or label_start(parent[1], in_heading=True) is not None
    )


def in_questions_section(headings: dict[int, tuple[int, str]], i: int) -> bool:
    """Whether heading i sits right under a short heading that says questions follow
    (`## Interview Questions` over `### Repeated payments`, a task set as a question); not
    under a title (`# Docker Interview Questions - Complete Guide`), nor a table of contents,
    nor itself a heading that says questions follow (a part of the section's questions)."""
    parent = heading_parent(headings, i)
    if parent is None or FRONT_MATTER_RE.match(headings[i][1]):
        return False
    if QUESTIONS_HEADING_RE.search(headings[i][1]) is not None:
        return False  # `## SDLC Questions` under `# DevOps Questions`: a part of them, no task
    text = parent[1]
    return (
        len(text.split()) <= _SECTION_WORDS
        and QUESTIONS_HEADING_RE.search(text) is not None
        and not label_start(text, in_heading=True)
        and not _numbered_siblings(headings, i)
    )


def _numbered_siblings(headings: dict[int, tuple[int, str]], i: int) -> bool:
    """Whether the section's other headings at heading i's level are numbered, most of them
    (two at least): its questions are (`## 42. Build a REST API`), so an unnumbered heading
    among them (`## Best Practices` over a list of tips) is a note beside them, not one of its
    tasks set as a question."""
    level = headings[i][0]
    rows = list(headings)
    k = rows.index(i)
    others: list[str] = []
    for step in (-1, 1):
        j = k + step
        while 0 <= j < len(rows) and headings[rows[j]][0] >= level and abs(j - k) <= _SPAN:
            if headings[rows[j]][0] == level:
                others.append(headings[rows[j]][1])
            j += step
    numbered = sum(1 for text in others if NUMBERED_TEXT_RE.match(text))
    return numbered >= _NUMBERED_FEWEST and 2 * numbered > len(others)


_NUMBERED_FEWEST = 2
"""How many numbered sibling headings make a section's questions numbered."""
_SPAN = 10
"""How many headings each way are looked at: the nearest siblings tell (a long section's
far ones need not be read for each of its headings)."""


_SECTION_WORDS = 4
"""At most this many words in a heading that names a section of questions (`## Premium
Interview Questions`); a longer one is a document's title."""


QUESTIONS_HEADING_RE = lazy(
    r"\b(?:questions|quiz|follow[- ]?ups?|test\s+yourself|self[- ]check|check\s+yourself)\b", re.I
)
"""A sub-heading that says questions follow (`### Follow-up Questions`, `#### Quiz`)."""

"""Section headings well above the questions: `## What to expect` over `#### What is a class?`.

A blog post asks its questions as `####` headings under `##` sections (`## Begin!`,
`## Wrapping things up`). A section whose title happens to ask (`## What to expect`,
`## Your Own Questions?`) was a question with the section's prose for its answer. A
candidate two or more levels above the questions' own level, at a level where fewer than
half the headings are questions, is a section: it leaves the candidates, and its text is
reported as text in no card where it lies between questions.

So is one over a sub-heading that says the questions follow, under which most of them are
(`## Why Go ?` over its selling points, then `### Questions` over a contents list and the
`#### Q1. ...` headings): the page's introduction, whose answer would be the contents list.
A question with a few follow-ups of its own (`### Follow-up questions`) holds no more than a
few of the page's questions.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter

from srs.importers.headingtree import QUESTIONS_HEADING_RE
from srs.importers.values import Start

__all__ = ["upper_sections"]


def upper_sections(
    headings: dict[int, tuple[int, str]], candidates: dict[int, tuple[int, Start, bool]]
) -> None:
    """Drop from `candidates` the section headings well above the questions (see the module
    doc); numbered and labelled questions stay."""
    if len(candidates) < 3:
        return
    q_level = Counter(level for level, _, _ in candidates.values()).most_common(1)[0][0]
    at_level = Counter(level for level, _ in headings.values())
    asking = Counter(level for level, _, _ in candidates.values())
    rows = sorted(headings)
    for i, (level, start, labelled) in list(candidates.items()):
        if level > q_level - 2 or labelled or start.number is not None:
            continue
        if 2 * asking[level] < at_level[level] or _over_questions(headings, rows, candidates, i):
            del candidates[i]


_SECTION_WORDS = 4
"""At most this many words in a sub-heading that says the questions follow (`### Questions`,
`### Interview Questions`)."""


def _over_questions(
    headings: dict[int, tuple[int, str]],
    rows: list[int],
    candidates: dict[int, tuple[int, Start, bool]],
    i: int,
) -> bool:
    """Whether heading i holds a sub-heading saying the questions follow (one not a question
    itself), and most of the candidates sit under it; `rows`: the heading lines, ascending."""
    level = headings[i][0]
    named = held = 0
    for row in rows[bisect_right(rows, i) :]:
        sub_level, text = headings[row]
        if sub_level <= level:
            break
        held += row in candidates
        if row not in candidates and len(text.split()) <= _SECTION_WORDS:
            named += QUESTIONS_HEADING_RE.search(text) is not None
    return named > 0 and 2 * held > len(candidates)

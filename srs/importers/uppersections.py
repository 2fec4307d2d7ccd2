"""Section headings well above the questions: `## What to expect` over `#### What is a class?`.

A blog post asks its questions as `####` headings under `##` sections (`## Begin!`,
`## Wrapping things up`). A section whose title happens to ask (`## What to expect`,
`## Your Own Questions?`) was a question with the section's prose for its answer. A
candidate two or more levels above the questions' own level, at a level where fewer than
half the headings are questions, is a section: it leaves the candidates, and its text is
reported as text in no card where it lies between questions.
"""

from __future__ import annotations

from collections import Counter

from srs.importers.common import Start

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
    for i, (level, start, labelled) in list(candidates.items()):
        if level > q_level - 2 or labelled or start.number is not None:
            continue
        if 2 * asking[level] < at_level[level]:
            del candidates[i]

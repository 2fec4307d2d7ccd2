"""Plain headings among question headings whose answers keep their parts one level deeper:
`## Pickling` between `## Explain the map function.` (over `### Key Points`) and `## Could you
explain ...?` (over `### Caveats`).

A plain heading between two sibling questions is read as a part of the answer above it
(`## Direct answer`, `## Example` under `## Question 1.`), written at the question's level.
Where the questions' own answers put their parts in deeper headings (three or more question
headings straight over a plain sub-heading), the document does not write parts at the
question's level: a plain heading there, over text of its own and no question, is one more
item of the list, a topic (`## Reduce function`) or a prompt told with a stop, and a card.
A heading that names an answer's part (`## Example`, `## Explanation`, `## References`)
stays a part.
"""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

from srs.importers.common import ANSWER_WORD_RE
from srs.importers.headings import (
    EXAMPLE_HEADING_RE,
    EXPLANATION_HEADING_RE,
    REFERENCES_RE,
    holds_question,
    rows_after,
)
from srs.importers.values import Start

__all__ = ["deeper_part_siblings"]

_SPLIT_ANSWERS = 3
"""How many question headings straight over a plain sub-heading show the document's parts
are deeper than its questions."""


def _split_levels(
    rows: list[int],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
) -> set[int]:
    """The levels whose question headings keep their answers' parts deeper (see the module):
    one heading per item, every question at that level (where some questions sit deeper, a
    plain heading at the upper level may be a section over them, or its answer's part)."""
    count: Counter[int] = Counter()
    for i, j in pairwise(rows):
        if i in candidates and j not in candidates and headings[j][0] > headings[i][0]:
            count[headings[i][0]] += 1
    if len(candidates) < _SPLIT_ANSWERS:
        return set()
    levels = {level for level, _, _ in candidates.values()}
    return {level for level, n in count.items() if n >= _SPLIT_ANSWERS and levels == {level}}


def _part_name(text: str) -> bool:
    return any(
        p.match(text) is not None
        for p in (EXAMPLE_HEADING_RE, EXPLANATION_HEADING_RE, REFERENCES_RE, ANSWER_WORD_RE)
    )


def deeper_part_siblings(
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    plain: list[tuple[int, int, str]],
    split: set[int] | None = None,
) -> set[int]:
    """The plain headings (see the module) after the first question at their level made
    question candidates, and no longer plain (so `siblings` weighs the questions as they
    stand). Only among questions written as plain headings: among numbered or labelled ones
    (`## 94. How do you deploy?`), an unnumbered heading is a part of the answer above.

    Returns the levels so read, for the reader's next pass over the headings to keep
    (`split`): the sub-headings it gives to answers no longer show where parts sit."""
    rows = list(headings)
    if split is None:
        split = _split_levels(rows, headings, candidates) - {
            level for level, start, labelled in candidates.values() if labelled or start.number
        }
    if not split or not plain:
        return split
    index = {i: k for k, i in enumerate(rows)}
    first: dict[int, int] = {}
    for i, (level, _, _) in candidates.items():
        first[level] = min(i, first.get(level, i))
    kept = []
    for heading in plain:
        i, level, text = heading
        if (
            level in split
            and i > first[level]
            and not _part_name(text)
            and not holds_question(rows_after(rows, index[i]), headings, candidates, level)
        ):
            candidates[i] = (level, Start(None, text), False)
        else:
            kept.append(heading)
    plain[:] = kept
    return split

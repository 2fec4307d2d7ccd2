"""A heading that asks between two labelled question headings numbered one after the other:
a section of the first one's answer.

    ## Q6. AWS EC2 (Elastic Compute Cloud)
    Amazon EC2 is a core compute service ...
    ---
    ## 🌐 **What Is EC2?**
    * Virtual servers in the cloud ...
    ## Q7. Accessing AWS EC2 Instances

Notes that label and number their questions (`## Q6.`) write each long answer in sections at
the question's own level, and a section may ask. Read as a question, it cut the answer above
in two and made a card of its second half. Where three question headings or more are labelled
and numbered, an unlabelled, unnumbered heading at their level between question n and
question n + 1 is no question when it is dressed as the answers' sections are and the
questions are not (led by a pictograph, or wholly in bold): the numbers say none is missing
there, and it stays in question n's answer. One dressed as the questions are (`## What is a
branch?` between `## Question 1. What is a commit?` and `## Question 2. ...`) is a question
the page asks without a label, as before.
"""

from __future__ import annotations

import itertools
from bisect import bisect_left, bisect_right

from srs.importers.placeholders import LEAD_PICTOGRAPHS_RE
from srs.importers.values import Candidate, Line

__all__ = ["within_numbered_answers"]

_MIN_LABELLED = 3


def within_numbered_answers(
    lines: list[Line], candidates: dict[int, Candidate], chosen: list[int]
) -> set[int]:
    """The unlabelled headings of `chosen` that sit between consecutively numbered, labelled
    question headings of their level (see the module doc): text of the answer above."""
    numbered = [
        i for i in chosen if candidates[i][1].labelled and candidates[i][1].number is not None
    ]
    if len(numbered) < _MIN_LABELLED:
        return set()
    dressed = {_dress(lines[i].text) for i in numbered}
    inside: set[int] = set()
    ordered = sorted(chosen)
    for first, nxt in itertools.pairwise(numbered):
        level, start, _ = candidates[first]
        if candidates[nxt][0] != level or candidates[nxt][1].number != (start.number or 0) + 1:
            continue
        between = ordered[bisect_right(ordered, first) : bisect_left(ordered, nxt)]
        inside.update(
            i
            for i in between
            if candidates[i][0] == level
            and not candidates[i][1].labelled
            and candidates[i][1].number is None
            and _dress(lines[i].text) not in dressed
            and _dress(lines[i].text) != (False, False)
        )
    return inside


def _dress(line: str) -> tuple[bool, bool]:
    """How a heading line's text is dressed: led by a pictograph, and wholly in bold past it."""
    text = line.strip().lstrip("#").strip()
    m = LEAD_PICTOGRAPHS_RE.match(text)
    rest = text[m.end() :] if m else text
    return m is not None, rest.startswith(("**", "__")) and rest.endswith(("**", "__"))

"""An unnumbered heading, deeper than a run of numbered question headings, between two of
them numbered one after the other: a part of the answer above it, not a question.

A page numbers its questions (`## 13. Qual a diferença entre List e Set?`, `## 14. ...`) and
one long answer closes on a sub-heading that asks (`### Quando usar List ou Set?`): a heading
one level deeper that asks is most often a question set under its section, so it became a
card, the answer above was cut short and the next question's id clashed. Where the page's
numbered questions go on from 13 to 14 across it, the sub-heading is no question of the
count: it stays in question 13's answer.

A heading sub-numbered under the question above it (`### 10.2 Why use Zustand?` between
`## 10.` and `## 11.`, a candidate because it asks or its series does, srs.importers.subnumbers)
is numbered, not such a part: the page counts it as question 10's own sub-question, each
with its answer, and it stays a question. One numbered under another question (`### 4.1`
under `## 10.`) is no sub-question of the one above, and is dropped as before.
"""

from __future__ import annotations

from bisect import bisect_left

from srs.importers.subnumbers import sub_question_of
from srs.importers.values import Candidate

__all__ = ["unnumbered_between"]

_RUN = 3
"""The fewest numbered question headings at one level that make the page's count."""


def unnumbered_between(
    headings: dict[int, tuple[int, str]], candidates: dict[int, Candidate]
) -> None:
    """Drop from `candidates` each unnumbered heading deeper than the page's numbered
    question headings that lies between two of them numbered n and n + 1 (see the module
    doc)."""
    found = _count(headings, candidates)
    if found is None:
        return
    level, count = found
    rows = [i for i, _ in count]
    for i, (_, start, always) in list(candidates.items()):
        if start.number is not None or always or headings.get(i, (0, ""))[0] <= level:
            continue
        k = bisect_left(rows, i)
        if (
            0 < k < len(rows)
            and count[k][1] == count[k - 1][1] + 1
            and not sub_question_of(headings[i][1], count[k - 1][1])  # `### 10.2` under `10.`
        ):
            del candidates[i]


def _count(
    headings: dict[int, tuple[int, str]], candidates: dict[int, Candidate]
) -> tuple[int, list[tuple[int, int]]] | None:
    """The level of the page's numbered question headings and each one's row and number, in
    order; None when fewer than `_RUN` are numbered at that level."""
    numbered = [(i, c[1].number) for i, c in sorted(candidates.items()) if c[1].number is not None]
    levels = [headings[i][0] for i, _ in numbered if i in headings]
    if len(levels) < _RUN:
        return None
    level = max(set(levels), key=levels.count)
    count = [(i, n) for i, n in numbered if headings.get(i, (0, ""))[0] == level]
    return (level, count) if len(count) >= _RUN else None

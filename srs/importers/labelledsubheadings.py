"""Sub-headings inside a labelled question line's answer: its answer, written in sections.

    ## 1.4 Operators (Types)
    **Question:** What are the types of operators?
    ### Action Operators
    * BashOperator ...
    ### Transfer Operators
    * S3ToGCSOperator ...

A question asked by an inline label (`**Question:** ...`, `Q: ...`) under a topic heading,
with no answer label, may answer straight in sub-headings of the topic. Where the page also
asks under headings at that sub-level (`### Question:` further down), the reader took those
sub-headings for sections between questions: the question was reported unanswered and its
answer as text in no card. A heading deeper than the topic's, right under the labelled
question (nothing but blanks between), is the first part of its answer; so are the next ones
below the topic's level, down to the next question (a heading with a question under it is
that question's section), a heading that asks or is labelled, or end matter.

An answer may also open in text and set its points apart with small headings further down:

    **Q2:** Which feature pairs separate the classes best?

    **Suggested pairs:**

    #### 1\\. mean X vs range X
    **Why:** oxides are high, metals low.

    #### 2\\. gap vs energy
    **Why:** it tracks the electronic state.

    **Q3:** Which method scales best?

Between two labelled question lines, such headings (the same tests) are the first question's
answer too: they were sections, which ended the answer (question 2 "has no answer") and
tagged the next card. The last of them has the next question under it, but it is a sibling
of a part met before it in that answer, with text of its own: a part too. Any other heading
with the next question under it stays that question's section (`### Hard` right over
`**Q8:**`, `## Part 2` over `Answer briefly.` and `**Q5:**`).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence

from srs.importers.asking import asks
from srs.importers.common import end_matter_kind, is_blank
from srs.importers.labelstart import label_start
from srs.importers.values import Line, Start

__all__ = ["labelled_answer_headings"]


def labelled_answer_headings(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    line_starts: dict[int, Start],
    others: list[int],
) -> list[int]:
    """The rows of `headings` that answer the labelled question line above them (see the
    module); `others` are the rows of every question start, ascending."""
    rows = sorted(headings)
    found: list[int] = []
    for i, start in line_starts.items():
        if not start.labelled or start.rest or i in headings:
            continue
        k = bisect_right(rows, i)
        if k == len(rows):
            continue
        topic = headings[rows[k - 1]][0] if k else 0
        if all(is_blank(line) for line in lines[i + 1 + start.skip : rows[k]]):
            found.extend(_parts(lines, headings, rows, k, topic, others, len(lines)))
        elif (bound := _next_labelled(i, line_starts, others)) is not None and rows[k] < bound:
            found.extend(_parts(lines, headings, rows, k, topic, others, bound))
    return found


def _next_labelled(i: int, line_starts: dict[int, Start], others: list[int]) -> int | None:
    """The row of the question after row i when a label marks it as one, else None."""
    q = bisect_right(others, i)
    if q == len(others):
        return None
    nxt = line_starts.get(others[q])
    return others[q] if nxt is not None and nxt.labelled else None


def _parts(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    rows: list[int],
    k: int,
    topic: int,
    others: list[int],
    end: int,
) -> list[int]:
    """The headings from rows[k] on, before `end`, deeper than `topic`, down to one with a
    question under it (unless it is a sibling of a part before it, with text of its own),
    one that asks, is labelled or is end matter."""
    parts: list[int] = []
    for n in range(k, len(rows)):
        j = rows[n]
        level, text = headings[j]
        if j >= end or level <= topic or asks(text) or end_matter_kind(text) is not None:
            break
        if label_start(text, in_heading=True) is not None:
            break
        nxt = rows[n + 1] if n + 1 < len(rows) else len(lines)
        q = bisect_left(others, j)
        if (
            q < len(others)
            and others[q] < nxt
            and not _sibling_part(lines, headings, parts, j, others[q])
        ):
            break  # a question under it: its section
        parts.append(j)
    return parts


def _sibling_part(
    lines: Sequence[Line], headings: dict[int, tuple[int, str]], parts: list[int], j: int, q: int
) -> bool:
    """Whether heading j, over the question at row q, is at the level of a part found before
    it and has text of its own before that question: the answer's last part."""
    level = headings[j][0]
    if not any(headings[p][0] == level for p in parts):
        return False
    return any(not is_blank(line) for line in lines[j + 1 : q])

"""Sub-headings right under a labelled question line: its answer, written in sections.

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
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence

from srs.importers.asking import asks
from srs.importers.common import Line, Start, end_matter_kind, is_blank
from srs.importers.labelstart import label_start

__all__ = ["labelled_answer_headings"]


def labelled_answer_headings(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    line_starts: dict[int, Start],
    others: list[int],
) -> list[int]:
    """The rows of `headings` that answer the labelled question line right above them (see
    the module); `others` are the rows of every question start, ascending."""
    rows = sorted(headings)
    found: list[int] = []
    for i, start in line_starts.items():
        if not start.labelled or start.rest or i in headings:
            continue
        k = bisect_right(rows, i)
        if k == len(rows) or any(
            not is_blank(line) for line in lines[i + 1 + start.skip : rows[k]]
        ):
            continue  # an answer (or a label) of its own before any heading
        topic = headings[rows[k - 1]][0] if k else 0
        found.extend(_parts(headings, rows, k, topic, others, len(lines)))
    return found


def _parts(
    headings: dict[int, tuple[int, str]],
    rows: list[int],
    k: int,
    topic: int,
    others: list[int],
    end: int,
) -> list[int]:
    """The headings from rows[k] on deeper than `topic`, down to one with a question under
    it, one that asks, is labelled or is end matter."""
    parts: list[int] = []
    for n in range(k, len(rows)):
        j = rows[n]
        level, text = headings[j]
        if level <= topic or asks(text) or end_matter_kind(text) is not None:
            break
        if label_start(text, in_heading=True) is not None:
            break
        nxt = rows[n + 1] if n + 1 < len(rows) else end
        q = bisect_left(others, j)
        if q < len(others) and others[q] < nxt:
            break  # a question under it: its section
        parts.append(j)
    return parts

"""Bold numbered points inside an answer's fold: parts of that answer, never questions.

Interview notes kept as a VitePress site fold each answer under its question's heading
(`::: details Answer`, written as `<details><summary>Answer</summary>` by
srs.importers.detailscontainers), and a long answer lists its points as bold numbered
titles leading into their bullets:

    #### Name the four pillars of OOP
    <details><summary>Answer</summary>
    **1. Inheritance**:
    - a class takes another's members
    **2. Encapsulation**:
    ...
    </details>

Each title was read as a question of its own (`Inheritance`, `Encapsulation`, ...), the
heading turned into their section: one question became four cards, none with the question.
Here a numbered start that is no label (`**1. Inheritance**:`, not `Q1.`) and ends with a
colon (a title that leads into its points, asking nothing), inside a `<details>` block whose
summary names the answer, is no question start. A fold titled otherwise (`<summary>What is
X?</summary>`: the summary asks), or a title that asks (`**1. Why?**`), is left as it was.
"""

from __future__ import annotations

from srs.importers.common import ANSWER_WORD_RE, DETAILS_CLOSE_RE, SUMMARY_RE
from srs.importers.values import Line, Start

__all__ = ["points_in_folds"]


def points_in_folds(lines: list[Line], starts: dict[int, Start]) -> dict[int, Start]:
    """The starts less the bold numbered titles inside an answer's fold (see the module
    doc); the starts themselves when there are none (the cheap test first)."""
    points = [i for i, start in starts.items() if _titles_a_point(start)]
    if not points:
        return starts
    folds = _answer_folds(lines)
    inside = {i for i in points if any(first < i < end for first, end in folds)}
    return {i: start for i, start in starts.items() if i not in inside} if inside else starts


def _titles_a_point(start: Start) -> bool:
    """Whether a start is a numbered title that ends with a colon, no label (`**1. X**:`)."""
    return (
        start.number is not None
        and not start.labelled
        and start.label.rstrip(" \t*_").endswith((":", "："))
    )


def _answer_folds(lines: list[Line]) -> list[tuple[int, int]]:
    """The line spans (opening, closing) of the `<details>` blocks whose summary names the
    answer (`<summary>Answer</summary>`), outside code."""
    folds: list[tuple[int, int]] = []
    opened: int | None = None
    for i, line in enumerate(lines):
        if line.code or "<" not in line.text:
            continue
        summary = SUMMARY_RE.match(line.text)
        if summary is not None:
            words = summary.group("summary").strip(" \t*_")
            opened = i if ANSWER_WORD_RE.match(words) else None
        elif opened is not None and DETAILS_CLOSE_RE.search(line.text):
            folds.append((opened, i))
            opened = None
    return folds

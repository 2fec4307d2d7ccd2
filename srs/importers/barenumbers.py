"""A heading that is only a number (`### 12.`, `## 7)`): the question's own number, its text
on the lines below.

Quizzes that number each question in a heading of its own and write the stem under it mix
such headings with labelled ones (`## Question 31`) in one document. Among labelled
questions, a heading with no label and no number that asks nothing is an introduction or
closing section (srs.importers.headings); a bare number is a question's, whatever its
neighbours' labels: read as neither, Q1-Q30 of a practice test went into an "introduction"
warning and the questions after the last labelled one were lost inside its answer.

A number with no `.` or `)` after it is a question's only where the heading marks it as one:
a pictograph or symbol before it (`## ⬛ 2`, `## 🔹 2`, as quizzes written for GitHub decorate
each question's heading) or its number sign (`## #2`). Read as the question's text, the number
stayed on the card over the stem (`2\n\nQual é o output?`). A plain number (`### 20`) is one
where it counts on from the question before it or up to the one after (`### Questão 19` over
`### 20`, `## 1` over `## 2`), three digits at most, and so is any plain number heading
at the level of such a one (`### 5` after `### 3`: an exam's numbers skip the questions it
left out); a plain `## 2024` keeps its text: a year or
a figure heads a section as often as a number heads a question.
"""

from __future__ import annotations

from dataclasses import replace

from srs.importers.asking import asks
from srs.importers.common import HEADING_RE, MARKS, heading_of
from srs.importers.lazyre import lazy
from srs.importers.values import Line, Start

__all__ = ["bare_number", "unlabelled_numbers", "unnumbered_statement"]

_BARE_NUMBER_RE = lazy(r"[*_]{0,2}#?\d{1,4}[.):]?[*_]{0,2}")
_PLAIN_NUMBER_RE = lazy(r"\d{1,3}")
"""A heading's text that is a number and nothing else (`20`), no year (`2024`)."""
_PICTOGRAPHS_RE = lazy(MARKS[:-1] + "+")
"""Pictographs or symbols, one at least, that open a heading's text (`⬛ `, `🔹 `, `▶️ `)."""


def bare_number(label: str) -> bool:
    """Whether a heading's text is only a question number (`12.`, `**7)**`)."""
    text = label.strip()
    return (
        bool(text)
        and text[-1:] in ".):*_0123456789"
        and _BARE_NUMBER_RE.fullmatch(text) is not None
    )


def unnumbered_statement(start: Start) -> bool:
    """Whether a heading's start has no number, is no bare number (`### 12.`) and asks
    nothing: among labelled questions, an introduction's or a closing section's heading."""
    return start.number is None and not asks(start.label) and not bare_number(start.label)


def unlabelled_numbers(starts: dict[int, Start], lines: list[Line]) -> dict[int, Start]:
    """The starts, a bare number taken off as a heading's question text (`### 103.` over the
    stem, `## ⬛ 2`, `## #2`): the stem below is the question, which opened with `103.` on a
    line of its own. The number stays out of the numbering (`Start.number`): after `##
    Question 67` it is no continuation, and read as one it folded the questions into the
    answer above."""
    bare = {i for i, s in starts.items() if bare_number(s.label) and _marked(s.label, lines[i])}
    bare.update(_counted(starts, lines))
    if not bare:
        return starts
    return {i: replace(s, label="") if i in bare else s for i, s in starts.items()}


def _marked(label: str, line: Line) -> bool:
    """Whether a bare number is marked as a question's: by its `.` or `)` (`### 12.`), its
    number sign (`## #2`), or a pictograph before it on its heading (`## ⬛ 2`)."""
    if label.endswith((".", ")")) or label.lstrip("*_")[:1] == "#":
        return True
    heading = HEADING_RE.match(line.text)
    text = (heading.group("text") or "") if heading is not None else ""
    marks = _PICTOGRAPHS_RE.match(text)
    return marks is not None and bare_number(text[marks.end() :].rstrip(" \t#"))


def _counted(starts: dict[int, Start], lines: list[Line]) -> list[int]:
    """The heading starts whose text is a plain number (`### 20`) that counts on from the
    number of the question before (`### Questão 19`) or up to the one after (`## 1`, `## 2`)."""
    plain = [
        i
        for i, s in starts.items()
        if s.label[:1].isdigit()
        and _PLAIN_NUMBER_RE.fullmatch(s.label)
        and HEADING_RE.match(lines[i].text)
    ]
    if not plain:
        return []  # the cheap test first: most documents have no such heading
    order = list(starts)
    numbers = [_number_of(starts[i]) for i in order]
    at = {i: k for k, i in enumerate(order)}
    counted = []
    for i in plain:
        k, number = at[i], int(starts[i].label)
        before = numbers[k - 1] if k else None
        after = numbers[k + 1] if k + 1 < len(order) else None
        if before == number - 1 or after == number + 1:
            counted.append(i)
    return _with_gaps(counted, plain, lines)


def _with_gaps(counted: list[int], plain: list[int], lines: list[Line]) -> list[int]:
    """The counted plain numbers and every other plain number heading at the level of one of
    them (`### 5` after `### 3`, `### 28` after an empty `### 27`): an exam handout numbers
    its questions with gaps (the ones it left out), and a number among numbered question
    headings of its level is one more of them however far it jumps. Read as the question's
    text, the number was the card's question, its stem pushed into the answer."""
    if not counted or len(counted) == len(plain):
        return counted
    levels = {_level(lines[i]) for i in counted}
    return sorted({*counted, *(i for i in plain if _level(lines[i]) in levels)})


def _level(line: Line) -> int:
    """A heading line's level (how many `#`s open it), by srs.importers.common's `heading_of`,
    the one parse of a heading line the readers share; 0 when it is none (a start is never in
    code, where `heading_of` sees no heading)."""
    heading = heading_of(line)
    return heading[0] if heading is not None else 0


def _number_of(start: Start) -> int | None:
    """A start's number: the one it was read with (`Question 19`), or its bare number's."""
    if start.number is not None:
        return start.number
    digits = start.label.strip("*_#.):")
    return int(digits) if digits.isdigit() and bare_number(start.label) else None

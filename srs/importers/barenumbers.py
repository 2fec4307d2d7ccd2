"""A heading that is only a number (`### 12.`, `## 7)`): the question's own number, its text
on the lines below.

Quizzes that number each question in a heading of its own and write the stem under it mix
such headings with labelled ones (`## Question 31`) in one document. Among labelled
questions, a heading with no label and no number that asks nothing is an introduction or
closing section (srs.importers.headings); a bare number is a question's, whatever its
neighbours' labels: read as neither, Q1-Q30 of a practice test went into an "introduction"
warning and the questions after the last labelled one were lost inside its answer.
"""

from __future__ import annotations

from dataclasses import replace

from srs.importers.asking import asks
from srs.importers.common import Start
from srs.importers.lazyre import lazy

__all__ = ["bare_number", "unlabelled_numbers", "unnumbered_statement"]

_BARE_NUMBER_RE = lazy(r"[*_]{0,2}#?\d{1,4}[.):]?[*_]{0,2}")


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


def unlabelled_numbers(starts: dict[int, Start]) -> dict[int, Start]:
    """The starts, a bare number taken off as a heading's question text (`### 103.` over the
    stem): the stem below is the question, which opened with `103.` on a line of its own.
    The number stays out of the numbering (`Start.number`): after `## Question 67` it is no
    continuation, and read as one it folded the questions into the answer above."""
    bare = [i for i, s in starts.items() if s.label.endswith((".", ")")) and bare_number(s.label)]
    if not bare:
        return starts
    return {i: replace(s, label="") if i in bare else s for i, s in starts.items()}

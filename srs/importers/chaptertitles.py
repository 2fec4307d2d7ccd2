"""A numbered chapter's title right over the deeper headings that hold its questions:

    ## 1. SQL Basics and Queries

    ### Basic Questions

    1. What is SQL? ...

The chapter heading is numbered, so it may be a question, and with no text of its own the
deeper heading below became its answer. A heading that does not ask, with nothing under it
before a deeper heading that holds questions itself, is that chapter's title (one over a
deeper `#### Scenario` that sets out its answer still asks).
"""

from __future__ import annotations

from bisect import bisect_left

from srs.importers.asking import asks
from srs.importers.values import Line

__all__ = ["holds_questions", "titles_deeper_questions"]


def titles_deeper_questions(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    rows: list[int],
    k: int,
    others: list[int],
) -> bool:
    """Whether heading `rows[k]` titles a chapter of questions (see the module); `others`:
    the ascending rows where questions start."""
    i = rows[k]
    level, text = headings[i]
    nxt = rows[k + 1] if k + 1 < len(rows) else len(lines)
    if nxt == len(lines) or headings[nxt][0] <= level or asks(text):
        return False
    if any(line.text.strip() for line in lines[i + 1 : nxt]):
        return False
    after = rows[k + 2] if k + 2 < len(rows) else len(lines)
    return holds_questions(others, nxt, after)  # (the deeper heading's own questions)


def holds_questions(others: list[int], i: int, nxt: int) -> bool:
    """Whether a question starts (among the ascending `others`) between heading i and row
    `nxt` (the next heading): a heading over questions is their section."""
    inner = bisect_left(others, i + 1)
    return inner < len(others) and others[inner] < nxt

"""A lead-in naming the next question by its number (`Use this image to answer question 10:`),
often over the figure it means, set between one question's answer and the next question.

Read in order, it ended the answer (or explanation) above it, and the question it introduces
lost its figure ("the above interaction" pointed at nothing). It is moved, with the figure
under it, to the question it names: before that question's text, or after its title (a
first paragraph that does not ask, over the text that does). A note on several questions
(`questions 8-10`) belongs to none of them alone: srs.importers.forwardnote reports it.
"""

from __future__ import annotations

import re
from itertools import pairwise

from srs.importers.asking import asks
from srs.importers.lazyre import lazy
from srs.importers.titles import IMAGES_ONLY_RE
from srs.importers.values import Draft

__all__ = ["carried_lead_ins"]

_FIGURE_LINE_RE = lazy(r"^[ \t]*</?[A-Za-z][^>]*>?")
"""A line of HTML (`<div ...>`, `<img ...>`, `</a></div>`): the figure a lead-in is over."""

_LONGEST = 200
_MOST_FIGURES = 3


def carried_lead_ins(drafts: list[Draft]) -> list[Draft]:
    """The drafts with each lead-in naming the next question's number moved to it (see the
    module doc); the drafts as they are when no answer speaks of a question (cheap test)."""
    if not any("uestion" in d.answer or "uestion" in d.explanation for d in drafts):
        return drafts
    for above, below in pairwise(drafts):
        if below.block.number is None:
            continue
        explained = bool(above.explanation.strip())
        text = above.explanation if explained else above.answer
        if "uestion" not in text or (not explained and above.choices):
            continue
        cut = _lead_in(text.split("\n"), below.block.number)
        if cut is None:
            continue
        lines = text.split("\n")
        kept, moved = "\n".join(lines[:cut]).rstrip(), "\n".join(lines[cut:]).strip()
        if explained:
            above.explanation = kept
        else:
            above.answer = kept
        below.question = _with_lead_in(below.question, moved)
    return drafts


def _lead_in(lines: list[str], number: int) -> int | None:
    """The index of the lead-in's first line: the last paragraph that is no figure, when it
    names question `number` alone, does not ask and is short, leads in (a figure under it,
    or a colon ending it), and text stays above it."""
    paragraphs = _paragraphs(lines)
    figures = 0
    while paragraphs and figures < _MOST_FIGURES and _figure(lines, *paragraphs[-1]):
        paragraphs.pop()
        figures += 1
    if len(paragraphs) < 2:
        return None  # the answer's only paragraph: its own
    first, end = paragraphs[-1]
    note = " ".join(line.strip() for line in lines[first:end])
    if end - first > 2 or len(note) > _LONGEST or asks(note):
        return None
    if not figures and not note.endswith(":"):
        return None  # `See question 5 for the related case.`: a pointer, nothing it leads in
    names = re.search(rf"\bquestion\s*#?\s*{number}\b(?![ \t]*(?:[-–—,&]|to\b|and\b))", note, re.I)
    return first if names is not None else None


def _paragraphs(lines: list[str]) -> list[tuple[int, int]]:
    """Each paragraph's first and past-last line index, in order."""
    found: list[tuple[int, int]] = []
    start: int | None = None
    for k, line in enumerate([*lines, ""]):
        if line.strip() and start is None:
            start = k
        elif not line.strip() and start is not None:
            found.append((start, k))
            start = None
    return found


def _figure(lines: list[str], first: int, end: int) -> bool:
    """Whether a paragraph is only images or HTML (a figure), no text."""
    return all(
        IMAGES_ONLY_RE.match(line) or _FIGURE_LINE_RE.match(line) for line in lines[first:end]
    )


def _with_lead_in(question: str, lead_in: str) -> str:
    """The question with the lead-in before its text, or after its title (a first paragraph
    that does not ask, over more)."""
    title, sep, rest = question.partition("\n\n")
    if sep and rest.strip() and not asks(title):
        return f"{title}\n\n{lead_in}\n\n{rest}"
    return f"{lead_in}\n\n{question}"

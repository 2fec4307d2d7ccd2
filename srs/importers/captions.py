"""A heading that captions part of an answer (`## Key Aspects of Build Quality gates:` over a
list, right under `**Answer:**` and its first paragraph): the answer's, whatever its level.

An author who reaches for a bigger heading inside an answer writes it as a caption, ending
with a colon, over the list or text it introduces; a section title names what follows and
holds questions. Kept apart from the segmenter (srs.importers.segment), which asks here
before it reads a heading as a new section.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Collection, Mapping

from srs.importers.asking import asks, plain_question
from srs.importers.common import (
    ANSWER_RE,
    LIST_ITEM_RE,
    SEPARATOR_RE,
    end_matter_kind,
    heading_of,
    indent_of,
)
from srs.importers.labelstart import label_start
from srs.importers.values import Block, Line

__all__ = ["answer_captions", "captions_answer", "in_its_item", "titles_its_answer"]


def captions_answer(
    block: Block, text: str, i: int, lines: list[Line], boundaries: Mapping[int, object]
) -> bool:
    """Whether the heading at line i (its text `text`) captions the open card's answer: it
    ends with a colon, asks nothing, is no end matter, the card's answer has begun under an
    answer label, and no question (a key of `boundaries`, the starts) comes before the next
    heading or rule. A caption named like end matter (`### Summary:`) in an answer already
    captioned at its level is the answer's too, and the text under it as well when the next
    question follows that text (an explanation's last part)."""
    kind = _caption_kind(text)
    if kind is None:
        return False
    heading = heading_of(lines[i])
    level = heading[0] if heading is not None else 0
    if kind == "closing" and not any(_caption_level(part) == level for part in block.lines):
        return False
    if not any(ANSWER_RE.match(line.text) for line in block.lines if not line.code):
        return False
    return _no_question_under(lines, i, boundaries, closing=kind == "closing")


def answer_captions(
    lines: list[Line], headings: Mapping[int, tuple[int, str]], starts: list[int]
) -> list[int]:
    """The rows of `headings` that caption the answer of a question asked by no heading (a
    line, an item or a paragraph, the ascending `starts`), as `captions_answer` reads one:
    the Markdown reader takes a caption over an answer heading (`### Solution for 99.99%
    SLA:` over `### Answer:`) for a question, before the segmenter asks."""
    found: list[int] = []
    labelled: dict[int, int | None] = {}  # per start: its answer label's row, if any
    captioned: set[tuple[int, int]] = set()  # (start, level): an answer captioned at a level
    bounds: set[int] = set()  # the starts, as a set (when first needed)
    for j, (level, text) in sorted(headings.items()):
        k = bisect_left(starts, j) - 1
        kind = _caption_kind(text) if k >= 0 else None
        if kind is None or (kind == "closing" and (starts[k], level) not in captioned):
            continue
        first = starts[k]
        if first not in labelled:
            labelled[first] = _answer_label(lines, first, starts[k + 1 :])
        label = labelled[first]
        if label is None or label > j or label_start(text, in_heading=True) is not None:
            continue
        bounds = bounds or set(starts)
        if _no_question_under(lines, j, bounds, closing=kind == "closing"):
            found.append(j)
            captioned.add((first, level))
    return found


def _caption_kind(text: str) -> str | None:
    """`caption` for a heading that captions what follows it (ends with a colon, asks
    nothing), `closing` for one named like end matter (`Summary:`), None for any other."""
    words = text.rstrip(" \t*_")
    if not words.endswith((":", "：")) or asks(words):
        return None
    kind = end_matter_kind(words)
    if kind is None:
        return "caption"
    return "closing" if kind == "other" else None


def _caption_level(line: Line) -> int | None:
    """The level of a caption heading line (`### Reason:`), None for any other line."""
    if line.code or line.text.lstrip()[:1] != "#":
        return None
    heading = heading_of(line)
    return heading[0] if heading is not None and _caption_kind(heading[1]) else None


def _answer_label(lines: list[Line], first: int, later: list[int]) -> int | None:
    """The row of the first answer label below the start at row `first`, before the next
    start (the first of `later`); None."""
    end = later[0] if later else len(lines)
    for j in range(first + 1, end):
        if not lines[j].code and ANSWER_RE.match(lines[j].text):
            return j
    return None


def _no_question_under(
    lines: list[Line], i: int, boundaries: Collection[int], *, closing: bool
) -> bool:
    """Whether no question comes under the heading at row i before the next heading or rule;
    for a `closing` caption, text of its own first will do."""
    said = False  # text under the caption, before the next question
    for j in range(i + 1, len(lines)):
        line = lines[j]
        if j in boundaries:
            return closing and said
        if line.code or not line.text.strip():
            continue
        if line.text.lstrip()[:1] == "#" or SEPARATOR_RE.match(line.text):
            return True
        said = True
    return True


def titles_its_answer(block: Block, text: str) -> bool:
    """`#### What is Word embedding` with nothing under it, then `### Word Embedding` over the
    text: a heading right below a question that names no more than the question's own words
    titles its answer, whatever its level (notes that put an answer under a title)."""
    if not block.label or any(line.text.strip() for line in block.lines):
        return False
    words = set(plain_question(text).split())
    return bool(words) and words <= set(plain_question(block.label).split()) and not asks(text)


def in_its_item(block: Block, line: Line) -> bool:
    """Whether a heading line is indented to the content of the list item that asks the
    open card's question (`1. ### What is X?` / ... / `   #### Note: run the code`): a
    heading inside that item, so part of its answer, however deep or wherever it stands in
    the answer (the last line too, with nothing under it). A heading at the margin is the
    page's, decided by its level."""
    if line.text[:1] not in (" ", "\t"):
        return False  # the usual heading, at the margin: a cheap test first
    m = LIST_ITEM_RE.match(block.start.text)
    return m is not None and indent_of(line.text) >= m.end() > indent_of(block.start.text)

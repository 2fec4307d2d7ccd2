"""A heading that captions part of an answer (`## Key Aspects of Build Quality gates:` over a
list, right under `**Answer:**` and its first paragraph): the answer's, whatever its level.

An author who reaches for a bigger heading inside an answer writes it as a caption, ending
with a colon, over the list or text it introduces; a section title names what follows and
holds questions. Kept apart from the segmenter (srs.importers.segment), which asks here
before it reads a heading as a new section.
"""

from __future__ import annotations

from collections.abc import Mapping

from srs.importers.asking import asks, plain_question
from srs.importers.common import (
    ANSWER_RE,
    LIST_ITEM_RE,
    SEPARATOR_RE,
    Block,
    Line,
    end_matter_kind,
    indent_of,
)

__all__ = ["captions_answer", "in_its_item", "titles_its_answer"]


def captions_answer(
    block: Block, text: str, i: int, lines: list[Line], boundaries: Mapping[int, object]
) -> bool:
    """Whether the heading at line i (its text `text`) captions the open card's answer: it
    ends with a colon, asks nothing, is no end matter, the card's answer has begun under an
    answer label, and no question (a key of `boundaries`, the starts) comes before the next
    heading or rule."""
    words = text.rstrip(" \t*_")
    if not words.endswith((":", "：")) or asks(words) or end_matter_kind(words) is not None:
        return False
    if not any(ANSWER_RE.match(line.text) for line in block.lines if not line.code):
        return False
    for j in range(i + 1, len(lines)):
        line = lines[j]
        if j in boundaries:
            return False
        if line.code or not line.text.strip():
            continue
        if line.text.lstrip()[:1] == "#" or SEPARATOR_RE.match(line.text):
            return True
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

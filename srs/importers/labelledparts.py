"""Sections at the level of a `### Question` label heading, after the card's answer: parts
of that card.

Guides that title each item one level up (`## 20. Best practices`) label its parts with
sibling headings: `### Question`, `### Answer`, `### Detailed explanation`, `### Real-world
Insight`, `### Key takeaway`. Between two items the reader finds those sub-headings inside the
answer above; after the last item nothing below says so, and a plain `### Real-world
Insight` at the card's own level ended it: its text and the takeaway after it were reported as
text in no card. Under a bare label (`### Question`, no number: the item's title is the
heading above it), a heading at the label's level, once the card has its answer heading, is
one more labelled part of it, unless it asks (a question of its own) or names end matter
(`### References`, which ends the cards as before). A numbered label (`## Question 15`) is
the item's own title: a `## Part 3` after it is the exam's next section.
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.common import ANSWER_WORD_RE, end_matter_kind, heading_of
from srs.importers.headings import question_label_heading
from srs.importers.values import Block, Line

__all__ = ["labelled_part"]


def labelled_part(block: Block, level: int, text: str) -> bool:
    """Whether a heading (`level`, `text`) is one more part of a card asked under a label
    heading at that level, its answer already opened by an answer heading (see the module
    doc)."""
    start = heading_of(block.start)
    if start is None or start[0] != level or not question_label_heading(start[1]):
        return False
    if any(ch.isdigit() for ch in start[1]):
        return False  # `## Question 15`: the item's own title, its siblings other items' parts
    if asks(text) or end_matter_kind(text) is not None:
        return False
    return any(_answer_heading(line) for line in block.lines)


def _answer_heading(line: Line) -> bool:
    """An answer heading (`### Answer`), or the bare `Answer` line the reader wrote for one."""
    heading = heading_of(line)
    words = heading[1] if heading is not None else line.text.strip()
    return bool(words) and ANSWER_WORD_RE.match(words) is not None and len(words) < 40

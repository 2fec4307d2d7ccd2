"""The questions of their own under a question with no answer: each reported, never lost with
the skipped block.

A plain question set between two rules (`---` / `What is the difference ...?` / `---`) with no
answer, followed by another bare question (`What is a buoy?`) before the next one: the second
was read as more of the first's text, and went with it when the block was skipped for having
no answer, named nowhere. A paragraph of one line that asks alone, after a blank line in a
block skipped for its missing answer, is reported as a question with no answer too; not
under a bare label (`## Question 1`), whose text those paragraphs are.
"""

from __future__ import annotations

from srs.importers.asking import asks, asks_alone
from srs.importers.common import Block, Line
from srs.importers.labelwords import QUESTION_MARKS

__all__ = ["lone_below"]


def lone_below(block: Block) -> list[Line]:
    """The lines of an unanswered block that are questions of their own (see the module doc)."""
    if not block.label.strip():
        return []  # `## Question 1` alone: the paragraphs below are its own text
    lines = block.lines
    return [
        line
        for k, line in enumerate(lines)
        if k
        and not line.code
        and not lines[k - 1].text.strip()
        and (k + 1 == len(lines) or not lines[k + 1].text.strip())
        and _asks_alone(line.text)
    ]


def _asks_alone(text: str) -> bool:
    """A bold line or list item that asks, or a plain sentence ending with a question mark."""
    plain = text.rstrip()
    return asks_alone(text) or (plain.endswith(QUESTION_MARKS) and asks(plain))

"""The questions of their own under a question with no answer: each reported, never lost with
the skipped block.

A plain question set between two rules (`---` / `What is the difference ...?` / `---`) with no
answer, followed by another bare question (`What is a buoy?`) before the next one: the second
was read as more of the first's text, and went with it when the block was skipped for having
no answer, named nowhere. Where every paragraph under a question skipped for its missing
answer is one plain line that asks, each is reported as a question with no answer too; not
under a bare label (`## Question 1`), whose text those paragraphs are.
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.labelwords import QUESTION_MARKS
from srs.importers.values import Block, Line

__all__ = ["lone_below"]

_MIN_WORDS = 3
_NOT_PLAIN = frozenset("-*+_#>|<`0123456789")
"""A list item, bold, heading, quote, table, HTML, code or a numbered line: no plain line."""


def lone_below(block: Block, said: set[int | None]) -> list[Line]:
    """The lines of an unanswered block that are questions of their own (see the module doc),
    but those reported already (the line numbers `said`); none unless every paragraph under
    the question is such a line (a scene, a lead-in or a list of parts is its own text)."""
    if not block.label.strip():
        return []  # `## Question 1` alone: the paragraphs below are its own text
    lines = block.lines
    text = [k for k, line in enumerate(lines) if line.text.strip()]
    if not text or not all(_lone_question(lines, k) for k in text):
        return []
    return [lines[k] for k in text if lines[k].no not in said]


def _lone_question(lines: list[Line], k: int) -> bool:
    """A paragraph of one plain line that asks: no list item, no bold line, no code."""
    line = lines[k]
    plain = line.text.strip()
    if k == 0 or line.code or lines[k - 1].text.strip() or plain[:1] in _NOT_PLAIN:
        return False
    if k + 1 < len(lines) and lines[k + 1].text.strip():
        return False
    if len(plain.split()) < _MIN_WORDS:
        return False  # `Why not?`: the question's own follow-up, reported with it
    return plain.endswith(QUESTION_MARKS) and asks(plain)

"""A stem ending in a colon over a bulleted run whose right option is marked (`A cold frame
is used for:` / `- hardening off seedlings (Correct)` / `- storing tools`): a choice question
whose options complete its statement.

Quizzes with no numbers or letters write some stems as questions (`Which tool ...?`) and
others as statements their options complete (`... is used for:`, `... prevede:`). Only a
stem that asks was read over its bulleted options; a stem ending in a colon was dropped,
silently or as text between questions, or glued with its options into the card above it.
The mark on one option (not all) is what makes the bullets options, and the colon the stem
that opens them: a colon over bullets with no such mark (`Benefits include:` over its points,
an answer's list) stays what it was.
"""

from __future__ import annotations

from srs.importers.common import next_content
from srs.importers.endmarks import marked_run_at
from srs.importers.values import Line

__all__ = ["marked_stem"]

_LONGEST_STEM = 300
"""A stem is a sentence or two; a longer line over marked bullets is prose."""


def marked_stem(question: str, lines: list[Line], first: int) -> bool:
    """Whether the one-line paragraph `question`, at line `first`, ends in a colon right
    over a bulleted run with its right option marked (see the module docstring).

    Args:
        question: the paragraph's text.
        lines: the document's lines.
        first: the paragraph's line.

    Returns:
        True when it is such a choice question's stem.
    """
    if not question.endswith((":", "\uff1a")) or len(question) > _LONGEST_STEM:
        return False
    nxt = next_content(lines, first)
    return nxt is not None and marked_run_at(lines, nxt)

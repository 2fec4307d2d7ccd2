"""Cards that are only a prompt for questions left inside a code block.

An interview guide sets each scenario out as a heading that names it (`### Scenario 1:
Phishing Investigation`) over a fenced block holding the story and the questions to ask
about it (`Questions:`, `1. What are your first 3 actions?` ...), with no answers: material
for the interviewer. Read as a card, the heading became a question that asks nothing and the
block its "answer", a card no one could review; the questions inside the block are reported
already (srs.importers.choose), unanswered. Such a card goes too, reported as what it is.

Only a card that asks nothing (no choices, a question that does not ask) and whose whole
answer is one such block: a heading that asks keeps its code, whatever the code holds.
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.values import Skipped
from srs.model import Card

__all__ = ["without_code_prompts"]


def without_code_prompts(
    cards: tuple[Card, ...], blocks: list[tuple[int, str]]
) -> tuple[tuple[Card, ...], tuple[Skipped, ...]]:
    """The cards without those whose answer is only one of `blocks` (each its opening line
    and its text, fences included) under a question that asks nothing, and each card dropped
    as a skipped item (named by the block's opening line)."""
    if not blocks:
        return cards, ()
    opened = {text.strip(): no for no, text in blocks}
    kept: list[Card] = []
    dropped: list[Skipped] = []
    for card in cards:
        no = opened.get(card.answer.strip()) if card.answer[:3] in ("```", "~~~") else None
        if no is None or card.choices or asks(card.question):
            kept.append(card)
            continue
        dropped.append(
            Skipped(
                no,
                f"'{card.question}' only sets out the questions in the code block at line "
                f"{no}, with no answers; not imported",
            )
        )
    if not kept:
        return cards, ()  # a page of nothing else: its prompts are all it has, kept as read
    return tuple(kept), tuple(dropped)

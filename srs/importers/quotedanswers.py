"""A question that goes on below its numbered line, answered by a short block quote
(`1. A sample of 500 prices is taken ...` / `Is the following statement true or false?` /
`"About 90% of all sales ..."` / `> false`), as course-quiz answer sheets are written.

The numbered line ends its list item, so the paragraphs after it were read as the answer,
the quoted answer and its `>` with them. Here an open answer that ends on a short quote glued
under its text, the text above it asking (a question mark), gives that text to the question:
the answer is the quote's words alone.
"""

from __future__ import annotations

import dataclasses

from srs.importers.lazyre import lazy
from srs.model import Card

__all__ = ["asked_above_quotes"]

_TAIL_QUOTE_RE = lazy(r"\n(?P<quote>(?:>[ \t]?[^\n]*\n?){1,3})$")
_SHORT_QUOTE_WORDS = 20
_HEADING_LINE_RE = lazy(r"(?m)^#{1,6}[ \t]")
"""A heading among the text above the quote: the answer is written in sections, the quote
one of them, and no question goes on in it."""


def asked_above_quotes(cards: list[Card]) -> list[Card]:
    """The cards, each open one whose answer asks and ends on a short quoted answer split
    (see the module doc); the list itself when none is (the cheap test first)."""
    if not any("\n>" in card.answer for card in cards):
        return cards
    return [_split(card) if not card.choices and "\n>" in card.answer else card for card in cards]


def _split(card: Card) -> Card:
    m = _TAIL_QUOTE_RE.search(card.answer.rstrip())
    if m is None:
        return card
    above = card.answer[: m.start()].rstrip()
    words = " ".join(line.lstrip(">").strip() for line in m.group("quote").splitlines()).strip()
    if not above or "?" not in above or not words or len(words.split()) > _SHORT_QUOTE_WORDS:
        return card
    if card.answer[m.start() - 1 : m.start()] == "\n":
        return card  # a blank line above the quote: a quote of the answer's, not the answer
    if _HEADING_LINE_RE.search(above):
        return card  # `### Short phrase` over the quote: an answer in sections, quote and all
    return dataclasses.replace(card, question=f"{card.question}\n\n{above}", answer=words)

"""The plain values every module shares: cards and decks as the deck files describe them."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

SLUG_RE = re.compile(r"^[a-z0-9][a-z0-9_-]*$")
"""Deck and card ids: lower-case, digits, `-` and `_`; they key the review history."""


@dataclass(frozen=True)
class Card:
    """One question of a deck, exactly as its deck file states it."""

    id: str
    """Stable within the deck; the review history is keyed on (deck id, card id)."""
    question: str
    answer: str
    """The letter of the right choice for a choice card; the model answer text otherwise."""
    explanation: str = ""
    choices: Mapping[str, str] = field(default_factory=dict)
    """Option letter -> option text, in document order. Empty for an open card."""
    keywords: tuple[str, ...] = ()
    """Concepts the grader looks for; when empty the grader extracts them."""
    tags: tuple[str, ...] = ()
    line: int | None = field(default=None, compare=False)
    """1-based line of the card in its deck file, for error messages and `e` (edit)."""

    @classmethod
    def from_stored(
        cls,
        id: str,
        question: str,
        answer: str,
        explanation: str,
        choices: Mapping[str, str],
        keywords: tuple[str, ...],
        tags: tuple[str, ...],
        line: int | None,
    ) -> Card:
        """A card from values the store already checked, made without the frozen dataclass's
        `__init__` (a guarded `object.__setattr__` per field): a third of the time, which
        counts when an export or a sync reads 100,000 cards. Equal to `Card(...)` of the same
        values (tests/test_model.py)."""
        card = object.__new__(cls)
        card.__dict__.update(
            id=id,
            question=question,
            answer=answer,
            explanation=explanation,
            choices=choices,
            keywords=keywords,
            tags=tags,
            line=line,
        )
        return card

    @property
    def is_choice(self) -> bool:
        return bool(self.choices)

    @property
    def correct_choice(self) -> str:
        """The text of the right option ('' for an open card)."""
        return self.choices.get(self.answer, "") if self.choices else ""

    @property
    def model_answer(self) -> str:
        """The answer as a person would say it: `C) text` for a choice card."""
        if self.is_choice:
            return f"{self.answer}) {self.correct_choice}"
        return self.answer

    @property
    def reference(self) -> str:
        """Everything a right answer may draw on: the answer text plus the explanation."""
        head = self.correct_choice if self.is_choice else self.answer
        return "\n\n".join(part for part in (head, self.explanation) if part)


@dataclass(frozen=True)
class Deck:
    """A named set of cards loaded from one YAML file (or built by an importer)."""

    id: str
    name: str
    cards: tuple[Card, ...]
    source: str | None = None
    """Where the deck came from (a document name), informational."""
    tags: tuple[str, ...] = ()
    aliases: Mapping[str, str] = field(default_factory=dict)
    """Abbreviation -> expansion, treated as equal by the grader (DDP -> DistributedDataParallel)."""
    path: Path | None = field(default=None, compare=False)
    """The file it was loaded from; None for a deck built in memory."""

    def card(self, card_id: str) -> Card:
        for card in self.cards:
            if card.id == card_id:
                return card
        raise KeyError(card_id)

"""Drafts -> cards: the answer key applied, ids from printed numbers, and what is skipped."""

from __future__ import annotations

import re
from collections import Counter

from srs.importers.common import Block, Context, Draft, KeyEntry, block_name
from srs.model import Card


class CardBuilder(Context):
    """Turns drafts into cards; mixed into a reader for its warnings."""

    def _apply_key(self, drafts: list[Draft], key: list[KeyEntry]) -> None:
        """Cross-check per-question answers with an answer key; fill answers it alone gives."""
        if not key:
            return
        numbers = Counter(d.block.number for d in drafts if d.block.number is not None)
        if any(count > 1 for count in numbers.values()):
            self.warn(key[0].line, "answer key not used: question numbers repeat in the document")
            return
        by_number = {d.block.number: d for d in drafts if d.block.number is not None}
        seen: dict[int, KeyEntry] = {}
        for entry in key:
            if entry.number in seen:
                if seen[entry.number].letter != entry.letter:
                    self.warn(
                        entry.line,
                        f"answer key gives question {entry.number} twice "
                        f"({seen[entry.number].letter} at line {seen[entry.number].line}, then {entry.letter}); "
                        "the first is used",
                    )
                continue
            seen[entry.number] = entry
            draft = by_number.get(entry.number)
            if draft is None:
                self.warn(
                    entry.line,
                    f"answer key lists question {entry.number}, which is not in the document",
                )
                continue
            if not draft.choices:
                continue
            if not draft.answer:
                draft.answer = entry.letter
                draft.answer_line = entry.line
            elif draft.answer != entry.letter:
                self.warn(
                    entry.line,
                    f"answer key says {entry.number}. {entry.letter} but question {entry.number} "
                    f"(line {draft.block.start.no}) gives {draft.answer}; keeping {draft.answer}",
                )

    def _cards(self, drafts: list[Draft]) -> list[Card]:
        ids = self._ids([d.block for d in drafts])
        cards: list[Card] = []
        for draft, card_id in zip(drafts, ids, strict=True):
            block = draft.block
            if draft.choices:
                letters = ", ".join(draft.choices)
                if not draft.answer:
                    self.warn(
                        block.start.no,
                        f"{block_name(block)} has options but no answer letter; skipped",
                    )
                    continue
                if draft.answer not in draft.choices:
                    self.warn(
                        draft.answer_line,
                        f"{block_name(block)}: answer '{draft.answer}' is not one of its options ({letters}); skipped",
                    )
                    continue
            elif not draft.answer:
                self.warn(block.start.no, f"{block_name(block)} has no answer; skipped")
                continue
            elif re.fullmatch(r"\(?[A-H]\)?[.)]?", draft.answer):
                self.warn(
                    draft.answer_line,
                    f"{block_name(block)}: answer '{draft.answer}' looks like an option letter but no options "
                    "were found; skipped",
                )
                continue
            tags = (block.section.tag,) if block.section is not None and block.section.tag else ()
            cards.append(
                Card(
                    id=card_id,
                    question=draft.question,
                    answer=draft.answer,
                    explanation=draft.explanation,
                    choices=dict(draft.choices),
                    tags=tags,
                )
            )
        return cards

    def _ids(self, blocks: list[Block]) -> list[str]:
        """Card ids from printed numbers (see the module docstring for restarts and clashes)."""
        numbers = Counter(b.number for b in blocks if b.number is not None)
        restarts = any(count > 1 for count in numbers.values())
        ids: list[str] = []
        used: set[str] = set()
        for block in blocks:
            if block.number is None:
                base = f"q{block.position:02d}"
            else:
                base = f"q{block.number:02d}"
                if restarts and block.section is not None:
                    sec = (
                        block.section.number
                        if block.section.number is not None
                        else block.section.ordinal
                    )
                    base = f"s{sec}-{base}"
            card_id = base
            k = 2
            while card_id in used:
                card_id = f"{base}-{k}"
                k += 1
            if card_id != base:
                self.warn(
                    block.start.no,
                    f"{block_name(block)} repeats an id already used ({base}); this one is {card_id}",
                )
            used.add(card_id)
            ids.append(card_id)
        return ids

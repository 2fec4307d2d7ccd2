"""Deck rows: what the store records of each deck file, and a parsed deck written as rows.

The files themselves are read and parsed by srs/sync.py; the store knows only rows."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime

from srs.model import Deck
from srs.store.corpus import Corpus

_TIGHT = (",", ":")
"""JSON without the spaces after separators: a choice card's options, a few bytes each."""


class DeckRows(Corpus):
    """Decks as synced from their files."""

    def deck_files_known(
        self,
    ) -> dict[str, tuple[str | None, str | None, int | None, int | None, int]]:
        """Deck id -> (path, content hash, mtime ns, size, retired) as last synced."""
        return {
            row[0]: row[1:]
            for row in self.conn.execute(
                "SELECT id, path, content_hash, file_mtime_ns, file_size, retired FROM decks"
            )
        }

    def touch_deck_file(self, deck_id: str, mtime_ns: int, size: int) -> None:
        """A deck file touched but not changed (same hash): remember its new stat."""
        self._execute_write(
            "UPDATE decks SET file_mtime_ns = ?, file_size = ? WHERE id = ?",
            (mtime_ns, size, deck_id),
        )

    def retire_decks(self, deck_ids: Sequence[str]) -> None:
        """Decks whose file is gone: kept with their history, out of every queue."""
        with self._write():
            self.conn.executemany(
                "UPDATE decks SET retired = 1 WHERE id = ?", [(d,) for d in deck_ids]
            )

    def write_deck(
        self,
        deck: Deck,
        *,
        content_hash: str | None = None,
        mtime_ns: int | None = None,
        size: int | None = None,
        now: datetime | None = None,
    ) -> None:
        """Upsert one deck (in one transaction, or the caller's): new cards added as new, edited
        cards keep their state, cards gone from the file retired (history kept), returning
        cards un-retired."""
        moment = now or datetime.now(UTC)
        stamp = moment.isoformat(timespec="seconds")
        added = int(moment.timestamp())  # a card's added_at: seconds since 1970 (schema.m012)
        with self._write():
            self.conn.execute(
                """INSERT INTO decks (id, name, source, path, tags, aliases, content_hash,
                       file_mtime_ns, file_size, retired, synced_at)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)
                   ON CONFLICT (id) DO UPDATE SET name = excluded.name, source = excluded.source,
                       path = excluded.path, tags = excluded.tags, aliases = excluded.aliases,
                       content_hash = excluded.content_hash,
                       file_mtime_ns = excluded.file_mtime_ns, file_size = excluded.file_size,
                       retired = 0, synced_at = excluded.synced_at""",
                (
                    deck.id,
                    deck.name,
                    deck.source,
                    str(deck.path) if deck.path else None,
                    json.dumps(list(deck.tags)),
                    json.dumps(dict(deck.aliases)),
                    content_hash,
                    mtime_ns,
                    size,
                    stamp,
                ),
            )
            existing = dict(
                self.conn.execute("SELECT card_id, pk FROM cards WHERE deck_id = ?", (deck.id,))
            )
            rows = []
            for position, card in enumerate(deck.cards):
                rows.append(
                    (
                        deck.id,
                        card.id,
                        position,
                        card.question,
                        card.answer,
                        card.explanation,
                        json.dumps(dict(card.choices), separators=_TIGHT) if card.choices else "{}",
                        json.dumps(list(card.keywords)) if card.keywords else "[]",
                        json.dumps(list(card.tags)) if card.tags else "[]",
                        card.line,
                        added,
                    )
                )
            self.conn.executemany(
                """INSERT INTO cards (deck_id, card_id, position, question, answer, explanation,
                       choices, keywords, tags, line, retired, added_at)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)
                   ON CONFLICT (deck_id, card_id) DO UPDATE SET position = excluded.position,
                       question = excluded.question, answer = excluded.answer,
                       explanation = excluded.explanation, choices = excluded.choices,
                       keywords = excluded.keywords, tags = excluded.tags, line = excluded.line,
                       retired = 0""",
                rows,
            )
            added_cards = sum(1 for card in deck.cards if card.id not in existing)
            if added_cards:  # one update for them all (schema.m013); the triggers do the rest
                self.conn.execute(
                    "UPDATE decks SET active_cards = active_cards + ? WHERE id = ?",
                    (added_cards, deck.id),
                )
            present = {card.id for card in deck.cards}
            gone = [(pk,) for card_id, pk in existing.items() if card_id not in present]
            if gone:
                self.conn.executemany("UPDATE cards SET retired = 1 WHERE pk = ?", gone)
            self.conn.execute(  # OR IGNORE: cards that have a state keep it (a lookup each)
                """INSERT OR IGNORE INTO card_state (card_pk, deck_id)
                   SELECT pk, deck_id FROM cards WHERE deck_id = ?""",
                (deck.id,),
            )

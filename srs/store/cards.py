"""Decks and cards: reading them (one, a page, all) and writing a synced deck."""

from __future__ import annotations

import json
import operator
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from srs import sm2
from srs.errors import UsageError
from srs.model import Card, Deck
from srs.scheduling import QueueKind, ScheduleInfo
from srs.store.base import StoreBase
from srs.store.rows import QueuedCard, _date, _marks


class Cards(StoreBase):
    """Decks and their cards as last synced."""

    def _queued(self, row: Sequence[Any], kind: QueueKind) -> QueuedCard:
        pk, deck_id, card, state = self._row_card(row)
        self._cache.shown = (pk, self._cache.data_version, deck_id, state)
        return QueuedCard(pk=pk, deck_id=deck_id, card=card, state=state, kind=kind)

    def get_card(self, pk: int) -> QueuedCard:
        row = self.conn.execute(
            f"SELECT {self._CARD_COLS} FROM cards c JOIN card_state s ON s.card_pk = c.pk "
            "WHERE c.pk = ?",
            (pk,),
        ).fetchone()
        if row is None:
            raise KeyError(pk)
        return self._queued(row, QueueKind.REVIEW)

    def find_card(self, deck_id: str, card_id: str) -> QueuedCard:
        """A card by its ids. Raises SrsError naming what is missing."""
        row = self.conn.execute(
            f"SELECT {self._CARD_COLS} FROM cards c JOIN card_state s ON s.card_pk = c.pk "
            "WHERE c.deck_id = ? AND c.card_id = ?",
            (deck_id, card_id),
        ).fetchone()
        if row is None:
            if not self.conn.execute("SELECT 1 FROM decks WHERE id = ?", (deck_id,)).fetchone():
                raise UsageError(f"no deck '{deck_id}' (known: {', '.join(self.deck_ids())})")
            raise UsageError(f"no card '{card_id}' in deck '{deck_id}'")
        return self._queued(row, QueueKind.REVIEW)

    def deck_name(self, deck_id: str) -> str:
        row = self.conn.execute("SELECT name FROM decks WHERE id = ?", (deck_id,)).fetchone()
        return str(row[0]) if row else deck_id

    def deck_ids(self) -> list[str]:
        self._check_foreign_writes()
        return list(self._active_deck_ids())

    def _active_deck_ids(self) -> list[str]:
        """deck_ids() from the cache (callers check for foreign writes first)."""
        if self._cache.deck_ids is None:
            self._cache.deck_ids = [
                r[0]
                for r in self.conn.execute("SELECT id FROM decks WHERE retired = 0 ORDER BY name")
            ]
        return self._cache.deck_ids

    def deck(self, deck_id: str) -> Deck:
        """The deck as last synced (active cards only), with its aliases for grading."""
        row = self.conn.execute(
            "SELECT id, name, source, path, tags, aliases FROM decks WHERE id = ?", (deck_id,)
        ).fetchone()
        if row is None:
            raise UsageError(f"no deck '{deck_id}' (known: {', '.join(self.deck_ids())})")
        # The cards alone, without their schedules (the export reads every deck this way),
        # put in order here: sorting in SQLite would carry all their text through a temp b-tree.
        rows = self.conn.execute(
            f"SELECT {self._CARD_ONLY_COLS}, c.position FROM cards c "
            "WHERE c.deck_id = ? AND c.retired = 0",
            (deck_id,),
        ).fetchall()
        rows.sort(key=operator.itemgetter(10))
        cards = tuple(map(self._card, rows))
        return Deck(
            id=row[0],
            name=row[1],
            source=row[2],
            path=Path(row[3]) if row[3] else None,
            tags=tuple(json.loads(row[4])),
            aliases=json.loads(row[5]),
            cards=cards,
        )

    def deck_aliases(self, deck_id: str) -> dict[str, str]:
        """`deck(deck_id).aliases` without reading the deck's cards."""
        row = self.conn.execute("SELECT aliases FROM decks WHERE id = ?", (deck_id,)).fetchone()
        if row is None:
            raise UsageError(f"no deck '{deck_id}' (known: {', '.join(self.deck_ids())})")
        aliases: dict[str, str] = json.loads(row[0])
        return aliases

    def decks(self) -> list[Deck]:
        return [self.deck(deck_id) for deck_id in self.deck_ids()]

    def schedule_info(self) -> dict[tuple[str, str], ScheduleInfo]:
        """Every card's schedule, keyed by (deck id, card id)."""
        return {
            (r[0], r[1]): ScheduleInfo(
                due=_date(r[2]),
                interval=r[3],
                ef=sm2.ef_from_hundredths(r[4]),
                reviews=r[5],
                lapses=r[6],
                suspended=bool(r[7]),
                retired=bool(r[8]),
            )
            for r in self.conn.execute(
                """SELECT c.deck_id, c.card_id, s.due, s.interval, s.ef, s.reviews, s.lapses,
                          s.suspended, c.retired
                   FROM cards c JOIN card_state s ON s.card_pk = c.pk"""
            )
        }

    def cards_page(
        self,
        *,
        offset: int = 0,
        limit: int = 100,
        deck_id: str | None = None,
        pks: Sequence[int] | None = None,
        order: str = "deck",
    ) -> list[QueuedCard]:
        """A page of active cards (browse pages through these; nothing loads every card)."""
        sql = (
            f"SELECT {self._CARD_COLS} FROM cards c JOIN card_state s ON s.card_pk = c.pk "
            "JOIN decks d ON d.id = c.deck_id WHERE c.retired = 0 AND d.retired = 0"
        )
        params: list[Any] = []
        if deck_id:
            sql += " AND c.deck_id = ?"
            params.append(deck_id)
        if pks is not None:
            sql += f" AND c.pk IN ({_marks(len(pks))})"
            params.extend(pks)
        orders = {
            "deck": "d.name, c.position",
            "due": "s.due IS NULL, s.due, c.pk",
            "ef": "s.ef, s.lapses DESC, c.pk",
            "lapses": "s.lapses DESC, s.ef, c.pk",
        }
        sql += f" ORDER BY {orders[order]} LIMIT ? OFFSET ?"
        params.extend([limit, offset])
        return [self._queued(r, QueueKind.REVIEW) for r in self.conn.execute(sql, params)]

    def card_count(self, deck_id: str | None = None) -> int:
        sql = (
            "SELECT COUNT(*) FROM cards c JOIN decks d ON d.id = c.deck_id "
            "WHERE c.retired = 0 AND d.retired = 0"
        )
        params: list[Any] = []
        if deck_id:
            sql += " AND c.deck_id = ?"
            params.append(deck_id)
        return int(self.conn.execute(sql, params).fetchone()[0])

    def iter_cards(self) -> Iterator[Card]:
        """Every active card, streamed (for corpus statistics; nothing is kept)."""
        for row in self.conn.execute(
            f"SELECT {self._CARD_COLS} FROM cards c JOIN card_state s ON s.card_pk = c.pk "
            "JOIN decks d ON d.id = c.deck_id WHERE c.retired = 0 AND d.retired = 0"
        ):
            yield self._row_card(row)[2]

    def search_texts(self, deck_id: str | None = None) -> Iterator[tuple[int, str, str]]:
        """(pk, question, answer) of every active card, streamed for fuzzy search."""
        sql = (
            "SELECT c.pk, c.question, c.answer || ' ' || c.explanation FROM cards c "
            "JOIN decks d ON d.id = c.deck_id WHERE c.retired = 0 AND d.retired = 0"
        )
        params: list[Any] = []
        if deck_id:
            sql += " AND c.deck_id = ?"
            params.append(deck_id)
        yield from self.conn.execute(sql, params)

"""The grader's word statistics over every active card, as kept in `corpus_terms`.

Storage only: which keys a text counts for is the grader's business (srs/sync.py computes
them and hands the counts over). `corpus_state` names the version of the code that counted
them; `corpus_pending` lists the cards whose current text is not counted yet (added or edited
by a sync and counted when the statistics are next needed, see `sync.corpus`).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Iterator, Mapping

from srs.model import Card
from srs.store.cards import Cards


class Corpus(Cards):
    """The kept corpus counts."""

    def corpus_state(self) -> tuple[str, int] | None:
        """(version of the counting code, cards counted), or None when nothing is kept."""
        row = self.conn.execute("SELECT version, docs FROM corpus_state").fetchone()
        return None if row is None else (str(row[0]), int(row[1]))

    def corpus_doc_freqs(self) -> Mapping[str, int]:
        """`corpus_terms` as a mapping read key by key, as the grader asks."""
        return _DocFreqs(self.conn)

    def corpus_reset(self, version: str, freq: Mapping[str, int], docs: int) -> None:
        """Keep a corpus counted from every active card (inside the caller's transaction)."""
        self.conn.execute("DELETE FROM corpus_terms")
        self.conn.execute("DELETE FROM corpus_pending")
        self.conn.executemany("INSERT INTO corpus_terms (key, docs) VALUES (?, ?)", freq.items())
        self.conn.execute(
            "INSERT INTO corpus_state (id, version, docs) VALUES (1, ?, ?) "
            "ON CONFLICT (id) DO UPDATE SET version = excluded.version, docs = excluded.docs",
            (version, docs),
        )

    def corpus_forget(self) -> None:
        """Drop the kept corpus (counted by other code): the next use counts every card."""
        self.conn.execute("DELETE FROM corpus_state")
        self.conn.execute("DELETE FROM corpus_pending")

    def corpus_counted(self, deck_id: str) -> dict[str, tuple[int, Card]]:
        """Card id -> (pk, card) of the deck's cards the kept corpus counts now: active, in an
        active deck, not pending. Only the fields the corpus reads are filled in."""
        return {
            card_id: (
                pk,
                Card(
                    id=card_id,
                    question="",
                    answer=answer,
                    explanation=explanation,
                    choices=json.loads(choices),
                    keywords=tuple(json.loads(keywords)),
                ),
            )
            for pk, card_id, answer, explanation, choices, keywords in self.conn.execute(
                """SELECT c.pk, c.card_id, c.answer, c.explanation, c.choices, c.keywords
                   FROM cards c JOIN decks d ON d.id = c.deck_id
                   WHERE c.deck_id = ? AND c.retired = 0 AND d.retired = 0
                     AND c.pk NOT IN (SELECT card_pk FROM corpus_pending)""",
                (deck_id,),
            )
        }

    def corpus_mark_pending(self, deck_id: str, card_ids: Iterable[str]) -> None:
        """Mark cards of a deck as not counted in their current text."""
        self.conn.executemany(
            """INSERT OR IGNORE INTO corpus_pending (card_pk)
               SELECT pk FROM cards WHERE deck_id = ? AND card_id = ?""",
            [(deck_id, card_id) for card_id in card_ids],
        )

    def corpus_pending_cards(self) -> list[tuple[int, Card]]:
        """(pk, card) of the pending cards still active (those retired since are dropped)."""
        self.conn.execute(
            """DELETE FROM corpus_pending WHERE card_pk IN (
                   SELECT c.pk FROM cards c JOIN decks d ON d.id = c.deck_id
                   WHERE c.retired = 1 OR d.retired = 1)"""
        )
        return [
            (r[0], self._card(r))
            for r in self.conn.execute(
                f"SELECT {self._CARD_ONLY_COLS} FROM corpus_pending p "
                "JOIN cards c ON c.pk = p.card_pk ORDER BY c.pk"
            )
        ]

    def corpus_add(self, delta: Mapping[str, int], docs: int, counted: Iterable[int] = ()) -> None:
        """Add per-key changes and a change in the number of cards counted; `counted` pks
        leave the pending list (inside the caller's transaction)."""
        changed = [(key, n) for key, n in delta.items() if n]
        self.conn.executemany(
            "INSERT INTO corpus_terms (key, docs) VALUES (?, ?) "
            "ON CONFLICT (key) DO UPDATE SET docs = docs + excluded.docs",
            changed,
        )
        self.conn.executemany(
            "DELETE FROM corpus_terms WHERE key = ? AND docs <= 0",
            [(key,) for key, n in changed if n < 0],
        )
        if docs:
            self.conn.execute("UPDATE corpus_state SET docs = docs + ?", (docs,))
        self.conn.executemany(
            "DELETE FROM corpus_pending WHERE card_pk = ?", [(pk,) for pk in counted]
        )

    def corpus_has_pending(self) -> bool:
        return self.conn.execute("SELECT 1 FROM corpus_pending LIMIT 1").fetchone() is not None


class _DocFreqs(Mapping[str, int]):
    """`corpus_terms` as the Corpus's doc_freq mapping: each key read once, when the grader
    first asks for it."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        self._read: dict[str, int | None] = {}

    def __getitem__(self, key: str) -> int:
        if key not in self._read:
            row = self._conn.execute(
                "SELECT docs FROM corpus_terms WHERE key = ?", (key,)
            ).fetchone()
            self._read[key] = int(row[0]) if row else None
        value = self._read[key]
        if value is None:
            raise KeyError(key)
        return value

    def __iter__(self) -> Iterator[str]:
        return (key for (key,) in self._conn.execute("SELECT key FROM corpus_terms ORDER BY key"))

    def __len__(self) -> int:
        return int(self._conn.execute("SELECT COUNT(*) FROM corpus_terms").fetchone()[0])

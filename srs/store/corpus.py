"""The grader's word statistics over every active card, kept in `corpus_terms`."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

from srs.errors import StoreError
from srs.model import Card
from srs.store.cards import Cards


class Corpus(Cards):
    """The kept corpus counts."""

    # ---- the grader's corpus --------------------------------------------------------------

    def corpus(self) -> Any:
        """The grader's Corpus over every active card: what `Corpus.from_cards(iter_cards())`
        counts, read from `corpus_terms` key by key as the grader asks.

        Deck sync keeps those counts (see `_keep_corpus`); this only reads. Should they not be
        kept (a store synced with `sync_deck` alone, or one that could not be written), the
        cards are counted here, in memory, as they always were.
        """
        from srs import grading

        row = self.conn.execute("SELECT version, docs FROM corpus_state").fetchone()
        if row is None or row[0] != _corpus_fingerprint():
            return grading.Corpus.from_cards(self.iter_cards())
        return grading.Corpus(_DocFreqs(self.conn), int(row[1]))

    def _keep_corpus(self) -> None:
        """Count the corpus from every card when it is not kept, or was counted by another
        version of the grader (once per database: a sync after that only counts the cards it
        changes). A database that cannot be written is left as it is."""
        version = _corpus_fingerprint()
        row = self.conn.execute("SELECT version FROM corpus_state").fetchone()
        if row is not None and row[0] == version:
            return
        try:
            with self._write():
                row = self.conn.execute("SELECT version FROM corpus_state").fetchone()
                if row is None or row[0] != version:  # not counted by another process meanwhile
                    self._count_corpus(version)
        except StoreError:
            pass

    def _count_corpus(self, version: str) -> None:
        from srs import grading

        docs = 0
        freq: dict[str, int] = {}
        for card in self.iter_cards():
            docs += 1
            for key in grading.corpus_keys(grading.corpus_text(card)):
                freq[key] = freq.get(key, 0) + 1
        self.conn.execute("DELETE FROM corpus_terms")
        self.conn.executemany("INSERT INTO corpus_terms (key, docs) VALUES (?, ?)", freq.items())
        self.conn.execute(
            "INSERT INTO corpus_state (id, version, docs) VALUES (1, ?, ?) "
            "ON CONFLICT (id) DO UPDATE SET version = excluded.version, docs = excluded.docs",
            (version, docs),
        )

    def _corpus_texts(self, deck_id: str) -> dict[str, str] | None:
        """Card id -> corpus text of the deck's cards the kept corpus counts now (none when the
        deck is retired), or None when no corpus is kept (nothing to bring up to date)."""
        if self.conn.execute("SELECT 1 FROM corpus_state").fetchone() is None:
            return None
        from srs import grading

        return {
            card_id: grading.corpus_text(
                Card(
                    id=card_id,
                    question="",
                    answer=answer,
                    explanation=explanation,
                    choices=json.loads(choices),
                    keywords=tuple(json.loads(keywords)),
                )
            )
            for card_id, answer, explanation, choices, keywords in self.conn.execute(
                """SELECT c.card_id, c.answer, c.explanation, c.choices, c.keywords
                   FROM cards c JOIN decks d ON d.id = c.deck_id
                   WHERE c.deck_id = ? AND c.retired = 0 AND d.retired = 0""",
                (deck_id,),
            )
        }

    def _corpus_change(self, before: dict[str, str], after: dict[str, str]) -> None:
        """Count the cards of one deck as `after` instead of `before` (card id -> text)."""
        from srs import grading

        state = self.conn.execute("SELECT version FROM corpus_state").fetchone()
        if state is None:
            return
        if state[0] != _corpus_fingerprint():  # counted another way: the sync counts again
            self.conn.execute("DELETE FROM corpus_state")
            return
        delta: dict[str, int] = {}
        docs = 0
        for card_id, text in before.items():
            if after.get(card_id) != text:
                docs -= 1
                for key in grading.corpus_keys(text):
                    delta[key] = delta.get(key, 0) - 1
        for card_id, text in after.items():
            if before.get(card_id) != text:
                docs += 1
                for key in grading.corpus_keys(text):
                    delta[key] = delta.get(key, 0) + 1
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


@lru_cache(maxsize=1)
def _corpus_fingerprint() -> str:
    """A fingerprint of the code that turns text into corpus keys (srs/grading.py and
    srs/text.py), read from their source without importing them (~25 ms with rapidfuzz): a
    kept corpus counted by other code is counted again."""
    import hashlib
    from importlib.util import find_spec

    digest = hashlib.sha256()
    for name in ("srs.grading", "srs.text"):
        spec = find_spec(name)
        try:
            digest.update(Path(spec.origin).read_bytes())  # type: ignore[union-attr, arg-type]
        except (OSError, TypeError, AttributeError):  # no source at hand: the version decides
            from importlib.metadata import version

            digest.update(version("interview-srs").encode())
    return digest.hexdigest()[:16]


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

"""Deck folders into the database: changed files found, parsed and synced."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

from srs.config import deck_files
from srs.errors import DeckError
from srs.model import Deck
from srs.store.corpus import Corpus
from srs.store.rows import SyncReport, _same_id


class FileSync(Corpus):
    """Deck sync."""

    # ---- deck sync ------------------------------------------------------------------------

    def sync_decks(self, dirs: Iterable[Path], *, now: datetime | None = None) -> SyncReport:
        """Bring the database in line with the deck files of the folders.

        Unchanged files (same size, mtime and hash) cost a stat; each changed file is synced in
        one transaction. A file that fails to load keeps its last good cards in the database.
        """
        report = SyncReport()
        known = {
            row[0]: row[1:]
            for row in self.conn.execute(
                "SELECT id, path, content_hash, file_mtime_ns, file_size, retired FROM decks"
            )
        }
        by_path = {row[0]: deck_id for deck_id, row in known.items() if row[0]}
        seen_ids: set[str] = set()
        seen_paths: dict[str, str] = {}  # deck id -> its file: the first in folder order wins
        memo = None
        for path in deck_files(dirs):
            try:
                stat = path.stat()
            except OSError as exc:
                report.problems.append(DeckError(str(path), None, f"cannot read: {exc}"))
                continue
            deck_id = by_path.get(str(path))
            if deck_id is not None:
                _, _, mtime, size, retired = known[deck_id]
                if mtime == stat.st_mtime_ns and size == stat.st_size and not retired:
                    if deck_id in seen_paths:  # an earlier file holds this id now
                        report.problems.append(_same_id(path, deck_id, seen_paths[deck_id]))
                        continue
                    seen_paths[deck_id] = str(path)
                    seen_ids.add(deck_id)
                    report.unchanged += 1
                    continue
            from srs import decks as deckfiles  # only now: the YAML parser costs ~20 ms to import

            if memo is None:
                memo = deckfiles.FailureMemo.open()
            failed = memo.get(path, stat)  # broken and unchanged: not parsed again
            if failed is not None:
                report.problems.append(failed)
                if deck_id:
                    seen_ids.add(deck_id)
                continue
            try:
                if stat.st_size > deckfiles.MAX_DECK_BYTES:
                    raise DeckError(
                        str(path),
                        None,
                        f"file is larger than {deckfiles.MAX_DECK_BYTES // 2**20} MB",
                    )
                data = path.read_bytes()
            except (OSError, DeckError) as exc:
                problem = (
                    exc
                    if isinstance(exc, DeckError)
                    else DeckError(str(path), None, f"cannot read: {exc}")
                )
                report.problems.append(problem)
                if deck_id:
                    seen_ids.add(deck_id)
                continue
            digest = deckfiles.content_hash(data)
            if deck_id is not None and known[deck_id][1] == digest and not known[deck_id][4]:
                self._execute_write(
                    "UPDATE decks SET file_mtime_ns = ?, file_size = ? WHERE id = ?",
                    (stat.st_mtime_ns, stat.st_size, deck_id),
                )
                seen_ids.add(deck_id)
                report.unchanged += 1
                continue
            try:
                deck = deckfiles.loads(data, str(path))
            except DeckError as exc:
                memo.put(path, stat, exc)
                report.problems.append(exc)
                if deck_id:
                    seen_ids.add(deck_id)  # keep its last good version visible
                continue
            memo.forget(path)
            if deck.id in seen_paths:
                report.problems.append(_same_id(path, deck.id, seen_paths[deck.id]))
                continue
            seen_paths[deck.id] = str(path)
            deck = replace(deck, path=path)
            self.sync_deck(
                deck, content_hash=digest, mtime_ns=stat.st_mtime_ns, size=stat.st_size, now=now
            )
            seen_ids.add(deck.id)
            report.synced.append(deck.id)
        if memo is not None:
            memo.save()
        gone = [deck_id for deck_id, row in known.items() if deck_id not in seen_ids and not row[4]]
        if gone:
            with self._write():
                for deck_id in gone:
                    counted = self._corpus_texts(deck_id)
                    if counted:
                        self._corpus_change(counted, {})
                self.conn.executemany(
                    "UPDATE decks SET retired = 1 WHERE id = ?", [(d,) for d in gone]
                )
        self._keep_corpus()
        return report

    def sync_deck(
        self,
        deck: Deck,
        *,
        content_hash: str | None = None,
        mtime_ns: int | None = None,
        size: int | None = None,
        now: datetime | None = None,
    ) -> None:
        """Upsert one deck in one transaction: new cards added as new, edited cards keep their
        state, cards gone from the file retired (history kept), returning cards un-retired."""
        stamp = (now or datetime.now(UTC)).isoformat(timespec="seconds")
        with self._write():
            counted = self._corpus_texts(deck.id)
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
                        json.dumps(dict(card.choices)),
                        json.dumps(list(card.keywords)),
                        json.dumps(list(card.tags)),
                        card.line,
                        stamp,
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
            present = {card.id for card in deck.cards}
            gone = [(pk,) for card_id, pk in existing.items() if card_id not in present]
            if gone:
                self.conn.executemany("UPDATE cards SET retired = 1 WHERE pk = ?", gone)
            self.conn.execute(  # OR IGNORE: cards that have a state keep it (a lookup each)
                """INSERT OR IGNORE INTO card_state (card_pk, deck_id)
                   SELECT pk, deck_id FROM cards WHERE deck_id = ?""",
                (deck.id,),
            )
            if counted is not None:
                from srs import grading

                self._corpus_change(counted, {c.id: grading.corpus_text(c) for c in deck.cards})

"""Deck folders into the store: the changed files found, parsed and validated (srs/decks.py),
the grader's word statistics brought along (srs/grading.py), and the result persisted by the
store, which itself knows neither decks nor the grader.

    folders --stat/hash--> changed files --decks.loads--> Deck --store.write_deck--> rows
                                                           \\--grading.corpus_keys--> corpus

The grader's statistics (how many cards each concept key occurs in) are kept incrementally: a
sync subtracts the old text of the cards it edits or removes (few, as a rule) and marks what it
adds as pending; `corpus` counts the pending cards the first time the statistics are needed.
So adding a deck of 20,000 cards costs no tokenizing until the first grade.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import lru_cache
from os import stat_result
from pathlib import Path
from typing import TYPE_CHECKING

from srs.config import deck_files, shipped_decks_dir, user_decks_dir
from srs.errors import DeckError, StoreError
from srs.files import write_atomic
from srs.model import Card, Deck
from srs.store import Store, SyncReport

if TYPE_CHECKING:
    from srs import decks as deckfiles
    from srs import grading

# srs.decks (YAML, ~20 ms) and srs.grading (rapidfuzz, ~25 ms) are imported where first
# needed: a sync that finds every file unchanged (every `srs` start) imports neither.


def _same_id(path: Path, deck_id: str, first: str) -> DeckError:
    """Two files with one deck id: the later one (in folder order) is not loaded."""
    return DeckError(
        str(path), 1, f"deck id '{deck_id}' is already used by {first}; this file is ignored"
    )


@dataclass
class _Sync:
    """One pass over the deck folders (see `sync_decks`)."""

    store: Store
    now: datetime | None
    report: SyncReport = field(default_factory=SyncReport)
    known: dict[str, tuple[str | None, str | None, int | None, int | None, int]] = field(
        default_factory=dict
    )
    by_path: dict[str, str] = field(default_factory=dict)
    seen_ids: set[str] = field(default_factory=set)
    seen_paths: dict[str, str] = field(default_factory=dict)
    """deck id -> its file: the first in folder order wins."""
    memo: deckfiles.FailureMemo | None = None

    def run(self, dirs: Iterable[Path]) -> SyncReport:
        self.known = self.store.deck_files_known()
        self.by_path = {row[0]: deck_id for deck_id, row in self.known.items() if row[0]}
        adopted = adopted_shipped(self.store)
        for path in deck_files(dirs):
            if (
                adopted
                and path.name in adopted
                and path.parent == shipped_decks_dir()
                and (user_decks_dir() / path.name).exists()
            ):
                continue  # the user's copy of it (see `adopt_shipped`) is the deck now
            self.file(path)
        if self.memo is not None:
            self.memo.save()
        gone = [d for d, row in self.known.items() if d not in self.seen_ids and not row[4]]
        if gone:
            with self.store.transaction():
                for deck_id in gone:
                    _corpus_subtract(self.store, deck_id, ())
                self.store.retire_decks(gone)
        return self.report

    def keep(self, deck_id: str | None) -> None:
        """A file that failed keeps its deck's last good version visible."""
        if deck_id:
            self.seen_ids.add(deck_id)

    def file(self, path: Path) -> None:
        try:
            stat = path.stat()
        except OSError as exc:
            self.report.problems.append(DeckError(str(path), None, f"cannot read: {exc}"))
            return
        deck_id = self.by_path.get(str(path))
        if deck_id is not None and self.unchanged(path, deck_id, stat):
            return
        data = self.read(path, stat, deck_id)
        if data is None:
            return
        from srs import decks as deckfiles

        digest = deckfiles.content_hash(data)
        row = self.known.get(deck_id or "")
        if deck_id is not None and row is not None and row[1] == digest and not row[4]:
            self.store.touch_deck_file(deck_id, stat.st_mtime_ns, stat.st_size)
            self.seen_ids.add(deck_id)
            self.report.unchanged += 1
            return
        assert self.memo is not None
        try:
            deck = deckfiles.loads(data, str(path))
        except DeckError as exc:
            self.memo.put(path, stat, exc)
            self.report.problems.append(exc)
            self.keep(deck_id)
            return
        self.memo.forget(path)
        if deck.id in self.seen_paths:
            self.report.problems.append(_same_id(path, deck.id, self.seen_paths[deck.id]))
            return
        self.seen_paths[deck.id] = str(path)
        sync_deck(
            self.store,
            replace(deck, path=path),
            content_hash=digest,
            mtime_ns=stat.st_mtime_ns,
            size=stat.st_size,
            now=self.now,
        )
        self.seen_ids.add(deck.id)
        self.report.synced.append(deck.id)

    def unchanged(self, path: Path, deck_id: str, stat: stat_result) -> bool:
        """Same size and mtime as when synced: nothing to read (True when handled)."""
        _, _, mtime, size, retired = self.known[deck_id]
        if mtime != stat.st_mtime_ns or size != stat.st_size or retired:
            return False
        if deck_id in self.seen_paths:  # an earlier file holds this id now
            self.report.problems.append(_same_id(path, deck_id, self.seen_paths[deck_id]))
            return True
        self.seen_paths[deck_id] = str(path)
        self.seen_ids.add(deck_id)
        self.report.unchanged += 1
        return True

    def read(self, path: Path, stat: stat_result, deck_id: str | None) -> bytes | None:
        """The file's bytes, or None when it is broken (and remembered so) or unreadable."""
        from srs import decks as deckfiles

        if self.memo is None:
            self.memo = deckfiles.FailureMemo.open()
        failed = self.memo.get(path, stat)  # broken and unchanged: not parsed again
        if failed is not None:
            self.report.problems.append(failed)
            self.keep(deck_id)
            return None
        try:
            if stat.st_size > deckfiles.MAX_DECK_BYTES:
                raise DeckError(
                    str(path), None, f"file is larger than {deckfiles.MAX_DECK_BYTES // 2**20} MB"
                )
            return path.read_bytes()
        except (OSError, DeckError) as exc:
            problem = (
                exc
                if isinstance(exc, DeckError)
                else DeckError(str(path), None, f"cannot read: {exc}")
            )
            self.report.problems.append(problem)
            self.keep(deck_id)
            return None


ADOPTED_KEY = "decks.adopted"
"""The shipped deck files the user has a copy of in their decks folder (JSON list of names)."""


def adopted_shipped(store: Store) -> set[str]:
    kept = store.ui_pref(ADOPTED_KEY)
    return set(json.loads(kept)) if kept else set()


def adopt_shipped(store: Store, path: Path) -> Path:
    """The deck file to edit for a deck file: itself, or for a deck that came with the app, a
    copy in the user's decks folder (made once), which from then on is the deck, with the
    same id and so the same cards and history. An edit inside the installed package would be
    lost at the next upgrade."""
    shipped = shipped_decks_dir()
    if path.parent != shipped:
        return path
    target = user_decks_dir() / path.name
    if not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(target, path.read_text(encoding="utf-8"))
    store.set_ui_pref(ADOPTED_KEY, json.dumps(sorted(adopted_shipped(store) | {path.name})))
    return target


def sync_decks(store: Store, dirs: Iterable[Path], *, now: datetime | None = None) -> SyncReport:
    """Bring the database in line with the deck files of the folders.

    Unchanged files (same size, mtime and hash) cost a stat; each changed file is synced in
    one transaction. A file that fails to load keeps its last good cards in the database.
    """
    return _Sync(store, now).run(dirs)


def sync_deck(
    store: Store,
    deck: Deck,
    *,
    content_hash: str | None = None,
    mtime_ns: int | None = None,
    size: int | None = None,
    now: datetime | None = None,
) -> None:
    """Upsert one deck in one transaction: new cards added as new, edited cards keep their
    state, cards gone from the file retired (history kept), returning cards un-retired; the
    kept corpus loses the old text of edited and removed cards, and the new text waits."""

    with store.transaction():
        changed = _corpus_subtract(store, deck.id, deck.cards)
        store.write_deck(deck, content_hash=content_hash, mtime_ns=mtime_ns, size=size, now=now)
        if changed is not None:
            store.corpus_mark_pending(deck.id, changed)


def _corpus_subtract(store: Store, deck_id: str, cards: Iterable[Card]) -> list[str] | None:
    """Take the deck's counted cards whose text is no longer that of `cards` out of the kept
    corpus; the ids of `cards` to count later (new or edited), or None when no corpus is kept."""
    state = store.corpus_state()
    if state is None:
        return None
    if state[0] != corpus_fingerprint():  # counted by other code: counted again when needed
        store.corpus_forget()
        return None
    from srs import grading  # only now: ~50 ms to import (rapidfuzz)

    after = {card.id: grading.corpus_text(card) for card in cards}
    counted = store.corpus_counted(deck_id)
    delta: dict[str, int] = {}
    docs = 0
    for card_id, (_, card) in counted.items():
        if after.get(card_id) != grading.corpus_text(card):
            docs -= 1
            for key in grading.corpus_keys(grading.corpus_text(card)):
                delta[key] = delta.get(key, 0) - 1
    store.corpus_add(delta, docs)
    return [
        card_id
        for card_id, text in after.items()
        if card_id not in counted or grading.corpus_text(counted[card_id][1]) != text
    ]


def _count(cards: Iterable[Card]) -> tuple[dict[str, int], int]:
    """(cards each key occurs in, cards) over the cards' corpus texts."""
    from srs import grading

    freq: dict[str, int] = {}
    docs = 0
    for card in cards:
        docs += 1
        for key in grading.corpus_keys(grading.corpus_text(card)):
            freq[key] = freq.get(key, 0) + 1
    return freq, docs


def keep_corpus(store: Store) -> bool:
    """Bring the kept corpus up to date: count every card when none is kept (or it was counted
    by other code), else the pending cards alone. False when the database cannot be written."""
    version = corpus_fingerprint()
    state = store.corpus_state()
    if state is not None and state[0] == version and not store.corpus_has_pending():
        return True
    try:
        with store.transaction():
            state = store.corpus_state()  # again under the lock: another process may have
            if state is None or state[0] != version:
                freq, docs = _count(store.iter_cards())
                store.corpus_reset(version, freq, docs)
            else:
                pending = store.corpus_pending_cards()
                freq, docs = _count(card for _, card in pending)
                store.corpus_add(freq, docs, [pk for pk, _ in pending])
    except StoreError:
        return False
    return True


def corpus(store: Store) -> grading.Corpus:
    """The grader's Corpus over every active card: what `Corpus.from_cards(iter_cards())`
    counts, read from the kept counts key by key as the grader asks (brought up to date
    first). A database that cannot be written is counted in memory, as it always was."""
    from srs import grading

    if not keep_corpus(store):
        return grading.Corpus.from_cards(store.iter_cards())
    state = store.corpus_state()
    assert state is not None
    return grading.Corpus(store.corpus_doc_freqs(), state[1])


@lru_cache(maxsize=1)
def corpus_fingerprint() -> str:
    """A fingerprint of the code that turns text into corpus keys (srs/grading/, its
    concepts and aliases, and srs/text.py), read from their source: a kept corpus counted by
    other code is counted again."""
    import hashlib
    from importlib.util import find_spec

    digest = hashlib.sha256()
    for name in ("srs.grading", "srs.grading.aliases", "srs.grading.concepts", "srs.text"):
        spec = find_spec(name)
        try:
            digest.update(Path(spec.origin).read_bytes())  # type: ignore[union-attr, arg-type]
        except (OSError, TypeError, AttributeError):  # no source at hand: the version decides
            from importlib.metadata import version

            digest.update(version("interview-srs").encode())
    return digest.hexdigest()[:16]

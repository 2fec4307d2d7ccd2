"""The SQLite store: schema and migrations, deck sync, review queues, the review log, undo, backups.

The only module that knows SQL or table names. Every answer is one write transaction
(`BEGIN IMMEDIATE` ... `COMMIT`) with `synchronous=FULL` in WAL mode, so an answer reported
as recorded survives a crash or a power cut, and two processes on one file queue for the
write lock (busy timeout) instead of failing.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlite_utils import Database
from sqlite_utils.migrations import Migrations

from srs import decks as deckfiles
from srs import sm2
from srs.config import SETTINGS
from srs.errors import DeckError, SrsError, UsageError
from srs.model import Card, Deck

BUSY_TIMEOUT_MS = 10_000
"""How long a writer waits for another process's transaction before giving up."""
BACKUPS_KEPT = 7
_DAILY = re.compile(r"^srs-\d{4}-\d{2}-\d{2}\.db$")
REDRILL_GAP = 3
"""A card answered below 4 comes back after at least this many other answers (or when
nothing else is left), so the re-drill is recall, not an echo of what was just read."""
MODES = ("review", "redrill", "interview")


class StoreError(SrsError):
    """The database cannot be used as asked (newer schema, not SQLite, unwritable ...)."""


# -- schema -------------------------------------------------------------------------------------

migrations = Migrations("interview-srs")


@migrations()
def m001_initial(db: Database) -> None:
    db.executescript(
        """
        CREATE TABLE decks (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            source TEXT,
            path TEXT,
            tags TEXT NOT NULL DEFAULT '[]',
            aliases TEXT NOT NULL DEFAULT '{}',
            content_hash TEXT,
            file_mtime_ns INTEGER,
            file_size INTEGER,
            retired INTEGER NOT NULL DEFAULT 0,
            synced_at TEXT
        );
        CREATE TABLE cards (
            pk INTEGER PRIMARY KEY,
            deck_id TEXT NOT NULL REFERENCES decks(id),
            card_id TEXT NOT NULL,
            position INTEGER NOT NULL,
            question TEXT NOT NULL,
            answer TEXT NOT NULL,
            explanation TEXT NOT NULL DEFAULT '',
            choices TEXT NOT NULL DEFAULT '{}',
            keywords TEXT NOT NULL DEFAULT '[]',
            tags TEXT NOT NULL DEFAULT '[]',
            line INTEGER,
            retired INTEGER NOT NULL DEFAULT 0,
            added_at TEXT NOT NULL,
            UNIQUE (deck_id, card_id)
        );
        CREATE TABLE card_state (
            card_pk INTEGER PRIMARY KEY REFERENCES cards(pk),
            ef INTEGER NOT NULL DEFAULT 250,
            repetitions INTEGER NOT NULL DEFAULT 0,
            interval INTEGER NOT NULL DEFAULT 0,
            due TEXT,
            lapses INTEGER NOT NULL DEFAULT 0,
            reviews INTEGER NOT NULL DEFAULT 0,
            last_review TEXT,
            suspended INTEGER NOT NULL DEFAULT 0,
            redrill_day TEXT,
            redrill_after INTEGER
        );
        CREATE INDEX idx_state_due ON card_state (due, card_pk);
        CREATE INDEX idx_state_redrill ON card_state (redrill_day) WHERE redrill_day IS NOT NULL;
        CREATE TABLE review_log (
            id INTEGER PRIMARY KEY,
            card_pk INTEGER NOT NULL REFERENCES cards(pk),
            reviewed_at TEXT NOT NULL,
            day TEXT NOT NULL,
            mode TEXT NOT NULL CHECK (mode IN ('review', 'redrill', 'interview')),
            was_new INTEGER NOT NULL DEFAULT 0,
            answer TEXT,
            score REAL,
            suggested INTEGER,
            quality INTEGER NOT NULL CHECK (quality BETWEEN 0 AND 5),
            response_ms INTEGER,
            state_before TEXT NOT NULL,
            state_after TEXT NOT NULL
        );
        CREATE INDEX idx_log_day ON review_log (day);
        CREATE INDEX idx_log_card ON review_log (card_pk, id);
        CREATE TABLE settings (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL
        );
        """
    )


@migrations()
def m002_interviews(db: Database) -> None:
    db.executescript(
        """
        CREATE TABLE interviews (
            id INTEGER PRIMARY KEY,
            started_at TEXT NOT NULL,
            finished_at TEXT,
            seed INTEGER,
            decks TEXT NOT NULL DEFAULT '[]',
            settings TEXT NOT NULL DEFAULT '{}',
            score REAL,
            verdict TEXT
        );
        CREATE TABLE interview_answers (
            id INTEGER PRIMARY KEY,
            interview_id INTEGER NOT NULL REFERENCES interviews(id),
            position INTEGER NOT NULL,
            card_pk INTEGER NOT NULL REFERENCES cards(pk),
            answer TEXT NOT NULL DEFAULT '',
            time_ms INTEGER,
            timed_out INTEGER NOT NULL DEFAULT 0,
            skipped INTEGER NOT NULL DEFAULT 0,
            score REAL,
            suggested INTEGER,
            matched TEXT NOT NULL DEFAULT '{}',
            missed TEXT NOT NULL DEFAULT '[]',
            UNIQUE (interview_id, position)
        );
        """
    )


SCHEMA_VERSION = 2
"""Bumped with every migration; also written to PRAGMA user_version for a cheap check."""


# -- values -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class StoredState:
    """A card's schedule plus what the store adds around SM-2 (suspension, re-drill)."""

    sm2: sm2.CardState
    suspended: bool = False
    redrill_day: date | None = None
    redrill_after: int | None = None

    def to_json(self) -> str:
        s = self.sm2
        return json.dumps(
            {
                "ef": sm2.ef_to_hundredths(s.ef),
                "repetitions": s.repetitions,
                "interval": s.interval,
                "due": s.due.isoformat() if s.due else None,
                "lapses": s.lapses,
                "reviews": s.reviews,
                "last_review": s.last_review.isoformat() if s.last_review else None,
                "suspended": self.suspended,
                "redrill_day": self.redrill_day.isoformat() if self.redrill_day else None,
                "redrill_after": self.redrill_after,
            },
            sort_keys=True,
        )

    @classmethod
    def from_json(cls, text: str) -> StoredState:
        d = json.loads(text)
        return cls(
            sm2=sm2.CardState(
                ef=sm2.ef_from_hundredths(d["ef"]),
                repetitions=d["repetitions"],
                interval=d["interval"],
                due=_date(d["due"]),
                lapses=d["lapses"],
                reviews=d["reviews"],
                last_review=_date(d["last_review"]),
            ),
            suspended=bool(d["suspended"]),
            redrill_day=_date(d["redrill_day"]),
            redrill_after=d["redrill_after"],
        )


@dataclass(frozen=True)
class QueuedCard:
    """A card to show, with everything the review screen needs about it."""

    pk: int
    deck_id: str
    card: Card
    state: StoredState
    kind: str
    """'review' (due), 'new', or 'redrill' (answered below 4 today)."""

    @property
    def preview(self) -> dict[int, int]:
        return sm2.preview(self.state.sm2)


@dataclass(frozen=True)
class DeckCounts:
    deck_id: str
    name: str
    cards: int
    new: int
    """New cards available today (after the daily limit)."""
    due: int
    """Reviews due today (after the daily limit)."""
    redrill: int
    reviewed_today: int = 0


@dataclass(frozen=True)
class Recorded:
    """What record_review wrote: the log row and the card's state before and after."""

    log_id: int
    mode: str
    quality: int
    before: StoredState
    after: StoredState


@dataclass(frozen=True)
class LogEntry:
    id: int
    card_pk: int
    deck_id: str
    card_id: str
    reviewed_at: datetime
    day: date
    mode: str
    answer: str | None
    score: float | None
    suggested: int | None
    quality: int
    response_ms: int | None
    was_new: bool


@dataclass(frozen=True)
class ScheduleInfo:
    """A card's schedule as shown outside the review screen (export, browse)."""

    due: date | None
    interval: int
    ef: Any
    reviews: int
    lapses: int = 0
    suspended: bool = False
    retired: bool = False


@dataclass(frozen=True)
class InterviewAnswerRow:
    """One stored interview answer with its grade (kept so reports can be rebuilt and exported)."""

    position: int
    card_pk: int
    answer: str
    time_ms: int | None
    timed_out: bool
    skipped: bool
    score: float | None
    suggested: int | None
    matched: dict[str, tuple[str, ...]]
    missed: tuple[str, ...]


@dataclass(frozen=True)
class InterviewRow:
    id: int
    started: datetime
    finished: datetime | None
    seed: int | None
    deck_ids: tuple[str, ...]
    settings: dict[str, Any]
    score: float | None
    verdict: str | None
    questions: int


@dataclass
class SyncReport:
    """What a deck sync did: files skipped as unchanged, decks synced, problems."""

    unchanged: int = 0
    synced: list[str] = field(default_factory=list)
    problems: list[DeckError] = field(default_factory=list)

    def __iter__(self) -> Iterator[DeckError]:
        return iter(self.problems)


def _marks(n: int) -> str:
    """`?, ?, ?` placeholders for an IN (...) list of n values."""
    return ", ".join("?" * n)


def _date(text: str | None) -> date | None:
    return date.fromisoformat(text) if text else None


def study_day(now: datetime, day_start_hour: int) -> date:
    """The study day a moment belongs to: a review at 01:30 counts for the evening before."""
    local = now.astimezone() if now.tzinfo else now
    return (local - timedelta(hours=day_start_hour)).date()


# -- the store ----------------------------------------------------------------------------------


class Store:
    """One open database. Not thread-safe: a sqlite3 connection belongs to its thread."""

    def __init__(self, db: Database, path: Path | None, backups_dir: Path | None) -> None:
        self.db = db
        self.conn: sqlite3.Connection = db.conn
        self.path = path
        self.backups_dir = backups_dir
        self._backed_up_on: date | None = None
        self._settings_cache: dict[str, str] | None = None

    # ---- opening --------------------------------------------------------------------------

    @classmethod
    def open(cls, path: Path | str, *, backups_dir: Path | None = None) -> Store:
        """Open (or create) the database file, migrating it forward.

        Raises:
            StoreError: the file is not SQLite, is damaged, or was written by a newer version
                (then it is left untouched, byte for byte).
        """
        path = Path(path)
        if path.exists():
            _refuse_if_unusable(path)
        else:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StoreError(
                    f"cannot create the data folder {path.parent}: {exc.strerror or exc}"
                ) from None
        try:
            conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_MS / 1000)
            db = Database(conn, execute_plugins=False)
            store = cls(db, path, backups_dir)
            store._configure()
            store._migrate()
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"cannot open the database {path}: {exc}") from None
        return store

    @classmethod
    def memory(cls) -> Store:
        """An in-memory store for tests and benchmarks."""
        db = Database(sqlite3.connect(":memory:"), execute_plugins=False)
        store = cls(db, None, None)
        store._configure()
        store._migrate()
        return store

    def _configure(self) -> None:
        self.conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        self.conn.execute("PRAGMA foreign_keys = ON")
        if self.path is not None:
            mode = self.conn.execute("PRAGMA journal_mode").fetchone()[0]
            if mode != "wal":
                self._retry(lambda: self.conn.execute("PRAGMA journal_mode = WAL"))
        self.conn.execute("PRAGMA synchronous = FULL")

    def _migrate(self) -> None:
        if not migrations.pending(self.db):
            return
        with self._write_lock():
            # Re-check under the lock: another process may have migrated meanwhile.
            for migration in migrations.pending(self.db):
                migration.fn(self.db)
                migrations._record_applied(self.db, migration.name)
            self.conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---- transactions ---------------------------------------------------------------------

    @staticmethod
    def _retry(fn: Any, attempts: int = 5) -> Any:
        for attempt in range(attempts):
            try:
                return fn()
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) and "busy" not in str(exc):
                    raise
                if attempt == attempts - 1:
                    raise StoreError(
                        "the database is busy in another program; try again in a moment"
                    ) from None
                time.sleep(0.05 * (attempt + 1))
        return None  # pragma: no cover

    @contextmanager
    def _write_lock(self) -> Iterator[None]:
        """One write transaction, taken with BEGIN IMMEDIATE so it waits for other writers."""
        if self.conn.in_transaction:  # nested: part of the outer transaction
            yield
            return
        try:
            self._retry(lambda: self.conn.execute("BEGIN IMMEDIATE"))
            try:
                yield
            except BaseException:
                if self.conn.in_transaction:
                    self.conn.execute("ROLLBACK")
                raise
            else:
                self.conn.execute("COMMIT")
        except sqlite3.DatabaseError as exc:
            if type(exc) not in (sqlite3.OperationalError, sqlite3.DatabaseError):
                raise  # IntegrityError and the like are bugs, not disk trouble
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
            raise StoreError(write_failure(self.path, exc)) from None

    @contextmanager
    def _write(self, today: date | None = None) -> Iterator[None]:
        """A write transaction, preceded by the day's backup when this is its first write."""
        self._backup_if_due(today or date.today())
        with self._write_lock():
            yield

    # ---- settings -------------------------------------------------------------------------

    def _settings(self) -> dict[str, str]:
        if self._settings_cache is None:
            self._settings_cache = dict(self.conn.execute("SELECT key, value FROM settings"))
        return self._settings_cache

    def setting(self, key: str, deck_id: str | None = None) -> int:
        """A setting's value: the deck's own if set, else the global one, else the default."""
        values = self._settings()
        if deck_id is not None and f"{key}@{deck_id}" in values:
            return int(values[f"{key}@{deck_id}"])
        if key in values:
            return int(values[key])
        return SETTINGS[key].default

    def set_setting(self, key: str, value: int, deck_id: str | None = None) -> None:
        if key not in SETTINGS:
            raise SrsError(f"unknown setting '{key}' (known: {', '.join(SETTINGS)})")
        name = f"{key}@{deck_id}" if deck_id else key
        with self._write():
            self.conn.execute(
                "INSERT INTO settings (key, value) VALUES (?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (name, str(value)),
            )
        self._settings_cache = None

    def ui_pref(self, key: str) -> str | None:
        """A free-form preference of an interface (theme ...), kept beside the settings."""
        return self._settings().get(f"pref:{key}")

    def set_ui_pref(self, key: str, value: str) -> None:
        if self.ui_pref(key) == value:
            return
        with self._write():
            self.conn.execute(
                "INSERT INTO settings (key, value) VALUES (?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (f"pref:{key}", value),
            )
        self._settings_cache = None

    def settings(self) -> dict[str, str]:
        """Every stored setting (global `key` and per-deck `key@deck`)."""
        return dict(self._settings())

    def today(self, now: datetime | None = None) -> date:
        """Today's study day, by the day-start-hour setting."""
        return study_day(now or datetime.now().astimezone(), self.setting("day_start_hour"))

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
        seen_paths: dict[str, str] = {}
        for path in deckfiles.deck_files(dirs):
            try:
                stat = path.stat()
            except OSError as exc:
                report.problems.append(DeckError(str(path), None, f"cannot read: {exc}"))
                continue
            deck_id = by_path.get(str(path))
            if deck_id is not None:
                _, _, mtime, size, retired = known[deck_id]
                if mtime == stat.st_mtime_ns and size == stat.st_size and not retired:
                    seen_ids.add(deck_id)
                    report.unchanged += 1
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
                report.problems.append(exc)
                if deck_id:
                    seen_ids.add(deck_id)  # keep its last good version visible
                continue
            if deck.id in seen_paths:
                report.problems.append(
                    DeckError(
                        str(path),
                        1,
                        f"deck id '{deck.id}' is already used by {seen_paths[deck.id]}",
                    )
                )
                continue
            seen_paths[deck.id] = str(path)
            deck = replace(deck, path=path)
            self.sync_deck(
                deck, content_hash=digest, mtime_ns=stat.st_mtime_ns, size=stat.st_size, now=now
            )
            seen_ids.add(deck.id)
            report.synced.append(deck.id)
        gone = [deck_id for deck_id, row in known.items() if deck_id not in seen_ids and not row[4]]
        if gone:
            with self._write():
                self.conn.executemany(
                    "UPDATE decks SET retired = 1 WHERE id = ?", [(d,) for d in gone]
                )
        return report

    def _execute_write(self, sql: str, params: Sequence[Any]) -> None:
        with self._write():
            self.conn.execute(sql, params)

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
            self.conn.execute(
                """INSERT INTO card_state (card_pk)
                   SELECT pk FROM cards WHERE deck_id = ?
                   AND pk NOT IN (SELECT card_pk FROM card_state)""",
                (deck.id,),
            )

    # ---- reading cards --------------------------------------------------------------------

    _CARD_COLS = (
        "c.pk, c.deck_id, c.card_id, c.question, c.answer, c.explanation, c.choices, "
        "c.keywords, c.tags, c.line, s.ef, s.repetitions, s.interval, s.due, s.lapses, "
        "s.reviews, s.last_review, s.suspended, s.redrill_day, s.redrill_after"
    )

    @staticmethod
    def _row_card(row: Sequence[Any]) -> tuple[int, str, Card, StoredState]:
        card = Card(
            id=row[2],
            question=row[3],
            answer=row[4],
            explanation=row[5],
            choices=json.loads(row[6]),
            keywords=tuple(json.loads(row[7])),
            tags=tuple(json.loads(row[8])),
            line=row[9],
        )
        state = StoredState(
            sm2=sm2.CardState(
                ef=sm2.ef_from_hundredths(row[10]),
                repetitions=row[11],
                interval=row[12],
                due=_date(row[13]),
                lapses=row[14],
                reviews=row[15],
                last_review=_date(row[16]),
            ),
            suspended=bool(row[17]),
            redrill_day=_date(row[18]),
            redrill_after=row[19],
        )
        return row[0], row[1], card, state

    def _queued(self, row: Sequence[Any], kind: str) -> QueuedCard:
        pk, deck_id, card, state = self._row_card(row)
        return QueuedCard(pk=pk, deck_id=deck_id, card=card, state=state, kind=kind)

    def get_card(self, pk: int) -> QueuedCard:
        row = self.conn.execute(
            f"SELECT {self._CARD_COLS} FROM cards c JOIN card_state s ON s.card_pk = c.pk "
            "WHERE c.pk = ?",
            (pk,),
        ).fetchone()
        if row is None:
            raise KeyError(pk)
        return self._queued(row, "review")

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
        return self._queued(row, "review")

    def deck_name(self, deck_id: str) -> str:
        row = self.conn.execute("SELECT name FROM decks WHERE id = ?", (deck_id,)).fetchone()
        return str(row[0]) if row else deck_id

    def deck_ids(self) -> list[str]:
        return [
            r[0] for r in self.conn.execute("SELECT id FROM decks WHERE retired = 0 ORDER BY name")
        ]

    def deck(self, deck_id: str) -> Deck:
        """The deck as last synced (active cards only), with its aliases for grading."""
        row = self.conn.execute(
            "SELECT id, name, source, path, tags, aliases FROM decks WHERE id = ?", (deck_id,)
        ).fetchone()
        if row is None:
            raise UsageError(f"no deck '{deck_id}' (known: {', '.join(self.deck_ids())})")
        cards = tuple(
            self._row_card(r)[2]
            for r in self.conn.execute(
                f"SELECT {self._CARD_COLS} FROM cards c JOIN card_state s ON s.card_pk = c.pk "
                "WHERE c.deck_id = ? AND c.retired = 0 ORDER BY c.position",
                (deck_id,),
            )
        )
        return Deck(
            id=row[0],
            name=row[1],
            source=row[2],
            path=Path(row[3]) if row[3] else None,
            tags=tuple(json.loads(row[4])),
            aliases=json.loads(row[5]),
            cards=cards,
        )

    def decks(self) -> list[Deck]:
        return [self.deck(deck_id) for deck_id in self.deck_ids()]

    # ---- queues ---------------------------------------------------------------------------

    def _done_today(self, today: date) -> tuple[dict[str, int], dict[str, int]]:
        """Per deck: new cards introduced today, and reviews of non-new cards today."""
        new: dict[str, int] = {}
        reviews: dict[str, int] = {}
        for deck_id, was_new, count in self.conn.execute(
            """SELECT c.deck_id, l.was_new, COUNT(*) FROM review_log l
               JOIN cards c ON c.pk = l.card_pk
               WHERE l.day = ? AND l.mode != 'redrill' GROUP BY c.deck_id, l.was_new""",
            (today.isoformat(),),
        ):
            (new if was_new else reviews)[deck_id] = count
        return new, reviews

    def _remaining(
        self, today: date, deck_ids: Sequence[str]
    ) -> tuple[dict[str, int], dict[str, int]]:
        new_done, rev_done = self._done_today(today)
        new_left = {
            d: max(0, self.setting("new_per_day", d) - new_done.get(d, 0)) for d in deck_ids
        }
        rev_left = {
            d: max(0, self.setting("reviews_per_day", d) - rev_done.get(d, 0)) for d in deck_ids
        }
        return new_left, rev_left

    def counts(self, today: date) -> list[DeckCounts]:
        """Per active deck: cards, and new / due / re-drill available today (limits applied)."""
        day = today.isoformat()
        decks = list(
            self.conn.execute("SELECT id, name FROM decks WHERE retired = 0 ORDER BY name")
        )
        ids = [d for d, _ in decks]
        new_left, rev_left = self._remaining(today, ids)
        totals: dict[str, list[int]] = {d: [0, 0, 0, 0] for d in ids}
        for deck_id, cards, new, due, redrill in self.conn.execute(
            """SELECT c.deck_id, COUNT(*),
                      SUM(s.due IS NULL AND s.suspended = 0),
                      SUM(s.due <= ? AND s.suspended = 0 AND (s.redrill_day IS NULL OR s.redrill_day != ?)),
                      SUM(s.redrill_day = ? AND s.suspended = 0)
               FROM cards c JOIN card_state s ON s.card_pk = c.pk
               WHERE c.retired = 0 GROUP BY c.deck_id""",
            (day, day, day),
        ):
            if deck_id in totals:
                totals[deck_id] = [cards, new or 0, due or 0, redrill or 0]
        done = dict(
            self.conn.execute(
                """SELECT c.deck_id, COUNT(*) FROM review_log l JOIN cards c ON c.pk = l.card_pk
                   WHERE l.day = ? GROUP BY c.deck_id""",
                (day,),
            )
        )
        return [
            DeckCounts(
                deck_id=deck_id,
                name=name,
                cards=totals[deck_id][0],
                new=min(totals[deck_id][1], new_left[deck_id]),
                due=min(totals[deck_id][2], rev_left[deck_id]),
                redrill=totals[deck_id][3],
                reviewed_today=done.get(deck_id, 0),
            )
            for deck_id, name in decks
        ]

    def next_card(
        self, today: date, deck_id: str | None = None, *, exclude: Sequence[int] = ()
    ) -> QueuedCard | None:
        """The next card to show: due reviews (oldest first), then new cards up to the daily
        limit, then today's re-drills (a re-drill waits REDRILL_GAP answers unless nothing
        else is left). None when the session is done."""
        day = today.isoformat()
        ids = [deck_id] if deck_id else self.deck_ids()
        if not ids:
            return None
        new_left, rev_left = self._remaining(today, ids)
        skip = f" AND c.pk NOT IN ({_marks(len(exclude))})" if exclude else ""
        base = (
            f"SELECT {self._CARD_COLS} FROM card_state s JOIN cards c ON c.pk = s.card_pk "
            "WHERE c.retired = 0 AND s.suspended = 0"
        )

        def decks_sql(allowed: Sequence[str]) -> tuple[str, list[str]]:
            return f" AND c.deck_id IN ({_marks(len(allowed))})", list(allowed)

        last_log = self.conn.execute("SELECT COALESCE(MAX(id), 0) FROM review_log").fetchone()[0]
        redrill_sql = (
            " AND s.redrill_day = ?"
            + decks_sql(ids)[0]
            + skip
            + " ORDER BY s.redrill_after LIMIT 1"
        )
        ready = self.conn.execute(
            base + " AND s.redrill_after <= ?" + redrill_sql,
            [last_log - REDRILL_GAP, day, *ids, *exclude],
        ).fetchone()
        if ready is not None:
            return self._queued(ready, "redrill")
        allowed = [d for d in ids if rev_left[d] > 0]
        if allowed:
            sql, params = decks_sql(allowed)
            row = self.conn.execute(
                base
                + " AND s.due <= ? AND (s.redrill_day IS NULL OR s.redrill_day != ?)"
                + sql
                + skip
                + " ORDER BY s.due, s.card_pk LIMIT 1",
                [day, day, *params, *exclude],
            ).fetchone()
            if row is not None:
                return self._queued(row, "review")
        allowed = [d for d in ids if new_left[d] > 0]
        if allowed:
            sql, params = decks_sql(allowed)
            row = self.conn.execute(
                base + " AND s.due IS NULL" + sql + skip + " ORDER BY s.due, s.card_pk LIMIT 1",
                [*params, *exclude],
            ).fetchone()
            if row is not None:
                return self._queued(row, "new")
        row = self.conn.execute(base + redrill_sql, [day, *ids, *exclude]).fetchone()
        return self._queued(row, "redrill") if row is not None else None

    # ---- answering ------------------------------------------------------------------------

    def record_review(
        self,
        card_pk: int,
        quality: int,
        today: date,
        *,
        answer: str | None = None,
        score: float | None = None,
        suggested: int | None = None,
        response_ms: int | None = None,
        mode: str | None = None,
        now: datetime | None = None,
    ) -> Recorded:
        """Apply one answer: the new state and its log row are written in one transaction.

        The mode is 'redrill' when the card is in today's re-drill (then the schedule does not
        change), else 'review'; pass mode='interview' for a mock-interview answer that counts.
        """
        if not isinstance(quality, int) or isinstance(quality, bool) or not 0 <= quality <= 5:
            raise ValueError(f"quality must be 0..5, not {quality!r}")
        if mode is not None and mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}")
        stamp = (now or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="milliseconds")
        with self._write(today):
            row = self.conn.execute(
                f"SELECT {self._CARD_COLS} FROM cards c JOIN card_state s ON s.card_pk = c.pk "
                "WHERE c.pk = ?",
                (card_pk,),
            ).fetchone()
            if row is None:
                raise KeyError(card_pk)
            before = self._row_card(row)[3]
            in_redrill = before.redrill_day == today
            if mode is None:
                mode = "redrill" if in_redrill else "review"
            # A re-drill is logged but leaves the schedule alone (DESIGN.md, SM-2 step 7).
            new_sm2 = before.sm2 if mode == "redrill" else sm2.review(before.sm2, quality, today)
            cursor = self.conn.execute(
                """INSERT INTO review_log (card_pk, reviewed_at, day, mode, was_new, answer, score,
                       suggested, quality, response_ms, state_before, state_after)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '')""",
                (
                    card_pk,
                    stamp,
                    today.isoformat(),
                    mode,
                    int(mode != "redrill" and before.sm2.reviews == 0),
                    answer,
                    score,
                    suggested,
                    quality,
                    response_ms,
                    before.to_json(),
                ),
            )
            log_id = int(cursor.lastrowid or 0)
            if quality < 4:
                after = replace(before, sm2=new_sm2, redrill_day=today, redrill_after=log_id)
            else:
                after = replace(before, sm2=new_sm2, redrill_day=None, redrill_after=None)
            self.conn.execute(
                "UPDATE review_log SET state_after = ? WHERE id = ?", (after.to_json(), log_id)
            )
            self._write_state(card_pk, after)
        return Recorded(log_id=log_id, mode=mode, quality=quality, before=before, after=after)

    def _write_state(self, card_pk: int, state: StoredState) -> None:
        s = state.sm2
        self.conn.execute(
            """UPDATE card_state SET ef = ?, repetitions = ?, interval = ?, due = ?, lapses = ?,
                   reviews = ?, last_review = ?, suspended = ?, redrill_day = ?, redrill_after = ?
               WHERE card_pk = ?""",
            (
                sm2.ef_to_hundredths(s.ef),
                s.repetitions,
                s.interval,
                s.due.isoformat() if s.due else None,
                s.lapses,
                s.reviews,
                s.last_review.isoformat() if s.last_review else None,
                int(state.suspended),
                state.redrill_day.isoformat() if state.redrill_day else None,
                state.redrill_after,
                card_pk,
            ),
        )

    def undo(self, log_id: int | None = None) -> LogEntry | None:
        """Undo the latest answer (or the given one, which must be the card's latest): restore
        the card's exact previous state and delete the log row. None when there is nothing."""
        with self._write_lock():
            if log_id is None:
                row = self.conn.execute(
                    "SELECT id FROM review_log ORDER BY id DESC LIMIT 1"
                ).fetchone()
                if row is None:
                    return None
                log_id = int(row[0])
            entry = self.log_entry(log_id)
            if entry is None:
                return None
            latest = self.conn.execute(
                "SELECT MAX(id) FROM review_log WHERE card_pk = ?", (entry.card_pk,)
            ).fetchone()[0]
            if latest != log_id:
                raise SrsError("only a card's latest answer can be undone")
            before = self.conn.execute(
                "SELECT state_before FROM review_log WHERE id = ?", (log_id,)
            ).fetchone()[0]
            self._write_state(entry.card_pk, StoredState.from_json(before))
            self.conn.execute("DELETE FROM review_log WHERE id = ?", (log_id,))
        return entry

    def bring_forward(self, card_pks: Sequence[int], today: date) -> int:
        """Make reviewed cards due today (new cards are already in the new queue); returns how
        many moved. The review log is untouched: only the due date changes."""
        if not card_pks:
            return 0
        with self._write(today):
            cursor = self.conn.execute(
                f"UPDATE card_state SET due = ? WHERE due > ? AND card_pk IN ({_marks(len(card_pks))})",
                [today.isoformat(), today.isoformat(), *card_pks],
            )
        return int(cursor.rowcount)

    def suspend(self, card_pk: int, suspended: bool = True) -> None:
        self._execute_write(
            "UPDATE card_state SET suspended = ? WHERE card_pk = ?", (int(suspended), card_pk)
        )

    # ---- the log --------------------------------------------------------------------------

    _LOG_COLS = (
        "l.id, l.card_pk, c.deck_id, c.card_id, l.reviewed_at, l.day, l.mode, l.answer, l.score, "
        "l.suggested, l.quality, l.response_ms, l.was_new"
    )

    @staticmethod
    def _row_log(r: Sequence[Any]) -> LogEntry:
        return LogEntry(
            id=r[0],
            card_pk=r[1],
            deck_id=r[2],
            card_id=r[3],
            reviewed_at=datetime.fromisoformat(r[4]),
            day=date.fromisoformat(r[5]),
            mode=r[6],
            answer=r[7],
            score=r[8],
            suggested=r[9],
            quality=r[10],
            response_ms=r[11],
            was_new=bool(r[12]),
        )

    def log_entry(self, log_id: int) -> LogEntry | None:
        row = self.conn.execute(
            f"SELECT {self._LOG_COLS} FROM review_log l JOIN cards c ON c.pk = l.card_pk "
            "WHERE l.id = ?",
            (log_id,),
        ).fetchone()
        return self._row_log(row) if row else None

    def history(self, card_pk: int) -> list[LogEntry]:
        """A card's answers, oldest first."""
        return [
            self._row_log(r)
            for r in self.conn.execute(
                f"SELECT {self._LOG_COLS} FROM review_log l JOIN cards c ON c.pk = l.card_pk "
                "WHERE l.card_pk = ? ORDER BY l.id",
                (card_pk,),
            )
        ]

    def log(self, *, since: date | None = None, limit: int | None = None) -> list[LogEntry]:
        sql = f"SELECT {self._LOG_COLS} FROM review_log l JOIN cards c ON c.pk = l.card_pk"
        params: list[Any] = []
        if since is not None:
            sql += " WHERE l.day >= ?"
            params.append(since.isoformat())
        sql += " ORDER BY l.id"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        return [self._row_log(r) for r in self.conn.execute(sql, params)]

    def reviews_per_day(self, since: date | None = None) -> dict[date, int]:
        sql = "SELECT day, COUNT(*) FROM review_log"
        params: list[Any] = []
        if since is not None:
            sql += " WHERE day >= ?"
            params.append(since.isoformat())
        sql += " GROUP BY day"
        return {date.fromisoformat(d): n for d, n in self.conn.execute(sql, params)}

    def quality_counts(self, since: date, deck_id: str | None = None) -> dict[str, tuple[int, int]]:
        """Per deck: (answers with quality >= 3, all answers) since the day, re-drills excluded."""
        sql = (
            "SELECT c.deck_id, SUM(l.quality >= 3), COUNT(*) FROM review_log l "
            "JOIN cards c ON c.pk = l.card_pk WHERE l.day >= ? AND l.mode != 'redrill'"
        )
        params: list[Any] = [since.isoformat()]
        if deck_id:
            sql += " AND c.deck_id = ?"
            params.append(deck_id)
        sql += " GROUP BY c.deck_id"
        return {d: (int(ok or 0), int(n)) for d, ok, n in self.conn.execute(sql, params)}

    def total_reviews(self) -> int:
        return int(self.conn.execute("SELECT COUNT(*) FROM review_log").fetchone()[0])

    def due_per_day(self, start: date, days: int) -> dict[date, int]:
        """Cards falling due on each day of [start, start+days); overdue ones count on start."""
        end = start + timedelta(days=days - 1)
        out = {start + timedelta(days=i): 0 for i in range(days)}
        for due, n in self.conn.execute(
            """SELECT MAX(s.due, ?), COUNT(*) FROM card_state s JOIN cards c ON c.pk = s.card_pk
               JOIN decks d ON d.id = c.deck_id
               WHERE s.due IS NOT NULL AND s.due <= ? AND c.retired = 0 AND s.suspended = 0
                 AND d.retired = 0
               GROUP BY MAX(s.due, ?)""",
            (start.isoformat(), end.isoformat(), start.isoformat()),
        ):
            out[date.fromisoformat(due)] = n
        return out

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
        return [self._queued(r, "review") for r in self.conn.execute(sql, params)]

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

    # ---- mock interviews -------------------------------------------------------------------

    def interview_cards(self, deck_ids: Sequence[str] | None = None) -> list[QueuedCard]:
        """Every active, unsuspended card of the decks (all decks when None), for planning."""
        sql = (
            f"SELECT {self._CARD_COLS} FROM cards c JOIN card_state s ON s.card_pk = c.pk "
            "JOIN decks d ON d.id = c.deck_id WHERE c.retired = 0 AND d.retired = 0 "
            "AND s.suspended = 0"
        )
        params: list[Any] = []
        if deck_ids:
            sql += f" AND c.deck_id IN ({_marks(len(deck_ids))})"
            params.extend(deck_ids)
        return [
            self._queued(r, "review") for r in self.conn.execute(sql + " ORDER BY c.pk", params)
        ]

    def save_interview(
        self,
        *,
        started: datetime,
        finished: datetime,
        seed: int | None,
        deck_ids: Sequence[str],
        settings: dict[str, Any],
        score: float,
        verdict: str,
        answers: Sequence[InterviewAnswerRow],
    ) -> int:
        """Keep a finished interview and its answers (one transaction); returns its id."""
        with self._write():
            cursor = self.conn.execute(
                """INSERT INTO interviews (started_at, finished_at, seed, decks, settings, score, verdict)
                   VALUES (?, ?, ?, ?, ?, ?, ?)""",
                (
                    started.astimezone(UTC).isoformat(timespec="seconds"),
                    finished.astimezone(UTC).isoformat(timespec="seconds"),
                    seed,
                    json.dumps(list(deck_ids)),
                    json.dumps(settings, sort_keys=True),
                    score,
                    verdict,
                ),
            )
            interview_id = int(cursor.lastrowid or 0)
            self.conn.executemany(
                """INSERT INTO interview_answers (interview_id, position, card_pk, answer, time_ms,
                       timed_out, skipped, score, suggested, matched, missed)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                [
                    (
                        interview_id,
                        a.position,
                        a.card_pk,
                        a.answer,
                        a.time_ms,
                        int(a.timed_out),
                        int(a.skipped),
                        a.score,
                        a.suggested,
                        json.dumps({k: list(v) for k, v in a.matched.items()}),
                        json.dumps(list(a.missed)),
                    )
                    for a in answers
                ],
            )
        return interview_id

    def interviews(self) -> list[InterviewRow]:
        """Past interviews, oldest first, with their scores (progress over time)."""
        return [
            InterviewRow(
                id=r[0],
                started=datetime.fromisoformat(r[1]),
                finished=datetime.fromisoformat(r[2]) if r[2] else None,
                seed=r[3],
                deck_ids=tuple(json.loads(r[4])),
                settings=json.loads(r[5]),
                score=r[6],
                verdict=r[7],
                questions=r[8],
            )
            for r in self.conn.execute(
                """SELECT i.id, i.started_at, i.finished_at, i.seed, i.decks, i.settings, i.score,
                          i.verdict, (SELECT COUNT(*) FROM interview_answers a WHERE a.interview_id = i.id)
                   FROM interviews i ORDER BY i.id"""
            )
        ]

    def interview_answers(self, interview_id: int) -> list[InterviewAnswerRow]:
        rows = self.conn.execute(
            """SELECT position, card_pk, answer, time_ms, timed_out, skipped, score, suggested,
                      matched, missed FROM interview_answers WHERE interview_id = ? ORDER BY position""",
            (interview_id,),
        )
        return [
            InterviewAnswerRow(
                position=r[0],
                card_pk=r[1],
                answer=r[2],
                time_ms=r[3],
                timed_out=bool(r[4]),
                skipped=bool(r[5]),
                score=r[6],
                suggested=r[7],
                matched={k: tuple(v) for k, v in json.loads(r[8]).items()},
                missed=tuple(json.loads(r[9])),
            )
            for r in rows
        ]

    # ---- health and backups ---------------------------------------------------------------

    def integrity_check(self) -> str:
        return str(self.conn.execute("PRAGMA integrity_check").fetchone()[0])

    def schema_version(self) -> int:
        return int(self.conn.execute("PRAGMA user_version").fetchone()[0])

    def journal_mode(self) -> str:
        return str(self.conn.execute("PRAGMA journal_mode").fetchone()[0])

    def _backup_if_due(self, today: date) -> None:
        if self.backups_dir is None or self.path is None or self._backed_up_on == today:
            return
        self._backed_up_on = today
        target = self.backups_dir / f"srs-{today.isoformat()}.db"
        if target.exists():
            return
        try:
            self.backup_to(target)
        except (OSError, sqlite3.Error):
            return  # a failed backup must never block an answer; `srs doctor` reports it
        self.prune_backups()

    def backup_to(self, target: Path) -> Path:
        """A consistent copy of the database made with SQLite's backup API."""
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_suffix(".tmp")
        dest = sqlite3.connect(str(tmp))
        try:
            self.conn.backup(dest)
            dest.execute("PRAGMA journal_mode = DELETE")
        finally:
            dest.close()
        os.replace(tmp, target)
        return target

    def backups(self) -> list[Path]:
        """The daily backups, oldest first (manual ones from `srs backup` are never pruned)."""
        if self.backups_dir is None or not self.backups_dir.is_dir():
            return []
        return sorted(p for p in self.backups_dir.glob("srs-*.db") if _DAILY.match(p.name))

    def prune_backups(self, keep: int = BACKUPS_KEPT) -> None:
        for old in self.backups()[:-keep]:
            old.unlink(missing_ok=True)

    # ---- browse/stats queries ----

    def maturity_counts(self, mature_days: int = 21) -> dict[str, tuple[int, int, int]]:
        """Per active deck: (new, young, mature) active cards. New = never reviewed; mature =
        interval >= mature_days (Anki's notion, 21 days). Suspended cards count where they stand."""
        return {
            deck_id: (int(new or 0), int(young or 0), int(mature or 0))
            for deck_id, new, young, mature in self.conn.execute(
                """SELECT c.deck_id, SUM(s.reviews = 0),
                          SUM(s.reviews > 0 AND s.interval < ?), SUM(s.reviews > 0 AND s.interval >= ?)
                   FROM cards c JOIN card_state s ON s.card_pk = c.pk
                   JOIN decks d ON d.id = c.deck_id
                   WHERE c.retired = 0 AND d.retired = 0 GROUP BY c.deck_id""",
                (mature_days, mature_days),
            )
        }


def write_failure(path: Path | None, exc: BaseException) -> str:
    """One line for a failed write: what happened to which file, and what to do about it."""
    reason = str(exc)
    where = str(path) if path else "the database"
    if "readonly" in reason or "read-only" in reason:
        hint = "the file or its folder is read-only; check their permissions"
    elif "full" in reason:
        hint = "the disk is full; free some space and try again"
    elif "malformed" in reason or "not a database" in reason:
        hint = "the file is damaged; run `srs doctor`, then `srs backup --list` / `--restore NAME`"
    elif "I/O" in reason:
        hint = "the disk reported an error; check it, then run `srs doctor`"
    else:
        hint = "try again; `srs doctor` checks the database"
    return f"cannot write to {where} ({reason}): {hint}. Nothing was changed."


def _refuse_if_truncated(path: Path) -> None:
    """A file shorter than its own header says was cut off (a copy or a disk gone wrong): refuse
    it before anything writes to it. Reads 100 bytes; no full scan at start-up."""
    with open(path, "rb") as handle:
        head = handle.read(100)
    if len(head) < 100:
        raise StoreError(
            f"{path} is truncated (shorter than an SQLite header); restore a backup with `srs backup --list` / `--restore NAME`"
        )
    page_size = int.from_bytes(head[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(head[28:32], "big")
    counter, valid_for = head[24:28], head[92:96]
    size = path.stat().st_size
    if page_size and (
        size % page_size or (counter == valid_for and pages and size < pages * page_size)
    ):
        raise StoreError(
            f"{path} is truncated ({size} bytes, its header says {pages * page_size}); restore a "
            "backup with `srs backup --list` / `--restore NAME`. The file was not changed."
        )


def _refuse_if_unusable(path: Path) -> None:
    """Check an existing file read-only before anything writes to it."""
    with open(path, "rb") as handle:
        header = handle.read(16)
    if header and header != b"SQLite format 3\x00":
        raise StoreError(
            f"{path} is not an interview-srs database (not an SQLite file); move it away, "
            "point --db elsewhere, or restore one with `srs backup --list` / `--restore NAME`"
        )
    if not header:
        return  # an empty file: SQLite treats it as a new database
    _refuse_if_truncated(path)
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            names: set[str] = set()
            if conn.execute(
                "SELECT 1 FROM sqlite_master WHERE name = '_sqlite_migrations'"
            ).fetchone():
                names = {
                    r[0]
                    for r in conn.execute(
                        "SELECT name FROM _sqlite_migrations WHERE migration_set = ?",
                        (migrations.name,),
                    )
                }
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise StoreError(
            f"{path} cannot be read as a database ({exc}); restore a backup with "
            "`srs backup --list` / `--restore NAME`, or move the file away"
        ) from None
    known = {m.name for m in migrations._migrations}
    if version > SCHEMA_VERSION or names - known:
        raise StoreError(
            f"{path} was written by a newer version of interview-srs (schema {version}, this "
            f"version knows {SCHEMA_VERSION}); upgrade interview-srs. The file was not changed."
        )

"""The SQLite store: schema and migrations, deck sync, review queues, the review log, undo, backups.

The only module that knows SQL or table names. Every answer is one write transaction
(`BEGIN IMMEDIATE` ... `COMMIT`) with `synchronous=FULL` in WAL mode, so an answer reported
as recorded survives a crash or a power cut, and two processes on one file queue for the
write lock (busy timeout) instead of failing.
"""

from __future__ import annotations

import json
import operator
import os
import sqlite3
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime, timedelta
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, NoReturn

from srs import dbfile, sm2
from srs.config import SETTINGS, deck_files
from srs.errors import DeckError, SrsError, UsageError
from srs.errors import StoreError as StoreError  # re-exported: callers know it from here
from srs.model import Card, Deck

if TYPE_CHECKING:
    from collections.abc import Callable

    # sqlite-utils is imported only to migrate (~65 ms): `srs decks` and the TUI's start skip it.
    from sqlite_utils import Database
    from sqlite_utils.migrations import Migrations

BUSY_TIMEOUT_MS = 10_000
"""How long a writer waits for another process's transaction before giving up."""
BACKUPS_KEPT = 7
REDRILL_GAP = 3
"""A card answered below 4 comes back after at least this many other answers (or when
nothing else is left), so the re-drill is recall, not an echo of what was just read."""
MODES = ("review", "redrill", "interview")


# -- schema -------------------------------------------------------------------------------------

MIGRATION_SET = "interview-srs"
_MIGRATIONS: list[Callable[[Database], None]] = []
"""The schema's migrations in order; registered with sqlite-utils' `Migrations` (which records
them in `_sqlite_migrations`) only when one is pending."""


def _migration(fn: Callable[[Database], None]) -> Callable[[Database], None]:
    _MIGRATIONS.append(fn)
    return fn


def migration_set() -> Migrations:
    """sqlite-utils' `Migrations` holding every migration of the schema."""
    from sqlite_utils.migrations import Migrations

    migrations = Migrations(MIGRATION_SET)
    for fn in _MIGRATIONS:
        migrations()(fn)
    return migrations


@_migration
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


@_migration
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


@_migration
def m003_queue_indexes(db: Database) -> None:
    """Indexes that let the queues and counts read only what they return.

    Each card's deck sits beside its schedule (a card never changes deck: (deck_id, card_id)
    is its identity), so one deck's due or new cards are one range of idx_state_deck_due, and
    both queue indexes carry `suspended` and the deck, so counting them needs no table row.
    The few retired cards are their own partial index, to leave them out without reading
    `cards`, and each deck keeps its number of active cards, kept right by triggers whatever
    writes `cards`. Statement by statement, inside the migration's transaction (executescript
    would commit first).
    """
    for sql in (
        "ALTER TABLE card_state ADD COLUMN deck_id TEXT",
        "UPDATE card_state SET deck_id = (SELECT c.deck_id FROM cards c WHERE c.pk = card_pk)",
        "DROP INDEX idx_state_due",
        "CREATE INDEX idx_state_queue ON card_state (due, card_pk, suspended, deck_id)",
        "CREATE INDEX idx_state_deck_due ON card_state (deck_id, due, card_pk, suspended)",
        "CREATE INDEX idx_cards_retired ON cards (pk) WHERE retired = 1",
        "ALTER TABLE decks ADD COLUMN active_cards INTEGER NOT NULL DEFAULT 0",
        """UPDATE decks SET active_cards =
               (SELECT COUNT(*) FROM cards c WHERE c.deck_id = decks.id AND c.retired = 0)""",
        """CREATE TRIGGER cards_active_insert AFTER INSERT ON cards WHEN NEW.retired = 0
           BEGIN
               UPDATE decks SET active_cards = active_cards + 1 WHERE id = NEW.deck_id;
           END""",
        """CREATE TRIGGER cards_active_update AFTER UPDATE OF retired, deck_id ON cards
           WHEN OLD.retired != NEW.retired OR OLD.deck_id != NEW.deck_id
           BEGIN
               UPDATE decks SET active_cards = active_cards - (OLD.retired = 0)
               WHERE id = OLD.deck_id;
               UPDATE decks SET active_cards = active_cards + (NEW.retired = 0)
               WHERE id = NEW.deck_id;
           END""",
        """CREATE TRIGGER cards_active_delete AFTER DELETE ON cards WHEN OLD.retired = 0
           BEGIN
               UPDATE decks SET active_cards = active_cards - 1 WHERE id = OLD.deck_id;
           END""",
        # A state row written without its deck (by any code path) still gets it.
        """CREATE TRIGGER card_state_deck AFTER INSERT ON card_state WHEN NEW.deck_id IS NULL
           BEGIN
               UPDATE card_state SET deck_id = (SELECT deck_id FROM cards WHERE pk = NEW.card_pk)
               WHERE card_pk = NEW.card_pk;
           END""",
    ):
        db.execute(sql)


@_migration
def m004_grading_corpus(db: Database) -> None:
    """The grader's word rarity over every active card, kept up to date by deck sync, so a
    session's first grade does not read every card (see Store.corpus)."""
    for sql in (
        """CREATE TABLE corpus_terms (
               key TEXT PRIMARY KEY,
               docs INTEGER NOT NULL
           ) WITHOUT ROWID""",
        """CREATE TABLE corpus_state (
               id INTEGER PRIMARY KEY CHECK (id = 1),
               version TEXT NOT NULL,
               docs INTEGER NOT NULL
           )""",
    ):
        db.execute(sql)


@_migration
def m005_one_due_index(db: Database) -> None:
    """One due index, per deck, instead of two: every answer moves its card in each due index,
    and the global one cost two more pages written and synced per answer than the queue gains
    from it (next_card merges the decks' queues instead; see Store._first_queued)."""
    db.execute("DROP INDEX IF EXISTS idx_state_queue")


@_migration
def m006_marks_and_checks(db: Database) -> None:
    """Mark the file as ours (`PRAGMA application_id`: a file without the mark is another
    program's and never written to) and keep the day of the last soundness check (`meta`)."""
    db.execute(f"PRAGMA application_id = {dbfile.APPLICATION_ID}")
    db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")


@_migration
def m007_taught_aliases(db: Database) -> None:
    """Words the user taught the grader (srs/taught.py): in one deck (or every deck, deck '*'),
    `word` counts as the concept `concept` from then on."""
    db.execute(
        """CREATE TABLE taught_aliases (
               id INTEGER PRIMARY KEY,
               deck_id TEXT NOT NULL,
               word TEXT NOT NULL,
               concept TEXT NOT NULL,
               created TEXT NOT NULL,
               UNIQUE (deck_id, word, concept)
           )"""
    )


SCHEMA_VERSION = 7
"""Bumped with every migration; also written to PRAGMA user_version for a cheap check."""


# -- values -------------------------------------------------------------------------------------


def _json_day(day: date | None) -> str:
    return "null" if day is None else f'"{day.isoformat()}"'


@dataclass(frozen=True)
class StoredState:
    """A card's schedule plus what the store adds around SM-2 (suspension, re-drill)."""

    sm2: sm2.CardState
    suspended: bool = False
    redrill_day: date | None = None
    redrill_after: int | None = None

    def to_json(self) -> str:
        """The state as the log keeps it: `json.dumps(..., sort_keys=True)` of its fields,
        written out directly (two per answer; tests/test_store_queue.py holds them equal)."""
        s = self.sm2
        after = self.redrill_after
        return (
            f'{{"due": {_json_day(s.due)}, "ef": {sm2.ef_to_hundredths(s.ef)}, '
            f'"interval": {int(s.interval)}, "lapses": {int(s.lapses)}, '
            f'"last_review": {_json_day(s.last_review)}, '
            f'"redrill_after": {"null" if after is None else int(after)}, '
            f'"redrill_day": {_json_day(self.redrill_day)}, '
            f'"repetitions": {int(s.repetitions)}, "reviews": {int(s.reviews)}, '
            f'"suspended": {"true" if self.suspended else "false"}}}'
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


def _same_id(path: Path, deck_id: str, first: str) -> DeckError:
    """Two files with one deck id: the later one (in folder order) is not loaded."""
    return DeckError(
        str(path), 1, f"deck id '{deck_id}' is already used by {first}; this file is ignored"
    )


def _marks(n: int) -> str:
    """`?, ?, ?` placeholders for an IN (...) list of n values."""
    return ", ".join("?" * n)


_NOT_RETIRED = "s.card_pk NOT IN (SELECT pk FROM cards WHERE retired = 1)"
"""`c.retired = 0` for a query on card_state alone: the retired cards are read once from
their partial index, not each card's row from `cards`."""


def _queue_order(row: Sequence[Any]) -> tuple[str, int]:
    """A queue row's place in the queue: (due, pk), new cards (due NULL) by pk alone."""
    return (row[13] or "", row[0])


def _decks_sql(deck_ids: Sequence[str]) -> str:
    """The re-drill queue's deck filter: one deck, or for several a filter the planner cannot
    take an index for (`+`), so the query stays on idx_state_redrill, which holds only the
    day's few re-drills."""
    if len(deck_ids) == 1:
        return " AND s.deck_id = ?"
    return f" AND +s.deck_id IN ({_marks(len(deck_ids))})"


def _date(text: str | None) -> date | None:
    return date.fromisoformat(text) if text else None


def study_day(now: datetime, day_start_hour: int) -> date:
    """The study day a moment belongs to: a review at 01:30 counts for the evening before."""
    local = now.astimezone() if now.tzinfo else now
    return (local - timedelta(hours=day_start_hour)).date()


# -- the store ----------------------------------------------------------------------------------


class _Transaction:
    """`with store._write_lock():` a write transaction, BEGIN IMMEDIATE ... COMMIT, that
    rolls back on any error and turns disk trouble into one clear StoreError. Inside another
    transaction it is part of that one. (A class rather than a generator: every answer takes
    one, and this is the cheaper of the two.)"""

    __slots__ = ("nested", "store")

    def __init__(self, store: Store) -> None:
        self.store = store
        self.nested = False

    def __enter__(self) -> None:
        conn = self.store.conn
        self.nested = conn.in_transaction
        if not self.nested:
            try:
                self.store._retry(lambda: conn.execute("BEGIN IMMEDIATE"))
            except sqlite3.DatabaseError as exc:
                self._fail(exc)

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: Any
    ) -> None:
        if self.nested:
            return
        conn = self.store.conn
        if exc is None:
            try:
                conn.execute("COMMIT")
            except sqlite3.DatabaseError as error:
                self._fail(error)
            self.store._forget_queue_caches()
            return
        if isinstance(exc, sqlite3.DatabaseError) and type(exc) in _DISK_TROUBLE:
            self._fail(exc)
        if conn.in_transaction:
            conn.execute("ROLLBACK")

    def _fail(self, exc: sqlite3.DatabaseError) -> None:
        """Roll back and raise: disk trouble as one StoreError, anything else (IntegrityError
        and the like are bugs) as it is."""
        conn = self.store.conn
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        if type(exc) not in _DISK_TROUBLE:
            raise exc
        store = self.store
        if store.path is not None and ("malformed" in str(exc) or "not a database" in str(exc)):
            store._damage = damaged_message(store.path, str(exc))
            raise StoreError(store._damage) from None
        raise StoreError(write_failure(store.path, exc)) from None


_DISK_TROUBLE = (sqlite3.OperationalError, sqlite3.DatabaseError)
"""The errors of a write that mean the disk or the file, not a bug (IntegrityError ...)."""


class Store:
    """One open database. Not thread-safe: a sqlite3 connection belongs to its thread."""

    def __init__(
        self, db: Database | sqlite3.Connection, path: Path | None, backups_dir: Path | None
    ) -> None:
        self._db = None if isinstance(db, sqlite3.Connection) else db
        self.conn: sqlite3.Connection = db if isinstance(db, sqlite3.Connection) else db.conn
        self.path = path
        self.backups_dir = backups_dir
        self._backed_up_on: date | None = None
        self._sound_on: date | None = None
        """The study day whose soundness check this file passed (see `_ensure_sound`)."""
        self._damage: str | None = None
        """Why this file must not be written to, once a check has found it damaged."""
        self._settings_cache: dict[str, str] | None = None
        # What the queue reads again and again, kept between calls: dropped when this
        # connection commits a write (record_review keeps them, brought up to date) and when
        # another connection has committed (PRAGMA data_version moved).
        self._data_version = -1
        self._done_cache: tuple[date, dict[str, tuple[int, int, int]]] | None = None
        """(day, per-deck counts) behind `_done_today`."""
        self._deck_ids_cache: list[str] | None = None
        self._shown: tuple[int, int, str, StoredState] | None = None
        """(pk, data_version, deck, parsed state) of the last card read: record_review takes
        the state from here when no write has happened since (see there)."""
        self._left_memo: tuple[Any, Any, dict[str, int], dict[str, int]] | None = None
        """((day, deck ids), the counts they were read from, new left, reviews left)."""
        self._redrill_cache: tuple[date, bool] | None = None
        """(day, whether any card may be in that day's re-drill): False skips the re-drill
        queries of next_card, the common case."""
        self._queue_cache: (
            tuple[date, dict[str, dict[str, tuple[list[tuple[tuple[str, int], Any]], bool]]]] | None
        ) = None
        """(day, {queue: {deck: (the deck's next rows of that queue ("due" or "new") in order,
        each with its `_queue_order` key, whether that is all of them)}}): next_card reads each
        deck's queues QUEUE_BATCH rows at a time."""
        self._limits_memo: tuple[dict[str, str], dict[str, tuple[int, int]]] | None = None

    @property
    def db(self) -> Database:
        """The sqlite-utils view of the connection (imported on first use)."""
        if self._db is None:
            from sqlite_utils import Database

            self._db = Database(self.conn, execute_plugins=False)
        return self._db

    # ---- opening --------------------------------------------------------------------------

    @classmethod
    def open(cls, path: Path | str, *, backups_dir: Path | None = None) -> Store:
        """Open (or create) the database file, migrating it forward.

        Raises:
            StoreError: the file is not SQLite, not ours, damaged, or was written by a newer
                version (then it is left untouched, byte for byte).
        """
        path = Path(path)
        dbfile.require_regular_file(path)
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
            store = cls(conn, path, backups_dir)
            store._configure()
            store._migrate()
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"cannot open the database {path}: {exc}") from None
        return store

    @classmethod
    def memory(cls) -> Store:
        """An in-memory store for tests and benchmarks."""
        store = cls(sqlite3.connect(":memory:"), None, None)
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
        if not self._pending_migrations():
            return
        migrations = migration_set()
        with self._write_lock():
            # Re-check under the lock: another process may have migrated meanwhile.
            for migration in migrations.pending(self.db):
                migration.fn(self.db)
                migrations._record_applied(self.db, migration.name)
            self.conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def _pending_migrations(self) -> list[str]:
        """Names of the migrations not yet applied (read as sqlite-utils records them)."""
        applied = _applied_migrations(self.conn)
        return [fn.__name__ for fn in _MIGRATIONS if fn.__name__ not in applied]

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

    def _write_lock(self) -> _Transaction:
        """One write transaction, taken with BEGIN IMMEDIATE so it waits for other writers."""
        return _Transaction(self)

    def _forget_queue_caches(self) -> None:
        self._shown = None
        self._done_cache = None
        self._deck_ids_cache = None
        self._redrill_cache = None
        self._queue_cache = None

    def _check_foreign_writes(self) -> bool:
        """Forget the queue caches if another connection has committed since the last look;
        whether it had."""
        version = self.conn.execute("PRAGMA data_version").fetchone()[0]
        if version != self._data_version:
            self._data_version = version
            self._forget_queue_caches()
            self._settings_cache = None  # another window's `srs config` changes the queue's size
            return True
        return False

    def changed_elsewhere(self) -> bool:
        """Whether another process (another window, `srs config`) has written since the last
        look: a screen showing counts reads them again then. One cheap pragma."""
        return self._check_foreign_writes()

    def _write(self, today: date | None = None) -> _Transaction:
        """A write transaction into a file known to be sound (see `_ensure_sound`)."""
        self._ensure_sound(today or date.today())
        return _Transaction(self)

    def _ensure_sound(self, today: date) -> None:
        """Refuse to write into a damaged file: the first write of each study day checks the
        whole file (SQLite's integrity_check, recorded in `meta` so one check serves every process
        that day), and once a file is found damaged nothing more is written to it.

        Damage SQLite meets while writing is caught by `_Transaction`; this catches the damage a
        write would not touch (a bad page in the log while an answer changes a schedule), which
        would otherwise grow, unseen, into every daily backup."""
        if self._damage is not None:
            raise StoreError(self._damage)
        if self.path is None or self._sound_on == today:
            return
        key = today.isoformat()
        try:
            row = self.conn.execute("SELECT value FROM meta WHERE key = 'checked_day'").fetchone()
            if row is None or row[0] != key:
                result = dbfile.integrity(self.conn)
                if result != "ok":
                    self._refuse_damaged(result)
                self.mark_checked(today)
        except sqlite3.DatabaseError as exc:
            if "malformed" in str(exc) or "not a database" in str(exc):
                self._refuse_damaged(str(exc))
            raise StoreError(write_failure(self.path, exc)) from None
        self._sound_on = today

    def mark_checked(self, today: date) -> None:
        """Record that the file passed its check for `today` (after a check, or by a caller that
        has just checked it another way: a verified backup, a benchmark's setup)."""
        with self._write_lock():
            self.conn.execute(
                "INSERT OR REPLACE INTO meta (key, value) VALUES ('checked_day', ?)",
                (today.isoformat(),),
            )
        self._sound_on = today

    def _refuse_damaged(self, finding: str) -> NoReturn:
        assert self.path is not None
        self._damage = damaged_message(self.path, finding)
        raise StoreError(self._damage)

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

    # ---- reading cards --------------------------------------------------------------------

    _STATE_COLS = (
        "s.ef, s.repetitions, s.interval, s.due, s.lapses, s.reviews, s.last_review, "
        "s.suspended, s.redrill_day, s.redrill_after"
    )
    _CARD_ONLY_COLS = (
        "c.pk, c.deck_id, c.card_id, c.question, c.answer, c.explanation, c.choices, "
        "c.keywords, c.tags, c.line"
    )
    _CARD_COLS = _CARD_ONLY_COLS + ", " + _STATE_COLS

    @staticmethod
    def _card(row: Sequence[Any]) -> Card:
        """The card from the `_CARD_ONLY_COLS` columns of a row."""
        return Card(
            id=row[2],
            question=row[3],
            answer=row[4],
            explanation=row[5],
            choices={} if row[6] == "{}" else json.loads(row[6]),
            keywords=() if row[7] == "[]" else tuple(json.loads(row[7])),
            tags=() if row[8] == "[]" else tuple(json.loads(row[8])),
            line=row[9],
        )

    @staticmethod
    def _row_card(row: Sequence[Any]) -> tuple[int, str, Card, StoredState]:
        return row[0], row[1], Store._card(row), Store._row_state(row, 10)

    @staticmethod
    def _row_state(row: Sequence[Any], at: int) -> StoredState:
        """The state from the `_STATE_COLS` columns of a row, starting at index `at`."""
        return StoredState(
            sm2=sm2.CardState(
                ef=sm2.ef_from_hundredths(row[at]),
                repetitions=row[at + 1],
                interval=row[at + 2],
                due=_date(row[at + 3]),
                lapses=row[at + 4],
                reviews=row[at + 5],
                last_review=_date(row[at + 6]),
            ),
            suspended=bool(row[at + 7]),
            redrill_day=_date(row[at + 8]),
            redrill_after=row[at + 9],
        )

    def _queued(self, row: Sequence[Any], kind: str) -> QueuedCard:
        pk, deck_id, card, state = self._row_card(row)
        self._shown = (pk, self._data_version, deck_id, state)
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
        self._check_foreign_writes()
        return list(self._active_deck_ids())

    def _active_deck_ids(self) -> list[str]:
        """deck_ids() from the cache (callers check for foreign writes first)."""
        if self._deck_ids_cache is None:
            self._deck_ids_cache = [
                r[0]
                for r in self.conn.execute("SELECT id FROM decks WHERE retired = 0 ORDER BY name")
            ]
        return self._deck_ids_cache

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

    # ---- queues ---------------------------------------------------------------------------

    def _done_today(self, today: date) -> dict[str, tuple[int, int, int]]:
        """Per deck: new cards introduced today, reviews of non-new cards today (re-drills not
        counted in either), and every answer of today.

        Kept between calls and brought up to date by this connection's own answers, so the
        queue does not re-read today's log for every card; any other write, by this
        connection or another, makes it read the log again (callers run
        `_check_foreign_writes` first).
        """
        cached = self._done_cache
        if cached is not None and cached[0] == today:
            return cached[1]
        done: dict[str, tuple[int, int, int]] = {}
        for deck_id, new, reviews, answers in self.conn.execute(
            """SELECT s.deck_id, SUM(l.mode != 'redrill' AND l.was_new),
                      SUM(l.mode != 'redrill' AND NOT l.was_new), COUNT(*)
               FROM review_log l JOIN card_state s ON s.card_pk = l.card_pk
               WHERE l.day = ? GROUP BY s.deck_id""",
            (today.isoformat(),),
        ):
            done[deck_id] = (int(new), int(reviews), int(answers))
        self._done_cache = (today, done)
        return done

    def _count_answer(self, deck_id: str, day: date, mode: str, was_new: bool) -> None:
        """Add this connection's own answer to the cached counts of the day."""
        cached = self._done_cache
        if cached is None or cached[0] != day:
            return
        new, reviews, answers = cached[1].get(deck_id, (0, 0, 0))
        counted = mode != "redrill"
        new, reviews = new + int(counted and was_new), reviews + int(counted and not was_new)
        cached[1][deck_id] = (new, reviews, answers + 1)
        memo = self._left_memo
        if memo is not None and memo[1] is cached and deck_id in memo[2]:
            new_limit, rev_limit = self._daily_limits(deck_id)
            memo[2][deck_id] = max(0, new_limit - new)
            memo[3][deck_id] = max(0, rev_limit - reviews)

    def _daily_limits(self, deck_id: str) -> tuple[int, int]:
        """(new_per_day, reviews_per_day) of a deck, kept as long as the settings they come from."""
        values = self._settings()
        if self._limits_memo is None or self._limits_memo[0] is not values:
            self._limits_memo = (values, {})
        memo = self._limits_memo[1]
        if deck_id not in memo:
            memo[deck_id] = (
                self.setting("new_per_day", deck_id),
                self.setting("reviews_per_day", deck_id),
            )
        return memo[deck_id]

    def _remaining(
        self, today: date, deck_ids: Sequence[str]
    ) -> tuple[dict[str, int], dict[str, int]]:
        """Per deck: new cards and reviews left today under the daily limits (read-only dicts,
        kept while the day's counts are: _count_answer brings them up to date)."""
        key = (today, tuple(deck_ids))
        memo = self._left_memo
        if memo is not None and memo[0] == key and memo[1] is self._done_cache:
            return memo[2], memo[3]
        done = self._done_today(today)
        new_left: dict[str, int] = {}
        rev_left: dict[str, int] = {}
        for d in deck_ids:
            new_limit, rev_limit = self._daily_limits(d)
            new_done, rev_done, _ = done.get(d, (0, 0, 0))
            new_left[d] = max(0, new_limit - new_done)
            rev_left[d] = max(0, rev_limit - rev_done)
        self._left_memo = (key, self._done_cache, new_left, rev_left)
        return new_left, rev_left

    def queue_counts(
        self, today: date, deck_ids: Sequence[str] | None = None
    ) -> dict[str, tuple[int, int, int]]:
        """Per deck (every active deck when None): (new, due, re-drill) available today, the
        daily limits applied, as `counts` gives them.

        Each count reads at most the deck's limit from its own index range, so it costs the same
        in a deck of a hundred cards as in one of a hundred thousand.
        """
        self._check_foreign_writes()
        ids = list(deck_ids) if deck_ids is not None else list(self._active_deck_ids())
        day = today.isoformat()
        new_left, rev_left = self._remaining(today, ids)
        bounded = (
            "SELECT COUNT(*) FROM (SELECT 1 FROM card_state s WHERE s.deck_id = ? "
            f"AND s.suspended = 0 AND {_NOT_RETIRED} AND {{}} LIMIT ?)"
        )
        due_sql = bounded.format("s.due <= ? AND (s.redrill_day IS NULL OR s.redrill_day != ?)")
        new_sql = bounded.format("s.due IS NULL")
        redrill = dict(
            self.conn.execute(
                f"""SELECT s.deck_id, COUNT(*) FROM card_state s
                   WHERE s.redrill_day = ? AND s.suspended = 0 AND {_NOT_RETIRED}
                   GROUP BY s.deck_id""",
                (day,),
            )
        )
        out: dict[str, tuple[int, int, int]] = {}
        for d in ids:
            due = (
                self.conn.execute(due_sql, (d, day, day, rev_left[d])).fetchone()[0]
                if rev_left[d]
                else 0
            )
            new = self.conn.execute(new_sql, (d, new_left[d])).fetchone()[0] if new_left[d] else 0
            out[d] = (new, due, redrill.get(d, 0))
        return out

    def counts(self, today: date) -> list[DeckCounts]:
        """Per active deck: cards, and new / due / re-drill available today (limits applied)."""
        self._check_foreign_writes()
        decks = list(
            self.conn.execute(
                "SELECT id, name, active_cards FROM decks WHERE retired = 0 ORDER BY name"
            )
        )
        queues = self.queue_counts(today, [d for d, _, _ in decks])
        done = self._done_today(today)
        return [
            DeckCounts(
                deck_id=deck_id,
                name=name,
                cards=active,
                new=queues[deck_id][0],
                due=queues[deck_id][1],
                redrill=queues[deck_id][2],
                reviewed_today=done.get(deck_id, (0, 0, 0))[2],
            )
            for deck_id, name, active in decks
        ]

    def next_card(
        self, today: date, deck_id: str | None = None, *, exclude: Sequence[int] = ()
    ) -> QueuedCard | None:
        """The next card to show: due reviews (oldest first), then new cards up to the daily
        limit, then today's re-drills (a re-drill waits REDRILL_GAP answers unless nothing
        else is left). None when the session is done.

        Each query walks an index in the order it returns (one deck's range, or for several
        decks the due index from the oldest card), so it stops at the first card that fits.
        """
        day = today.isoformat()
        self._check_foreign_writes()
        ids = [deck_id] if deck_id else self._active_deck_ids()
        if not ids:
            return None
        new_left, rev_left = self._remaining(today, ids)
        skip = f" AND c.pk NOT IN ({_marks(len(exclude))})" if exclude else ""
        redrills = self._may_have_redrill(today)
        redrill_sql = (
            " AND s.redrill_day = ?" + _decks_sql(ids) + skip + " ORDER BY s.redrill_after LIMIT 1"
            if redrills
            else ""
        )
        ready = (
            redrills
            and self.conn.execute(
                self._QUEUE_BASE
                + " AND s.redrill_after <= (SELECT COALESCE(MAX(id), 0) FROM review_log) - ?"
                + redrill_sql,
                [REDRILL_GAP, day, *ids, *exclude],
            ).fetchone()
        )
        if ready:
            return self._queued(ready, "redrill")
        allowed = [d for d in ids if rev_left[d] > 0]
        if allowed:
            row = self._first_queued("due", today, allowed, exclude)
            if row is not None:
                return self._queued(row, "review")
        allowed = [d for d in ids if new_left[d] > 0]
        if allowed:
            row = self._first_queued("new", today, allowed, exclude)
            if row is not None:
                return self._queued(row, "new")
        if not redrills:
            return None
        row = self.conn.execute(self._QUEUE_BASE + redrill_sql, [day, *ids, *exclude]).fetchone()
        return self._queued(row, "redrill") if row is not None else None

    _QUEUE_BASE = (
        f"SELECT {_CARD_COLS} FROM card_state s CROSS JOIN cards c ON c.pk = s.card_pk "
        "WHERE c.retired = 0 AND s.suspended = 0"
    )
    _QUEUE_SQL: ClassVar[dict[str, str]] = {
        # One deck's range of idx_state_deck_due, in the queue's order: oldest due first; new
        # cards (due NULL) in the order they were added.
        "due": _QUEUE_BASE
        + " AND s.deck_id = ? AND s.due <= ? AND (s.redrill_day IS NULL OR s.redrill_day != ?)",
        "new": _QUEUE_BASE + " AND s.deck_id = ? AND s.due IS NULL",
    }
    QUEUE_BATCH = 16

    def _first_queued(
        self, queue: str, today: date, allowed: Sequence[str], exclude: Sequence[int]
    ) -> Any:
        """The first card (its row) of the allowed decks' due or new queue, in queue order:
        due cards oldest first, new cards in the order they were added (by pk).

        There is one due index per deck, (deck_id, due, card_pk); the decks' queues are
        merged here, each deck's read ahead QUEUE_BATCH rows at a time. (A second index in
        global due order would save the merge, but every answer moves a card in each due
        index, and its two extra pages per commit cost more than the merge.) The rows read
        ahead stay valid while only this connection's answers change the store: each answered
        card leaves them (see _answered), and any other write drops them all.
        """
        day = today.isoformat()
        params = (day, day) if queue == "due" else ()
        sql = self._QUEUE_SQL[queue]
        if exclude:  # rare (a card put aside): read directly
            sql += f" AND c.pk NOT IN ({_marks(len(exclude))}) ORDER BY s.due, s.card_pk LIMIT 1"
            heads = [
                self.conn.execute(sql, (deck, *params, *exclude)).fetchone() for deck in allowed
            ]
            return min((r for r in heads if r is not None), key=_queue_order, default=None)
        cached = self._queue_cache
        if cached is None or cached[0] != today:
            cached = self._queue_cache = (today, {"due": {}, "new": {}})
        buffers = cached[1][queue]
        best = None
        for deck in allowed:
            buffer = buffers.get(deck)
            if buffer is None or (not buffer[0] and not buffer[1]):
                rows = self.conn.execute(
                    sql + " ORDER BY s.due, s.card_pk LIMIT ?", (deck, *params, self.QUEUE_BATCH)
                ).fetchall()
                # Each row with its place in the queue, worked out once as it is read.
                keyed = [(_queue_order(row), row) for row in rows]
                buffer = buffers[deck] = (keyed, len(rows) < self.QUEUE_BATCH)
            if buffer[0] and (best is None or buffer[0][0][0] < best[0]):
                best = buffer[0][0]
        return best[1] if best is not None else None

    def _may_have_redrill(self, today: date) -> bool:
        """False when no card is in today's re-drill (a cheap probe, then kept)."""
        cached = self._redrill_cache
        if cached is None or cached[0] != today:
            found = self.conn.execute(
                "SELECT 1 FROM card_state WHERE redrill_day = ? LIMIT 1", (today.isoformat(),)
            ).fetchone()
            cached = self._redrill_cache = (today, found is not None)
        return cached[1]

    def _answered(self, card_pk: int, deck_id: str, today: date, after: StoredState) -> None:
        """Keep the queue caches right after this connection's own answer to a card."""
        if after.redrill_day == today and self._redrill_cache is not None:
            self._redrill_cache = (self._redrill_cache[0], True)
        cached = self._queue_cache
        if cached is None:
            return
        due = after.sm2.due
        if due is not None and due <= today and after.redrill_day != today:
            self._queue_cache = None  # still due today: its place in the queue changed
            return
        for queue in cached[1].values():
            buffer = queue.get(deck_id)
            if buffer and buffer[0] and buffer[0][0][1][0] == card_pk:  # the usual: a head
                del buffer[0][0]
                return
        for queue in cached[1].values():
            for rows, _ in queue.values():
                for i, (_, row) in enumerate(rows):
                    if row[0] == card_pk:
                        del rows[i]
                        return

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
        now = now or datetime.now(UTC)
        stamp = (now if now.tzinfo is UTC else now.astimezone(UTC)).isoformat(
            timespec="milliseconds"
        )
        self._backup_if_due(today)
        # An answer leaves these right but for the card answered and the count (below).
        kept = self._done_cache, self._deck_ids_cache, self._redrill_cache, self._queue_cache
        with self._write(today):
            # The card as it was shown, if nothing was written since: not by this connection
            # (any write but an answer forgets it; an answer is to the card shown) nor by
            # another (PRAGMA data_version would have moved). Else read again.
            shown = self._shown
            if (
                shown is not None
                and shown[0] == card_pk
                and self.conn.execute("PRAGMA data_version").fetchone()[0] == shown[1]
            ):
                deck_id, before = shown[2], shown[3]
            else:
                row = self.conn.execute(
                    f"SELECT s.deck_id, {self._STATE_COLS} FROM card_state s WHERE s.card_pk = ?",
                    (card_pk,),
                ).fetchone()
                if row is None:
                    raise KeyError(card_pk)
                deck_id, before = row[0], self._row_state(row, 1)
            in_redrill = before.redrill_day == today
            if mode is None:
                mode = "redrill" if in_redrill else "review"
            was_new = mode != "redrill" and before.sm2.reviews == 0
            # A re-drill is logged but leaves the schedule alone (DESIGN.md, SM-2 step 7).
            new_sm2 = before.sm2 if mode == "redrill" else sm2.review(before.sm2, quality, today)
            # Passed: the state after is known now and goes in with the row. Failed: it names
            # the row (redrill_after = its id), so it is written once the id is known.
            after = StoredState(new_sm2, before.suspended, None, None)
            cursor = self.conn.execute(
                """INSERT INTO review_log (card_pk, reviewed_at, day, mode, was_new, answer, score,
                       suggested, quality, response_ms, state_before, state_after)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                (
                    card_pk,
                    stamp,
                    today.isoformat(),
                    mode,
                    int(was_new),
                    answer,
                    score,
                    suggested,
                    quality,
                    response_ms,
                    before.to_json(),
                    after.to_json() if quality >= 4 else "",
                ),
            )
            log_id = int(cursor.lastrowid or 0)
            if quality < 4:
                after = StoredState(new_sm2, before.suspended, today, log_id)
                self.conn.execute(
                    "UPDATE review_log SET state_after = ? WHERE id = ?", (after.to_json(), log_id)
                )
            self._write_state(card_pk, after)
        self._done_cache, self._deck_ids_cache, self._redrill_cache, self._queue_cache = kept
        self._count_answer(deck_id, today, mode, was_new)
        self._answered(card_pk, deck_id, today, after)
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

    def reviews_on(self, day: date) -> int:
        """Answers logged on a study day (every mode), counted in that day's index range."""
        return int(
            self.conn.execute(
                "SELECT COUNT(*) FROM review_log WHERE day = ?", (day.isoformat(),)
            ).fetchone()[0]
        )

    def streak_days(self, today: date) -> set[date]:
        """The days with a review in the unbroken run ending today or yesterday (a streak
        still counts until today ends): their number is the streak. Found with one index
        probe per day of the run, all inside SQLite: the log itself is never read."""
        yesterday = (today - timedelta(days=1)).isoformat()
        days = {
            date.fromisoformat(d)
            for (d,) in self.conn.execute(
                """WITH RECURSIVE run(day) AS (
                       SELECT ? WHERE EXISTS (SELECT 1 FROM review_log WHERE day = ?)
                       UNION ALL
                       SELECT date(day, '-1 day') FROM run WHERE EXISTS
                           (SELECT 1 FROM review_log WHERE day = date(run.day, '-1 day'))
                   ) SELECT day FROM run""",
                (yesterday, yesterday),
            )
        }
        if self.conn.execute(
            "SELECT 1 FROM review_log WHERE day = ? LIMIT 1", (today.isoformat(),)
        ).fetchone():
            days.add(today)
        return days

    def quality_counts(self, since: date, deck_id: str | None = None) -> dict[str, tuple[int, int]]:
        """Per deck: (answers with quality >= 3, all answers) since the day, re-drills excluded."""
        sql = (  # the deck from card_state: its rows are small, a card's row is all its text
            "SELECT s.deck_id, SUM(l.quality >= 3), COUNT(*) FROM review_log l "
            "JOIN card_state s ON s.card_pk = l.card_pk WHERE l.day >= ? AND l.mode != 'redrill'"
        )
        params: list[Any] = [since.isoformat()]
        if deck_id:
            sql += " AND s.deck_id = ?"
            params.append(deck_id)
        sql += " GROUP BY s.deck_id"
        return {d: (int(ok or 0), int(n)) for d, ok, n in self.conn.execute(sql, params)}

    def total_reviews(self) -> int:
        return int(self.conn.execute("SELECT COUNT(*) FROM review_log").fetchone()[0])

    def due_per_day(self, start: date, days: int) -> dict[date, int]:
        """Cards falling due on each day of [start, start+days); overdue ones count on start."""
        end = start + timedelta(days=days - 1)
        out = {start + timedelta(days=i): 0 for i in range(days)}
        for due, n in self.conn.execute(  # each deck's range of idx_state_deck_due in turn
            f"""SELECT MAX(s.due, ?), COUNT(*) FROM decks d CROSS JOIN card_state s
                 ON s.deck_id = d.id
               WHERE d.retired = 0 AND s.due IS NOT NULL AND s.due <= ? AND {_NOT_RETIRED}
                 AND s.suspended = 0
               GROUP BY MAX(s.due, ?)""",
            (start.isoformat(), end.isoformat(), start.isoformat()),
        ):
            out[date.fromisoformat(due)] = n
        return out

    def first_due_day(self, start: date, days: int) -> date | None:
        """The first day of [start, start+days) with a card falling due, overdue cards counting
        on `start`: `next(d for d, n in due_per_day(start, days).items() if n)`, found by
        reading the first card of the due index instead of counting a year of them."""
        row = self.conn.execute(  # the first card of each deck's due range, then the least
            f"""SELECT MIN((SELECT s.due FROM card_state s
                           WHERE s.deck_id = d.id AND s.due IS NOT NULL AND {_NOT_RETIRED}
                             AND s.suspended = 0
                           ORDER BY s.due LIMIT 1))
               FROM decks d WHERE d.retired = 0"""
        ).fetchone()
        if row is None or row[0] is None:
            return None
        first = max(date.fromisoformat(row[0]), start)
        return first if first < start + timedelta(days=days) else None

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

    def begin_interview(
        self,
        *,
        started: datetime,
        seed: int | None,
        deck_ids: Sequence[str],
        settings: dict[str, Any],
    ) -> int:
        """Keep an interview as it starts (unfinished until `save_interview`); returns its id."""
        with self._write():
            cursor = self.conn.execute(
                "INSERT INTO interviews (started_at, seed, decks, settings) VALUES (?, ?, ?, ?)",
                (
                    started.astimezone(UTC).isoformat(timespec="seconds"),
                    seed,
                    json.dumps(list(deck_ids)),
                    json.dumps(settings, sort_keys=True),
                ),
            )
        return int(cursor.lastrowid or 0)

    def forget_interview(self, interview_id: int | None) -> None:
        """Drop an interview that ended before its first answer (nothing to grade or keep)."""
        if interview_id is None:
            return
        with self._write():
            self.conn.execute(
                "DELETE FROM interview_answers WHERE interview_id = ?", (interview_id,)
            )
            self.conn.execute("DELETE FROM interviews WHERE id = ?", (interview_id,))

    def save_interview_answer(self, interview_id: int, answer: InterviewAnswerRow) -> None:
        """Keep one answer as it is given, so a crash mid-interview loses none of them."""
        with self._write():
            self.conn.execute(
                _INSERT_INTERVIEW_ANSWER, _interview_answer_values(interview_id, answer)
            )

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
        interview_id: int | None = None,
    ) -> int:
        """Keep a finished interview and its graded answers (one transaction); returns its id.
        With `interview_id`, completes the interview kept by `begin_interview`."""
        with self._write():
            row = (
                started.astimezone(UTC).isoformat(timespec="seconds"),
                finished.astimezone(UTC).isoformat(timespec="seconds"),
                seed,
                json.dumps(list(deck_ids)),
                json.dumps(settings, sort_keys=True),
                score,
                verdict,
            )
            if interview_id is None:
                cursor = self.conn.execute(
                    """INSERT INTO interviews (started_at, finished_at, seed, decks, settings, score, verdict)
                       VALUES (?, ?, ?, ?, ?, ?, ?)""",
                    row,
                )
                interview_id = int(cursor.lastrowid or 0)
            else:
                self.conn.execute(
                    """UPDATE interviews SET started_at = ?, finished_at = ?, seed = ?, decks = ?,
                           settings = ?, score = ?, verdict = ? WHERE id = ?""",
                    (*row, interview_id),
                )
            self.conn.executemany(
                _INSERT_INTERVIEW_ANSWER,
                [_interview_answer_values(interview_id, a) for a in answers],
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
        """The day's backup, made before its first answer (not on open-and-quit) and verified
        before it counts: a copy SQLite finds damaged is thrown away, and since the copy holds
        the database's own pages, the database is then known damaged and not written to."""
        if self.backups_dir is None or self.path is None or self._backed_up_on == today:
            return
        self._backed_up_on = today
        target = self.backups_dir / dbfile.daily_backup_name(self.path, today)
        if target.exists():
            return
        try:
            problem = self._checked_copy(target)
        except (OSError, sqlite3.Error):
            return  # a backup that cannot be made must never block an answer; doctor reports it
        if problem is not None:
            if problem.startswith("damaged"):
                self._refuse_damaged(problem.removeprefix("damaged ").strip("()"))
            return
        if self._sound_on != today:  # the copy's check was the file's check for today
            self.mark_checked(today)
        self.prune_backups()

    def backup_to(self, target: Path) -> Path:
        """A consistent copy of the database, checked before it takes the target's name.

        Raises:
            StoreError: the copy is not good (it is removed; nothing else changes).
        """
        problem = self._checked_copy(target)
        if problem is not None:
            raise StoreError(f"the backup of {self.path} is not good: {problem}; nothing kept")
        return target

    def _checked_copy(self, target: Path) -> str | None:
        """Copy with SQLite's backup API to a temporary file, check the copy (integrity_check, ours,
        readable by this version) and only then give it the target's name. Returns what is
        wrong with the copy (which is then removed), or None. The copy holds the database's own
        pages, so a damaged copy means a damaged database."""
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(f".{target.name}.tmp")
        dest = sqlite3.connect(str(tmp))
        try:
            self.conn.backup(dest)
            dest.execute("PRAGMA journal_mode = DELETE")
        finally:
            dest.close()
        problem = dbfile.check_copy(tmp, newest_schema=SCHEMA_VERSION)
        if problem is not None:
            tmp.unlink(missing_ok=True)
            return problem
        os.replace(tmp, target)
        _fsync_dir(target.parent)
        return None

    def backups(self) -> list[Path]:
        """This database's daily backups, oldest first (manual ones are never pruned)."""
        if self.backups_dir is None or self.path is None or not self.backups_dir.is_dir():
            return []
        return sorted(
            p for p in self.backups_dir.iterdir() if dbfile.is_daily_backup(self.path, p.name)
        )

    def prune_backups(self, keep: int = BACKUPS_KEPT) -> None:
        """Keep the newest `keep` daily backups. Each was checked when made, so the newest of
        them is the newest good one; an older one is removed only while a newer one remains."""
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


def _applied_migrations(conn: sqlite3.Connection) -> set[str]:
    """The migrations of our set recorded in the database (none in a new file)."""
    if not conn.execute("SELECT 1 FROM sqlite_master WHERE name = '_sqlite_migrations'").fetchone():
        return set()
    return {
        r[0]
        for r in conn.execute(
            "SELECT name FROM _sqlite_migrations WHERE migration_set = ?", (MIGRATION_SET,)
        )
    }


_INSERT_INTERVIEW_ANSWER = """INSERT OR REPLACE INTO interview_answers (interview_id, position,
    card_pk, answer, time_ms, timed_out, skipped, score, suggested, matched, missed)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"""


def _interview_answer_values(interview_id: int, a: InterviewAnswerRow) -> tuple[Any, ...]:
    return (
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


def _fsync_dir(folder: Path) -> None:
    """Make a rename durable: the folder's entry, not only the file's bytes."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def damaged_message(path: Path, finding: str) -> str:
    """One line for a damaged database: what SQLite found and the newest good backup to use."""
    good = newest_good_backup(path)
    advice = (
        f"restore the newest good backup, `srs backup --restore {good.name}` (the damaged file "
        "is kept aside)"
        if good is not None
        else "see `srs doctor`; no good backup of it was found (`srs backup --list`)"
    )
    return f"{path} is damaged (SQLite: {finding}); nothing was written to it. To go on, {advice}."


def newest_good_backup(path: Path) -> Path | None:
    """The newest backup of this database that passes every check, newest first by time."""
    folder = dbfile.backups_dir_for(path)
    if not folder.is_dir():
        return None
    candidates = [p for p in folder.iterdir() if dbfile.is_backup_of(path, p.name)]
    for backup in sorted(candidates, key=lambda p: p.stat().st_mtime, reverse=True):
        if dbfile.check_copy(backup, newest_schema=SCHEMA_VERSION) is None:
            return backup
    return None


def _refuse_if_unusable(path: Path) -> None:
    """Check an existing file read-only before anything writes to it.

    SQLite, reading the file with its WAL, is the judge: a main file that looks short (as it
    does after a crash inside a checkpoint, when the WAL still holds every page) is used when
    SQLite's integrity_check passes, and refused as damaged only when it fails."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(100)
    except OSError as exc:  # permissions, a disk error: a backup would not help
        raise StoreError(
            f"cannot read the database {path} ({exc.strerror or exc}); check the file's "
            "permissions and the disk. The file was not changed."
        ) from None
    prefix = dbfile.SQLITE_HEADER[: len(head)]
    if head and head[:16] != prefix[:16]:
        raise StoreError(
            f"{path} is not an interview-srs database (not an SQLite file); move it away, "
            "point --db elsewhere, or restore one with `srs backup --list` / `--restore NAME`"
        )
    if not head and not dbfile.wal_holds_data(path):
        return  # an empty file holds nothing: SQLite treats it as a new database
    suspicious = dbfile.header_looks_short(path, head)
    try:
        conn = dbfile.open_read_only(path)
        try:
            facts = dbfile.read_facts(conn)
            finding = dbfile.integrity(conn) if suspicious else "ok"
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        if suspicious:
            finding = str(exc)
        else:
            raise StoreError(
                f"{path} cannot be read as a database ({exc}); restore a backup with "
                "`srs backup --list` / `--restore NAME`, or move the file away"
            ) from None
    if finding != "ok":
        size = path.stat().st_size
        raise StoreError(
            f"{path} is truncated or damaged ({size} bytes; SQLite: {finding}); the file was not "
            "changed. " + damaged_message(path, finding).split("; nothing was written to it. ")[1]
        )
    if not dbfile.is_ours(facts):
        raise StoreError(
            f"{path} belongs to another program (an SQLite file that interview-srs did not "
            "make); it was not changed. Point --db at another file."
        )
    known = {fn.__name__ for fn in _MIGRATIONS}
    if facts.user_version > SCHEMA_VERSION or facts.migrations - known:
        raise StoreError(
            f"{path} was written by a newer version of interview-srs (schema "
            f"{facts.user_version}, this version knows {SCHEMA_VERSION}); upgrade interview-srs. "
            "The file was not changed."
        )

"""One open database: its connection, write transactions, daily soundness check and settings."""

from __future__ import annotations

import contextlib
import sqlite3
import time
from collections.abc import Sequence
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, Self

from srs import dbfile
from srs.config import SETTINGS
from srs.errors import SrsError, StoreError
from srs.scheduling import MODES as MODES  # re-exported: srs.store.MODES
from srs.scheduling import study_day
from srs.store.cache import QueueCache
from srs.store.rows import RowMapping
from srs.store.safety import _refuse_if_unusable, damaged_message, write_failure
from srs.store.schema import (
    _MIGRATIONS,
    COMPACTING_MIGRATIONS,
    SCHEMA_VERSION,
    _applied_migrations,
    migration_set,
)

if TYPE_CHECKING:
    # sqlite-utils is imported only to migrate (~65 ms): `srs decks` and the TUI's start skip it.
    from sqlite_utils import Database

BUSY_TIMEOUT_MS = 10_000
"""How long a writer waits for another process's transaction before giving up."""
BACKUPS_KEPT = 7
REDRILL_GAP = 3
"""A card answered below 4 comes back after at least this many other answers (or when
nothing else is left), so the re-drill is recall, not an echo of what was just read."""


# -- the store ----------------------------------------------------------------------------------


class _Transaction:
    """`with store._write_lock():` a write transaction, BEGIN IMMEDIATE ... COMMIT, that
    rolls back on any error and turns disk trouble into one clear StoreError. Inside another
    transaction it is part of that one. (A class rather than a generator: every answer takes
    one, and this is the cheaper of the two.)"""

    __slots__ = ("nested", "store")

    def __init__(self, store: StoreBase) -> None:
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


class StoreBase(RowMapping):
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
        self._undo_pruned: date | None = None
        """The study day this connection last let go of old undo states (srs/store/answers.py)."""
        self._cache = QueueCache()
        """The queue's memory between calls (see srs/store/cache.py)."""

    @property
    def db(self) -> Database:
        """The sqlite-utils view of the connection (imported on first use)."""
        if self._db is None:
            from sqlite_utils import Database

            self._db = Database(self.conn, execute_plugins=False)
        return self._db

    # ---- opening --------------------------------------------------------------------------

    @classmethod
    def open(cls, path: Path | str, *, backups_dir: Path | None = None) -> Self:
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
    def memory(cls) -> Self:
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
        applied: list[str] = []
        with self._write_lock():
            # Re-check under the lock: another process may have migrated meanwhile.
            for migration in migrations.pending(self.db):
                migration.fn(self.db)
                migrations._record_applied(self.db, migration.name)
                applied.append(migration.name)
            self.conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        if COMPACTING_MIGRATIONS.intersection(applied) and self._has_old_rows():
            self._compact()

    def _has_old_rows(self) -> bool:
        return self.conn.execute("SELECT 1 FROM review_log LIMIT 1").fetchone() is not None

    def _compact(self) -> None:
        """Give the space a migration freed back to the disk (VACUUM, outside a transaction).
        A file that cannot be compacted now (disk full, another reader) works as it is."""
        with contextlib.suppress(sqlite3.DatabaseError):
            self.conn.execute("VACUUM")

    def _pending_migrations(self) -> list[str]:
        """Names of the migrations not yet applied (read as sqlite-utils records them)."""
        applied = _applied_migrations(self.conn)
        return [fn.__name__ for fn in _MIGRATIONS if fn.__name__ not in applied]

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> Self:
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
        self._cache.forget()

    def _check_foreign_writes(self) -> bool:
        """Forget the queue caches if another connection has committed since the last look;
        whether it had."""
        version = self.conn.execute("PRAGMA data_version").fetchone()[0]
        if version != self._cache.data_version:
            self._cache.data_version = version
            self._forget_queue_caches()
            self._settings_cache = None  # another window's `srs config` changes the queue's size
            return True
        return False

    def changed_elsewhere(self) -> bool:
        """Whether another process (another window, `srs config`) has written since the last
        look: a screen showing counts reads them again then. One cheap pragma."""
        return self._check_foreign_writes()

    def transaction(self, today: date | None = None) -> _Transaction:
        """A write transaction for a use case that writes through several store methods
        (a synced deck and its corpus counts): all of it, or nothing."""
        return self._write(today)

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

    def _execute_write(self, sql: str, params: Sequence[Any]) -> None:
        with self._write():
            self.conn.execute(sql, params)

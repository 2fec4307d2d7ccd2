"""What is known about a database file from outside an open store: is it ours, is it whole,
is anyone else using it, where its backups live, and is a copy of it good.

Kept apart from `srs.store` because each rule here must hold before a store exists (`Store.open`
decides whether it may write at all) or without one (`srs doctor` on a file that cannot be
opened, `srs backup --restore` of a file into a database another program is using).

The rule that runs through this module: SQLite is the judge of a file, not our reading of its
bytes. A header that looks short is only a reason to ask SQLite (with the file's WAL, which may
hold the pages the main file still lacks) to check it; a file is refused as damaged only when
SQLite itself finds it so.
"""

from __future__ import annotations

import os
import re
import sqlite3
import struct
import sys
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from srs.errors import StoreError, UsageError
from srs.files import check_regular_file

APPLICATION_ID = 0x53525331
"""`PRAGMA application_id` of every database this program made ("SRS1"): a non-empty SQLite
file without it (and without our migration records, for files made before the mark) belongs
to another program and is never written to."""

SQLITE_HEADER = b"SQLite format 3\x00"

WAL_HEADER_BYTES = 32
"""A WAL file no longer than its header holds no frame, so no data."""

MIGRATION_SET = "interview-srs"
"""The name under which sqlite-utils records our migrations (see srs.store)."""


def sidecar(db: Path, suffix: str) -> Path:
    """`srs.db-wal`, `srs.db-shm`: SQLite's files beside the database."""
    return db.with_name(db.name + suffix)


def wal_holds_data(db: Path) -> bool:
    """Whether the database's WAL has frames: pages that belong to the database but may not be in
    the main file yet (after a crash during a checkpoint, the main file can even look short)."""
    try:
        return sidecar(db, "-wal").stat().st_size > WAL_HEADER_BYTES
    except OSError:
        return False


def header_looks_short(path: Path, head: bytes) -> bool:
    """The main file is shorter than the page count its header gives (or not whole pages).

    Not proof of damage: a checkpoint writes page 1 (with the new count) before it extends the
    file, and the WAL still holds every page, so this only decides whether SQLite is asked."""
    if len(head) < 100:
        return True
    page_size = int.from_bytes(head[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(head[28:32], "big")
    counter, valid_for = head[24:28], head[92:96]
    size = path.stat().st_size
    return bool(
        page_size
        and (size % page_size or (counter == valid_for and pages and size < pages * page_size))
    )


def require_regular_file(path: Path, what: str = "database") -> None:
    """Refuse a FIFO, a device or a folder given as a database: opening one blocks or never
    ends (`srs.files.check_regular_file`, as a StoreError for the store's callers)."""
    try:
        check_regular_file(path, f"the {what}")
    except UsageError as exc:
        raise StoreError(str(exc)) from None


@dataclass(frozen=True)
class FileFacts:
    """What a read-only look at an existing database file tells."""

    user_version: int
    application_id: int
    migrations: frozenset[str]
    tables: int


def read_facts(conn: sqlite3.Connection) -> FileFacts:
    has_migrations = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE name = '_sqlite_migrations'"
    ).fetchone()
    names: frozenset[str] = frozenset()
    if has_migrations:
        names = frozenset(
            r[0]
            for r in conn.execute(
                "SELECT name FROM _sqlite_migrations WHERE migration_set = ?", (MIGRATION_SET,)
            )
        )
    return FileFacts(
        user_version=int(conn.execute("PRAGMA user_version").fetchone()[0]),
        application_id=int(conn.execute("PRAGMA application_id").fetchone()[0]),
        migrations=names,
        tables=int(conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]),
    )


def is_ours(facts: FileFacts) -> bool:
    """Marked as ours, or made by a version before the mark (our migrations are recorded), or
    empty of any schema (a new file SQLite has not written yet)."""
    if facts.application_id == APPLICATION_ID:
        return True
    if facts.application_id != 0:
        return False
    return bool(facts.migrations) or facts.tables == 0


def integrity(conn: sqlite3.Connection) -> str:
    """SQLite's integrity_check: "ok", or its first findings on one line. It reads every page,
    so it runs once a study day (see Store), in `srs doctor`, and on every backup made.

    Not quick_check: that one skips matching each index against its table, and a flipped byte
    in an index (a due card missing from the due index) is damage an answer then writes over
    (seen in the damaged-file loop). The full check costs ~5x more (3.5 s against 0.7 s on a
    600 MB database of 100k cards; milliseconds at a few thousand), once a day."""
    rows = [str(r[0]) for r in conn.execute("PRAGMA integrity_check(5)")]
    return "ok" if rows == ["ok"] else "; ".join(rows)


def open_read_only(path: Path) -> sqlite3.Connection:
    """A connection that cannot change the file (SQLite still reads the WAL, and may recover it
    into the shared memory index, which loses nothing)."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)
    conn.execute("PRAGMA query_only = ON")
    return conn


def open_for_checking(path: Path) -> sqlite3.Connection:
    """A connection that checks a copy fully: opened read-write but `query_only`, because
    SQLite's integrity_check leaves CHECK constraints unchecked on a read-only connection (a
    flipped byte that makes a logged grade 200 passes there; the damaged-file loop found it)."""
    conn = sqlite3.connect(str(path), timeout=10)
    conn.execute("PRAGMA query_only = ON")
    return conn


def check_copy(path: Path, *, newest_schema: int) -> str | None:
    """Why a copy of a database (a backup, a file to restore) is not good, or None.

    Good means: SQLite opens it, integrity_check passes, it is ours, and this version can read it."""
    try:
        require_regular_file(path, "backup")
        with path.open("rb") as handle:
            head = handle.read(len(SQLITE_HEADER))
        if head != SQLITE_HEADER:
            return "not an SQLite file"
        conn = open_for_checking(path)
        try:
            result = integrity(conn)
            facts = read_facts(conn)
        finally:
            conn.close()
    except (OSError, sqlite3.Error, StoreError) as exc:
        return f"cannot be read ({exc})"
    if result != "ok":
        return f"damaged ({result})"
    if not is_ours(facts) or facts.tables == 0:
        return "not an interview-srs database"
    if facts.user_version > newest_schema:
        return f"written by a newer version (schema {facts.user_version})"
    return None


# -- other processes --------------------------------------------------------------------------

_SHM_DMS_BYTE = 128
"""SQLite's unix VFS: every connection to a WAL database holds a shared lock on this byte of
the `-shm` file for as long as it is open (it tells the last one closing that it is last)."""


def others_have_it_open(db: Path) -> bool:
    """Whether another process has the database open (POSIX: a lock held on its `-shm` file).

    Locks held by this process are not seen (POSIX locks are per process), which is what a
    restore wants: its own connections are its own business."""
    if sys.platform == "win32":  # pragma: no cover - no POSIX locks: the restore trusts the user
        return False
    import fcntl  # POSIX only

    shm = sidecar(db, "-shm")
    try:
        fd = os.open(shm, os.O_RDWR)
    except OSError:
        return False  # no -shm: no connection has the WAL open
    try:
        if sys.platform.startswith("linux"):
            fmt = "hhqqi"
            query = struct.pack(fmt, fcntl.F_WRLCK, os.SEEK_SET, _SHM_DMS_BYTE, 1, 0)
            reply = fcntl.fcntl(fd, fcntl.F_GETLK, query + b"\0" * 4)
            l_type = struct.unpack(fmt, reply[: struct.calcsize(fmt)])[0]
        elif sys.platform == "darwin":
            fmt = "qqihh"
            query = struct.pack(fmt, _SHM_DMS_BYTE, 1, 0, fcntl.F_WRLCK, os.SEEK_SET)
            reply = fcntl.fcntl(fd, fcntl.F_GETLK, query)
            l_type = struct.unpack(fmt, reply)[3]
        else:  # pragma: no cover - other unixes: ask for the lock itself
            try:
                fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, _SHM_DMS_BYTE)
            except OSError:
                return True
            fcntl.lockf(fd, fcntl.LOCK_UN, 1, _SHM_DMS_BYTE)
            return False
        return bool(l_type != fcntl.F_UNLCK)
    except OSError:
        return False
    finally:
        os.close(fd)


# -- where backups live --------------------------------------------------------------------------


def backups_dir_for(db: Path) -> Path:
    """Backups sit beside the database they copy, in `backups/`: the default database's in the
    data folder, a `--db` file's beside that file, so no database gets another's copies."""
    return db.parent / "backups"


def daily_backup_name(db: Path, day: date) -> str:
    return f"{db.stem}-{day.isoformat()}.db"


def manual_backup_name(db: Path, stamp: str) -> str:
    return f"{db.stem}-manual-{stamp}.db"


def is_daily_backup(db: Path, name: str) -> bool:
    return re.fullmatch(re.escape(db.stem) + r"-\d{4}-\d{2}-\d{2}\.db", name) is not None


def is_backup_of(db: Path, name: str) -> bool:
    """A backup of this database: daily or manual, named for it (`manual-….db` files made before
    backups were named for their database count as the default database's)."""
    if not name.endswith(".db"):
        return False
    if is_daily_backup(db, name) or name.startswith(f"{db.stem}-manual-"):
        return True
    return db.stem == "srs" and name.startswith("manual-")


LEFTOVER_PATTERNS = ("*.tmp", ".*.tmp", ".*.restoring", "*.restoring")
"""Temporary files a killed write may leave: backups in progress, atomic writes, restores."""

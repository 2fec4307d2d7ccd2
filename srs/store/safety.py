"""Checks of a database file before and while it is written: damaged, not ours, too new."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from srs import dbfile
from srs.errors import StoreError
from srs.store.schema import _MIGRATIONS, SCHEMA_VERSION


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

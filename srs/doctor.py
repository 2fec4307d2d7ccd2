"""Health checks and backup restore: what `srs doctor` and `srs backup` report and do."""

from __future__ import annotations

import os
import shutil
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from srs import decks as deckfiles
from srs.dbfile import (
    LEFTOVER_PATTERNS,
    backups_dir_for,
    check_copy,
    is_backup_of,
    others_have_it_open,
    sidecar,
)
from srs.errors import SrsError, UsageError
from srs.store import SCHEMA_VERSION, Store, StoreError


@dataclass(frozen=True)
class Check:
    """One line of the doctor's report."""

    ok: bool
    what: str
    detail: str


def check_all(db: Path, deck_dirs: list[Path], data_dir: Path) -> list[Check]:
    """Every check, in the order a person would look: data folder, database, decks, backups,
    leftovers of interrupted writes."""
    checks = [_check_dir(data_dir)]
    checks += _check_db(db)
    decks, problems = deckfiles.load_decks(deck_dirs)
    checks.append(
        Check(
            not problems,
            "decks",
            f"{len(decks)} loaded, {sum(len(d.cards) for d in decks)} cards"
            + ("" if not problems else f"; {len(problems)} with problems"),
        )
    )
    checks += [Check(False, "deck file", str(p)) for p in problems]
    checks += _check_backups(db)
    checks += [
        Check(
            False, "leftover", f"{p} (from an interrupted write; `srs doctor --clean` removes it)"
        )
        for p in leftovers(db, data_dir)
    ]
    return checks


def list_backups(db: Path) -> list[Path]:
    """Every backup of this database (daily and manual), oldest first by time."""
    folder = backups_dir_for(db)
    if not folder.is_dir():
        return []
    return sorted(
        (p for p in folder.iterdir() if is_backup_of(db, p.name) and p.is_file()),
        key=lambda p: p.stat().st_mtime,
    )


def _check_backups(db: Path) -> list[Check]:
    """Each backup checked as a restore would check it: a backup that would be refused is
    reported, and so is the lack of any good one."""
    folder = backups_dir_for(db)
    backups = list_backups(db)
    if not backups:
        return [
            Check(
                True,
                "backups",
                f"none yet in {folder} (one is made before the first answer of each day)",
            )
        ]
    bad = [(p, check_copy(p, newest_schema=SCHEMA_VERSION)) for p in backups]
    bad = [(p, why) for p, why in bad if why is not None]
    good = [p for p in backups if p not in {b for b, _ in bad}]
    checks = [Check(False, "backup", f"{p.name}: {why}") for p, why in bad]
    if good:
        checks.append(
            Check(True, "backups", f"{len(good)} good in {folder}, newest {good[-1].name}")
        )
    else:
        checks.append(Check(False, "backups", f"no good backup in {folder}"))
    return checks


def leftovers(db: Path, data_dir: Path) -> list[Path]:
    """Temporary files that a killed write left behind (never a file SQLite still needs)."""
    found: set[Path] = set()
    for folder in {db.parent, backups_dir_for(db), data_dir, data_dir / "decks"}:
        if folder.is_dir():
            for pattern in LEFTOVER_PATTERNS:
                found.update(p for p in folder.glob(pattern) if p.is_file())
    return sorted(found)


def _check_dir(data_dir: Path) -> Check:
    if not data_dir.exists():
        return Check(True, "data folder", f"{data_dir} (not created yet; made on first use)")
    if not os.access(data_dir, os.W_OK | os.X_OK):
        return Check(
            False,
            "data folder",
            f"{data_dir} is not writable: fix its permissions or set SRS_DATA_DIR",
        )
    return Check(True, "data folder", f"{data_dir} (writable)")


_JSON_COLUMNS = (
    ("decks", "tags"),
    ("decks", "aliases"),
    ("cards", "choices"),
    ("cards", "keywords"),
    ("cards", "tags"),
    ("interviews", "decks"),
    ("interviews", "settings"),
    ("interview_answers", "matched"),
    ("interview_answers", "missed"),
)
"""Columns every command parses as JSON: one bad value there makes them fail."""


def _check_db(db: Path) -> list[Check]:
    if not db.exists():
        return [Check(True, "database", f"{db} (not created yet)")]
    try:
        store = Store.open(db)
    except StoreError as exc:
        return [Check(False, "database", str(exc))]
    with store:
        integrity = store.integrity_check()
        version = store.schema_version()
        mode = store.journal_mode()
        size = db.stat().st_size
        reviews = store.total_reviews()
        bad_json = [
            f"{table}.{column}: {n} row(s)"
            for table, column in _JSON_COLUMNS
            if (
                n := store.conn.execute(
                    f"SELECT COUNT(*) FROM {table} WHERE json_valid({column}) = 0"
                ).fetchone()[0]
            )
        ]
    writable = os.access(db, os.W_OK) and os.access(db.parent, os.W_OK | os.X_OK)
    return [
        Check(
            integrity == "ok", "database", f"{db} ({size / 1024:.0f} KiB, {reviews} answers logged)"
        ),
        Check(
            writable,
            "writable",
            "yes"
            if writable
            else f"no: {db} or its folder is read-only, so no answer can be saved; fix their "
            "permissions (a backup would not help)",
        ),
        Check(integrity == "ok", "integrity", integrity),
        Check(
            not bad_json,
            "contents",
            "every stored value readable"
            if not bad_json
            else "values that are not valid JSON in "
            + ", ".join(bad_json)
            + "; restore a backup (`srs backup --list`)",
        ),
        Check(
            version == SCHEMA_VERSION,
            "schema",
            f"version {version} (this program: {SCHEMA_VERSION})",
        ),
        Check(
            mode == "wal", "journal", f"{mode} mode" + ("" if mode == "wal" else " (expected wal)")
        ),
    ]


def resolve_backup(db: Path, name: str) -> Path:
    """NAME from `srs backup --list`, or a path to a copy of the database."""
    folder = backups_dir_for(db)
    candidate = Path(name).expanduser() if ("/" in name or os.sep in name) else folder / name
    if not candidate.is_file():
        raise UsageError(f"no backup {name} in {folder} (see `srs backup --list`)")
    return candidate


def restore(db: Path, backup: Path) -> Path:
    """Replace the database with a verified backup; the current database is first kept aside
    (returned), WAL included, so a restore never loses an answer.

    The restore goes through SQLite (its backup API writes the backup's pages into the open
    database, as one transaction in its WAL) rather than renaming files over it: no WAL that
    holds answers is deleted, and a crash half-way leaves the database as it was. It is refused
    while another program has the database open, since that program would go on from what it
    read before.

    Raises:
        SrsError: the backup is not good, or the database is in use (nothing is changed then).
    """
    problem = check_copy(backup, newest_schema=SCHEMA_VERSION)
    if problem is not None:
        raise SrsError(f"{backup} is not a usable backup: {problem}; choose another backup")
    if db.exists() and others_have_it_open(db):
        raise SrsError(
            f"{db} is open in another program (an srs window or command); close it, then "
            "restore again. Nothing was changed."
        )
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = db.with_name(f"{db.name}.before-restore-{stamp}")
    if not db.exists():
        _copy_into_place(backup, db)
        return aside
    try:
        current = Store.open(db)
    except StoreError:
        current = None
    if current is None:  # damaged, truncated or foreign: keep its files as they are, then replace
        for suffix in ("", "-wal", "-shm"):
            part = sidecar(db, suffix) if suffix else db
            if part.exists():
                os.replace(part, sidecar(aside, suffix) if suffix else aside)
        _copy_into_place(backup, db)
        return aside
    with current:
        try:
            _keep_aside(current.conn, db, aside)
            source = sqlite3.connect(f"file:{backup}?mode=ro", uri=True)
            try:
                source.backup(current.conn)
            finally:
                source.close()
            current.conn.execute("PRAGMA journal_mode = WAL")
        except (OSError, sqlite3.Error) as exc:
            raise SrsError(
                f"could not restore {backup.name} into {db} ({exc}); the database as it was "
                f"is kept at {aside}"
            ) from None
    return aside


def _keep_aside(conn: sqlite3.Connection, db: Path, aside: Path) -> None:
    """A copy of the database as it is now, WAL included: through SQLite's backup API (a
    consistent copy, even of a damaged file's pages), else the files byte for byte."""
    try:
        dest = sqlite3.connect(str(aside))
        try:
            conn.backup(dest)
        finally:
            dest.close()
    except sqlite3.Error:
        for suffix in ("", "-wal"):
            part = sidecar(db, suffix) if suffix else db
            if part.exists():
                shutil.copyfile(part, sidecar(aside, suffix) if suffix else aside)


def _copy_into_place(source: Path, db: Path) -> None:
    """A copy written beside the target and renamed over it (never half a database)."""
    tmp = db.with_name(f".{db.name}.restoring")
    shutil.copyfile(source, tmp)
    with tmp.open("rb+") as handle:
        os.fsync(handle.fileno())
    os.replace(tmp, db)

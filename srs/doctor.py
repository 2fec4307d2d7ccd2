"""Health checks and backup restore: what `srs doctor` and `srs backup` report and do."""

from __future__ import annotations

import os
import shutil
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from srs import decks as deckfiles
from srs.errors import SrsError, UsageError
from srs.store import SCHEMA_VERSION, Store, StoreError


@dataclass(frozen=True)
class Check:
    """One line of the doctor's report."""

    ok: bool
    what: str
    detail: str


def check_all(db: Path, deck_dirs: list[Path], data_dir: Path, backups_dir: Path) -> list[Check]:
    """Every check, in the order a person would look: data folder, database, decks, backups."""
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
    backups = list_backups(backups_dir)
    if backups:
        checks.append(
            Check(True, "backups", f"{len(backups)} in {backups_dir}, latest {backups[-1].name}")
        )
    else:
        checks.append(
            Check(
                True,
                "backups",
                f"none yet in {backups_dir} (one is made before the first answer of each day)",
            )
        )
    return checks


def list_backups(backups_dir: Path) -> list[Path]:
    """Every backup (daily and manual), oldest first by time."""
    if not backups_dir.is_dir():
        return []
    return sorted(backups_dir.glob("*.db"), key=lambda p: p.stat().st_mtime)


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
    return [
        Check(
            integrity == "ok", "database", f"{db} ({size / 1024:.0f} KiB, {reviews} answers logged)"
        ),
        Check(integrity == "ok", "integrity", integrity),
        Check(
            version == SCHEMA_VERSION,
            "schema",
            f"version {version} (this program: {SCHEMA_VERSION})",
        ),
        Check(
            mode == "wal", "journal", f"{mode} mode" + ("" if mode == "wal" else " (expected wal)")
        ),
    ]


def restore(db: Path, backup: Path) -> Path:
    """Replace the database with a backup; the current file is first kept aside (returned).

    Raises:
        SrsError: the backup is missing or damaged (nothing is changed then).
    """
    if not backup.is_file():
        raise UsageError(f"no backup {backup.name} in {backup.parent} (see `srs backup --list`)")
    try:
        conn = sqlite3.connect(f"file:{backup}?mode=ro", uri=True)
        try:
            result = conn.execute("PRAGMA integrity_check").fetchone()[0]
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise SrsError(f"{backup} is not a usable backup: {exc}") from None
    if result != "ok":
        raise SrsError(f"{backup} is damaged ({result}); choose another backup")
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = db.with_name(f"{db.name}.before-restore-{stamp}")
    if db.exists():
        try:
            with Store.open(db) as current:
                current.backup_to(aside)
        except (StoreError, sqlite3.DatabaseError):
            shutil.copyfile(db, aside)  # damaged or foreign: keep it byte for byte
    tmp = db.with_name(f".{db.name}.restoring")
    shutil.copyfile(backup, tmp)
    for suffix in ("-wal", "-shm"):
        Path(str(db) + suffix).unlink(missing_ok=True)
    os.replace(tmp, db)
    return aside

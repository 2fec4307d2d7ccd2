"""Health and backups: the daily verified backup, manual ones, pruning."""

from __future__ import annotations

import os
import sqlite3
from datetime import date
from pathlib import Path

from srs import dbfile
from srs.errors import StoreError
from srs.store.base import BACKUPS_KEPT, StoreBase
from srs.store.safety import _fsync_dir
from srs.store.schema import SCHEMA_VERSION


class Backups(StoreBase):
    """Backups."""

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

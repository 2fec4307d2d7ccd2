"""Disk and file trouble: a clear message with the path and what to do, and no data touched."""

from __future__ import annotations

import os
import resource
import shutil
import signal
import sqlite3
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest
from click.testing import CliRunner
from sqlite_utils import Database

from srs import sync
from srs.store import Store, StoreError
from tui.cli import main

ROOT = Path(__file__).resolve().parent.parent
TODAY = date(2026, 11, 21)


def run(*args: str, input: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=input)
    return result.exit_code, result.stdout, result.stderr


def used_db(path: Path) -> Path:
    with Store.open(path) as store:
        sync.sync_decks(store, [ROOT / "decks"])
        card = store.next_card(TODAY)
        store.record_review(card.pk, 5, TODAY, answer="kept")
    return path


def test_read_only_database_is_a_clear_error(tmp_path: Path) -> None:
    path = used_db(tmp_path / "ro.db")
    before = path.read_bytes()
    if os.geteuid() != 0:
        path.chmod(0o444)
        tmp_path.chmod(0o555)
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)  # what a read-only file gives
    store = Store(Database(conn, execute_plugins=False), path, None)
    card = store.next_card(TODAY)
    with pytest.raises(StoreError) as info:
        store.record_review(card.pk, 4, TODAY)
    message = str(info.value)
    assert str(path) in message and "read-only" in message and "Nothing was changed" in message
    conn.close()
    tmp_path.chmod(0o755)
    assert path.read_bytes() == before


def test_full_database_refuses_the_answer_and_keeps_the_rest(tmp_path: Path) -> None:
    path = used_db(tmp_path / "full.db")
    with Store.open(path) as store:
        pages = store.conn.execute("PRAGMA page_count").fetchone()[0]
        store.conn.execute(f"PRAGMA max_page_count = {pages}")  # the disk is now full
        with pytest.raises(StoreError, match="disk is full"):
            for _ in range(200):
                card = store.next_card(TODAY)
                store.record_review(card.pk, 4, TODAY, answer="x" * 5000)
        logged = store.total_reviews()
        assert store.integrity_check() == "ok"
    with Store.open(path) as store:
        assert store.total_reviews() == logged >= 1
        assert store.log()[0].answer == "kept"


def test_full_disk_in_a_real_process(tmp_path: Path) -> None:
    """`srs review --plain` with a file-size limit: writes fail as on a full disk."""
    data = tmp_path / "data"
    db = used_db(tmp_path / "disk.db")
    with Store.open(db) as store:
        store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    before = db.read_bytes()
    limit = 32_768  # room for the -shm file (32 KiB), not for a 40 KB answer

    def limit_files() -> None:  # pragma: no cover - runs in the child
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    env = dict(os.environ, SRS_DATA_DIR=str(data), SRS_DB=str(db))
    proc = subprocess.run(
        [sys.executable, "-m", "tui.cli", "review", "--plain"],
        input="ring all-reduce " + "x" * 40_000 + "\n4\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        preexec_fn=limit_files,
        timeout=60,
    )
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1 and str(db) in proc.stderr
    with Store.open(db) as store:
        assert store.integrity_check() == "ok" and store.total_reviews() == 1
    assert db.read_bytes()[:100] == before[:100]


def test_data_dir_that_cannot_be_made(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("SRS_DATA_DIR", str(blocker / "data"))
    monkeypatch.setenv("SRS_DB", str(blocker / "data" / "srs.db"))
    code, _, err = run("decks")
    assert code == 1 and "cannot create the data folder" in err and str(blocker) in err
    assert "Traceback" not in err


def test_truncated_database_is_refused_untouched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = used_db(tmp_path / "cut.db")
    with Store.open(path) as store:
        store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2 + 100])
    cut = path.read_bytes()
    monkeypatch.setenv("SRS_DB", str(path))
    code, _, err = run("decks")
    assert code == 1 and "truncated" in err and "srs backup" in err
    assert path.read_bytes() == cut


def test_not_sqlite_is_refused_untouched(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "notes.db"
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(200))
    monkeypatch.setenv("SRS_DB", str(path))
    code, _, err = run("stats")
    assert code == 1 and "not an interview-srs database" in err and str(path) in err
    assert path.read_bytes() == b"\x89PNG\r\n\x1a\n" + bytes(200)


def test_restored_backup_after_damage(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "data"
    monkeypatch.setenv("SRS_DATA_DIR", str(data))
    monkeypatch.setenv("SRS_DB", str(data / "srs.db"))
    assert run("decks")[0] == 0
    assert run("backup")[0] == 0
    name = sorted(p.name for p in (data / "backups").glob("srs-manual-*.db"))[0]
    shutil.copy(data / "srs.db", tmp_path / "keep.db")
    (data / "srs.db").write_bytes(b"garbage")
    assert run("decks")[0] == 1
    code, out, _ = run("backup", "--restore", name)
    assert code == 0 and "kept at" in out
    aside = Path(out.strip().rsplit("kept at ", 1)[1].rstrip("."))
    assert aside.read_bytes() == b"garbage"  # the damaged file is kept as it was
    assert run("decks", "--json")[0] == 0

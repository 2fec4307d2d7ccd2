"""The slow tier of issue 13: kills inside checkpoints, full disks, damaged files, restores with
a second writer. Each loop prints its figures (run with -s to see them) and asserts the promise:
0 refused healthy files, 0 silent writes into damaged files, 0 lost acknowledged answers,
0 tracebacks, 0 hangs.
"""

from __future__ import annotations

import os
import random
import resource
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

import pytest

from srs import dbfile, doctor, sync
from srs.errors import SrsError, StoreError
from srs.store import Store

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow


def sqlite_says_ok(db: Path) -> bool:
    """The judge: plain SQLite, reading the file with its WAL."""
    try:
        conn = sqlite3.connect(db)
        try:
            return bool(conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok")
        finally:
            conn.close()
    except sqlite3.Error:
        return False


def log_rows(db: Path) -> int:
    conn = sqlite3.connect(db)
    try:
        return int(conn.execute("SELECT COUNT(*) FROM review_log").fetchone()[0])
    finally:
        conn.close()


def deck_text(deck_id: str, cards: int) -> str:
    return f"id: {deck_id}\nname: {deck_id}\ncards:\n" + "".join(
        f"- id: c{i}\n  question: What is concept {i} of {deck_id}?\n"
        f"  answer: variant {i} bandwidth {i * 7919} latency {i % 97}.\n"
        for i in range(cards)
    )


def opens(db: Path) -> str | None:
    """None if our store opens the file, else why not."""
    try:
        with Store.open(db) as store:
            store.counts(store.today())
    except StoreError as exc:
        return str(exc)
    return None


def env_for(db: Path) -> dict[str, str]:
    return dict(os.environ, SRS_DB=str(db), SRS_DATA_DIR=str(db.parent / "data"))


# -- kills inside checkpoints ---------------------------------------------------------------------


def worker(db: Path, decks: Path, count: int) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.store_worker", str(db), str(decks), str(count)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_kills_inside_checkpoints_never_refuse_a_healthy_file(tmp_path: Path) -> None:
    """Half the kills land while a large first sync is checkpointed at exit (the main file
    growing), half at the end of answering sessions (the close checkpoints the WAL)."""
    db = tmp_path / "srs.db"
    decks = tmp_path / "decks"
    decks.mkdir()
    with Store.open(db) as store:
        sync.sync_decks(store, [ROOT / "decks"])
        store.set_setting("new_per_day", 100_000)
        store.set_setting("reviews_per_day", 100_000)
    rng = random.Random(13)
    figures = dict(kills=0, in_checkpoint=0, refused_healthy=0, corrupt=0, lost=0, confirmed=0)
    for i in range(110):
        before = log_rows(db)
        base = db.stat().st_size
        if i % 2 == 0:  # a large first sync: the close checkpoints ~1 MB into a growing file
            for old in decks.glob("*.yaml"):
                old.unlink()
            (decks / f"big{i}.yaml").write_text(deck_text(f"big{i}", 2500))
            proc = subprocess.Popen(
                [sys.executable, "-m", "tui.cli", "--decks", str(decks), "decks"],
                cwd=ROOT,
                env=env_for(db),
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                text=True,
            )
            deadline = time.monotonic() + 60
            while proc.poll() is None and time.monotonic() < deadline:
                if db.stat().st_size > base:  # the checkpoint is extending the main file
                    time.sleep(rng.random() * 0.002)
                    figures["in_checkpoint"] += 1
                    break
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            reported = 0
        else:  # a session of answers, killed around its end (its closing checkpoint)
            proc = worker(db, ROOT / "decks", 40)
            assert proc.stdout is not None
            reported = 0
            for line in proc.stdout:
                reported += line.startswith("committed")
                if reported == 40:
                    break
            time.sleep(rng.random() * 0.01)
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            if reported == 40:
                figures["in_checkpoint"] += 1
        figures["kills"] += 1
        figures["confirmed"] += reported
        healthy = sqlite_says_ok(db)
        figures["corrupt"] += not healthy
        why = opens(db)
        figures["refused_healthy"] += healthy and why is not None
        figures["lost"] += max(0, before + reported - log_rows(db))
    print(f"\ncheckpoint kill loop: {figures}")
    assert figures["kills"] >= 100 and figures["in_checkpoint"] >= 50
    assert figures["refused_healthy"] == 0 and figures["corrupt"] == 0 and figures["lost"] == 0


# -- full disk ---------------------------------------------------------------------------------


def _limit_file_size(limit: int) -> None:
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))


def test_full_disk_during_sync_and_checkpoint_loses_nothing(tmp_path: Path) -> None:
    """A write past a file-size limit fails as a full disk does: the WAL fits, the checkpoint's
    growth of the main file does not (the state the issue found refused for good)."""
    db = tmp_path / "srs.db"
    decks = tmp_path / "decks"
    decks.mkdir()
    (decks / "base.yaml").write_text(deck_text("base", 12_000))
    with Store.open(db) as store:
        sync.sync_decks(store, [decks])
    figures = dict(
        runs=0, failed_cleanly=0, left_in_wal=0, refused_healthy=0, corrupt=0, tracebacks=0, lost=0
    )
    for i in range(12):
        (decks / f"more{i}.yaml").write_text(deck_text(f"more{i}", 1500))
        size = db.stat().st_size
        # Three runs in four, the WAL fits and the checkpoint's growth of the main file fails;
        # the fourth, even the WAL cannot grow (the sync itself fails, nothing may change).
        limit = size + (i % 4) * 40_000 + 4096 if i % 4 != 3 else 256 * 1024
        proc = subprocess.run(
            [sys.executable, "-m", "tui.cli", "--decks", str(decks), "decks", "--json"],
            cwd=ROOT,
            env=env_for(db),
            capture_output=True,
            text=True,
            timeout=120,
            preexec_fn=lambda m=limit: _limit_file_size(m),  # type: ignore[misc]
        )
        figures["runs"] += 1
        figures["tracebacks"] += "Traceback" in proc.stderr
        figures["failed_cleanly"] += proc.returncode == 1 and proc.stderr.count("\n") == 1
        figures["left_in_wal"] += dbfile.wal_holds_data(db)  # the checkpoint could not finish
        healthy = sqlite_says_ok(db)
        figures["corrupt"] += not healthy
        figures["refused_healthy"] += healthy and opens(db) is not None
        if proc.returncode == 0:  # reported as synced: every card of it must be there
            with Store.open(db) as store:
                figures["lost"] += store.card_count(f"more{i}") != 1500
    print(f"\nfull-disk loop: {figures}")
    assert figures["runs"] == 12 and figures["tracebacks"] == 0
    assert figures["failed_cleanly"] == 3 and figures["left_in_wal"] >= 6
    assert figures["refused_healthy"] == 0 and figures["corrupt"] == 0 and figures["lost"] == 0


# -- damaged files ---------------------------------------------------------------------------------


def test_damaged_files_are_never_written_to_in_silence(tmp_path: Path) -> None:
    """60 copies of a used database, each damaged by flipping bytes in a page or cutting the
    file at a page boundary, then used as the next day's session would use them."""
    source = tmp_path / "source.db"
    with Store.open(source) as store:
        sync.sync_decks(store, [ROOT / "decks"])
        day = date(2026, 11, 1)
        for i in range(120):
            card = store.next_card(day)
            assert card is not None
            store.record_review(card.pk, 3 + i % 3, day, answer=f"answer {i} " * 20)
        store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    page_size = 4096
    pages = source.stat().st_size // page_size
    rng = random.Random(7)
    figures = dict(files=0, damaged=0, refused=0, silent_writes=0, tracebacks=0, hangs=0)
    for i in range(64):
        folder = tmp_path / f"f{i}"
        folder.mkdir()
        db = folder / "srs.db"
        data = bytearray(source.read_bytes())
        if i % 4 == 3:  # cut short
            data = data[: rng.randrange(1, pages) * page_size]
        else:  # a run of bytes flipped inside one page (a sector gone bad)
            page = rng.randrange(1, pages)
            start = page * page_size + rng.randrange(0, page_size // 2)
            for j in range(start, start + rng.randrange(64, page_size // 2)):
                data[j] ^= 0xFF
        db.write_bytes(bytes(data))
        pristine = folder / "pristine.db"  # judged on a copy: the run must meet it as made
        shutil.copyfile(db, pristine)
        damaged = not sqlite_says_ok(pristine)
        figures["files"] += 1
        figures["damaged"] += damaged
        try:
            proc = subprocess.run(
                [sys.executable, "-m", "tui.cli", "review", "--plain"],
                cwd=ROOT,
                env=env_for(db),
                input="all-reduce\n5\nring\n5\nq\n",
                capture_output=True,
                text=True,
                timeout=60,
            )
        except subprocess.TimeoutExpired:
            figures["hangs"] += 1
            continue
        figures["tracebacks"] += "Traceback" in proc.stderr
        recorded = "Recorded" in proc.stdout
        figures["refused"] += not recorded
        if damaged and recorded:
            figures["silent_writes"] += 1
            print(f"silent write into {db}: {proc.stdout[-300:]!r} {proc.stderr!r}")
    print(f"\ndamaged-file loop: {figures}")
    assert figures["files"] >= 50 and figures["damaged"] >= 30
    assert figures["silent_writes"] == 0 and figures["tracebacks"] == 0 and figures["hangs"] == 0


# -- restore with a second writer --------------------------------------------------------------


def test_restore_with_a_second_writer_loses_no_answer(tmp_path: Path) -> None:
    db = tmp_path / "srs.db"
    with Store.open(db) as store:
        sync.sync_decks(store, [ROOT / "decks"])
        backup = store.backup_to(dbfile.backups_dir_for(db) / "srs-manual-first.db")
    figures = dict(rounds=0, refused=0, restored=0, lost=0)
    for _ in range(10):
        before = log_rows(db)
        proc = worker(db, ROOT / "decks", 400)
        assert proc.stdout is not None
        confirmed = 0
        for line in proc.stdout:  # the writer is well under way
            confirmed += line.startswith("committed")
            if confirmed == 5:
                break
        try:
            doctor.restore(db, backup)
            figures["restored"] += 1
        except SrsError:
            figures["refused"] += 1
        for line in proc.stdout:
            confirmed += line.startswith("committed")
        proc.wait()
        figures["rounds"] += 1
        figures["lost"] += max(0, before + confirmed - log_rows(db))
    # After the writer is done, a restore goes through and keeps the answers aside.
    rows = log_rows(db)
    aside = doctor.restore(db, backup)
    assert log_rows(aside) == rows and log_rows(db) == 0
    print(f"\nrestore loop: {figures}")
    assert figures["refused"] == 10 and figures["restored"] == 0 and figures["lost"] == 0

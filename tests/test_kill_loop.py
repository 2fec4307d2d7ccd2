"""Kills at random points never corrupt the database nor lose an answer shown as recorded.

The slow tier (`pytest -m slow`): at least 200 SIGKILLs of real `srs review --plain` processes
and real (headless) TUI sessions. Figures are printed at the end (run with -s to see them).
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from srs import sync
from srs.store import Store

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow


def prepare(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    data = tmp_path / "data"
    db = data / "srs.db"
    env = dict(os.environ, SRS_DATA_DIR=str(data), SRS_DB=str(db))
    with Store.open(db) as store:
        sync.sync_decks(store, [ROOT / "decks"])
        store.set_setting("new_per_day", 10_000)
        store.set_setting("reviews_per_day", 10_000)
    return db, env


def log_count(db: Path) -> tuple[str, int]:
    conn = sqlite3.connect(db)
    try:
        return conn.execute("PRAGMA integrity_check").fetchone()[0], conn.execute(
            "SELECT COUNT(*) FROM review_log"
        ).fetchone()[0]
    finally:
        conn.close()


def kill_after(proc: subprocess.Popen[str], marker: str, answers: int, rng: random.Random) -> int:
    """Read until `answers` confirmations (or the end), sleep a random moment, SIGKILL."""
    assert proc.stdout is not None
    seen = 0
    deadline = time.monotonic() + 30
    while seen < answers and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        seen += marker in line  # a prompt may precede it on the line
    time.sleep(rng.random() * 0.03)  # land anywhere: mid-grade, mid-commit, mid-print
    proc.send_signal(signal.SIGKILL)
    rest = proc.stdout.read()
    proc.wait()
    return seen + sum(marker in line for line in rest.splitlines())


def run_loop(tmp_path: Path, kills: int, spawn, marker: str, seed: int) -> dict[str, int]:  # type: ignore[no-untyped-def]
    db, env = prepare(tmp_path)
    rng = random.Random(seed)
    corrupt = lost = answers = 0
    for _ in range(kills):
        _, before = log_count(db)
        proc = spawn(db, env)
        reported = kill_after(proc, marker, rng.randint(0, 4), rng)
        integrity, after = log_count(db)
        corrupt += integrity != "ok"
        lost += max(0, reported - (after - before))  # an answer printed as recorded must be there
        assert after - before in (reported, reported + 1)  # at most one committed, not yet printed
        answers += reported
    return {"kills": kills, "corrupt": corrupt, "lost": lost, "answers_confirmed": answers}


def spawn_plain(db: Path, env: dict[str, str]) -> subprocess.Popen[str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "tui.cli", "review", "--plain"],
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert proc.stdin is not None
    try:
        proc.stdin.write("an answer with all-reduce\n3\n" * 50)  # 3: the card stays in re-drill
        proc.stdin.close()  # end of input ends the session if the kill comes late
    except BrokenPipeError:  # pragma: no cover
        pass
    return proc


def spawn_tui(db: Path, env: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.tui_worker", str(db), str(ROOT / "decks"), "50"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )


def test_sigkill_loop_plain_sessions(tmp_path: Path) -> None:
    figures = run_loop(tmp_path, 200, spawn_plain, "Recorded ", seed=1)
    print(f"\nplain kill loop: {figures}")
    assert figures["corrupt"] == 0 and figures["lost"] == 0
    assert figures["answers_confirmed"] > 100  # the kills landed during real work


def test_sigkill_loop_tui_sessions(tmp_path: Path) -> None:
    figures = run_loop(tmp_path, 30, spawn_tui, "recorded ", seed=2)
    print(f"\nTUI kill loop: {figures}")
    assert figures["corrupt"] == 0 and figures["lost"] == 0
    assert figures["answers_confirmed"] > 10

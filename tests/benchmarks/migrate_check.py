"""Migrate a copy of a large database to the current schema and check that every review-log
row survived with the same values: `python -m tests.benchmarks.migrate_check OLD.db [WORK_DIR]`.

OLD.db is a file of schema 9 to 11 (the log with typed columns, days as ISO text; the
benchmark's collection before m012 is one). The old file is left untouched; the copy is opened
with `Store.open` (the migrations, then VACUUM), timed, measured, and compared row by row with
the original: id, card, moment, day, mode, answer, score, grades, EF and interval after, the
optimiser's columns, and, for the answers of the last two study days, the state before each
answer as undo would restore it (and none kept for older ones).
"""

from __future__ import annotations

import shutil
import sqlite3
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

from srs.scheduling import StoredState
from srs.store import Store
from srs.store.rows import LOG_MODE_NAMES, log_day, unpack_undo
from srs.store.schema import UNDO_STATE_COLS

SHARED = (
    "id, card_pk, reviewed_ms, was_new, answer, score, suggested, quality, response_ms, "
    "ef_after, interval_after, day_start, utc_offset, train"
)


def log_state_before(row: tuple[object, ...]) -> StoredState:
    """The state before an answer from the ten typed columns of a schema 9-11 log row."""
    from srs.store.rows import unpack_undo as unpack

    return unpack(",".join("" if v is None else str(v) for v in row))


def main(old: Path, work: Path) -> int:
    work.mkdir(parents=True, exist_ok=True)
    copy = work / "migrated.db"
    shutil.copyfile(old, copy)
    before_mb = copy.stat().st_size / 2**20
    began = time.perf_counter()
    Store.open(copy).close()
    took = time.perf_counter() - began
    after_mb = copy.stat().st_size / 2**20
    src = sqlite3.connect(f"file:{old}?mode=ro", uri=True)
    dst = sqlite3.connect(copy)
    old_rows = src.execute(
        f"SELECT {SHARED}, day, mode, scheduler, {UNDO_STATE_COLS} FROM review_log ORDER BY id"
    )
    new_rows = dst.execute(
        f"SELECT {SHARED}, day, mode, COALESCE(scheduler, 'sm2'), undo FROM review_log ORDER BY id"
    )
    last_day = src.execute("SELECT MAX(day) FROM review_log").fetchone()[0]
    undo_from = date.fromisoformat(last_day).toordinal() - 1 if last_day else 0
    count = kept_undo = 0
    shared = len(SHARED.split(","))
    for o, n in zip(old_rows, new_rows, strict=True):
        count += 1
        assert o[:shared] == n[:shared], (o[:shared], n[:shared])
        day, mode, scheduler = o[shared : shared + 3]
        assert log_day(n[shared]) == date.fromisoformat(day), (o[0], day, n[shared])
        assert LOG_MODE_NAMES[n[shared + 1]].value == mode, (o[0], mode, n[shared + 1])
        assert n[shared + 2] == scheduler, (o[0], scheduler)
        if date.fromisoformat(day).toordinal() >= undo_from:
            assert unpack_undo(n[shared + 3]) == log_state_before(o[shared + 3 :]), o[0]
            kept_undo += 1
        else:
            assert n[shared + 3] is None, o[0]
    print(
        f"migrated {count} log rows in {took:.1f} s; {before_mb:.1f} MB -> {after_mb:.1f} MB; "
        f"every row equal; undo states kept for the last two days' {kept_undo} answers"
    )
    return 0


if __name__ == "__main__":
    work = Path(sys.argv[2]) if len(sys.argv) > 2 else Path(tempfile.mkdtemp(prefix="srs-mig-"))
    sys.exit(main(Path(sys.argv[1]), work))

"""Migrate a copy of a large database to the current schema and check that every review-log
row survived with the same values: `python -m tests.benchmarks.migrate_check OLD.db [WORK_DIR]`.

The old file is left untouched; the copy is opened with `Store.open` (the migrations, then
VACUUM), timed, measured, and compared row by row with the original: id, card, moment, day,
mode, answer, score, grades, and the state before each answer as undo would restore it.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

from srs.scheduling import StoredState
from srs.store import Store
from srs.store.rows import LOG_STATE_COLS, from_unix_day, from_unix_ms, log_state_before


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
        "SELECT id, card_pk, reviewed_at, day, mode, was_new, answer, score, suggested, quality, "
        "response_ms, state_before, state_after FROM review_log ORDER BY id"
    )
    new_rows = dst.execute(
        "SELECT id, card_pk, reviewed_ms, day, mode, was_new, answer, score, suggested, quality, "
        f"response_ms, {LOG_STATE_COLS} FROM review_log ORDER BY id"
    )
    count = 0
    for o, n in zip(old_rows, new_rows, strict=True):
        count += 1
        assert o[:2] == n[:2] and o[3:11] == n[3:11], (o[:11], n[:11])
        assert datetime.fromisoformat(o[2]) == from_unix_ms(n[2]), (o[2], n[2])
        assert StoredState.from_json(o[11]) == log_state_before(n[11:21]), o[0]
        after = json.loads(o[12])
        assert (after["ef"], after["interval"]) == (n[21], n[22]), o[0]
        assert (after["due"] or None) == (d.isoformat() if (d := from_unix_day(n[23])) else None)
    print(
        f"migrated {count} log rows in {took:.1f} s; {before_mb:.1f} MB -> {after_mb:.1f} MB; "
        "every row equal"
    )
    return 0


if __name__ == "__main__":
    work = Path(sys.argv[2]) if len(sys.argv) > 2 else Path(tempfile.mkdtemp(prefix="srs-mig-"))
    sys.exit(main(Path(sys.argv[1]), work))

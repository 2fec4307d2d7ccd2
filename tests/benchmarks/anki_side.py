"""The same collection in a real Anki collection, and Anki's timings to compare ours with.

Built from our benchmark database, so both sides hold the same cards, schedule and history:
one Basic note per card (Front: question and options, Back: answer and explanation) in a
subdeck per deck under `Interview Prep`; reviewed cards become review cards (type 2, queue 2)
with our interval, E-Factor (x1000) and due day relative to `col.sched.today`; new cards stay
new; every log row becomes a revlog row (quality 0-2 -> Again, 3 -> Hard, 4 -> Good,
5 -> Easy). Daily limits match ours: each subdeck keeps Anki's default preset (20 new,
200 reviews a day, as our defaults per deck), and the parent deck gets a preset without a
practical cap, because our "all decks" has none beyond the sum of the decks' limits.

Notes are added through Anki's API (`col.add_notes`); the schedule and revlog, which Anki's API
cannot set in bulk, are written by SQL on the closed collection file, then the collection is
opened again through Anki to check its counts.
"""

from __future__ import annotations

import html
import json
import shutil
import sqlite3
import time
from datetime import date
from pathlib import Path

from tests.benchmarks import measure
from tests.benchmarks.synth import Collection as SrsCollection

ROOT_DECK = "Interview Prep"
BUILDER_VERSION = 3


def available() -> bool:
    try:
        import anki.collection  # noqa: F401
    except Exception:
        return False
    return True


def version() -> str:
    from importlib.metadata import version as v

    return v("anki")


def _front(question: str, choices: str) -> str:
    options = json.loads(choices)
    front = html.escape(question)
    if options:
        items = "".join(f"<li><b>{k})</b> {html.escape(v)}</li>" for k, v in options.items())
        front += f"<ul>{items}</ul>"
    return front


def _back(answer: str, explanation: str, choices: str) -> str:
    options = json.loads(choices)
    head = f"<b>{answer})</b> {html.escape(options[answer])}" if options else html.escape(answer)
    back = f"<div>{head}</div>"
    if explanation:
        back += f"<div>{html.escape(explanation)}</div>"
    return back


def _ease(quality: int) -> int:
    return 1 if quality < 3 else quality - 1


def collection_path(col: SrsCollection) -> Path:
    return col.root / "anki" / "collection.anki2"


def cached(col: SrsCollection, *, rebuild: bool = False) -> tuple[Path, float | None]:
    """The Anki twin of a benchmark collection (built when missing or stale)."""
    path = collection_path(col)
    meta = path.with_name("meta.json")
    want = {"version": BUILDER_VERSION, "today": col.today.isoformat(), "size": col.size}
    if not rebuild and path.exists() and meta.exists() and json.loads(meta.read_text()) == want:
        return path, None
    started = time.perf_counter()
    build(col, path)
    meta.write_text(json.dumps(want))
    return path, time.perf_counter() - started


def build(col: SrsCollection, path: Path) -> None:
    from anki.collection import AddNoteRequest, Collection

    if path.parent.exists():
        shutil.rmtree(path.parent)
    path.parent.mkdir(parents=True)
    src = sqlite3.connect(f"file:{col.db}?mode=ro", uri=True)
    anki = Collection(str(path))
    try:
        basic = anki.models.by_name("Basic")
        root = anki.decks.id(ROOT_DECK)
        assert root is not None
        # The parent deck's own preset: no practical cap on "all decks" (ours has none).
        conf = anki.decks.add_config_returning_id("benchmark parent")
        parent_conf = anki.decks.get_config(conf)
        assert parent_conf is not None
        parent_conf["new"]["perDay"] = 9999
        parent_conf["rev"]["perDay"] = 9999
        anki.decks.update_config(parent_conf)
        root_deck = anki.decks.get(root)
        assert root_deck is not None
        root_deck["conf"] = conf
        anki.decks.save(root_deck)
        deck_ids = {
            deck_id: anki.decks.id(f"{ROOT_DECK}::{name}")
            for deck_id, name in src.execute("SELECT id, name FROM decks WHERE id LIKE 'bench-%'")
        }
        note_of: dict[int, int] = {}
        batch: list[tuple[int, object]] = []

        def flush() -> None:
            anki.add_notes([req for _, req in batch])  # type: ignore[misc]
            for pk, req in batch:
                note_of[pk] = int(req.note.id)  # type: ignore[attr-defined]
            batch.clear()

        for pk, deck_id, question, answer, explanation, choices in src.execute(
            "SELECT pk, deck_id, question, answer, explanation, choices FROM cards "
            "WHERE deck_id LIKE 'bench-%' ORDER BY pk"
        ):
            note = anki.new_note(basic)
            note["Front"] = _front(question, choices)
            note["Back"] = _back(answer, explanation, choices)
            batch.append((pk, AddNoteRequest(note=note, deck_id=deck_ids[deck_id])))
            if len(batch) >= 5000:
                flush()
        if batch:
            flush()
        anki.decks.select(root)
        anki_today = anki.sched.today
    finally:
        anki.close()
    # The schedule and the history, by SQL on the closed file (Anki's API has no bulk setter).
    dst = sqlite3.connect(str(path))
    try:
        card_of = dict(dst.execute("SELECT nid, id FROM cards"))
        cid = {pk: card_of[nid] for pk, nid in note_of.items()}
        dst.execute("BEGIN")
        dst.executemany(
            "UPDATE cards SET type = 2, queue = 2, ivl = ?, due = ?, factor = ?, reps = ?, "
            "lapses = ? WHERE id = ?",
            [
                (
                    interval,
                    anki_today + (date.fromisoformat(due) - col.today).days,
                    ef * 10,
                    reviews,
                    lapses,
                    cid[pk],
                )
                for pk, interval, due, ef, reviews, lapses in src.execute(
                    "SELECT card_pk, interval, due, ef, reviews, lapses FROM card_state "
                    "WHERE due IS NOT NULL"
                )
                if pk in cid
            ],
        )
        rows = []
        last_id = 0
        last_interval: dict[int, int] = {}  # the interval before an answer: the one after the last
        for pk, ms, quality, response_ms, was_new, ivl_after, ef_after in src.execute(
            "SELECT card_pk, reviewed_ms, quality, response_ms, was_new, "
            "interval_after, ef_after FROM review_log ORDER BY reviewed_ms, id"
        ):
            if pk not in cid:
                continue
            ivl_before = last_interval.get(pk, 0)
            last_interval[pk] = ivl_after
            last_id = max(last_id + 1, ms)  # revlog ids are unique millisecond stamps
            rows.append(
                (
                    last_id,
                    cid[pk],
                    -1,
                    _ease(quality),
                    ivl_after,
                    ivl_before,
                    ef_after * 10,
                    response_ms or 0,
                    0 if was_new else 1,
                )
            )
            if len(rows) >= 50_000:
                _insert_revlog(dst, rows)
                rows.clear()
        _insert_revlog(dst, rows)
        dst.execute("COMMIT")
        dst.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        dst.close()
        src.close()


def _insert_revlog(conn: sqlite3.Connection, rows: list[tuple[int, ...]]) -> None:
    conn.executemany(
        "INSERT INTO revlog (id, cid, usn, ease, ivl, lastIvl, factor, time, type) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        rows,
    )


def check(path: Path) -> dict[str, object]:
    """What Anki itself reports about the twin: counts, sizes and its durability settings."""
    from anki.collection import Collection

    anki = Collection(str(path))
    try:
        new, learn, review = anki.sched.counts()
        return {
            "cards": anki.card_count(),
            "revlog": anki.db.scalar("SELECT COUNT(*) FROM revlog"),
            "counts": {"new": new, "learn": learn, "review": review},
            "synchronous": anki.db.scalar("PRAGMA synchronous"),
            "journal_mode": anki.db.scalar("PRAGMA journal_mode"),
        }
    finally:
        anki.close()


def review_loop(path: Path, work: Path, iterations: int) -> list[float]:
    """Anki's per-answer latency on a copy: next queued card, answer Good, committed."""
    from anki.cards import Card
    from anki.collection import Collection
    from anki.scheduler.v3 import CardAnswer

    copy = work / "anki-review" / "collection.anki2"
    if copy.parent.exists():
        shutil.rmtree(copy.parent)
    copy.parent.mkdir(parents=True)
    shutil.copyfile(path, copy)
    anki = Collection(str(copy))
    times: list[float] = []
    try:
        sched = anki.sched
        for _ in range(iterations):
            start = time.perf_counter()
            queued = sched.get_queued_cards(fetch_limit=1)
            if not queued.cards:
                break
            top = queued.cards[0]
            card = Card(anki, backend_card=top.card)
            card.start_timer()
            sched.answer_card(
                sched.build_answer(card=card, states=top.states, rating=CardAnswer.GOOD)
            )
            times.append((time.perf_counter() - start) * 1000)
    finally:
        anki.close()
        shutil.rmtree(copy.parent, ignore_errors=True)
    return times


DUE_COUNTS_SCRIPT = """
import sys
from anki.collection import Collection
col = Collection(sys.argv[1])
tree = col.sched.deck_due_tree()
total = sum(child.review_count + child.new_count for child in tree.children)
col.close()
print(total)
"""


def due_counts(path: Path, work: Path) -> tuple[float, str]:
    """A fresh process that opens the collection, computes the deck list's counts and closes."""
    copy = work / "anki-counts" / "collection.anki2"
    if not copy.exists():
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, copy)
    return measure.run_process([measure.python(), "-c", DUE_COUNTS_SCRIPT, str(copy)])


IMPORT_SCRIPT = """
import sys, time
from anki.collection import Collection, ImportCsvRequest
col = Collection(sys.argv[1])
start = time.perf_counter()
metadata = col.get_csv_metadata(path=sys.argv[2], delimiter=None)
log = col.import_csv(ImportCsvRequest(path=sys.argv[2], metadata=metadata))
elapsed = (time.perf_counter() - start) * 1000
notes = col.note_count()
col.close()
print(elapsed, notes)
"""


def import_csv(csv_path: Path, work: Path) -> tuple[float, float, int]:
    """Anki's own import of our export into an empty collection, in a fresh process.

    Returns:
        (milliseconds of `import_csv` itself, milliseconds of the whole process, notes imported).
    """
    target = work / "anki-import"
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    try:
        total, out = measure.run_process(
            [measure.python(), "-c", IMPORT_SCRIPT, str(target / "collection.anki2"), str(csv_path)]
        )
    finally:
        shutil.rmtree(target, ignore_errors=True)
    inside, notes = out.split()
    return float(inside), total, int(notes)

"""The store: deck sync, queues and limits, answers and undo, migrations, kills, two processes."""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
from dataclasses import replace
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from srs import dbfile, sm2, sync
from srs import decks as deckfiles
from srs.model import Card, Deck
from srs.scheduling import StoredState
from srs.store import SCHEMA_VERSION, Store, StoreError

ROOT = Path(__file__).resolve().parent.parent
TODAY = date(2026, 11, 21)


def make_deck(n: int = 5, deck_id: str = "t", **texts: str) -> Deck:
    cards = tuple(
        Card(f"q{i:02d}", texts.get(f"q{i:02d}", f"Question {i}?"), f"Answer {i}")
        for i in range(1, n + 1)
    )
    return Deck(deck_id, f"Deck {deck_id}", cards)


def write(folder: Path, deck: Deck) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{deck.id}.yaml"
    deckfiles.dump(deck, path)
    return path


@pytest.fixture
def env(tmp_path: Path) -> tuple[Store, Path]:
    store = Store.open(tmp_path / "srs.db", backups_dir=tmp_path / "backups")
    yield store, tmp_path / "decks"
    store.close()


def answer_all(store: Store, day: date, quality: int = 4, deck_id: str | None = None) -> list[str]:
    seen = []
    while (card := store.next_card(day, deck_id)) is not None:
        store.record_review(card.pk, quality, day)
        seen.append(card.card.id)
    return seen


# -- sync ---------------------------------------------------------------------------------------


def test_sync_skips_unchanged_files(env: tuple[Store, Path]) -> None:
    store, folder = env
    write(folder, make_deck())
    assert sync.sync_decks(store, [folder]).synced == ["t"]
    again = sync.sync_decks(store, [folder])
    assert again.synced == [] and again.unchanged == 1
    os.utime(folder / "t.yaml")  # touched but same content: a hash check, no sync
    assert sync.sync_decks(store, [folder]).synced == []


def test_sync_keeps_history_through_edit_reorder_remove_and_return(env: tuple[Store, Path]) -> None:
    store, folder = env
    deck = make_deck(3)
    write(folder, deck)
    sync.sync_decks(store, [folder])
    q2 = store.find_card("t", "q02")
    store.record_review(q2.pk, 5, TODAY)
    state = store.find_card("t", "q02").state

    edited = replace(
        deck, cards=(deck.cards[2], replace(deck.cards[1], question="Edited?"), deck.cards[0])
    )
    write(folder, edited)
    assert sync.sync_decks(store, [folder]).synced == ["t"]
    after = store.find_card("t", "q02")
    assert after.pk == q2.pk and after.card.question == "Edited?" and after.state == state
    assert [c.id for c in store.deck("t").cards] == ["q03", "q02", "q01"]

    write(folder, replace(deck, cards=(deck.cards[0], deck.cards[2])))
    sync.sync_decks(store, [folder])
    assert [c.id for c in store.deck("t").cards] == ["q01", "q03"]
    assert store.counts(TODAY)[0].cards == 2
    assert all(c.card.id != "q02" for c in store.cards_page())
    assert len(store.history(q2.pk)) == 1  # history kept while retired

    write(folder, deck)
    sync.sync_decks(store, [folder])
    back = store.find_card("t", "q02")
    assert back.pk == q2.pk and back.state == state and back.card.question == "Question 2?"


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(st.tuples(st.sampled_from(["a", "b"]), st.sets(st.integers(1, 12))), max_size=6))
def test_each_deck_counts_its_active_cards_through_any_run_of_syncs(
    tmp_path: Path, versions: list[tuple[str, set[int]]]
) -> None:
    """The count the home screen shows comes from `decks.active_cards`, raised once per sync
    for the cards it adds (schema.m013) and kept by triggers as cards go and return."""
    folder = tmp_path / f"decks-{len(list(tmp_path.iterdir()))}"
    store = Store.open(folder.with_suffix(".db"), backups_dir=tmp_path / "backups")
    try:
        for deck_id, numbers in versions:
            cards = tuple(
                Card(f"q{n:02d}", f"Question {n}?", f"Answer {n}") for n in sorted(numbers)
            )
            if cards:
                sync.sync_deck(store, Deck(deck_id, f"Deck {deck_id}", cards))
        counted = dict(
            store.conn.execute(
                "SELECT deck_id, COUNT(*) FROM cards WHERE retired = 0 GROUP BY deck_id"
            ).fetchall()
        )
        kept = dict(store.conn.execute("SELECT id, active_cards FROM decks").fetchall())
        assert kept == {deck_id: counted.get(deck_id, 0) for deck_id in kept}
    finally:
        store.close()


def test_broken_deck_keeps_last_good_version_and_others_load(env: tuple[Store, Path]) -> None:
    store, folder = env
    write(folder, make_deck(2, "a"))
    write(folder, make_deck(3, "b"))
    sync.sync_decks(store, [folder])
    (folder / "a.yaml").write_text("id: a\ncards:\n  - id: q01\n    question: x\n    answr: y\n")
    report = sync.sync_decks(store, [folder])
    assert len(report.problems) == 1
    assert "a.yaml:5" in str(report.problems[0]) and "answr" in str(report.problems[0])
    assert {c.deck_id: c.cards for c in store.counts(TODAY)} == {"a": 2, "b": 3}


def test_deleted_deck_file_hides_the_deck(env: tuple[Store, Path]) -> None:
    store, folder = env
    write(folder, make_deck(2, "a"))
    write(folder, make_deck(2, "b"))
    sync.sync_decks(store, [folder])
    (folder / "b.yaml").unlink()
    sync.sync_decks(store, [folder])
    assert [c.deck_id for c in store.counts(TODAY)] == ["a"]


def test_shipped_decks_sync(env: tuple[Store, Path]) -> None:
    store, _ = env
    report = sync.sync_decks(store, [ROOT / "decks"])
    assert report.problems == []
    counts = store.counts(TODAY)
    assert len(counts) == 5 and sum(c.cards for c in counts) == 90


# -- queues -------------------------------------------------------------------------------------


def test_due_first_oldest_first_then_new_within_limit(env: tuple[Store, Path]) -> None:
    store, folder = env
    write(folder, make_deck(6))
    sync.sync_decks(store, [folder])
    store.set_setting("new_per_day", 3)
    first = answer_all(store, TODAY - timedelta(days=3))
    assert first == ["q01", "q02", "q03"]  # the daily new limit
    second = answer_all(store, TODAY - timedelta(days=2))  # q01-q03 due (interval 1) + 3 new
    assert second == ["q01", "q02", "q03", "q04", "q05", "q06"]
    # Make q05 due earlier than q02 and check order: oldest due first.
    store.conn.execute(
        "UPDATE card_state SET due = ? WHERE card_pk = ?",
        ("2026-11-01", store.find_card("t", "q05").pk),
    )
    store.conn.commit()
    assert store.next_card(TODAY).card.id == "q05"


def test_review_limit_and_counts(env: tuple[Store, Path]) -> None:
    store, folder = env
    write(folder, make_deck(5))
    sync.sync_decks(store, [folder])
    answer_all(store, TODAY - timedelta(days=1))
    store.set_setting("reviews_per_day", 2)
    counts = store.counts(TODAY)[0]
    assert (counts.cards, counts.new, counts.due, counts.redrill) == (5, 0, 2, 0)
    assert len(answer_all(store, TODAY)) == 2


def test_redrill_until_four_and_schedule_untouched(env: tuple[Store, Path]) -> None:
    store, folder = env
    write(folder, make_deck(5))
    sync.sync_decks(store, [folder])
    first = store.next_card(TODAY)
    failed = store.record_review(first.pk, 2, TODAY)
    assert failed.mode == "review" and failed.after.redrill_day == TODAY
    order = []
    while (card := store.next_card(TODAY)) is not None:
        q = 3 if card.kind == "redrill" and len([o for o in order if o[1] == "redrill"]) == 0 else 5
        rec = store.record_review(card.pk, q, TODAY)
        order.append((card.card.id, card.kind, rec.mode))
    # q01 comes back after REDRILL_GAP other answers, again after a 3, and then stops
    assert order[:3] == [
        ("q02", "new", "review"),
        ("q03", "new", "review"),
        ("q04", "new", "review"),
    ]
    assert ("q01", "redrill", "redrill") in order
    assert sum(1 for o in order if o[0] == "q01") == 2
    final = store.find_card("t", "q01").state
    assert final.sm2 == failed.after.sm2  # re-drill answers changed neither EF, n nor I
    assert final.redrill_day is None
    assert store.counts(TODAY)[0].redrill == 0


def test_per_deck_queue(env: tuple[Store, Path]) -> None:
    store, folder = env
    write(folder, make_deck(2, "a"))
    write(folder, make_deck(2, "b"))
    sync.sync_decks(store, [folder])
    assert answer_all(store, TODAY, deck_id="b") == ["q01", "q02"]
    assert store.next_card(TODAY).deck_id == "a"


# -- answers and undo ---------------------------------------------------------------------------


def test_record_writes_state_and_log_in_one_go(env: tuple[Store, Path]) -> None:
    store, folder = env
    write(folder, make_deck(1))
    sync.sync_decks(store, [folder])
    card = store.next_card(TODAY)
    rec = store.record_review(
        card.pk, 4, TODAY, answer="my [bold] answer", score=0.8, suggested=4, response_ms=1234
    )
    entry = store.history(card.pk)[0]
    assert (
        entry.answer,
        entry.score,
        entry.suggested,
        entry.quality,
        entry.response_ms,
        entry.mode,
    ) == ("my [bold] answer", 0.8, 4, 4, 1234, "review")
    assert entry.was_new and entry.day == TODAY and entry.reviewed_at.tzinfo is not None
    assert store.find_card("t", "q01").state == rec.after
    assert rec.after.sm2 == sm2.review(sm2.CardState.new(), 4, TODAY)


def test_undo_restores_exact_states_several_steps(env: tuple[Store, Path]) -> None:
    store, folder = env
    write(folder, make_deck(3))
    sync.sync_decks(store, [folder])
    snapshots = []
    for q in (5, 2, 4, 3, 5):
        card = store.next_card(TODAY)
        snapshots.append((card.pk, store.get_card(card.pk).state))
        store.record_review(card.pk, q, TODAY)
    for pk, state in reversed(snapshots):
        undone = store.undo()
        assert undone is not None and undone.card_pk == pk
        assert store.get_card(pk).state == state
    assert store.undo() is None
    assert store.total_reviews() == 0
    assert store.counts(TODAY)[0].new == 3


def test_quality_is_checked(env: tuple[Store, Path]) -> None:
    store, folder = env
    write(folder, make_deck(1))
    sync.sync_decks(store, [folder])
    card = store.next_card(TODAY)
    for bad in (-1, 6, True):
        with pytest.raises(ValueError):
            store.record_review(card.pk, bad, TODAY)
    assert store.total_reviews() == 0


def test_text_round_trips_unchanged(env: tuple[Store, Path]) -> None:
    store, folder = env
    weird = "[bold]x[/] `list[int]` \u202eRTL é\u0301 😀 \t tab"
    deck = Deck(
        "w", "W", (Card("q01", weird, weird, explanation=weird, choices={}, keywords=("[a]",)),)
    )
    write(folder, deck)
    sync.sync_decks(store, [folder])
    got = store.find_card("w", "q01").card
    assert (got.question, got.answer, got.explanation, got.keywords) == (
        weird,
        weird,
        weird,
        ("[a]",),
    )


# -- settings, backups ----------------------------------------------------------------------------


def test_settings_global_and_per_deck(env: tuple[Store, Path]) -> None:
    store, _ = env
    assert store.setting("new_per_day") == 20
    store.set_setting("new_per_day", 5)
    store.set_setting("new_per_day", 7, "a")
    assert (
        store.setting("new_per_day"),
        store.setting("new_per_day", "a"),
        store.setting("new_per_day", "b"),
    ) == (5, 7, 5)


def test_daily_backup_keeps_seven(env: tuple[Store, Path], tmp_path: Path) -> None:
    store, folder = env
    write(folder, make_deck(1))
    sync.sync_decks(store, [folder], now=None)
    card = store.next_card(TODAY)
    for i in range(9):
        store.record_review(card.pk, 5, TODAY + timedelta(days=i * 10))
    backups = store.backups()
    assert (
        len(backups) == 7
        and backups[-1].name == f"srs-{(TODAY + timedelta(days=80)).isoformat()}.db"
    )
    copy = sqlite3.connect(backups[-1])
    assert copy.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert (
        copy.execute("SELECT COUNT(*) FROM review_log").fetchone()[0] == 8
    )  # taken before the 9th
    copy.close()


# -- migrations ---------------------------------------------------------------------------------


def test_new_database_is_current(tmp_path: Path) -> None:
    with Store.open(tmp_path / "new.db") as store:
        assert store.schema_version() == SCHEMA_VERSION
        assert store.journal_mode() == "wal"
        assert store.conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert store.conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1


def test_previous_schema_upgrades_and_keeps_data(tmp_path: Path) -> None:
    path = tmp_path / "v1.db"
    shutil.copy(ROOT / "tests" / "data" / "schema-v1.db", path)
    with Store.open(path) as store:
        assert store.schema_version() == SCHEMA_VERSION
        card = store.find_card("old", "q01")
        assert card.card.question == "What is [bold]?" and card.state.sm2.interval == 1
        assert store.history(card.pk)[0].answer == "typed"
        assert store.undo() is not None  # the v1 log row carries a usable state_before
        assert store.find_card("old", "q01").state.sm2 == sm2.CardState.new()
        store.conn.execute("SELECT COUNT(*) FROM interview_answers").fetchone()
        indexes = {r[0] for r in store.conn.execute("SELECT name FROM sqlite_master")}
        assert "idx_state_deck_due" in indexes and "idx_state_queue" not in indexes  # m003, m005


def test_newer_schema_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "newer.db"
    Store.open(path).close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.execute(
        "INSERT INTO _sqlite_migrations (migration_set, name, applied_at) VALUES ('interview-srs', 'm099_future', 'x')"
    )
    conn.commit()
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(StoreError, match="newer version"):
        Store.open(path)
    assert path.read_bytes() == before
    assert not Path(str(path) + "-wal").exists()


def test_not_a_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "notes.db"
    path.write_text("these are my notes\n")
    with pytest.raises(StoreError, match="not an interview-srs database"):
        Store.open(path)
    assert path.read_text() == "these are my notes\n"


# -- kills and concurrency ----------------------------------------------------------------------


def _worker(db: Path, folder: Path, count: int, deck: str | None = None) -> subprocess.Popen[str]:
    args = [sys.executable, "-m", "tests.store_worker", str(db), str(folder), str(count)]
    if deck:
        args.append(deck)
    return subprocess.Popen(
        args, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )


def _committed(lines: list[str]) -> set[int]:
    return {int(line.split()[1]) for line in lines if line.startswith("committed ")}


def test_sigkill_mid_run_loses_no_reported_answer(tmp_path: Path) -> None:
    folder = tmp_path / "decks"
    write(folder, make_deck(40))
    db = tmp_path / "kill.db"
    for round_ in range(3):
        proc = _worker(db, folder, 10_000)
        assert proc.stdout is not None
        lines = []
        while len(lines) < 15 + 10 * round_:
            line = proc.stdout.readline()
            assert line, proc.stderr.read() if proc.stderr else ""
            lines.append(line)
        proc.send_signal(signal.SIGKILL)
        rest, _ = proc.communicate()
        lines.extend(rest.splitlines())
        reported = _committed(lines)
        conn = sqlite3.connect(db)
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        logged = {r[0] for r in conn.execute("SELECT id FROM review_log")}
        conn.close()
        assert reported <= logged, f"lost answers: {sorted(reported - logged)}"


def test_two_processes_review_at_once(tmp_path: Path) -> None:
    folder = tmp_path / "decks"
    write(folder, make_deck(60, "a"))
    write(folder, make_deck(60, "b"))
    db = tmp_path / "two.db"
    Store.open(db).close()
    procs = [_worker(db, folder, 40, "a"), _worker(db, folder, 40, "b")]
    outputs = [p.communicate(timeout=120) for p in procs]
    for proc, (out, err) in zip(procs, outputs, strict=True):
        assert proc.returncode == 0, err
        assert len(_committed(out.splitlines())) == 40
    with Store.open(db) as store:
        assert store.total_reviews() == 80
        assert store.integrity_check() == "ok"
        reported = _committed(outputs[0][0].splitlines()) | _committed(outputs[1][0].splitlines())
        assert {e.id for e in store.log()} == reported


def test_tui_and_plain_session_at_once(tmp_path: Path) -> None:
    """A headless TUI and `srs review --plain` answer from one database at the same time."""
    data = tmp_path / "data"
    db = data / "srs.db"
    with Store.open(db) as store:
        sync.sync_decks(store, [ROOT / "decks"])
        store.set_setting("new_per_day", 1000)
    env = dict(os.environ, SRS_DATA_DIR=str(data), SRS_DB=str(db))
    tui = subprocess.Popen(
        [sys.executable, "-m", "tests.tui_worker", str(db), str(ROOT / "decks"), "25"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    plain = subprocess.run(
        [sys.executable, "-m", "tui.cli", "review", "--plain"],
        input="all-reduce\n3\n" * 25,
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    tui_out, tui_err = tui.communicate(timeout=120)
    assert plain.returncode == 0 and tui.returncode == 0, plain.stderr + tui_err
    assert "locked" not in plain.stderr + plain.stdout + tui_err
    confirmed = plain.stdout.count("Recorded ") + tui_out.count("recorded ")
    assert confirmed == 50
    with Store.open(db) as store:
        assert store.total_reviews() == 50 and store.integrity_check() == "ok"
        assert sum(c.reviewed_today for c in store.counts(store.today())) == 50


def test_compact_log_migration_keeps_every_row_and_undo(tmp_path: Path) -> None:
    """m009 turns each log row's JSON states into typed columns: the history reads the same
    and undo restores the exact state before, re-drill and suspension included; a state that
    is not JSON keeps the defaults of a new card instead of stopping the migration."""
    from sqlite_utils import Database

    from srs.store import schema
    from srs.store.rows import unix_ms

    path = tmp_path / "v8.db"
    db = Database(path)
    schema.migration_set().apply(db, stop_before="m009_compact_log")
    db.execute(f"PRAGMA application_id = {dbfile.APPLICATION_ID}")
    db.execute("PRAGMA user_version = 8")
    db.execute("INSERT INTO decks (id, name) VALUES ('d', 'D')")
    db.execute(
        "INSERT INTO cards (pk, deck_id, card_id, position, question, answer, added_at) "
        "VALUES (1, 'd', 'q1', 0, 'Q?', 'A', '2026-01-01'), (2, 'd', 'q2', 1, 'Q2?', 'B', 'x')"
    )
    db.execute("INSERT INTO card_state (card_pk, deck_id) VALUES (1, 'd'), (2, 'd')")
    first = StoredState(sm2.CardState.new())
    second = StoredState(
        sm2.review(first.sm2, 2, TODAY), suspended=True, redrill_day=TODAY, redrill_after=1
    )
    moments = ["2026-11-21T08:33:00.123+00:00", "2026-11-21T09:00:59.999+00:00"]
    rows = [
        (
            1,
            1,
            moments[0],
            "review",
            1,
            "typed",
            0.25,
            2,
            2,
            900,
            first.to_json(),
            second.to_json(),
        ),
        (2, 1, moments[1], "redrill", 0, None, None, None, 4, None, second.to_json(), "{}"),
        (3, 2, moments[1], "review", 1, None, None, None, 5, None, "not json", ""),
    ]
    db.conn.executemany(
        """INSERT INTO review_log (id, card_pk, reviewed_at, day, mode, was_new, answer, score,
               suggested, quality, response_ms, state_before, state_after)
           VALUES (?, ?, ?, '2026-11-21', ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
        rows,
    )
    db.conn.commit()
    db.conn.close()
    with Store.open(path) as store:
        assert store.schema_version() == SCHEMA_VERSION
        history = store.history(1)
        assert [e.reviewed_at for e in history] == [datetime.fromisoformat(m) for m in moments]
        assert [unix_ms(e.reviewed_at) for e in history] == [
            unix_ms(datetime.fromisoformat(m)) for m in moments
        ]
        assert [(e.mode, e.answer, e.score, e.suggested, e.quality) for e in history] == [
            ("review", "typed", 0.25, 2, 2),
            ("redrill", None, None, None, 4),
        ]
        assert store.undo(3) is not None
        assert store.get_card(2).state == StoredState(sm2.CardState.new())
        assert store.undo(2) is not None
        assert store.get_card(1).state == second
        assert store.undo(1) is not None
        assert store.get_card(1).state == first


def test_undo_reaches_two_study_days_back_and_no_further(env: tuple[Store, Path]) -> None:
    """The state before an answer is kept for undo for today's and yesterday's answers; an
    older answer is refused by name, and nothing changes (schema m012)."""
    from srs.errors import SrsError

    store, folder = env
    write(folder, make_deck(3))
    sync.sync_decks(store, [folder])
    pks = [store.find_card("t", f"q{i:02d}").pk for i in (1, 2, 3)]
    days = [TODAY, TODAY + timedelta(days=1), TODAY + timedelta(days=2)]
    recorded = [store.record_review(pk, 4, day) for pk, day in zip(pks, days, strict=True)]
    kept = {r[0] for r in store.conn.execute("SELECT id FROM review_log WHERE undo IS NOT NULL")}
    assert kept == {recorded[1].log_id, recorded[2].log_id}  # the first day's was let go
    state = store.get_card(pks[0]).state
    with pytest.raises(SrsError, match=r"too old to undo: only the answers of the last 2"):
        store.undo(recorded[0].log_id)
    assert store.get_card(pks[0]).state == state and store.total_reviews() == 3
    assert store.undo(recorded[1].log_id) is not None
    assert store.get_card(pks[1]).state == recorded[1].before
    assert store.conn.execute("SELECT COUNT(undo) FROM review_log").fetchone()[0] == 1


def test_lean_log_migration_keeps_every_row(tmp_path: Path) -> None:
    """m012 keeps every answer (day, mode, answer, grades, EF and interval after, scheduler) in
    fewer bytes, and the state before for the last two study days' answers only."""
    from sqlite_utils import Database

    from srs.store import schema

    path = tmp_path / "v11.db"
    db = Database(path)
    schema.migration_set().apply(db, stop_before="m012_lean_log")
    db.execute(f"PRAGMA application_id = {dbfile.APPLICATION_ID}")
    db.execute("PRAGMA user_version = 11")
    db.execute("INSERT INTO decks (id, name) VALUES ('d', 'D')")
    db.execute(
        "INSERT INTO cards (pk, deck_id, card_id, position, question, answer, added_at) "
        "VALUES (1, 'd', 'q1', 0, 'Q?', 'A', '2026-01-01T10:00:00+00:00')"
    )
    db.execute("INSERT INTO card_state (card_pk, deck_id) VALUES (1, 'd')")
    state = "250, 1, 3, 20500, 0, 1, 20490, 0, NULL, NULL"
    for log_id, day, mode, scheduler in (
        (1, "2026-11-01", "review", "sm2"),
        (2, "2026-11-20", "redrill", "fsrs-6.3.2"),
        (3, "2026-11-21", "interview", "sm2"),
    ):
        db.execute(
            f"""INSERT INTO review_log (id, card_pk, reviewed_ms, day, mode, was_new, answer,
                   score, suggested, quality, response_ms, ef, repetitions, interval, due,
                   lapses, reviews, last_review, suspended, redrill_day, redrill_after,
                   ef_after, interval_after, due_after, scheduler, train)
               VALUES ({log_id}, 1, {log_id * 1000}, '{day}', '{mode}', 0, 'typed {log_id}',
                   0.5, 4, 4, 900, {state}, 260, 6, 20510, '{scheduler}', 1)"""
        )
    db.conn.commit()
    db.conn.close()
    with Store.open(path) as store:
        assert store.schema_version() == SCHEMA_VERSION
        history = store.history(1)
        assert [(e.id, e.day, e.mode, e.answer, e.quality) for e in history] == [
            (1, date(2026, 11, 1), "review", "typed 1", 4),
            (2, date(2026, 11, 20), "redrill", "typed 2", 4),
            (3, date(2026, 11, 21), "interview", "typed 3", 4),
        ]
        assert all(
            e.interval_after == 6 and e.ef_after == sm2.ef_from_hundredths(260) for e in history
        )
        assert [r[0] for r in store.conn.execute("SELECT scheduler FROM review_log")] == [
            None,
            "fsrs-6.3.2",
            None,
        ]
        kept = store.conn.execute("SELECT id FROM review_log WHERE undo IS NOT NULL")
        assert [r[0] for r in kept] == [2, 3]
        assert store.conn.execute("SELECT added_at FROM cards").fetchone()[0] == 1767261600
        assert store.undo(3) is not None
        assert store.get_card(1).state.sm2.interval == 3

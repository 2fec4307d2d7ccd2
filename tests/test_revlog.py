"""FSRS as the scheduler (`srs config scheduler fsrs`), the optimiser's log, `srs export revlog`
and `srs optimize` (issue 18, items 4 and 5)."""

from __future__ import annotations

import csv
import shutil
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from click.testing import CliRunner
from fsrs import Card as FsrsCard
from fsrs import Scheduler

from srs import decks as deckfiles
from srs import revlog, scheduling, sm2, sync
from srs.memory import fsrs_version, rating_for
from srs.model import Card, Deck
from srs.store import Store
from tui.cli import main

ROOT = Path(__file__).resolve().parent.parent
DECK = Deck(
    "t", "Deck t", tuple(Card(f"q{i:03d}", f"Question {i}?", f"Answer {i}") for i in range(1, 61))
)
START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    folder = tmp_path / "decks"
    folder.mkdir()
    deckfiles.dump(DECK, folder / "t.yaml")
    with Store.open(tmp_path / "srs.db") as s:
        sync.sync_decks(s, [folder])
        yield s


def reference_interval(history: list[tuple[datetime, int]], quality: int, at: datetime) -> int:
    """py-fsrs's own interval for one more answer, computed here without our code."""
    sched = Scheduler(
        desired_retention=0.9, learning_steps=(), relearning_steps=(), enable_fuzzing=False
    )
    card = FsrsCard(due=at)
    for moment, q in history:
        card, _ = sched.review_card(card, rating_for(q), moment)
    after, _ = sched.review_card(card, rating_for(quality), at)
    return round((after.due - at).total_seconds() / 86400)


def answer(store: Store, card_id: str, quality: int, at: datetime) -> int:
    card = store.find_card("t", card_id)
    recorded = store.record_review(card.pk, quality, at.date(), now=at)
    state = store.find_card("t", card_id).state.sm2
    assert state.due is not None and recorded.log_id > 0
    return (state.due - at.date()).days


def test_fsrs_schedules_as_py_fsrs_does_on_fixed_histories(store: Store) -> None:
    store.set_setting("scheduler", 1)
    grades = [(0, 4), (2, 3), (6, 5), (20, 1), (21, 4), (30, 4)]  # (day, grade)
    history: list[tuple[datetime, int]] = []
    for day, quality in grades:
        at = START + timedelta(days=day)
        expected = reference_interval(history, quality, at)
        assert answer(store, "q001", quality, at) == max(1, expected)
        history.append((at, quality))
    # pinned once from py-fsrs 6.3.2 (FSRS-6 defaults, retention 0.9): a new card's first answer
    fresh = scheduling.Fsrs((), START).intervals()
    assert fresh == {0: 1, 1: 1, 2: 1, 3: 1, 4: 2, 5: 8}
    [row] = store.conn.execute("SELECT DISTINCT scheduler FROM review_log").fetchall()
    assert row[0] == f"fsrs-{fsrs_version()}"


def test_the_desired_retention_moves_the_interval(store: Store) -> None:
    store.set_setting("scheduler", 1)
    answer(store, "q001", 4, START)
    answer(store, "q002", 4, START)
    later = START + timedelta(days=3)
    store.set_setting("desired_retention", 80)
    loose = answer(store, "q001", 4, later)
    store.set_setting("desired_retention", 97)
    tight = answer(store, "q002", 4, later)
    assert loose > tight >= 1


def test_switching_scheduler_keeps_every_answer_and_sm2_goes_on(store: Store) -> None:
    answer(store, "q001", 4, START)  # SM-2: 1 day
    store.set_setting("scheduler", 1)
    fsrs_days = answer(store, "q001", 5, START + timedelta(days=1))
    store.set_setting("scheduler", 0)
    sm2_days = answer(store, "q001", 5, START + timedelta(days=1 + fsrs_days))
    card = store.find_card("t", "q001")
    assert [e.quality for e in store.history(card.pk)] == [4, 5, 5]
    labels = [
        r[0]
        for r in store.conn.execute("SELECT COALESCE(scheduler, 'sm2') FROM review_log ORDER BY id")
    ]  # NULL: SM-2
    assert labels == ["sm2", f"fsrs-{fsrs_version()}", "sm2"]
    assert card.state.sm2.repetitions == 3  # SM-2's own count went on under FSRS
    assert sm2_days == card.state.sm2.interval >= 6  # SM-2's third interval, from its own EF


def test_the_grade_preview_shows_the_intervals_of_the_scheduler_in_force(store: Store) -> None:
    from srs.session import ReviewSession

    store.set_setting("scheduler", 1)
    session = ReviewSession(store, START.date(), now=lambda: START)
    card = session.next_card()
    assert card is not None
    shown = {q: st.interval for q, st in session.preview_states(card).items()}
    assert shown == scheduling.Fsrs((), START).intervals()
    assert session.scheduler_note(card) == "FSRS, retention 0.90"
    session.record(5)
    assert store.find_card(card.deck_id, card.card.id).state.sm2.interval == shown[5]
    store.set_setting("scheduler", 0)
    nxt = session.next_card()
    assert nxt is not None and session.scheduler_note(nxt) == ""
    shown = {q: st.interval for q, st in session.preview_states(nxt).items()}
    assert shown == sm2.preview(nxt.state.sm2)  # SM-2's own intervals again


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("scheduler", "anki", "scheduler takes one of sm2, fsrs, not 'anki'"),
        ("desired_retention", "1.5", "desired_retention must be between 0.70 and 0.99"),
        ("desired_retention", "most", "desired_retention takes a number such as 0.99"),
    ],
)
def test_scheduler_settings_refuse_bad_values_in_one_line(
    tmp_path: Path, key: str, value: str, message: str
) -> None:
    result = CliRunner().invoke(main, ["--db", str(tmp_path / "s.db"), "config", key, value])
    assert result.exit_code != 0
    assert message in result.output and len(result.output.strip().splitlines()) == 1


def test_the_log_keeps_what_the_optimiser_needs(store: Store) -> None:
    answer(store, "q001", 4, START)
    card = store.find_card("t", "q002")
    store.record_review(card.pk, 3, START.date(), mode="interview", now=START)
    rows = store.conn.execute(
        "SELECT reviewed_ms, response_ms, day_start, utc_offset, COALESCE(scheduler, 'sm2'), train, mode "
        "FROM review_log ORDER BY id"
    ).fetchall()
    assert rows[0][0] == int(START.timestamp() * 1000)
    assert rows[0][2] == store.setting("day_start_hour") and rows[0][3] is not None
    assert [(r[4], r[5]) for r in rows] == [("sm2", 1), ("sm2", 0)]  # the grader's: no training


def test_an_old_database_gains_the_columns_and_keeps_every_row(tmp_path: Path) -> None:
    path = tmp_path / "v1.db"
    shutil.copy(ROOT / "tests" / "data" / "schema-v1.db", path)
    before = sqlite3.connect(path).execute("SELECT COUNT(*) FROM review_log").fetchone()[0]
    with Store.open(path) as store:
        rows = store.conn.execute(
            "SELECT COALESCE(scheduler, 'sm2'), train, day_start, utc_offset FROM review_log"
        ).fetchall()
    assert len(rows) == before > 0
    assert all(r == ("sm2", 1, None, None) for r in rows)


def _history(store: Store, cards: int, rounds: int) -> None:
    """Answers spread over weeks: good, with a fail now and then."""
    for n in range(1, cards + 1):
        at = START
        for k in range(rounds):
            quality = 1 if (n + k) % 5 == 0 else 4
            days = answer(store, f"q{n:03d}", quality, at)
            at += timedelta(days=days, hours=1)


def test_export_revlog_writes_the_optimisers_schema(store: Store, tmp_path: Path) -> None:
    _history(store, 3, 4)
    interview = store.find_card("t", "q010")
    store.record_review(interview.pk, 5, START.date(), mode="interview", now=START)
    out = tmp_path / "revlog.csv"
    assert revlog.export(store, out) == 12  # the interview answer is left out
    with out.open(newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert list(rows[0]) == [
        "card_id",
        "review_time",
        "review_rating",
        "review_state",
        "review_duration",
    ]
    first = [r for r in rows if r["card_id"] == rows[0]["card_id"]]
    assert [r["review_state"] for r in first] == ["0", "2", "2", "2"]  # new, then reviews
    third = [r["review_state"] for r in rows if r["card_id"] == rows[8]["card_id"]]
    assert third == ["0", "2", "2", "3"]  # after its failed third answer: relearning
    assert all(r["review_rating"] in "1234" for r in rows)
    assert int(rows[0]["review_time"]) == int(START.timestamp() * 1000)
    with pytest.raises(Exception, match="exists; pass --force"):
        revlog.export(store, out)


def test_optimize_needs_enough_reviews_then_fits_and_is_used(store: Store, tmp_path: Path) -> None:
    with pytest.raises(revlog.NotEnoughReviews, match="fitting needs at least 400"):
        revlog.optimize(store)
    _history(store, 60, 9)
    fit = revlog.optimize(store)
    assert fit.reviews >= revlog.MIN_REVIEWS and len(fit.parameters) == 21
    assert fit.log_loss_after <= fit.log_loss_before
    assert store.fsrs_parameters() == fit.parameters
    card = store.find_card("t", "q001")
    assert store.fsrs_for(card.pk, "t", START).parameters == fit.parameters


def test_the_exported_file_is_read_by_the_optimiser(store: Store, tmp_path: Path) -> None:
    """fsrs-rs-python (the optimiser `srs optimize` uses) takes the CSV as written."""
    from fsrs_rs_python import DEFAULT_PARAMETERS, FSRS

    _history(store, 60, 9)
    out = tmp_path / "revlog.csv"
    revlog.export(store, out)
    with out.open(newline="") as handle:
        rows = [
            revlog.Review(
                int(r["card_id"]),
                int(r["review_time"]),
                int(r["review_rating"]),
                int(r["review_state"]),
                int(r["review_duration"]),
            )
            for r in csv.DictReader(handle)
        ]
    items = revlog._items(rows)
    assert len(items) > revlog.MIN_REVIEWS
    parameters = FSRS(DEFAULT_PARAMETERS).compute_parameters(items)
    assert len(parameters) == 21


def test_cli_export_revlog_and_optimize(tmp_path: Path) -> None:
    db = str(tmp_path / "cli.db")
    runner = CliRunner()
    result = runner.invoke(main, ["--db", db, "export", "revlog", str(tmp_path / "r.csv")])
    assert result.exit_code == 0, result.output
    assert "Wrote 0 reviews to" in result.output
    result = runner.invoke(main, ["--db", db, "optimize"])
    assert result.exit_code == 1
    assert "fitting needs at least 400" in result.output

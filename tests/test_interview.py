"""Mock interviews: deterministic planning, timing with an injected clock, report figures, storage."""

from __future__ import annotations

import random
from datetime import UTC, date, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from srs import interview as iv
from srs import sync
from srs.grading import Grade
from srs.model import Card
from srs.store import Store
from tui.cli import main

ROOT = Path(__file__).resolve().parent.parent


def cand(
    i: int,
    *,
    deck: str = "d",
    tag: str | None = None,
    choice: bool = False,
    ef: str = "2.5",
    lapses: int = 0,
    reviews: int = 1,
) -> iv.Candidate:
    card = Card(
        f"q{i:02d}",
        f"Question {i}?",
        "A" if choice else f"Answer {i}",
        choices={"A": "yes", "B": "no"} if choice else {},
        tags=(tag,) if tag else (),
    )
    return iv.Candidate(
        pk=i, deck_id=deck, card=card, ef=Decimal(ef), lapses=lapses, reviews=reviews
    )


POOL = [cand(i, tag=["net", "mem", "sched"][i % 3]) for i in range(1, 13)] + [
    cand(i, choice=True, tag="net") for i in range(13, 20)
]


def test_same_seed_same_interview() -> None:
    a = iv.plan_interview(POOL, 8, random.Random(5))
    b = iv.plan_interview(POOL, 8, random.Random(5))
    c = iv.plan_interview(POOL, 8, random.Random(6))
    assert [q.candidate.pk for q in a] == [q.candidate.pk for q in b]
    assert [q.candidate.pk for q in a] != [q.candidate.pk for q in c]


def test_open_first_no_repeats_spread_over_topics() -> None:
    plan = iv.plan_interview(POOL, 8, random.Random(1))
    pks = [q.candidate.pk for q in plan]
    assert len(pks) == len(set(pks)) == 8
    assert all(not q.card.is_choice for q in plan)  # 12 open cards: no choice card needed
    topics = [q.candidate.topic for q in plan]
    assert {t: topics.count(t) for t in set(topics)} in (
        {"net": 3, "mem": 3, "sched": 2},
        {"net": 2, "mem": 3, "sched": 3},
        {"net": 3, "mem": 2, "sched": 3},
    )
    bigger = iv.plan_interview(POOL, 15, random.Random(1))
    assert [q.card.is_choice for q in bigger] == [False] * 12 + [True] * 3
    assert all(q.recall for q in bigger if q.card.is_choice)  # options hidden in an interview


def test_decks_and_tags_are_respected() -> None:
    pool = POOL + [cand(50 + i, deck="other") for i in range(5)]
    assert {
        q.candidate.deck_id for q in iv.plan_interview(pool, 30, random.Random(2), decks=["other"])
    } == {"other"}
    assert {
        q.candidate.topic for q in iv.plan_interview(pool, 30, random.Random(2), tags=["mem"])
    } == {"mem"}


def test_weak_first_prefers_weak_cards_and_fresh_is_even() -> None:
    weak = [cand(i, tag="t", ef="1.3", lapses=3) for i in range(1, 6)]
    strong = [cand(i, tag="t", ef="2.8", reviews=9) for i in range(6, 56)]
    hits_weak = hits_fresh = 0
    for seed in range(40):
        plan = iv.plan_interview(weak + strong, 5, random.Random(seed))
        hits_weak += sum(q.candidate.pk <= 5 for q in plan)
        plan = iv.plan_interview(weak + strong, 5, random.Random(seed), strategy="fresh")
        hits_fresh += sum(q.candidate.pk <= 5 for q in plan)
    assert hits_weak > 3 * hits_fresh
    assert hits_weak > 80  # of 200 picks, 5 weak cards among 55 would give ~18 by chance


def test_timer_flags_late_answers_and_keeps_them() -> None:
    run = iv.InterviewRun(
        iv.plan_interview(POOL, 3, random.Random(1)), seconds_per_question=60, total_seconds=150
    )
    run.begin(0.0)
    first = run.submit("quick", 30.0)
    run.begin(30.0)
    assert run.time_left(100.0) == -10.0
    second = run.submit("slow but kept", 100.0)
    run.begin(100.0)
    assert run.time_left(120.0) == 30.0  # the total limit bites before the per-question one
    assert run.out_of_total_time(151.0)
    third = run.submit("", 151.0, skipped=True)
    assert (first.timed_out, first.time_ms) == (False, 30_000)
    assert (second.timed_out, second.text, second.time_ms) == (True, "slow but kept", 70_000)
    assert third.skipped and third.timed_out and run.finished


def _grade(score: float, missed: tuple[str, ...] = ()) -> Grade:
    return Grade(score=score, quality=5 if score > 0.8 else 2, matched={}, missed=missed)


def test_answers_the_grader_calls_right_are_never_a_no_hire() -> None:
    """Issue 15: three answers suggested 4 plus a skip gave "46 / 100 · No hire" on raw coverage."""
    plan = iv.plan_interview(POOL, 4, random.Random(3))
    answers = [iv.Answer(q, "x", 60_000, q.position == 3) for q in plan]
    results = iv.grade_all(
        answers,
        lambda a: Grade(0.0, 0, {}, ()) if a.skipped else Grade(0.36, 4, {}, ()),
    )
    report = iv.Report(started=datetime(2026, 11, 21, 14, 2), results=results, seconds=600)
    assert report.verdict != "no hire"
    for q in (3, 4, 5):
        right = iv.grade_all(answers[:3], lambda a, q=q: Grade(0.3, q, {}, ()))
        assert iv.Report(datetime(2026, 11, 21), right, 60).verdict != "no hire"


def test_report_figures() -> None:
    plan = iv.plan_interview(POOL, 4, random.Random(3))
    answers = [iv.Answer(q, "x", 60_000, False) for q in plan]
    scores = [0.9, 0.5, 0.2, 0.8]
    results = iv.grade_all(
        answers,
        lambda a: _grade(
            scores[a.question.position], ("loss scaling",) if a.question.position == 2 else ()
        ),
    )
    report = iv.Report(started=datetime(2026, 11, 21, 14, 2), results=results, seconds=19 * 60)
    # points by suggested quality (5, 2, 2, 2): (100 + 35 + 35 + 35) / 4
    assert report.overall == 51 and report.verdict == "lean no hire"
    by_topic = report.by_topic()
    assert sum(by_topic.values()) > 0 and list(by_topic.values()) == sorted(
        by_topic.values(), reverse=True
    )
    assert report.weakest()[0].score == min(by_topic.values())
    assert [r.grade.score for r in report.study_next(2)] == [0.2, 0.5]
    assert [iv.verdict(s) for s in (100, 85, 84, 70, 69, 50, 49, 0)] == [
        "strong hire",
        "strong hire",
        "hire",
        "hire",
        "lean no hire",
        "lean no hire",
        "no hire",
        "no hire",
    ]
    md = iv.to_markdown(report)
    assert (
        "**Overall: 51 / 100 · lean no hire**" in md
        and "| # | Question | Score | Time | Missed |" in md
    )
    assert "loss scaling" in md and "### 1." in md


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "iv.db")
    sync.sync_decks(s, [ROOT / "decks"])
    yield s
    s.close()


def test_finish_saves_and_reloads(store: Store) -> None:
    plan = iv.plan_interview(iv.candidates(store), 3, random.Random(1))
    run = iv.InterviewRun(plan, seconds_per_question=60)
    run.begin(0)
    run.submit("ring all-reduce: reduce-scatter then all-gather", 20)
    run.begin(20)
    run.submit("", 25, skipped=True)
    run.begin(25)
    run.submit("zero shards optimizer states, gradients and parameters", 200)
    started = datetime(2026, 11, 21, 14, 0, tzinfo=UTC)
    report = iv.finish(
        store,
        run,
        started=started,
        finished=datetime(2026, 11, 21, 14, 4, tzinfo=UTC),
        seed=1,
        deck_ids=[],
        settings={"questions": 3},
    )
    assert report.interview_id == 1 and store.total_reviews() == 0
    again = iv.load_report(store)
    assert [r.grade.score for r in again.results] == [
        pytest.approx(r.grade.score) for r in report.results
    ]
    assert (
        again.overall == report.overall
        and again.results[2].answer.timed_out
        and again.results[1].answer.skipped
    )
    [row] = store.interviews()
    assert (row.questions, row.score, row.verdict) == (3, report.overall, report.verdict)


def _finish_counting(store: Store, run: iv.InterviewRun) -> iv.Report:
    """Finish an interview whose answers count as reviews, on 21 Nov 2026."""
    now = datetime(2026, 11, 21, 14, 0, tzinfo=UTC)
    return iv.finish(
        store,
        run,
        started=now,
        finished=now,
        seed=None,
        deck_ids=[],
        settings={},
        count_as_review=True,
        today=date(2026, 11, 21),
    )


def test_count_as_review_logs_interview_mode(store: Store) -> None:
    plan = iv.plan_interview(iv.candidates(store), 2, random.Random(1))
    run = iv.InterviewRun(plan)
    run.begin(0)
    run.submit("an answer", 10)
    run.begin(10)
    run.submit("", 12, skipped=True)
    _finish_counting(store, run)
    [entry] = store.log()
    assert entry.mode == "interview" and entry.card_pk == plan[0].candidate.pk
    assert store.get_card(plan[0].candidate.pk).state.sm2.reviews == 1


def test_finish_with_reviews_is_one_transaction(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An interview whose answers count as reviews is saved with them or not at all."""
    plan = iv.plan_interview(iv.candidates(store), 2, random.Random(1))
    run = iv.InterviewRun(plan)
    for i in range(2):
        run.begin(i * 10)
        run.submit(f"answer {i}", i * 10 + 5)
    real = store.record_review
    calls: list[int] = []

    def second_fails(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        if len(calls) == 2:
            raise OSError("disk gone")
        return real(*args, **kwargs)

    monkeypatch.setattr(store, "record_review", second_fails)
    with pytest.raises(OSError):
        _finish_counting(store, run)
    assert store.log() == [] and store.interviews() == []
    assert store.get_card(plan[0].candidate.pk).state.sm2.reviews == 0


def test_cli_plain_interview_history_and_export(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    runner = CliRunner()
    answers = "ring all-reduce uses reduce-scatter then all-gather\n\nNCCL is NVIDIA's collective library\n"
    result = runner.invoke(
        main, ["interview", "--plain", "--questions", "3", "--seed", "1"], input=answers
    )
    assert result.exit_code == 0, result.output
    assert result.output.count("Question ") >= 3 and "Overall:" in result.output
    ticks = iter(range(0, 10**6, 100))  # every reading of the clock is 100 s later

    class SlowClock:
        @staticmethod
        def monotonic() -> float:
            return float(next(ticks))

    monkeypatch.setattr("tui.commands.interview_cmd.time", SlowClock)
    again = runner.invoke(
        main,
        ["interview", "--plain", "--questions", "3", "--seed", "1", "--minutes", "1"],
        input="late\n",
    )
    assert again.exit_code == 0
    assert "time ran out" in again.output  # end of input after one answer still reports it
    history = runner.invoke(main, ["interview", "--history"])
    assert (
        history.exit_code == 0 and "Verdict" in history.output and history.output.count("\n") >= 4
    )
    out = tmp_path / "report.md"
    exported = runner.invoke(main, ["interview", "--export", str(out), "--id", "1"])
    assert exported.exit_code == 0, exported.output
    text = out.read_text()
    assert text.startswith("# Mock interview report") and "## Answers and model answers" in text
    refused = runner.invoke(main, ["interview", "--export", str(out)])
    assert refused.exit_code == 2 and "already exists" in refused.stderr
    missing = runner.invoke(main, ["interview", "--export", str(tmp_path / "x.md"), "--id", "99"])
    assert missing.exit_code == 2 and "no interview 99" in missing.stderr


def test_a_killed_interview_keeps_its_answers_and_can_be_reported(
    tmp_path: Path, _isolated_data: Path
) -> None:
    """Each answer is saved as it is given: SIGKILL during the third question loses nothing
    already answered, and `srs interview --finish` grades and reports the two answers."""
    import os
    import signal
    import subprocess
    import sys

    from click.testing import CliRunner

    from tui.cli import main

    root = Path(__file__).resolve().parent.parent
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tui.cli",
            "interview",
            "--plain",
            "--questions",
            "4",
            "--seed",
            "3",
        ],
        cwd=root,
        env=dict(os.environ),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write("all-reduce sums the gradients across workers\nring topology\n")
    proc.stdin.flush()
    seen = ""
    while "Question 3 of 4" not in seen:
        line = proc.stdout.readline()
        assert line, seen
        seen += line
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    runner = CliRunner()
    history = runner.invoke(main, ["interview", "--history"])
    assert "unfinished" in history.stdout
    done = runner.invoke(main, ["interview", "--finish"])
    assert done.exit_code == 0, done.output
    assert "Saved as interview" in done.stdout
    with Store.open(_isolated_data / "srs.db") as store:
        (row,) = store.interviews()
        assert row.finished is not None and row.questions == 2 and row.score is not None
        answers = store.interview_answers(row.id)
        assert [a.answer for a in answers] == [
            "all-reduce sums the gradients across workers",
            "ring topology",
        ]
        assert all(a.suggested is not None for a in answers)
    again = runner.invoke(main, ["interview", "--finish"])
    assert again.exit_code == 1 and "no unfinished interview" in again.stderr

"""`srs interview`: a timed mock interview (TUI, or --plain line mode), its history, its export."""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import click

from srs import interview as iv
from srs import planning
from srs.decks import write_atomic
from srs.errors import SrsError, UsageError
from srs.store import Store
from tui.commands.output import safe, table
from tui.env import Env, handles_errors, open_app, pass_env, plain_stdin, warn
from tui.widgets.charts import sparkline

MAX_MINUTES = 24 * 60
"""A day per question: more is a typo (and `inf` or `1e308` minutes overflowed the timer)."""


def _finite(ctx: click.Context, param: click.Parameter, value: float | None) -> float | None:
    """FloatRange lets `nan` through (every comparison with it is false)."""
    if value is not None and value != value:
        raise click.BadParameter("must be a number of minutes, not nan")
    return value


@click.command("interview")
@click.option(
    "--deck", "deck_ids", multiple=True, help="Ask from this deck (repeatable; default: all)."
)
@click.option("--tag", "tags", multiple=True, help="Only cards with this tag (repeatable).")
@click.option(
    "--questions", "n", type=click.IntRange(1, 100), default=iv.DEFAULT_QUESTIONS, show_default=True
)
@click.option(
    "--minutes",
    type=click.FloatRange(min=0, max=MAX_MINUTES, min_open=True),
    callback=_finite,
    default=iv.DEFAULT_MINUTES,
    show_default=True,
    help=f"Time per question (at most {MAX_MINUTES}).",
)
@click.option(
    "--total-minutes",
    type=click.FloatRange(min=0, max=MAX_MINUTES * 100, min_open=True),
    callback=_finite,
    default=None,
    help="Optional limit for the whole interview.",
)
@click.option("--seed", type=int, default=None, help="Same seed, same questions.")
@click.option("--fresh", is_flag=True, help="An even draw instead of weak cards first.")
@click.option(
    "--count-as-review", is_flag=True, help="Also log the answers as reviews (moves the schedule)."
)
@click.option(
    "--plain", is_flag=True, help="Line mode on stdin/stdout instead of the full-screen app."
)
@click.option("--history", is_flag=True, help="List past interviews with their scores.")
@click.option(
    "--export",
    "export_path",
    type=click.Path(dir_okay=False),
    help="Write a report as Markdown to this file.",
)
@click.option(
    "--id", "interview_id", type=int, help="With --export: which interview (default: the latest)."
)
@click.option("--force", is_flag=True, help="With --export: overwrite an existing file.")
@click.option(
    "--finish",
    "finish_kept",
    is_flag=True,
    help="Grade and report an interview that was cut short (the latest, or --id).",
)
@pass_env
@handles_errors
def interview_cmd(
    env: Env,
    deck_ids: tuple[str, ...],
    tags: tuple[str, ...],
    n: int,
    minutes: float,
    total_minutes: float | None,
    seed: int | None,
    fresh: bool,
    count_as_review: bool,
    plain: bool,
    history: bool,
    export_path: str | None,
    interview_id: int | None,
    force: bool,
    finish_kept: bool,
) -> None:
    """Sit a timed mock interview: no feedback until the end, then a scored report."""
    store, problems = env.open_synced()
    if plain or finish_kept or history or export_path is not None:
        warn(problems)
    with store:
        if finish_kept or history or export_path is not None:
            _past(store, finish_kept, history, export_path, interview_id, force)
            return
        known = store.deck_ids()
        for deck_id in deck_ids:
            if deck_id not in known:
                raise UsageError(f"no deck '{deck_id}' (known: {', '.join(known)})")
        chosen = iv.Settings(
            deck_ids=deck_ids,
            tags=tags,
            questions=n,
            minutes=minutes,
            total_minutes=total_minutes,
            seed=seed,
            fresh=fresh,
            count_as_review=count_as_review,
        )
        if plain:
            _sit_plain(store, chosen)
        else:  # the form, filled with these; the app takes this store as it is, synced once
            open_app(env, start="interview", interview=chosen, synced=(store, problems))


def _past(
    store: Store,
    finish_kept: bool,
    history: bool,
    export_path: str | None,
    interview_id: int | None,
    force: bool,
) -> None:
    """The options about interviews already sat: finish one cut short, list, export."""
    if finish_kept:
        report = iv.finish_unfinished(store, interview_id)
        click.echo(safe(iv.to_markdown(report, full=False)))
        _say_outlook(store, report)
        click.echo(f"Saved as interview {report.interview_id}.")
    elif history:
        show_history(store)
    elif export_path is not None:
        export(store, Path(export_path), interview_id, force)


def _sit_plain(store: Store, chosen: iv.Settings) -> None:
    """A whole interview in line mode: asked, kept answer by answer, graded and reported."""
    seed = chosen.seed if chosen.seed is not None else random.SystemRandom().randrange(1, 10**6)
    deck_ids = list(chosen.deck_ids)
    questions = iv.plan_interview(
        iv.candidates(store, deck_ids or None),
        chosen.questions,
        random.Random(seed),
        tags=list(chosen.tags) or None,
        strategy="fresh" if chosen.fresh else "weak-first",
    )
    if not questions:
        raise UsageError("no cards match those decks and tags")
    run = iv.InterviewRun(
        questions,
        seconds_per_question=chosen.minutes * 60,
        total_seconds=chosen.total_minutes * 60 if chosen.total_minutes else None,
    )
    started = datetime.now(UTC)
    settings: dict[str, object] = {
        "questions": chosen.questions,
        "minutes": chosen.minutes,
        "total_minutes": chosen.total_minutes,
        "fresh": chosen.fresh,
        "tags": list(chosen.tags),
    }
    for waiting in iv.unfinished(store):
        click.echo(
            f"Interview {waiting} was cut short; its answers are kept: "
            f"`srs interview --finish --id {waiting}` grades and reports it."
        )
    iv.keep_answers(
        store,
        run,
        started=started,
        seed=seed,
        deck_ids=deck_ids,
        settings=dict(settings, count_as_review=chosen.count_as_review),
    )
    ask_plain(run, plain_stdin().readline, click.echo, time.monotonic)
    if not run.answers:
        store.forget_interview(run.interview_id)
        click.echo("No answers: nothing to grade, nothing saved.")
        return
    report = iv.finish(
        store,
        run,
        started=started,
        finished=datetime.now(UTC),
        seed=seed,
        deck_ids=deck_ids,
        settings=settings,
        count_as_review=chosen.count_as_review,
    )
    click.echo()
    click.echo(safe(iv.to_markdown(report, full=False)))
    _say_outlook(store, report)
    click.echo(
        f"Saved as interview {report.interview_id}. `srs interview --export report.md` writes the full report."
    )


def _say_outlook(store: Store, report: iv.Report) -> None:
    """The interview this practice is for (srs plan): its readiness and what is at risk."""
    asked = sorted({r.answer.question.candidate.deck_id for r in report.results})
    ahead = planning.outlook(store, store.today(), asked)
    if ahead is None:
        return
    risky = ", ".join(f"{safe(r.topic)} ({r.cards})" for r in ahead.at_risk[:3])
    click.echo(
        f"Interview in {ahead.days_left} days · readiness {ahead.readiness:.0%}"
        + (f" · at risk: {risky}" if risky else "")
    )


def ask_plain(
    run: iv.InterviewRun,
    readline: Callable[[], str],
    echo: Callable[[str], object],
    clock: Callable[[], float],
) -> None:
    """The line-mode interview: a question, one line of answer; an empty line skips."""
    read, say, now = readline, echo, clock
    total = len(run.questions)
    limit = run.seconds_per_question
    say(
        f"Mock interview: {total} questions, {_mmss(limit)} each. No feedback until the end. "
        "One line per answer; an empty line skips; end of input stops (answers so far are kept)."
    )
    while (question := run.begin(now())) is not None:
        if run.out_of_total_time(now()):
            say("The interview's total time is up.")
            break
        say("")
        say(
            f"Question {question.position + 1} of {total} · {question.candidate.deck_id} · {_mmss(run.time_left(now()))} left"
        )
        say(safe(question.card.question))
        sys.stdout.write("answer> ")
        sys.stdout.flush()
        line = read()
        if not line:
            say("")
            break
        text = line.rstrip("\r\n")
        answer = run.submit(text, now(), skipped=not text.strip())
        if answer.timed_out:
            say(
                f"(time ran out: {_mmss(answer.time_ms / 1000)} taken; the answer is kept and flagged)"
            )


def _mmss(seconds: float) -> str:
    seconds = max(0, round(seconds))
    return f"{seconds // 60}:{seconds % 60:02d}"


def show_history(store: object) -> None:
    rows = store.interviews()  # type: ignore[attr-defined]
    if not rows:
        click.echo("No interviews yet. Start one with `srs interview` (or press i in the app).")
        return
    click.echo(
        table(
            ["Id", "Date", "Questions", "Score", "Verdict", "Decks"],
            [
                [
                    r.id,
                    f"{r.started.astimezone():%Y-%m-%d %H:%M}",
                    r.questions,
                    f"{r.score:.0f}" if r.score is not None else "—",
                    r.verdict or ("unfinished (--finish)" if r.finished is None else "—"),
                    ", ".join(r.deck_ids) or "all",
                ]
                for r in rows
            ],
            numeric={0, 2, 3},
        )
    )
    scores = [int(r.score or 0) for r in rows]
    if len(scores) > 1:
        click.echo(f"Trend: {sparkline(scores)}  (first {scores[0]}, latest {scores[-1]})")


def export(store: object, path: Path, interview_id: int | None, force: bool) -> None:
    if path.exists() and not force:
        raise UsageError(f"{path} already exists; use --force to overwrite it")
    report = iv.load_report(store, interview_id)  # type: ignore[arg-type]
    try:
        write_atomic(path, iv.to_markdown(report))
    except OSError as exc:
        raise SrsError(f"cannot write {path}: {exc.strerror or exc}") from None
    click.echo(
        f"Wrote the report of interview {report.interview_id} ({len(report.results)} questions, {report.overall}/100) to {path}"
    )

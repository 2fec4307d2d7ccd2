"""Mock interviews with the store: the candidates, grading, keeping the answers as they come,
and `finish`, which saves the interview (and, when the answers count as reviews, logs them)
in one transaction."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import UTC, date, datetime

from srs.grading import Grade
from srs.interview.planning import Answer, Candidate, InterviewRun, Question
from srs.interview.report import Report, Result, grade_all
from srs.store import InterviewAnswerRow, Store


def candidates(store: Store, deck_ids: Sequence[str] | None = None) -> list[Candidate]:
    """Every active card of the decks, with the schedule figures the planner weighs."""
    names: dict[str, str] = {}
    return [
        Candidate(
            pk=q.pk,
            deck_id=q.deck_id,
            card=q.card,
            ef=q.state.sm2.ef,
            lapses=q.state.sm2.lapses,
            reviews=q.state.sm2.reviews,
            deck_name=names.setdefault(q.deck_id, store.deck_name(q.deck_id)),
        )
        for q in store.interview_cards(deck_ids)
    ]


def grader_for(store: Store) -> Callable[[Answer], Grade]:
    """Grade interview answers as reviews are graded: deck aliases and taught words, word
    rarity over all cards, the strictness in force."""
    from srs import grading, taught
    from srs.session import corpus_for

    corpus = corpus_for(store)
    aliases: dict[str, dict[str, str]] = {}
    strictness = grading.STRICTNESS[store.setting("grading")]

    def grade(answer: Answer) -> Grade:
        deck_id = answer.question.candidate.deck_id
        if deck_id not in aliases:  # the deck's aliases and the words taught for it
            aliases[deck_id] = taught.aliases_with_taught(
                store, deck_id, store.deck_aliases(deck_id)
            )
        if answer.skipped or not answer.text.strip():
            return grading.grade_answer(
                "", answer.question.card.reference, answer.question.card.question
            )
        return grading.grade(
            answer.text,
            answer.question.card,
            aliases=aliases[deck_id],
            corpus=corpus,
            recall=answer.question.recall,
            strictness=strictness,
        )

    return grade


def _answer_row(answer: Answer, grade: Grade | None = None) -> InterviewAnswerRow:
    return InterviewAnswerRow(
        position=answer.question.position,
        card_pk=answer.question.candidate.pk,
        answer=answer.text,
        time_ms=answer.time_ms,
        timed_out=answer.timed_out,
        skipped=answer.skipped,
        score=grade.score if grade else None,
        suggested=grade.quality if grade else None,
        matched=dict(grade.matched) if grade else {},
        missed=tuple(grade.missed) if grade else (),
    )


def keep_answers(
    store: Store,
    run: InterviewRun,
    *,
    started: datetime,
    seed: int | None,
    deck_ids: Sequence[str],
    settings: dict[str, object],
) -> int:
    """Keep the interview from its start and each answer as it is given: a kill, a crash or a
    closed terminal mid-interview loses at most the answer being typed, and the interview can
    still be graded and reported (`finish_unfinished`)."""
    run.interview_id = store.begin_interview(
        started=started, seed=seed, deck_ids=deck_ids, settings=dict(settings)
    )
    interview_id = run.interview_id
    run.on_answer = lambda answer: store.save_interview_answer(interview_id, _answer_row(answer))
    return interview_id


def _stored_answer(store: Store, a: InterviewAnswerRow) -> Answer:
    """An answer as it was kept, with its card as the database holds it now."""
    card = store.get_card(a.card_pk)
    candidate = Candidate(
        pk=card.pk, deck_id=card.deck_id, card=card.card, deck_name=store.deck_name(card.deck_id)
    )
    return Answer(
        question=Question(a.position, candidate),
        text=a.answer,
        time_ms=a.time_ms or 0,
        timed_out=a.timed_out,
        skipped=a.skipped,
    )


def unfinished(store: Store) -> list[int]:
    """Ids of interviews that were cut short (answers kept, never graded), oldest first."""
    return [r.id for r in store.interviews() if r.finished is None and r.questions]


def finish_unfinished(store: Store, interview_id: int | None = None) -> Report:
    """Grade and report an interview that was cut short, from the answers it kept."""
    from srs.errors import SrsError, UsageError

    waiting = unfinished(store)
    if not waiting:
        raise SrsError("no unfinished interview: every interview so far has its report")
    if interview_id is None:
        interview_id = waiting[-1]
    elif interview_id not in waiting:
        raise UsageError(f"interview {interview_id} is not an unfinished one ({waiting})")
    row = next(r for r in store.interviews() if r.id == interview_id)
    answers = [_stored_answer(store, a) for a in store.interview_answers(interview_id)]
    run = InterviewRun([a.question for a in answers], answers=answers, interview_id=interview_id)
    settings = dict(row.settings)
    count = bool(settings.pop("count_as_review", False))
    return finish(
        store,
        run,
        started=row.started,
        finished=datetime.now(UTC),
        seed=row.seed,
        deck_ids=list(row.deck_ids),
        settings=settings,
        count_as_review=count,
    )


def finish(
    store: Store,
    run: InterviewRun,
    *,
    started: datetime,
    finished: datetime,
    seed: int | None,
    deck_ids: Sequence[str],
    settings: dict[str, object],
    count_as_review: bool = False,
    today: date | None = None,
) -> Report:
    """Grade every answer, keep the interview in the database and build its report.

    With count_as_review each answered question is also logged in mode 'interview' with its
    suggested quality, and the card's schedule moves as after a review.
    """
    results = grade_all(run.answers, grader_for(store))
    if run.started_at is not None and run.question_started_at is not None:
        seconds = run.question_started_at - run.started_at  # the interview's own clock
    else:
        seconds = (finished - started).total_seconds()
    report = Report(
        started=started,
        results=results,
        seconds=seconds,
        deck_names={
            d: store.deck_name(d) for d in {r.answer.question.candidate.deck_id for r in results}
        },
    )
    day = today or store.today()
    if count_as_review:
        store.prepare_answers(day)  # the day's backup before the transaction, as for answers
    with store.transaction(day):  # the interview and its reviews: all of them, or none
        interview_id = store.save_interview(
            started=started,
            finished=finished,
            seed=seed,
            deck_ids=deck_ids,
            settings=dict(settings, count_as_review=count_as_review),
            score=report.overall,
            verdict=report.verdict,
            answers=[_answer_row(r.answer, r.grade) for r in results],
            interview_id=run.interview_id,
        )
        if count_as_review:
            _count_as_reviews(store, results, day)
    return replace(report, interview_id=interview_id)


def _count_as_reviews(store: Store, results: Sequence[Result], day: date) -> None:
    """Log each answered question in mode interview with its suggested quality."""
    for r in results:
        if not r.answer.skipped:
            store.record_review(
                r.answer.question.candidate.pk,
                r.grade.quality,
                day,
                answer=r.answer.text,
                score=r.grade.score,
                suggested=r.grade.quality,
                response_ms=r.answer.time_ms,
                mode="interview",
            )


def load_report(store: Store, interview_id: int | None = None) -> Report:
    """A stored interview's report (the latest when no id is given)."""
    from srs.errors import SrsError, UsageError

    rows = store.interviews()
    if not rows:
        raise SrsError("no interviews yet: run `srs interview` first")
    if interview_id is None:
        row = rows[-1]
    else:
        found = [r for r in rows if r.id == interview_id]
        if not found:
            raise UsageError(
                f"no interview {interview_id} (there are {len(rows)}: ids {rows[0].id}-{rows[-1].id})"
            )
        row = found[0]
    results = []
    for a in store.interview_answers(row.id):
        answer = _stored_answer(store, a)
        grade = Grade(
            score=a.score or 0.0, quality=a.suggested or 0, matched=dict(a.matched), missed=a.missed
        )
        results.append(Result(answer, grade))
    seconds = (row.finished - row.started).total_seconds() if row.finished else 0.0
    return Report(
        started=row.started.astimezone(),
        results=tuple(results),
        seconds=seconds,
        deck_names={
            d: store.deck_name(d) for d in {r.answer.question.candidate.deck_id for r in results}
        },
        interview_id=row.id,
    )

"""Mock interviews: pick the questions, time the answers, grade at the end, write the report.

Pure: the random generator and every moment in time are passed in, so the same seed gives the
same interview and tests can run out a timer without waiting.
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime
from decimal import Decimal

from srs.grading import Grade
from srs.model import Card
from srs.store import InterviewAnswerRow, Store

DEFAULT_QUESTIONS = 8
DEFAULT_MINUTES = 3.0
STRATEGIES = ("weak-first", "fresh")

VERDICTS: tuple[tuple[int, str], ...] = (
    (85, "strong hire"),
    (70, "hire"),
    (50, "lean no hire"),
    (0, "no hire"),
)
"""Overall score (0-100) thresholds for the verdict band, highest first."""

QUALITY_POINTS: tuple[int, ...] = (0, 15, 35, 60, 80, 100)
"""Points (0-100) of a question by the grade the grader suggests for it (0-5): the interview
is scored on the same scale as the per-answer grades, so answers the grader calls right (3, 4)
make a pass band, never a "no hire"; raw coverage would call a right 36% answer a failure."""


def points(grade: Grade) -> float:
    """0.0-1.0: what one answer earns in an interview, from its suggested quality."""
    return QUALITY_POINTS[max(0, min(5, grade.quality))] / 100


@dataclass(frozen=True)
class Candidate:
    """A card that may be asked, with what the planner weighs (how weak the user is on it)."""

    pk: int
    deck_id: str
    card: Card
    ef: Decimal = Decimal("2.5")
    lapses: int = 0
    reviews: int = 0
    deck_name: str = ""

    @property
    def topic(self) -> str:
        """The card's first tag; for an untagged card its deck (by name, as people read it)."""
        return self.card.tags[0] if self.card.tags else (self.deck_name or self.deck_id)

    def weakness(self) -> float:
        """Higher for cards the user struggles with or has never seen."""
        weight = 1.0 + float(Decimal("2.5") - self.ef) * 3.0 + 1.5 * min(self.lapses, 4)
        if self.reviews == 0:
            weight += 1.5
        return max(weight, 0.2)


@dataclass(frozen=True)
class Question:
    """One planned question; choice cards are asked in recall mode (options hidden)."""

    position: int
    candidate: Candidate

    @property
    def card(self) -> Card:
        return self.candidate.card

    @property
    def recall(self) -> bool:
        return self.candidate.card.is_choice


def plan_interview(
    cards: Sequence[Candidate],
    n: int,
    rng: random.Random,
    *,
    decks: Sequence[str] | None = None,
    tags: Sequence[str] | None = None,
    strategy: str = "weak-first",
) -> list[Question]:
    """Pick up to n distinct questions: open questions first (choice cards only to fill up),
    spread over topics round-robin, and within a topic weighted towards weak cards unless the
    strategy is 'fresh' (an even draw). Deterministic for a given rng state.
    """
    if strategy not in STRATEGIES:
        raise ValueError(f"strategy must be one of {', '.join(STRATEGIES)}")
    if n < 1:
        raise ValueError("an interview needs at least one question")
    pool = [
        c
        for c in sorted(cards, key=lambda c: (c.deck_id, c.card.id))
        if (not decks or c.deck_id in decks) and (not tags or set(tags) & set(c.card.tags))
    ]
    chosen: list[Candidate] = []
    for kind in (False, True):  # open cards first, then choice cards asked as open questions
        group = [c for c in pool if c.card.is_choice is kind]
        chosen.extend(_spread(group, n - len(chosen), rng, weighted=strategy == "weak-first"))
        if len(chosen) >= n:
            break
    return [Question(i, c) for i, c in enumerate(chosen)]


def _spread(
    group: list[Candidate], n: int, rng: random.Random, *, weighted: bool
) -> list[Candidate]:
    by_topic: dict[str, list[Candidate]] = defaultdict(list)
    for c in group:
        by_topic[c.topic].append(c)
    topics = sorted(by_topic)
    rng.shuffle(topics)
    picked: list[Candidate] = []
    while len(picked) < n and any(by_topic[t] for t in topics):
        for topic in topics:
            bucket = by_topic[topic]
            if not bucket or len(picked) >= n:
                continue
            weights = [c.weakness() if weighted else 1.0 for c in bucket]
            index = rng.choices(range(len(bucket)), weights=weights, k=1)[0]
            picked.append(bucket.pop(index))
    return picked


# -- timing ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Answer:
    """What the candidate did with one question."""

    question: Question
    text: str
    time_ms: int
    timed_out: bool
    """True when the time limit passed before the answer arrived (the answer is still kept)."""
    skipped: bool = False


@dataclass
class InterviewRun:
    """The clock side of an interview: when each question started and how long it took.

    Times are plain seconds from any monotonic clock, passed in by the caller.
    """

    questions: list[Question]
    seconds_per_question: float = DEFAULT_MINUTES * 60
    total_seconds: float | None = None
    answers: list[Answer] = field(default_factory=list)
    started_at: float | None = None
    question_started_at: float | None = None
    interview_id: int | None = None
    """The stored interview its answers are kept in as they are given (see `keep_answers`)."""
    on_answer: Callable[[Answer], None] | None = None

    @property
    def current(self) -> Question | None:
        index = len(self.answers)
        return self.questions[index] if index < len(self.questions) else None

    @property
    def finished(self) -> bool:
        return self.current is None

    def begin(self, at: float) -> Question | None:
        """Start (or move on to) the current question's clock."""
        if self.started_at is None:
            self.started_at = at
        self.question_started_at = at
        return self.current

    def time_left(self, at: float) -> float:
        """Seconds left for the current question (the total limit counts too)."""
        assert self.question_started_at is not None and self.started_at is not None
        left = self.seconds_per_question - (at - self.question_started_at)
        if self.total_seconds is not None:
            left = min(left, self.total_seconds - (at - self.started_at))
        return left

    def out_of_total_time(self, at: float) -> bool:
        return (
            self.total_seconds is not None
            and self.started_at is not None
            and at - self.started_at >= self.total_seconds
        )

    def submit(self, text: str, at: float, *, skipped: bool = False) -> Answer:
        """Keep the answer to the current question; a late one is kept and flagged."""
        question = self.current
        if question is None:
            raise RuntimeError("the interview is over")
        if self.question_started_at is None:
            self.begin(at)
        assert self.question_started_at is not None
        answer = Answer(
            question=question,
            text=text,
            time_ms=max(0, int((at - self.question_started_at) * 1000)),
            timed_out=self.time_left(at) < 0,
            skipped=skipped,
        )
        self.answers.append(answer)
        self.question_started_at = at
        if self.on_answer is not None:
            self.on_answer(answer)
        return answer


# -- the report -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Result:
    answer: Answer
    grade: Grade

    @property
    def card(self) -> Card:
        return self.answer.question.card

    @property
    def topic(self) -> str:
        return self.answer.question.candidate.topic


@dataclass(frozen=True)
class WeakTopic:
    topic: str
    score: float
    missed: tuple[str, ...]
    """The concepts missed most often in this topic, most frequent first."""


@dataclass(frozen=True)
class Report:
    started: datetime
    results: tuple[Result, ...]
    seconds: float
    deck_names: Mapping[str, str] = field(default_factory=dict)
    interview_id: int | None = None

    @property
    def overall(self) -> int:
        """0-100: the mean points of the questions asked (QUALITY_POINTS; a skip scores 0)."""
        if not self.results:
            return 0
        return round(100 * sum(points(r.grade) for r in self.results) / len(self.results))

    @property
    def verdict(self) -> str:
        return verdict(self.overall)

    def by_topic(self) -> dict[str, float]:
        scores: dict[str, list[float]] = defaultdict(list)
        for r in self.results:
            scores[r.topic].append(points(r.grade))
        return {
            t: sum(v) / len(v)
            for t, v in sorted(scores.items(), key=lambda kv: -sum(kv[1]) / len(kv[1]))
        }

    def weakest(self, k: int = 3) -> list[WeakTopic]:
        missed: dict[str, Counter[str]] = defaultdict(Counter)
        for r in self.results:
            missed[r.topic].update(r.grade.missed)
        ranked = sorted(self.by_topic().items(), key=lambda kv: (kv[1], kv[0]))[:k]
        return [WeakTopic(t, s, tuple(c for c, _ in missed[t].most_common(4))) for t, s in ranked]

    def study_next(self, k: int = 5) -> list[Result]:
        """The questions to study next: lowest scores first (skips and time-outs included)."""
        return sorted(
            self.results,
            key=lambda r: (points(r.grade), r.grade.score, r.answer.question.position),
        )[:k]


def verdict(overall: int) -> str:
    for threshold, band in VERDICTS:
        if overall >= threshold:
            return band
    return VERDICTS[-1][1]


def grade_all(answers: Sequence[Answer], grader: Callable[[Answer], Grade]) -> tuple[Result, ...]:
    """Grade every answer at the end of the interview (never during it)."""
    return tuple(Result(a, grader(a)) for a in answers)


def _mmss(ms: int) -> str:
    seconds = round(ms / 1000)
    return f"{seconds // 60}:{seconds % 60:02d}"


def _cell(text: str, limit: int = 70) -> str:
    one = " ".join(text.split()).replace("|", "\\|")
    return one if len(one) <= limit else one[: limit - 1] + "…"


def to_markdown(report: Report, *, full: bool = True) -> str:
    """The report as GitHub-readable Markdown, for sharing with a mentor.

    full=False leaves out the answers and model answers (the plain-mode summary)."""
    minutes = round(report.seconds / 60)
    lines = [
        f"# Mock interview report · {report.started:%d %b %Y %H:%M}",
        "",
        f"**Overall: {report.overall} / 100 · {report.verdict}** · {len(report.results)} questions · {minutes} min",
        "",
        "Verdict bands: "
        + ", ".join(f"{band} ≥ {t}" for t, band in VERDICTS if t)
        + f", otherwise {VERDICTS[-1][1]}.",
        "",
        "## Questions",
        "",
        "| # | Question | Score | Time | Missed |",
        "|---|---|---|---|---|",
    ]
    for r in report.results:
        a = r.answer
        flag = " ⏱" if a.timed_out else ""
        if a.skipped:
            flag += " (skipped)"
        missed = ", ".join(r.grade.missed) or "—"
        lines.append(
            f"| {a.question.position + 1} | {_cell(r.card.question)} | {r.grade.score:.0%} | {_mmss(a.time_ms)}{flag} | {_cell(missed, 60)} |"
        )
    lines += ["", "## By topic", ""]
    for topic, score in report.by_topic().items():
        lines.append(f"- **{topic}**: {score:.0%}")
    lines += ["", "## Weakest topics", ""]
    for i, w in enumerate(report.weakest(), start=1):
        missed = f" (missed: {', '.join(w.missed)})" if w.missed else ""
        lines.append(f"{i}. **{w.topic}** — {w.score:.0%}{missed}")
    lines += ["", "## Study next", ""]
    for r in report.study_next():
        lines.append(
            f"- `{r.answer.question.candidate.deck_id}/{r.card.id}` {_cell(r.card.question, 90)} — {r.grade.score:.0%}"
        )
    if not full:
        return "\n".join(lines).rstrip() + "\n"
    lines += ["", "## Answers and model answers", ""]
    for r in report.results:
        a = r.answer
        lines += [
            f"### {a.question.position + 1}. {' '.join(r.card.question.split())}",
            "",
            f"*{report.deck_names.get(a.question.candidate.deck_id, a.question.candidate.deck_id)} · {r.card.id} · "
            f"score {r.grade.score:.0%} · suggested quality {r.grade.quality} · {_mmss(a.time_ms)}"
            + (" · time ran out" if a.timed_out else "")
            + (" · skipped" if a.skipped else "")
            + "*",
            "",
            "**Your answer:**",
            "",
        ]
        lines += [
            f"> {line}" if line else ">" for line in (a.text.strip() or "(no answer)").splitlines()
        ]
        if r.grade.matched:
            lines += ["", "Matched: " + ", ".join(r.grade.matched)]
        if r.grade.missed:
            lines += ["", "Missed: " + ", ".join(r.grade.missed)]
        lines += ["", "**Model answer:**", "", r.card.model_answer]
        if r.card.explanation:
            lines += ["", r.card.explanation.strip()]
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


# -- with the store ---------------------------------------------------------------------------------
# The functions below connect the pure pieces above to the database: they take the store as an
# argument and still take time and randomness from the caller.


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
        day = today or store.today()
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
    return replace(report, interview_id=interview_id)


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

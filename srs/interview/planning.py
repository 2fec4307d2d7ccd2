"""Planning a mock interview and running its clock: which questions, in which order, and the
answers as they come. Pure: the random generator and every moment are passed in, so the same
seed gives the same interview and tests can run out a timer without waiting."""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal

from srs.model import Card

DEFAULT_QUESTIONS = 8
DEFAULT_MINUTES = 3.0
STRATEGIES = ("weak-first", "fresh")


@dataclass(frozen=True)
class Settings:
    """What an interview is asked to be: the command line's options, or the setup form's.

    `srs interview --deck X --questions 3` opens the form filled with these, so nothing the
    user typed is dropped on the way to the full-screen app.
    """

    deck_ids: tuple[str, ...] = ()
    """The decks to ask from; none means all."""
    tags: tuple[str, ...] = ()
    questions: int = DEFAULT_QUESTIONS
    minutes: float = DEFAULT_MINUTES
    total_minutes: float | None = None
    seed: int | None = None
    fresh: bool = False
    count_as_review: bool = False


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

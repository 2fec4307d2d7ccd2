"""A card's memory, from its review log, by FSRS-6.

The interview-date plan needs one thing SM-2 cannot give: the probability that the user recalls
a card on a given day. FSRS models that directly (stability: the days until recall falls to 90%;
difficulty: how fast stability grows), so the plan reads every card's memory from its answers,
whatever scheduled them. We use py-fsrs (the `fsrs` package, the reference implementation kept
by the FSRS authors, pure Python, no dependencies) rather than our own copy of the formulas, so
the model stays the one its authors check.

Our 0-5 grades map to FSRS's four ratings by one rule (`rating_for`): 0-2 Again (a fail in SM-2
as well), 3 Hard, 4 Good, 5 Easy. A same-day re-drill answer is simply a second review on the
same day, which FSRS-6 handles with its short-term stability formula.
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from fsrs import Card as FsrsCard
from fsrs import Rating, Scheduler, State

DEFAULT_RETENTION = 0.9


@cache
def fsrs_version() -> str:
    """py-fsrs's version: the review log names it beside each answer FSRS scheduled.

    Asked of importlib.metadata when first needed: importing that module costs ~15 ms (it
    loads the email package), and the app imports this module at every start (the home
    screen's plan line)."""
    from importlib.metadata import version

    return version("fsrs")


def rating_for(quality: int) -> Rating:
    """Our grade as an FSRS rating: 0-2 Again, 3 Hard, 4 Good, 5 Easy."""
    if not 0 <= quality <= 5:
        raise ValueError(f"quality must be 0-5, not {quality}")
    if quality <= 2:
        return Rating.Again
    return (Rating.Hard, Rating.Good, Rating.Easy)[quality - 3]


def scheduler(retention: float = DEFAULT_RETENTION) -> Scheduler:
    """An FSRS scheduler with the default FSRS-6 parameters, no learning steps and no fuzz.

    Without learning steps every answer updates stability and difficulty straight away (the
    state our own scheduler keeps too), and without fuzz the same history always gives the same
    memory, which the plan and its tests rely on.
    """
    return fsrs_scheduler(retention)


@cache
def fsrs_scheduler(
    retention: float = DEFAULT_RETENTION, parameters: tuple[float, ...] | None = None
) -> Scheduler:
    """`scheduler`, with the user's own parameters when `srs optimize` fitted some."""
    if parameters is None:
        return Scheduler(
            desired_retention=retention,
            learning_steps=(),
            relearning_steps=(),
            enable_fuzzing=False,
        )
    return Scheduler(
        parameters=parameters,
        desired_retention=retention,
        learning_steps=(),
        relearning_steps=(),
        enable_fuzzing=False,
    )


def next_intervals(
    history: Iterable[Answer],
    now: dt.datetime,
    retention: float = DEFAULT_RETENTION,
    parameters: tuple[float, ...] | None = None,
) -> dict[int, int]:
    """The days until the card comes due again for each grade 0..5 answered at `now`, when
    FSRS schedules (`srs config scheduler fsrs`): py-fsrs's own `review_card` on the card as
    its past answers left it, so the intervals are exactly the reference implementation's."""
    sched = fsrs_scheduler(retention, parameters)
    at = _utc(now)
    card = FsrsCard(due=at)
    for answer in sorted(history, key=lambda a: _utc(a.at)):
        card, _ = sched.review_card(card, rating_for(answer.quality), _utc(answer.at))
    by_rating: dict[Rating, int] = {}
    for rating in (Rating.Again, Rating.Hard, Rating.Good, Rating.Easy):
        after, _ = sched.review_card(card, rating, at)
        by_rating[rating] = max(1, round((after.due - at).total_seconds() / 86400))
    return {quality: by_rating[rating_for(quality)] for quality in range(6)}


@dataclass(frozen=True)
class Answer:
    """One answer from the review log: when, and the grade it got."""

    at: dt.datetime
    quality: int


@dataclass(frozen=True)
class Memory:
    """A card's FSRS memory state after its last answer."""

    stability: float
    difficulty: float
    last_review: dt.datetime

    def recall(self, on: dt.datetime, retention: float = DEFAULT_RETENTION) -> float:
        """Probability of recalling the card at `on` (1.0 at the last review, falling after)."""
        return scheduler(retention).get_card_retrievability(self._card(), _utc(on))

    def interval_days(self, retention: float = DEFAULT_RETENTION) -> int:
        """Whole days until recall falls to `retention`: when FSRS would ask again."""
        return Projection(retention).interval(self.stability)

    def after(self, quality: int, at: dt.datetime) -> Memory:
        """The memory after one more answer (used to project a plan's future reviews)."""
        card, _ = scheduler().review_card(self._card(), rating_for(quality), _utc(at))
        return _from_card(card)

    def _card(self) -> FsrsCard:
        return FsrsCard(
            state=State.Review,
            step=None,
            stability=self.stability,
            difficulty=self.difficulty,
            due=self.last_review,
            last_review=self.last_review,
        )


def _from_card(card: FsrsCard) -> Memory:
    assert card.stability is not None and card.difficulty is not None
    assert card.last_review is not None
    return Memory(card.stability, card.difficulty, card.last_review)


def replay(answers: Iterable[Answer], model: Projection | None = None) -> Memory | None:
    """The memory after these answers, in time order; None for a card never answered.

    Timestamps without a zone are taken as UTC (the review log stores UTC). Computed with
    `Projection` (py-fsrs's formulas without its per-review card copies: a plan replays every
    card of a collection); `replay_reference` is py-fsrs itself, which the tests hold it to.
    `model` carries the user's own parameters when `srs optimize` fitted some.
    """
    model = model or _PROJECTION
    state: tuple[float, float] | None = None
    last: dt.datetime | None = None
    for answer in sorted(answers, key=lambda a: _utc(a.at)):
        at = _utc(answer.at)
        rating = rating_for(answer.quality)
        if state is None or last is None:
            state = model.first(rating)
        else:
            state = model.after(state[0], state[1], (at - last).days, rating)
        last = at
    if state is None or last is None:
        return None
    return Memory(state[0], state[1], last)


def replay_reference(answers: Iterable[Answer]) -> Memory | None:
    """`replay` by py-fsrs's own Scheduler.review_card, review by review."""
    sched = scheduler()
    card: FsrsCard | None = None
    for answer in sorted(answers, key=lambda a: _utc(a.at)):
        at = _utc(answer.at)
        if card is None:
            card = FsrsCard(due=at)
        card, _ = sched.review_card(card, rating_for(answer.quality), at)
    return None if card is None else _from_card(card)


def _utc(moment: dt.datetime) -> dt.datetime:
    if moment.tzinfo is None:
        return moment.replace(tzinfo=dt.UTC)
    return moment.astimezone(dt.UTC)


class Projection:
    """FSRS-6's formulas for answers the plan projects, on plain floats and whole days.

    The plan projects thousands of future answers on every recomputation; py-fsrs copies a card
    per review, which is about 100x slower than the formulas themselves. These are py-fsrs's own
    formulas with its parameters (tests check them against `Scheduler.review_card`).
    """

    def __init__(
        self, retention: float = DEFAULT_RETENTION, parameters: tuple[float, ...] | None = None
    ) -> None:
        sched = fsrs_scheduler(retention, parameters)
        self.w: tuple[float, ...] = tuple(float(x) for x in sched.parameters)
        self.retention = retention
        self.decay: float = -self.w[20]
        self.factor: float = math.pow(0.9, 1 / self.decay) - 1
        self.max_interval: int = int(sched.maximum_interval)
        self._easy_d0 = self.w[4] - math.exp(self.w[5] * 3) + 1
        # Projected answers repeat: every new card answered "Good" follows the same path.
        self._after: dict[tuple[float, float, int, Rating], tuple[float, float]] = {}
        self._interval: dict[float, int] = {}

    def recall(self, stability: float, days: float) -> float:
        """Probability of recall `days` whole days after the last review."""
        return float((1 + self.factor * max(0.0, days) / stability) ** self.decay)

    def interval(self, stability: float) -> int:
        """Whole days until recall falls to the retention (at least 1)."""
        known = self._interval.get(stability)
        if known is None:
            known = self._interval[stability] = self._compute_interval(stability)
        return known

    def _compute_interval(self, stability: float) -> int:
        days: int = round(stability / self.factor * (math.pow(self.retention, 1 / self.decay) - 1))
        return min(max(days, 1), self.max_interval)

    def first(self, rating: Rating) -> tuple[float, float]:
        """Stability and difficulty after a new card's first answer."""
        d = self.w[4] - math.exp(self.w[5] * (rating - 1)) + 1
        return max(self.w[rating - 1], 0.001), min(max(d, 1.0), 10.0)

    def after(
        self, stability: float, difficulty: float, days: int, rating: Rating
    ) -> tuple[float, float]:
        """Stability and difficulty after an answer `days` whole days after the last one."""
        key = (stability, difficulty, days, rating)
        known = self._after.get(key)
        if known is None:
            known = self._after[key] = self._compute_after(*key)
        return known

    def _compute_after(
        self, stability: float, difficulty: float, days: int, rating: Rating
    ) -> tuple[float, float]:
        w = self.w
        if days < 1:
            grow = math.exp(w[17] * (rating - 3 + w[18])) * stability ** -w[19]
            if rating >= Rating.Hard:
                grow = max(grow, 1.0)
            s = stability * grow
        else:
            r = self.recall(stability, days)
            if rating == Rating.Again:
                s = min(
                    w[11]
                    * difficulty ** -w[12]
                    * ((stability + 1) ** w[13] - 1)
                    * math.exp((1 - r) * w[14]),
                    stability / math.exp(w[17] * w[18]),
                )
            else:
                s = stability * (
                    1
                    + math.exp(w[8])
                    * (11 - difficulty)
                    * stability ** -w[9]
                    * (math.exp((1 - r) * w[10]) - 1)
                    * (w[15] if rating == Rating.Hard else 1)
                    * (w[16] if rating == Rating.Easy else 1)
                )
        delta = -w[6] * (rating - 3)
        d = difficulty + (10.0 - difficulty) * delta / 9.0
        d = w[7] * self._easy_d0 + (1 - w[7]) * d
        return max(s, 0.001), min(max(d, 1.0), 10.0)


_PROJECTION = Projection()

"""The interview-date plan: what to review each day so every card is ready on the day.

A plan is recomputed from the cards' real memory every day, so it never has to guess how the
user will answer: it projects each review as answered right (FSRS "Good"), and tomorrow's plan
starts from what really happened. Its promises, for a target (a set of cards and a date):

* every card is seen before the date, and a card whose last answer failed is answered again;
* every card gets one last pass in the final days (the "final window"), weakest cards last;
* the work of a day fits the daily budget (measured seconds per card times cards), new cards
  spread evenly over the days before the final window, so the last days do not pile up;
* when that cannot be done, the plan says so on day 1, with the minutes per day that would do
  it and which decks to drop to make it fit the current minutes.

Readiness is the model's probability of recall on the interview morning from the memory the
user has now (a card never answered counts 0): it is what the user would bring if they stopped
today, and it rises as the plan is followed.
"""

from __future__ import annotations

import datetime as dt
import math
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace

from fsrs import Rating

from srs.memory import DEFAULT_RETENTION, Memory, Projection

# The final window is at least this many days when the time allows, and at most this share of
# the run-up (unless one pass needs more days at the budget).
FINAL_DAYS = 3
FINAL_SHARE = 1 / 3
# A day may go over the budget by this share before the plan counts as infeasible.
OVER_BUDGET = 0.10
# A card below this recall on the day counts as at risk.
AT_RISK_BELOW = 0.8


@dataclass(frozen=True)
class PlanCard:
    """A card of a target, with what the plan needs to know about it."""

    key: str  # "deck/card"
    deck: str
    topic: str
    memory: Memory | None = None  # None: never answered
    failed_last: bool = False  # its last answer was a fail (0-2)


@dataclass(frozen=True)
class Day:
    """One day of the plan: the cards to review and the minutes they should take."""

    date: dt.date
    keys: tuple[str, ...]
    minutes: float
    final: bool  # in the final window (the last pass)

    @property
    def cards(self) -> int:
        return len(self.keys)


@dataclass(frozen=True)
class Risk:
    """A topic whose cards are below AT_RISK_BELOW on the day."""

    topic: str
    cards: int
    readiness: float


@dataclass(frozen=True)
class Plan:
    """A target's plan and forecast."""

    date: dt.date
    days: tuple[Day, ...]
    feasible: bool
    capacity: int  # cards per day the budget allows
    readiness: float
    by_deck: dict[str, float] = field(default_factory=dict)
    at_risk: tuple[Risk, ...] = ()
    card_readiness: dict[str, float] = field(default_factory=dict)
    needed_minutes: float | None = None  # when infeasible: the daily minutes that would fit
    drop_decks: tuple[str, ...] = ()  # when infeasible: decks whose removal makes it fit
    reason: str = ""  # when infeasible: why, in words

    @property
    def days_left(self) -> int:
        return len(self.days)

    def today(self) -> Day | None:
        return self.days[0] if self.days else None


def make_plan(
    cards: Sequence[PlanCard],
    today: dt.date,
    date: dt.date,
    minutes_per_day: float,
    seconds_per_card: float,
    *,
    start: dt.date | None = None,
    retention: float = DEFAULT_RETENTION,
    parameters: tuple[float, ...] | None = None,
) -> Plan:
    """The plan for these cards from `today` to the interview on `date` (reviews end the day before).

    `start` is the day the target was set: the final window is sized from the whole run-up, so
    it stays put while the days go by (recomputing it from the days left would shrink it, and
    the last day would inherit every card).
    """
    if minutes_per_day <= 0 or seconds_per_card <= 0:
        raise ValueError("minutes per day and seconds per card must be positive")
    model = Projection(retention, parameters)  # the user's fitted parameters, if any
    by_card = readiness_on(cards, date, model)
    when = _Horizon(today, date, min(start or today, today), seconds_per_card, model)
    capacity = _capacity(minutes_per_day, seconds_per_card)
    schedule = _simulate(cards, when, capacity)
    plan = Plan(
        date=date,
        days=schedule.days,
        feasible=schedule.feasible,
        capacity=capacity,
        readiness=_mean(by_card.values()),
        by_deck=_mean_by(cards, by_card, lambda c: c.deck),
        at_risk=at_risk(cards, by_card),
        card_readiness=by_card,
        reason=schedule.reason,
    )
    if schedule.feasible:
        return plan
    return replace(
        plan,
        needed_minutes=_needed_minutes(cards, when, minutes_per_day),
        drop_decks=_decks_to_drop(cards, when, capacity),
    )


def readiness_on(
    cards: Sequence[PlanCard], date: dt.date, model: Projection | None = None
) -> dict[str, float]:
    """Each card's predicted recall on the morning of `date` from its memory now (0 if new)."""
    model = model or Projection()
    out = {}
    for card in cards:
        m = card.memory
        days = 0 if m is None else (date - m.last_review.date()).days
        out[card.key] = 0.0 if m is None else model.recall(m.stability, days)
    return out


def _mean(values: Iterable[float]) -> float:
    items = list(values)
    return sum(items) / len(items) if items else 0.0


def _capacity(minutes_per_day: float, seconds_per_card: float) -> int:
    return max(1, math.floor(minutes_per_day * 60 / seconds_per_card + 1e-9))


@dataclass(frozen=True)
class _Horizon:
    """The fixed facts of one computation: the days, the time a card takes, the model."""

    today: dt.date
    date: dt.date
    start: dt.date
    seconds_per_card: float
    model: Projection

    @property
    def days_left(self) -> int:
        return (self.date - self.today).days

    def final_days(self, n: int, capacity: int) -> int:
        """Days of the final window, from the whole run-up (start to date), never fewer than a
        pass needs within the budget.

        The window is as long as a new card's first reviews take, so the last pass runs at the
        pace of the days before it; FINAL_DAYS at least, a third of the run-up at most.
        """
        run_up = max((self.date - self.start).days, 1)
        spacing = self._first_reviews_span(run_up)
        wanted = min(max(FINAL_DAYS, spacing), max(1, math.floor(run_up * FINAL_SHARE)))
        return max(1, wanted, math.ceil(n / capacity))

    def _first_reviews_span(self, run_up: int) -> int:
        """Days divided by the reviews a new card answered right gets in that time."""
        s, d = self.model.first(Rating.Good)
        day, reviews = 0, 1
        while True:
            day += self.model.interval(s)
            if day >= run_up:
                break
            s, d = self.model.after(s, d, self.model.interval(s), Rating.Good)
            reviews += 1
        return math.ceil(run_up / (reviews + 1))


@dataclass
class _Schedule:
    days: tuple[Day, ...]
    feasible: bool
    reason: str = ""


@dataclass
class _Track:
    """A card as the simulation sees it: memory on plain floats, days as indexes from today."""

    card: PlanCard
    stability: float = 0.0  # 0: never answered
    difficulty: float = 0.0
    last: int = 0  # day index of the last answer (negative: before today)
    due: int = 0  # day index when the next review is wanted


def _tracks(cards: Sequence[PlanCard], when: _Horizon) -> list[_Track]:
    out = []
    for card in cards:
        track = _Track(card)
        if card.memory is not None:
            track.stability, track.difficulty = card.memory.stability, card.memory.difficulty
            track.last = (card.memory.last_review.date() - when.today).days
            wait = when.model.interval(track.stability)
            track.due = 0 if card.failed_last else max(0, track.last + wait)
        out.append(track)
    return out


@dataclass
class _Learning:
    """The days before the final window, as simulated at one rate of new cards a day."""

    tracks: list[_Track]
    days: list[list[str]]
    left: int  # new cards not introduced


def _learn(
    cards: Sequence[PlanCard], when: _Horizon, learn: int, capacity: int, rate: int
) -> _Learning:
    """Due reviews first (postponed a day when over budget), then up to `rate` new cards a day."""
    model = when.model
    tracks = _tracks(cards, when)
    pending = [t for t in reversed(tracks) if not t.stability]  # pop() keeps the given order
    due: dict[int, list[_Track]] = defaultdict(list)  # day index -> cards wanted that day
    for t in tracks:
        if t.stability and t.due < learn:
            due[t.due].append(t)
    days: list[list[str]] = []
    for d in range(learn):
        due_now = due.pop(d, [])
        due_now.sort(key=lambda t: (t.due, model.recall(t.stability, d - t.last)))
        taken = due_now[:capacity]
        due[d + 1].extend(due_now[capacity:])  # postponed a day: the budget comes first
        intro = [pending.pop() for _ in range(min(capacity - len(taken), rate, len(pending)))]
        for t in taken:
            t.stability, t.difficulty = model.after(
                t.stability, t.difficulty, d - t.last, Rating.Good
            )
        for t in intro:
            t.stability, t.difficulty = model.first(Rating.Good)
        for t in (*taken, *intro):
            t.last = d
            t.due = d + model.interval(t.stability)
            if t.due < learn:
                due[t.due].append(t)
        days.append([t.card.key for t in (*taken, *intro)])
    return _Learning(tracks, days, len(pending))


def _learn_evenly(
    cards: Sequence[PlanCard], when: _Horizon, learn: int, capacity: int
) -> _Learning:
    """The learning days at the lowest rate of new cards a day that sees every card in time.

    The lowest rate spreads new cards (and the reviews they bring) as evenly as the budget
    allows; a higher one would front-load them.
    """
    new = sum(1 for c in cards if c.memory is None)
    if learn <= 0:
        return _learn(cards, when, 0, capacity, 0)
    if new == 0:
        return _learn(cards, when, learn, capacity, 0)
    low, high = math.ceil(new / learn), capacity
    best = _learn(cards, when, learn, capacity, high)
    while low < high and not best.left:
        mid = (low + high) // 2
        attempt = _learn(cards, when, learn, capacity, mid)
        if attempt.left:
            low = mid + 1
        else:
            best, high = attempt, mid
    return best


def _simulate(cards: Sequence[PlanCard], when: _Horizon, capacity: int) -> _Schedule:
    days = when.days_left
    if days <= 0:
        return _Schedule((), False, "the interview date is today or has passed")
    window = min(when.final_days(len(cards), capacity), (when.date - when.start).days)
    learn = max(days - window, 0)
    learning = _learn_evenly(cards, when, learn, capacity)
    reason = ""
    if learning.left and learn:  # with no learning days, the last pass is the first sight
        new = sum(1 for c in cards if c.memory is None)
        reason = f"{learning.left} of {new} new cards do not fit before the final days"
    # The last pass, over the window's days still ahead, for every card not yet given it
    # (once the window has begun, a card answered right since it began has had its pass):
    # the strongest first, the weakest on the last day.
    opened = days - window  # day index when the window begins (negative: it began already)
    todo = [t for t in learning.tracks if _needs_last_pass(t, opened)]
    todo.sort(key=lambda t: _strength(t, learn, when.model), reverse=True)
    final = days - learn
    day_keys = learning.days + [[t.card.key for t in chunk] for chunk in _split(todo, final)]
    out = tuple(
        Day(
            date=when.today + dt.timedelta(days=d),
            keys=tuple(keys),
            minutes=round(len(keys) * when.seconds_per_card / 60, 1),
            final=d >= learn,
        )
        for d, keys in enumerate(day_keys)
    )
    if not reason and any(len(day.keys) > capacity * (1 + OVER_BUDGET) for day in out):
        reason = f"one pass over {len(cards)} cards needs more than {days} days at this budget"
    return _Schedule(out, not reason, reason)


def _needs_last_pass(track: _Track, opened: int) -> bool:
    """Never answered, failed last (and not answered since), or last answered before the window."""
    failed = track.card.failed_last and track.last < 0
    return not track.stability or failed or track.last < opened


def _strength(track: _Track, day: int, model: Projection) -> float:
    if not track.stability:
        return 0.0
    return model.recall(track.stability, day - track.last) * track.stability


def _split(items: list[_Track], parts: int) -> list[list[_Track]]:
    """`parts` consecutive chunks whose sizes differ by at most one."""
    size, extra = divmod(len(items), parts)
    out: list[list[_Track]] = []
    start = 0
    for i in range(parts):
        end = start + size + (1 if i < extra else 0)
        out.append(items[start:end])
        start = end
    return out


def _needed_minutes(cards: Sequence[PlanCard], when: _Horizon, minutes_now: float) -> float | None:
    """The smallest daily minutes (to the minute) that make the plan feasible, if any does."""
    if when.days_left <= 0:
        return None
    lo = math.floor(minutes_now)
    hi = max(lo + 1, math.ceil(len(cards) * when.seconds_per_card / 60))

    def fits(minutes: int) -> bool:
        return _simulate(cards, when, _capacity(minutes, when.seconds_per_card)).feasible

    if not fits(hi):
        return None
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if fits(mid):
            hi = mid
        else:
            lo = mid
    return float(hi)


def _decks_to_drop(cards: Sequence[PlanCard], when: _Horizon, capacity: int) -> tuple[str, ...]:
    """The fewest decks (largest first) whose removal makes the plan fit the current budget."""
    sizes: dict[str, int] = defaultdict(int)
    for card in cards:
        sizes[card.deck] += 1
    dropped: list[str] = []
    kept = list(cards)
    for deck in sorted(sizes, key=lambda d: (-sizes[d], d))[:-1]:  # never drop every deck
        dropped.append(deck)
        kept = [c for c in kept if c.deck != deck]
        if _simulate(kept, when, capacity).feasible:
            return tuple(dropped)
    return ()


def _mean_by(
    cards: Sequence[PlanCard], by_card: dict[str, float], group: Callable[[PlanCard], str]
) -> dict[str, float]:
    values: dict[str, list[float]] = defaultdict(list)
    for card in cards:
        values[group(card)].append(by_card[card.key])
    return {name: _mean(v) for name, v in sorted(values.items())}


def at_risk(cards: Sequence[PlanCard], by_card: dict[str, float]) -> tuple[Risk, ...]:
    """Topics with cards below AT_RISK_BELOW, weakest topic first."""
    weak: dict[str, int] = defaultdict(int)
    for card in cards:
        if by_card[card.key] < AT_RISK_BELOW:
            weak[card.topic] += 1
    means = _mean_by(cards, by_card, lambda c: c.topic)
    return tuple(
        Risk(topic, weak[topic], means[topic])
        for topic in sorted(weak, key=lambda t: (means[t], -weak[t], t))
    )


def status_json(target_id: int, plan: Plan, today: dt.date) -> dict[str, object]:
    """One target of `srs plan --status --json`; these keys are a promise (README)."""
    return {
        "id": target_id,
        "date": plan.date.isoformat(),
        "days_left": max((plan.date - today).days, 0),
        "cards": len(plan.card_readiness),
        "readiness": round(plan.readiness, 3),
        "feasible": plan.feasible,
        "daily": [
            {"date": d.date.isoformat(), "cards": d.cards, "minutes": d.minutes} for d in plan.days
        ],
        "at_risk": [
            {"topic": r.topic, "cards": r.cards, "readiness": round(r.readiness, 3)}
            for r in plan.at_risk
        ],
    }

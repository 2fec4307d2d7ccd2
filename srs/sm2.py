"""The SM-2 scheduler: pure functions from a card's state and a graded answer to its next state.

Algorithm SM-2, (C) Copyright SuperMemo World, 1991.

Sources: P. A. Wozniak, "Optimization of learning" (1990), the algorithm's text at
https://www.super-memory.com/english/ol/sm2.htm, and SuperMemo's own SM-2 source code at
https://www.super-memory.com/english/ol/sm2source.htm. Where the two differ we follow:

- the source code for the E-Factor: it is updated after *every* graded review, failed ones
  included (the text says a failed item starts over "without changing the E-Factor");
- the text for rounding: "if interval is a fraction, round it up to the nearest integer",
  so I(n) = ceil(I(n-1) * EF), with the EF from before this review's update.

Everything is exact: the E-Factor moves in whole hundredths (0.1 - d * (0.08 + d * 0.02) for
d = 5 - q is -0.80, -0.54, -0.32, -0.14, 0.00 or +0.10), so it is computed as an integer
number of hundredths and exposed as a two-place `Decimal`. Floats would make 125 * 2.8 equal
350.00000000000006, and its ceiling 351.

Two things SM-2 leaves open are decided here:

- Intervals are capped at `MAX_INTERVAL` days (100 years, Anki's default maximum interval).
  Uncapped, a run of passes grows the interval geometrically until `today + interval` is past
  the year 9999 and cannot be represented; a cap of a century changes no real schedule.
- `lapses` counts the failures (q < 3) that broke a streak of passes, that is, reviews failed
  while `repetitions > 0`. Failing a new card, or failing again before the next pass, is not a
  new lapse: that is Anki's notion of a lapse, which leech detection is built on.

Same-day re-drill (the text's step 7) is not a review: re-drill answers never reach `review`.
`needs_redrill` says whether an answer sends the card back into today's session.

No I/O, no clock, no randomness: the day of the review is always a parameter.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

QUALITIES: tuple[int, ...] = (0, 1, 2, 3, 4, 5)
"""The grades a review can give, from 0 (complete blackout) to 5 (perfect response)."""
PASS_QUALITY = 3
"""Grades from here up are a pass; below it the card starts its repetitions over."""
REDRILL_BELOW = 4
"""Within the day a card graded below this comes back until it is answered with 4 or 5."""
INITIAL_EF = Decimal("2.50")
MIN_EF = Decimal("1.30")
MAX_INTERVAL = 36_500
"""The longest interval in days (100 years, as Anki's default); see the module docstring."""

_MIN_EF_H = 130
_ANY_DAY = dt.date.min


def ef_to_hundredths(ef: Decimal) -> int:
    """The E-Factor as a whole number of hundredths, the form the database keeps (2.66 -> 266).

    Raises:
        ValueError: if `ef` is not a finite Decimal with at most two decimal places.
    """
    known = _known_hundredths(ef)
    if known is not None:
        return known
    if not isinstance(ef, Decimal) or not ef.is_finite():
        raise ValueError(f"an E-Factor must be a finite Decimal, not {ef!r}")
    num, den = ef.as_integer_ratio()  # exact, whatever the decimal context
    if (num * 100) % den:
        raise ValueError(f"an E-Factor is kept in whole hundredths, not {ef}")
    return num * 100 // den


def ef_from_hundredths(hundredths: int) -> Decimal:
    """The E-Factor a stored whole number of hundredths stands for (266 -> Decimal('2.66')).

    Raises:
        ValueError: if `hundredths` is not an int.
    """
    known = _EFS.get(hundredths) if type(hundredths) is int else None
    if known is not None:
        return known
    if not isinstance(hundredths, int) or isinstance(hundredths, bool):
        raise ValueError(f"E-Factor hundredths must be an int, not {hundredths!r}")
    return Decimal(f"{hundredths}e-2")  # parsed, not computed: exact and always two places


# Every review converts the E-Factor both ways (the database keeps hundredths), so the values
# a schedule actually reaches (1.30 up to 10.00) are converted once here and looked up after.
# A Decimal hashes and compares by value, so Decimal("2.5") finds the entry of 250 too.
_EFS: dict[int, Decimal] = {h: Decimal(f"{h}e-2") for h in range(_MIN_EF_H, 1001)}
_HUNDREDTHS: dict[Decimal, int] = {ef: h for h, ef in _EFS.items()}


def _known_hundredths(ef: object) -> int | None:
    """The hundredths of one of the usual E-Factors, else None (then the full checks run)."""
    if type(ef) is Decimal and ef.is_finite():  # a signalling NaN cannot even be hashed
        return _HUNDREDTHS.get(ef)
    return None


def _checked_hundredths(ef: object) -> int:
    """An unusual E-Factor in hundredths, checked (Decimal, or lenient for untyped callers a
    float or int: 2.5 -> Decimal('2.5')), never below MIN_EF."""
    if isinstance(ef, float | int) and not isinstance(ef, bool):
        ef = Decimal(repr(ef))
    if not isinstance(ef, Decimal):
        raise ValueError(f"an E-Factor must be a Decimal, not {ef!r}")
    hundredths = ef_to_hundredths(ef)
    if hundredths < _MIN_EF_H:
        raise ValueError(f"an E-Factor is never below {MIN_EF}, not {ef}")
    return hundredths


@dataclass(frozen=True)
class CardState:
    """Where one card stands in its SM-2 schedule. A value: `review` returns a new one."""

    ef: Decimal
    """The E-Factor: 2.5 for a new card, never below 1.3, always in whole hundredths."""
    repetitions: int
    """n: passes (q >= 3) in a row since the card was new or last failed."""
    interval: int
    """I: days from the last review to the next; 0 for a card never reviewed."""
    due: dt.date | None
    """The day the card is next due (last review + interval); None for a new card."""
    lapses: int = 0
    """Failures that broke a streak of passes (q < 3 while repetitions > 0)."""
    reviews: int = 0
    """Graded reviews so far, passes and failures (same-day re-drills not counted)."""
    last_review: dt.date | None = None
    """The day of the last graded review; None for a new card."""

    def __post_init__(self) -> None:
        ef: object = self.ef
        hundredths = _known_hundredths(ef)
        if hundredths is None:  # not one of the usual values: the full checks
            hundredths = _checked_hundredths(ef)
        # Normalised to two places so equal states also print alike (2.5 -> 2.50).
        object.__setattr__(self, "ef", ef_from_hundredths(hundredths))
        # The usual case in one expression (every review builds states), the messages below.
        reps, interval, lapses, reviews = self.repetitions, self.interval, self.lapses, self.reviews
        due, last = self.due, self.last_review
        if not (
            type(reps) is int
            and reps >= 0
            and type(interval) is int
            and interval >= 0
            and type(lapses) is int
            and lapses >= 0
            and type(reviews) is int
            and reviews >= 0
            and (due is None or type(due) is dt.date)
            and (last is None or type(last) is dt.date)
        ):
            self._check_fields()

    def _check_fields(self) -> None:
        """Raise for the first field out of its range, or accept subclasses of int and date."""
        for name in ("repetitions", "interval", "lapses", "reviews"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise ValueError(f"{name} must be a whole number >= 0, not {value!r}")
        for name in ("due", "last_review"):
            day = getattr(self, name)
            if day is not None and (not isinstance(day, dt.date) or isinstance(day, dt.datetime)):
                raise ValueError(f"{name} must be a date or None, not {day!r}")

    @classmethod
    def new(cls) -> CardState:
        """A card never reviewed: EF 2.5, n 0, I 0, not due (new cards are introduced, not due)."""
        return cls(ef=INITIAL_EF, repetitions=0, interval=0, due=None)

    @property
    def is_new(self) -> bool:
        """True until the card's first graded review."""
        return self.due is None


def _check_quality(quality: object) -> int:
    if not isinstance(quality, int) or isinstance(quality, bool) or quality not in QUALITIES:
        raise ValueError(f"quality must be a whole number from 0 to 5, not {quality!r}")
    return quality


def _check_day(today: object) -> dt.date:
    # A datetime is a date subclass, but "today" is a study day: the caller maps the clock
    # to the day (the day starts at a configurable hour), so a datetime here is a mistake.
    if not isinstance(today, dt.date) or isinstance(today, dt.datetime):
        raise TypeError(f"today must be a datetime.date (a study day), not {today!r}")
    return today


def _check_max_interval(max_interval: object) -> int:
    if not isinstance(max_interval, int) or isinstance(max_interval, bool) or max_interval < 1:
        raise ValueError(f"max_interval must be a whole number >= 1, not {max_interval!r}")
    return max_interval


def _next_interval(state: CardState, quality: int, max_interval: int) -> int:
    """I after answering `quality`: the one place intervals are computed."""
    if quality < PASS_QUALITY or state.repetitions == 0:
        interval = 1  # a failure starts over; a first pass is one day
    elif state.repetitions == 1:
        interval = 6
    else:
        # ceil(I * EF) in integers, with the EF from before this review's update.
        interval = -(-state.interval * ef_to_hundredths(state.ef) // 100)
    return min(interval, max_interval)


def _next_ef_hundredths(ef_hundredths: int, quality: int) -> int:
    """EF + (0.1 - d * (0.08 + d * 0.02)) with d = 5 - q, in hundredths, floored at 1.3."""
    d = 5 - quality
    return max(_MIN_EF_H, ef_hundredths + 10 - d * (8 + 2 * d))


def needs_redrill(quality: int) -> bool:
    """Whether an answer of `quality` sends the card back into today's session (q < 4).

    Raises:
        ValueError: if `quality` is not an int from 0 to 5.
    """
    return _check_quality(quality) < REDRILL_BELOW


def review(
    state: CardState, quality: int, today: dt.date, *, max_interval: int = MAX_INTERVAL
) -> CardState:
    """The card's state after a graded review on `today`. `state` itself is left as it was.

    Args:
        state: the card's state before this review.
        quality: the grade, 0 (complete blackout) to 5 (perfect response).
        today: the study day of the review; the card becomes due `interval` days later.
        max_interval: the longest interval to schedule, in days.

    Returns:
        The new state: q >= 3 gives I = 1, 6, then ceil(I * EF) and n + 1; q < 3 gives
        n = 0 and I = 1. Either way EF moves by the SM-2 formula, floored at 1.3.

    Raises:
        ValueError: if `quality` is not an int from 0 to 5 (bools refused), or
            `max_interval` is not an int >= 1.
        TypeError: if `today` is not a `datetime.date` (a `datetime` is refused).
    """
    quality = _check_quality(quality)
    today = _check_day(today)
    max_interval = _check_max_interval(max_interval)
    interval = _next_interval(state, quality, max_interval)
    passed = quality >= PASS_QUALITY
    return CardState(
        ef=ef_from_hundredths(_next_ef_hundredths(ef_to_hundredths(state.ef), quality)),
        repetitions=state.repetitions + 1 if passed else 0,
        interval=interval,
        due=today + dt.timedelta(days=interval),
        lapses=state.lapses + (0 if passed or state.repetitions == 0 else 1),
        reviews=state.reviews + 1,
        last_review=today,
    )


def preview_states(
    state: CardState, today: dt.date, *, max_interval: int = MAX_INTERVAL
) -> dict[int, CardState]:
    """The state each grade 0..5 would lead to, computed before the user picks one.

    This is what lets the review screen show the interval and the E-Factor change beside
    each grade key (as Anki's `next_states` does). Raises as `review` does.
    """
    return {q: review(state, q, today, max_interval=max_interval) for q in QUALITIES}


def preview(
    state: CardState, today: dt.date | None = None, *, max_interval: int = MAX_INTERVAL
) -> dict[int, int]:
    """The interval in days each grade 0..5 would give: `review(state, q, today).interval`.

    Args:
        state: the card's state before the answer.
        today: optional; the interval does not depend on the day, but given one, `preview`
            also fails exactly where `review` would (a due date past the year 9999).
        max_interval: the longest interval to schedule, in days.

    Raises:
        ValueError: if `max_interval` is not an int >= 1.
        TypeError: if `today` is given and is not a `datetime.date`.
    """
    # Derived from the full outcomes so the two can never disagree. Without a day any day
    # will do; the earliest leaves the most room before the year 9999.
    day = _ANY_DAY if today is None else today
    outcomes = preview_states(state, day, max_interval=max_interval)
    return {q: outcome.interval for q, outcome in outcomes.items()}


def is_due(state: CardState, today: dt.date) -> bool:
    """Whether the card is due for review on `today`. A new card is never due: it is new.

    Raises:
        TypeError: if `today` is not a `datetime.date`.
    """
    today = _check_day(today)
    return state.due is not None and state.due <= today

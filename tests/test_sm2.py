"""SM-2 scheduler: the DESIGN.md vectors from fixed dates, input checks, and property tests."""

from __future__ import annotations

import copy
import dataclasses
import datetime as dt
import math
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from srs.sm2 import (
    MAX_INTERVAL,
    CardState,
    ef_from_hundredths,
    ef_to_hundredths,
    is_due,
    needs_redrill,
    preview,
    preview_states,
    review,
)

DAY0 = dt.date(2024, 1, 1)

# -- the known answers of DESIGN.md (from the spec, not from this implementation) ------------

VECTORS = [
    pytest.param(
        [4, 4, 4, 4, 4, 4],
        [1, 6, 15, 38, 95, 238],
        ["2.5", "2.5", "2.5", "2.5", "2.5", "2.5"],
        id="4-4-4-4-4-4",
    ),
    pytest.param(
        [5, 5, 4, 4, 5, 3],
        [1, 6, 17, 46, 125, 350],
        ["2.6", "2.7", "2.7", "2.7", "2.8", "2.66"],
        id="5-5-4-4-5-3",
    ),
    pytest.param(
        [5, 5, 2, 4, 4, 5],
        [1, 6, 1, 1, 6, 15],
        ["2.6", "2.7", "2.38", "2.38", "2.38", "2.48"],
        id="5-5-2-4-4-5",
    ),
    pytest.param(
        [0, 0, 5, 5, 3],
        [1, 1, 1, 6, 9],
        ["1.7", "1.3", "1.4", "1.5", "1.36"],
        id="0-0-5-5-3",
    ),
]


@pytest.mark.parametrize(("qualities", "intervals", "efs"), VECTORS)
def test_design_vectors(qualities: list[int], intervals: list[int], efs: list[str]) -> None:
    """Each answer is given on the day the card falls due; check I, EF and the due date."""
    state = CardState.new()
    today = DAY0
    for step, (q, interval, ef) in enumerate(zip(qualities, intervals, efs, strict=True)):
        state = review(state, q, today)
        assert (state.interval, state.ef) == (interval, Decimal(ef)), f"step {step + 1}, q={q}"
        assert state.due == today + dt.timedelta(days=interval)
        assert state.last_review == today
        assert state.reviews == step + 1
        today = state.due


def test_due_dates_are_calendar_days_after_the_review() -> None:
    state, today, dues = CardState.new(), DAY0, []
    for _ in range(6):
        state = review(state, 4, today)
        assert state.due is not None
        dues.append(state.due)
        today = state.due
    assert dues == [
        dt.date(2024, 1, 2),
        dt.date(2024, 1, 8),
        dt.date(2024, 1, 23),
        dt.date(2024, 3, 1),  # 2024 is a leap year
        dt.date(2024, 6, 4),
        dt.date(2025, 1, 28),
    ]


def test_exact_arithmetic_where_floats_would_round_up_a_day() -> None:
    # 125 * 2.8 is 350.00000000000006 in floats, whose ceiling is 351.
    state = CardState(ef=Decimal("2.8"), repetitions=5, interval=125, due=DAY0)
    assert review(state, 3, DAY0).interval == 350
    assert preview(state)[3] == 350


def test_interval_uses_the_ef_from_before_the_review() -> None:
    state = CardState(ef=Decimal("2.5"), repetitions=2, interval=6, due=DAY0)
    after = review(state, 5, DAY0)
    assert after.interval == 15  # ceil(6 * 2.5), not ceil(6 * 2.6) = 16
    assert after.ef == Decimal("2.6")


def test_new_card() -> None:
    state = CardState.new()
    assert (state.ef, state.repetitions, state.interval, state.due) == (Decimal("2.5"), 0, 0, None)
    assert (state.lapses, state.reviews, state.last_review) == (0, 0, None)
    assert state.is_new
    assert not review(state, 0, DAY0).is_new


def test_ef_formula_for_each_grade() -> None:
    state = CardState(ef=Decimal("2.5"), repetitions=3, interval=15, due=DAY0)
    deltas = {q: review(state, q, DAY0).ef - state.ef for q in range(6)}
    assert deltas == {
        0: Decimal("-0.8"),
        1: Decimal("-0.54"),
        2: Decimal("-0.32"),
        3: Decimal("-0.14"),
        4: Decimal("0"),
        5: Decimal("0.1"),
    }


# -- lapses, re-drill, due ---------------------------------------------------------------------


def _run(qualities: list[int]) -> CardState:
    state, today = CardState.new(), DAY0
    for q in qualities:
        state = review(state, q, today)
        today += dt.timedelta(days=state.interval)
    return state


@pytest.mark.parametrize(
    ("qualities", "lapses"),
    [
        ([0], 0),  # failing a new card is not a lapse: it was never learned
        ([0, 1, 2], 0),
        ([5, 2], 1),
        ([5, 5, 2, 1], 1),  # failing again before the next pass is the same lapse
        ([5, 5, 2, 4, 1], 2),
        ([3, 0, 3, 0, 3, 0], 3),
    ],
)
def test_lapses_count_failures_that_break_a_streak(qualities: list[int], lapses: int) -> None:
    assert _run(qualities).lapses == lapses


def test_needs_redrill_below_four() -> None:
    assert [needs_redrill(q) for q in range(6)] == [True, True, True, True, False, False]


def test_is_due() -> None:
    assert not is_due(CardState.new(), DAY0)
    state = review(CardState.new(), 5, DAY0)  # due the next day
    assert not is_due(state, DAY0)
    assert is_due(state, DAY0 + dt.timedelta(days=1))
    assert is_due(state, DAY0 + dt.timedelta(days=30))


def test_interval_is_capped() -> None:
    state, today = CardState.new(), DAY0
    for _ in range(40):  # uncapped, this would pass the year 9999 and overflow
        state = review(state, 5, today)
    assert state.interval == MAX_INTERVAL
    assert state.due == today + dt.timedelta(days=MAX_INTERVAL)
    assert preview(state)[5] == MAX_INTERVAL
    assert review(state, 4, today, max_interval=100).interval == 100
    assert preview(state, max_interval=100)[4] == 100


# -- bad input ---------------------------------------------------------------------------------


@pytest.mark.parametrize("quality", [-1, 6, 2.5, True, False, None, "3", 3.0])
def test_review_refuses_a_bad_quality(quality: object) -> None:
    with pytest.raises(ValueError, match="quality"):
        review(CardState.new(), quality, DAY0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="quality"):
        needs_redrill(quality)  # type: ignore[arg-type]


@pytest.mark.parametrize("today", [dt.datetime(2024, 1, 1, 12, 0), "2024-01-01", None])
def test_today_must_be_a_date(today: object) -> None:
    with pytest.raises(TypeError, match="today"):
        review(CardState.new(), 4, today)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="today"):
        is_due(CardState.new(), today)  # type: ignore[arg-type]


@pytest.mark.parametrize("max_interval", [0, -5, True, 1.5])
def test_max_interval_must_be_a_positive_int(max_interval: object) -> None:
    with pytest.raises(ValueError, match="max_interval"):
        review(CardState.new(), 4, DAY0, max_interval=max_interval)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "changes",
    [
        {"ef": Decimal("1.29")},
        {"ef": Decimal("2.555")},
        {"ef": Decimal("NaN")},
        {"ef": "2.5"},
        {"repetitions": -1},
        {"interval": 1.5},
        {"lapses": True},
        {"due": "2024-01-01"},
        {"last_review": dt.datetime(2024, 1, 1)},
    ],
)
def test_card_state_refuses_impossible_values(changes: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        dataclasses.replace(CardState.new(), **changes)  # type: ignore[arg-type]


def test_card_state_normalises_ef_to_two_places() -> None:
    assert str(CardState(ef=Decimal("2.5"), repetitions=0, interval=0, due=None).ef) == "2.50"
    assert CardState(ef=2.66, repetitions=0, interval=0, due=None).ef == Decimal("2.66")  # type: ignore[arg-type]


def test_ef_hundredths_helpers() -> None:
    assert ef_to_hundredths(Decimal("2.66")) == 266
    assert ef_to_hundredths(Decimal("2.5")) == 250
    assert ef_to_hundredths(Decimal("1.300")) == 130
    assert ef_from_hundredths(266) == Decimal("2.66")
    assert str(ef_from_hundredths(130)) == "1.30"
    with pytest.raises(ValueError):
        ef_to_hundredths(Decimal("2.555"))
    with pytest.raises(ValueError):
        ef_to_hundredths(2.5)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        ef_from_hundredths(True)


# -- properties --------------------------------------------------------------------------------

PROPERTY_EXAMPLES = 200
"""Per property: with six properties this keeps the file within about five seconds."""
qualities = st.integers(min_value=0, max_value=5)
days = st.dates(min_value=dt.date(2000, 1, 1), max_value=dt.date(2100, 12, 31))
# A history: each answer with the number of days after the previous review it was given
# (early, on time or late: SM-2 ignores the difference, so any gap must be handled).
# Passes weigh three to one, so long streaks (n >= 2, the capped interval) are reached too.
answers = st.one_of(st.integers(min_value=3, max_value=5), qualities)
histories = st.lists(st.tuples(answers, st.integers(0, 400)), max_size=30)


@st.composite
def reachable(draw: st.DrawFn) -> tuple[CardState, dt.date]:
    """A state some history of answers leads to from a new card, and a day to answer it."""
    state, today = CardState.new(), draw(days)
    for q, gap in draw(histories):
        state = review(state, q, today)
        today += dt.timedelta(days=gap)
    return state, today


def _reference(state: CardState, q: int) -> tuple[Fraction, int, int]:
    """DESIGN.md's rules, written out again independently with exact fractions."""
    ef = Fraction(str(state.ef))
    if q >= 3:
        if state.repetitions == 0:
            interval = 1
        elif state.repetitions == 1:
            interval = 6
        else:
            interval = math.ceil(state.interval * ef)
        n = state.repetitions + 1
    else:
        n, interval = 0, 1
    d = 5 - q
    ef = max(Fraction(13, 10), ef + Fraction(1, 10) - d * (Fraction(8, 100) + d * Fraction(2, 100)))
    return ef, n, min(interval, MAX_INTERVAL)


@settings(max_examples=PROPERTY_EXAMPLES)
@given(reachable(), qualities)
def test_review_follows_the_rules(start: tuple[CardState, dt.date], q: int) -> None:
    state, today = start
    after = review(state, q, today)
    assert (Fraction(str(after.ef)), after.repetitions, after.interval) == _reference(state, q)
    assert after.due == today + dt.timedelta(days=after.interval)
    assert after.last_review == today
    assert after.reviews == state.reviews + 1
    assert after.lapses == state.lapses + (q < 3 and state.repetitions > 0)


@settings(max_examples=PROPERTY_EXAMPLES)
@given(reachable(), qualities)
def test_ef_is_at_least_1_3_in_whole_hundredths(start: tuple[CardState, dt.date], q: int) -> None:
    state, today = start
    for s in (state, review(state, q, today)):
        assert s.ef >= Decimal("1.3")
        assert s.ef == s.ef.quantize(Decimal("0.01"))
        assert ef_from_hundredths(ef_to_hundredths(s.ef)) == s.ef


@settings(max_examples=PROPERTY_EXAMPLES)
@given(reachable(), st.integers(min_value=0, max_value=2))
def test_a_failure_starts_over(start: tuple[CardState, dt.date], q: int) -> None:
    state, today = start
    after = review(state, q, today)
    assert (after.repetitions, after.interval) == (0, 1)


@settings(max_examples=PROPERTY_EXAMPLES)
@given(reachable(), st.integers(min_value=3, max_value=5))
def test_a_pass_never_shortens_the_interval(start: tuple[CardState, dt.date], q: int) -> None:
    state, today = start
    after = review(state, q, today)
    assert after.repetitions == state.repetitions + 1
    if state.repetitions >= 2:
        assert after.interval >= state.interval


@settings(max_examples=PROPERTY_EXAMPLES)
@given(reachable(), qualities)
def test_review_never_mutates_its_input(start: tuple[CardState, dt.date], q: int) -> None:
    state, today = start
    before = copy.deepcopy(state)
    review(state, q, today)
    preview_states(state, today)
    preview(state)
    assert state == before
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.interval = 99  # type: ignore[misc]


@settings(max_examples=PROPERTY_EXAMPLES)
@given(reachable())
def test_preview_matches_review(start: tuple[CardState, dt.date]) -> None:
    state, today = start
    intervals = preview(state)
    assert preview(state, today) == intervals
    outcomes = preview_states(state, today)
    assert list(intervals) == list(outcomes) == [0, 1, 2, 3, 4, 5]
    for q in range(6):
        assert intervals[q] == review(state, q, today).interval
        assert outcomes[q] == review(state, q, today)

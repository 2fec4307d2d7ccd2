"""srs.memory: our grades as FSRS ratings, and the fast projection against py-fsrs itself."""

from __future__ import annotations

import datetime as dt

import pytest
from fsrs import Card, Rating
from hypothesis import given
from hypothesis import strategies as st

from srs.memory import Answer, Memory, Projection, rating_for, replay, replay_reference, scheduler

T0 = dt.datetime(2026, 1, 5, 9, tzinfo=dt.UTC)


@pytest.mark.parametrize(
    ("quality", "rating"),
    [
        (0, Rating.Again),
        (1, Rating.Again),
        (2, Rating.Again),
        (3, Rating.Hard),
        (4, Rating.Good),
        (5, Rating.Easy),
    ],
)
def test_grades_map_to_ratings(quality: int, rating: Rating) -> None:
    assert rating_for(quality) is rating


@pytest.mark.parametrize("quality", [-1, 6])
def test_a_grade_out_of_range_is_refused(quality: int) -> None:
    with pytest.raises(ValueError):
        rating_for(quality)


def test_a_card_never_answered_has_no_memory() -> None:
    assert replay([]) is None


def test_replay_is_py_fsrs_review_by_review() -> None:
    """Same ratings, same moments, same scheduler: the same stability and difficulty."""
    grades = [4, 4, 1, 4, 5, 3]
    answers = [Answer(T0 + dt.timedelta(days=3 * i), q) for i, q in enumerate(grades)]
    card = Card(due=T0)
    for a in answers:
        card, _ = scheduler().review_card(card, rating_for(a.quality), a.at)
    memory = replay(reversed(answers))  # order of the log does not matter
    assert memory is not None
    assert memory.stability == pytest.approx(card.stability)
    assert memory.difficulty == pytest.approx(card.difficulty)
    assert memory.last_review == answers[-1].at


def test_a_redrill_is_a_same_day_review() -> None:
    """A fail then a pass ten minutes later: short-term stability, not a day's growth."""
    failed = replay([Answer(T0, 1)])
    redrilled = replay([Answer(T0, 1), Answer(T0 + dt.timedelta(minutes=10), 4)])
    assert failed is not None and redrilled is not None
    assert failed.stability <= redrilled.stability < 1.0


def test_recall_falls_with_time_and_is_the_retention_at_the_interval() -> None:
    memory = replay([Answer(T0, 4), Answer(T0 + dt.timedelta(days=2), 4)])
    assert memory is not None
    days = memory.interval_days()
    on = memory.last_review + dt.timedelta(days=days)
    assert memory.recall(memory.last_review) == pytest.approx(1.0)
    assert memory.recall(on) == pytest.approx(0.9, abs=0.02)
    assert memory.recall(on + dt.timedelta(days=30)) < memory.recall(on)


@given(
    stability=st.floats(0.01, 400),
    difficulty=st.floats(1, 10),
    days=st.integers(0, 400),
    rating=st.sampled_from(list(Rating)),
)
def test_projection_matches_py_fsrs(
    stability: float, difficulty: float, days: int, rating: Rating
) -> None:
    model = Projection()
    expected = Memory(stability, difficulty, T0).after(
        {Rating.Again: 1, Rating.Hard: 3, Rating.Good: 4, Rating.Easy: 5}[rating],
        T0 + dt.timedelta(days=days),
    )
    s, d = model.after(stability, difficulty, days, rating)
    assert s == pytest.approx(expected.stability, rel=1e-9)
    assert d == pytest.approx(expected.difficulty, rel=1e-9)
    assert model.interval(stability) == Memory(stability, difficulty, T0).interval_days()
    assert model.recall(stability, days) == pytest.approx(
        Memory(stability, difficulty, T0).recall(T0 + dt.timedelta(days=days))
    )


@pytest.mark.parametrize("rating", list(Rating))
def test_projection_first_answer_matches_py_fsrs(rating: Rating) -> None:
    card, _ = scheduler().review_card(Card(due=T0), rating, T0)
    s, d = Projection().first(rating)
    assert (s, d) == (pytest.approx(card.stability), pytest.approx(card.difficulty))


@given(
    st.lists(st.tuples(st.integers(0, 60 * 24 * 90), st.integers(0, 5)), min_size=1, max_size=12)
)
def test_replay_equals_py_fsrs_review_by_review(steps: list[tuple[int, int]]) -> None:
    """The fast replay and py-fsrs give the same memory for any history (minutes apart)."""
    moment = T0
    answers = []
    for minutes, quality in steps:
        moment += dt.timedelta(minutes=minutes)
        answers.append(Answer(moment, quality))
    fast, reference = replay(answers), replay_reference(answers)
    assert fast is not None and reference is not None
    assert fast.stability == pytest.approx(reference.stability, rel=1e-9)
    assert fast.difficulty == pytest.approx(reference.difficulty, rel=1e-9)
    assert fast.last_review == reference.last_review

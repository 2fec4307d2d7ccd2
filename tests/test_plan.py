"""srs.plan: the interview-date plan followed by a simulated learner (tests/plan_sim.py)."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from srs.memory import Answer, replay
from srs.plan import OVER_BUDGET, PlanCard, make_plan
from tests.plan_sim import START, calibration, follow

TODAY = dt.date(2026, 5, 4)


def _new(n: int, decks: int = 3) -> list[PlanCard]:
    return [PlanCard(f"d{i % decks}/q{i}", f"d{i % decks}", f"t{i % 4}") for i in range(n)]


@pytest.mark.parametrize(("n", "minutes"), [(40, 5), (150, 15), (400, 30)])
def test_a_learner_following_the_plan_is_ready_on_the_day(n: int, minutes: float) -> None:
    run = follow(n, minutes, days=21)
    assert run.plans[0].feasible, run.plans[0].reason
    window = [d for d in run.plans[0].days if d.final]
    first_final = (window[0].date - START).days
    for key, days in run.reviewed.items():
        assert days, f"{key} never reviewed"
        assert max(days) >= first_final, f"{key} has no last pass in the final days"
        assert max(days) < run.interview_day
    for plan in run.plans:
        today = plan.today()
        assert today is not None
        assert today.cards <= plan.capacity * (1 + OVER_BUDGET), (today.date, today.cards)
    readiness = [p.readiness for p in run.plans]
    assert readiness[0] == 0.0 and readiness[-1] > 0.6


def test_the_last_days_do_not_pile_up() -> None:
    """The final window is sized from the run-up and stays put: no day takes the whole deck."""
    run = follow(150, 15, days=21)
    loads = [p.today().cards for p in run.plans]  # type: ignore[union-attr]
    assert max(loads[-5:]) <= run.plans[0].capacity
    assert max(loads[-5:]) < 150 / 2


def test_an_infeasible_plan_says_so_on_day_one_with_what_would_fit() -> None:
    cards = _new(900)
    date = TODAY + dt.timedelta(days=10)
    plan = make_plan(cards, TODAY, date, minutes_per_day=10, seconds_per_card=20)
    assert not plan.feasible and plan.reason
    assert plan.needed_minutes is not None and plan.needed_minutes > 10
    assert make_plan(cards, TODAY, date, plan.needed_minutes, 20).feasible
    assert not make_plan(cards, TODAY, date, plan.needed_minutes - 1, 20).feasible
    assert plan.drop_decks
    kept = [c for c in cards if c.deck not in plan.drop_decks]
    assert make_plan(kept, TODAY, date, 10, 20).feasible


def test_a_past_date_is_not_a_plan() -> None:
    plan = make_plan(_new(5), TODAY, TODAY, 10, 20)
    assert not plan.feasible and plan.days == () and "passed" in plan.reason


def test_a_failed_card_comes_back_on_day_one() -> None:
    at = dt.datetime(2026, 5, 3, 9, tzinfo=dt.UTC)
    failed = PlanCard("d/q1", "d", "t", replay([Answer(at, 4), Answer(at, 1)]), failed_last=True)
    strong = PlanCard(
        "d/q2", "d", "t", replay([Answer(at - dt.timedelta(days=60), 5), Answer(at, 5)])
    )
    plan = make_plan([failed, strong], TODAY, TODAY + dt.timedelta(days=20), 10, 20)
    first = plan.today()
    assert first is not None and "d/q1" in first.keys and "d/q2" not in first.keys
    finals = [k for day in plan.days if day.final for k in day.keys]
    assert sorted(finals) == ["d/q1", "d/q2"]


def test_the_weakest_cards_get_the_last_day() -> None:
    at = dt.datetime(2026, 5, 1, 9, tzinfo=dt.UTC)
    strong = [
        PlanCard(
            f"d/s{i}", "d", "t", replay([Answer(at - dt.timedelta(days=40), 5), Answer(at, 5)])
        )
        for i in range(3)
    ]
    weak = [PlanCard(f"d/w{i}", "d", "t", replay([Answer(at, 3)])) for i in range(3)]
    plan = make_plan(strong + weak, TODAY, TODAY + dt.timedelta(days=3), 1, 20)  # 3 cards a day
    assert set(plan.days[-1].keys) == {"d/w0", "d/w1", "d/w2"}


def test_readiness_and_at_risk_topics() -> None:
    at = dt.datetime(2026, 5, 3, 9, tzinfo=dt.UTC)
    known = [
        PlanCard(
            f"d/k{i}", "d", "solid", replay([Answer(at - dt.timedelta(days=50), 5), Answer(at, 5)])
        )
        for i in range(4)
    ]
    unknown = [PlanCard(f"d/u{i}", "d", "shaky") for i in range(2)]
    plan = make_plan(known + unknown, TODAY, TODAY + dt.timedelta(days=5), 10, 20)
    assert plan.card_readiness["d/u0"] == 0.0
    assert plan.card_readiness["d/k0"] > 0.9
    assert plan.readiness == pytest.approx(sum(plan.card_readiness.values()) / 6)
    assert plan.at_risk[0].topic == "shaky" and plan.at_risk[0].cards == 2
    assert all(r.topic != "solid" for r in plan.at_risk)


@settings(max_examples=40, deadline=None)
@given(
    n=st.integers(0, 120),
    days=st.integers(1, 40),
    minutes=st.integers(1, 60),
    seconds=st.sampled_from([10.0, 20.0, 45.0]),
)
def test_every_card_gets_its_last_pass_and_feasible_days_fit(
    n: int, days: int, minutes: int, seconds: float
) -> None:
    cards = _new(n)
    plan = make_plan(cards, TODAY, TODAY + dt.timedelta(days=days), minutes, seconds)
    assert len(plan.days) == days
    finals = [k for day in plan.days if day.final for k in day.keys]
    assert sorted(finals) == sorted(c.key for c in cards)  # exactly one last pass each
    seen = {k for day in plan.days for k in day.keys}
    assert seen == {c.key for c in cards}
    if plan.feasible:
        assert all(day.cards <= plan.capacity * (1 + OVER_BUDGET) for day in plan.days)
    else:
        assert plan.reason


def test_predicted_recall_on_the_day_is_calibrated() -> None:
    """Per decile of predicted recall, the simulated learner's true recall is close."""
    run = follow(300, 30, days=21)
    rows = calibration(run)
    total = sum(n for _, n, _, _ in rows)
    gap = sum(n * abs(p - t) for _, n, p, t in rows) / total
    assert total == 300
    assert gap < 0.05, rows

"""The rules of one answer as pure values (srs/scheduling.py)."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from srs import scheduling, sm2
from srs.scheduling import LogMode, QueueKind, StoredState, apply_answer

TODAY = date(2026, 11, 21)
NEW = StoredState(sm2.CardState.new())


def test_the_enums_hold_the_stored_strings() -> None:
    assert [m.value for m in LogMode] == ["review", "redrill", "interview"]
    assert LogMode.REDRILL == "redrill" and QueueKind.NEW == "new"
    assert scheduling.MODES == ("review", "redrill", "interview")


def test_a_pass_moves_the_schedule_and_leaves_no_redrill() -> None:
    out = apply_answer(NEW, 4, TODAY)
    assert out.mode is LogMode.REVIEW and out.was_new and not out.redrill
    assert out.after.sm2 == sm2.review(NEW.sm2, 4, TODAY)
    assert out.after.redrill_day is None and out.with_log_id(9) == out.after


def test_a_grade_below_redrill_below_brings_the_card_back_today() -> None:
    out = apply_answer(NEW, sm2.REDRILL_BELOW - 1, TODAY)
    assert out.redrill and out.after.redrill_day == TODAY
    assert out.with_log_id(42).redrill_after == 42


def test_a_redrill_is_logged_but_leaves_the_schedule() -> None:
    before = StoredState(sm2.review(NEW.sm2, 1, TODAY), redrill_day=TODAY, redrill_after=3)
    out = apply_answer(before, 5, TODAY)
    assert out.mode is LogMode.REDRILL and not out.was_new
    assert out.after.sm2 == before.sm2 and out.after.redrill_day is None


def test_an_interview_answer_counts_as_its_mode() -> None:
    assert apply_answer(NEW, 3, TODAY, "interview").mode is LogMode.INTERVIEW


@pytest.mark.parametrize("bad", [-1, 6, True, 2.0, "4"])
def test_bad_grades_and_modes_are_refused(bad: object) -> None:
    with pytest.raises(ValueError):
        apply_answer(NEW, bad, TODAY)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        apply_answer(NEW, 4, TODAY, "cram")


@given(st.integers(0, 5))
def test_redrill_and_pass_follow_sm2(quality: int) -> None:
    out = apply_answer(NEW, quality, TODAY)
    assert out.redrill == sm2.needs_redrill(quality)
    assert scheduling.passed(quality) == (quality >= sm2.PASS_QUALITY)

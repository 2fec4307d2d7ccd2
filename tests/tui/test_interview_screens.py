"""The mock interview in the app: setup, a timer that runs out, no feedback, then the report."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from textual.widgets import Input, SelectionList, Static, Switch, TextArea

from srs import decks as deckfiles
from srs import interview as iv
from srs import sync
from srs.model import Card, Deck
from srs.store import Store
from tests.tui.conftest import FakeClock
from tui.app import SrsApp
from tui.screens.interview import InterviewScreen, InterviewSetupScreen, ReportScreen

SIZE = (100, 32)


async def test_two_question_interview_with_a_timeout(
    make_app: Callable[..., SrsApp], store: Store, clock: FakeClock
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, InterviewSetupScreen)
        questions = app.screen.query_one("#setup-questions")
        questions.value = "2"  # type: ignore[attr-defined]
        app.screen.query_one("#setup-minutes").value = "1"  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, InterviewScreen)
        assert not screen.query("#score")  # no feedback during the interview
        first = screen.run.current
        assert first is not None and not first.card.is_choice  # open questions first
        await pilot.press(*"scatter reduce then all gather")
        clock.advance(20)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert screen.run.current is not None and screen.run.current.position == 1
        await pilot.press(*"half an answer")
        clock.advance(35)
        screen.tick()
        countdown = screen.query_one("#countdown", Static)
        assert countdown.has_class("-warning")  # the last 30 seconds
        clock.advance(30)  # past the minute: the answer so far is kept
        screen.tick()
        await pilot.pause()
        assert isinstance(app.screen, ReportScreen)
        report = app.screen.report
        assert [r.answer.timed_out for r in report.results] == [False, True]
        assert report.results[1].answer.text == "half an answer"
        assert report.results[0].grade.score > 0.5
        [row] = store.interviews()
        assert row.questions == 2 and row.score == report.overall
        assert store.total_reviews() == 0  # not counted as reviews by default
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.query_one("#report-detail-panel").display
        await pilot.press("escape")
        await pilot.pause()
        assert type(app.screen).__name__ == "HomeScreen"


async def test_stop_keeps_answers_so_far(make_app: Callable[..., SrsApp], store: Store) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i")
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, InterviewScreen)
        await pilot.press("ctrl+k")  # skip the first
        await pilot.press(*"nccl")
        assert app.screen.query_one("#iv-answer", TextArea).text == "nccl"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ReportScreen)
        results = app.screen.report.results
        assert [r.answer.skipped for r in results] == [True, False] and results[
            1
        ].answer.text == "nccl"


def test_report_snapshot(snap_compare, make_app: Callable[..., SrsApp], clock: FakeClock) -> None:  # type: ignore[no-untyped-def]
    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        await pilot.press("i")
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        for text in ("scatter reduce then all gather, 2(N-1) chunks", "all-reduce", ""):
            await pilot.press(*["space" if c == " " else c for c in text])
            clock.advance(40)
            await pilot.press("ctrl+s")
            await pilot.pause()
        await pilot.pause(0.05)

    assert snap_compare(make_app(), terminal_size=SIZE, run_before=run_before)


async def test_the_command_line_options_fill_the_setup_form_and_are_kept(
    make_app: Callable[..., SrsApp], store: Store, deck_dir: Path
) -> None:
    """`srs interview --deck ring --questions 2 --minutes 0.75 --seed 5 --count-as-review`
    opens the form filled with them (issue 16: they were dropped), at 80x24 (issue 17.1)."""
    other = Deck("other", "Other deck", (Card("q01", "What is a shard?", "A part of the data."),))
    deckfiles.dump(other, deck_dir / "other.yaml")
    sync.sync_decks(store, [deck_dir])
    chosen = iv.Settings(
        deck_ids=("ring",), questions=2, minutes=0.75, seed=5, count_as_review=True
    )
    app = make_app(start="interview", interview=chosen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, InterviewSetupScreen)
        decks = screen.query_one("#setup-decks", SelectionList)
        assert list(decks.selected) == ["ring"]
        assert app.focused is decks  # arrows and Space act at once
        assert screen.query_one("#setup-questions", Input).value == "2"
        assert screen.query_one("#setup-minutes", Input).value == "0.75"
        switch = screen.query_one("#setup-count", Switch)
        assert switch.value is True
        assert switch.region.right <= 80  # laid out on the screen, not at x=137
        await pilot.press("tab")
        assert app.focused is screen.query_one("#setup-questions", Input)  # no invisible stop
        await pilot.press("ctrl+s")
        await pilot.pause()
        running = app.screen
        assert isinstance(running, InterviewScreen)
        assert len(running.run.questions) == 2
        assert {q.card.id for q in running.run.questions} <= {"q01", "q03", "q02"}
        assert all(q.candidate.deck_id == "ring" for q in running.run.questions)
        assert running.run.seconds_per_question == 45


def test_adding_missed_cards_says_what_happened_to_each(store: Store) -> None:
    """Issue 17 point 13: never-reviewed cards are in the new cards already: say so, not
    '0 card(s) added'."""
    from datetime import date

    from tui.screens.interview import bring_forward_message

    today = date(2026, 11, 21)
    fresh = store.find_card("ring", "q01")
    reviewed = store.find_card("ring", "q03")
    store.record_review(reviewed.pk, 5, today)  # due in a day: it can move to today
    message = bring_forward_message(store, [fresh.pk, reviewed.pk], today)
    assert message == (
        "2 missed cards: 1 moved to today's reviews, 1 never reviewed (already in the new cards)."
    )
    assert bring_forward_message(store, [], today) == "No missed cards: nothing to add."

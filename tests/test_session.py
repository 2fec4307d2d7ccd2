"""The review session: each answer's study day, and undo when another window got there first."""

from __future__ import annotations

import io
from collections.abc import Iterator
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest

from srs import decks as deckfiles
from srs import sync
from srs.model import Card, Deck
from srs.session import ReviewSession, UndoRefused
from srs.store import Store
from tui.commands.review import run_plain

DECK = Deck(
    "t",
    "Deck t",
    tuple(Card(f"q{i:02d}", f"Question {i}?", f"Answer {i}") for i in range(1, 6)),
)


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Path]:
    folder = tmp_path / "decks"
    folder.mkdir()
    deckfiles.dump(DECK, folder / "t.yaml")
    with Store.open(tmp_path / "srs.db") as store:
        sync.sync_decks(store, [folder])
    yield tmp_path / "srs.db"


class Clock:
    """Local wall time that moves only when told."""

    def __init__(self, start: datetime) -> None:
        self.at = start.astimezone()  # local time, as a user's machine has it

    def __call__(self) -> datetime:
        return self.at


def test_an_answer_after_the_day_start_is_logged_on_the_new_study_day(db: Path) -> None:
    """The session's day was fixed at its start: answers after 04:00 went to the day before
    (and came back due that same day, though the app had printed 'in 1d')."""
    clock = Clock(datetime(2026, 11, 21, 3, 50))
    with Store.open(db) as store:
        session = ReviewSession(store, store.today(clock()), now=clock)
        assert session.today == date(2026, 11, 20)  # 03:50 belongs to the evening before
        session.next_card()
        before = session.record(4)
        clock.at += timedelta(minutes=20)  # 04:10: a new study day
        session.next_card()
        after = session.record(4)
        days = [entry.day for entry in store.log()]
        assert sorted(days) == [date(2026, 11, 20), date(2026, 11, 21)]
        assert session.today == date(2026, 11, 21)
        assert before.after.sm2.due == date(2026, 11, 21)  # 'in 1d' from the 20th
        # so at 04:10 that card is due: its second repetition, 6 days from the new day
        assert after.before.sm2.reviews == 1 and after.after.sm2.due == date(2026, 11, 27)


def test_an_injected_today_moves_on_with_the_injected_clock(db: Path) -> None:
    clock = Clock(datetime(2026, 11, 21, 23, 0))
    with Store.open(db) as store:
        session = ReviewSession(store, date(2030, 1, 1), now=clock)
        session.next_card()
        session.record(5)
        clock.at += timedelta(hours=6)  # past 04:00
        session.next_card()
        session.record(5)
        assert sorted(e.day for e in store.log()) == [date(2030, 1, 1), date(2030, 1, 2)]


def test_undo_after_another_window_answered_the_card_is_refused_and_the_session_goes_on(
    db: Path,
) -> None:
    with Store.open(db) as mine, Store.open(db) as other:
        session = ReviewSession(mine, date(2026, 11, 21))
        first = session.next_card()
        session.record(4)
        card = session.next_card()
        assert first is not None and card is not None
        session.record(4)
        other.record_review(card.pk, 2, date(2026, 11, 21))  # the other window, same card
        with pytest.raises(UndoRefused, match="another window has answered that card since"):
            session.undo()
        assert mine.history(card.pk)[-1].quality == 2  # nothing was taken back
        back = session.undo()  # the answer before can still be undone
        assert back is not None and back.pk == first.pk
        assert mine.history(first.pk) == []


def test_plain_review_says_so_and_goes_on(db: Path) -> None:
    """`u` there used to end the whole session with an error."""
    with Store.open(db) as mine, Store.open(db) as other:
        session = ReviewSession(mine, date(2026, 11, 21))

        class OtherWindowAnswers(io.StringIO):
            """The input; before the `u`, the other window answers the card just graded."""

            def readline(self, size: int | None = -1) -> str:
                line = super().readline()
                if line == "u\n":
                    last = mine.log()[-1]
                    other.record_review(last.card_pk, 1, date(2026, 11, 21))
                return line

        out = io.StringIO()
        run_plain(session, OtherWindowAnswers("\n4\nu\n\n5\n"), out)
        text = out.getvalue()
        assert "cannot be undone: another window has answered that card since" in text
        assert "it stays recorded." in text
        assert text.count("Recorded") == 2 and "Session over: reviewed 2" in text


def test_the_days_review_also_asks_the_interview_plans_cards_for_today(db: Path) -> None:
    """Issue 18: with a target ahead, the ordinary review (all decks or the target's deck) asks
    the plan's cards of the day after the due queue, so the plan is kept by reviewing as
    usual; a plan card answered today is not asked again."""
    from srs import planning
    from srs.session import daily

    with Store.open(db) as store:
        today = store.today()
        store.set_setting("new_per_day", 1)
        planning.set_target(store, on=today + timedelta(days=2), today=today, minutes=60)
        todays = planning.todays_plan(store, today)
        assert todays is not None
        planned = todays.today_pks()
        assert len(planned) > 1  # more new cards than the daily limit lets in
        plain = ReviewSession(store, today)
        assert plain.remaining() == 1  # without the plan: the one new card of the limit
        session = daily(store, today)
        assert session.remaining() == len(planned)  # the plan's new cards use the day's limit
        asked = []
        while session.next_card() is not None:
            assert session.current is not None
            if session.current.pk in planned:
                assert session.current.kind == "new"  # labelled as what it is, not "due"
            asked.append(session.current.pk)
            session.record(5)
        assert asked[: len(planned)] == planned  # the plan's cards first, in its order
        assert len(asked) == len(set(asked)) == len(planned)
        assert daily(store, today).remaining() == 0  # answered today: not asked again
        assert daily(store, today, "other-deck").remaining() == 0  # the deck's own cards only

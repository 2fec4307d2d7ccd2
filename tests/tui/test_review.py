"""The review screen driven as a person would: type, submit, grade, override, undo, re-drill."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from textual.widgets import Markdown, Static, TextArea

from srs import sync
from srs.store import Store
from tests.tui.conftest import TODAY, FakeClock
from tui.app import SrsApp
from tui.screens.help import HelpScreen
from tui.screens.review import ReviewScreen
from tui.screens.summary import SummaryScreen

SIZE = (100, 32)


def screen_text(app: SrsApp) -> str:
    """Everything the screen shows as plain text (rendered, not source)."""
    return "\n".join(
        str(getattr(w, "visual", None) or w.render())
        for w in app.screen.query("Static, MarkdownBlock")
        if w.display
    )


async def start_review(pilot) -> ReviewScreen:  # type: ignore[no-untyped-def]
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, ReviewScreen)
    return pilot.app.screen


async def test_open_card_typed_graded_and_saved(
    make_app: Callable[..., SrsApp], store: Store, clock: FakeClock
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_review(pilot)
        assert screen.card.card.id == "q01"
        assert app.focused is screen.query_one("#answer", TextArea)
        clock.advance(12)
        await pilot.press(*"scatter reduce then all gather, 2(N-1) chunks per GPU")
        await pilot.press("enter", *"done")  # Enter is a new line, not a submit
        assert "\n" in screen.query_one("#answer", TextArea).text
        await pilot.press("5")  # typed into the answer, not a grade
        assert store.total_reviews() == 0
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert screen.phase == "feedback"
        grade = screen.grade
        assert grade is not None and grade.quality >= 4 and "scatter-reduce" in grade.matched
        await pilot.press("enter")  # accept the suggestion
        await pilot.pause()
        [entry] = store.log()
        assert entry.quality == grade.quality and entry.suggested == grade.quality
        assert entry.answer is not None and entry.answer.startswith("scatter reduce")
        assert entry.response_ms == 12_000 and entry.score == grade.score
        assert screen.card.card.id == "q02"


async def test_choice_card_by_letter_and_override(
    make_app: Callable[..., SrsApp], store: Store
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_review(pilot)
        await pilot.press("ctrl+r", "3")  # q01 revealed and self-graded 3
        assert screen.card.card.id == "q02"
        await pilot.press("4")  # grade keys do nothing before the answer is shown
        assert store.total_reviews() == 1
        await pilot.press("b")
        await pilot.pause()
        assert screen.grade is not None and screen.grade.score == 1.0
        await pilot.press("2")  # override the suggested 5
        await pilot.pause()
        entry = store.log()[-1]
        assert (entry.card_id, entry.answer, entry.suggested, entry.quality) == ("q02", "B", 5, 2)


async def test_recall_mode_for_choice_card(make_app: Callable[..., SrsApp], store: Store) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_review(pilot)
        await pilot.press("ctrl+r", "4")
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert not screen.query_one("#choices").display
        assert app.focused is screen.query_one("#answer", TextArea)
        await pilot.press(*"all-reduce")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert screen.grade is not None and screen.grade.score > 0


async def test_undo_several_steps(make_app: Callable[..., SrsApp], store: Store) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_review(pilot)
        await pilot.press("ctrl+r", "5")
        await pilot.press("a", "4")
        assert store.total_reviews() == 2
        await pilot.press("ctrl+b")  # undo while the answer box has focus
        await pilot.pause()
        assert store.total_reviews() == 1 and screen.card.card.id == "q02"
        await pilot.press("u")  # a choice card: no answer box, plain u
        await pilot.pause()
        assert store.total_reviews() == 0 and screen.card.card.id == "q01"
        assert store.find_card("ring", "q01").state.sm2.reviews == 0


async def test_card_below_four_comes_back_as_redrill(
    make_app: Callable[..., SrsApp], store: Store
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_review(pilot)
        await pilot.press("ctrl+r", "2")  # q01 failed
        await pilot.press("b", "5")
        await pilot.press("ctrl+r", "5")
        await pilot.press("ctrl+r")  # q03 (gap of 3 is only reached now) ...
        await pilot.pause()
        # after three other answers q01 is back, as a re-drill
        seen = [screen.card.card.id, screen.card.kind]
        await pilot.press("5")
        await pilot.pause()
        assert seen == ["q01", "redrill"] or screen.card.card.id == "q01"
        while isinstance(app.screen, ReviewScreen) and app.screen.card is not None:
            await pilot.press("ctrl+r", "5")
            await pilot.pause()
        modes = [(e.card_id, e.mode, e.quality) for e in store.log()]
        assert ("q01", "redrill", 5) in modes
        assert (
            store.find_card("ring", "q01").state.sm2.interval == 1
        )  # re-drill left the schedule alone
        assert isinstance(app.screen, SummaryScreen)


async def test_esc_ends_with_summary_and_nothing_lost(
    make_app: Callable[..., SrsApp], store: Store
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await start_review(pilot)
        await pilot.press("ctrl+r", "4", "ctrl+o")  # q02 in recall mode: an answer box
        await pilot.press(*"half typed")
        await pilot.press("escape")  # a typed answer asks for a second esc
        assert isinstance(app.screen, ReviewScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SummaryScreen)
        assert app.screen.summary.reviewed == 1
        assert store.total_reviews() == 1


async def test_markup_like_card_text_is_literal(
    make_app: Callable[..., SrsApp], store: Store
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_review(pilot)
        await pilot.press("ctrl+r", "5", "a", "5")
        await pilot.pause()
        assert screen.card.card.id == "q03"
        question = screen.query_one("#question", Markdown)
        shown = "".join(str(b.render()) for b in question.query("MarkdownBlock"))
        assert "[bold]" in shown and "[/]" in shown and "[link=x]y[/link]" in shown
        await pilot.press("ctrl+r")
        await pilot.pause()
        model = "".join(
            str(b.render()) for b in screen.query_one("#model", Markdown).query("MarkdownBlock")
        )
        assert "[red]" in model and "[b]text[/b]" in model
        assert app.is_running  # [@click=app.quit] did nothing


async def test_help_lists_the_screens_bindings(make_app: Callable[..., SrsApp]) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_review(pilot)
        await pilot.press("ctrl+r")
        await pilot.pause()
        screen.set_focus(None)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = str(app.screen.query_one("#help-text", Static).visual)
        for description in ("accept", "undo", "edit card", "suspend card", "end session", "submit"):
            assert description in text
        await pilot.press("escape")
        assert app.screen is screen


async def test_suspend_removes_card_from_queue(
    make_app: Callable[..., SrsApp], store: Store
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_review(pilot)
        await pilot.press("ctrl+r", "s")
        await pilot.pause()
        assert screen.card.card.id == "q02"
        assert store.find_card("ring", "q01").state.suspended
        assert store.next_card(TODAY).card.id == "q02"


async def test_edit_opens_editor_at_the_line_and_reloads(
    make_app: Callable[..., SrsApp],
    store: Store,
    tmp_path,
    monkeypatch,  # type: ignore[no-untyped-def]
) -> None:
    editor = tmp_path / "vim"  # an editor known to take +LINE
    editor.write_text(
        f"#!{sys.executable}\n"
        "import sys, pathlib\n"
        "line, path = sys.argv[1], pathlib.Path(sys.argv[2])\n"
        "pathlib.Path(sys.argv[2] + '.line').write_text(line)\n"
        "path.write_text(path.read_text().replace('How does', 'Edited, how does'))\n"
    )
    editor.chmod(0o755)
    monkeypatch.setenv("EDITOR", str(editor))
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_review(pilot)
        pk = screen.card.pk
        await pilot.press("ctrl+r", "e")
        await pilot.pause()
        assert screen.card.card.question.startswith("Edited, how does")
        assert "Edited, how does" in screen_text(app)  # the screen shows the edited question
        assert screen.phase == "feedback" and screen.card.pk == pk
        await pilot.press("4")
    deck_file = next(iter(app.deck_dirs)) / "ring.yaml"
    assert (
        Path(str(deck_file) + ".line").read_text() == f"+{store.find_card('ring', 'q01').card.line}"
    )
    assert store.find_card("ring", "q01").state.sm2.reviews == 1  # the history stays with the card


async def test_editing_a_shipped_deck_edits_the_users_copy_and_keeps_history(
    make_app: Callable[..., SrsApp],
    store: Store,
    tmp_path,
    monkeypatch,  # type: ignore[no-untyped-def]
) -> None:
    """Issue 17 point 3: `e` on a deck that came with the app copies it into the user's decks
    (same id, history kept) and edits that; the installed file is never touched."""
    from srs import sync

    shipped = next(iter(store.deck("ring").path.parents))  # type: ignore[union-attr]
    user = tmp_path / "user-decks"
    monkeypatch.setattr(sync, "shipped_decks_dir", lambda: shipped)
    monkeypatch.setattr(sync, "user_decks_dir", lambda: user)
    original = (shipped / "ring.yaml").read_text()
    editor = tmp_path / "vim"
    editor.write_text(
        f"#!{sys.executable}\n"
        "import sys, pathlib\n"
        "path = pathlib.Path(sys.argv[2])\n"
        "path.write_text(path.read_text().replace('How does', 'Mine, how does'))\n"
    )
    editor.chmod(0o755)
    monkeypatch.setenv("EDITOR", str(editor))
    app = make_app()
    app.deck_dirs.append(user)  # as srs.config.deck_dirs() lists the user's folder
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_review(pilot)
        await pilot.press("ctrl+r", "e")
        await pilot.pause()
        assert screen.card is not None and screen.card.card.question.startswith("Mine, how does")
        await pilot.press("4")
    assert (shipped / "ring.yaml").read_text() == original  # the installed deck is untouched
    assert "Mine, how does" in (user / "ring.yaml").read_text()
    assert store.deck("ring").path == user / "ring.yaml"
    report = sync.sync_decks(store, app.deck_dirs)
    assert report.problems == []  # the shipped file no longer competes for the id
    assert store.find_card("ring", "q01").card.question.startswith("Mine, how does")
    assert store.find_card("ring", "q01").state.sm2.reviews == 1  # the same card, its answer kept
    (user / "ring.yaml").unlink()  # the user deletes the copy: the shipped deck is back
    assert sync.sync_decks(store, app.deck_dirs).problems == []
    assert store.deck("ring").path == shipped / "ring.yaml"
    assert store.find_card("ring", "q01").state.sm2.reviews == 1


async def test_undo_after_another_window_answered_says_so_and_goes_on(
    make_app: Callable[..., SrsApp], store: Store, tmp_path: Path
) -> None:
    """Two windows: `u` after the other one answered the same card ended the session."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_review(pilot)
        await pilot.press("ctrl+r", "5")  # q01 answered here
        with Store.open(tmp_path / "tui.db") as other:  # the other window answers q01 too
            other.record_review(other.find_card("ring", "q01").pk, 3, TODAY)
        await pilot.press("u")
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen) and screen.card.card.id == "q02"
        notes = [n.message for n in app._notifications]
        assert any("another window has answered that card since" in n for n in notes), notes
        assert not any("Something went wrong" in n for n in notes)
        assert [e.quality for e in store.history(store.find_card("ring", "q01").pk)] == [5, 3]
        await pilot.press("b", "5")  # the session goes on
        await pilot.pause()
        assert store.total_reviews() == 3


async def test_raising_the_grade_offers_to_teach_the_grader(
    make_app: Callable[..., SrsApp], store: Store
) -> None:
    """Issue 15: a raised grade offers the missed word; it is kept, used, listed and forgotten."""
    from srs import taught
    from tui.screens.teach import TaughtScreen, TeachScreen

    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_review(pilot)
        assert screen.card.card.id == "q01"
        await pilot.press(*"the AG phase")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert screen.grade is not None and screen.grade.quality < 5
        assert "grading normal" in screen_text(app)
        await pilot.press("5")
        await pilot.pause()
        assert isinstance(app.screen, TeachScreen)
        assert app.screen.offers == [("AG", "all-gather")]
        await pilot.press("space", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen) and screen.card.card.id == "q02"
        assert [(t.word, t.concept) for t in taught.list_taught(store, "ring")] == [
            ("AG", "all-gather")
        ]
        assert store.log()[-1].quality == 5  # the grade was recorded before the offer
        await pilot.press("ctrl+r")
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, TaughtScreen)
        assert "AG = all-gather" in screen_text(app) or "AG = all-gather" in str(
            app.screen.query_one("#taught-list").get_option_at_index(0).prompt
        )
        await pilot.press("d")
        await pilot.pause()
        assert taught.list_taught(store, "ring") == []
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen) and screen.phase == "feedback"


async def test_skipping_the_offer_teaches_nothing(
    make_app: Callable[..., SrsApp], store: Store
) -> None:
    from srs import taught
    from tui.screens.teach import TeachScreen

    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await start_review(pilot)
        await pilot.press(*"the AG phase")
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.press("5")
        await pilot.pause()
        assert isinstance(app.screen, TeachScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert taught.list_taught(store, "ring") == [] and len(store.log()) == 1


async def test_a_wrong_letter_shows_the_choice_and_the_answer_at_80_columns(
    make_app: Callable[..., SrsApp], store: Store
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_review(pilot)
        await pilot.press("ctrl+r", "3")  # q01 done; q02 is a choice card whose key is B
        choices = str(screen.query_one("#choices", Static).render())
        assert "press a letter to answer" in choices
        await pilot.press("a")
        await pilot.pause()
        choices = str(screen.query_one("#choices", Static).render())
        assert "press a letter" not in choices
        assert "✗ " in choices and "✓ " in choices
        assert "you chose A; the answer is B" in choices
        headline = str(screen.query_one("#score", Static).render())
        assert headline.startswith("suggested: 1") and "wrong" in headline


async def test_a_slow_right_choice_says_the_time_made_it_a_four(
    make_app: Callable[..., SrsApp], store: Store, clock: FakeClock
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_review(pilot)
        await pilot.press("ctrl+r", "3")
        clock.advance(45)
        await pilot.press("b")
        await pilot.pause()
        assert screen.grade is not None and screen.grade.quality == 4
        headline = str(screen.query_one("#score", Static).render())
        assert "right, but it took longer than 20 s" in headline


async def test_the_grade_bar_shows_every_grades_change_of_ease(
    make_app: Callable[..., SrsApp], store: Store
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_review(pilot)
        await pilot.press("ctrl+r")
        await pilot.pause()
        bar_text = str(screen.query_one("#grade-bar", Static).render())
        assert "EF:" in bar_text
        for change in ("-.80", "-.54", "-.32", "-.14", "±0", "+.10"):
            assert change in bar_text


async def test_on_a_short_screen_the_answered_question_gives_its_height_to_the_feedback(
    make_app: Callable[..., SrsApp], store: Store
) -> None:
    """Issue 17 point 2: at 80x24 the question keeps a few lines after the answer (the score
    comes into view); at 120x40 it keeps its height."""
    for size, shrinks in (((80, 24), True), ((120, 40), False)):
        app = make_app()
        async with app.run_test(size=size) as pilot:
            screen = await start_review(pilot)
            await pilot.press(*"scatter reduce then all gather")
            await pilot.press("ctrl+s")
            await pilot.pause()
            panel = screen.query_one("#question-panel")
            assert panel.has_class("-answered") is shrinks
            if shrinks:
                assert panel.region.height <= 7
                assert screen.query_one("#score").region.y < 24  # the score is on screen
            await pilot.press("4")
            await pilot.pause()
            assert not panel.has_class("-answered")  # the next question has its height back


async def test_the_grade_bar_shows_fsrs_intervals_when_fsrs_schedules(
    make_app: Callable[..., SrsApp], store: Store
) -> None:
    """Issue 18: with `srs config scheduler fsrs` the grade bar's intervals are FSRS's."""
    store.set_setting("scheduler", 1)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_review(pilot)
        await pilot.press("ctrl+r")
        await pilot.pause()
        bar_text = str(screen.query_one("#grade-bar", Static).render())
        assert "days: FSRS 0.90" in bar_text
        for cell in ("0·1d", "4·2d", "5·8d"):  # a new card's first answer under FSRS-6
            assert cell in bar_text
        await pilot.press("5")
        await pilot.pause()
    [row] = store.conn.execute("SELECT scheduler FROM review_log").fetchall()
    assert row[0].startswith("fsrs-")


async def test_suspending_a_graded_answer_keeps_it_and_undo_takes_back_the_suspension(
    make_app: Callable[..., SrsApp], store: Store
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_review(pilot)
        await pilot.press(*"scatter reduce then all gather")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert screen.grade is not None
        suggested = screen.grade.quality
        await pilot.press("s")
        await pilot.pause()
        [entry] = store.log()
        assert (entry.card_id, entry.quality) == ("q01", suggested)  # the answer is kept
        assert store.find_card("ring", "q01").state.suspended
        assert screen.card.card.id == "q02"
        await pilot.press("ctrl+r")  # q02's feedback: `u` works here
        await pilot.pause()
        await pilot.press("u")
        await pilot.pause()
        assert not store.find_card("ring", "q01").state.suspended  # the suspension, undone
        assert len(store.log()) == 1  # and the answer stays
        await pilot.press("u")
        await pilot.pause()
        assert store.log() == [] and screen.card.card.id == "q01"  # then the answer


async def test_undo_key_works_on_a_choice_card_and_asks_before_dropping_typed_text(
    make_app: Callable[..., SrsApp], store: Store
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_review(pilot)
        await pilot.press("ctrl+r", "3")  # q01 done; q02 is a choice card: no answer box
        assert screen.card.card.id == "q02"
        await pilot.press("ctrl+g")  # works inside tmux, where ctrl+b is the prefix
        await pilot.pause()
        assert screen.card.card.id == "q01" and store.log() == []
        await pilot.press("ctrl+r", "3")
        await pilot.pause()
        assert screen.card.card.id == "q02"
        await pilot.press("ctrl+o", *"all-reduce")  # own words on the choice card
        await pilot.press("ctrl+g")
        await pilot.pause()
        assert screen.card.card.id == "q02" and len(store.log()) == 1  # asked first
        await pilot.press("ctrl+g")
        await pilot.pause()
        assert screen.card.card.id == "q01" and store.log() == []


async def test_feedback_scrolls_with_page_down_at_80x24_without_tab(
    make_app: Callable[..., SrsApp], store: Store, deck_dir: Path
) -> None:
    from srs import decks as deckfiles
    from srs.model import Card, Deck

    long_answer = "\n\n".join(f"Point {n}: scatter reduce then all gather." for n in range(12))
    deckfiles.dump(
        Deck("aaa-long", "A long answer", (Card("q01", "Explain ring all-reduce.", long_answer),)),
        deck_dir / "aaa-long.yaml",
    )
    sync.sync_decks(store, [deck_dir])
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_review(pilot)
        await pilot.press(*"scatter reduce then all gather")
        await pilot.press("ctrl+s")
        await pilot.pause()
        body = screen.query_one("#review-body")
        assert app.focused is body
        assert body.max_scroll_y > 0  # at 80x24 the feedback is taller than the screen
        await pilot.press("end")
        await pilot.pause()
        assert body.scroll_y == body.max_scroll_y > 0
        await pilot.press("enter")  # the grade keys still work with the scroll area focused
        await pilot.pause()
        assert len(store.log()) == 1


async def test_the_summary_lists_the_missed_cards_and_r_reviews_the_same_deck_again(
    make_app: Callable[..., SrsApp], store: Store, deck_dir: Path
) -> None:
    from srs import decks as deckfiles
    from srs.model import Card, Deck

    deckfiles.dump(
        Deck("zzz", "Zzz other", (Card("q01", "Other question?", "Other answer."),)),
        deck_dir / "zzz.yaml",
    )
    sync.sync_decks(store, [deck_dir])
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # the first deck: ring
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReviewScreen) and screen.deck_id == "ring"
        await pilot.press("ctrl+r", "1")  # q01 missed
        await pilot.press("ctrl+r", "5")  # q02 right
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SummaryScreen)
        missed = str(app.screen.query_one("#summary-missed", Static).render())
        assert "q01" in missed and "ring" in missed and "q02" not in missed
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen) and app.screen.deck_id == "ring"


async def test_code_in_a_card_is_highlighted_and_wraps_at_80_columns(
    make_app: Callable[..., SrsApp], store: Store, deck_dir: Path
) -> None:
    """Issue 17 point 20: a fenced code block keeps its highlighting and wraps at the screen's
    width instead of running off it."""
    from textual.widgets._markdown import MarkdownFence

    from srs import decks as deckfiles
    from srs import sync
    from srs.model import Card, Deck

    long_line = "print(xs)  # " + "a comment long enough to need wrapping " * 3
    code = Deck(
        "code",
        "Code",
        (Card("q01", f"What does this print?\n\n```python\nxs = [1]\n{long_line}\n```", "[1]"),),
    )
    deckfiles.dump(code, deck_dir / "code.yaml")
    sync.sync_decks(store, [deck_dir])
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_review("code")
        await pilot.pause()
        await pilot.pause(0.2)
        fence = app.screen.query_one(MarkdownFence)
        label = fence.query_one("Label")
        assert label.region.right <= 80
        assert label.content_size.height > 2  # two code lines, the long one wrapped
        spans = fence._highlighted_code.spans  # highlighted: styled spans over the code
        assert len(spans) > 3


async def test_ctrl_e_edits_the_card_in_the_app_and_shows_it_as_saved(
    make_app: Callable[..., SrsApp], store: Store
) -> None:
    """Issue 17 point 21: edit a card inside the app; written to its deck file, validated."""
    from tui.screens.cardform import CardForm

    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await start_review(pilot)
        card = screen.card
        assert card is not None
        await pilot.press("ctrl+r", "ctrl+e")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, CardForm)
        form.query_one("#card-answer", TextArea).text = ""
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, CardForm)  # refused: no answer; nothing written
        form.query_one("#card-answer", TextArea).text = "Scatter-reduce, then all-gather."
        form.query_one("#card-question", TextArea).text = "How does ring all-reduce work?"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is screen
        assert screen.card is not None
        assert screen.card.card.question == "How does ring all-reduce work?"
        assert screen.card.pk == card.pk and screen.phase == "feedback"
    assert store.find_card("ring", card.card.id).card.answer == "Scatter-reduce, then all-gather."


async def test_a_card_with_more_than_eight_options_takes_its_later_letters(
    make_app: Callable[..., SrsApp], store: Store, deck_dir: Path
) -> None:
    """A quiz sheet may list nine or more options (`Option 1` ... `Option 15`): each letter
    key picks its option; a letter the card has no option for does nothing."""
    from srs import decks as deckfiles
    from srs.model import Card, Deck

    (deck_dir / "ring.yaml").unlink()
    wide = {letter: f"Sort number {k}" for k, letter in enumerate("ABCDEFGHIJ", 1)}
    three = {"A": "one", "B": "two", "C": "three"}
    cards = (
        Card("w1", "Which sort is number ten?", "J", choices=wide),
        Card("w2", "Which sort is number nine?", "I", choices=wide),
        Card("w3", "Which is two?", "B", choices=three),
    )
    deckfiles.dump(Deck("sorts", "Sorts", cards), deck_dir / "sorts.yaml")
    sync.sync_decks(store, [deck_dir])
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_review(pilot)
        while screen.card.card.id != "w3":
            await pilot.press(screen.card.card.answer.lower())
            await pilot.pause()
            assert screen.grade is not None and screen.grade.score == 1.0
            await pilot.press("enter")
            await pilot.pause()
        await pilot.press("j")
        await pilot.pause()
        assert screen.phase == "question" and screen.grade is None
    assert sorted(e.answer or "" for e in store.log()) == ["I", "J"]


async def test_an_answer_written_one_point_to_a_line_keeps_its_lines(
    make_app: Callable[..., SrsApp], store: Store, deck_dir: Path
) -> None:
    """Notes and plain-text files put one point on each line: the model answer shows them
    one to a line, not run together as one paragraph (Markdown's soft break)."""
    from srs import decks as deckfiles
    from srs.model import Card, Deck

    (deck_dir / "ring.yaml").unlink()
    answer = "Boxing: a value type to a reference type\nUnboxing: back to a value type"
    card = Card("b1", "What are boxing and unboxing?", answer)
    deckfiles.dump(Deck("boxes", "Boxes", (card,)), deck_dir / "boxes.yaml")
    sync.sync_decks(store, [deck_dir])
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_review(pilot)
        await pilot.press("ctrl+r")
        await pilot.pause()
        model = screen.query_one("#model", Markdown)
        shown = "\n".join(str(b.render()) for b in model.query("MarkdownBlock"))
        assert "reference type\nUnboxing" in shown

"""App-wide behaviour: the remembered theme, the help screen's order, the command palette."""

from __future__ import annotations

from collections.abc import Callable

from textual.widgets import Static

from srs.store import Store
from tui.app import SrsApp
from tui.screens.help import HelpScreen, binding_rows
from tui.screens.home import HomeScreen


async def test_theme_choice_is_remembered(make_app: Callable[..., SrsApp], store: Store) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        dark = app.current_theme.dark
        await pilot.press("ctrl+t")
        assert app.current_theme.dark is not dark
        chosen = app.theme
    again = make_app()
    assert again.theme == chosen and store.ui_pref("ui.theme") == chosen


async def test_help_lists_the_screens_own_keys_first(make_app: Callable[..., SrsApp]) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, HomeScreen)
        rows = binding_rows(app.screen)
        assert [description for _, description, _ in rows[:7]] == [
            "review",
            "all decks",
            "plan",
            "interview",
            "browse",
            "stats",
            "refresh",
        ]
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = str(app.screen.query_one("#help-text", Static).visual)
        assert text.index("interview") < text.index("help")


async def test_help_leaves_out_the_frameworks_keys_and_opens_with_f1_while_typing(
    make_app: Callable[..., SrsApp],
) -> None:
    """Issue 17 point 15: no `Cursor left` / `Page Right` / `Focus Next` rows, no `(not now)`
    twin of a key that is listed as usable, and F1 reaches help from inside an answer."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("b")
        await pilot.pause()
        rows = binding_rows(app.screen)
        descriptions = [description for _, description, _ in rows]
        for framework in ("Cursor left", "Page Right", "Focus Next", "Top", "Copy selected text"):
            assert framework not in descriptions
        assert "first card" in descriptions and "Quit" in descriptions
        usable = {key for keys, _, now in rows if now for key in keys.split(" / ")}
        assert not [d for keys, d, now in rows if not now and set(keys.split(" / ")) <= usable]
        await pilot.press("escape")
        await pilot.press("a")  # a review: the answer box has the focus
        await pilot.pause()
        await pilot.press(*"why?")
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.pause()
        from textual.widgets import TextArea

        assert app.screen.query_one(TextArea).text == "why?"  # the typed answer is kept


async def test_palette_offers_the_main_actions(make_app: Callable[..., SrsApp]) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)):
        titles = [command.title for command in app.get_system_commands(app.screen)]
        for title in (
            "Review all decks",
            "Interview-date plan",
            "Settings",
            "Browse cards",
            "Stats",
            "Mock interview",
            "Help",
        ):
            assert title in titles


async def test_home_counts_follow_a_setting_changed_in_another_window(
    make_app: Callable[..., SrsApp], store: Store, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    from textual.widgets import DataTable

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen.query_one("#decks", DataTable)

        def new_count() -> str:
            return str(table.get_row_at(0)[2])

        assert new_count() == "3"
        other = Store.open(tmp_path / "tui.db")  # another window: its own connection
        try:
            other.set_setting("new_per_day", 1)
        finally:
            other.close()
        await pilot.press("r")
        await pilot.pause()
        assert new_count() == "1"
        other = Store.open(tmp_path / "tui.db")
        try:
            other.set_setting("new_per_day", 2)
        finally:
            other.close()
        app.screen._poll()  # what the timer does every few seconds
        await pilot.pause()
        assert new_count() == "2"


async def test_home_shows_the_nearest_interview_and_its_readiness(
    make_app: Callable[..., SrsApp], store: Store
) -> None:
    from datetime import timedelta

    from srs import planning
    from tests.tui.conftest import TODAY

    app = make_app()
    async with app.run_test(size=(80, 24)):
        assert not app.screen.query_one("#home-plan", Static).display  # no target yet
    planning.set_target(store, on=TODAY + timedelta(days=9), today=TODAY, minutes=20)
    app = make_app()
    async with app.run_test(size=(80, 24)):
        line = str(app.screen.query_one("#home-plan", Static).render())
        assert line.strip().startswith("Interview in 9 days · readiness 0%")
        assert "at risk: Ring quiz (3 cards)" in line


async def test_p_on_home_opens_the_plan_where_enter_reviews_todays_cards(
    make_app: Callable[..., SrsApp], store: Store
) -> None:
    from datetime import timedelta

    from srs import planning
    from tests.tui.conftest import TODAY
    from tui.screens.plan import PlanScreen
    from tui.screens.review import ReviewScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(app.screen, PlanScreen)
        assert "No interview date yet" in str(app.screen.query_one("#plan-text").render())
        await pilot.press("enter")  # no target yet: says how to set one, stays
        await pilot.pause()
        assert isinstance(app.screen, PlanScreen)
    planning.set_target(store, on=TODAY + timedelta(days=5), today=TODAY, minutes=10)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("p")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen) and app.screen.plan
        assert app.screen.card is not None


async def test_the_plan_screen_sets_shows_and_removes_a_target(
    make_app: Callable[..., SrsApp], store: Store
) -> None:
    """Issue 18: a target set from the TUI (date, decks, minutes a day), its readiness and
    days ahead shown as `srs plan --status` words them, and removed again; at 80x24."""
    from textual.widgets import DataTable, Input

    from tests.tui.conftest import TODAY
    from tui.screens.plan import PlanScreen, TargetForm

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_screen("plan")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PlanScreen)
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, TargetForm)
        form.query_one("#target-date", Input).value = "someday"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, TargetForm)  # a clear error; the form stays
        form.query_one("#target-date", Input).value = (TODAY.replace(day=30)).isoformat()
        form.query_one("#target-minutes", Input).value = "15"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is screen
        [target] = store.targets()
        assert target.on == TODAY.replace(day=30) and target.minutes == 15 and target.decks == ()
        table = screen.query_one("#plan-targets", DataTable)
        assert table.row_count == 1
        detail = str(screen.query_one("#plan-text").render())
        assert "target 1: all decks by" in detail and "interview in 9 days" in detail
        assert "15 min/day" in detail
        await pilot.press("x")
        await pilot.pause()
        assert store.targets() == [] and table.row_count == 0


async def test_home_and_end_move_to_the_first_and_last_row(make_app: Callable[..., SrsApp]) -> None:
    from textual.widgets import DataTable

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen.query_one("#decks", DataTable)
        await pilot.press("end")
        await pilot.pause()
        assert table.cursor_row == table.row_count - 1 > 0
        await pilot.press("home")
        await pilot.pause()
        assert table.cursor_row == 0


async def test_esc_closes_the_keys_panel_and_is_the_screens_again_after(
    make_app: Callable[..., SrsApp],
) -> None:
    from tui.screens.review import ReviewScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # a review
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen)
        app.action_show_help_panel()  # the palette's "Keys"
        await pilot.pause()
        assert app.screen.query("HelpPanel")
        await pilot.press("escape")
        await pilot.pause()
        assert not app.screen.query("HelpPanel") and isinstance(app.screen, ReviewScreen)
        await pilot.press("escape")  # no panel: esc ends the session as always
        await pilot.pause()
        assert not isinstance(app.screen, ReviewScreen)


async def test_settings_inside_the_app(make_app: Callable[..., SrsApp], store: Store) -> None:
    """Issue 17 point 19: daily limits, day start, slow seconds, grading, the scheduler and
    the theme, checked as `srs config` checks them; a bad value names its field, saves nothing."""
    from textual.widgets import Input, Select

    from tui.screens.settings import SettingsScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("comma")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        assert screen.query_one("#set-new_per_day", Input).value == "20"
        screen.query_one("#set-new_per_day", Input).value = "7"
        screen.query_one("#set-desired_retention", Input).value = "1.5"
        screen.query_one("#set-scheduler", Select).value = "fsrs"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is screen  # refused: desired_retention is out of range
        assert store.setting("new_per_day") == 20 and store.setting("scheduler") == 0
        assert app.focused is screen.query_one("#set-desired_retention", Input)
        screen.query_one("#set-desired_retention", Input).value = "0.85"
        dark = app.current_theme.dark
        other = next(name for name, theme in app.available_themes.items() if theme.dark is not dark)
        screen.query_one("#set-theme", Select).value = other
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert not isinstance(app.screen, SettingsScreen)
        assert store.setting("new_per_day") == 7
        assert store.setting("scheduler") == 1 and store.setting("desired_retention") == 85
        assert app.theme == other and store.ui_pref("ui.theme") == other


async def test_the_palette_reaches_every_action(
    make_app: Callable[..., SrsApp], store: Store, tmp_path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Issue 17 point 16: review a given deck, import, export, check the database, settings
    and past interviews are all in the palette, and the tools do what the commands do."""
    from textual.widgets import Input

    from tui.screens.review import ReviewScreen
    from tui.screens.tools import PathPrompt, TextReport

    monkeypatch.setenv("SRS_DATA_DIR", str(tmp_path / "data"))
    app = make_app()
    app.deck_dirs.append(tmp_path / "data" / "decks")  # as srs.config.deck_dirs() lists it
    async with app.run_test(size=(80, 24)) as pilot:
        commands = {c.title: c for c in app.get_system_commands(app.screen)}
        for title in (
            "Review deck: Ring quiz",
            "Import a document",
            "Export to Anki",
            "Check the database",
            "Past interviews",
            "Settings",
        ):
            assert title in commands
        doc = tmp_path / "notes.md"
        doc.write_text("## What is a shard?\n\nA part of the data.\n\n## Why?\n\nScale.\n")
        commands["Import a document"].callback()
        await pilot.pause()
        assert isinstance(app.screen, PathPrompt)
        app.screen.query_one("#prompt-path", Input).value = str(doc)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TextReport)
        shown = str(app.screen.query_one("Static").render())
        assert "Imported 2 cards (0 choice, 2 open)" in shown
        assert "notes" in store.deck_ids()  # synced: in the app at once
        await pilot.press("escape")
        out = tmp_path / "anki.csv"
        commands["Export to Anki"].callback()
        await pilot.pause()
        app.screen.query_one("#prompt-path", Input).value = str(out)
        await pilot.press("enter")
        await pilot.pause()
        assert "Wrote" in str(app.screen.query_one("Static").render()) and out.exists()
        await pilot.press("escape")
        commands["Check the database"].callback()
        await pilot.pause()
        assert "database" in str(app.screen.query_one("Static").render())
        await pilot.press("escape")
        commands["Review deck: Ring quiz"].callback()
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen) and app.screen.deck_id == "ring"


async def test_past_interviews_with_the_trend_and_their_reports(
    make_app: Callable[..., SrsApp], store: Store
) -> None:
    """Issue 17 point 13: past interviews in the app (h on home), newest first, with the trend."""
    from textual.widgets import DataTable, Static

    from tests.tui.test_interview_screens import SIZE
    from tui.screens.interview import PastInterviewsScreen, ReportScreen

    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        for answer in ("scatter reduce then all gather", "no idea"):
            await pilot.press("i")
            await pilot.pause()
            app.screen.query_one("#setup-questions").value = "1"  # type: ignore[attr-defined]
            await pilot.press("ctrl+s")
            await pilot.pause()
            await pilot.press(*answer)
            await pilot.press("ctrl+s")
            await pilot.pause()
            assert isinstance(app.screen, ReportScreen)
            await pilot.press("escape")
            await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PastInterviewsScreen)
        table = screen.query_one("#past-table", DataTable)
        assert table.row_count == 2
        rows = store.interviews()
        assert str(table.get_row_at(0)[0]) == str(rows[-1].id)  # the latest first
        assert "trend" in str(screen.query_one("#past-top", Static).render())
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ReportScreen)
        assert app.screen.report.interview_id == rows[-1].id


async def test_the_footer_palette_key_ends_at_the_edge_at_narrow_widths(
    make_app: Callable[..., SrsApp],
) -> None:
    """Issue 17 point 6: at 60 and 80 columns the keys that do not fit no longer show through
    after `^p palette` (the docked key kept the compact footer's right margin)."""
    for width in (60, 80):
        app = make_app()
        async with app.run_test(size=(width, 24)) as pilot:
            await pilot.pause()
            key = app.screen.query_one("FooterKey.-command-palette")
            assert key.region.right == width


async def test_toasts_stay_with_their_screen_and_keep_off_the_grade_bar(
    make_app: Callable[..., SrsApp],
) -> None:
    """Issue 17 point 6: a toast raised on one screen does not follow onto the next, and
    toasts show at the top, not over the review's grade bar at the bottom."""
    app = make_app()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.press("b")
        await pilot.pause()
        app.notify("about browse", markup=False)
        await pilot.pause()
        from textual.widgets._toast import ToastRack

        rack = app.screen.get_child_by_type(ToastRack)
        assert rack.region.y <= 2  # at the top of the screen
        for notification in app._notifications:
            notification.raised_at -= 10  # raised a while ago
        app.notify("just now", markup=False)
        await pilot.press("escape")  # back home
        await pilot.pause()
        messages = [n.message for n in app._notifications]
        assert messages == ["just now"]

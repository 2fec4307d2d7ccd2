"""Home: the decks with what is due, today's figures, and the keys to everything else."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import DataTable, Footer, Static

from srs.planning import Outlook, outlook
from srs.store import DeckCounts
from tui.commands.output import fit
from tui.keys import with_ids
from tui.screens.base import SrsScreen
from tui.widgets.charts import sparkline

ALL_ROW = "__all__"


@dataclass(frozen=True)
class _HomeData:
    """What the home screen shows, read once per refresh (a resize only redraws it)."""

    counts: list[DeckCounts]
    streak: int
    reviews_today: int
    forecast: dict[date, int]
    """Due per day over the next 7 days (overdue on today)."""
    first_due: date | None
    """The first day after today with a card due, within a year."""
    outlook: Outlook | None = None
    """The nearest interview-date target (`srs plan`), if any."""


class HomeScreen(SrsScreen[None]):
    """The first screen: the deck table and what comes next."""

    BINDINGS = with_ids(
        "home",
        [
            Binding("enter", "review_selected", "review", priority=True),
            Binding("a", "review_all", "all decks"),
            Binding("p", "review_plan", "plan"),
            Binding("i", "interview", "interview"),
            Binding("b", "browse", "browse"),
            Binding("s", "stats", "stats"),
            Binding("r", "refresh", "refresh", show=False),
            Binding("comma", "settings", "settings", key_display=",", show=False),
            Binding("h", "past_interviews", "past interviews", show=False),
            Binding("home", "first_deck", "first deck", show=False, priority=True),
            Binding("end", "last_deck", "last row (all decks)", show=False, priority=True),
            Binding("q", "quit", "quit"),
        ],
    )

    POLL_SECONDS = 3.0
    """How often the home screen looks for changes made by another window or `srs config`."""

    _fresh = False
    """Loaded by on_mount and not covered by another screen since: the ScreenResume that
    comes with the first mount has nothing to reload."""
    _data: _HomeData | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="home-header")
        with Vertical(id="decks-panel") as panel:
            panel.border_title = "Decks"
            yield DataTable(id="decks", cursor_type="row", zebra_stripes=False)
        yield Static(id="home-next")
        yield Static(id="home-plan")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        table = self.query_one("#decks", DataTable)
        for label, key in (
            ("Deck", "deck"),
            ("Cards", "cards"),
            ("New", "new"),
            ("Due", "due"),
            ("Re-drill", "redrill"),
        ):
            table.add_column(Text(label), key=key)  # Text: a str label is parsed as markup
        self.refresh_data()
        self._fresh = True
        self.set_interval(self.POLL_SECONDS, self._poll)

    def _poll(self) -> None:
        if self.is_current and self.srs.store.changed_elsewhere():
            self.refresh_data()

    def action_refresh(self) -> None:
        self.srs.store.changed_elsewhere()  # forget what another window made stale
        self.refresh_data()
        self.notify("Counts read again.", markup=False, timeout=2)

    def on_screen_suspend(self) -> None:
        self._fresh = False

    def on_screen_resume(self) -> None:
        if self._fresh:
            self._fresh = False
            return
        self.refresh_data()

    def _name_width(self) -> int:
        """Room for deck names: what the other columns and the borders leave (80 columns fit)."""
        width = self.size.width or self.app.size.width
        return max(16, width - 32)

    def on_resize(self) -> None:
        if self.is_mounted and self._data is not None:
            self._show(self._data)  # only the widths changed: the figures are still right

    def refresh_data(self) -> None:
        """Read the figures (a few index reads: the start of the app waits for them), then
        show them."""
        store = self.srs.store
        today = self.srs.today
        counts = store.counts(today)
        streak = len(store.streak_days(today))
        forecast = store.due_per_day(today, 7)
        first = store.first_due_day(today + timedelta(days=1), 365)
        self._data = _HomeData(
            counts, streak, store.reviews_on(today), forecast, first, outlook(store, today)
        )
        self._show(self._data)

    def _show(self, data: _HomeData) -> None:
        today = self.srs.today
        counts = data.counts
        table = self.query_one("#decks", DataTable)
        selected = table.cursor_row
        table.clear()
        for c in counts:
            table.add_row(
                Text(fit(c.name, self._name_width())),
                Text(str(c.cards), justify="right"),
                Text(str(c.new), justify="right"),
                Text(str(c.due), justify="right"),
                Text(str(c.redrill), justify="right"),
                key=c.deck_id,
            )
        totals = [sum(getattr(c, f) for c in counts) for f in ("cards", "new", "due", "redrill")]
        table.add_row(
            Text("all decks", style="bold"),
            *(Text(str(v), justify="right", style="bold") for v in totals),
            key=ALL_ROW,
        )
        if 0 <= selected < table.row_count:
            table.move_cursor(row=selected)
        streak = f"streak {data.streak} day{'s' if data.streak != 1 else ''}"
        self.query_one("#home-header", Static).update(
            Text.assemble(
                (" interview-srs", "bold"),
                "  ",
                (f"{today:%a %d %b} · {streak} · {data.reviews_today} today", "dim"),
            )
        )
        forecast = data.forecast
        now_due = totals[1] + totals[2] + totals[3]
        tomorrow = forecast.get(today + timedelta(days=1), 0)
        week = sum(forecast.values())
        if now_due:
            head = f"Next: {totals[2]} due now · {totals[1]} new · {totals[3]} re-drill · {tomorrow} tomorrow · {week} this week"
        else:
            first = data.first_due
            when = (
                f"next card due {first:%a %d %b}"
                if first
                else "add a deck or import a document to start"
            )
            head = f"Nothing due now: all done for today. {when.capitalize() if not first else 'The ' + when}."
        self.query_one("#home-next", Static).update(
            Text.assemble(
                head,
                "   ",
                (sparkline(list(forecast.values())), "bold"),
                (" (due, next 7 days)", "dim"),
            )
        )
        plan = self.query_one("#home-plan", Static)
        plan.display = data.outlook is not None
        if data.outlook is not None:
            plan.update(_outlook_line(data.outlook))

    def _selected_deck(self) -> str | None:
        table = self.query_one("#decks", DataTable)
        if table.row_count == 0:
            return None
        key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        return None if key == ALL_ROW else key

    def action_review_selected(self) -> None:
        self.srs.start_review(self._selected_deck())

    def action_first_deck(self) -> None:
        self.query_one("#decks", DataTable).move_cursor(row=0)

    def action_last_deck(self) -> None:
        table = self.query_one("#decks", DataTable)
        table.move_cursor(row=max(table.row_count - 1, 0))

    def action_review_all(self) -> None:
        self.srs.start_review(None)

    def action_review_plan(self) -> None:
        self.srs.open_screen("plan")  # the plan, its days ahead; enter there reviews today's

    def action_interview(self) -> None:
        self.srs.open_screen("interview")

    def action_past_interviews(self) -> None:
        self.srs.open_screen("past-interviews")

    def action_settings(self) -> None:
        self.srs.open_screen("settings")

    def action_browse(self) -> None:
        self.srs.open_screen("browse")

    def action_stats(self) -> None:
        self.srs.open_screen("stats")

    async def action_quit(self) -> None:
        self.app.exit()


def _outlook_line(view: Outlook) -> Text:
    """`Interview in 9 days · readiness 72% · at risk: pipeline parallelism (5 cards)`."""
    days = f"{view.days_left} day{'s' if view.days_left != 1 else ''}"
    line = Text.assemble((f"Interview in {days}", "bold"), f" · readiness {view.readiness:.0%}")
    if view.at_risk:
        weakest = view.at_risk[0]
        line.append(f" · at risk: {weakest.topic} ({weakest.cards} cards)", style="yellow")
    return line

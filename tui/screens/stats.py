"""Stats: retention, streak and totals, the review heatmap, the due forecast, decks, hardest cards.

Every figure comes from `srs.stats`; this screen only lays them out. Card text is shown through
`rich.text.Text`, never as markup, so a question like `[bold]` prints as written.
"""

from __future__ import annotations

from datetime import timedelta
from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Resize
from textual.widgets import Footer, Static

from srs import stats
from tui.keys import with_ids
from tui.screens.base import SCREENS_CSS, SrsScreen
from tui.widgets.charts import bar
from tui.widgets.heatmap import ReviewHeatmap

EIGHTHS = " ▁▂▃▄▅▆▇█"
FORECAST_ROWS = 3
"""Height of the forecast chart in rows; with eighth blocks that is 24 steps."""
WIDE = 100
"""From this terminal width the deck and hardest-card panels sit side by side."""


def chart_scale(forecast: stats.Forecast) -> tuple[int, bool]:
    """The y scale of the forecast, and whether today's bar is clipped to it.

    A backlog of overdue cards lands on today and would flatten the other 29 days to one pixel;
    when today is more than twice the busiest later day, the scale follows the later days.
    """
    later = max(forecast.counts[1:], default=0)
    today = forecast.counts[0] if forecast.counts else 0
    if later and today > 2 * later:
        return later, True
    return forecast.peak, False


def column_chart(forecast: stats.Forecast, rows: int = FORECAST_ROWS) -> Text:
    """The forecast as vertical bars (two cells a day) with a y scale and date ticks every week.

    Args:
        forecast: cards due per day, today first.
        rows: the chart's height in rows.
    """
    peak, clipped = chart_scale(forecast)
    scale = str(peak)
    pad = len(scale)
    out = Text(no_wrap=True, overflow="crop")
    for row in range(rows):
        top = row == 0
        out.append((scale if top else "").rjust(pad) + (" ┤" if top else " │"), style="dim")
        floor = (rows - 1 - row) * 8
        for index, count in enumerate(forecast.counts):
            units = min(rows * 8, round(count / peak * rows * 8)) if peak else 0
            if count and not units:
                units = 1  # a day with any card due is never drawn as empty
            if top and clipped and index == 0:
                out.append("↑ ", style="bold")
                continue
            out.append(EIGHTHS[max(0, min(8, units - floor))] + " ")
        out.append("\n")
    out.append("0".rjust(pad) + " └" + "─" * (2 * len(forecast.counts)), style="dim")
    out.append("\n")
    ticks = [" "] * (pad + 2 + 2 * len(forecast.counts) + 6)
    for index in range(0, len(forecast.counts), 7):
        day = forecast.day(index)
        label = "today" if index == 0 else f"{day.day} {stats.MONTHS[day.month - 1]}"
        x = pad + 2 + 2 * index
        ticks[x : x + len(label)] = label
    out.append("".join(ticks).rstrip(), style="dim")
    return out


def deck_table(rows: list[stats.DeckProgress], name_width: int) -> Table:
    """Per deck: retention bar and %, answers in the window, mature / all cards."""
    table = Table(box=None, padding=(0, 1), pad_edge=False, show_edge=False, expand=False)
    table.add_column("Deck", no_wrap=True, overflow="ellipsis", max_width=name_width)
    table.add_column("Retention", no_wrap=True)
    table.add_column("Ans", justify="right", no_wrap=True)
    table.add_column("Mature", justify="right", no_wrap=True)
    for row in rows:
        retention = row.retention
        if retention is None:
            gauge = Text("░" * 8 + "   —", style="dim")
        else:
            gauge = Text(bar(retention, 8)) + Text(f" {retention:4.0%}")
        table.add_row(
            Text(row.name),
            gauge,
            Text(f"{row.answered:,}"),
            Text(f"{row.mature}/{row.cards}"),
        )
    return table


def hardest_table(
    cards: list[stats.HardCard], question_width: int, deck_names: dict[str, str]
) -> Table:
    """The hardest cards: id, deck, question on one line, EF, lapses.

    The deck is always there (two decks' `q10` are two cards); narrow, it takes less room.
    """
    with_deck = True
    deck_width = 12 if question_width >= 40 else 8
    table = Table(box=None, padding=(0, 1), pad_edge=False, show_edge=False, expand=False)
    table.add_column("Card", no_wrap=True, overflow="ellipsis", max_width=10)
    table.add_column("Deck", no_wrap=True, overflow="ellipsis", max_width=deck_width)
    question_width = max(8, question_width - deck_width - 1)
    table.add_column("Question", no_wrap=True, overflow="ellipsis", max_width=question_width)
    table.add_column("EF", justify="right", no_wrap=True)
    table.add_column("Lap", justify="right", no_wrap=True)
    for card in cards:
        question = Text(" ".join(card.question.split()), style="dim" if card.suspended else "")
        deck = [Text(deck_names.get(card.deck_id, card.deck_id), style="dim")] if with_deck else []
        table.add_row(
            Text(card.card_id),
            *deck,
            question,
            Text(f"{card.ef:.2f}"),
            Text(str(card.lapses)),
        )
    return table


class StatsScreen(SrsScreen[None]):
    """Progress at a glance; everything scrolls at 80x24."""

    CSS_PATH = SCREENS_CSS

    BINDINGS: ClassVar[list[BindingType]] = with_ids(
        "stats",
        [
            Binding("escape", "back", "back"),
            Binding("r", "refresh", "refresh"),
        ],
    )

    def compose(self) -> ComposeResult:
        yield Static(id="stats-header")
        with VerticalScroll(id="stats-body"):
            with Vertical(id="stats-heatmap-panel", classes="panel") as heat:
                heat.border_title = "Reviews per day"
                yield ReviewHeatmap({}, self.srs.today, id="stats-heatmap")
            with Vertical(id="stats-forecast-panel", classes="panel") as fc:
                fc.border_title = "Due, next 30 days"
                yield Static(id="stats-forecast")
            with Horizontal(id="stats-lower"):
                with Vertical(id="stats-decks-panel", classes="panel") as decks:
                    decks.border_title = f"Decks · last {stats.RETENTION_DAYS} days"
                    yield Static(id="stats-decks")
                with Vertical(id="stats-hardest-panel", classes="panel") as hard:
                    hard.border_title = "Hardest cards"
                    yield Static(id="stats-hardest")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self._set_narrow(self.app.size.width)
        self.refresh_data()
        self.query_one("#stats-body", VerticalScroll).focus()

    def on_screen_resume(self) -> None:
        self.refresh_data()

    def on_resize(self, event: Resize) -> None:
        if self._set_narrow(event.size.width):
            self.refresh_data()

    def _set_narrow(self, width: int) -> bool:
        """Stack the lower panels below WIDE columns; True when that changed."""
        lower = self.query_one("#stats-lower")
        narrow = width < WIDE
        changed = lower.has_class("-narrow") != narrow
        lower.set_class(narrow, "-narrow")
        return changed

    def refresh_data(self) -> None:
        """Re-read every figure (cheap: grouped queries over the log and the card states)."""
        store = self.srs.store
        today = self.srs.today
        figures = stats.compute(store, today)
        retention = "—" if figures.retention_30d is None else f"{figures.retention_30d:.0%}"
        streak = f"{figures.streak} day{'s' if figures.streak != 1 else ''}"
        right = (
            f"retention 30d: {retention} · reviews {figures.total_reviews:,} · "
            f"streak {streak} · {figures.reviews_today} today"
        )
        header = Text.assemble((" Stats", "bold"), "   ", (right, ""))
        self.query_one("#stats-header", Static).update(header)

        since = today - timedelta(weeks=stats.HEATMAP_WEEKS + 1)
        heatmap = self.query_one("#stats-heatmap", ReviewHeatmap)
        heatmap.set_data(store.reviews_per_day(since), today)

        outlook = stats.forecast(store, today)
        chart = column_chart(outlook)
        if outlook.total:
            today_count = outlook.counts[0]
            later = outlook.total - today_count
            note = f"\n{today_count:,} due today incl. overdue"
            if chart_scale(outlook)[1]:
                note += " (bar clipped)"
            note += f" · {later:,} more in the next {len(outlook.counts) - 1} days"
            chart.append(note, style="dim")
        else:
            chart.append("\nNothing due in the next 30 days.", style="dim")
        self.query_one("#stats-forecast", Static).update(chart)

        wide = self.app.size.width >= WIDE
        half = max(30, self.app.size.width // 2 - 6) if wide else max(30, self.app.size.width - 8)
        decks = stats.deck_progress(store, today)
        self.query_one("#stats-decks", Static).update(
            deck_table(decks, name_width=max(10, half - 30))
            if decks
            else Text("No decks yet.", style="dim")
        )
        hardest = stats.hardest_cards(store)
        self.query_one("#stats-hardest", Static).update(
            hardest_table(
                hardest,
                question_width=max(12, half - 22),
                deck_names={d.deck_id: d.name for d in decks},
            )
            if hardest
            else Text(
                "No struggling cards: every reviewed card is at or above EF 2.50.", style="dim"
            )
        )

    def action_refresh(self) -> None:
        self.refresh_data()

    def action_back(self) -> None:
        self.app.pop_screen()

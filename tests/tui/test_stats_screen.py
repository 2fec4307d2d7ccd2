"""Stats screen: header figures, heatmap sized to the width, forecast, decks, hardest cards.

Reviews are recorded on fixed days around 2026-11-21 (a Saturday); the expected figures are
worked out by hand in `store` below.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path
from typing import Any

import pytest
from rich.text import Text
from textual.pilot import Pilot
from textual.widgets import Static

from srs import stats, sync
from srs.decks import dump
from srs.model import Card, Deck
from srs.store import Store
from tests.tui.helpers import app_for, plain
from tui.screens.stats import StatsScreen, chart_scale, column_chart
from tui.widgets.heatmap import LEGEND, ReviewHeatmap, layout_for, render_heatmap

TODAY = date(2026, 11, 21)
MARKUP_QUESTION = "Why is `list[int]` [bold] slow? [/] [link=x]y[/link]"

ALPHA = Deck(
    id="alpha",
    name="Alpha",
    cards=(
        Card(id="q01", question="What is ring all-reduce?", answer="Scatter-reduce, all-gather."),
        Card(id="q02", question=MARKUP_QUESTION, answer="It boxes every int [/]."),
        Card(id="q03", question="What does ZeRO stage 3 shard?", answer="Everything."),
    ),
)
BETA = Deck(
    id="beta",
    name="Beta [bold] deck",
    cards=(
        Card(id="q01", question="What is a pipeline bubble?", answer="Idle stages."),
        Card(id="q02", question="What is NCCL?", answer="NVIDIA's collectives library."),
    ),
)
REVIEWS = [  # (days before today, deck, card, quality)
    (100, "alpha", "q01", 4),  # outside the 30 days: counts in the total only
    (2, "alpha", "q02", 4),
    (1, "alpha", "q02", 2),  # a lapse: EF 2.50 -> 2.18
    (0, "beta", "q01", 5),
    (0, "alpha", "q03", 3),  # EF 2.36
]
# 30 days: alpha 2 of 3 passed, beta 1 of 1 -> 75% overall; 5 reviews; streak 3 (days -2..0).
# Due: alpha q01 (overdue) and q02 today; beta q01 and alpha q03 tomorrow.


@pytest.fixture
def store(tmp_path: Path) -> Store:
    folder = tmp_path / "decks"
    folder.mkdir()
    for deck in (ALPHA, BETA):
        dump(deck, folder / f"{deck.id}.yaml")
    store = Store.open(tmp_path / "x.db")
    sync.sync_decks(store, [folder])
    for back, deck_id, card_id, quality in REVIEWS:
        day = TODAY - timedelta(days=back)
        store.record_review(
            store.find_card(deck_id, card_id).pk,
            quality,
            day,
            now=datetime.combine(day, time(12), tzinfo=UTC),
        )
    return store


async def _open(pilot: Pilot[None]) -> StatsScreen:
    await pilot.press("s")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, StatsScreen)
    return screen


def _static(screen: StatsScreen, widget_id: str) -> str:
    return plain(screen.query_one(widget_id, Static).content)


# ---- the screen -------------------------------------------------------------------------------


async def test_stats_header_shows_retention_reviews_and_streak(store: Store) -> None:
    app = app_for(store)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await _open(pilot)
        header = _static(screen, "#stats-header")
        assert "retention 30d: 75% · reviews 5 · streak 3 days · 2 today" in header


async def test_decks_forecast_and_hardest_cards(store: Store) -> None:
    app = app_for(store)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await _open(pilot)
        decks = _static(screen, "#stats-decks")
        alpha = next(line for line in decks.splitlines() if line.startswith("Alpha"))
        beta = next(line for line in decks.splitlines() if line.startswith("Beta"))
        assert "67%" in alpha and "0/3" in alpha
        assert "100%" in beta and beta.startswith("Beta [bold] d")  # the name, literally
        hardest = [line.split() for line in _static(screen, "#stats-hardest").splitlines()[1:]]
        assert [(row[0], row[-2], row[-1]) for row in hardest if row] == [
            ("q02", "2.18", "1"),
            ("q03", "2.36", "0"),
        ]
        assert "Deck" in _static(screen, "#stats-hardest").splitlines()[0]  # q10 of which deck
        forecast = _static(screen, "#stats-forecast")
        assert "2 due today incl. overdue · 2 more in the next 29 days" in forecast
        assert "today" in forecast and "28 Nov" in forecast


async def test_markup_in_card_text_is_literal_in_hardest_cards(store: Store) -> None:
    app = app_for(store)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _open(pilot)
        # Stacked at 80 columns: the question column is wide enough for the start of the text.
        assert "Why is `list[int]` [bold]" in _static(screen, "#stats-hardest")


async def test_heatmap_shows_the_year_at_100_columns(store: Store) -> None:
    app = app_for(store)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await _open(pilot)
        heatmap = screen.query_one("#stats-heatmap", ReviewHeatmap)
        assert heatmap.window() == (53, 1)
        text = heatmap.render().plain
        lines = text.splitlines()
        assert [line[:4] for line in lines[1:8]] == [
            "Mon ",
            "    ",
            "Wed ",
            "    ",
            "Fri ",
            "    ",
            "    ",
        ]
        assert "5 reviews on 4 days in the last year" in lines[8]
        assert lines[8].rstrip().endswith(LEGEND)
        # Saturday is today: the last column's Saturday is darkest (2 reviews, the peak).
        assert lines[6][4 + 52] == "█"
        assert lines[7][4 + 52] == " "  # Sunday: not yet


async def test_heatmap_shows_fewer_weeks_at_80_columns_and_everything_scrolls(store: Store) -> None:
    app = app_for(store)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _open(pilot)
        weeks, cell = screen.query_one("#stats-heatmap", ReviewHeatmap).window()
        assert cell == 2 and 26 <= weeks < 53
        body = screen.query_one("#stats-body")
        assert body.max_scroll_y > 0
        await pilot.press("end")
        await pilot.pause()
        assert body.scroll_y == body.max_scroll_y
        assert (
            max(
                len(line)
                for line in screen.query_one("#stats-heatmap", ReviewHeatmap)
                .render()
                .plain.splitlines()
            )
            <= 76
        )


async def test_escape_goes_back_home(store: Store) -> None:
    app = app_for(store)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await _open(pilot)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is not screen
        assert type(app.screen).__name__ == "HomeScreen"


async def test_empty_store_renders_without_figures() -> None:
    app = app_for(Store.memory())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _open(pilot)
        assert "retention 30d: — · reviews 0 · streak 0 days" in _static(screen, "#stats-header")
        assert "Nothing due" in _static(screen, "#stats-forecast")
        assert "No decks yet" in _static(screen, "#stats-decks")


# ---- drawing helpers --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("width", "expected"),
    [(76, (36, 2)), (96, (53, 1)), (110, (53, 2)), (30, (13, 2)), (4, (1, 2))],
)
def test_layout_for_width(width: int, expected: tuple[int, int]) -> None:
    assert layout_for(width) == expected


def test_render_heatmap_two_cells_per_week_with_gaps_and_legend() -> None:
    grid = stats.heatmap({TODAY: 4, TODAY - timedelta(days=1): 1}, TODAY, weeks=4)
    lines = render_heatmap(grid, cell=2, width=80).plain.splitlines()
    assert lines[0] == "    Nov"  # 1 Nov 2026, a Sunday, is in the first week shown
    assert lines[5] == "Fri · · · ░ "  # yesterday: 1 review, the palest shade
    assert lines[6] == "    · · · █ "  # today: the peak
    assert lines[7] == "    · · ·   "  # Sunday: after today
    assert lines[8].startswith("5 reviews on 2 days in the last 4 weeks")
    assert lines[8].endswith(LEGEND) and len(lines[8]) == 80


def test_column_chart_scales_to_the_peak_and_clips_a_backlog() -> None:
    flat = stats.Forecast(TODAY, (2, 4, 0, 1) + (0,) * 26)
    assert chart_scale(flat) == (4, False)
    lines = column_chart(flat, rows=2).plain.splitlines()
    assert lines[0].startswith("4 ┤  █ ")
    assert lines[1].startswith("  │█ █   ▄ ")
    backlog = stats.Forecast(TODAY, (64, 3) + (0,) * 28)
    assert chart_scale(backlog) == (3, True)
    assert column_chart(backlog, rows=2).plain.splitlines()[0].startswith("3 ┤↑ █ ")


# ---- snapshots --------------------------------------------------------------------------------


def test_snapshot_stats_100x32(store: Store, snap_compare: Any) -> None:
    async def run_before(pilot: Pilot[None]) -> None:
        await _open(pilot)

    assert snap_compare(app_for(store), terminal_size=(100, 32), run_before=run_before)


def test_snapshot_stats_80x24(store: Store, snap_compare: Any) -> None:
    async def run_before(pilot: Pilot[None]) -> None:
        await _open(pilot)

    assert snap_compare(app_for(store), terminal_size=(80, 24), run_before=run_before)


def test_text_is_never_markup() -> None:
    """The drawing helpers build Rich Text; nothing here goes through a markup parser."""
    assert isinstance(column_chart(stats.Forecast(TODAY, (1,) * 30)), Text)

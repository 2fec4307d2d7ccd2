"""A GitHub-style calendar heatmap of reviews per day, sized to the width it is given.

Weeks are columns (oldest left), Monday to Sunday are rows, month names sit above the week
that holds the 1st. The figures come from `srs.stats.heatmap`; this module only lays them out.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date

from rich.text import Text
from textual.widget import Widget

from srs import stats

SHADES = "·░▒▓█"
"""Level 0 (no reviews) to 4 (the busiest quarter of days)."""
ROW_LABELS = ("Mon", "", "Wed", "", "Fri", "", "")
LABEL_WIDTH = 4
"""Row labels ("Mon") plus a space."""
YEAR_AT_ONE_CELL = 90
"""From this content width the whole year fits with one cell per week (57 cells wide)."""
LEGEND = "less ░ ▒ ▓ █ more"


def layout_for(width: int) -> tuple[int, int]:
    """How many weeks to show, and how wide each week's cell is, for a content width.

    Two cells per week (the shade and a gap) read best, so the year uses them when it fits
    (110 columns); from 90 columns the year is drawn one cell per week; narrower (80 columns)
    the last weeks that fit at two cells each, about eight months.

    Returns:
        (weeks, cell width).
    """
    weeks = stats.HEATMAP_WEEKS
    if width >= LABEL_WIDTH + 2 * weeks:
        return weeks, 2
    if width >= YEAR_AT_ONE_CELL:
        return weeks, 1
    return max(1, min(weeks, (width - LABEL_WIDTH) // 2)), 2


def render_heatmap(grid: stats.Heatmap, cell: int, width: int | None = None) -> Text:
    """The heatmap as Rich Text: month row, seven day rows, then a totals line and the legend.

    Args:
        grid: the figures.
        cell: columns per week (1 or 2).
        width: the width to right-align the legend to (default: the grid's own width).
    """
    columns = len(grid.columns)
    grid_width = LABEL_WIDTH + columns * cell
    width = max(width or grid_width, grid_width)
    out = Text(no_wrap=True, overflow="crop")

    months = [" "] * (grid_width + 2)
    end = 0
    for col, name in grid.month_labels():
        x = LABEL_WIDTH + col * cell
        if x >= end and x + len(name) <= len(months):
            months[x : x + len(name)] = name
            end = x + len(name) + 1
    out.append("".join(months).rstrip() + "\n", style="bold")

    for day in range(7):
        out.append(ROW_LABELS[day].ljust(LABEL_WIDTH), style="dim")
        for column in grid.columns:
            count = column[day]
            if count is None:
                out.append(" " * cell)
                continue
            level = grid.level(count)
            glyph = SHADES[level].ljust(cell)
            out.append(glyph, style="dim" if level == 0 else "")
        out.append("\n")

    if columns >= stats.HEATMAP_WEEKS:
        span = "the last year"
    elif columns >= 9:
        span = f"the last {columns * 12 / 52:.0f} months"
    else:
        span = f"the last {columns} weeks"
    days = grid.active_days
    summary = f"{grid.total:,} reviews on {days} day{'s' if days != 1 else ''} in {span}"
    gap = max(2, width - len(summary) - len(LEGEND))
    out.append(summary, style="dim")
    out.append(" " * gap)
    out.append("less ", style="dim")
    for level in range(1, 5):
        out.append(SHADES[level])
        out.append(" ")
    out.append("more", style="dim")
    return out


class ReviewHeatmap(Widget):
    """Reviews per day as a calendar; recomputes its window from its width on every render."""

    DEFAULT_CSS = """
    ReviewHeatmap {
        height: 9;
        width: 1fr;
    }
    """

    def __init__(
        self,
        per_day: Mapping[date, int],
        today: date,
        *,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.per_day = dict(per_day)
        """Reviews per day; should cover the last year (`Store.reviews_per_day(since)`)."""
        self.today = today

    def set_data(self, per_day: Mapping[date, int], today: date) -> None:
        """New figures (after reviews); redraws."""
        self.per_day = dict(per_day)
        self.today = today
        self.refresh()

    def window(self) -> tuple[int, int]:
        """(weeks, cell width) for the current content width."""
        return layout_for(self.content_size.width or 80)

    def render(self) -> Text:
        weeks, cell = self.window()
        grid = stats.heatmap(self.per_day, self.today, weeks)
        return render_heatmap(grid, cell, self.content_size.width)

"""The interview-date plan: targets, readiness and the days ahead; set and remove targets.

The same use cases as `srs plan` (srs.planning) and the same wording (srs.planview); this
screen only lays them out and asks for a new target's date, decks, tags and daily minutes.
"""

from __future__ import annotations

from datetime import date, timedelta

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import DataTable, Footer, Input, Label, SelectionList, Static

from srs import planning, planview
from srs.errors import SrsError
from tui.keys import with_ids
from tui.screens.base import SCREENS_CSS, SrsModal, SrsScreen

NEW_TARGET_DAYS = 14
"""The date the form proposes: two weeks ahead, a common lead time for an interview."""


class PlanScreen(SrsScreen[None]):
    """Every target ahead: its date, readiness and feasibility; the selected one in full."""

    CSS_PATH = SCREENS_CSS

    BINDINGS = with_ids(
        "plan",
        [
            Binding("enter", "review_plan", "review today's plan", priority=True),
            Binding("n", "new_target", "new target"),
            Binding("x", "remove_target", "remove target"),
            Binding("escape", "back", "back"),
        ],
    )

    def __init__(self) -> None:
        super().__init__()
        self.plans: list[planning.TargetPlan] = []

    def compose(self) -> ComposeResult:
        with Vertical(id="plan-list", classes="panel") as panel:
            panel.border_title = "Interview dates"
            yield DataTable[Text](id="plan-targets", cursor_type="row", zebra_stripes=True)
        with VerticalScroll(id="plan-detail", classes="panel") as detail:
            detail.border_title = "Plan"
            yield Static(id="plan-text")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.load()

    def load(self) -> None:
        """Read the targets again (after one is set or removed, or on showing the screen)."""
        today = self.srs.today
        self.plans = planning.plans(self.srs.store, today)
        table = self.query_one("#plan-targets", DataTable)
        table.clear(columns=True)
        for name in ("Id", "Date", "In", "Cards", "Ready", "Min/day", "Fits", "Covers"):
            table.add_column(name)
        for result in self.plans:
            target, plan = result.target, result.plan
            table.add_row(
                Text(str(target.id)),
                Text(target.on.isoformat()),
                Text(f"{(target.on - today).days}d"),
                Text(str(len(plan.card_readiness))),
                Text(f"{plan.readiness:.0%}"),
                Text(f"{target.minutes:g}"),
                Text("yes" if plan.feasible else "NO", style="" if plan.feasible else "bold red"),
                Text(planview.describe(target.decks, target.tags)),
                key=str(target.id),
            )
        self._show_detail()

    @on(DataTable.RowHighlighted, "#plan-targets")
    def _highlighted(self) -> None:
        self._show_detail()

    def _selected(self) -> planning.TargetPlan | None:
        table = self.query_one("#plan-targets", DataTable)
        if not self.plans or table.row_count == 0:
            return None
        return self.plans[min(table.cursor_row, len(self.plans) - 1)]

    def _show_detail(self) -> None:
        text = self.query_one("#plan-text", Static)
        result = self._selected()
        if result is None:
            text.update(
                Text(
                    "No interview date yet. Press n to set one: the date, the decks, and the "
                    "minutes you can give each day. The plan spreads the cards over the days "
                    "so that every card is seen and passed before the date, with a last pass "
                    "in the final days; the daily review asks them."
                )
            )
            return
        lines = planview.status_lines(result, self.srs.today, days=None)
        header = f"target {result.target.id}: "
        header += f"{planview.describe(result.target.decks, result.target.tags)} by "
        text.update(Text("\n".join([header + result.target.on.isoformat(), "", *lines])))

    def action_review_plan(self) -> None:
        if not self.plans:
            self.notify("No interview date yet: press n to set one.", markup=False)
            return
        self.srs.start_review(None, plan=True)

    def action_new_target(self) -> None:
        def saved(target_id: int | None) -> None:
            if target_id is not None:
                self.load()
                self.notify(f"Target {target_id} set.", markup=False)

        self.app.push_screen(TargetForm(), saved)

    def action_remove_target(self) -> None:
        result = self._selected()
        if result is None:
            return
        self.srs.store.remove_target(result.target.id)
        self.load()
        self.notify(
            f"Target {result.target.id} ({result.target.on.isoformat()}) removed.", markup=False
        )

    def action_back(self) -> None:
        self.app.pop_screen()


class TargetForm(SrsModal[int | None]):
    """A new target: the interview's date, its decks (none ticked: all), tags, minutes a day."""

    CSS_PATH = SCREENS_CSS

    BINDINGS = with_ids(
        "target-form",
        [
            Binding("ctrl+s", "save", "save target", priority=True),
            Binding("escape", "cancel", "cancel"),
        ],
    )

    def compose(self) -> ComposeResult:
        store = self.srs.store
        proposed = self.srs.today + timedelta(days=NEW_TARGET_DAYS)
        with VerticalScroll(id="target-form", classes="panel") as form:
            form.border_title = "New interview date · ctrl+s saves · esc cancels"
            with Horizontal(classes="target-row"):
                yield Label("Date (YYYY-MM-DD)")
                yield Input(proposed.isoformat(), id="target-date", max_length=10)
            with Horizontal(classes="target-row"):
                yield Label("Minutes a day")
                yield Input(
                    f"{planning.DEFAULT_MINUTES:g}",
                    id="target-minutes",
                    type="number",
                    max_length=6,
                )
            with Horizontal(classes="target-row"):
                yield Label("Tags (optional)")
                yield Input("", id="target-tags", placeholder="comma-separated")
            yield Label("Decks (none ticked: every deck)")
            yield SelectionList[str](
                *[(Text(f"{c.name} ({c.cards})"), c.deck_id) for c in store.counts(self.srs.today)],
                id="target-decks",
            )

    def on_mount(self) -> None:
        self.query_one("#target-date", Input).focus()

    def action_save(self) -> None:
        text = self.query_one("#target-date", Input).value.strip()
        try:
            on = date.fromisoformat(text)
        except ValueError:
            self.notify(
                f"The date must be YYYY-MM-DD, not '{text}'.", severity="error", markup=False
            )
            return
        try:
            minutes = float(self.query_one("#target-minutes", Input).value)
        except ValueError:
            self.notify("Minutes a day must be a number.", severity="error", markup=False)
            return
        tags = [t.strip() for t in self.query_one("#target-tags", Input).value.split(",")]
        decks = list(self.query_one("#target-decks", SelectionList).selected)
        try:
            target_id = planning.set_target(
                self.srs.store,
                on=on,
                today=self.srs.today,
                decks=decks,
                tags=[t for t in tags if t],
                minutes=minutes,
            )
        except SrsError as error:
            self.notify(str(error), severity="error", markup=False)
            return
        self.dismiss(target_id)

    def action_cancel(self) -> None:
        self.dismiss(None)

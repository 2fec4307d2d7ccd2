"""Session summary: what was done, what is left, what comes tomorrow."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Footer, Static

from srs.session import Summary
from tui.commands.output import fit
from tui.keys import with_ids
from tui.screens.base import SrsScreen


class SummaryScreen(SrsScreen[None]):
    """Shown when a review session ends; everything in it is already saved."""

    BINDINGS = with_ids(
        "summary",
        [
            Binding("enter", "home", "home"),
            Binding("escape", "home", "home", show=False),
            Binding("r", "again", "review again"),
        ],
    )

    def __init__(self, summary: Summary, deck_id: str | None = None, *, plan: bool = False) -> None:
        super().__init__()
        self.summary = summary
        self.deck_id = deck_id
        self.plan = plan

    def compose(self) -> ComposeResult:
        s = self.summary
        minutes, seconds = divmod(int(s.seconds), 60)
        share = f" ({s.correct / s.reviewed:.0%})" if s.reviewed else ""
        with Vertical(id="summary-panel", classes="panel") as panel:
            panel.border_title = "Session summary"
            yield Static(
                Text.assemble(
                    ("Reviewed      ", "dim"),
                    (f"{s.reviewed}\n", "bold"),
                    ("Correct (≥3)  ", "dim"),
                    (f"{s.correct}{share}\n", "bold"),
                    ("Time          ", "dim"),
                    (f"{minutes}m {seconds:02d}s\n", "bold"),
                    ("Re-drill left ", "dim"),
                    (f"{s.redrill_left}\n", "bold"),
                    ("Due tomorrow  ", "dim"),
                    (f"{s.due_tomorrow}", "bold"),
                ),
                id="summary-figures",
            )
            note = "Every answer is saved." + (
                " Cards to re-drill come back if you review again today." if s.redrill_left else ""
            )
            yield Static(Text(note, style="italic"), id="summary-note")
            if s.missed:
                missed = Text(f"Missed ({len(s.missed)}), r to review again:\n", style="bold")
                for deck_id, card_id, question in s.missed[:12]:
                    missed.append(f"  ✗ {card_id} ", style="red")
                    missed.append(f"{deck_id[:16]}  ", style="dim")
                    missed.append(fit(question, 41) + "\n")
                if len(s.missed) > 12:
                    missed.append(f"  … and {len(s.missed) - 12} more", style="dim")
                yield Static(missed, id="summary-missed")
        yield Footer(compact=True)

    def action_home(self) -> None:
        self.app.pop_screen()

    def action_again(self) -> None:
        """The same session again: the same deck (or all decks, or today's plan)."""
        self.app.pop_screen()
        self.srs.start_review(self.deck_id, plan=self.plan)

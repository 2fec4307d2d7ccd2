"""Teaching the grader from the review: offers after a raised grade, and the taught words.

TeachScreen opens when the user gives a typed answer a higher grade than the suggestion and
the answer has words the grader did not credit: each offer reads "count *backprop* as
*backpropagation* in this deck"; space toggles, enter teaches the ticked ones, esc skips.
TaughtScreen (`t` on the feedback) lists the words taught for the deck; `d` forgets one.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import OptionList, SelectionList, Static
from textual.widgets.option_list import Option

from srs import taught
from tui.keys import with_ids
from tui.screens.base import SCREENS_CSS, SrsModal


class TeachScreen(SrsModal[list[tuple[str, str]]]):
    """Which missed words to teach; dismisses with the (word, concept) pairs chosen."""

    CSS_PATH = SCREENS_CSS

    BINDINGS = with_ids(
        "teach",
        [
            Binding("enter", "teach", "teach the ticked words", priority=True),
            Binding("escape", "skip", "skip"),
        ],
    )

    def __init__(self, offers: list[tuple[str, str]]) -> None:
        super().__init__()
        self.offers = offers

    def compose(self) -> ComposeResult:
        with Vertical(id="teach-panel", classes="panel") as panel:
            panel.border_title = "Teach the grader?"
            yield Static("You raised the grade. Count these words as the concepts they stand for:")
            yield SelectionList[int](
                *(
                    (f"count {word} as {concept} in this deck", i, False)
                    for i, (word, concept) in enumerate(self.offers)
                ),
                id="teach-offers",
            )
            yield Static("space tick · enter teach the ticked ones · esc skip", classes="hint")

    def action_teach(self) -> None:
        chosen = self.query_one("#teach-offers", SelectionList).selected
        self.dismiss([self.offers[i] for i in sorted(chosen)])

    def action_skip(self) -> None:
        self.dismiss([])


class TaughtScreen(SrsModal[None]):
    """The words taught for one deck (and for every deck); `d` forgets the highlighted one."""

    CSS_PATH = SCREENS_CSS

    BINDINGS = with_ids(
        "taught",
        [
            Binding("d", "forget", "forget the highlighted word"),
            Binding("escape", "close", "close"),
        ],
    )

    def __init__(self, deck_id: str) -> None:
        super().__init__()
        self.deck_id = deck_id

    def compose(self) -> ComposeResult:
        with Vertical(id="teach-panel", classes="panel") as panel:
            panel.border_title = f"Taught words · {self.deck_id}"
            yield OptionList(id="taught-list")
            yield Static("d forget · esc close · srs aliases lists them all", classes="hint")

    def on_mount(self) -> None:
        self._fill()

    def _fill(self) -> None:
        options = self.query_one("#taught-list", OptionList)
        options.clear_options()
        rows = taught.list_taught(self.srs.store, self.deck_id)
        if not rows:
            options.add_option(Option("nothing taught for this deck yet", disabled=True))
            return
        for t in rows:
            scope = "every deck" if t.deck_id == taught.ALL_DECKS else "this deck"
            options.add_option(Option(f"{t.word} = {t.concept}  ({scope})", id=str(t.id)))
        options.highlighted = 0
        options.focus()

    def action_forget(self) -> None:
        options = self.query_one("#taught-list", OptionList)
        index = options.highlighted
        if index is None:
            return
        option = options.get_option_at_index(index)
        if option.id is None:
            return
        taught.forget(self.srs.store, int(option.id))
        self.notify("Forgotten.", markup=False, timeout=2)
        self._fill()

    def action_close(self) -> None:
        self.dismiss(None)

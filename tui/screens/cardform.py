"""Add or edit a card inside the app (srs.cardedit writes it to the deck file, validated as
loading validates it)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Input, Label, Static, TextArea

from srs import cardedit
from srs.errors import SrsError
from srs.model import Card
from tui.keys import with_ids
from tui.screens.base import SCREENS_CSS, SrsModal


class CardForm(SrsModal[str | None]):
    """The card's question, choices (`A) text` lines; none: an open card), answer (the model
    answer, or the right choice's letter), explanation and tags. Dismissed with the card id
    saved, or None."""

    CSS_PATH = SCREENS_CSS

    BINDINGS = with_ids(
        "card-form",
        [
            Binding("ctrl+s", "save", "save card", priority=True),
            Binding("escape", "cancel", "cancel"),
        ],
    )

    def __init__(self, deck_id: str, card: Card | None = None) -> None:
        super().__init__()
        self.deck_id = deck_id
        self.card = card

    def compose(self) -> ComposeResult:
        card = self.card
        what = f"Edit {card.id}" if card else "New card"
        with VerticalScroll(id="card-form", classes="panel") as form:
            form.border_title = f"{what} · {self.deck_id} · ctrl+s saves · esc cancels"
            yield Label("Question")
            yield TextArea(card.question if card else "", id="card-question", soft_wrap=True)
            yield Label("Choices (optional: one `A) text` a line; none makes an open card)")
            choices = "\n".join(f"{k}) {v}" for k, v in card.choices.items()) if card else ""
            yield TextArea(choices, id="card-choices", soft_wrap=True)
            yield Label("Answer (the model answer; for choices, the right letter)")
            yield TextArea(card.answer if card else "", id="card-answer", soft_wrap=True)
            yield Label("Explanation (optional)")
            yield TextArea(card.explanation if card else "", id="card-explanation", soft_wrap=True)
            yield Label("Tags (optional, comma-separated)")
            yield Input(", ".join(card.tags) if card else "", id="card-tags")
            yield Static(
                Text(
                    "Saved into the deck's file, checked as the deck loader checks it. A deck "
                    "that came with the app is saved as your own copy, with its history.",
                    style="dim",
                )
            )

    def on_mount(self) -> None:
        self.query_one("#card-question", TextArea).focus()

    def action_save(self) -> None:
        try:
            choices = cardedit.parse_choices(self.query_one("#card-choices", TextArea).text)
        except ValueError as error:
            self.notify(str(error), severity="error", markup=False)
            return
        draft = cardedit.CardDraft(
            question=self.query_one("#card-question", TextArea).text,
            answer=self.query_one("#card-answer", TextArea).text,
            choices=choices,
            explanation=self.query_one("#card-explanation", TextArea).text,
            tags=self.query_one("#card-tags", Input).value.split(","),
        )
        try:
            saved = cardedit.save_card(
                self.srs.store, self.deck_id, draft, self.card.id if self.card else None
            )
        except (SrsError, OSError) as error:
            self.notify(str(error), severity="error", markup=False, timeout=10)
            return
        self.srs.resync()
        note = f"Saved {saved.card.id} in {saved.path}."
        if saved.kept_original is not None:
            note += f" The file had comments: it was kept as it was in {saved.kept_original}."
        self.notify(note, markup=False, timeout=8)
        self.dismiss(saved.card.id)

    def action_cancel(self) -> None:
        self.dismiss(None)

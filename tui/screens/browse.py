"""Browse: every card in a table, paged from the store; fuzzy search; a card's text and history.

Nothing here loads every card: with an empty search the table pages through
`Store.cards_page` (PAGE rows at a time, more as the cursor nears the end); a search streams
`Store.search_texts()` through `srs.browse.FuzzySearch` in chunks, yielding to the event loop
between them, and then loads only the hits. Card text is always `rich.text.Text` or Markdown,
never markup: a question reading `[bold]` or `list[int]` shows as written.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from datetime import date
from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.coordinate import Coordinate
from textual.events import Resize
from textual.message import Message
from textual.timer import Timer
from textual.widgets import DataTable, Footer, Input, Markdown, Static

from srs import browse
from srs.model import Card
from srs.store import LogEntry, QueuedCard
from tui.keys import with_ids
from tui.screens.base import SCREENS_CSS, SrsScreen
from tui.widgets.cardtext import CardMarkdown

PAGE = 100
"""Rows fetched per page when browsing everything."""
NEAR_END = 20
"""Load the next page when the cursor is this close to the last loaded row."""
SEARCH_DELAY = 0.2
"""Seconds of no typing before a search runs, so each keystroke does not start one."""
DETAIL_DELAY = 0.15
"""Seconds the cursor rests on a row before its details load (holding ↓ stays smooth)."""
PKS_PER_QUERY = 500
"""Hits fetched per `cards_page(pks=...)` call, well under SQLite's variable limit."""
FIXED = {"deck": 14, "card": 6, "due": 10, "interval": 5, "ef": 4, "reviews": 3, "lapses": 3}
"""Column widths in cells; the question takes what is left of the width."""
NARROW_DECK = 9
QUALITY_WORDS = {0: "blackout", 1: "wrong", 2: "wrong, easy", 3: "hard", 4: "good", 5: "perfect"}


def one_line(text: str) -> str:
    """Collapse whitespace and newlines so a question fits a table row."""
    return " ".join(text.split())


def state_cells(card: QueuedCard) -> tuple[Text, Text, Text, Text, Text]:
    """Due, interval, EF, reviews and lapses cells for a card."""
    s = card.state.sm2
    if card.state.suspended:
        due = Text("suspended", style="italic dim")
    elif s.due is None:
        due = Text("new", style="dim")
    else:
        due = Text(s.due.isoformat())
    interval = Text(f"{s.interval}d" if s.reviews else "—", justify="right")
    return (
        due,
        interval,
        Text(f"{s.ef:.2f}" if s.reviews else "—", justify="right"),
        Text(str(s.reviews), justify="right"),
        Text(str(s.lapses), justify="right"),
    )


def history_table(card: QueuedCard, entries: list[LogEntry]) -> Table | Text:
    """A card's answers, newest first: day, mode, quality, score, the interval and EF the
    answer left, and what was typed."""
    if not entries:
        return Text("No reviews yet.", style="dim")
    table = Table(box=None, padding=(0, 1), pad_edge=False, expand=True, show_edge=False)
    table.add_column("Day", no_wrap=True)
    table.add_column("Mode", no_wrap=True)
    table.add_column("Grade", no_wrap=True)
    table.add_column("Score", justify="right", no_wrap=True)
    table.add_column("Ivl", justify="right", no_wrap=True)
    table.add_column("EF", justify="right", no_wrap=True)
    table.add_column("Your answer", ratio=1, overflow="fold")
    for entry in reversed(entries):
        typed = entry.answer
        if typed is None or not typed.strip():
            answer = Text("(revealed without answering)", style="dim italic")
        elif card.card.is_choice and typed.strip().upper() in card.card.choices:
            letter = typed.strip().upper()
            answer = Text(f"{letter}) {card.card.choices[letter]}")
        else:
            answer = Text(typed.strip())
        table.add_row(
            Text(entry.day.isoformat()),
            Text(entry.mode),
            Text(f"{entry.quality} {QUALITY_WORDS.get(entry.quality, '')}".rstrip()),
            Text("—" if entry.score is None else f"{entry.score:.0%}"),
            Text("—" if entry.interval_after is None else f"{entry.interval_after}d"),
            Text("—" if entry.ef_after is None else f"{entry.ef_after:.2f}"),
            answer,
        )
    return table


class CardTable(DataTable[Text]):
    """The card list: says when the view nears its last loaded row, however it got there."""

    BINDINGS: ClassVar[list[BindingType]] = with_ids(
        "card-table",
        [
            Binding("enter", "select_cursor", "card details", show=False),
            # A row list: home/end go to the first/last row (DataTable's scroll sideways).
            Binding("home", "scroll_top", "first card", show=False),
            Binding("end", "scroll_bottom", "last loaded card", show=False),
        ],
    )

    class NearedEnd(Message):
        """The cursor or the scroll position is within NEAR_END rows of the last loaded row."""

    def near_end(self) -> bool:
        """Whether the cursor or the view is within NEAR_END rows of the last loaded row."""
        if not self.row_count:
            return False
        if self.cursor_row >= self.row_count - NEAR_END:
            return True
        # Before the first layout the height is 0 and nothing is visible yet.
        height = self.scrollable_content_region.height
        return bool(height) and self.scroll_y + height >= self.row_count - NEAR_END

    def _check_near_end(self) -> None:
        if self.near_end():
            self.post_message(self.NearedEnd())

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        self._check_near_end()

    def watch_cursor_coordinate(
        self, old_coordinate: Coordinate, new_coordinate: Coordinate
    ) -> None:
        super().watch_cursor_coordinate(old_coordinate, new_coordinate)
        self._check_near_end()


class BrowseScreen(SrsScreen[None]):
    """Every card, searchable, with its text and review history in the lower pane."""

    CSS_PATH = SCREENS_CSS

    BINDINGS: ClassVar[list[BindingType]] = with_ids(
        "browse",
        [
            Binding("slash", "focus_search", "search", key_display="/"),
            Binding("enter", "show_details", "card details", show=False),
            Binding("s", "toggle_suspend", "suspend / unsuspend"),
            Binding("c", "edit_card", "edit card"),
            Binding("n", "new_card", "new card"),
            Binding("escape", "back", "back (clears the search first)"),
        ],
    )

    @dataclass
    class SearchFinished(Message):
        """A fuzzy search ran to the end: the hits, best first."""

        query: str
        hits: list[browse.Hit]

    def __init__(self) -> None:
        super().__init__()
        self._total = 0
        """Active cards in the store (the paging stops there)."""
        self._loaded = 0
        """Cards of the unfiltered list already in the table."""
        self._query = ""
        """The search the table shows; '' for every card."""
        self._rows: list[tuple[int, tuple[Text, ...]]] = []
        """(pk, cells) of the loaded rows, to rebuild the table when the width changes."""
        self._deck_names: dict[str, str] = {}
        self._search_timer: Timer | None = None
        self._detail_timer: Timer | None = None
        self._detail_pk: int | None = None
        self._width = 0

    # ---- layout ---------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Static(id="browse-header")
        yield Input(
            placeholder="search questions and answers (fuzzy; typos are fine)",
            id="browse-search",
        )
        yield CardTable(id="browse-table", cursor_type="row", zebra_stripes=True)
        with VerticalScroll(id="browse-detail", classes="panel") as detail:
            detail.border_title = "Card"
            yield Static(id="detail-head")
            yield Static(Text("Question", style="bold"), classes="detail-label")
            yield CardMarkdown(id="detail-question")
            yield Static(id="detail-choices")
            yield Static(Text("Answer", style="bold"), classes="detail-label")
            yield CardMarkdown(id="detail-answer")
            yield Static(Text("History", style="bold"), classes="detail-label")
            yield Static(id="detail-history")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self._total = self.srs.store.card_count()
        self._width = self.app.size.width
        self._add_columns()
        self._show_all()
        self._show_placeholder()
        self.query_one("#browse-table", DataTable).focus()

    def on_resize(self, event: Resize) -> None:
        if event.size.width != self._width:
            self._width = event.size.width
            self._rebuild()

    def _column_widths(self) -> dict[str, int]:
        widths = dict(FIXED)
        if self._width < 100:
            widths["deck"] = NARROW_DECK
        # Each column pads one cell either side; the scrollbar and the borders take 4 more.
        used = sum(widths.values()) + 2 * (len(widths) + 1) + 2
        widths["question"] = max(12, self._width - used)
        return widths

    def _add_columns(self) -> None:
        table = self.query_one("#browse-table", DataTable)
        widths = self._column_widths()
        for label, key in (
            ("Deck", "deck"),
            ("Card", "card"),
            ("Question", "question"),
            ("Due", "due"),
            ("Ivl", "interval"),
            ("EF", "ef"),
            ("Rev", "reviews"),
            ("Lap", "lapses"),
        ):
            right = key in ("interval", "ef", "reviews", "lapses")
            heading = Text(label, justify="right" if right else "left")
            table.add_column(heading, key=key, width=widths[key])

    def _rebuild(self) -> None:
        """New column widths: re-add the loaded rows (public API only; cheap, a few pages)."""
        table = self.query_one("#browse-table", DataTable)
        row = table.cursor_row
        table.clear(columns=True)
        self._add_columns()
        for pk, cells in self._rows:
            table.add_row(*cells, key=str(pk))
        if 0 <= row < table.row_count:
            table.move_cursor(row=row, animate=False)

    # ---- rows -----------------------------------------------------------------------------

    def _deck_name(self, deck_id: str) -> str:
        if deck_id not in self._deck_names:
            self._deck_names[deck_id] = self.srs.store.deck_name(deck_id)
        return self._deck_names[deck_id]

    def _cells(self, card: QueuedCard) -> tuple[Text, ...]:
        style = "dim" if card.state.suspended else ""
        return (
            Text(self._deck_name(card.deck_id), no_wrap=True, overflow="ellipsis", style=style),
            Text(card.card.id, no_wrap=True, overflow="ellipsis", style=style),
            Text(one_line(card.card.question), no_wrap=True, overflow="ellipsis", style=style),
            *state_cells(card),
        )

    def _append(self, cards: list[QueuedCard]) -> None:
        table = self.query_one("#browse-table", DataTable)
        for card in cards:
            cells = self._cells(card)
            self._rows.append((card.pk, cells))
            table.add_row(*cells, key=str(card.pk))
        self.refresh_bindings()

    def _clear_rows(self) -> None:
        self._rows.clear()
        self.query_one("#browse-table", DataTable).clear()
        self.refresh_bindings()

    def _show_all(self) -> None:
        """The unfiltered list, first page."""
        self._query = ""
        self._loaded = 0
        self._clear_rows()
        self._load_more()
        self._update_header()

    def _load_more(self) -> None:
        """The next page of the unfiltered list, if any is left."""
        if self._query or self._loaded >= self._total:
            return
        page = self.srs.store.cards_page(offset=self._loaded, limit=PAGE)
        self._loaded += len(page)
        if len(page) < PAGE:
            self._total = self._loaded  # cards were retired meanwhile
        self._append(page)
        self._update_header()

    def _update_header(self) -> None:
        header = Text(" Browse", style="bold")
        if self._query:
            found = len(self._rows)
            header.append(f" · {found} match{'es' if found != 1 else ''} for ")
            header.append(repr(self._query))
            if found >= browse.SEARCH_LIMIT:
                header.append(f" (best {browse.SEARCH_LIMIT})", style="dim")
        else:
            header.append(f" · {self._total:,} card{'s' if self._total != 1 else ''}")
            if self._loaded < self._total:
                header.append(f" · {self._loaded:,} loaded, more as you scroll", style="dim")
        self.query_one("#browse-header", Static).update(header)

    @on(CardTable.NearedEnd)
    def _neared_end(self) -> None:
        # Re-check: messages queue while rows are added, and the page may have loaded since.
        if self.query_one("#browse-table", CardTable).near_end():
            self._load_more()

    @on(DataTable.RowHighlighted, "#browse-table")
    def _row_highlighted(self) -> None:
        if self._detail_timer is not None:
            self._detail_timer.stop()
        self._detail_timer = self.set_timer(DETAIL_DELAY, self._show_selected)

    @on(DataTable.RowSelected, "#browse-table")
    def _row_selected(self) -> None:
        self._show_selected()

    def _selected_pk(self) -> int | None:
        table = self.query_one("#browse-table", DataTable)
        if table.row_count == 0 or not 0 <= table.cursor_row < table.row_count:
            return None
        key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        return int(key) if key is not None else None

    # ---- search ---------------------------------------------------------------------------

    @on(Input.Changed, "#browse-search")
    def _search_changed(self, event: Input.Changed) -> None:
        if self._search_timer is not None:
            self._search_timer.stop()
        value = event.value
        self._search_timer = self.set_timer(SEARCH_DELAY, lambda: self._start_search(value))

    @on(Input.Submitted, "#browse-search")
    def _search_submitted(self, event: Input.Submitted) -> None:
        if self._search_timer is not None:
            self._search_timer.stop()
        if event.value.strip() != self._query:
            self._start_search(event.value)
        self.query_one("#browse-table", DataTable).focus()

    def _start_search(self, value: str) -> None:
        query = value.strip()
        if not query:
            self.workers.cancel_group(self, "search")
            if self._query:
                self._show_all()
            return
        header = self.query_one("#browse-header", Static)
        header.update(Text.assemble((" Browse", "bold"), " · searching for ", repr(query), "…"))
        self._search(query)

    @work(exclusive=True, group="search")
    async def _search(self, query: str) -> None:
        """Score every card's text in chunks, pausing between them so typing stays live."""
        finder = browse.FuzzySearch(query)
        for chunk in browse.chunks(self.srs.store.search_texts()):
            finder.feed(chunk)
            await asyncio.sleep(0)
        self.post_message(self.SearchFinished(query, finder.hits()))

    @on(SearchFinished)
    def _search_finished(self, message: SearchFinished) -> None:
        if message.query != self.query_one("#browse-search", Input).value.strip():
            return  # typed on since; a newer search is on its way
        self._query = message.query
        self._clear_rows()
        pks = [hit.pk for hit in message.hits]
        found: dict[int, QueuedCard] = {}
        for start in range(0, len(pks), PKS_PER_QUERY):
            batch = pks[start : start + PKS_PER_QUERY]
            for card in self.srs.store.cards_page(pks=batch, limit=len(batch)):
                found[card.pk] = card
        self._append([found[pk] for pk in pks if pk in found])
        self._update_header()
        if not self._rows:
            self._show_placeholder(f"No card matches {message.query!r}.")

    # ---- details --------------------------------------------------------------------------

    def _show_placeholder(self, text: str | None = None) -> None:
        if text is None:
            text = (
                "No cards yet: add a deck to see it here."
                if self._total == 0
                else "Move to a card to see its text and review history (enter shows it now)."
            )
        self._detail_pk = None
        self.query_one("#browse-detail").border_title = "Card"
        self.query_one("#detail-head", Static).update(Text(text, style="dim"))
        for widget in self.query(".detail-label, #detail-question, #detail-choices"):
            widget.display = False
        for widget_id in ("#detail-answer", "#detail-history"):
            self.query_one(widget_id).display = False

    def _show_selected(self) -> None:
        pk = self._selected_pk()
        if pk is None:
            return
        self.show_card(pk)

    def show_card(self, pk: int) -> None:
        """Fill the lower pane with one card's full text and its history."""
        store = self.srs.store
        try:
            card = store.get_card(pk)
        except KeyError:
            return
        self._detail_pk = pk
        c = card.card
        detail = self.query_one("#browse-detail", VerticalScroll)
        detail.border_title = Text(
            f"{c.id} · {self._deck_name(card.deck_id)}"
        )  # literal, not markup
        for widget in self.query(
            ".detail-label, #detail-question, #detail-answer, #detail-history"
        ):
            widget.display = True
        entries = store.history(pk)
        head = self._state_line(card, self.srs.today)
        if entries:  # the history sits below the fold at 80x24: say where it is
            n = len(entries)
            head.append(
                f"\n{n} answer{'s' if n != 1 else ''} with {'their' if n != 1 else 'its'}"
                " interval and EF below"
                " (tab to this pane, then ↓ / PgDn)",
                style="dim italic",
            )
        self.query_one("#detail-head", Static).update(head)
        self.query_one("#detail-question", Markdown).update(c.question)
        choices = self.query_one("#detail-choices", Static)
        if c.is_choice:
            text = Text()
            for letter, option in c.choices.items():
                right = letter == c.answer
                text.append(f" {letter} ", style="bold reverse" if right else "bold")
                text.append(f" {option}", style="bold" if right else "")
                text.append("  ✓ answer\n" if right else "\n", style="green")
            text.rstrip()
            choices.update(text)
            choices.display = True
        else:
            choices.display = False
        answer = c.model_answer + (f"\n\n{c.explanation}" if c.explanation else "")
        self.query_one("#detail-answer", Markdown).update(answer)
        self.query_one("#detail-history", Static).update(history_table(card, entries))
        detail.scroll_home(animate=False)

    @staticmethod
    def _state_line(card: QueuedCard, today: date) -> Text:
        s = card.state.sm2
        parts: list[str] = []
        if s.due is None:
            parts.append("new, never reviewed")
        else:
            days = (s.due - today).days
            when = "today" if days == 0 else f"in {days}d" if days > 0 else f"{-days}d overdue"
            parts.append(f"due {s.due.isoformat()} ({when})")
            parts.append(f"interval {s.interval}d")
        parts.append(f"EF {s.ef:.2f}")
        parts.append(f"{s.reviews} review{'s' if s.reviews != 1 else ''}")
        parts.append(f"{s.lapses} lapse{'s' if s.lapses != 1 else ''}")
        line = Text(" · ".join(parts), style="dim")
        if card.state.suspended:
            line.append("  suspended (s to unsuspend)", style="bold")
        if card.card.tags:
            line.append("  tags: " + ", ".join(card.card.tags), style="dim italic")
        return line

    # ---- actions --------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("toggle_suspend", "show_details", "edit_card", "new_card"):
            return self.is_mounted and self._selected_pk() is not None
        return True

    def action_focus_search(self) -> None:
        self.query_one("#browse-search", Input).focus()

    def action_show_details(self) -> None:
        self._show_selected()

    def action_edit_card(self) -> None:
        """Edit the highlighted card in a form (srs.cardedit), then show it as saved."""
        pk = self._selected_pk()
        if pk is None:
            return
        card = self.srs.store.get_card(pk)
        self._open_form(card.deck_id, card.card, pk)

    def action_new_card(self) -> None:
        """A new card in the highlighted card's deck."""
        pk = self._selected_pk()
        if pk is None:
            self.notify("Highlight a card of the deck to add to.", markup=False)
            return
        self._open_form(self.srs.store.get_card(pk).deck_id, None, pk)

    def _open_form(self, deck_id: str, card: Card | None, pk: int) -> None:
        from tui.screens.cardform import CardForm

        def saved(card_id: str | None) -> None:
            if card_id is None:
                return
            self._total = self.srs.store.card_count()
            if self._query:
                self._start_search(self._query)  # the search again, over the card as saved
            else:
                self._show_all()
            pk = self.srs.store.find_card(deck_id, card_id).pk
            table = self.query_one("#browse-table", DataTable)
            if str(pk) in table.rows:  # loaded on this page: the cursor goes to it
                table.move_cursor(row=table.get_row_index(str(pk)))
            self.show_card(pk)

        self.app.push_screen(CardForm(deck_id, card), saved)

    def action_toggle_suspend(self) -> None:
        pk = self._selected_pk()
        if pk is None:
            return
        store = self.srs.store
        card = store.get_card(pk)
        suspend = not card.state.suspended
        store.suspend(pk, suspend)
        fresh = store.get_card(pk)
        cells = self._cells(fresh)
        table = self.query_one("#browse-table", DataTable)
        for key, cell in zip(
            ("deck", "card", "question", "due", "interval", "ef", "reviews", "lapses"),
            cells,
            strict=True,
        ):
            table.update_cell(str(pk), key, cell)
        self._rows = [(p, cells if p == pk else c) for p, c in self._rows]
        verb = "Suspended" if suspend else "Unsuspended"
        note = "it will not be shown until unsuspended" if suspend else "it is back in the reviews"
        self.notify(f"{verb} {fresh.card.id}: {note}.", markup=False, timeout=4)
        if self._detail_pk == pk:
            self.show_card(pk)

    def action_back(self) -> None:
        search = self.query_one("#browse-search", Input)
        if search.value:
            search.value = ""
            if self._search_timer is not None:
                self._search_timer.stop()
            self._start_search("")
            self.query_one("#browse-table", DataTable).focus()
            return
        self.app.pop_screen()

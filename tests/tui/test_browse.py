"""Browse: every card listed and paged, fuzzy search, details with history, suspend, literal text.

Also the core search (`srs.browse`) it runs on, and SVG snapshots of the screen.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, time
from pathlib import Path
from typing import Any

import pytest
from rich.text import Text
from textual.pilot import Pilot
from textual.widgets import DataTable, Input, Markdown, Static

from srs import browse, sync
from srs.decks import dump
from srs.model import Card, Deck
from srs.store import Store
from tests.tui.helpers import app_for, plain
from tui.screens.browse import PAGE, BrowseScreen

TODAY = date(2026, 11, 21)
MARKUP_QUESTION = "What does `list[int]` [bold] mean? [/] [link=x]y[/link]"
MARKUP_ANSWER = "A list of ints [/] and [bold]x[/bold] as written."
TYPED = "stage 3 shards the optimizer states [bold] and [/]"

COLLECTIVES = Deck(
    id="collectives",
    name="Collectives",
    cards=(
        Card(
            id="q01",
            question="In Ring AllReduce, how many times is data transferred for N GPUs?",
            choices={"A": "N times", "B": "N-1 times", "C": "2(N-1) times", "D": "N² times"},
            answer="C",
            explanation="Ring AllReduce runs **scatter-reduce** then **allgather**: 2(N-1) steps.",
        ),
        Card(
            id="q02",
            question="What does ZeRO stage 3 partition across GPUs?",
            answer="Optimizer states, gradients and parameters.",
            explanation="Stage 3 shards everything and all-gathers parameters before use.",
        ),
        Card(id="q03", question=MARKUP_QUESTION, answer=MARKUP_ANSWER),
        Card(
            id="q04",
            question="How does pipeline parallelism hide the bubble?",
            answer="Micro-batches keep every stage busy.",
        ),
    ),
)


def _bulk(n: int) -> Deck:
    return Deck(
        id="bulk",
        name="Bulk",
        cards=tuple(
            Card(id=f"b{i:04d}", question=f"Filler question number {i}?", answer=f"Filler {i}")
            for i in range(n)
        ),
    )


def _store(tmp_path: Path, *decks: Deck) -> Store:
    folder = tmp_path / "decks"
    folder.mkdir()
    for deck in decks:
        dump(deck, folder / f"{deck.id}.yaml")
    store = Store.open(tmp_path / "x.db")
    sync.sync_decks(store, [folder], now=datetime(2026, 1, 1, tzinfo=UTC))
    return store


def _at(day: date) -> datetime:
    return datetime.combine(day, time(12), tzinfo=UTC)


@pytest.fixture
def store(tmp_path: Path) -> Store:
    store = _store(tmp_path, COLLECTIVES)
    q02 = store.find_card("collectives", "q02").pk
    store.record_review(
        q02, 4, date(2026, 11, 1), answer=TYPED, score=0.81, now=_at(date(2026, 11, 1))
    )
    store.record_review(
        q02, 3, date(2026, 11, 7), answer="params", score=0.4, now=_at(date(2026, 11, 7))
    )
    q01 = store.find_card("collectives", "q01").pk
    store.record_review(q01, 5, date(2026, 11, 20), answer="C", now=_at(date(2026, 11, 20)))
    return store


def _row_keys(table: DataTable[Any]) -> list[str | None]:
    return [row.key.value for row in table.ordered_rows]


async def _open(pilot: Pilot[None]) -> BrowseScreen:
    await pilot.press("b")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, BrowseScreen)
    return screen


async def _settle(pilot: Pilot[None]) -> None:
    """Let the search debounce fire, the search worker finish and the detail timer run."""
    await pilot.pause(0.35)
    await pilot.app.workers.wait_for_complete()
    await pilot.pause(0.25)


async def _type(pilot: Pilot[None], text: str) -> None:
    await pilot.press(*("space" if ch == " " else ch for ch in text))


# ---- the core search --------------------------------------------------------------------------

ROWS = [
    (1, "In Ring AllReduce, how many times is data transferred?", "2(N-1) Ring AllReduce"),
    (2, "What does ZeRO stage 3 partition across GPUs?", "optimizer states, gradients"),
    (3, "How does pipeline parallelism hide the bubble?", "micro-batches"),
    (4, "Pick one", "B"),
    (5, "Unrelated question about checkpoints", "save often"),
    (6, "In ZeRO stage 1, what is partitioned?", "optimizer states"),
]


@pytest.mark.parametrize(
    ("query", "best"),
    [
        ("ring alreduce", 1),  # a typo
        ("stage 3 zero", 2),  # words out of order
        ("zero stage 1", 6),  # numbers count: stage 1 before stage 3
        ("optimiser states", 2),  # British spelling, in the answer
        ("micro batches", 3),  # in the answer, spaced
        ("BUBBLE", 3),  # case
    ],
)
def test_search_finds_the_right_card_first(query: str, best: int) -> None:
    hits = browse.search(query, ROWS)
    assert hits[0].pk == best


def test_search_ignores_noise_and_short_texts_inside_the_query() -> None:
    assert browse.search("xyzzy plugh", ROWS) == []
    assert browse.search("bubble", ROWS)[0].pk == 3
    assert 4 not in [h.pk for h in browse.search("bubble", ROWS)]  # "B" is inside "bubble"
    assert browse.search("   ", ROWS) == []


def test_search_ranks_question_above_answer_and_verbatim_highest() -> None:
    hits = browse.search("ring allreduce", ROWS)
    assert hits[0] == browse.Hit(100.0, 1)
    rows = [(1, "nothing here", "pipeline bubble"), (2, "the pipeline bubble", "x")]
    assert [h.pk for h in browse.search("pipeline bubble", rows)] == [2, 1]


def test_search_keeps_the_best_limit_streaming_in_chunks() -> None:
    rows = ((i, f"question {i} about allreduce", "") for i in range(10_000))
    hits = browse.search("allreduce", rows, limit=5)
    assert [h.pk for h in hits] == [0, 1, 2, 3, 4]  # ties: lower pk first
    finder = browse.FuzzySearch("allreduce", limit=3)
    for chunk in browse.chunks(((i, "allreduce", "") for i in range(10)), size=4):
        finder.feed(chunk)
    assert [h.pk for h in finder.hits()] == [0, 1, 2]


# ---- the screen -------------------------------------------------------------------------------


async def test_browse_lists_every_card_with_its_schedule(store: Store) -> None:
    app = app_for(store)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await _open(pilot)
        table = screen.query_one("#browse-table", DataTable)
        assert table.row_count == store.card_count() == 4
        q02 = store.find_card("collectives", "q02").pk
        row = table.get_row(str(q02))
        cells = [c.plain for c in row]
        assert cells[:3] == ["Collectives", "q02", "What does ZeRO stage 3 partition across GPUs?"]
        # 4 on 1 Nov (I=1), 3 on 7 Nov (I=6, EF 2.36) -> due 13 Nov.
        assert cells[3:] == ["2026-11-13", "6d", "2.36", "2", "0"]
        header = screen.query_one("#browse-header", Static).content
        assert isinstance(header, Text)
        assert "4 cards" in header.plain


async def test_search_narrows_to_the_right_card_typo_tolerant(store: Store) -> None:
    app = app_for(store)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await _open(pilot)
        await pilot.press("slash")
        assert isinstance(app.focused, Input)
        await _type(pilot, "ring alreduce")
        await _settle(pilot)
        table = screen.query_one("#browse-table", DataTable)
        assert _row_keys(table)[0] == str(store.find_card("collectives", "q01").pk)
        assert table.row_count == 1
        await pilot.press("escape")  # clears the search first
        await pilot.pause()
        assert screen.query_one("#browse-search", Input).value == ""
        assert table.row_count == 4
        assert app.screen is screen
        await pilot.press("escape")  # then leaves
        await pilot.pause()
        assert app.screen is not screen


async def test_selecting_a_row_shows_text_and_history_with_the_typed_answer(store: Store) -> None:
    app = app_for(store)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await _open(pilot)
        table = screen.query_one("#browse-table", DataTable)
        table.move_cursor(row=table.get_row_index(str(store.find_card("collectives", "q02").pk)))
        await pilot.press("enter")
        await pilot.pause()
        question = screen.query_one("#detail-question", Markdown)
        assert question.source == "What does ZeRO stage 3 partition across GPUs?"
        answer = screen.query_one("#detail-answer", Markdown).source
        assert answer.startswith("Optimizer states, gradients and parameters.")
        assert "all-gathers parameters" in answer
        history = plain(screen.query_one("#detail-history", Static).content)
        assert TYPED in history  # literal, markup-looking words kept
        assert "2026-11-01" in history and "2026-11-07" in history
        assert "81%" in history and "4 good" in history and "3 hard" in history
        assert history.index("2026-11-07") < history.index("2026-11-01")  # newest first
        card = store.find_card("collectives", "q02")
        last = store.history(card.pk)[-1]
        assert f"{last.interval_after}d" in history and f"{last.ef_after:.2f}" in history
        head = plain(screen.query_one("#detail-head", Static).content)
        assert "2 answers with their interval and EF below" in head  # issue 17 point 14


async def test_choice_card_details_and_moving_the_cursor_follows(store: Store) -> None:
    app = app_for(store)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await _open(pilot)
        await pilot.pause(0.3)  # the first row's details load on their own
        choices = plain(screen.query_one("#detail-choices", Static).content)
        assert "2(N-1) times  ✓ answer" in choices
        history = plain(screen.query_one("#detail-history", Static).content)
        assert "C) 2(N-1) times" in history  # a letter answer is spelled out
        await pilot.press("down")
        await pilot.pause(0.3)
        assert screen.query_one("#detail-question", Markdown).source.startswith("What does ZeRO")


async def test_markup_in_card_text_shows_literally(store: Store) -> None:
    app = app_for(store)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await _open(pilot)
        search = screen.query_one("#browse-search", Input)
        search.value = "list[int] [bold]"
        await _settle(pilot)
        table = screen.query_one("#browse-table", DataTable)
        pk = str(store.find_card("collectives", "q03").pk)
        assert _row_keys(table)[0] == pk
        assert table.get_row(pk)[2].plain == MARKUP_QUESTION
        await pilot.press("enter")  # submits the search: focus to the table
        await pilot.press("enter")
        await pilot.pause()
        assert screen.query_one("#detail-question", Markdown).source == MARKUP_QUESTION
        assert screen.query_one("#detail-answer", Markdown).source == MARKUP_ANSWER
        title = screen.query_one("#browse-detail").border_title
        assert title is not None and "q03 · Collectives" in str(title)
        header = screen.query_one("#browse-header", Static).content
        assert isinstance(header, Text) and "'list[int] [bold]'" in header.plain


async def test_s_suspends_and_unsuspends_the_selected_card(store: Store) -> None:
    app = app_for(store)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await _open(pilot)
        table = screen.query_one("#browse-table", DataTable)
        pk = int(_row_keys(table)[0] or 0)
        await pilot.press("s")
        await pilot.pause()
        assert store.get_card(pk).state.suspended
        assert table.get_row(str(pk))[3].plain == "suspended"
        await pilot.press("s")
        await pilot.pause()
        assert not store.get_card(pk).state.suspended
        assert table.get_row(str(pk))[3].plain == "2026-11-21"  # 5 on 20 Nov, new: I=1


async def test_paging_loads_more_rows_as_the_cursor_nears_the_end(tmp_path: Path) -> None:
    store = _store(tmp_path, COLLECTIVES, _bulk(250))
    app = app_for(store)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await _open(pilot)
        table = screen.query_one("#browse-table", DataTable)
        assert table.row_count == PAGE
        await pilot.press("end")
        await pilot.pause()
        assert table.row_count == 2 * PAGE
        await pilot.press("end")
        await pilot.pause()
        await pilot.press("end")
        await pilot.pause()
        assert table.row_count == 254 == store.card_count()
        assert len(set(_row_keys(table))) == 254
        # A search is not limited to the loaded pages.
        screen.query_one("#browse-search", Input).value = "filler question number 249"
        await _settle(pilot)
        assert table.get_row(_row_keys(table)[0] or "")[1].plain == "b0249"


async def test_resizing_refits_the_question_column_and_keeps_rows(store: Store) -> None:
    app = app_for(store)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await _open(pilot)
        table = screen.query_one("#browse-table", DataTable)
        await pilot.press("down", "down")
        wide = table.columns["question"].width  # type: ignore[index]
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert table.columns["question"].width < wide  # type: ignore[index]
        assert table.row_count == 4 and table.cursor_row == 2
        assert table.get_row(_row_keys(table)[2] or "")[2].plain == MARKUP_QUESTION


async def test_empty_store_shows_a_hint(tmp_path: Path) -> None:
    app = app_for(Store.memory())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _open(pilot)
        assert screen.query_one("#browse-table", DataTable).row_count == 0
        hint = screen.query_one("#detail-head", Static).content
        assert isinstance(hint, Text) and "No cards yet" in hint.plain
        await pilot.press("s", "enter")  # nothing selected: nothing happens, nothing breaks


# ---- snapshots --------------------------------------------------------------------------------


def test_snapshot_browse_with_details(store: Store, snap_compare: Any) -> None:
    async def run_before(pilot: Pilot[None]) -> None:
        await _open(pilot)
        await pilot.press("down")
        await pilot.pause(0.3)

    assert snap_compare(app_for(store), terminal_size=(100, 32), run_before=run_before)


def test_snapshot_browse_search_with_markup_card(store: Store, snap_compare: Any) -> None:
    async def run_before(pilot: Pilot[None]) -> None:
        await _open(pilot)
        pilot.app.screen.query_one("#browse-search", Input).value = "[bold]"
        await _settle(pilot)
        await pilot.press("enter")
        await pilot.pause(0.3)

    assert snap_compare(app_for(store), terminal_size=(80, 24), run_before=run_before)


async def test_n_adds_a_card_to_the_highlighted_cards_deck(store: Store) -> None:
    """Issue 17 point 21: a new card from inside the app, in the table at once."""
    from textual.widgets import Input as TextInput
    from textual.widgets import TextArea

    from tui.screens.cardform import CardForm

    app = app_for(store)
    app.deck_dirs = [store.deck("collectives").path.parent]  # type: ignore[union-attr]
    before = store.card_count()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await _open(pilot)
        screen.query_one("#browse-table", DataTable).focus()
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, CardForm)
        form.query_one("#card-question", TextArea).text = "Which collective?"
        form.query_one("#card-choices", TextArea).text = "A) Broadcast\nB) All-reduce"
        form.query_one("#card-answer", TextArea).text = "B"
        form.query_one("#card-tags", TextInput).value = "collectives, quick"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is screen
        assert store.card_count() == before + 1
        question = screen.query_one("#detail-question", Markdown)
        assert question.source == "Which collective?"

"""Hostile deck content in the app: rendered literally, nothing executed, nothing crashes."""

from __future__ import annotations

import random
from datetime import date
from pathlib import Path

from textual.widgets import Markdown

from srs import decks as deckfiles
from srs import sync
from srs.model import Card, Deck
from srs.store import Store
from tui.app import make_app
from tui.screens.review import ReviewScreen
from tui.screens.summary import SummaryScreen

TODAY = date(2026, 11, 21)

NESTED_QUOTES = "".join("> " * i + f"level {i}\n" for i in range(1, 60))
NESTED_LIST = "".join("  " * i + f"- item {i}\n" for i in range(0, 80))
HOSTILE_TEXT = {
    "markup": "[bold]x[/] [/] [link=https://x.y]y[/link] [@click=app.quit]quit[/] [red on white]",
    "ansi": "Clear \x1b[2J\x1b[H screen, title \x1b]0;pwned\x07, bell \x07, nul-free",
    "long": "long answer " + "word " * 20_000,
    "rtl": "שלום עולם مرحبا بالعالم \u202eevil\u202c mixed with English",
    "emoji": "🧠🚀 e\u0301 a\u0308 Z\u0351\u0352\u0357 👩\u200d💻 flag 🇫🇷",
    "nested": NESTED_QUOTES + "\n" + NESTED_LIST,
    "table": "| a | b |\n|---|---|\n| [x] | `[y]` |\n" * 50,
}


def hostile_deck() -> Deck:
    cards = tuple(
        Card(f"h{i:02d}", f"{name}: {text}", text, explanation=text)
        for i, (name, text) in enumerate(HOSTILE_TEXT.items(), 1)
    )
    choice = Card(
        "h99", "[bold]pick[/]", "A", choices={"A": "[@click=app.quit]", "B": "\x1b[31mred"}
    )
    return Deck("hostile", "[bold]Hostile[/] deck \x1b[5m", (*cards, choice))


async def test_every_hostile_card_renders_and_grades(tmp_path: Path) -> None:
    folder = tmp_path / "decks"
    folder.mkdir()
    path = folder / "hostile.yaml"
    path.write_text(deckfiles.dumps(hostile_deck()))  # the file as an attacker would write it
    store = Store.open(tmp_path / "h.db")
    report = sync.sync_decks(store, [folder])
    assert report.problems == []
    loaded = store.deck("hostile")
    assert all(
        "\x1b" not in c.question + c.answer + c.explanation for c in loaded.cards
    )  # stripped
    assert "\x1b" not in loaded.name
    app = make_app(store, today=TODAY, rng=random.Random(1), deck_dirs=[folder], data_dir=tmp_path)
    app.animation_level = "none"
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        seen = []
        while isinstance(app.screen, ReviewScreen) and screen.card is not None:
            card = screen.card.card
            seen.append(card.id)
            if card.is_choice:
                await pilot.press("ctrl+o")
            await pilot.press(*"[bold] [/] [@click=app.quit]")
            await pilot.press("ctrl+s")
            await pilot.pause()
            shown = "".join(
                str(b.render())
                for b in screen.query_one("#question", Markdown).query("MarkdownBlock")
            )
            if card.id == "h01":
                assert "[bold]x[/]" in shown and "[@click=app.quit]" in shown
            await pilot.press("5")
            await pilot.pause()
        assert app.is_running  # [@click=app.quit] never ran
        assert len(seen) == 8 and isinstance(app.screen, SummaryScreen)
        await pilot.press("enter", "b")
        await pilot.pause()
        await pilot.press("slash", *"bold", "enter")
        await pilot.pause(0.5)
        await pilot.press("escape", "escape", "s")
        await pilot.pause()
        assert app.is_running
    assert store.total_reviews() == 8
    assert not (tmp_path / "errors.log").exists()
    store.close()


async def test_unexpected_error_is_logged_and_the_app_goes_on(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "decks"
    folder.mkdir()
    deckfiles.dump(Deck("d", "D", (Card("q1", "Q?", "A"),)), folder / "d.yaml")
    store = Store.open(tmp_path / "e.db")
    sync.sync_decks(store, [folder])
    log = tmp_path / "data" / "errors.log"
    app = make_app(
        store, today=TODAY, rng=random.Random(1), deck_dirs=[folder], data_dir=log.parent
    )

    def broken(self) -> None:  # type: ignore[no-untyped-def]
        raise RuntimeError("stats exploded")

    monkeypatch.setattr("tui.screens.home.HomeScreen.action_stats", broken)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        assert app.is_running
        assert any("stats exploded" in str(n.message) for n in app._notifications)
        await pilot.press("enter", "ctrl+r", "4")  # the session still works
        await pilot.pause()
    assert "RuntimeError: stats exploded" in log.read_text()
    assert store.total_reviews() == 1
    store.close()

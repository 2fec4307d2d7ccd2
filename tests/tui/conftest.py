"""Fixtures for TUI tests: a small fixed collection, a fixed day and a clock that only moves when told."""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from srs import decks as deckfiles
from srs import sync
from srs.model import Card, Deck
from srs.store import Store
from tui import app as tui_app
from tui.app import SrsApp

TODAY = date(2026, 11, 21)

OPEN = Deck(
    "ring",
    "Ring quiz",
    (
        Card(
            "q01",
            "How does **ring all-reduce** move data between N GPUs?",
            "Two phases: a scatter-reduce, then an all-gather; each GPU sends 2(N-1) chunks.",
            explanation="Each phase takes N-1 steps, so the total is bandwidth-optimal.",
            keywords=("scatter-reduce", "all-gather", "2(N-1)"),
        ),
        Card(
            "q02",
            "Which collective does DDP use to average gradients?",
            "B",
            explanation="All-reduce sums the gradients and shares the result with every rank.",
            choices={"A": "Broadcast", "B": "All-reduce", "C": "All-gather", "D": "Reduce-scatter"},
        ),
        Card(
            "q03",
            "What is `list[int]` and what does [bold] do? [/] [link=x]y[/link] [@click=app.quit]",
            "A type hint [red]; markup is [b]text[/b] here.",
            explanation="Shown literally: `[bold]` is not markup.",
        ),
    ),
    aliases={"DDP": "DistributedDataParallel"},
)


class FakeClock:
    """A monotonic clock that advances only when a test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def deck_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "decks"
    folder.mkdir()
    deckfiles.dump(OPEN, folder / "ring.yaml")
    return folder


@pytest.fixture
def store(tmp_path: Path, deck_dir: Path) -> Store:
    s = Store.open(tmp_path / "tui.db")
    sync.sync_decks(s, [deck_dir])
    yield s
    s.close()


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def make_app(store: Store, clock: FakeClock, deck_dir: Path) -> Callable[..., SrsApp]:
    def build(**kwargs: object) -> SrsApp:
        app = tui_app.make_app(
            store,
            today=TODAY,
            rng=random.Random(7),
            clock=clock,
            now=lambda: datetime(2026, 11, 21, 14, 2, tzinfo=UTC),
            deck_dirs=[deck_dir],
            **kwargs,
        )
        app.animation_level = "none"
        return app

    return build

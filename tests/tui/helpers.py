"""Helpers shared by the TUI tests."""

from __future__ import annotations

import io
import random
from datetime import date

from rich.console import Console, RenderableType

from srs.store import Store
from tui.app import SrsApp, make_app

TODAY = date(2026, 11, 21)


def app_for(store: Store) -> SrsApp:
    """The app over a test store, on a fixed day, with animations off (stable snapshots)."""
    app = make_app(store, sync_decks=False, today=TODAY, rng=random.Random(1))
    app.animation_level = "none"
    return app


def plain(renderable: RenderableType, width: int = 100) -> str:
    """What a Rich renderable prints, as text (markup in card text would vanish here)."""
    console = Console(file=io.StringIO(), width=width, color_system=None, record=True)
    console.print(renderable)
    return console.export_text()

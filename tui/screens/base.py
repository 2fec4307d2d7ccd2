"""What every screen of the app shares: typed access to the app's injected parts.

The screens see the app through `SrsHost`, the few parts and moves they use, not through the
app class: the app imports the screens to open them, and the arrow stays one-way.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date, datetime
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast

from textual.screen import ModalScreen, Screen

if TYPE_CHECKING:
    from srs.store import Store, SyncReport

T = TypeVar("T")


class SrsHost(Protocol):
    """The app as the screens use it: its store, its clock and day, and where to go next."""

    store: Store
    today: date
    rng: random.Random
    clock: Callable[[], float]
    now: Callable[[], datetime]

    def start_review(self, deck_id: str | None, *, plan: bool = False) -> None: ...

    def open_screen(self, name: str) -> None: ...

    def resync(self) -> SyncReport: ...

    def drop_stale_notifications(self, older_than: float = 1.5) -> None: ...


SCREENS_CSS = "screens.tcss"
"""The styles of every screen but home, review, summary and help, as each such screen's
CSS_PATH (beside this file): Textual reads them when the first of those screens opens, so the
app's start parses and matches only what its first screen needs (tui/app.tcss)."""


class SrsScreen(Screen[T]):
    @property
    def srs(self) -> SrsHost:
        return cast("SrsHost", self.app)

    def on_screen_resume(self) -> None:
        self.srs.drop_stale_notifications()  # a toast about another screen does not follow


class SrsModal(ModalScreen[T]):
    @property
    def srs(self) -> SrsHost:
        return cast("SrsHost", self.app)


__all__ = ["SCREENS_CSS", "Any", "SrsHost", "SrsModal", "SrsScreen"]

"""What every screen of the app shares: typed access to the app's injected parts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar, cast

from textual.screen import ModalScreen, Screen

if TYPE_CHECKING:
    from tui.app import SrsApp

T = TypeVar("T")


class SrsScreen(Screen[T]):
    @property
    def srs(self) -> SrsApp:
        return cast("SrsApp", self.app)

    def on_screen_resume(self) -> None:
        self.srs.drop_stale_notifications()  # a toast about another screen does not follow


class SrsModal(ModalScreen[T]):
    @property
    def srs(self) -> SrsApp:
        return cast("SrsApp", self.app)


__all__ = ["Any", "SrsModal", "SrsScreen"]

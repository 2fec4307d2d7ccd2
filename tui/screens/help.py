"""Help: every key of the screen underneath, generated from its bindings (never written by hand)."""

from __future__ import annotations

import dataclasses
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.dom import DOMNode
from textual.screen import Screen
from textual.widgets import Static

from tui.keys import with_ids
from tui.screens.base import SrsModal

FRAMEWORK_HINT = "arrows, PgUp/PgDn, Home/End move and scroll · tab / shift+tab move the focus"
"""What the framework's own widget keys do, in one line instead of a dozen rows."""


def binding_rows(screen: Screen[Any]) -> list[tuple[str, str, bool]]:
    """(keys, description, available now) for every described binding of the screen, our own
    focused widgets and the app; ones that cannot apply yet (grades before the answer) are
    listed too.

    The framework's widget keys (`Cursor left`, `Page Right`, `Focus Next`) are left out: they
    pad the list with what every terminal app does (FRAMEWORK_HINT says it once). A key that
    is shown as usable is not listed again under another description that is not usable now
    (the app's `esc` that closes a panel, beside the screen's `esc back`).
    """
    app = screen.app
    nodes = [screen, app, *_our_focused_widgets(screen)]  # the screen's keys first
    rows = _described(nodes, screen.active_bindings, getattr(app, "_keymap", {}), app)
    usable = {k for keys, enabled in rows.values() if enabled for k in keys}
    rows = {
        desc: (keys, enabled)
        for desc, (keys, enabled) in rows.items()
        if enabled or not set(keys) <= usable
    }
    own = [_descriptions(type(screen)), _descriptions(type(app))]

    def rank(description: str) -> int:
        return next((i for i, group in enumerate(own) if description in group), len(own))

    ordered = sorted(rows.items(), key=lambda item: rank(item[0]))  # stable: declaration order
    return [(" / ".join(dict.fromkeys(keys)), desc, enabled) for desc, (keys, enabled) in ordered]


def _our_focused_widgets(screen: Screen[Any]) -> list[Any]:
    """The focused widget and its parents up to the screen, those of this app (tui.*) only."""
    widgets: list[Any] = []
    node: DOMNode | None = screen.focused
    while node is not None and node is not screen:
        if type(node).__module__.startswith("tui."):
            widgets.append(node)
        node = node.parent
    return widgets


def _described(
    nodes: list[Any], active: Any, keymap: dict[str, str], app: Any
) -> dict[str, tuple[list[str], bool]]:
    """description -> (the keys that do it, usable now), over the nodes' described bindings;
    `keymap` is the user's keys.yaml (tui/keys.py), which may move a binding to other keys."""
    rows: dict[str, tuple[list[str], bool]] = {}
    for owner in nodes:
        for key, bindings in owner._bindings.key_to_bindings.items():
            for binding in bindings:
                if not binding.description or _framework(owner, binding):
                    continue
                keys, enabled = rows.get(binding.description, ([], False))
                mapped = keymap.get(binding.id or "")
                pressed = [k.strip() for k in mapped.split(",")] if mapped else [key]
                keys.extend(
                    app.get_key_display(dataclasses.replace(binding, key=each)) for each in pressed
                )
                rows[binding.description] = (keys, enabled or _usable(active, binding, pressed))
    return rows


def _usable(active: Any, binding: Binding, pressed: list[str]) -> bool:
    """Whether one of the keys runs this binding's action now."""
    return any(
        each in active and active[each].binding.action == binding.action and active[each].enabled
        for each in pressed
    )


def _framework(owner: object, binding: Binding) -> bool:
    """A binding the framework declares (Textual's App: focus, copy), not ours; quitting stays."""
    if binding.action == "quit":
        return False
    for cls in type(owner).__mro__:
        for item in cls.__dict__.get("BINDINGS", []):
            keys, action = (item.key, item.action) if isinstance(item, Binding) else item[:2]
            if action == binding.action and binding.key in keys.split(","):
                return not cls.__module__.startswith("tui.")
    return False


def _descriptions(cls: type) -> set[str]:
    """Descriptions of the bindings a class declares itself (not those it inherits)."""
    out = set()
    for item in cls.__dict__.get("BINDINGS", []):
        if isinstance(item, Binding):
            out.add(item.description)
        elif isinstance(item, tuple) and len(item) > 2:
            out.add(item[2])
    return out


class HelpScreen(SrsModal[None]):
    """A modal over the current screen listing its keys; dimmed ones apply later (e.g. grades)."""

    BINDINGS = with_ids(
        "help",
        [
            Binding("escape", "close", "close"),
            Binding("question_mark", "close", "close", show=False),
            Binding("q", "close", "close", show=False),
        ],
    )

    def __init__(self, under: Screen[Any]) -> None:
        super().__init__()
        self.under = under

    def compose(self) -> ComposeResult:
        rows = binding_rows(self.under)
        text = Text()
        width = max((len(k) for k, _, _ in rows), default=4) + 2
        for keys, description, enabled in rows:
            text.append(keys.ljust(width), style="bold" if enabled else "dim")
            text.append(
                description + ("" if enabled else "  (not now)") + "\n",
                style="" if enabled else "dim",
            )
        text.append(f"\n{FRAMEWORK_HINT}\n", style="dim")
        text.append(
            "ctrl+p opens the command palette · F1 opens this help while typing · esc closes it",
            style="italic dim",
        )
        with VerticalScroll(id="help-panel", classes="panel") as panel:
            panel.border_title = f"Keys · {type(self.under).__name__.removesuffix('Screen')}"
            yield Static(text, id="help-text")

    def action_close(self) -> None:
        self.dismiss(None)

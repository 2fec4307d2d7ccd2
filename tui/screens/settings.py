"""Settings inside the app: every setting `srs config` knows, and the theme.

The fields are made from srs.config.SETTINGS (one place for each setting's name, range and
help), so a new setting appears here without touching this screen. Values are checked by the
same `Setting.parse` as the command line; a bad one names its field and nothing is saved.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Footer, Input, Label, Select, Static

from srs.config import SETTINGS, Setting
from tui.keys import with_ids
from tui.screens.base import SCREENS_CSS, SrsScreen

THEME_FIELD = "theme"


class SettingsScreen(SrsScreen[None]):
    """The settings kept in the database (global values; `srs config --deck` sets per deck)."""

    CSS_PATH = SCREENS_CSS

    BINDINGS = with_ids(
        "settings",
        [
            Binding("ctrl+s", "save", "save", priority=True),
            Binding("escape", "back", "back"),
        ],
    )

    def compose(self) -> ComposeResult:
        store = self.srs.store
        with VerticalScroll(id="settings", classes="panel") as panel:
            panel.border_title = "Settings · ctrl+s saves · esc leaves without saving"
            for setting in SETTINGS.values():
                with Horizontal(classes="setting-row"):
                    yield Label(setting.key, classes="setting-name")
                    yield self._field(setting, store.setting(setting.key))
                yield Static(Text(setting.help, style="dim"), classes="setting-help")
            with Horizontal(classes="setting-row"):
                yield Label(THEME_FIELD, classes="setting-name")
                themes = sorted(self.app.available_themes)
                yield Select(
                    [(name, name) for name in themes],
                    value=self.app.theme,
                    allow_blank=False,
                    id=f"set-{THEME_FIELD}",
                )
            yield Static(Text("the colours of the app (also ctrl+t)", style="dim"))
        yield Footer(compact=True)

    @staticmethod
    def _field(setting: Setting, value: int) -> Input | Select[str]:
        if setting.choices:
            return Select(
                [(choice, choice) for choice in setting.choices],
                value=setting.show(value),
                allow_blank=False,
                id=f"set-{setting.key}",
            )
        return Input(setting.show(value), id=f"set-{setting.key}", max_length=8)

    def on_mount(self) -> None:
        self.query(Input).first().focus()

    def action_save(self) -> None:
        """Check every field first; save only when all are right, then say what changed."""
        store = self.srs.store
        parsed: dict[str, int] = {}
        for setting in SETTINGS.values():
            field = self.query_one(f"#set-{setting.key}")
            text = str(field.value) if isinstance(field, Input | Select) else ""
            try:
                parsed[setting.key] = setting.parse(text.strip())
            except ValueError as error:
                field.focus()
                self.notify(str(error), severity="error", markup=False)
                return
        changed = [key for key, value in parsed.items() if store.setting(key) != value]
        for key in changed:
            store.set_setting(key, parsed[key])
        theme = str(self.query_one(f"#set-{THEME_FIELD}", Select).value)
        if theme != self.app.theme:
            self.app.theme = theme
            changed.append(THEME_FIELD)
        self.notify(
            f"Saved: {', '.join(changed)}." if changed else "Nothing changed.", markup=False
        )
        self.app.pop_screen()

    def action_back(self) -> None:
        self.app.pop_screen()

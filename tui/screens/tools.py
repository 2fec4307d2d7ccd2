"""The palette's tools: import a document, export to Anki, check the database.

Each is the command line's use case (srs.importing, srs.anki, srs.doctor) behind a small
dialog, so what the app does is exactly what `srs import`, `srs export anki` and `srs doctor`
do, and says the same.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Input, Static

from tui.keys import with_ids
from tui.screens.base import SCREENS_CSS, SrsModal

if TYPE_CHECKING:
    from srs.store import Store


class PathPrompt(SrsModal[Path | None]):
    """Ask for a file's path: enter takes it, esc cancels."""

    CSS_PATH = SCREENS_CSS

    BINDINGS = with_ids(
        "path-prompt",
        [
            Binding("escape", "cancel", "cancel"),
        ],
    )

    def __init__(self, title: str, hint: str, value: str = "") -> None:
        super().__init__()
        self.title_text = title
        self.hint = hint
        self.value = value

    def compose(self) -> ComposeResult:
        with Vertical(id="prompt", classes="panel") as panel:
            panel.border_title = f"{self.title_text} · enter to go on · esc to cancel"
            yield Static(Text(self.hint, style="dim"))
            yield Input(self.value, id="prompt-path", placeholder="a file's path")

    def on_mount(self) -> None:
        self.query_one("#prompt-path", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if not text:
            self.notify("Type a file's path (or esc).", markup=False)
            return
        self.dismiss(Path(text).expanduser())

    def action_cancel(self) -> None:
        self.dismiss(None)


class TextReport(SrsModal[None]):
    """Lines of a result (the database check, an import's skipped questions), shown literally."""

    CSS_PATH = SCREENS_CSS

    BINDINGS = with_ids(
        "text-report",
        [
            Binding("escape", "close", "close"),
            Binding("enter", "close", "close", show=False),
        ],
    )

    def __init__(self, title: str, lines: list[str]) -> None:
        super().__init__()
        self.title_text = title
        self.lines = lines

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="text-report", classes="panel") as panel:
            panel.border_title = f"{self.title_text} · esc closes"
            yield Static(Text("\n".join(self.lines)))

    def action_close(self) -> None:
        self.dismiss(None)


def import_lines(path: Path) -> tuple[bool, list[str]]:
    """Import a document as `srs import PATH` does: (imported, what to show)."""
    from srs import importing
    from srs.errors import SrsError

    try:
        prepared = importing.prepare(path)
        importing.write(prepared, path)
    except SrsError as error:
        return False, [f"error: {error}"]
    lines = [importing.summary(prepared)]
    for skipped in prepared.result.skipped[:20]:
        where = f"line {skipped.line}" if skipped.line is not None else "somewhere"
        lines.append(f"  skipped ({where}): {skipped.reason}")
    more = len(prepared.result.skipped) - 20
    if more > 0:
        lines.append(f"  … and {more} more (srs import {path} --dry-run lists them all)")
    return True, lines


def doctor_lines(db: Path, deck_dirs: list[Path]) -> list[str]:
    """`srs doctor`'s checks, one line each, and the verdict."""
    from srs import config, doctor

    checks = doctor.check_all(db, deck_dirs, config.data_dir())
    lines = [f"{'ok ' if c.ok else '!! '} {c.what:<12} {c.detail}" for c in checks]
    bad = sum(1 for c in checks if not c.ok)
    lines.append("All good." if not bad else f"{bad} problem(s) found: srs doctor --help")
    return lines


def export_lines(store: Store, path: Path) -> list[str]:
    """Write every deck as `srs export anki -o PATH` does (never replacing a file)."""
    from srs import anki
    from srs.errors import SrsError
    from srs.files import shown

    chosen = store.decks()
    if not chosen:
        return ["error: no decks to export (add decks with srs import FILE)"]
    try:
        anki.write_export(path, anki.export_chunks(chosen, None), overwrite=False)
    except SrsError as error:
        return [f"error: {error}"]
    except OSError as error:
        return [f"error: cannot write {shown(path)}: {error.strerror or error}"]
    total = sum(anki.notes_per_deck(chosen).values())
    return [
        f"Wrote {total} notes from {len(chosen)} decks to {shown(path)}",
        "In Anki: File > Import and pick the file; its header lines set the options.",
    ]

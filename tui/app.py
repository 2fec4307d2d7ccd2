"""The Textual app: builds from injected parts (store, today, clock, rng) and routes screens."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Mapping
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.actions import ActionParseResult
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.dom import DOMNode
from textual.screen import Screen

from srs import sync
from srs.store import Store, SyncReport
from tui.keys import KEYS_FILE, with_ids

if TYPE_CHECKING:
    from srs import interview as iv
    from tui.screens.base import SrsHost

THEME_KEY = "ui.theme"


class SrsApp(App[None]):
    """interview-srs. The app never finds its own database or clock: the CLI or a test passes them."""

    CSS_PATH = "app.tcss"
    TITLE = "interview-srs"
    ENABLE_COMMAND_PALETTE = True
    BINDINGS = with_ids(
        "app",
        [
            Binding("question_mark", "help", "help", key_display="?"),
            # `?` is text while an answer is typed: F1 opens help from anywhere
            Binding("f1", "help", "help", show=False, priority=True),
            Binding("ctrl+t", "toggle_dark", "theme", show=False),
            # esc closes the palette's "Keys" panel first; with no panel open it is the screen's
            Binding("escape", "hide_help_panel", "close keys", show=False, priority=True),
        ],
    )

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "hide_help_panel":
            return bool(self.screen.query("HelpPanel"))
        return True

    def __init__(
        self,
        store: Store,
        *,
        today: date | None = None,
        rng: random.Random | None = None,
        clock: Callable[[], float] = time.monotonic,
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
        start: str = "home",
        deck_id: str | None = None,
        interview: iv.Settings | None = None,
        deck_problems: Iterable[str] = (),
        deck_dirs: Iterable[Path] = (),
        error_log: Path | None = None,
        keys_file: Path | None = None,
    ) -> None:
        super().__init__()
        self.store = store
        self.today = today or store.today()
        self.rng = rng or random.Random()
        self.clock = clock
        self.now = now
        self._start = start
        self._start_deck = deck_id
        self._interview = interview
        self.deck_problems = list(deck_problems)
        self.deck_dirs = list(deck_dirs)
        self.error_log = error_log
        self.keys_file = keys_file
        saved = store.ui_pref(THEME_KEY)
        if saved and saved in self.available_themes:
            self.theme = saved

    def on_mount(self) -> None:
        from tui.screens.home import HomeScreen

        self.push_screen(HomeScreen())
        if self._start == "review":
            self.start_review(self._start_deck)
        elif self._start == "review-plan":
            self.start_review(None, plan=True)
        elif self._start == "interview":
            from tui.screens.interview import InterviewSetupScreen

            self.push_screen(InterviewSetupScreen(self._interview))
        self._load_keys()
        for problem in self.deck_problems:
            self.notify(
                problem, title="Deck not loaded", severity="warning", timeout=12, markup=False
            )

    async def run_action(
        self,
        action: str | ActionParseResult,
        default_namespace: DOMNode | None = None,
        namespaces: Mapping[str, DOMNode] | None = None,
    ) -> bool:
        """Every key binding and palette command runs through here: an unexpected error in one
        is logged and shown, and the app goes on (Textual would otherwise end it). Answers are
        committed as they are given, so nothing recorded is at risk."""
        try:
            return await super().run_action(action, default_namespace, namespaces)
        except Exception as error:  # the boundary of every user action
            self.report_error(error)
            return True

    def report_error(self, error: BaseException) -> None:
        """Append the traceback to the error log in the data dir and tell the user."""
        from srs import errorlog

        written = errorlog.append(self.error_log, error) if self.error_log else None
        where = f" Details in {written}." if written else ""
        self.notify(
            f"Something went wrong: {type(error).__name__}: {error}.{where} Your answers so far are saved.",
            title="Unexpected error",
            severity="error",
            timeout=15,
            markup=False,
        )

    def run(self, *args: Any, **kwargs: Any) -> Any:
        """Run in this terminal; without one (`srs </dev/null >out`, a cron job) the app
        would spin at full CPU drawing to nothing: a usage error instead, pointing at the
        line modes."""
        import sys

        from srs.errors import UsageError

        if not kwargs.get("headless") and not (
            sys.stdin is not None
            and sys.stdin.isatty()
            and sys.stdout is not None
            and sys.stdout.isatty()
        ):
            raise UsageError(
                "the app needs a terminal (standard input and output); without one use "
                "`srs review --plain`, `srs interview --plain` or the other commands"
            )
        return super().run(*args, **kwargs)

    def watch_theme(self, theme: str) -> None:
        self.store.set_ui_pref(THEME_KEY, theme)

    # ---- navigation used by several screens ----------------------------------------------

    def start_review(self, deck_id: str | None, *, plan: bool = False) -> None:
        from tui.screens.review import ReviewScreen

        self.push_screen(ReviewScreen(deck_id, plan=plan))

    def resync(self) -> SyncReport:
        """Re-read the deck files (after an edit) into the store."""
        return sync.sync_decks(self.store, self.deck_dirs)

    def _load_keys(self) -> None:
        """The user's keys.yaml (tui/keys.py): a broken file is named, the defaults stay."""
        from tui.keys import KeysError, load_keymap

        if self.keys_file is None:
            return
        try:
            keymap = load_keymap(self.keys_file)
        except KeysError as error:
            self.notify(str(error), title="Keys not loaded", severity="warning", markup=False)
            return
        if keymap:
            self.set_keymap(keymap)

    def drop_stale_notifications(self, older_than: float = 1.5) -> None:
        """Forget the toasts raised before the screen changed, so a message about one screen
        does not follow the user onto the next; one raised just now (`Target 1 set.` as its
        form closes) stays. Textual keeps toasts in a private collection: read defensively."""
        import time

        kept = getattr(self, "_notifications", None)
        if kept is None:
            return
        now = time.time()
        stale = [n for n in list(kept) if now - n.raised_at > older_than]
        for notification in stale:
            self._unnotify(notification, refresh=False)
        if stale:
            self._refresh_notifications()

    def add_card(self, deck_id: str) -> None:
        from tui.screens.cardform import CardForm

        self.push_screen(CardForm(deck_id))

    def _deck_names(self) -> list[tuple[str, str]]:
        return [(c.deck_id, c.name) for c in self.store.counts(self.today)]

    def action_import_document(self) -> None:
        from tui.screens.home import HomeScreen
        from tui.screens.tools import PathPrompt, TextReport, import_lines

        def chosen(path: Path | None) -> None:
            if path is None:
                return
            imported, lines = import_lines(path)
            if imported:
                self.resync()
                if isinstance(self.screen, HomeScreen):
                    self.screen.refresh_data()
            self.push_screen(TextReport("Import", lines))

        self.push_screen(
            PathPrompt(
                "Import a document",
                "Markdown, text, AsciiDoc, reST, a notebook, an Anki export or package. "
                "The deck goes into your decks folder and shows at once.",
            ),
            chosen,
        )

    def action_export_anki(self) -> None:
        from tui.screens.tools import PathPrompt, TextReport, export_lines

        def chosen(path: Path | None) -> None:
            if path is not None:
                self.push_screen(TextReport("Export to Anki", export_lines(self.store, path)))

        self.push_screen(
            PathPrompt(
                "Export to Anki",
                "Every deck as one CSV (Anki 2.1.55 or later: File > Import). An existing "
                "file is never replaced.",
                str(Path.cwd() / "interview-srs-anki.csv"),
            ),
            chosen,
        )

    def action_doctor(self) -> None:
        from tui.screens.tools import TextReport, doctor_lines

        db = self.store.path
        if db is None:
            self.notify("An in-memory database has nothing to check.", markup=False)
            return
        self.push_screen(TextReport("Check the database", doctor_lines(db, self.deck_dirs)))

    def action_help(self) -> None:
        from tui.screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen(self.screen))

    def action_toggle_dark(self) -> None:
        self.theme = "textual-light" if self.current_theme.dark else "textual-dark"

    def open_screen(self, name: str) -> None:
        """Open a top-level screen by name (used by the command palette and the home keys)."""
        screen: Screen[Any]
        if name == "browse":
            from tui.screens.browse import BrowseScreen

            screen = BrowseScreen()
        elif name == "stats":
            from tui.screens.stats import StatsScreen

            screen = StatsScreen()
        elif name == "interview":
            from tui.screens.interview import InterviewSetupScreen

            screen = InterviewSetupScreen()
        elif name == "plan":
            from tui.screens.plan import PlanScreen

            screen = PlanScreen()
        elif name == "past-interviews":
            from tui.screens.interview import PastInterviewsScreen

            screen = PastInterviewsScreen()
        elif name == "settings":
            from tui.screens.settings import SettingsScreen

            screen = SettingsScreen()
        else:  # pragma: no cover - a programming error
            raise ValueError(name)
        self.push_screen(screen)

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        yield SystemCommand(
            "Review all decks", "Start a review of everything due", lambda: self.start_review(None)
        )
        yield SystemCommand(
            "Review today's plan",
            "The cards of your interview-date plan for today (srs plan)",
            lambda: self.start_review(None, plan=True),
        )
        yield SystemCommand(
            "Interview-date plan",
            "Set an interview date; readiness and the days ahead (srs plan)",
            lambda: self.open_screen("plan"),
        )
        for deck_id, name in self._deck_names():
            yield SystemCommand(
                f"Review deck: {name}",
                f"The due and new cards of {deck_id}",
                lambda deck=deck_id: self.start_review(deck),
            )
        for deck_id, name in self._deck_names():
            yield SystemCommand(
                f"Add a card: {name}",
                f"A new card in {deck_id}, written to its deck file",
                lambda deck=deck_id: self.add_card(deck),
            )
        yield SystemCommand(
            "Import a document",
            "A quiz or Q&A document into a deck (as srs import FILE)",
            self.action_import_document,
        )
        yield SystemCommand(
            "Export to Anki",
            "Every deck as a CSV Anki imports (as srs export anki)",
            self.action_export_anki,
        )
        yield SystemCommand(
            "Check the database",
            "The database, decks, data folder and backups (as srs doctor)",
            self.action_doctor,
        )
        yield SystemCommand(
            "Past interviews",
            "Every mock interview with its score and the trend; open a report",
            lambda: self.open_screen("past-interviews"),
        )
        yield SystemCommand(
            "Settings",
            "Daily limits, day start, grading, scheduler (SM-2 or FSRS), theme",
            lambda: self.open_screen("settings"),
        )
        yield SystemCommand(
            "Browse cards", "Search every card and its history", lambda: self.open_screen("browse")
        )
        yield SystemCommand(
            "Stats",
            "Heatmap, retention, forecast, hardest cards",
            lambda: self.open_screen("stats"),
        )
        yield SystemCommand(
            "Mock interview",
            "A timed interview with a report",
            lambda: self.open_screen("interview"),
        )
        yield SystemCommand("Help", "Every key of the current screen", self.action_help)


def make_app(
    store: Store,
    *,
    deck_dirs: Iterable[Path] = (),
    data_dir: Path | None = None,
    sync_decks: bool = True,
    start: str = "home",
    deck_id: str | None = None,
    interview: iv.Settings | None = None,
    deck_problems: Iterable[str] = (),
    **parts: Any,
) -> SrsApp:
    """The one way to build the app, for `srs` and for the tests alike: sync the deck folders
    into the store (a deck that cannot be loaded becomes a toast, the rest load), check the
    deck asked for, and give the app its error log and key map in the data folder.

    `parts` are the app's injected clock, day and random source (`today`, `now`, `clock`,
    `rng`), which a test fixes and `srs` leaves to the real ones, and the files
    (`error_log`, `keys_file`) when they are not the data folder's.
    """
    from srs import errorlog

    dirs = list(deck_dirs)
    problems = list(deck_problems)
    if sync_decks:
        problems += [str(p) for p in sync.sync_decks(store, dirs).problems]
    if deck_id is not None:
        store.deck_aliases(deck_id)  # an unknown deck fails here, named; no card is read
    if data_dir is not None:  # the user's files, unless the caller names its own
        parts.setdefault("error_log", data_dir / errorlog.FILE_NAME)
        parts.setdefault("keys_file", data_dir / KEYS_FILE)
    return SrsApp(
        store,
        start=start,
        deck_id=deck_id,
        interview=interview,
        deck_problems=problems,
        deck_dirs=dirs,
        **parts,
    )


if TYPE_CHECKING:  # mypy checks here that the app is what the screens take it for

    def _host(app: SrsApp) -> SrsHost:
        return app

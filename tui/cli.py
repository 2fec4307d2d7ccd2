"""The `srs` command line: global options, lazy subcommands, one-line errors.

Subcommands live in tui/commands/ and are imported only when run, so `srs --help` and
`srs export ...` start without importing textual (the TUI costs ~150 ms to import).
"""

from __future__ import annotations

import gc
import importlib
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import click

from srs.errors import SrsError

if TYPE_CHECKING:
    from srs import interview as iv

# name -> "module:attribute"; the order is the order of `srs --help`.
COMMANDS: dict[str, str] = {
    "decks": "tui.commands.decks:decks",
    "import": "tui.commands.importing:import_cmd",
    "export": "tui.commands.export:export",
    "review": "tui.commands.review:review",
    "grade": "tui.commands.grade_cmd:grade_cmd",
    "interview": "tui.commands.interview_cmd:interview_cmd",
    "stats": "tui.commands.stats:stats",
    "config": "tui.commands.config_cmd:config_cmd",
    "aliases": "tui.commands.aliases_cmd:aliases_cmd",
    "plan": "tui.commands.plan_cmd:plan_cmd",
    "optimize": "tui.commands.optimize_cmd:optimize_cmd",
    "doctor": "tui.commands.maintenance:doctor_cmd",
    "backup": "tui.commands.maintenance:backup_cmd",
}


def one_line(text: object) -> str:
    from tui.commands.output import one_line as flatten

    return flatten(text)


class LazyGroup(click.Group):
    """A group that imports a subcommand's module only when that subcommand runs."""

    def main(self, *args: Any, standalone_mode: bool = True, **kwargs: Any) -> Any:
        """Click's own usage errors as one line too (`error: ... (see 'srs review --help')`)."""
        parent: Any = super().main  # click's overloads do not take a forwarded **kwargs
        if not standalone_mode:
            return parent(*args, standalone_mode=False, **kwargs)
        try:
            result = parent(*args, standalone_mode=False, **kwargs)
        except click.UsageError as exc:
            command = exc.ctx.command_path if exc.ctx else "srs"
            click.echo(
                f"error: {one_line(exc.format_message())} (see '{command} --help')", err=True
            )
            sys.exit(2)
        except click.ClickException as exc:
            click.echo(f"error: {one_line(exc.format_message())}", err=True)
            sys.exit(exc.exit_code)
        except click.Abort as exc:
            if isinstance(exc.__cause__, KeyboardInterrupt):  # Ctrl-C: quiet, as shells report it
                sys.exit(130)
            click.echo("aborted", err=True)
            sys.exit(1)
        sys.exit(result if isinstance(result, int) else 0)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        """No argument may hold a NUL byte: no file can be named so (os.stat would raise a
        ValueError from deep inside click), and no text needs one."""
        for arg in args:
            if "\x00" in arg:
                raise click.UsageError(f"an argument holds a NUL byte: {arg!r}", ctx)
        return super().parse_args(ctx, args)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = COMMANDS.get(cmd_name)
        if target is None:
            return None
        module, _, attr = target.partition(":")
        command: click.Command = getattr(importlib.import_module(module), attr)
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        # Short help without importing every module: the first docstring line is in SUMMARIES.
        rows = [(name, SUMMARIES.get(name, "")) for name in COMMANDS]
        with formatter.section("Commands"):
            formatter.write_dl(rows)


SUMMARIES: dict[str, str] = {
    "decks": "Decks with new / due / re-drill counts.",
    "import": "Turn a quiz or Q&A document (md, txt) or an Anki CSV into a deck YAML.",
    "export": "Decks as a CSV Anki imports as is; `export revlog` the log for FSRS.",
    "review": "Review due cards (--plain: line mode on stdin/stdout).",
    "grade": "Grade one answer to one card and explain the score.",
    "interview": "A timed mock interview with a report; --history, --export FILE.md.",
    "stats": "Reviews, 30-day retention, streak, due in the next 7 days.",
    "config": "Show or change settings (new/day, reviews/day, day start hour, ...).",
    "plan": "An interview date: a daily plan within your time, and readiness.",
    "optimize": "Fit FSRS's parameters to your own review log.",
    "aliases": "The words taught to the grader, per deck; remove one.",
    "doctor": "Check the database, decks, data folder and backups.",
    "backup": "Back up now, --list the backups, or --restore NAME.",
}


@dataclass
class Env:
    """What every subcommand needs from the global options."""

    db: str | None = None
    deck_dirs: list[str] = field(default_factory=list)

    def db_path(self) -> Any:
        """The database's path, refused (a usage error) if it is a FIFO, a device or a folder:
        opening a FIFO blocks until a writer comes, for ever."""
        from srs import config
        from srs.files import check_regular_file

        path = config.db_path(self.db)
        check_regular_file(path, "the database")
        return path

    def store(self, *, sync: bool = True) -> Any:
        """Open the database (creating it on first use) and sync the deck files into it."""
        from srs import config
        from srs import sync as decksync
        from srs.store import Store  # deferred: commands like `import` never open the store

        db = self.db_path()
        store = Store.open(db, backups_dir=config.backups_dir(db))
        if sync:
            problems = decksync.sync_decks(store, config.deck_dirs(self.deck_dirs))
            from tui.commands.output import safe

            for problem in problems:
                click.echo(f"warning: {safe(problem)}", err=True)
        return store


pass_env = click.make_pass_decorator(Env, ensure=True)


@contextmanager
def user_errors() -> Iterator[None]:
    """Turn the project's own errors into one line on stderr and the right exit code."""
    import sqlite3

    from tui.commands.output import one_line

    try:
        yield
    except SrsError as exc:
        click.echo(f"error: {one_line(exc)}", err=True)
        sys.exit(getattr(exc, "exit_code", 1))
    except sqlite3.DatabaseError as exc:  # a damaged file found while reading
        click.echo(
            f"error: the database cannot be read ({exc}); run `srs doctor`, and restore a "
            "backup with `srs backup --list` / `--restore NAME` if it is damaged",
            err=True,
        )
        sys.exit(1)
    except BrokenPipeError:  # the reader went away (`srs stats | head -3`): stop quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # so the flush at exit does not fail again
        sys.exit(141)  # as a shell reports a command stopped by SIGPIPE
    except OSError as exc:
        where = f" {exc.filename}" if exc.filename else ""
        click.echo(f"error: {one_line(f'cannot use{where}: {exc.strerror or exc}')}", err=True)
        sys.exit(1)
    except (click.exceptions.Exit, click.exceptions.Abort, click.ClickException, KeyboardInterrupt):
        raise
    except Exception as exc:  # a bug: one line for the user, the traceback in the log
        log = _log_error(exc)
        detail = f"; details in {log}" if log else ""
        click.echo(f"error: unexpected {type(exc).__name__}: {one_line(exc)}{detail}", err=True)
        sys.exit(1)


def _log_error(exc: BaseException) -> str | None:
    import traceback
    from datetime import datetime

    from srs import config

    try:
        path = config.data_dir() / "errors.log"
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as log:
            log.write(f"--- {datetime.now().isoformat(timespec='seconds')} {' '.join(sys.argv)}\n")
            log.write("".join(traceback.format_exception(exc)))
    except OSError:
        return None
    return str(path)


def handles_errors(func: Callable[..., Any]) -> Callable[..., Any]:
    """Decorator form of user_errors for click commands."""
    import functools

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        with user_errors():
            return func(*args, **kwargs)

    return wrapper


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector for one bulk command (import, export).

    Such a command builds millions of small objects (lines, cards, HTML fields) that reference
    counting frees, none of them in a cycle; the collector still walks the growing heap again
    and again (for 100k exported cards a fifth of the time, for a 10,000-question import a
    tenth). Any cycle made meanwhile is collected later.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("interview-srs")
    except PackageNotFoundError:  # pragma: no cover - running from a bare checkout
        return "0+unknown"


@click.group(
    name="srs",
    cls=LazyGroup,
    invoke_without_command=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)
@click.option(
    "--db",
    type=click.Path(dir_okay=False),
    envvar="SRS_DB",
    help="Database file (default: in the data dir; env SRS_DB).",
)
@click.option(
    "--decks",
    "deck_dirs",
    multiple=True,
    type=click.Path(file_okay=False),
    help="Another folder of deck YAML files (repeatable).",
)
@click.version_option(
    version=None, package_name="interview-srs", prog_name="srs", message="%(prog)s %(version)s"
)
@click.pass_context
def main(ctx: click.Context, db: str | None, deck_dirs: tuple[str, ...]) -> None:
    """interview-srs: spaced repetition and mock interviews for technical interview prep.

    Run `srs` alone to open the app.
    """
    ctx.obj = Env(db=db, deck_dirs=list(deck_dirs))
    _check_time_zone()
    if db:  # every command, `doctor` and `backup` too: opening a FIFO blocks for ever
        with user_errors():
            ctx.obj.db_path()
    if ctx.invoked_subcommand is None:
        open_app(ctx.obj)


def _check_time_zone() -> None:
    """A local time zone Python cannot represent (`TZ=UTC+99`: 99 hours off; offsets must be
    under 24 hours) is a usage error here, not an unexpected one in the first date sum."""
    from datetime import datetime

    try:
        datetime.now().astimezone()
    except (ValueError, OverflowError, OSError):
        zone = os.environ.get("TZ")
        named = f" (TZ={one_line(zone)})" if zone else ""
        click.echo(
            f"error: the local time zone{named} cannot be used: its offset from UTC must be "
            "under 24 hours; set TZ to a zone such as Europe/Paris or UTC",
            err=True,
        )
        sys.exit(2)


def plain_stdin() -> Any:
    """Standard input for line mode, read so that bytes that are not UTF-8 (a terminal in
    another encoding, a stray key) become U+FFFD instead of ending the session."""
    stream = sys.stdin
    if stream is None:  # closed (`<&-`): as an empty input
        import io

        return io.StringIO("")
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is not None:
        import contextlib

        with contextlib.suppress(ValueError, OSError):  # a stream that cannot be changed
            reconfigure(errors="replace")
    return stream


def open_app(
    env: Env,
    start: str = "home",
    deck_id: str | None = None,
    interview: iv.Settings | None = None,
) -> None:
    """Open the Textual app (textual is imported only here)."""
    from tui.app import run_app

    with user_errors():
        run_app(env, start=start, deck_id=deck_id, interview=interview)


if __name__ == "__main__":  # pragma: no cover
    # `python -m tui.cli`: run the importable module's main, not this __main__ copy, whose Env
    # class the commands (which import tui.cli) would not recognise, dropping --db and --decks.
    from tui.cli import main as _main

    _main()

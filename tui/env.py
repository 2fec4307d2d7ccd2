"""What every command shares: the global options (`Env`), one-line errors, and opening the app.

The commands import this module, never `tui.cli`: the CLI loads the commands by name, so the
arrows run one way (cli → commands → env → core). The app is imported only inside `open_app`,
so a plain command never loads textual.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from srs.errors import SrsError

if TYPE_CHECKING:
    from srs import interview as iv
    from srs.store import Store


@dataclass
class Env:
    """What every subcommand needs from the global options."""

    db: str | None = None
    deck_dirs: list[str] = field(default_factory=list)

    def db_path(self) -> Path:
        """The database's path, refused (a usage error) if it is a FIFO, a device or a folder:
        opening a FIFO blocks until a writer comes, for ever."""
        from srs import config
        from srs.files import check_regular_file

        path = config.db_path(self.db)
        check_regular_file(path, "the database")
        return path

    def deck_folders(self) -> list[Path]:
        from srs import config

        return config.deck_dirs(self.deck_dirs)

    def open_store(self) -> Store:
        """Open the database (creating it on first use), its backups beside it."""
        from srs import config
        from srs.store import Store  # deferred: commands like `import` never open the store

        db = self.db_path()
        return Store.open(db, backups_dir=config.backups_dir(db))

    def open_synced(self) -> tuple[Store, list[str]]:
        """Open the database and sync the deck files into it: the store, and a line for each
        deck that could not be loaded (the rest load)."""
        from srs import sync as decksync

        store = self.open_store()
        return store, [str(p) for p in decksync.sync_decks(store, self.deck_folders())]

    def store(self, *, sync: bool = True) -> Store:
        """The store for a plain command: a deck that cannot be loaded is a warning on stderr."""
        if not sync:
            return self.open_store()
        store, problems = self.open_synced()
        warn(problems)
        return store


def warn(problems: list[str]) -> None:
    from tui.commands.output import safe

    for problem in problems:
        click.echo(f"warning: {safe(problem)}", err=True)


pass_env = click.make_pass_decorator(Env, ensure=True)


def error_log_path() -> Path:
    from srs import config, errorlog

    return config.data_dir() / errorlog.FILE_NAME


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
        from srs import errorlog

        log = errorlog.append(error_log_path(), exc, errorlog.command_line())
        detail = f"; details in {log}" if log else ""
        click.echo(f"error: unexpected {type(exc).__name__}: {one_line(exc)}{detail}", err=True)
        sys.exit(1)


def handles_errors(func: Callable[..., Any]) -> Callable[..., Any]:
    """Decorator form of user_errors for click commands."""
    import functools

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        with user_errors():
            return func(*args, **kwargs)

    return wrapper


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
    *,
    synced: tuple[Store, list[str]] | None = None,
) -> None:
    """Open the Textual app (textual is imported only here), built by the app factory from the
    parts the options name. A command that has already opened and synced the store for its
    checks passes it as `synced` (the store and its deck problems), so nothing is done twice."""
    from srs import config
    from tui import app as tui_app

    with user_errors():
        store, problems = synced if synced is not None else (env.open_store(), [])
        with store:
            tui_app.make_app(
                store,
                deck_dirs=env.deck_folders(),
                data_dir=config.data_dir(),
                sync_decks=synced is None,
                deck_problems=problems,
                start=start,
                deck_id=deck_id,
                interview=interview,
            ).run()

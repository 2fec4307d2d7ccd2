"""The `srs` command line: global options, lazy subcommands, one-line usage errors.

Subcommands live in tui/commands/ and are imported only when run, so `srs --help` and
`srs export ...` start without importing textual (the TUI costs ~150 ms to import). What the
commands share (the options, error handling, opening the app) is in tui/env.py, which they
import instead of this module.
"""

from __future__ import annotations

import importlib
import os
import sys
from typing import Any

import click

from tui.env import Env, open_app, user_errors

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


if __name__ == "__main__":  # pragma: no cover - `python -m tui.cli`, as the kill loops run it
    main()

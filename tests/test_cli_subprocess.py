"""Every plain subcommand, run as a user runs it: a separate process, a fresh data folder.

The commands are enumerated from the click group (and its subgroups), so a new command is
covered by `--help` at once; the plain paths that need no terminal run too. None of them may
load textual: the app is imported only when it opens (issue 16).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import click
import pytest

from tui.cli import COMMANDS, main

ROOT = Path(__file__).resolve().parent.parent
PROBE = (
    "import atexit, sys\n"
    "atexit.register(lambda: sys.stderr.write("
    "'\\nTEXTUAL LOADED\\n' if 'textual' in sys.modules else ''))\n"
    "from tui.cli import main\n"
    "sys.argv = ['srs', *sys.argv[1:]]\n"
    "main()\n"
)


def run(tmp: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SRS_DATA_DIR": str(tmp / "data"), "NO_COLOR": "1"}
    env.pop("SRS_DB", None)
    return subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
        check=False,
    )


def every_command() -> list[tuple[str, ...]]:
    """Every command path: `decks`, `export anki`, ... (groups with their subcommands)."""
    ctx = click.Context(main)
    paths: list[tuple[str, ...]] = []
    for name in COMMANDS:
        command = main.get_command(ctx, name)
        assert command is not None, name
        paths.append((name,))
        if isinstance(command, click.Group):
            paths.extend((name, sub) for sub in command.list_commands(ctx))
    return paths


@pytest.mark.parametrize("path", every_command(), ids=" ".join)
def test_every_command_has_help_and_loads_no_ui(tmp_path: Path, path: tuple[str, ...]) -> None:
    result = run(tmp_path, *path, "--help")
    assert result.returncode == 0, result.stderr
    assert "Usage: srs " + " ".join(path) in result.stdout
    assert "TEXTUAL LOADED" not in result.stderr


@pytest.mark.parametrize(
    ("args", "stdin", "code", "expected"),
    [
        (("decks", "--json"), "", 0, '"decks"'),
        (("stats", "--json"), "", 0, '"retention_30d"'),
        (("config",), "", 0, "new_per_day"),
        (("config", "scheduler", "fsrs"), "", 0, "scheduler = fsrs"),
        (("config", "desired_retention", "2"), "", 2, "between 0.70 and 0.99"),
        (("aliases",), "", 0, ""),
        (("plan", "--status", "--json"), "", 0, '"targets"'),
        (("plan", "--list"), "", 0, "no targets"),
        (("interview", "--history"), "", 0, "No interviews yet"),
        (("grade", "--deck", "chapter-35-quiz", "--card", "q01", "--answer", "B"), "", 0, "5"),
        (("review", "--plain"), "q\n", 0, "chapter-35-quiz"),
        (("export", "revlog", "{tmp}/r.csv"), "", 0, "Wrote 0 reviews"),
        (("optimize",), "", 1, "fitting needs at least 400"),
        (("doctor",), "", 0, "All good."),
        (("backup", "--list"), "", 0, ""),
        (("import", "--dry-run", "{tmp}/notes.md"), "", 0, "Would import 1 card"),
    ],
    ids=lambda value: " ".join(value) if isinstance(value, tuple) else None,
)
def test_the_plain_paths_work_without_a_terminal(
    tmp_path: Path, args: tuple[str, ...], stdin: str, code: int, expected: str
) -> None:
    (tmp_path / "notes.md").write_text("## What is a shard?\n\nA part of the data.\n")
    result = run(tmp_path, *(a.format(tmp=tmp_path) for a in args), stdin=stdin)
    assert result.returncode == code, result.stdout + result.stderr
    assert expected in result.stdout + result.stderr
    assert "TEXTUAL LOADED" not in result.stderr
    if code:
        assert len(result.stderr.strip().splitlines()) == 1  # one line, never a traceback

"""Fuzzed command lines: every outcome is 0, 1 or 2, never a traceback, errors in one line."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tui.cli import main

WORDS = st.sampled_from(
    [
        "--json",
        "--deck",
        "ring",
        "module-202-quiz",
        "q01",
        "q99",
        "--card",
        "--answer",
        "--plain",
        "--questions",
        "0",
        "3",
        "-1",
        "99999",
        "--minutes",
        "0",
        "0.01",
        "inf",
        "nan",
        "1e308",
        "abc",
        "--seed",
        "--history",
        "--export",
        "out.md",
        "--id",
        "7",
        "--force",
        "-o",
        "x.csv",
        "--with-schedule",
        "new_per_day",
        "day_start_hour",
        "25",
        "--restore",
        "nope.db",
        "--list",
        "--out",
        "--name",
        "--tag",
        "--fresh",
        "--recall",
        "",
        " ",
        "[bold]",
        "\x1b[2J",
        "é",
        "--",
        "-",
        "--db",
        "--decks",
        "missing-dir",
    ]
)
TEXT = st.text(st.characters(exclude_categories=("Cs",)), max_size=12)
COMMANDS = st.sampled_from(
    [
        ["decks"],
        ["stats"],
        ["config"],
        ["grade"],
        ["review", "--plain"],
        ["interview", "--plain"],
        ["interview"],
        ["import"],
        ["export", "anki"],
        ["export"],
        ["doctor"],
        ["backup"],
        ["nosuch"],
    ]
)


def invoke(args: list[str], stdin: str) -> None:
    if args and args[0] == "interview" and "--plain" not in args:
        args = [*args, "--history"]  # never open the full-screen app in a test
    result = CliRunner().invoke(main, args, input=stdin)
    assert result.exit_code in (0, 1, 2), (args, result.exit_code, result.output)
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        args,
        result.exception,
    )
    assert "Traceback" not in result.output
    if result.exit_code != 0:
        lines = [
            line
            for line in result.stderr.splitlines()
            if line.strip() and not line.startswith("warning:")
        ]
        assert len(lines) == 1 and lines[0].startswith("error: "), (args, result.stderr)


def arguments() -> st.SearchStrategy[tuple[list[str], str]]:
    tail = st.lists(st.one_of(WORDS, TEXT), max_size=6)
    return st.tuples(st.builds(lambda c, t: [*c, *t], COMMANDS, tail), st.text(max_size=40))


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(arguments())
def test_fuzzed_command_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: tuple[list[str], str]
) -> None:
    monkeypatch.chdir(tmp_path)
    invoke(*case)


@pytest.mark.slow
@settings(
    max_examples=600,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(arguments())
def test_fuzzed_command_lines_long(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: tuple[list[str], str]
) -> None:
    monkeypatch.chdir(tmp_path)
    invoke(*case)


def test_usage_errors_are_one_line() -> None:
    result = CliRunner().invoke(main, ["review", "--nope"])
    assert result.exit_code == 2
    assert result.stderr.strip() == "error: No such option '--nope'. (see 'srs review --help')"
    result = CliRunner().invoke(main, ["nosuch"])
    assert result.exit_code == 2 and result.stderr.count("\n") == 1
    assert os.environ["SRS_DB"]  # the autouse fixture kept us off the real data

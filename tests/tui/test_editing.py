"""tui.editing: the line goes to an editor only in the form that editor takes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tui.editing import editor_command

DECK = Path("/decks/ring.yaml")


@pytest.mark.parametrize(
    ("editor", "expected"),
    [
        ("vim", ["vim", "+41", "/decks/ring.yaml"]),
        ("/usr/bin/nano -w", ["/usr/bin/nano", "-w", "+41", "/decks/ring.yaml"]),
        ("code", ["code", "--wait", "-g", "/decks/ring.yaml:41"]),
        ("code --wait", ["code", "--wait", "-g", "/decks/ring.yaml:41"]),
        ("hx", ["hx", "/decks/ring.yaml:41"]),
        ("ed", ["ed", "/decks/ring.yaml"]),  # unknown: the file alone, never `+41` as a file
        ("my-editor --flag", ["my-editor", "--flag", "/decks/ring.yaml"]),
    ],
)
def test_the_line_is_passed_as_the_editor_takes_it(editor: str, expected: list[str]) -> None:
    assert editor_command(editor, DECK, 41) == expected


def test_an_empty_editor_is_refused() -> None:
    with pytest.raises(ValueError):
        editor_command("  ", DECK, 1)

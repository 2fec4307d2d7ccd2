"""How to open a deck file in the user's editor at a card's line.

Editors disagree on how to be told a line: most terminal editors take `+LINE FILE`, VS Code
takes `-g FILE:LINE`, Helix and Sublime `FILE:LINE`; an editor we do not know gets the file
alone, since `+41` would be opened as a second file.
"""

from __future__ import annotations

import shlex
from pathlib import Path

_PLUS_LINE = frozenset(
    "vi vim nvim view gvim mvim nano pico emacs emacsclient micro kak joe jed ne mcedit mg "
    "gedit kwrite".split()
)
_GOTO_FLAG = frozenset({"code", "code-insiders", "codium", "cursor"})
_COLON_LINE = frozenset({"hx", "helix", "subl", "sublime_text"})
_WAIT = frozenset({"code", "code-insiders", "codium", "cursor", "subl", "sublime_text"})
"""GUI editors that return at once unless told to wait for the file to be closed."""


def editor_command(editor: str, path: Path, line: int) -> list[str]:
    """The command that opens `path` at `line` in `editor` (the value of $VISUAL/$EDITOR)."""
    argv = shlex.split(editor)
    if not argv:
        raise ValueError("no editor given")
    name = Path(argv[0]).name.removesuffix(".exe")
    wait = ["--wait"] if name in _WAIT and not {"-w", "--wait"} & set(argv) else []
    if name in _PLUS_LINE:
        return [*argv, f"+{line}", str(path)]
    if name in _GOTO_FLAG:
        return [*argv, *wait, "-g", f"{path}:{line}"]
    if name in _COLON_LINE:
        return [*argv, *wait, f"{path}:{line}"]
    return [*argv, str(path)]

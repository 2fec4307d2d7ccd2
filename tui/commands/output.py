"""Plain-text output for the CLI: aligned tables, and text made safe for a terminal."""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from typing import Any, TypeVar

import click

from srs.text import literal

_F = TypeVar("_F", bound=Callable[..., Any])

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]|\x1b\[[0-?]*[ -/]*[@-~]")


def safe(text: object) -> str:
    """Card text for a terminal: control characters and escape sequences removed, so a deck can
    never move the cursor, retitle the window or change colours, and bidi controls shown as
    escapes (`\\u202e`), so text is never reordered. Newlines and tabs are kept."""
    return literal(_CONTROL.sub("", str(text)), multiline=True)


def fit(text: str, width: int) -> str:
    """The text on one line in `width` characters, cut with `…` when it is longer (never cut
    silently: a clipped question must look clipped)."""
    text = " ".join(text.split())
    return text if len(text) <= width else text[: max(width - 1, 0)] + "…"


def one_line(text: object) -> str:
    """safe(), and on one line: an error message must never break across lines."""
    return " ".join(safe(text).split())


def table(
    headers: Sequence[str], rows: Sequence[Sequence[object]], numeric: Collection[int] = frozenset()
) -> str:
    cells = [[safe(c) for c in row] for row in rows]
    widths = [
        max(len(h), *(len(r[i]) for r in cells)) if cells else len(h) for i, h in enumerate(headers)
    ]

    def fmt(row: Sequence[str]) -> str:
        return "  ".join(
            (c.rjust(widths[i]) if i in numeric else c.ljust(widths[i])) for i, c in enumerate(row)
        ).rstrip()

    lines = [fmt(list(headers)), fmt(["-" * w for w in widths])]
    lines.extend(fmt(r) for r in cells)
    return "\n".join(lines)


def json_option(
    help: str = "Machine-readable output (keys documented in the README).",
) -> Callable[[_F], _F]:
    """The `--json` flag of the commands that can print for a program (as `as_json`)."""
    return click.option("--json", "as_json", is_flag=True, help=help)

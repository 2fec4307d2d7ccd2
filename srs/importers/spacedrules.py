"""Table delimiter rows typed with a blank inside a cell's dashes: `| --- | ----- ---- |`.

GFM allows blanks only around a delimiter cell's pipes, so markdown-it reads a header over
such a row as a paragraph, not a table: the rows under it (each a question, in notes that
repeat the table's header over every row) ran into the text between questions and were
dropped. Writers type it so (a long rule of dashes broken by a stray space); it can mean
nothing but the rule under a header. A row right under a line of cells, every one of its own
cells dashes (a colon at either end) and at least one of them long dashes broken by blanks,
has its blanks inside those cells made dashes, line for line, outside code.
"""

from __future__ import annotations

from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.lazyre import lazy

__all__ = ["spaced_table_rules"]

_CELL_RE = lazy(r":?-+:?")
"""A delimiter cell as GFM reads it."""
_SPACED_CELL_RE = lazy(r":?-{3,}(?:[ \t]+-{3,})+:?")
"""A delimiter cell broken by blanks between runs of three dashes or more (`---- ----`):
never a bullet's `- - -` or a cell of prose."""


def spaced_table_rules(text: str) -> str:
    """The text with each delimiter row's broken cells joined (see the module docstring)."""
    if not holds(text, "- -", "-\t-"):
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if k == 0 or "|" not in line or "-" not in line or "|" not in lines[k - 1]:
            continue
        joined = _joined(line)
        if joined is not None:
            lines[k] = joined
    return "\n".join(lines)


def _joined(line: str) -> str | None:
    """The delimiter row with its broken cells joined; None if it is no such row."""
    body = line.strip()
    if not body.startswith("|") and not body.endswith("|"):
        return None  # (a row with no pipe at either end is no table row a writer types)
    cells = body.strip("|").split("|")
    stripped = [cell.strip() for cell in cells]
    broken = [_SPACED_CELL_RE.fullmatch(cell) is not None for cell in stripped]
    if not any(broken):
        return None
    if not all(b or _CELL_RE.fullmatch(cell) for b, cell in zip(broken, stripped, strict=True)):
        return None
    return line.replace(body, _dashed(body))


def _dashed(body: str) -> str:
    """The row with each blank between two dashes made a dash (the cells' own padding and
    the blanks around the pipes stay as they are)."""
    chars = list(body)
    for k in range(1, len(chars) - 1):
        if chars[k] in " \t" and chars[k - 1] in "-" and _dash_follows(chars, k):
            chars[k] = "-"
    return "".join(chars)


def _dash_follows(chars: list[str], k: int) -> bool:
    """Whether the blanks from `k` end at a dash (not at a pipe or the row's end)."""
    while k < len(chars) and chars[k] in " \t":
        k += 1
    return k < len(chars) and chars[k] == "-"

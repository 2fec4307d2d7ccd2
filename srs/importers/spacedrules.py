"""Table delimiter rows typed with a blank inside a cell's dashes: `| --- | ----- ---- |`.

GFM allows blanks only around a delimiter cell's pipes, so markdown-it reads a header over
such a row as a paragraph, not a table: the rows under it (each a question, in notes that
repeat the table's header over every row) ran into the text between questions and were
dropped. Writers type it so (a long rule of dashes broken by a stray space); it can mean
nothing but the rule under a header. A row right under a line of cells, every one of its own
cells dashes (a colon at either end) and at least one of them long dashes broken by blanks,
has its blanks inside those cells made dashes, line for line, outside code.

A delimiter row typed above its header (`|---|---|` over `|Quiz|teoria|` over the rows, at a
table's top after a blank line) is the same slip: GFM wants the header first, so markdown-it
read the whole table as one paragraph and every row was lost. Such a row, opening a run of
two pipe rows or more with its own number of cells, is moved under the row below it, line
for line (`rules_above_headers`): that row is the header it rules, as the writer meant.
"""

from __future__ import annotations

from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.lazyre import lazy

__all__ = ["rules_above_headers", "spaced_table_rules"]

_CELL_RE = lazy(r":?-+:?")
"""A delimiter cell as GFM reads it."""
_SPACED_CELL_RE = lazy(r":?-{3,}(?:[ \t]+-{3,})+:?")
"""A delimiter cell broken by blanks between runs of three dashes or more (`---- ----`):
never a bullet's `- - -` or a cell of prose."""


def spaced_table_rules(text: str) -> str:
    """The text with each delimiter row's broken cells joined, and each typed above its
    header moved under it (see the module docstring)."""
    text = rules_above_headers(text)
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


_RULE_FIRST_RE = lazy(r"(?:\A|\n[ \t]*\n)[ \t]*\|[ \t]*:?-{3,}:?[ \t]*\|")
"""A delimiter row (its first cell) at the document's top or after a blank line: no header
above it."""


def rules_above_headers(text: str) -> str:
    """The text with each delimiter row typed above its header moved under it (see the
    module docstring)."""
    if "-|" not in text or _RULE_FIRST_RE.search(text) is None:
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if (k == 0 or not lines[k - 1].strip()) and _ruled_first(lines, k):
            lines[k], lines[k + 1] = lines[k + 1], line
    return "\n".join(lines)


def _ruled_first(lines: list[str], k: int) -> bool:
    """Whether line `k` is a delimiter row over two pipe rows or more with its number of
    cells: a table whose header came second."""
    if len(lines) < k + 3 or not _is_rule_row(lines[k]):
        return False
    count = _cell_count(lines[k])
    below = lines[k + 1 : k + 3]
    return all(
        row.strip().startswith("|") and _cell_count(row) == count and not _is_rule_row(row)
        for row in below
    )


def _cell_count(row: str) -> int:
    """How many cells a pipe row has (escaped pipes and pipes in code spans counted as a
    writer's slip would be: cells in no table are compared, only rows of one table)."""
    return len(row.strip().strip("|").split("|"))


def _is_rule_row(line: str) -> bool:
    """Whether a line is a delimiter row: pipes round cells of dashes only."""
    body = line.strip()
    if not body.startswith("|"):
        return False
    cells = [cell.strip() for cell in body.strip("|").split("|")]
    return all(_CELL_RE.fullmatch(cell) for cell in cells)


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

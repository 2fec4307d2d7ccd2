"""AsciiDoc tables -> Markdown tables, line for line, so an answer shows a table, not its markup.

An AsciiDoc FAQ answers with tables written cell by cell:

    [cols="1,2"]
    |===
    |Feature |Description

    | ZFS
    | File system and volume manager
    |===

Left as they were, answers held the `|===` delimiters and one cell per line. Each table
becomes a Markdown table on the lines the table took (the rest blanked, so line numbers
stay those of the document): the first row its header (AsciiDoc's implicit header is a
first line of cells followed by a blank line; without one, the first row still heads the
Markdown table, which needs a header), the number of columns from `cols=` or from the cells
of the first line. A table whose cells do not fill its rows is left as written.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

_COLS_RE = lazy(r"""cols=["']?(?P<spec>[^"'\]]+)["']?""")
_CELL_SPLIT_RE = lazy(r"(?<!\\)\|")
_DELIMITER_RE = lazy(r"^(?:-{4,}|\.{4,})[ \t]*$")


def tables_to_markdown(lines: list[str]) -> None:
    """Every `|===` table outside listing and literal blocks as a Markdown table, in place."""
    fence: str | None = None
    k = 0
    while k < len(lines):
        stripped = lines[k].strip()
        if fence is not None:
            fence = None if stripped == fence else fence
        elif _DELIMITER_RE.match(stripped):
            fence = stripped
        elif stripped == "|===":
            end = next((j for j in range(k + 1, len(lines)) if lines[j].strip() == "|==="), None)
            if end is None:
                return
            _table(lines, k, end)
            k = end
        k += 1


def _columns(spec_line: str, first_cells: int) -> int:
    """The table's column count: its `cols=` attribute's (`"1,2"`, `3*`), else the first
    line's cells."""
    m = _COLS_RE.search(spec_line) if spec_line.startswith("[") else None
    if m is None:
        return first_cells
    count = 0
    for part in m.group("spec").split(","):
        multiplier = re.match(r"^\s*(\d+)\*", part)
        count += int(multiplier.group(1)) if multiplier else 1
    return count


def _cells(lines: list[str], start: int, end: int) -> tuple[list[str], int] | None:
    """The table's cells in order, and how many the first line of cells holds; None when a
    line opens with text before any cell (not a table this reads)."""
    cells: list[str] = []
    first_line_cells = 0
    for k in range(start + 1, end):
        text = lines[k].strip()
        if not text:
            continue
        parts = _CELL_SPLIT_RE.split(text)
        if parts[0].strip():
            if not cells:
                return None
            cells[-1] = f"{cells[-1]} {parts[0].strip()}"  # a cell's text going on
        new = [p.strip().replace("\\|", "|") for p in parts[1:]]
        cells.extend(new)
        first_line_cells = first_line_cells or len(new)
    return cells, first_line_cells


def _table(lines: list[str], start: int, end: int) -> None:
    """The table between the delimiters at `start` and `end` rewritten, when it parses."""
    found = _cells(lines, start, end)
    if found is None:
        return
    cells, first_line_cells = found
    spec = lines[start - 1].strip() if start > 0 else ""
    columns = _columns(spec, first_line_cells)
    if columns < 1 or not cells or len(cells) % columns:
        return
    rows = [cells[r : r + columns] for r in range(0, len(cells), columns)]
    out = [_row(rows[0]), "|" + "---|" * columns, *(_row(row) for row in rows[1:])]
    for k in range(start, end + 1):
        lines[k] = out[k - start] if k - start < len(out) else ""


def _row(cells: list[str]) -> str:
    return "| " + " | ".join(cell.replace("|", "\\|") for cell in cells) + " |"

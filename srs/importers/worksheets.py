"""A worksheet table: one that names a question column and no answer, whose rows hold a short
topic each (`| Led a project | | |`, `| Hard deadline | | |`) with every other cell left
empty for the reader to fill (or holding a placeholder: `[Your story]`, `N/A`, `TBD`). It is
a planning grid under a document's questions (a story map, a checklist), in any language; its
topics ask nothing, and read as questions without answers they doubled the document's
questions. A table whose cells ask (`| What is X? | |`) is a list of questions all the same."""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.lazyre import lazy

__all__ = ["worksheet"]

_PLACEHOLDER_RE = lazy(
    r"\s*(?:\[[^\]\n]{0,40}\](?!\()|n/?a|tbd|todo|\.{2,}|…|[-–—_?✓☐□ ]*)\s*", re.IGNORECASE
)
"""A cell left to fill: empty, a dash or underline, a bracketed hint (`[Your plan]`, not a
link), `N/A`, `TBD`, `...`, a box to tick."""


def worksheet(rows: list[tuple[int, list[str]]], question: int) -> bool:
    """Whether the body rows of a table with the question column `question` are a worksheet
    to fill: two rows or more; every other cell a blank or a placeholder, and those of half
    the rows or more all blank; fewer than a quarter of the topics ask."""
    body = [cells for _, cells in rows if len(cells) > question and cells[question].strip()]
    others = [[cell for c, cell in enumerate(cells) if c != question] for cells in body]
    if len(body) < 2 or not all(map(_to_fill, others)):
        return False
    blank_rows = sum(1 for cells in others if all(not cell.strip() for cell in cells))
    asking = sum(1 for cells in body if asks(cells[question]))
    return 2 * blank_rows >= len(body) and 4 * asking < len(body)


def _to_fill(cells: list[str]) -> bool:
    """Whether a row's cells besides its topic are all left to fill (see `_PLACEHOLDER_RE`)."""
    return bool(cells) and all(_PLACEHOLDER_RE.fullmatch(cell) for cell in cells)

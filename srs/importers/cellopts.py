"""A sheet's options kept in one cell, as the JSON its quiz app stores them in.

A quiz sheet exported from an app keeps each question's options in one column, written as
the app's data: a JSON object (`{"A":"AWS CodeCommit","B":"AWS CodeBuild",...}`) or list
(`["21", "22", "80"]`), the key in another column (`C`, or the option's text). With no
column per option, the sheet was read as notes: its header row made a card and every answer
was the JSON text. The column is found by its name (`options`, `choices`, `opciones`,
`alternativas`) and by its cells, most of which must read as such data.
"""

from __future__ import annotations

import json
import re
from typing import Any

from srs.importers.lazyre import lazy

__all__ = ["cell_options", "listed_column"]

_OPTIONS_NAME_RE = lazy(
    r"^(?:options?|choices?|alternatives?|opciones|op[çc][õo]es|alternativas|answers?\s*options?)$",
    re.IGNORECASE,
)


def cell_options(cell: str) -> list[Any] | dict[str, Any] | None:
    """The options a cell holds as a JSON list or object of two or more texts; else None."""
    text = cell.strip()
    if text[:1] not in "[{":  # a cheap test before parsing
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    values = list(data.values()) if isinstance(data, dict) else data
    if not isinstance(values, list) or len(values) < 2:
        return None
    if not all(isinstance(v, str | int | float) and not isinstance(v, bool) for v in values):
        return None
    return data if isinstance(data, dict) else list(data)


def listed_column(names: list[str], rows: list[list[str]]) -> int | None:
    """The column named for options whose cells, most of them, list options as JSON."""
    for k, name in enumerate(names):
        if not _OPTIONS_NAME_RE.match(re.sub(r"[_\-]+", " ", name.strip().strip("*_ :"))):
            continue
        cells = [row[k] for row in rows if k < len(row) and row[k].strip()]
        if cells and 2 * sum(cell_options(c) is not None for c in cells) > len(cells):
            return k
    return None

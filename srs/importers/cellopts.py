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

from srs.importers.common import OPTION_RE
from srs.importers.lazyre import lazy

__all__ = ["broken_options", "broken_options_column", "cell_options", "listed_column"]

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


_BREAK_RE = lazy(r"[ \t]*<br[ \t]*/?>[ \t]*", re.IGNORECASE)
_NAMED_RANGE_RE = lazy(r"[ \t]*\([^()]*\)$")
"""A header's note of the letters it holds (`Options (A–D)`)."""


def broken_options(cell: str) -> list[str] | None:
    """The options a Markdown table's cell lists one per line break (`A. foo<br/>B. bar`),
    each line as written: two or more, lettered from A in order; else None."""
    if "<br" not in cell and "<BR" not in cell:  # a cheap test before splitting
        return None
    parts = [p for p in _BREAK_RE.split(cell.strip()) if p]
    if len(parts) < 2:
        return None
    for n, part in enumerate(parts):
        m = OPTION_RE.match(part)
        if m is None or (m.group("l") or m.group("pl")).upper() != chr(ord("A") + n):
            return None
    return parts


def broken_options_column(names: list[str], rows: list[list[str]]) -> int | None:
    """The column of a question table named for options (`Options (A–D)`) whose cells, most
    of them, list lettered options split by line breaks (a Markdown table cannot hold a list,
    so an exam bank's table writes each question's options in one cell, `<br/>` between)."""
    for k, name in enumerate(names):
        if not _OPTIONS_NAME_RE.match(_NAMED_RANGE_RE.sub("", name.strip().strip("*_ :"))):
            continue
        cells = [row[k] for row in rows if k < len(row) and row[k].strip()]
        if cells and 2 * sum(broken_options(c) is not None for c in cells) > len(cells):
            return k
    return None


def listed_column(names: list[str], rows: list[list[str]]) -> int | None:
    """The column named for options whose cells, most of them, list options as JSON."""
    for k, name in enumerate(names):
        if not _OPTIONS_NAME_RE.match(re.sub(r"[_\-]+", " ", name.strip().strip("*_ :"))):
            continue
        cells = [row[k] for row in rows if k < len(row) and row[k].strip()]
        if cells and 2 * sum(cell_options(c) is not None for c in cells) > len(cells):
            return k
    return None

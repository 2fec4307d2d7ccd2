"""One walk that rewrites runs of lines (a ballot row, a run of options with notes under
them), every other line kept as it is: the walk the option rewrites share."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from srs.importers.values import Line

__all__ = ["rewrite_runs"]

_RunT = TypeVar("_RunT")


def rewrite_runs(
    lines: list[Line],
    run_at: Callable[[list[Line], int], tuple[_RunT, int] | None],
    rewritten: Callable[[_RunT], list[Line]],
) -> list[Line]:
    """The lines with each run that `run_at` finds (what it read, and the index after it)
    replaced by its `rewritten` lines; every other line as it is."""
    out: list[Line] = []
    i = 0
    while i < len(lines):
        found = run_at(lines, i)
        if found is None:
            out.append(lines[i])
            i += 1
            continue
        run, i = found
        out.extend(rewritten(run))
    return out

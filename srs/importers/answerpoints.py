"""Answers written as lettered points (`a.  Equates to a table` under `3.  What is a
collection?`): review sheets letter an answer's points as they would a question's parts.
Most of such a sheet's answers are one point, `a.` alone; so the answers with two or three
(`a.` then `b.`) are points too, not the options of a choice question without its key."""

from __future__ import annotations

from srs.importers.lazyre import lazy

__all__ = ["answers_in_lettered_points"]

_POINT_RE = lazy(r"^[ \t]*\(?(?P<letter>[a-hA-H])[.)][ \t]+\S")


def answers_in_lettered_points(text: str) -> bool:
    """Whether the document's lettered lists are answers' points: three or more of its
    lettered runs are a lone `a.` (a choice question has two options or more), those are at
    least half of all its runs, and the document names no answer nor key anywhere (a quiz
    whose keys are withheld letters every run `a.`, `b.`, ...). Each line is tested by its
    first letter before any pattern."""
    if "answer" in text.casefold():
        return False
    lines = [line for line in text.split("\n") if line.strip()]
    runs = singles = 0
    for k, line in enumerate(lines):
        first = line.lstrip(" \t(")[:1]
        if first not in ("a", "A") or _POINT_RE.match(line) is None:
            continue
        runs += 1
        nxt = _POINT_RE.match(lines[k + 1]) if k + 1 < len(lines) else None
        if nxt is None or nxt.group("letter") not in ("b", "B"):
            singles += 1
    return singles >= 3 and 2 * singles >= runs

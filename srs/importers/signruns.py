"""Runs of options marked by sign (`- wrong` / `+ right`): where a `+`/`-` quiz's options are.

One home for the rule, shared by the plain quiz reader (srs.importers.plain), which reads the
runs as options, and the Markdown reader's list items (srs.importers.listitems), which must
not read one of them as a question of its own: Markdown makes a `+` item and a `-` item two
lists, so an option that reads as a task (`- list 2 items`, `- design a cache`) looked like a
question answered by the lines below it, and split its question's options in two.
"""

from __future__ import annotations

from srs.importers.common import LETTERS
from srs.importers.lazyre import lazy
from srs.importers.values import Line

MARKED_RE = lazy(r"^[ \t]*(?P<mark>[-+])[ \t]+(?P<text>\S.*)$")
"""An option marked by sign: `+ right`, `- wrong`."""


def _is_run(lines: list[Line], i: int, j: int) -> bool:
    """Whether lines `i` to `j` (all marked) are one question's options: two or more, as many
    as there are letters at most, one `+` and one `-` at least (a list of `-` points, or of
    `+` ones, is no quiz)."""
    signs = {m.group("mark") for ln in lines[i:j] if (m := MARKED_RE.match(ln.text))}
    return 2 <= j - i <= len(LETTERS) and signs == {"+", "-"}


def sign_runs(lines: list[Line]) -> list[tuple[int, int]]:
    """The runs of marked option lines (first index, index after), each one question's."""
    runs: list[tuple[int, int]] = []
    i = 0
    while i < len(lines):
        if not MARKED_RE.match(lines[i].text):
            i += 1
            continue
        j = i
        while j < len(lines) and MARKED_RE.match(lines[j].text):
            j += 1
        if _is_run(lines, i, j):
            runs.append((i, j))
        i = j
    return runs


def in_sign_run(lines: list[Line], i: int) -> bool:
    """Whether line `i` is an option of a run of marked options (see `sign_runs`). Looks no
    further than a run can reach (as many lines as there are letters), so asking it of
    every item of a long list stays cheap."""
    if i >= len(lines) or lines[i].text.lstrip(" \t")[:1] not in ("+", "-"):
        return False  # cheap test first: no sign, no option
    if not MARKED_RE.match(lines[i].text):
        return False
    first = i
    while first > 0 and i - first <= len(LETTERS) and MARKED_RE.match(lines[first - 1].text):
        first -= 1
    end = i + 1
    while end < len(lines) and end - first <= len(LETTERS) and MARKED_RE.match(lines[end].text):
        end += 1
    return _is_run(lines, first, end)

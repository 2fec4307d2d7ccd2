"""A numbered question asked in parts, one part to a line, each line ended by a backslash hard
break, and a `<br>` line between the parts and their answers:

    2. (1) What does X do? \\
       (2) Why would Y happen? \\
       <br>
       (1) X does ...

A question's first line is all of its question elsewhere, so part (2) went to the answer.
Here the part lines join the item's line. Only parts numbered on from `(1)` on the item's
line, each ended by a hard break, and only when a `<br>` line ends them: that break is the
writer's line between question and answer, so an answer written in parts under a one-line
question (no `<br>`, or `(1)` not on the item's line) stays the answer.
"""

from __future__ import annotations

from srs.importers.html import BREAKS_RE
from srs.importers.lazyre import lazy
from srs.importers.runs import rewrite_runs
from srs.importers.values import Line

__all__ = ["parted_questions"]

_FIRST_RE = lazy(r"^[ \t]{0,3}\d{1,3}[.)][ \t]+\(1\)")
_PART_RE = lazy(r"^[ \t]+\((\d{1,2})\)")


def parted_questions(lines: list[Line]) -> list[Line]:
    """The lines with each question's parts joined to its item's line (see the module
    docstring). Only a line ending in a backslash is matched against a pattern."""
    out = rewrite_runs(lines, _parts_at, _joined)
    return out if len(out) < len(lines) else lines


def _parts_at(lines: list[Line], k: int) -> tuple[list[Line], int] | None:
    end = _parts_end(lines, k)
    return None if end is None else (lines[k:end], end)


def _joined(parts: list[Line]) -> list[Line]:
    text = " ".join(line.text.rstrip()[:-1].strip() for line in parts)
    return [Line(parts[0].no, text, parts[0].code)]


def _parts_end(lines: list[Line], k: int) -> int | None:
    """Where the parts of a question begun at line k end (its `<br>` line), or None when line
    k opens no question in parts."""
    text = lines[k].text
    if text[-1:] != "\\" or lines[k].code or _FIRST_RE.match(text) is None:
        return None
    j = k + 1
    while j < len(lines) and lines[j].text[-1:] == "\\" and not lines[j].code:
        part = _PART_RE.match(lines[j].text)
        if part is None or int(part.group(1)) != j - k + 1:
            return None
        j += 1
    if j == k + 1 or j >= len(lines) or BREAKS_RE.fullmatch(lines[j].text) is None:
        return None
    return j

"""Numbered question headings that move one level deeper midway, where that deeper level
also heads the parts of answers:

    ## 13. What is a queue?
    ### Advantages:
    - ...
    ### 14. What is a stack?
    ### Answer:
    - ...
    ### 15. What is a heap?

A document grown over time numbers its first questions `## 1.` to `## 13.`, each answer
in `###` sections, then goes on `### 14.`, `### 15.` ... to its end. Read as written, the
`###` level was both a question's and an answer part's: which of the later questions the
reader kept as questions depended on how many parts sat at that level, and the others ran
into the answer above them, in silence. Where numbered headings at one level count on
from the first of them (one or more), and every numbered heading after the last of them
is one level deeper and carries the count on (the next number, a number skipped or one
repeated, as such lists are typed), with no heading at the shallower level or above after
them, those deeper numbered headings are written at the shallower level, line for line; the
parts of answers stay where they are, now under their questions.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.holding import HEADINGS, search_led
from srs.importers.lazyre import lazy

__all__ = ["carried_levels"]

_HEADING_RE = lazy(r"^(?P<indent> {0,3})(?P<marks>#{1,6})(?P<rest>[ \t]+(?P<text>\S.*))$")
_NUMBERED_RE = lazy(r"^(?:\*\*|__)?(?P<num>\d{1,4})[.)](?!\d)")
"""`14. Explain ...`, `16.¿Cuáles ...?` (no blank after the dot), `**3)** ...`: a numbered
heading's number (`1.2` sub-numbers none)."""
_ANY_DEEPER_RE = lazy(r"\n {0,3}#{2,6}[ \t]+(?:\*\*|__)?\d{1,4}[.)](?!\d)")
_MOST_SKIPPED = 2
"""How far the count may jump between two later questions (`14.` then `16.`): one left out."""
_FEWEST_MOVED = 2
"""How many later questions the count must carry on through: one alone may be a part."""


def carried_levels(text: str) -> str:
    """The text with the numbered questions that moved one level deeper written at the
    level the count began at (see the module docstring)."""
    if not holds(text, "\n#") or not search_led(_ANY_DEEPER_RE, text, HEADINGS):
        return text  # the cheap tests first: no numbered heading below the top level
    lines = text.split("\n")
    headings = [
        (k, len(m.group("marks")), m)
        for k, line in outside_code(lines)
        if line[:4].lstrip()[:1] == "#" and (m := _HEADING_RE.match(line))
    ]
    moved = _moved(headings)
    for k, m in moved:
        lines[k] = f"{m.group('indent')}{m.group('marks')[1:]}{m.group('rest')}"
    return "\n".join(lines) if moved else text


def _moved(headings: list[tuple[int, int, re.Match[str]]]) -> list[tuple[int, re.Match[str]]]:
    """The numbered headings to raise one level, or none."""
    numbered = [
        (row, level, int(n.group("num")))
        for row, (_, level, m) in enumerate(headings)
        if (n := _NUMBERED_RE.match(m.group("text")))
    ]
    if not numbered:
        return []
    level = numbered[0][1]
    last = max(k for k, (_, lvl, _) in enumerate(numbered) if lvl == level)
    first, later = numbered[: last + 1], numbered[last + 1 :]
    levels = [lvl for _, lvl, _ in first], [lvl for _, lvl, _ in later]
    after = [lvl for _, lvl, _ in headings[first[-1][0] + 1 :]]
    if not _one_deeper(level, *levels, after):
        return []
    if not _carried_on([num for _, _, num in first], [num for _, _, num in later]):
        return []
    return [(headings[row][0], headings[row][2]) for row, _, _ in later]


def _one_deeper(level: int, first: list[int], later: list[int], after: list[int]) -> bool:
    """Whether the count began at `level` alone (numbered parts inside the first answers
    would make that level a part's), the later numbers, two or more, are all one level
    deeper, and no heading after the last question at `level` is at it or above (a section whose
    own headings the deeper ones may be)."""
    return (
        all(lvl == level for lvl in first)
        and len(later) >= _FEWEST_MOVED
        and all(lvl == level + 1 for lvl in later)
        and all(lvl > level for lvl in after)
    )


def _carried_on(first: list[int], later: list[int]) -> bool:
    """Whether the first numbers count on by ones and the later ones carry that count on
    (each the one before it, or one or two more; never starting it again)."""
    if first != list(range(first[0], first[0] + len(first))):
        return False
    previous = first[-1]
    for num in later:
        if not previous <= num <= previous + _MOST_SKIPPED or num == first[-1]:
            return False
        previous = num
    return True

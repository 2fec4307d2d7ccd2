"""Question headings numbered with a bare number and a blank (`## 2 Describe the thing`,
`#### 02 下面叙述不正确的是`), no full stop after it, as personal notes and a Chinese quiz
number them.

A numbered heading (`## 2. Describe the thing`) is a question whether it asks or not; one
numbered with a bare number was no numbered heading, so one that did not ask was read as a
sub-heading of the answer above it (merged into it, in silence), and the page's first such
heading over topics (`## 1 Hash maps`) as its title (its answer lost). Where half of a
level's headings or more, two at the least with words, open with a number their numbers
counting one by one (srs.importers.leadnumbers: not counts such as `## 3 Ways to ...`; each
section may count from 1 again), each
such heading is written with a full stop after its number (`## 2. Describe the thing`), line
for line. A heading of a number alone (`#### 07` over its question's code) counts in the
run and is left as it is.
"""

from __future__ import annotations

import re
from collections import defaultdict

from srs.importers.holding import HEADINGS, search_led
from srs.importers.lazyre import lazy
from srs.importers.leadnumbers import counts_one_by_one
from srs.importers.spacednumbers import numbered_headings

__all__ = ["bare_number_headings"]

_MAY_BE_RE = lazy(r"\n[ \t]{0,3}#{1,6}[ \t]+\d{1,3}[ \t]+[^\W\d_]")
"""A heading that opens with a bare number and a word: the cheap test of a whole page."""
_HEADING_RE = lazy(
    r"^[ \t]{0,3}(?P<marks>#{1,6})[ \t]+(?:(?P<num>\d{1,3})(?:(?P<gap>[ \t]+)(?=[^\W\d_])"
    r"|[ \t#]*$))?"
)
"""A heading: its marks, and a number with a blank before a word (`gap`), or alone."""
_LEAST = 2


def _runs(numbers: list[int]) -> list[list[int]]:
    """The numbers cut where they start again from 1 (each section numbering its own)."""
    runs: list[list[int]] = [[]]
    for number in numbers:
        if runs[-1] and number <= 1 < runs[-1][-1]:
            runs.append([])
        runs[-1].append(number)
    return runs


def bare_number_headings(text: str) -> str:
    """The text with its headings numbered by a bare number dotted (see the module doc);
    the text itself otherwise."""
    if not search_led(_MAY_BE_RE, text, HEADINGS, first=True):
        return text
    lines = text.split("\n")
    levels: dict[int, list[tuple[int, int | None, bool]]] = defaultdict(list)
    written: dict[int, re.Match[str]] = {}
    for k, m in numbered_headings(lines, _HEADING_RE):
        number = None if m.group("num") is None else int(m.group("num"))
        levels[len(m.group("marks"))].append((k, number, m.group("gap") is not None))
        written[k] = m
    for found in levels.values():
        numbered = [(k, number, gap) for k, number, gap in found if number is not None]
        spaced = [k for k, _, gap in numbered if gap]
        if len(spaced) < _LEAST or 2 * len(numbered) < len(found):
            continue
        if not all(map(counts_one_by_one, _runs([n for _, n, _ in numbered if n is not None]))):
            continue
        for k in spaced:
            at = written[k].start("gap")
            lines[k] = f"{lines[k][:at]}.{lines[k][at:]}"
    return "\n".join(lines)

"""Question headings numbered by chapter and place with a dash: `### 01-01. Docker Question`,
`### 01-02. Name Container Question`, as a certification's practice pages number each task by
its exam domain and its place in it.

Read as written, `01-01.` was no heading number: it stayed in the question's text, and the
card's id was its position. Where two headings or more of one level open with such a number
(`01-01.`, `2-3)`), the pairs rising through the page and each chapter's places counting one
by one from 1 (srs.importers.leadnumbers: not ranges such as `## 10-12. Ages`, `## 20-30.
Ages`), each is written with
the plain number a reader knows (`### 1. Docker Question`), line for line. The number is the
place in the chapter when the page holds one chapter (`03-04.` is question 4, its printed
number); when chapters differ it is chapter × 100 + place (`01-03.` is 103, `02-01.` 201):
ids stay unique across chapters (every chapter counts from 1 again), in order, and each
question's id stays its own when a question is added to another chapter, as a running count's
would not. Code is left alone.
"""

from __future__ import annotations

import re
from collections import defaultdict
from itertools import pairwise

from srs.importers.holding import HEADINGS, search_led
from srs.importers.lazyre import lazy
from srs.importers.leadnumbers import counts_one_by_one
from srs.importers.spacednumbers import numbered_headings

__all__ = ["dashed_chapter_numbers"]

_MAY_BE_RE = lazy(r"\n[ \t]{0,3}#{1,6}[ \t]+\d{1,3}-\d{1,3}[.)][ \t]+\S")
"""A heading that opens with a dashed chapter number: the cheap test of a whole page."""
_HEADING_RE = lazy(
    r"^(?P<lead>[ \t]{0,3}(?P<marks>#{1,6})[ \t]+)(?P<chapter>\d{1,3})-(?P<place>\d{1,3})[.)]"
    r"(?P<rest>[ \t]+\S.*)$"
)
_LEAST = 2
_PER_CHAPTER = 100


def dashed_chapter_numbers(text: str) -> str:
    """The text with its headings numbered `01-02.` written `2.` (or `102.`: see the module
    doc); the text itself otherwise."""
    if not search_led(_MAY_BE_RE, text, HEADINGS, first=True):
        return text
    lines = text.split("\n")
    levels: dict[int, list[tuple[int, int, int]]] = defaultdict(list)
    written: dict[int, re.Match[str]] = {}
    for k, m in numbered_headings(lines, _HEADING_RE):
        levels[len(m["marks"])].append((k, int(m["chapter"]), int(m["place"])))
        written[k] = m
    changed = False
    for found in levels.values():
        if not _counted(found):
            continue
        several = len({chapter for _, chapter, _ in found}) > 1
        for k, chapter, place in found:
            number = chapter * _PER_CHAPTER + place if several else place
            lines[k] = f"{written[k]['lead']}{number}.{written[k]['rest']}"
            changed = True
    return "\n".join(lines) if changed else text


def _counted(found: list[tuple[int, int, int]]) -> bool:
    """Whether a level's dashed numbers number its questions: two or more, the (chapter,
    place) pairs rising, each chapter's places counting one by one from 1, none past 99."""
    if len(found) < _LEAST:
        return False
    pairs = [(chapter, place) for _, chapter, place in found]
    if any(after <= before for before, after in pairwise(pairs)):
        return False
    if any(place >= _PER_CHAPTER for _, place in pairs):
        return False
    chapters: dict[int, list[int]] = defaultdict(list)
    for chapter, place in pairs:
        chapters[chapter].append(place)
    return all(places[0] == 1 and counts_one_by_one(places) for places in chapters.values())

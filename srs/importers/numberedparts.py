"""Numbered questions answered under headings of their own: `1. Write a program to reverse a
string.` over `### Solution` (a code block), `### Output`, `### Explanation`, as collections of
programming exercises and notes are often written.

A heading ends a list item, so the answer was no part of the numbered line: the answer's
headings were read as the questions (`Output` asked, with the next exercise's words as its
question) and the first exercise had no answer. Here each such numbered line, at the margin
and outside code, whose next line with text is a heading naming a part of an answer
(`Solution`, `Answer`, `Output`, `Explanation`, `Code`, `Approach`, ...), is written as a
heading one level above that heading (line for line), so its answer parts are sub-headings of
its answer. Only when the document does so at least twice (a habit of the page, not one item),
and only over headings of level 2 or deeper (a question needs a level above its parts).
"""

from __future__ import annotations

import itertools
import re

from srs.importers.common import ANSWER_WORD_RE, holds
from srs.importers.fences import outside_code
from srs.importers.holding import HEADINGS, search_led
from srs.importers.lazyre import lazy

__all__ = ["numbered_over_parts"]

_PART_WORDS = (
    r"solution|answer|output|explanation|code|approach|example|program|implementation"
    r"|result|steps|complexity|hint|algorithm|program[ \t]+output|sample[ \t]+output"
)
_MAY_HOLD_RE = lazy(rf"\n#{{2,6}}[ \t]+[*_]{{0,2}}(?:{_PART_WORDS})s?\b", re.I)
"""A part heading, searched in the whole text first (from its newline, a literal: many times
faster than `^` tried at every line), at C speed."""
_NUMBERED_RE = lazy(r"^ {0,3}(?P<num>\d{1,3})[.)][ \t]+\S")
_PART_HEADING_RE = lazy(
    rf"^(?P<marks>#{{2,6}})[ \t]+[*_]{{0,2}}(?P<text>(?:{_PART_WORDS})s?)[*_]{{0,2}}[ \t]*:?[ \t]*#*[ \t]*$",
    re.I,
)
_ITEM_RE = lazy(r"^(?:\d{1,3}[.)]|[-*+])[ \t]")
_FEWEST = 2


def numbered_over_parts(text: str) -> str:
    """The text with each numbered question over its answer's part headings written as a
    heading above them (see the module docstring); else the text as it is."""
    if not holds(text, "\n#") or not search_led(_MAY_HOLD_RE, text, HEADINGS):
        return text
    lines = text.split("\n")
    found: list[tuple[int, int]] = []  # (line, level of its part heading)
    pending: int | None = None  # a numbered line with no text after it yet
    in_list = False  # the last line with text is a list item or goes on one
    for k, line in outside_code(lines):
        if not line.strip():
            continue
        if pending is not None:
            level = _part_level(line)
            if level is not None:
                found.append((pending, level))
        numbered = line[:1] in " 0123456789" and _NUMBERED_RE.match(line) is not None
        pending = k if numbered and not in_list else None  # a list's last item: no question
        in_list = line[:1] in " \t" or _ITEM_RE.match(line) is not None
    if len(found) < _FEWEST or not _counting_up(lines, found):
        return text
    for k, level in found:
        lines[k] = f"{'#' * (level - 1)} {lines[k].strip()}"
    return "\n".join(lines)


def _counting_up(lines: list[str], found: list[tuple[int, int]]) -> bool:
    """Whether the numbered lines count up (`1.`, `2.`, `3.`): questions, not the last points of
    lists inside answers, which each start again."""
    numbers = [int(m["num"]) for k, _ in found if (m := _NUMBERED_RE.match(lines[k]))]
    return all(a < b for a, b in itertools.pairwise(numbers))


def _part_level(line: str) -> int | None:
    """The level of a heading naming a part of an answer (`### Solution`), else None."""
    m = _PART_HEADING_RE.match(line)
    if m is not None:
        return len(m.group("marks"))
    if line[:1] != "#":
        return None
    stripped = line.lstrip("#")
    level = len(line) - len(stripped)
    if 2 <= level <= 6 and stripped[:1] in (" ", "\t") and ANSWER_WORD_RE.match(stripped.strip()):
        return level
    return None

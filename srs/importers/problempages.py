"""A coding problem written up on a page of its own: its title, then sections that set the
problem and sections that solve it.

    # Capacity To Ship Packages Within D Days
    `Amazon` • `Google`

    ## Problem Statement
    ...
    ## Examples
    ...
    ## Constraints
    ...
    ## Approach (Binary Search on the Answer)
    ...
    ## Code
    ...
    ## Complexity Analysis

The title was read as the deck's name and each section as a question of its own ("Examples",
"Code"). Such a page is one question: its title with the sections that set the problem
(the first names it: `Problem`, `Problem Statement`, `Description`, `Task`; the examples
and constraints that follow it) is the question, and from the first section that solves it
(`Approach`, `Solution`, `Intuition`, `Algorithm`, `Code`, `Implementation`, `Complexity`)
on is the answer. The page is written so, line for line: the title as a `## Question:`
heading, the sections under it a level down, and an `**Answer:**` label on the blank line
over the first solving section (inserted over it when none is). Only a page of one title
over such sections, none asking; or of many (below).

A page may write up many problems so, each under a title of one level (`# 1. 二维数组中的查找`
over `## 1.🎨题目描述`, `## 2. 🧠解题思路`, `## 3. 🍭复杂度与代码`: 72 of them), in any language
(the section names are data: srs.importers.labelwords); each section was a card of its own.
Each title is then a question, when every title of that level is written up so.
"""

from __future__ import annotations

import re

from srs.importers.labelwords import PROBLEM_SETTING_LABELS, PROBLEM_SOLVING_LABELS
from srs.importers.lazyre import lazy
from srs.importers.pageoutline import Heading, headings_of, page_outline, shifted_headings
from srs.importers.titles import front_matter_end

__all__ = ["problem_pages"]

_SETS = "|".join(PROBLEM_SETTING_LABELS)
_SETS_RE = lazy(rf"^(?:the[ \t]+)?(?:{_SETS})(?!\w)", re.I)
"""A section's name that sets the problem (the first under its title)."""
_SOLVES_RE = lazy(rf"^(?:{'|'.join(PROBLEM_SOLVING_LABELS)})(?!\w)", re.I)
"""A section's name that solves it (the answer starts at the first)."""
_CHEAP_RE = lazy(rf"^#{{2,4}}[ \t]+[^\w\n]*(?:\d+[.)、][^\w\n]*)?(?:{_SETS})", re.I | re.M)
_OPENING = 4000
"""How far into the page its first section (the one that sets the problem) is looked for."""
_LEAD_RE = lazy(r"^[^\w]*(?:\d{1,2}[.)、][^\w]*)?")
"""Pictographs, marks and a number before a section's name (`📝 1. Problem`, `1.🎨题目描述`)."""
_NUMBER_RE = lazy(r"^(\d{1,4})[.)、:][ \t]*(?=\S)")
"""A problem's number before its title (`1. Two Sum`)."""


def problem_pages(text: str) -> str:
    """The text as one question over its answer for each problem (see the module doc);
    itself otherwise."""
    m = _CHEAP_RE.search(text, 0, _OPENING)
    if m is None:
        return text  # the problem is set right under the title, near the page's top
    lines = text.split("\n")
    headings = headings_of(lines, front_matter_end(lines))
    titles = _titles(headings, lines, text.count("\n", 0, m.start()))
    if titles is None:
        return text
    parts: list[tuple[int, int]] = []
    for at in titles:
        rows = _parts(headings, at)
        if rows is None:
            return text
        parts.append(rows)
    level = headings[titles[0]].level
    out = shifted_headings(lines, [h for h in headings if h.level > level], 3 - (level + 1))
    for at, (sets, _) in zip(titles, parts, strict=True):
        out[headings[at].row] = _question_heading(headings[at].text)
        out[sets] = ""  # `## Problem Statement`: a label, no word of it
    for _, row in reversed(parts):  # (a label inserted moves the lines below it)
        if out[row - 1].strip():
            out[row:row] = ["", "**Answer:**"]  # (srs.importers.linemap names lines back)
        else:
            out[row - 1] = "**Answer:**"
    return "\n".join(out)


def _question_heading(title: str) -> str:
    """The title as a question's heading, numbered as the title is (`1. Two Sum`)."""
    m = _NUMBER_RE.match(title)
    if m is None:
        return f"## Question: {title}"
    return f"## Question {m.group(1)}: {title[m.end() :]}"


def _titles(headings: list[Heading], lines: list[str], sets_row: int) -> list[int] | None:
    """The indexes (among `headings`) of the problems' titles: the headings of the level of
    the one right over the first section that sets a problem (at `sets_row`), from it on.
    One title must be the page's own, its first line, and no heading after it as high (a
    page of one problem); several may follow an introduction, and headings above their
    level (groups of them) stay as they are."""
    first = next((k for k, h in enumerate(headings) if h.row == sets_row), None)
    if first is None or first == 0 or headings[first - 1].level != headings[first].level - 1:
        return None
    level = headings[first - 1].level
    if level > 3:
        return None
    titles = [k for k, h in enumerate(headings) if h.level == level and k >= first - 1]
    if len(titles) == 1:
        outline = page_outline(lines)
        if level > 2 or outline is None or outline[1][0].row != headings[first - 1].row:
            return None
        if any(h.level <= level for h in headings[first:]):
            return None  # a page of more than one title
    return titles


def _parts(headings: list[Heading], at: int) -> tuple[int, int] | None:
    """The rows of the section under the title `headings[at]` that sets its problem (the
    first) and of the first that solves it, when none asks; else None."""
    level = headings[at].level
    sections: list[Heading] = []
    for k in range(at + 1, len(headings)):  # (a slice would copy the rest for each title)
        h = headings[k]
        if h.level <= level:
            break
        if h.level == level + 1:
            sections.append(h)
    names = [_LEAD_RE.sub("", h.text) for h in sections]
    if len(sections) < 2 or not _SETS_RE.match(names[0]):
        return None
    if any(name.rstrip(" *_:").endswith(("?", "？")) for name in names):
        return None  # a section that asks: a question of its own
    pairs = zip(sections[1:], names[1:], strict=True)
    solving = next((h.row for h, name in pairs if _SOLVES_RE.match(name)), None)
    return None if solving is None else (sections[0].row, solving)

"""Sub-headings of an answer written a level above its question:

    ## 3. What is the difference between functional and class components?
    # Functional Components::
    A plain function that returns JSX.
    # Class Component::
    A class that extends React.Component.
    ## 4. What is state?

The author reached for `#` to set a part of the answer apart; read as Markdown, each `#`
heading was a new question (or a section), question 3 lost its answer and the parts were
text in no card. Where three or more questions are numbered headings at one level, a
heading above that level that sits between question n and question n + 1, and reads as a
part's label (its text ends with a colon, or the heading is indented), is written as that
label in bold, line for line: it stays in question n's answer. A section heading between
two chapters (`# Advanced` over `## 6.`) names no part and is left as it is. Under the
last numbered question, with no next one to bound them, only labels that open its answer
(the first right under the question) are parts.
"""

from __future__ import annotations

import re
from itertools import pairwise

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.holding import HEADINGS, search_led
from srs.importers.lazyre import lazy

__all__ = ["lowered_part_headings"]

_HEADING_RE = lazy(r"^(?P<indent> {0,3})(?P<marks>#{1,6})[ \t]+(?P<text>\S.*?)[ \t#]*$")
_NUMBERED_RE = lazy(r"^(?P<num>\d{1,4})[.)][ \t]+\S")
_ANY_NUMBERED_RE = lazy(r"\n {0,3}#{1,6}[ \t]+\d{1,4}[.)][ \t]")
_ANY_PART_RE = lazy(r"\n(?: {1,3}#|#{1,5}[ \t][^\n]*[:：][ \t#]*\n)")
"""A numbered heading; a heading that may be a part's label (indented, or ending with a
colon): each searched from a newline, a literal first."""
_FEWEST = 3


def lowered_part_headings(text: str) -> str:
    """The text with each part label raised above its question's level written in bold (see
    the module docstring)."""
    if (
        not holds(text, "\n#")
        or not search_led(_ANY_NUMBERED_RE, text, HEADINGS)
        or not _ANY_PART_RE.search(text)
    ):
        return text  # the cheap tests first: no numbered heading, or no part label heading
    lines = text.split("\n")
    headings = [
        (k, m)
        for k, line in outside_code(lines)
        if line[:4].lstrip()[:1] == "#" and (m := _HEADING_RE.match(line))
    ]
    level, questions = _numbered_questions(headings)
    if len(questions) < _FEWEST:
        return text
    for (start, num), (end, nxt) in pairwise(questions):
        if nxt != num + 1:
            continue
        for k, m in headings:
            raised = start < k < end and len(m.group("marks")) < level
            if raised and _part_label(m.group("indent"), m.group("text")):
                lines[k] = _in_bold(m)
    for k, m in _opening_the_last(lines, headings, questions[-1][0], level):
        lines[k] = _in_bold(m)
    return "\n".join(lines)


def _in_bold(m: re.Match[str]) -> str:
    """A raised heading's line as its label in bold; one already in bold (`#### **Respuesta**:`)
    as it is, its marks gone (bold around it would read `****Respuesta**:**`)."""
    text = m.group("text").rstrip()
    return f"{m.group('indent')}{text if text[:2] in ('**', '__') else f'**{text}**'}"


def _opening_the_last(
    lines: list[str], headings: list[tuple[int, re.Match[str]]], start: int, level: int
) -> list[tuple[int, re.Match[str]]]:
    """The part labels raised above the last numbered question that open its answer: the
    first right under the question (nothing but blank lines between), then each one after
    it down to a heading that is no such label. With no next question to bound them, only
    a label that opens the answer is one; a section after the answer names no part."""
    after = [(k, m) for k, m in headings if k > start]
    if not after or any(line.strip() for line in lines[start + 1 : after[0][0]]):
        return []
    labels: list[tuple[int, re.Match[str]]] = []
    for k, m in after:
        if len(m.group("marks")) >= level or not _part_label(m.group("indent"), m.group("text")):
            break
        labels.append((k, m))
    return labels


def _numbered_questions(
    headings: list[tuple[int, re.Match[str]]],
) -> tuple[int, list[tuple[int, int]]]:
    """The level most numbered headings share, and those headings' rows and numbers."""
    numbered = [
        (k, len(m.group("marks")), int(n.group("num")))
        for k, m in headings
        if (n := _NUMBERED_RE.match(m.group("text")))
    ]
    levels = [level for _, level, _ in numbered]
    level = max(set(levels), key=levels.count, default=0)
    return level, [(k, num) for k, lvl, num in numbered if lvl == level]


def _part_label(indent: str, text: str) -> bool:
    return bool(indent) or text.rstrip().endswith((":", "："))

"""A numbered question right over a heading that restates its first part (`1. What is X,
and what are its main uses?` over `### What is X?`, then `### Main uses of X:` further down):
the heading is the first part of that question's answer.

Generated interview notes set each question as a numbered line and answer it in parts, each
under a heading of its own, the first heading saying the question's opening words again.
Read as written, the heading was taken for the question and the numbered line reported
unanswered; the answer stopped at the next part's heading, whose text went in no card. Where
a numbered line alone (the page's top, a blank line or a heading above it) that asks stands
right over a heading whose words open the line's question and that asks no more than it,
the line is written as a heading one level above that one (`## 1. What is X, and ...?`),
line for line: a question heading over its answer's parts, as the page's other questions
are. A heading that repeats the whole question (`1. What is X?` over `### What is X?`) is
that question already, and the line stays.
"""

from __future__ import annotations

import re

from srs.importers.common import HEADING_RE, holds
from srs.importers.fences import outside_code
from srs.importers.holding import any_line
from srs.importers.itemasking import item_asks
from srs.importers.lazyre import lazy

__all__ = ["restated_headings"]

_ITEM = r"^(?P<num>\d{1,4})[.)][ \t]+(?P<text>\S.*)$"
_ITEM_RE = lazy(_ITEM)
_ITEM_OVER_HEADING_RE = lazy(r"^\d{1,4}[.)][ \t]+\S[^\n]*\n {0,3}#{2,6}[ \t]", re.M)
"""A numbered line right over a heading (the cheap look for the layout)."""
_WORDS_RE = lazy(r"[^\W_]+")


def restated_headings(text: str) -> str:
    """The text with each numbered question over a heading that restates its first part
    written as a heading (see the module doc); the text itself when it holds none."""
    if not holds(text, "\n#") or not any_line(_ITEM_OVER_HEADING_RE, text):
        return text
    lines = text.split("\n")
    changed = False
    for k, line in outside_code(lines):
        item = _ITEM_RE.match(line) if line[:1].isdigit() else None
        if item is None or k + 1 >= len(lines) or not _alone(lines, k):
            continue
        heading = HEADING_RE.match(lines[k + 1])
        if heading is None or len(heading.group("hashes")) < 2:
            continue
        if _restates(item.group("text"), heading.group("text") or ""):
            lines[k] = f"{'#' * (len(heading.group('hashes')) - 1)} {line}"
            changed = True
    return "\n".join(lines) if changed else text


def _alone(lines: list[str], k: int) -> bool:
    """Whether the numbered line k stands alone: the page's top, a blank line or a heading
    right above it (not an item of a longer list)."""
    above = lines[k - 1].lstrip() if k > 0 else ""
    return not above or above[:1] == "#"


def _restates(question: str, heading: str) -> bool:
    """Whether the heading's words open the question's and the question asks more (`What
    is X?` in `What is X, and what are its uses?`)."""
    if not item_asks(question):
        return False
    said = [w.lower() for w in _WORDS_RE.findall(heading)]
    asked = [w.lower() for w in _WORDS_RE.findall(question)]
    return 2 <= len(said) < len(asked) and asked[: len(said)] == said

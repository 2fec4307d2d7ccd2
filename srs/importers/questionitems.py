"""A question heading over a pair of labelled list items (`- **Question:** restated` and
`- **Answer:** ...`): the first item is the question's wording, the second its answer.

Generated Q&A pages put a short question in a heading and, under it, a bulleted
`**Question:**` item that words it in full, then a bulleted `**Answer:**` item with the answer
(its points and code nested below). Read as written, the question item was taken as a line of
the question with its bullet and bold label left in (`- **Question:** Explain ...`). When the
heading is straight above and an `Answer:` item straight below, the question item is written
as its text alone, line for line: it joins the heading as the question's wording.
"""

from __future__ import annotations

import re

from srs.importers.common import outside_code
from srs.importers.labelwords import ANSWER_LABELS, QUESTION_LABELS
from srs.importers.lazyre import lazy

__all__ = ["question_label_items"]

_LABEL = r"[ \t]{0,3}[-*+][ \t]+(?:\*\*|__)?[ \t]*(?:WORDS)[ \t]*(?:\*\*|__)?[ \t]*[:：][ \t]*(?:\*\*|__)?"
_QUESTION_ITEM_RE = lazy(
    "^" + _LABEL.replace("WORDS", "|".join(QUESTION_LABELS)) + r"[ \t]*(?P<text>\S.*)$", re.I
)
"""`- **Question:** text`, `* Question: text` (up to three blanks before the bullet)."""
_ANY_ITEM_RE = lazy("\n" + _QUESTION_ITEM_RE.pattern[1:].removesuffix("$"), re.I)
"""The same from a newline (a literal, many times faster than `^` tried at every character):
the cheap search before the lines are walked."""
_ANSWER_ITEM_RE = lazy("^" + _LABEL.replace("WORDS", "|".join(ANSWER_LABELS)), re.I)
"""`- **Answer:**`, `- Answer:` (what follows may be empty: the answer is nested below)."""


def question_label_items(text: str) -> str:
    """The text with each `- **Question:** text` item that sits between a heading and an
    `- **Answer:**` item written as its text alone (a substring test first: most documents
    hold no such label)."""
    if ":" not in text or _ANY_ITEM_RE.search(f"\n{text}") is None:
        return text  # the whole text searched at C speed before any line is walked
    lines = text.split("\n")
    changed = False
    for k, line in outside_code(lines):
        if line.lstrip(" \t")[:1] not in ("-", "*", "+") or ":" not in line:
            continue
        m = _QUESTION_ITEM_RE.match(line)
        if m is None or not _heading_above(lines, k):
            continue
        below = _next_text(lines, k)
        if below is not None and _ANSWER_ITEM_RE.match(below):
            lines[k] = m.group("text").rstrip()
            changed = True
    return "\n".join(lines) if changed else text


def _heading_above(lines: list[str], k: int) -> bool:
    """Whether the nearest line with text above line k is an ATX heading."""
    for line in reversed(lines[max(0, k - 3) : k]):
        if line.strip():
            return line.lstrip(" ")[:1] == "#"
    return False


def _next_text(lines: list[str], k: int) -> str | None:
    """The nearest line with text below line k (within a few lines), or None."""
    for line in lines[k + 1 : k + 4]:
        if line.strip():
            return line
    return None

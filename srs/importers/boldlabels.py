"""A line that is only a question's label in bold (`__Practice Question__`, `**Question**`),
the question in the paragraphs below it, as a course tool exports each quiz item:

    __Practice Question__

    This item shows a quote.

    > A quoted line.

    A. One
    B. Two

    __Suggested Answers__

    - A - Correct
    - B

Read as bold text, the label started nothing: a question that does not end with `?` ran on
into the answer above it, and most of a quiz merged into a few junk cards. A heading of the
label's word alone (`### Question`) is what the reader already reads as a label over the
question below it; so each such line is written as one, line for line, one level below the
deepest heading above the first (the kind of question, `Practice`, is no text of the card; a
heading `## Interview Question` keeps being read as the section title it is elsewhere). Only where two or more lines do (one bold `**Question**`
may be a word in bold), and never for a label ending with a colon (`**Question:**` alone over
its text is read as it is).
"""

from __future__ import annotations

import re

from srs.importers.common import BARE_QUESTION_LABEL_RE, QUESTION_KIND_WORDS, holds, outside_code
from srs.importers.headings import LevelAbove
from srs.importers.lazyre import lazy

__all__ = ["bold_label_headings"]

_BOLD_LABEL_RE = lazy(
    rf"^ {{0,3}}(\*\*|__)(?:(?:{QUESTION_KIND_WORDS})[ \t]+)?(?P<label>[^\W\d_][^*_\n:：]{{0,20}}?)"
    r"\1[ \t]*$",
    re.M | re.I,
)
"""A whole line in bold, of a word or two and no colon, maybe led by the kind of question
(`Practice`): a label, maybe (see `_label`); `label` is the word after the kind."""
_FEWEST = 2
"""How many bold label lines make them a document's question labels."""


def bold_label_headings(text: str) -> str:
    """The text with each line that is only a bold question label written as a heading of
    that label (see the module docstring)."""
    if not holds(text, "**\n", "__\n", "** \n", "__ \n"):
        return text  # no line ends its bold: no label line
    if sum(1 for m in _BOLD_LABEL_RE.finditer(text) if _label(m["label"])) < _FEWEST:
        return text  # the whole text searched at C speed before any line is walked
    lines = text.split("\n")
    found: list[tuple[int, str]] = []
    level = LevelAbove()  # the headings above the first label
    for k, line in outside_code(lines):
        lead = line.lstrip(" ")[:1]
        if lead == "#" and not found:
            level.see(line)
        elif lead in ("*", "_") and (m := _BOLD_LABEL_RE.match(line)) and _label(m["label"]):
            found.append((k, m["label"].strip()))
    if len(found) < _FEWEST:
        return text
    hashes = "#" * level.below()
    for k, label in found:
        lines[k] = f"{hashes} {label}"
    return "\n".join(lines)


def _label(text: str) -> bool:
    """Whether a bold line's text is only a question's label (`Practice Question`)."""
    return BARE_QUESTION_LABEL_RE.match(text.strip()) is not None

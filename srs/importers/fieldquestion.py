"""A question told only by fields: `**ID**: web-007` / `**Title**: Why does margin
collapse?` / `**Difficulty**: Easy` / `**Category**: Layout` under a heading that only
numbers it (`## 🧠 Question 7`), as a question bank's generated template lists each entry.

The question is the value of its question field (`Title`, `Prompt`, `Stem`, or `Question`);
the other fields (an id, its level, its topic) are about the question, not part of it
(srs.importers.questionlines drops the known ones and keeps some as tags). Only a question
whose every line is such a field is read so: a heading with words of its own, or a paragraph
beside the fields, is a question written out, which stays as it is.
"""

from __future__ import annotations

import re

from srs.importers.labelwords import QUESTION_FIELD_LABELS, QUESTION_LABELS
from srs.importers.lazyre import lazy

__all__ = ["field_question"]

_FIELD_RE = lazy(
    r"^[ \t]*(?:(?P<e>\*\*|__)(?P<key>[^\W\d_][^*_:\n]{0,29}?)[ \t]*(?:(?P=e)[ \t]*:|:[ \t]*(?P=e))"
    r"|(?P<plain>[^\W\d_][\w \t-]{0,29}?)[ \t]*:)[ \t]*(?P<value>\S.*?)[ \t\\]*$",
    re.IGNORECASE,
)
"""`**Title**: text`, `**ID:** css-001`, `Category: Layout`: one `Key: value` field on a line
(the colon inside or outside the bold; a hard break's blanks or backslash after it)."""
_QUESTION_KEY_RE = lazy(
    "(?:" + "|".join((*QUESTION_FIELD_LABELS, *QUESTION_LABELS)) + r")(?:[ \t]+text)?",
    re.IGNORECASE,
)


def field_question(question_lines: list[str]) -> list[str] | None:
    """The question as its question field's words, when every line of it is a `Key: value`
    field and exactly one field holds the question; None otherwise (the lines are read as
    they are). Most questions' first line holds no colon: that ends the test at once."""
    text = [line for line in question_lines if line.strip()]
    if not text or ":" not in text[0]:
        return None
    found: list[str] = []
    for line in text:
        m = _FIELD_RE.match(line)
        if m is None:
            return None
        key = (m.group("key") or m.group("plain") or "").strip()
        if _QUESTION_KEY_RE.fullmatch(key) is not None:
            found.append(m.group("value"))
    return found if len(found) == 1 else None

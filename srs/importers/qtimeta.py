"""A text2qti quiz's lines about each question (`Title: C vs Python` over `Points: 1` right
above `1. Which statement ...?`), as instructors write quizzes for Canvas.

Read as written, they were text after the options of the question above: its explanation
(`Title: Python Integer Type Points: 1`). They name and weigh the question below, no text of
either card: each such run right above a numbered question is left blank, line for line.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["question_metadata"]

_FIELD_RE = lazy(r"^(?:title:[ \t]*\S.*|points:[ \t]*\d+(?:\.\d+)?[ \t]*)$", re.I)
"""`Title: C vs Python Compilation`, `Points: 1`: a text2qti question's fields."""
_QUESTION_RE = lazy(r"^\d{1,4}\.[ \t]+\S")
"""`1. Which statement ...?`: text2qti's numbered question line."""


def question_metadata(text: str) -> str:
    """The text without the `Title:`/`Points:` lines right above each numbered question (a
    cheap test first: `Points:` at a line's start)."""
    if not holds(text, "\nPoints:", "\npoints:"):
        return text
    lines = text.split("\n")
    code = set(range(len(lines))) - {k for k, _ in outside_code(lines)}
    changed = False
    for k, line in enumerate(lines):
        if k in code or not _QUESTION_RE.match(line):
            continue
        j = k - 1
        while j >= 0 and j not in code and _FIELD_RE.match(lines[j].strip()):
            j -= 1
        if j < k - 1 and any(lines[i].lower().startswith("points:") for i in range(j + 1, k)):
            for i in range(j + 1, k):
                lines[i] = ""
            changed = True
    return "\n".join(lines) if changed else text

"""Question headings typed with no space after their marks: `####Q1: What is C#?`.

CommonMark reads `####Q1:` as a paragraph, so each question ran into the answer above it.
A `##`-to-`######` line whose text opens with a question's label and number (`Q1:`,
`Question 3.`) or a number (`12. What ...`) is no hashtag nor C preprocessor line: it is
written with its space, line for line.
"""

from __future__ import annotations

import re

from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["spaced_headings"]

_TIGHT_RE = lazy(
    r"^(?P<marks>#{2,6})(?=(?:q|question)[ \t]*\d{1,4}[ \t]*[:.)]|\d{1,4}[.)][ \t])", re.I | re.M
)


_CHEAP_RE = lazy(r"#(?:q(?:uestion)?[ \t]*)?\d", re.I)
"""A mark right before a label or number (`#Q1`, `#12.`): the cheap search, from a literal."""


def spaced_headings(text: str) -> str:
    """The text with each tight question heading outside code given its space."""
    if "#" not in text or _CHEAP_RE.search(text) is None or _TIGHT_RE.search(text) is None:
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        m = _TIGHT_RE.match(line)
        if m is not None:
            lines[k] = f"{m.group('marks')} {line[m.end('marks') :]}"
    return "\n".join(lines)

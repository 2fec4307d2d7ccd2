"""Heading marks typed without their space before a question label: `##Pergunta 3`,
`###Question 2: What is X?`, `##Q4.`.

CommonMark reads `##` glued to its text as a paragraph, not a heading, so notes written so had
their questions run together: each answer went on to the next `##Pergunta` line, and the
question under the label became the first line of an answer. A run of one to six `#` at the
margin glued to a numbered question label (the word `Question` in the languages
srs.importers.common lists, or `Q`, then a number) is given its space, line for line,
outside code. Any other glued `#` (`#include`, `#hashtag`) is left as written.
"""

from __future__ import annotations

import re

from srs.importers.common import SERIAL_LABEL, outside_code
from srs.importers.labelwords import QUESTION_LABELS
from srs.importers.lazyre import lazy

__all__ = ["glued_hashes"]

_GLUED_RE = lazy(r"^(?P<hashes>#{1,6})(?P<rest>[^\s#].*)$")
_LABEL_RE = lazy(
    rf"(?:{'|'.join(QUESTION_LABELS)}|q|{SERIAL_LABEL})[ \t]*(?:no\.?|#)?[ \t]*\d", re.IGNORECASE
)
"""A question label and its number: `Pergunta 9 (importante)`, `Question 2: ...`, `Q4.`."""
_ANY_RE = lazy(r"\n#{1,6}[^\s#]")
"""A line opening with `#` glued to text, searched from a newline (a literal first): the cheap
search of the whole text before any line is walked."""


def glued_hashes(text: str) -> str:
    """The text with each `#` run glued to a numbered question label given its space."""
    if _ANY_RE.search(f"\n{text}") is None:
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if line[:1] != "#":
            continue
        m = _GLUED_RE.match(line)
        if m is not None and _LABEL_RE.match(m.group("rest")) is not None:
            lines[k] = f"{m.group('hashes')} {m.group('rest')}"
    return "\n".join(lines)

"""`**Response**:` opening an answer (`1. **What is Spring Boot?**` over `- **Response**: It
is ...`, an interview list's word for the answer): the answer's label, as `**Answer**:` is.

Only where it opens the answer, and only in emphasis: inside an answer, `**Response**: 200
OK` under `**Request**: GET /users` is part of it (an API's request and response), and a
plain `Response:` line is text anywhere. Here such an opening label is written `Answer`, so
every rule that reads answer labels reads it.
"""

from __future__ import annotations

import re

from srs.importers.common import Line
from srs.importers.lazyre import lazy

__all__ = ["response_label"]

_RESPONSE_RE = lazy(
    r"^(?P<lead>[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__))response"
    r"(?=(?:\*\*|__)[ \t]*[:：]|[:：][ \t]*(?:\*\*|__))",
    re.IGNORECASE,
)


def response_label(lines: list[Line]) -> list[Line]:
    """The block's lines with an emphasised `Response` label on its first line (past code,
    a question's own) written `Answer`; any other block as it is."""
    first = next((k for k, line in enumerate(lines) if line.text.strip() and not line.code), None)
    m = _RESPONSE_RE.match(lines[first].text) if first is not None else None
    if first is None or m is None:
        return lines
    line = lines[first]
    return [
        *lines[:first],
        Line(line.no, m["lead"] + "Answer" + line.text[m.end() :]),
        *lines[first + 1 :],
    ]

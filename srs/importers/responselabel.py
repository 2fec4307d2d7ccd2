"""`**Response**:` opening an answer (`1. **What is Spring Boot?**` over `- **Response**: It
is ...`, an interview list's word for the answer): the answer's label, as `**Answer**:` is.

Only where it opens the answer, and only in emphasis: inside an answer, `**Response**: 200
OK` under `**Request**: GET /users` is part of it (an API's request and response), and a
plain `Response:` line is text anywhere. Here such an opening label is written `Answer`, so
every rule that reads answer labels reads it.

A free-response section heads its task and its answer the same way: `### Prompt` over the
task (its context and numbered parts), then `### Response` over the answer. Read as
written, each heading was a card of its own (`Prompt`, `Response`), the parts never met
their answers. A `Response` heading that is the very next heading after a `Prompt` heading
of its level is written `Answer`, the heading every reader takes for the answer of the
section above it, line for line.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["response_headings", "response_label"]

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


_PROMPT_HEADING_RE = lazy(
    r"^(?P<marks>#{1,6})[ \t]+(?:\*\*|__)?prompt(?:\*\*|__)?[ \t]*[:：]?[ \t]*#*[ \t]*$", re.I
)
_RESPONSE_HEADING_RE = lazy(
    r"^(?P<marks>#{1,6})[ \t]+(?:\*\*|__)?response(?:\*\*|__)?[ \t]*[:：]?[ \t]*#*[ \t]*$",
    re.I,
)


def response_headings(text: str) -> str:
    """The text with each `Response` heading right after a `Prompt` heading of its level
    written `Answer` (see the module doc); a cheap test on the whole text first."""
    if not holds(text, "rompt", "ROMPT") or not holds(text, "esponse", "ESPONSE"):
        return text
    lines = text.split("\n")
    prompt: int | None = None  # the level of the heading just read, when it says `Prompt`
    for k, line in outside_code(lines):
        if line[:1] != "#":
            continue
        m = _RESPONSE_HEADING_RE.match(line)
        if m is not None and len(m.group("marks")) == prompt:
            lines[k] = f"{m.group('marks')} Answer"
        asked = _PROMPT_HEADING_RE.match(line)
        prompt = len(asked.group("marks")) if asked is not None else None
    return "\n".join(lines)

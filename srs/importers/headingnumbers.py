"""Numbered headings that drop the dot after their number midway: the dot put back.

A Docker practice set numbers its questions `### 1.` ... `## 25.`, then goes on `## 26
Docker security scan ...`, `## 27 ...` to `## 40`: the number is still the question's, but
with no dot after it the heading reads as unnumbered text, so the answer key at the end
(`26) B.`) reached none of them. Here a heading that starts with a number and a space, when
that number is one more than the last numbered heading's at the same level (one numbered
with a dot, or one such heading before it), gets its dot back: `## 26. Docker ...`. A
heading that does not continue the count (`## 2019 Highlights` under `## 1. Intro`) is left
alone. Line for line, like every marker rewrite (srs.importers.markers).
"""

from __future__ import annotations

import re

from srs.importers.common import holds

__all__ = ["dotted_heading_numbers"]

_UNDOTTED_RE = re.compile(r"\n {0,3}#{1,6}[ \t]+\d{1,4}[ \t]+\S")
"""A heading numbered with no dot after its number, searched from a newline (a literal)."""

_NUMBERED_HEADING_RE = re.compile(
    r"^(?P<marks> {0,3}#{1,6})[ \t]+(?P<num>\d{1,4})(?P<dot>[.)]?)(?P<gap>[ \t]+)(?P<rest>\S.*)$"
)


def dotted_heading_numbers(text: str) -> str:
    """The text with each bare-numbered heading that continues a dotted count dotted (see
    the module doc)."""
    if not holds(text, "\n#") or _UNDOTTED_RE.search(text) is None:
        return text  # no heading numbered without a dot: the cheap search first
    lines = text.split("\n")
    last: dict[int, int] = {}  # per heading level: the number the count has reached
    for k, line in enumerate(lines):
        if line[:1] not in ("#", " "):
            continue
        m = _NUMBERED_HEADING_RE.match(line)
        if m is None:
            continue
        level, number = m.group("marks").count("#"), int(m.group("num"))
        if m.group("dot"):
            last[level] = number
        elif last.get(level) == number - 1 and m.group("rest")[:1].isupper():
            lines[k] = f"{m.group('marks')} {number}.{m.group('gap')}{m.group('rest')}"
            last[level] = number
    return "\n".join(lines)

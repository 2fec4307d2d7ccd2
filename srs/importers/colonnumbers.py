"""Numbered questions typed `1):What is X?`: a paren and a colon after the number, no blank.

Plain notes number their questions `1)`, and some glue a colon and the question straight on
(`2):What are the main features of Java:`, its points indented below). No reader took `N):`
for a number: the file held "no questions". Each such line, in a run of two or more, is given
the `N) ` marker the readers know, line for line; nothing else changes.
"""

from __future__ import annotations

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

_GLUED_RE = lazy(r"^([ \t]{0,3}\d{1,3}\)):[ \t]*(?=\S)")
"""`1):` at a line's start, the question glued on or after a blank."""


def colon_numbers(text: str) -> str:
    """The text with its `N):Question` lines as `N) Question` (see the module doc)."""
    if not holds(text, "):"):
        return text
    lines = text.split("\n")
    found = [
        k
        for k, line in outside_code(lines)
        if "):" in line[:8] and line.lstrip()[:1].isdigit() and _GLUED_RE.match(line)
    ]
    if len(found) < 2:
        return text
    for k in found:
        lines[k] = _GLUED_RE.sub(r"\1 ", lines[k], count=1)
    return "\n".join(lines)

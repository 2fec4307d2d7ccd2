"""Bullets typed without their space: `-**What is a pipeline?**`.

CommonMark reads a dash glued to the text as a paragraph, not a list item, so a page that
writes some of its bold question bullets so (among `- **Q?**` ones) had those questions
reported unanswered: their indented answers were no part of them. A dash at the margin glued
to bold text that closes on the same line is given its space, line for line, outside code.
"""

from __future__ import annotations

from srs.importers.common import holds, outside_code
from srs.importers.lazyre import lazy

__all__ = ["glued_bullets"]

_GLUED_RE = lazy(r"^(?P<indent> {0,3})-(?=(?P<mark>\*\*|__)[^\s*_](?:(?!(?P=mark)).)*(?P=mark))")
"""`-**Q?**`, `-__Q__ rest`: a dash at the margin glued to bold that closes on the line."""


def glued_bullets(text: str) -> str:
    """The text with each bullet glued to its bold text given its space (a cheap test first)."""
    if not holds(text, "-**", "-__"):
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if line.lstrip(" ")[:3] in ("-**", "-__"):
            lines[k] = _GLUED_RE.sub(r"\g<indent>- ", line, count=1)
    return "\n".join(lines)

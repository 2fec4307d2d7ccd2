"""Heading marks typed twice: `## ## What is CORS?`.

CommonMark reads the second run as the heading's text, so the question kept a `## ` in front
of it (a judged Korean page wrote one heading so among 46 `## question` headings). A heading
whose text opens with a run of two or more `#` and a blank, outside code, is written with its
first run alone, line for line. A single `#` after the marks is left as written: `## # of
open files` counts something.
"""

from __future__ import annotations

from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.lazyre import lazy

__all__ = ["doubled_hashes"]

_DOUBLED_RE = lazy(r"^(?P<marks> {0,3}#{1,6}[ \t]+)#{2,6}[ \t]+(?=\S)")
"""A heading's marks, then a second run of two or more `#` and a blank before its text."""


def doubled_hashes(text: str) -> str:
    """The text with each heading's doubled marks written once (see the module doc)."""
    if not holds(text, "# ##"):  # the cheap test: most documents write no such marks
        return text
    lines = text.split("\n")
    changed = False
    for k, line in outside_code(lines):
        if line.lstrip(" ")[:1] == "#" and (m := _DOUBLED_RE.match(line)) is not None:
            lines[k] = m.group("marks") + line[m.end() :]
            changed = True
    return "\n".join(lines) if changed else text

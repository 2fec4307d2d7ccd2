"""Options shown as icon-font checkboxes: `<i class='far fa-square'></i> &nbsp;Text` and the
right one `<i class='fas fa-check-square'></i> &nbsp;Text`, as knowledge-check pages saved
from a learning site write them (Font Awesome's empty and ticked boxes, or circles).

The icons render as boxes but hold no text, so the options read as plain paragraphs and the
key was lost. Each such line is written as a task-list item, ticked where the icon is
(`- [x] Text`, `- [ ] Text`), line for line, which srs.importers.marks reads as options keyed
by the ticked box (the blank lines between them make a loose list, one list still).
"""

from __future__ import annotations

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["icon_boxes"]

_ICON_RE = lazy(
    r"^[ \t]*<i\s+class=[\"'][^\"']*\bfa-(?P<kind>check-square|check-circle|square|circle|dot-circle)"
    r"\b[^\"']*[\"'][^>]*>\s*</i>(?:[ \t]|&nbsp;)*(?P<text>\S.*?)[ \t]*$"
)
_TICKED = frozenset({"check-square", "check-circle", "dot-circle"})


def icon_boxes(text: str) -> str:
    """The text with each icon-box option line as a task-list item (see the module doc); the
    text itself when no line could be one (the cheap test first)."""
    if not holds(text, "fa-square", "fa-circle"):
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if "<i" in line and (m := _ICON_RE.match(line)) is not None:
            lines[k] = f"- [{'x' if m.group('kind') in _TICKED else ' '}] {m.group('text')}"
    return "\n".join(lines)

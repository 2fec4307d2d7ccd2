"""Headings written as bullets: `* ### What is Scala?` over each answer.

Some pages put a bullet before every question heading, so that each question is a list item
whose one line is a heading (CommonMark renders it a heading with a bullet beside it):

    * ### Mention differences between Scala and Java

    > * All values are objects

The bullet hid the heading: the lines were read as list items, and an item that does not ask
in words (`Mention ...`, `Streams:`) was read into the answer above it, with its answer. Here
each such line, at the margin and outside code, with nothing indented under it (an item
that holds its own indented points is a titled point of a list, as in a namespace's notes,
and stays one), is written as the heading it holds, on the
line it took, when the document does so at least twice (a habit of the page, not one item).
"""

from __future__ import annotations

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["bulleted_headings"]

_BULLETED_HEADING_RE = lazy(r"^[-*+][ \t]+(?P<heading>#{1,6}[ \t]+\S.*)$")
"""A bullet at the margin whose text is an ATX heading (`* ### What is X?`)."""
_FEWEST = 2


def bulleted_headings(text: str) -> str:
    """The text with each bulleted heading written as the heading (see the module doc); a
    text with none, or only one, is returned as it is."""
    if not holds(text, "* #", "- #", "+ #"):
        return text  # the cheap test first: most documents have none
    lines = text.split("\n")
    found: list[tuple[int, str]] = []
    for k, line in outside_code(lines):
        if line[:1] in ("*", "-", "+") and "#" in line:
            m = _BULLETED_HEADING_RE.match(line)
            if m is not None and not _holds_indented(lines, k):
                found.append((k, m.group("heading")))
    if len(found) < _FEWEST:
        return text
    for k, heading in found:
        lines[k] = heading
    return "\n".join(lines)


def _holds_indented(lines: list[str], k: int) -> bool:
    """Whether the first line with text after line k is indented: the item's own content."""
    for line in lines[k + 1 :]:
        if line.strip():
            return line[:1] in (" ", "\t")
    return False

"""A page's outline as the one-page readers see it: its first line of text past any front
matter, and its headings outside code (`srs.importers.onetopic`, `srs.importers.problempages`
read a page that is one question from them).
"""

from __future__ import annotations

from typing import NamedTuple

from srs.importers.common import HEADING_RE
from srs.importers.fences import outside_code
from srs.importers.titles import front_matter_end

__all__ = [
    "Heading",
    "first_line",
    "headings_of",
    "moved_under_title",
    "page_outline",
    "shifted_headings",
]


class Heading(NamedTuple):
    row: int
    """The heading's index among the page's lines."""
    level: int
    text: str
    """Its words, without its marks (`#`s, closing ones too)."""


def page_outline(lines: list[str]) -> tuple[int, list[Heading]] | None:
    """The index of the page's first line of text past its front matter, and its headings
    outside code in order; None when the page has no text, or does not open with a heading
    (its title)."""
    first = first_line(lines)
    headings = headings_of(lines, front_matter_end(lines))
    if first is None or not headings or headings[0].row != first:
        return None
    return first, headings


def first_line(lines: list[str]) -> int | None:
    """The index of the page's first line of text past any front matter; None for none."""
    start = front_matter_end(lines)
    return next((k for k in range(start, len(lines)) if lines[k].strip()), None)


def headings_of(lines: list[str], start: int = 0) -> list[Heading]:
    """The ATX headings outside code from line `start` on, in order."""
    return [
        Heading(k, len(m.group("hashes")), (m.group("text") or "").strip().rstrip("#").strip())
        for k, line in outside_code(lines)
        if k >= start and line[:4].lstrip()[:1] == "#" and (m := HEADING_RE.match(line)) is not None
    ]


def moved_under_title(lines: list[str], headings: list[Heading]) -> list[str]:
    """The lines with the page's headings (`headings`, below its title) moved down so the
    shallowest is a `###`, each as far down, under the `##` question its title becomes."""
    if not headings:
        return lines
    return shifted_headings(lines, headings, max(0, 3 - min(h.level for h in headings)))


def shifted_headings(lines: list[str], headings: list[Heading], shift: int) -> list[str]:
    """The lines with each of `headings` `shift` levels deeper (higher when negative)."""
    out = list(lines)
    for h in headings:
        marks = lines[h.row].lstrip()
        out[h.row] = "#" * max(1, min(6, h.level + shift)) + marks[h.level :]
    return out

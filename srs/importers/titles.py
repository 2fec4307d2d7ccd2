"""What the readers need to find a document's own title above its questions."""

from __future__ import annotations

import re

from srs.importers.common import Line
from srs.importers.labeltext import unwrap

IMAGES_ONLY_RE = re.compile(
    r"^[ \t]*(?:(?:\[[ \t]*)?!\[[^\]\n]*\]\([^)\n]*\)(?:\][ \t]*\([^)\n]*\))?[ \t]*)+$"
)
"""A line of Markdown images only (`![logo](logo.png)`, `[![badge](b.svg)](link)`)."""
_HTML_HEADING_RE = re.compile(r"<h[1-3]\b[^>]*>(?P<text>.*?)</h[1-3]\s*>", re.I | re.S)
_HTML_OPEN_RE = re.compile(r"^[ \t]*<(?:div|p|h[1-6]|center|img|a|picture|table)\b", re.I)


def html_title(lines: list[Line], first: int) -> tuple[int, str | None] | None:
    """A document that opens with an HTML block (`<div align="center"><h1>Title</h1>`):
    the index after the block and the text of its first `<h1>`-`<h3>`, if any."""
    if not _HTML_OPEN_RE.match(lines[first].text) or re.match(
        r"[ \t]*<(?:details|summary|dl)\b", lines[first].text, re.I
    ):
        return None  # a `<details>` question (or a definition list) first is no banner
    end = first
    m = None
    while m is None and end < min(len(lines), first + 60) and _HTML_OPEN_RE.match(lines[end].text):
        block_start = end
        while end < len(lines) and lines[end].text.strip():
            end += 1
        m = _HTML_HEADING_RE.search("\n".join(line.text for line in lines[block_start:end]))
        while end < len(lines) and not lines[end].text.strip():
            end += 1  # the next HTML block may hold the title (`<a><img></a>` then `<h1>`)
    if m is None:
        return first + 1 if end == first else end, None
    text = " ".join(re.sub(r"<[^<>]*>", " ", m.group("text")).split())
    return end, unwrap(text) or None

"""Numbered questions each led by a pictograph (`🔹 1. What is an iframe? <br>`): the number
is the line's structure, the pictograph its decoration.

Pages written for GitHub often mark each numbered question with the same emoji bullet, the
questions as plain lines rather than headings or list items. Read as written, the pictograph
hides the number: the line is neither a numbered item nor a heading, so the questions were
read as a paragraph with their numbers left in (`1. What is X?`), or, with a `<br>` at the
end of each, not found at all. When at least two lines of a document outside code are a
pictograph and a number (`1.`, `07)`), each is written as the numbered line it shows, line
for line (the pictograph dropped, as the readers drop it before a label). A line whose answer
comes under a heading of its own (`### 📝 Answer`) is left alone: the heading reader already
reads it as the statement that opens its section.

A page written for GitHub may type the pictograph as its shortcode (`:blue_book:`, which
GitHub renders as the picture) and set the number in bold, as Markdown or as HTML
(`:pencil: <strong><b>3)</b></strong> Name three array methods.`): the same numbered line,
its shortcode and bold markup no words of the question. Read as written, a line that did not
ask ran into the answer above, and every question kept `:pencil: ****3)****`.
"""

from __future__ import annotations

import re

from srs.importers.fences import outside_code
from srs.importers.holding import PICTURED, search_led
from srs.importers.lazyre import lazy

__all__ = ["pictograph_numbers"]

_SHORTCODE = r":[a-z0-9_+-]{1,40}:"
"""A GitHub emoji shortcode (`:blue_book:`), the pictograph as typed."""
_BOLD_OPEN = r"(?:\*\*|__|<(?:b|strong)>)*"
_BOLD_CLOSE = r"(?:\*\*|__|</(?:b|strong)>)*"
_PICT_NUMBER_RE = lazy(
    rf"^[ \t]{{0,3}}(?:(?:[\u2190-\u2bff\U0001f000-\U0001faff][\ufe0f\u200d]*|{_SHORTCODE})[ \t]*)+"
    rf"{_BOLD_OPEN}(?P<num>\d{{1,4}}[.)]){_BOLD_CLOSE}(?P<rest>[ \t]+\S)",
    re.IGNORECASE,
)
"""Pictographs (or their shortcodes), then a number with its `.` or `)`, maybe in bold
(`**1)**`, `<strong><b>1)</b></strong>`), and the text after it."""

_ANY_RE = lazy(rf"\n[ \t]{{0,3}}(?:[\u2190-\u2bff\U0001f000-\U0001faff]|{_SHORTCODE})")
"""A line opening with a pictograph or a shortcode, searched from a newline (a literal, many
times faster than `^` tried at every character): the cheap search before the lines are
walked."""
_FIRST_PICTOGRAPH = "\u2190"
"""The lowest code point a leading pictograph has: a cheap first test of each line."""


def pictograph_numbers(text: str) -> str:
    """The text with each line that is a pictograph and a numbered question written as the
    numbered line alone, when at least two such lines are found outside code."""
    if "\n" not in text or not search_led(_ANY_RE, text, PICTURED, first=True):
        return text  # the whole text searched at C speed before any line is walked
    lines = text.split("\n")
    found: list[tuple[int, str]] = []  # (index, the numbered line it shows)
    for k, line in outside_code(lines):
        lead = line.lstrip(" \t")[:1]
        if not lead or (lead < _FIRST_PICTOGRAPH and lead != ":"):
            continue
        m = _PICT_NUMBER_RE.match(line)
        if m is not None and not _heading_below(lines, k):
            found.append((k, m.group("num") + line[m.start("rest") :]))
    if len(found) < 2:
        return text
    for k, numbered in found:
        lines[k] = numbered
    return "\n".join(lines)


def _heading_below(lines: list[str], k: int) -> bool:
    """Whether the first line with text below line k is a Markdown heading."""
    for line in lines[k + 1 : k + 6]:
        if line.strip():
            return line.lstrip(" ")[:1] == "#"
    return False

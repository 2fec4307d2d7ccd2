"""A quiz's questions quoted whole under their headings: `## Problem 1`, then the stem and its
options in a block quote, then the key below the quote.

    ## Problem 1

    > Which Git command is used to show a history of the commits?
    >
    > 1.  init
    > 1.  log

    **B.** log

A quiz exported from a word processor (by Pandoc) sets each question apart so. Read as it
is, the quote was one paragraph of question, options and all, and the key its answer. Where
two or more headings are each followed by such a quote (a paragraph, then a list of two
items or more), each of these quotes is unquoted, one level, line for line; a line the quote
wraps onto without its `>` (a lazy continuation) loses its indent, a line of the paragraph.
"""

from __future__ import annotations

from srs.importers.common import HEADING_RE, holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["quoted_stems"]

_ITEM_RE = lazy(r"[ \t]{0,3}>[ \t]?[ \t]{0,3}(?:\d{1,2}[.)]|[A-Ha-h][.)]|[-*+])[ \t]+\S")
"""A quoted list item: `> 1.  init`, `> B) text`, `> - text`."""
_CHEAP_RE = lazy(r"\n[ \t]{0,3}>[ \t]?[ \t]{0,3}(?:\d{1,2}[.)]|[A-Ha-h][.)]|[-*+])[ \t]")
_FEWEST = 2


def quoted_stems(text: str) -> str:
    """The text with each question quoted whole under its heading unquoted (see the module)."""
    if not holds(text, "\n>", "\n >") or _CHEAP_RE.search(text) is None:
        return text
    lines = text.split("\n")
    quotes = [span for span in _quotes_under_headings(lines) if _asks_with_options(lines, span)]
    if len(quotes) < _FEWEST:
        return text
    for start, end in quotes:
        for k in range(start, end):
            stripped = lines[k].lstrip(" ")
            if stripped[:1] == ">":
                rest = stripped[1:]
                lines[k] = rest[1:] if rest[:1] in (" ", "\t") else rest
            else:  # the stem wrapped without its `>` (Pandoc indents it): its paragraph's
                lines[k] = lines[k].lstrip(" \t")
    return "\n".join(lines)


def _quotes_under_headings(lines: list[str]) -> list[tuple[int, int]]:
    """(first, end) of each block quote that is the first thing under a heading: its lines up
    to the next blank line."""
    spans: list[tuple[int, int]] = []
    after_heading = False
    k = 0
    rows = dict(outside_code(lines))
    while k < len(lines):
        line = rows.get(k)
        if line is None:
            after_heading = False
        elif line[:1] in "# " and HEADING_RE.match(line):
            after_heading = True
        elif not line.strip():
            pass
        elif after_heading and line.lstrip(" ")[:1] == ">":
            end = k
            while end < len(lines) and end in rows and lines[end].strip():
                end += 1
            spans.append((k, end))
            after_heading = False
            k = end
            continue
        else:
            after_heading = False
        k += 1
    return spans


def _asks_with_options(lines: list[str], span: tuple[int, int]) -> bool:
    """Whether a quote holds text, then a list of two items or more (a stem and its options)."""
    start, end = span
    items = [k for k in range(start, end) if _ITEM_RE.match(lines[k])]
    return len(items) >= _FEWEST and items[0] > start

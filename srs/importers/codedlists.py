"""A list of questions indented four blanks or more under a heading: a list, not code.

    #### Java Questions
        - What is Inheritance? (should answer: ...)
        - Is it possible to instantiate the abstract class? (...)

A page typed in an editor that indents its lists keeps them four blanks in under each
heading. CommonMark reads such lines, after a heading or a blank line, as an indented code
block, so the page's questions were code and the import found none. A run of indented lines
that opens right under a heading (blank lines between or not) and whose lines are all list
items (`- `, `* `, `+ `, `1. `), two or more, one of them asking, is dedented to the margin,
line for line. A run under a list item or a paragraph, or with any other line in it (real
code), is left as written.
"""

from __future__ import annotations

from srs.importers.common import HEADING_RE
from srs.importers.fences import fence_after
from srs.importers.lazyre import lazy

__all__ = ["coded_lists"]

_INDENTED_ITEM_RE = lazy(r"^(?P<indent>(?: {4,}|\t)[ \t]*)(?:[-*+]|\d{1,3}[.)])[ \t]+\S")
_CHEAP_RE = lazy(r"\n(?: {4,}|\t)[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]")
_LEAST_ITEMS = 2


def coded_lists(text: str) -> str:
    """The text with each list indented as code under a heading dedented (see the module
    doc); the text itself otherwise."""
    if ("\n    " not in text and "\n\t" not in text) or _CHEAP_RE.search(text) is None:
        return text  # no indented line at all: a substring search first
    lines = text.split("\n")
    fence: str | None = None
    k = 0
    changed = False
    while k < len(lines):
        fence, mark = fence_after(fence, lines[k])
        if fence is not None or mark or not HEADING_RE.match(lines[k]):
            k += 1
            continue
        start = k + 1
        while start < len(lines) and not lines[start].strip():
            start += 1
        end = start
        while end < len(lines) and (not lines[end].strip() or _INDENTED_ITEM_RE.match(lines[end])):
            end += 1
        items = [j for j in range(start, end) if lines[j].strip()]
        if len(items) >= _LEAST_ITEMS and any("?" in lines[j] for j in items):
            cut = min(_indent(lines[j]) for j in items)
            for j in items:
                lines[j] = lines[j].expandtabs(4)[cut:]
            changed = True
        k = max(end, k + 1)
    return "\n".join(lines) if changed else text


def _indent(line: str) -> int:
    return len(line.expandtabs(4)) - len(line.expandtabs(4).lstrip())

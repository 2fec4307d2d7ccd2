"""Numbered question headings wrapped whole in a link (`### [2、Apache 和 Caddy 的区别](url)`, a
page copied from a site that links every question to its own page), read as the numbered
headings they show (`### 2、Apache 和 Caddy 的区别`).

Inside the link the number was no question's: a heading that asked kept its `1、` in the
question, and one that did not ask, answered by bold numbered points (`**1、** ...`), became a
section whose points were read as questions, the heading itself named nowhere. Where two or
more headings are so written, each is written as its link's text, line for line; the link's
address, which says where the question was copied from, goes.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.lazyre import lazy
from srs.importers.matchedlines import rewrite_matched

__all__ = ["linked_numbers"]

_LINKED_RE = lazy(
    r"^(?P<head>[ \t]{0,3}#{1,6}[ \t]+)\[(?P<text>\d{1,4}[、.)．][^\[\]\n]*)\]\([^()\s]*(?:\([^()\s]*\)[^()\s]*)*\)[ \t]*$"
)
"""`### [12、What ...?](https://...)`: a heading that is one link around a numbered text."""
_FEWEST = 2


def linked_numbers(text: str) -> str:
    """The text with each numbered heading wrapped whole in a link written as its text (see
    the module doc), when two or more are; else the text unchanged."""
    if not holds(text, "# [", "#\t["):
        return text  # cheap test first: no heading opens with a link
    return rewrite_matched(text, _linked, _FEWEST, _written)


def _linked(line: str) -> re.Match[str] | None:
    return _LINKED_RE.match(line) if "[" in line[:12] else None


def _written(m: re.Match[str]) -> str:
    return f"{m.group('head')}{m.group('text').strip()}"

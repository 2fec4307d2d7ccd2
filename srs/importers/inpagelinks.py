"""In-page links and the contents entries made of them, and a title's words.

A page's table of contents is a list or a table whose entries each only link to a section
of the page (`1. [What is X?](#what-is-x)`, `| [Type of Constructor](#Type-of-Constructor) |`).
Four rules read such entries: the unanswered questions that are only contents entries
(srs.importers.contents), the headings a contents list names as questions
(srs.importers.linkedheadings), a setext "heading" that is one entry over a rule
(srs.importers.setextprose) and a table whose rows open with one (srs.importers.tablerows).
Each wrote its own pattern of the entry, each slightly different (a link text that may hold
a `[` or be empty, an anchor that may hold a `(`, bold around the link or not): no document
told them apart, and a fix made to one missed the others. They are written here once.

Likewise the words a title is compared by (an entry's text against a heading's, a question
against the same question asked again): marks, case and closing punctuation aside.
"""

from __future__ import annotations

import re

from srs.importers.common import LIST_ITEM_RE
from srs.importers.lazyre import lazy

__all__ = ["LINK_ITEM_RE", "entry_links", "links_alone", "title_words"]

_EMPHASIS = r"(?:\*\*|__)?"
"""A link may be set in bold (`**[⬆ Back to Top](#table-of-contents)**`)."""
_IN_PAGE_LINK = r"\[[^\[\]]+\]\(#[^()\s]*\)"
"""`[What is X?](#what-is-x)`: a link to a section of this page. The anchor may be empty
(`[What are generators?](#)`): an entry whose target the author left to fill in is still an
entry."""
_ALONE = rf"{_EMPHASIS}{_IN_PAGE_LINK}{_EMPHASIS}"

LINK_ITEM_RE = lazy(rf"^[ \t]*(?:[-*+]|\d{{1,4}}[.)])[ \t]+{_ALONE}[ \t]*$")
"""A list item that is one in-page link (`01. [What is X?](#q-what-is-x)`), numbered or not:
a contents list's entry."""
_LINK_ALONE_RE = lazy(rf"^{_ALONE}$")
"""A table cell, or a line, that is one in-page link."""
_LINK_RE = lazy(r"\[(?P<text>[^\[\]]*[^\[\]\s][^\[\]]*)\]\(#(?P<anchor>[^()\s]+)\)")
"""An in-page link's text and anchor, both there: what an entry names a heading by."""


def links_alone(text: str) -> bool:
    """Whether a stripped line or table cell is one in-page link and nothing else."""
    return _LINK_ALONE_RE.match(text) is not None


def entry_links(text: str) -> list[tuple[str, str]]:
    """A contents entry's links (text, anchor): a list item that is one link, or a table
    row's cells that are; none for a link inside a sentence, or one with no anchor."""
    if LIST_ITEM_RE.match(text):
        m = _LINK_RE.search(text) if LINK_ITEM_RE.match(text) else None
        return [] if m is None else [(m.group("text"), m.group("anchor"))]
    if text.lstrip()[:1] != "|":
        return []
    found: list[tuple[str, str]] = []
    for cell in text.strip().strip("|").split("|"):
        cell = cell.strip()
        m = _LINK_RE.search(cell) if links_alone(cell) else None
        if m is not None:
            found.append((m.group("text"), m.group("anchor")))
    return found


def title_words(text: str) -> str:
    """A title's words, for telling it again (an entry's text and a heading's, a question
    and the same question asked further on): no marks, case or closing punctuation."""
    return " ".join(re.sub(r"[`*_]", "", text).casefold().rstrip(" .?:").split())

"""A course outline's headings that link to the pages of its lessons: sections, not questions.

    ## What is HTTP?
    ### [Intro](intro/)
    #### Questions
    1. None

A course's table of contents names each lesson by a heading that links to the lesson's folder
(`### [Intro](intro/)`), under a chapter title (`## What is HTTP?`), and lists under it the
lesson's questions and videos. A heading with no text of its own under it, over a deeper
heading, read as a question whose answer is that heading's section; or, when it asks itself
(`### [SQL Nedir?](sql/)`), the lesson's own questions were taken for its answer and lost.
So a heading with nothing of its own over a deeper heading is a section when it, or that deeper
heading, is one link to another page of the site: a relative path, never an in-page anchor
(srs.importers.linkedheadings reads those), nor a web address (a question linked to where it
was asked), nor a deeper heading that labels an answer (`### Answer`).
"""

from __future__ import annotations

from srs.importers.common import ANSWER_WORD_RE
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["outlines_pages"]

_PAGE_LINK_RE = lazy(r"^(?:\*\*|__)?\[[^\[\]]+\]\((?![#/]|[\w+.-]+:)[^()\s]+\)(?:\*\*|__)?[ \t]*$")
"""A heading that is one link to a page by its relative path (`[Giriş](intro/)`,
`[SQL](./sql/README.md)`): no anchor (`#...`), no site root nor scheme (`https:`)."""


def outlines_pages(
    lines: list[Line], headings: dict[int, tuple[int, str]], rows: list[int], k: int
) -> bool:
    """Whether the heading `rows[k]` is a section of a course outline (see the module): no
    text of its own, over a deeper heading, itself or that heading a link to a lesson page."""
    if k + 1 >= len(rows):
        return False
    row, below = rows[k], rows[k + 1]
    (level, text), (sub_level, sub_text) = headings[row], headings[below]
    if sub_level <= level or ("](" not in text and "](" not in sub_text):
        return False  # the cheap tests first: no deeper heading, no link
    if ANSWER_WORD_RE.match(sub_text) or any(line.text.strip() for line in lines[row + 1 : below]):
        return False
    return bool(_PAGE_LINK_RE.match(text.strip()) or _PAGE_LINK_RE.match(sub_text.strip()))

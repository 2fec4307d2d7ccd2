"""HTML paragraphs that hold one bold title and nothing else: `<p id="hoist"><strong>Hoisting
</strong></p>`, the title a topic's answer hangs from in a Markdown file written mostly in
HTML (its table of contents linking to each `id`).

Markdown-it reads such a line as an opaque HTML block that runs on to the next blank line,
so the titles were no structure at all: the readers found no question in the document. A
bold-only Markdown line over its answer is read as that answer's title; the HTML one is
written as the heading it shows, so that the answered topics become cards and the empty
ones are reported as questions with no answer, as any heading's are.

Only a paragraph alone on its line, its text wholly one `<strong>` or `<b>` element with no
other tag inside (`<p><strong>Note:</strong> text</p>` has text of its own: no title); or
one that carries an `id` the page links to, a few words with no full stop (`<p id="seo">Seo
best practises</p>`, a title whose bold the writer left off).
"""

from __future__ import annotations

import re

from srs.importers.html import html_to_markdown
from srs.importers.lazyre import lazy

__all__ = ["TITLE_LEVEL", "bold_paragraph_title"]

_BOLD_PARAGRAPH_RE = lazy(
    r"^[ \t]{0,3}<p\b[^<>]*>[ \t]*<(?P<tag>strong|b)\b[^<>]*>(?P<text>[^<>]+)</(?P=tag)[ \t]*>"
    r"[ \t]*</p[ \t]*>[ \t]*$",
    re.IGNORECASE,
)
_ANCHORED_PARAGRAPH_RE = lazy(
    r"^[ \t]{0,3}<p\b[^<>]*\bid[ \t]*=[^<>]*>(?P<text>[^<>]+)</p[ \t]*>[ \t]*$", re.IGNORECASE
)
"""`<p id="seo">Seo best practises</p>`: a paragraph the page links to by its `id`, among the
bold titles (a writer drops the bold from the last few)."""
_TITLE_WORDS = 12
"""The most words an anchored paragraph that is a title holds (more: a sentence)."""
TITLE_LEVEL = 3
"""The level of the heading such a title is written as (the page gives it none)."""


def bold_paragraph_title(line: str) -> str | None:
    """The line's bold paragraph as a heading's text (`Hoisting`), or None."""
    if line.lstrip()[:2].lower() != "<p":
        return None
    m = _BOLD_PARAGRAPH_RE.match(line)
    if m is None:
        m = _ANCHORED_PARAGRAPH_RE.match(line)
        if m is None or not _title_words(m.group("text")):
            return None
    text = " ".join(html_to_markdown(m.group("text")).split())
    return text or None


def _title_words(text: str) -> bool:
    """Whether an anchored paragraph's text reads as a title: a few words, no sentence's
    full stop at the end."""
    words = text.split()
    return 0 < len(words) <= _TITLE_WORDS and not text.rstrip().endswith(".")

"""A no-break or other Unicode space typed after a question's number, read as a space.

`# 10.\u00a0Jak ...`, `1.\u00a0What is X?`, `**3.**\u202fWhy ...`: a word processor or a web
page puts a no-break (U+00A0), figure (U+2007), narrow no-break (U+202F) or ideographic
(U+3000) space where a blank is expected after the number. Markdown and every numbered
pattern here want a space or a tab there: the heading was glued into the answer above and
the list item dropped, without a word. The number is matched at a line's start (after a
heading's hashes, a bullet, a quote's `>` or bold); the blank is then a space, once, so
every reader's numbered patterns see the line as it is meant. Fenced code keeps its blanks.

The same spaces stand in two more places the readers expect a blank, read here too before
any reader runs (`unicode_blanks`): a line's indent (`\u00a0 Answer: Yes`, pasted from a web
page: the label and its nesting were invisible) and the space French typography sets before
a colon or a question mark (`Réponse\u202f:`, `Qu'est-ce que X\u00a0?`: the label patterns
read `Réponse :` but kept `Réponse\u202f:` in the answer as text).
"""

from __future__ import annotations

import re

from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.lazyre import lazy

__all__ = ["number_blanks", "unicode_blanks"]

UNICODE_BLANKS = ("\u00a0", "\u2007", "\u202f", "\u3000")
"""The spaces other than a space or tab that are typed where a blank is expected."""

_NUMBER_BLANK_RE = lazy(
    r"^(?P<lead>[ \t]*(?:>[ \t]*)*(?:#{1,6}[ \t]+|[-*+][ \t]+)?(?:\*\*|__)?"
    r"\d{1,4}[.):](?:\*\*|__)?)[\u00a0\u2007\u202f\u3000][ \t\u00a0\u2007\u202f\u3000]*(?=\S)",
    re.M,
)
"""A line's leading number and its mark (`10.`, `## 3)`, `- 2.`, `**4.**`), then the
Unicode blanks after it (a space may follow them: `2.\u00a0 text`)."""

_NBSP_INDENT_RE = lazy(r"^[ \t\u00a0]*\u00a0[ \t\u00a0]*", re.M)
"""A line's indent holding no-break spaces."""
_SPACE_BEFORE_MARK_RE = lazy(r"[\u00a0\u202f](?=[:;?!])")
"""A no-break space before a colon or a question mark (French typography)."""


def unicode_blanks(text: str) -> str:
    """The text with the Unicode spaces typed where the readers expect a blank read as
    spaces: in an indent, before a colon or question mark, after a question's number (see
    the module docstring)."""
    if "\u00a0" in text:
        text = _NBSP_INDENT_RE.sub(lambda m: m.group(0).replace("\u00a0", " "), text)
    if "\u202f" in text or "\u00a0" in text:
        text = _SPACE_BEFORE_MARK_RE.sub(" ", text)
    return number_blanks(text)


def number_blanks(text: str) -> str:
    """The text with each Unicode blank run after a line's leading question number made a
    single space (`# 10.\u00a0Jak` -> `# 10. Jak`); the text itself when it holds none."""
    if not holds(text, *UNICODE_BLANKS) or _NUMBER_BLANK_RE.search(text) is None:
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):  # code keeps its blanks as written
        lines[k] = _NUMBER_BLANK_RE.sub(r"\g<lead> ", line)
    return "\n".join(lines)

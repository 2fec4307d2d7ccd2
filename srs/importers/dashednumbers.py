"""Question numbers written with a dot and a dash: `## 1.-Define sistema operativo`,
`3.- ¿Qué es el kernel?`, as Spanish and Latin American school writing numbers its items.

Read as written, the dash glued to the dot is no list marker and no heading number: the
heading's question kept `1.-` in its text, and a line at the margin numbered so was no
numbered question at all. When two lines or more outside code (headings, or lines at the
margin) open with a number, a dot and a dash, each is written `N. text`, line for line, so
the readers see the numbering they know. A number with a dash and a digit after it
(`1.-2`, a range or a negative number) is left alone.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.lazyre import lazy
from srs.importers.matchedlines import rewrite_matched

__all__ = ["dot_dash_numbers"]

_DOT_DASH_RE = lazy(
    r"^(?P<lead> {0,3}(?:#{1,6}[ \t]+)?)(?P<n>\d{1,3})\.[ \t]*[-–][ \t]*(?P<text>[^\s\d-].*)$"
)
"""A heading or margin line numbered `N.-` (or `N.–`), the text after it not a digit."""
_MIN_LINES = 2


def dot_dash_numbers(text: str) -> str:
    """The text with its `N.-` question numbers written `N. ` (see the module doc)."""
    if not holds(text, ".-", ".–"):
        return text  # the cheap test first: no dot before a dash anywhere
    return rewrite_matched(text, _dot_dash, _MIN_LINES, _written)


def _dot_dash(line: str) -> re.Match[str] | None:
    return _DOT_DASH_RE.match(line) if line[:1].isdigit() or line[:1] in " #" else None


def _written(m: re.Match[str]) -> str:
    return f"{m.group('lead')}{m.group('n')}. {m.group('text')}"

"""An answer set wholly in italics, its marks dropped.

Some interview notes set each question in bold and its whole answer in italics under it, to
tell them apart at a glance:

    **What is a RESTful API?**
    _A set of routes and HTTP methods that let clients handle resources._

The italics are the page's way of marking the answer, not a stress inside it; kept, every
card's answer began and ended with a stray `_`. An answer that is one italic span and nothing
else (`_..._` or `*...*`, over one paragraph, no other emphasis mark inside) loses its marks;
an answer that stresses some words in italics (`It is *not* thread-safe.`) keeps them.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

__all__ = ["unitalicized"]

_WHOLE_ITALIC_RE = lazy(r"(?P<m>[_*])(?P<text>[^\s_*](?:[^_*]*[^\s_*])?)(?P=m)", re.S)
"""One italic span over the whole text: the same single mark at both ends, none inside."""


_WRAPPED_BOLD_RE = lazy(
    r"(?P<m>\*\*|__)(?P<text>[^\s*_](?:(?!\*\*|__).)*\n(?:(?!\*\*|__).)*[^\s*_])(?P=m)", re.S
)
"""One bold span over the whole text, wrapped over lines, none inside (the app shows bold
within a line: over a line break its marks would show as stars)."""


def unitalicized(answer: str) -> str:
    """The answer without the italic marks around it when it is one italic span (see the
    module doc), or the bold marks around it when it is one bold paragraph wrapped over lines
    (`**A Data Engineer transforms raw data ...` / `... decisions.**`); otherwise as it is."""
    if answer[:1] not in ("_", "*") or "\n\n" in answer:
        return answer  # the cheap test first: most answers open with a word
    m = _WHOLE_ITALIC_RE.fullmatch(answer.strip()) or _WRAPPED_BOLD_RE.fullmatch(answer.strip())
    return answer if m is None else m.group("text")

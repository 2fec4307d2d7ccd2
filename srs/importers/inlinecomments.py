"""HTML comments among a line's words: `**Answer 1:** <!-- <Write your answer here> -->`.

A template's hint, an author's note to self: the page never shows them, so a card must not
either. A comment that marks or hides the answer (`- 0s <!-- Correct -->`, `Slider 0-10
<!-- Correct: 10 -->`, `<!-- Answer: b -->`) stays, for the key rules read it; so does one
in a code span (it is the code), and a line that is only comments (the comment-line rules
read those, and an option that is a comment, `D) <!-- a comment -->`, is its own text).
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

__all__ = ["without_inline_comments"]

_COMMENT_RE = lazy(r"[ \t]*<!--(?P<text>.*?)-->")
_KEEP_RE = lazy(r"[ \t]*(?:correct|right|wrong|incorrect|answer|key|solution)\b", re.I)
"""A comment that marks the right option or holds the answer: read by the key rules."""
_LEAD_RE = lazy(r"^[ \t>]*(?:[-*+]|\d{1,3}[.)]|\(?[A-Ha-h][.):])?[ \t]*")
"""What may open a line before its text: a quote, a bullet, an item's number, an option's letter."""


def without_inline_comments(line: str) -> str:
    """The line without the comments set among its words (see the module docstring)."""
    if "-->" not in line:
        return line

    def dropped(m: re.Match[str]) -> str:
        if _KEEP_RE.match(m.group("text")) or line.count("`", 0, m.start()) % 2:
            return m.group(0)
        return ""

    out = _COMMENT_RE.sub(dropped, line)
    lead = _LEAD_RE.match(out)
    return out if out[lead.end() if lead else 0 :].strip() else line

"""A question's bold number closed before its mark (`**1**. **What is X?**`), read as the
bold number the question rules know (`**1. What is X?**`, `**1.** What is X?`).

A Turkish JavaScript bootcamp wrote its first question ` **1**. **Javascript nedir ...**.`
and the rest `**2. ... ?**`: the period outside the bold made the first no numbered question,
and it became the deck's title, its answer reported as an introduction and the question named
nowhere. `**1.** **Text**.` (the mark inside, the text bold apart) left its `**` in the
question. Either is written as the bold question `**1. Text.**` (the text wholly bold) or
`**1.** Text` (the text plain), line for line; any other line stays as it is.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.lazyre import lazy

__all__ = ["bold_numbers"]

_SPLIT_BOLD_RE = lazy(
    r"^(?P<lead>[ \t]{0,3})\*\*(?P<num>\d{1,4})(?:\*\*(?P<out>[.)])|(?P<in>[.)])\*\*)[ \t]+"
    r"(?:\*\*(?P<bold>[^*\n]+?)\*\*(?P<end>[.?!:。？]?)|(?P<plain>[^*\s].*?))[ \t]*$",
    re.M,
)
"""`**1**. **Text**.`, `**1**. Text`, `**1.** **Text**?`: a bold number over its text."""


def bold_numbers(text: str) -> str:
    """The text with each bold question number closed before its mark, or over a text bold
    apart, written as one bold question (see the module doc); unchanged when none is."""
    if not holds(text, "**.", "**)", ".** **", ")** **"):
        return text  # cheap test first
    return _SPLIT_BOLD_RE.sub(_rewritten, text)


def _rewritten(m: re.Match[str]) -> str:
    mark = m.group("out") or m.group("in")
    if m.group("bold") is not None:
        return f"{m.group('lead')}**{m.group('num')}{mark} {m.group('bold')}{m.group('end')}**"
    if m.group("in"):
        return m.group(0)  # `**1.** Text`: the form the question rules read already
    return f"{m.group('lead')}**{m.group('num')}{mark}** {m.group('plain')}"

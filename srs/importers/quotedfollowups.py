"""Follow-up questions asked inside a question's answer quote, each answered by a quote one
level deeper right under it (`- What is X?` over `> answer`, then `>	- Why Y?` over `>> its
answer`).

Interview notes kept as quotes write a question's tail questions (꼬리 질문, follow-ups) inside
its answer: a list item in the quote that asks, its own answer quoted one level deeper. CommonMark
reads the item and the deeper quote as more of the parent's answer: the follow-ups were glued
into that answer with their `>>` marks or, with no blank line before the first one, the parent
took its answer and its follow-ups as its question text, its answer only the last follow-up's.

Here each item in a quote that asks, with a deeper quote on the very next line, is written as a
bullet at the margin, and that deeper quote's lines one level less deep, line for line (its
unquoted lines, a paragraph's lazy continuation, stay as they are): a question answered by the
quote under it, as its parent is, the parent's answer ending where its first follow-up starts.
An item in a quote that does not ask, or has no deeper quote under it, stays in the quote.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.fences import outside_code
from srs.importers.holding import any_line, holds
from srs.importers.lazyre import lazy

__all__ = ["quoted_follow_ups"]

_ITEM_RE = lazy(r"^>[ \t]*[-*+][ \t]+(?P<ask>\S.*)$")
"""A list item inside a quote one level deep (`>	- Why Y?`, `> * Why Y?`)."""
_DEEPER_RE = lazy(r"^>[ \t]?>")
"""A line quoted one level deeper (`>> answer`, `> > answer`)."""
_PAIR_RE = lazy(r"^>[ \t]*[-*+][ \t]+\S[^\n]*\n>[ \t]?>", re.M)
"""Such an item with a deeper quote on the very next line: the cheap test of a whole text."""


def quoted_follow_ups(text: str) -> str:
    """The text with each follow-up asked in a quote, over a deeper quote that answers it, as a
    bullet question at the margin over a quote of its answer (see the module doc); the text
    itself otherwise (the cheap test first: a deeper quote, then an item right over one)."""
    if not holds(text, "\n>>", "\n> >") or not any_line(_PAIR_RE, text):
        return text
    lines = text.split("\n")
    answering = False  # in the deeper quote under a follow-up written at the margin
    for k, line in outside_code(lines):
        if answering and _DEEPER_RE.match(line):
            lines[k] = _DEEPER_RE.sub(">", line, count=1)
            continue
        answering = answering and bool(line.strip()) and line[:1] != ">"
        m = _ITEM_RE.match(line)
        if m is None or k + 1 >= len(lines) or not _DEEPER_RE.match(lines[k + 1]):
            continue
        if asks(m.group("ask")):
            lines[k] = "- " + m.group("ask")
            answering = True
    return "\n".join(lines)

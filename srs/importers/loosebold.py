"""Bold questions typed loosely among `**14. What is X?**` ones: `** What is Y ?**`, a blank
after the opening stars, which CommonMark reads as no emphasis (the question and its answer
went into the answer above, in silence), and `**15 What is Z ?**`, the number typed without
its dot, which stayed in the question. When a page numbers its bold questions `**N.**` (three
at least), such lines are written as its others are, line for line; a page whose bold
questions have no numbers (`**What is X?**`, three at least) gets its `** What is Y?**` lines
closed up the same way.
"""

from __future__ import annotations

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["loose_bold_questions"]

_DOTTED_RE = lazy(r"^\*\*\d{1,4}\.[ \t]+\S")
_LOOSE_RE = lazy(
    r"^\*\*(?P<blank>[ \t]+)?(?:(?P<num>\d{1,4})[ \t]+)?(?P<text>[^\W\d_].*?\?)[ \t]*\*\*[ \t]*$"
)
"""`** What is Y ?**` or `**15 What is Z ?**`: a bold question line, typed loosely."""
_ASKING_RE = lazy(r"^\*\*[^\s*][^*\n]*\?\*\*[ \t]*$")
"""`**What is X?**`: a whole-line bold question, typed as CommonMark reads it."""
_AMONG = 3
"""How many `**N. ...**` questions make the page's own way of writing them."""


def loose_bold_questions(text: str) -> str:
    """The text with each loosely typed bold question written as the page's others are (see
    the module doc; a cheap test first)."""
    if not holds(text, "\n** ", "\n**1", "\n**2", "\n**3"):
        return text
    lines = text.split("\n")
    inside = [(k, line) for k, line in outside_code(lines) if line[:2] == "**"]
    dotted = sum(1 for _, line in inside if _DOTTED_RE.match(line)) >= _AMONG
    if not dotted and sum(1 for _, line in inside if _ASKING_RE.match(line)) < _AMONG:
        return text
    for k, line in inside:
        if (m := _LOOSE_RE.match(line)) is None:
            continue
        if m.group("num") and dotted:
            lines[k] = f"**{m.group('num')}. {m.group('text')}**"
        elif m.group("blank"):
            lines[k] = f"**{m.group('text')}**"
    return "\n".join(lines)

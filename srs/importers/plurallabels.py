"""`# **Questions 3**` among `# **Question 1**` headings: the plural typed for one label.

A notebook or a study sheet that heads each question `Question N` now and then types the
plural (`Questions 3`). `Questions` with a number is no label of one question anywhere else
(`## Questions 1` may head a group of them), so that heading stayed in the card's question.
Where most of the page's numbered question headings are singular, a plural one is the same
label: it is given the singular, line for line. A range (`## Questions 6-15`) stays a group's
title.
"""

from __future__ import annotations

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["plural_labels"]

_PLURAL_RE = lazy(
    r"^(?P<head>#{1,6}[ \t]+(?:\*\*|__)?[Qq]uestion)s(?P<tail>[ \t]+\d{1,4}"
    r"(?![ \t]*(?:[-–—]|to\b)[ \t]*\d)\b.*)$"
)
_SINGULAR_RE = lazy(r"^#{1,6}[ \t]+(?:\*\*|__)?[Qq]uestion[ \t]+\d{1,4}\b")
_AMONG = 2
"""How many singular labels must head the page's other questions."""


def plural_labels(text: str) -> str:
    """The text with each plural `Questions N` heading among mostly singular `Question N`
    ones made singular (see the module doc; a cheap test first)."""
    if not holds(text, "# Questions ", "# **Questions ", "# __Questions ", "# questions "):
        return text
    lines = text.split("\n")
    headings = [(k, line) for k, line in outside_code(lines) if line[:1] == "#"]
    plural = [(k, m) for k, line in headings if (m := _PLURAL_RE.match(line))]
    singular = sum(1 for _, line in headings if _SINGULAR_RE.match(line))
    if not plural or singular < _AMONG or len(plural) >= singular:
        return text
    for k, m in plural:
        lines[k] = m.group("head") + m.group("tail")
    return "\n".join(lines)

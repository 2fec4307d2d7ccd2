"""A question label heading with the question's type, right under a topic heading:

    ## 14.	Default gateway needed?
    ### Question (T/F): A host reaches other subnets without a default gateway.
    - [ ] True
    - [ ] False

A question catalogue may title each item with a numbered topic heading and ask in a deeper
heading that names the kind of question (`### Frage (W/F): ...`, `### Question (MC): ...`,
`### Pregunta (opción múltiple):`, the text sometimes left empty: the topic asks). Read as
written, the label heading stayed in each question with its label and type (`### Frage (W/F):`),
and where the topic heading itself ended with `?` it was taken for the whole question: the
label heading, options and key went into an open card's answer, with no warning. The label
and its type are no words of the question: the label heading is written as its text alone,
line for line, and joins the topic heading as the question's wording (an empty one is blank).

Only a label heading whose type is in parentheses, right under a heading of a higher level
(blank lines between at most) that is no such label heading itself: a `### Question: ...`
heading, or a typed one under a paragraph, is read as before.
"""

from __future__ import annotations

import re

from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.labelwords import QUESTION_LABELS
from srs.importers.lazyre import lazy

__all__ = ["typed_label_headings"]

_LABEL = (
    r" {0,3}(?P<marks>#{2,6})[ \t]+(?:\*\*|__)?[ \t]*(?:" + "|".join(QUESTION_LABELS) + r")"
    r"[ \t]*[(（][^()（）\n]{1,40}[)）][ \t]*(?:\*\*|__)?[ \t]*[:：]"
)
_TYPED_RE = lazy("^" + _LABEL + r"(?:\*\*|__)?[ \t]*(?P<text>.*?)[ \t#]*$", re.I)
"""`### Frage (W/F): text`, `#### **Question (MC):** text`: the label heading and its text."""
_ANY_TYPED_RE = lazy(r"\n" + _LABEL, re.I)
"""The same from a newline (a literal first, searched at C speed before any line is walked)."""
_HEADING_RE = lazy(r" {0,3}(#{1,6})[ \t]")
_GAP = 3
"""How many lines above the label heading its topic heading may sit (two of them blank)."""


def typed_label_headings(text: str) -> str:
    """The text with each typed question label heading right under a topic heading written
    as its text alone (see the module docstring); any other text is returned as it is
    (cheap tests first: most documents hold no such heading)."""
    if not holds(text, "):", ")：", "）:", "）：") or not holds(text, "#"):
        return text
    if _ANY_TYPED_RE.search("\n" + text) is None:
        return text
    lines = text.split("\n")
    changed = False
    for k, line in outside_code(lines):
        if line.lstrip(" ")[:2] != "##":
            continue
        m = _TYPED_RE.match(line)
        if m is None or not _under_topic(lines, k, len(m.group("marks"))):
            continue
        lines[k] = m.group("text")
        changed = True
    return "\n".join(lines) if changed else text


def _under_topic(lines: list[str], k: int, level: int) -> bool:
    """Whether the nearest line with text above line k (within a few lines) is a heading of a
    higher level than `level` that is no typed label heading itself."""
    for line in reversed(lines[max(0, k - _GAP) : k]):
        if not line.strip():
            continue
        m = _HEADING_RE.match(line)
        return m is not None and len(m.group(1)) < level and _TYPED_RE.match(line) is None
    return False

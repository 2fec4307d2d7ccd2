"""A question's number written twice: on its label heading and again on its stem.

A mock test exported question by question heads each with its label and numbers the stem
below it too:

    ## Question 7

    7. Which query counts the shipped orders?
    SELECT COUNT(*) FROM orders;

    - **A.** ...

The stem was read as a numbered question of its own under a heading holding no text: every
heading was skipped with a warning, and a stem whose second line asked nothing (a formula,
a query) lost that line or the whole question. The stem's number goes (`Which query ...?`)
when it repeats the heading's, line for line, so the heading's question is the paragraph
under it, as under every label heading (`## Problem 3`).
"""

from __future__ import annotations

import re

from srs.importers.fences import outside_code
from srs.importers.labelwords import NUMBERING_LABELS, QUESTION_LABELS
from srs.importers.lazyre import lazy

__all__ = ["label_heading_numbers"]

_LABEL = rf"(?:{'|'.join(QUESTION_LABELS)}|q|{NUMBERING_LABELS})"
"""The label words and the words that number a question on a heading (`Problem`, `Item`):
srs.importers.labelwords, the one vocabulary."""
_HEADING_RE = lazy(
    rf"^ {{0,3}}#{{1,6}}[ \t]+(?:\*\*|__)?{_LABEL}[ \t]*(?P<num>\d{{1,4}})[ \t]*[:.]?"
    r"(?:\*\*|__)?[ \t]*$",
    re.I,
)
"""`## Question 7`, `### **Q7:**`: a label heading holding a number and no text."""
_ANY_RE = lazy(
    rf"#[ \t]+(?:\*\*|__)?{_LABEL}[ \t]*(?P<num>\d{{1,4}})[^\n]*\n"
    r"(?:[ \t]*\n){0,2} {0,3}(?P=num)[.)][ \t]",
    re.I,
)
"""A label heading with its number over a stem numbered the same: the cheap search first (a
quiz whose label headings have unnumbered stems, the common case, has none)."""
_STEM_RE = lazy(r"^(?P<lead> {0,3})(?P<num>\d{1,4})[.)][ \t]+(?P<text>\S.*)$")


def label_heading_numbers(text: str) -> str:
    """The text with each stem numbered as its label heading is (`## Question 7` over
    `7. Which ...?`) without its number (see the module doc)."""
    if "#" not in text or _ANY_RE.search(text) is None:
        return text  # no label heading over a stem numbered as it is: nothing to do
    lines = text.split("\n")
    for k, line in outside_code(lines):
        heading = _HEADING_RE.match(line) if line.lstrip()[:1] == "#" else None
        if heading is None:
            continue
        j = k + 1
        while j < len(lines) and j <= k + 2 and not lines[j].strip():
            j += 1
        stem = _STEM_RE.match(lines[j]) if j < len(lines) else None
        if stem is not None and int(stem.group("num")) == int(heading.group("num")):
            lines[j] = f"{stem.group('lead')}{stem.group('text')}"
    return "\n".join(lines)

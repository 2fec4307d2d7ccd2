"""A numbered question heading whose count the numbered questions after it go on:

    ## 81. BANK - 2023 - Technician

    Fill in the blanks below, in order:

    - (A) Overloading – Inheritance
    - **(B) Polymorphism – Overloading**

    82. **[BANK - 2023 - Analyst]**
    Which ...?

An exam bank switches from `## N.` headings to `N. ...` items part way through, so the last
heading's span runs on over the items. A heading over questions is their section, so the
heading's question, stem, options and key, went as text between questions, lost. A heading
numbered N with option lines of its own, before the item numbered N + 1 among the questions
in its span, is question N: the count and its options say so. A chapter (`## 2. OOP` over
`3. What ...?`) has no options of its own over its first question and stays their section.
"""

from __future__ import annotations

from bisect import bisect_left

from srs.importers.common import NUMBERED_TEXT_RE, OPTION_RE
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["counted_heading"]

_ITEM_NUMBER_RE = lazy(r" {0,3}(?:\*\*|__)?(?P<num>\d{1,4})[.)]")
"""A line opening with a number, bold or not (`82. **[...]**`, `**82.** Which ...?`)."""


def counted_heading(lines: list[Line], text: str, i: int, nxt: int, others: list[int]) -> bool:
    """Whether the heading at line i (its `text`), over the questions among the ascending
    `others` before row `nxt`, is a question of its own whose count they go on (see the
    module doc)."""
    if text[:1] not in "0123456789*_#" or (m := NUMBERED_TEXT_RE.match(text)) is None:
        return False
    want = int(m.group("num")) + 1
    for k in range(bisect_left(others, i + 1), len(others)):
        j = others[k]
        if j >= nxt:
            return False
        item = _ITEM_NUMBER_RE.match(lines[j].text)
        if item is not None and int(item.group("num")) == want:
            return any(not line.code and OPTION_RE.match(line.text) for line in lines[i + 1 : j])
    return False

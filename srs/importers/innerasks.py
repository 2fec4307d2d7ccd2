"""A numbered question pasted inside another question's answer, with its own answer label
under it (`### 15. What is a void pointer?`, its answer, then `5. What is a memory leak? How
can we avoid it?` over `Ans :` and that answer), as notes grown by copying from several pages
are.

Read as written, the label was the heading question's answer marker: all the text above it,
the heading's own answer and the pasted question, became the question, and the pasted
question's answer became the heading's. Here such a numbered line is written as a heading at
the level of the question heading above it (line for line), so each question keeps its own
answer. Only a line that asks, right above an answer label, under a question heading that is
already answered (text between them) with no answer label of its own yet.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE, heading_of, holds
from srs.importers.fences import outside_code
from srs.importers.holding import NUMBERED, search_led
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["inner_questions"]

_NUMBERED_RE = lazy(r"^ {0,3}\d{1,3}[.)][ \t]+(?P<text>\S.*?)[ \t]*$")
_PASTED_RE = lazy(r"\n {0,3}\d{1,3}[.)][ \t][^\n]*\?[ \t*_]*\n(?:[ \t]*\n)*[^\n]{0,14}ans", re.I)
"""A numbered line ending on a question mark right over a line opening with `Ans`: searched
in the whole text first, at C speed (a quiz of labelled questions has none)."""
_PASTED_LEAD_RE = lazy(r"\n {0,3}\d{1,3}[.)][ \t]")
"""How `_PASTED_RE` opens, within its first line: searched first in the numbered lines alone
(`search_led`), where most documents stop."""


def inner_questions(text: str) -> str:
    """The text with each numbered question pasted over its own answer label inside another
    question's answer written as a heading (see the module docstring)."""
    if not _may_hold(text):
        return text
    lines = text.split("\n")
    heading: tuple[str, bool] | None = None  # the last heading's marks, whether it asks
    told = labelled = False  # text under it; an answer label under it
    last = -1  # the last line with text under the heading
    for k, line in outside_code(lines):
        if not line.strip():
            continue
        found = heading_of(Line(k, line))
        if found is not None:
            heading, told, labelled, last = (
                ("#" * found[0], asks(found[1])),
                False,
                False,
                -1,
            )
            continue
        if heading is not None and "ns" in line[:16].lower() and ANSWER_RE.match(line):
            if not labelled and heading[1] and _pasted_question(lines, last, told):
                lines[last] = f"{heading[0]} {lines[last].strip()}"
            labelled = True
        told = told or last >= 0
        last = k
    return "\n".join(lines)


def _may_hold(text: str) -> bool:
    """Whether the text has a heading and a numbered question over an `Ans` line: the cheap
    tests, at C speed."""
    if not holds(text, "\n#") or not holds(text, "Ans", "ans"):
        return False
    return search_led(_PASTED_LEAD_RE, text, NUMBERED) and _PASTED_RE.search(text) is not None


def _pasted_question(lines: list[str], last: int, told: bool) -> bool:
    """Whether line `last`, right above an answer label, is a numbered line that asks, with
    text of the heading's answer above it."""
    if last < 0 or not told:
        return False
    m = _NUMBERED_RE.match(lines[last])
    return m is not None and m.group("text").rstrip(" *_").endswith("?") and asks(m.group("text"))

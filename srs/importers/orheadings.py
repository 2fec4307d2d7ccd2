"""A question asked in two wordings, each on a heading line of its own (`#### 5. Tell me
about a time you failed. (or)` over `#### Tell me about a time you tried and failed.`, or
the second heading opening with `or`).

Interview lists gathered from several companies note the other ways a question was put to
them. Read as written, the first heading is a question with no answer (reported) and the
second a card of its own, its text opening with `or`. The two headings are one question:
the first line is written with the second's text after it, the second line left blank
(line for line, so every later line keeps its number).
"""

from __future__ import annotations

import re

from srs.importers.common import Line, heading_of, holds, outside_code
from srs.importers.lazyre import lazy

__all__ = ["alternative_wordings"]

_OR_AFTER_RE = lazy(r"(?:\(or\)|\bor)$", re.IGNORECASE)
"""A first wording that says another follows: `... failed. (or)`, `... failed? or`."""
_OR_BEFORE_RE = lazy(r"^(?:\(or\)|or\b)", re.IGNORECASE)
"""A second wording that says it is one: `or Your team mate is not coping ...`."""
_LITERALS = ("(or)", "(OR)", "# or ", "# Or ", " or\n")
"""What the text must hold for a pair to be there: searched at C speed first."""


def alternative_wordings(text: str) -> str:
    """The text with each pair of glued headings at one level that are two wordings of one
    question written as one heading, the second line left blank."""
    if not holds(text, *_LITERALS):
        return text
    lines = text.split("\n")
    code = set(range(len(lines))) - {k for k, _ in outside_code(lines)}
    changed = False
    for k in range(len(lines) - 1):
        if k in code or k + 1 in code or "#" not in lines[k][:4]:
            continue
        first, second = heading_of(Line(k, lines[k])), heading_of(Line(k + 1, lines[k + 1]))
        if first is None or second is None or first[0] != second[0]:
            continue
        if _OR_AFTER_RE.search(first[1]) or _OR_BEFORE_RE.match(second[1]):
            lines[k] = f"{lines[k].rstrip()} {second[1]}"
            lines[k + 1] = ""
            changed = True
    return "\n".join(lines) if changed else text

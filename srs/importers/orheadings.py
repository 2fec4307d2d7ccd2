"""A question asked in two wordings, each on a heading line of its own (`#### 5. Tell me
about a time you failed. (or)` over `#### Tell me about a time you tried and failed.`, or
the second heading opening with `or`, or a heading that says only `or` between the two,
blank lines around it: `#### 7. How do you test port 80?` / `#### or` / `#### Say you host a
site; how would you test it?`).

Interview lists gathered from several companies note the other ways a question was put to
them. Read as written, the first heading is a question with no answer (reported) and the
second a card of its own, its text opening with `or` (or the lone `or` reported as a
question of its own). The two headings are one question: the first line is written with the
second's text after it (and an `or` between when a heading of its own said it), the lines
after it left blank (line for line, so every later line keeps its number).
"""

from __future__ import annotations

import re

from srs.importers.common import heading_of, holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["alternative_wordings"]

_OR_AFTER_RE = lazy(r"(?:\(or\)|\bor)$", re.IGNORECASE)
"""A first wording that says another follows: `... failed. (or)`, `... failed? or`."""
_OR_BEFORE_RE = lazy(r"^(?:\(or\)|or\b)", re.IGNORECASE)
"""A second wording that says it is one: `or Your team mate is not coping ...`."""
_OR_ONLY_RE = lazy(r"^\(?or\)?$", re.IGNORECASE)
"""A heading that only says another wording follows: `#### or`, `### (OR)`."""
_LITERALS = ("(or)", "(OR)", "# or ", "# Or ", " or\n", "# Or\n", "# OR\n")
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
        if _between_wordings(lines, k, code):
            changed = True
            continue
        first, second = heading_of(Line(k, lines[k])), heading_of(Line(k + 1, lines[k + 1]))
        if first is None or second is None or first[0] != second[0]:
            continue
        if _OR_AFTER_RE.search(first[1]) or _OR_BEFORE_RE.match(second[1]):
            lines[k] = f"{lines[k].rstrip()} {second[1]}"
            lines[k + 1] = ""
            changed = True
    return "\n".join(lines) if changed else text


def _between_wordings(lines: list[str], k: int, code: set[int]) -> bool:
    """Join the headings around line k when it is a heading that says only `or` and a
    heading at its level stands on each side of it, blank lines between (the question's two
    wordings): the first written `first or second`, the `or` and the second blank."""
    said = heading_of(Line(k, lines[k]))
    if said is None or not _OR_ONLY_RE.match(said[1]):
        return False
    above = next((j for j in range(k - 1, -1, -1) if lines[j].strip()), None)
    below = next((j for j in range(k + 1, len(lines)) if lines[j].strip()), None)
    if above is None or below is None or above in code or below in code:
        return False
    first, second = heading_of(Line(above, lines[above])), heading_of(Line(below, lines[below]))
    if first is None or second is None or not first[0] == said[0] == second[0]:
        return False
    lines[above] = f"{lines[above].rstrip()} {said[1]} {second[1]}"
    lines[k] = lines[below] = ""
    return True

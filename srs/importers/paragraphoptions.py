"""Options written one to a line with no bullet or letter, the right one marked at its end
(`**Ports (CORRECT)**` among `Switches`, `Routers`, `Hubs`), as course quizzes copied from
a learning site's page are.

Read as written, the options are the answer's paragraphs and the question has no key. When,
after the question's first paragraph, three to eight short plain lines follow (blank lines
and a `--` rule between them allowed), and exactly one ends with a `(correct)` mark, they are
written as a task list (`- [x] Ports`, the others `- [ ] ...`), which srs.importers.marks
reads as options keyed by the ticked box, lettered by position.
"""

from __future__ import annotations

import re

from srs.importers.common import Line
from srs.importers.lazyre import lazy

__all__ = ["paragraph_options"]

_MARKED_RE = lazy(
    r"^[ \t]*(?:\*\*|__)?(?P<text>\S.*?)[ \t]*\((?:correct|right)\)[ \t]*(?:\*\*|__)?[ \t]*$", re.I
)
"""An option with the mark at its end, in bold or not: `**Ports (CORRECT)**`."""
_PLAIN_RE = lazy(r"^[ \t]{0,3}(?![-*+][ \t]|[>#|`<!\[]|\d{1,3}[.)][ \t]|[A-Ha-h][.)][ \t])\S")
"""A plain line: no bullet, number, letter, heading, quote, table, fence, tag or image."""
_RULE = "--"
_MIN, _MAX = 3, 8
_LONGEST = 120


def paragraph_options(lines: list[Line], asked_above: bool) -> list[Line]:
    """The block's lines with a run of plain option lines, one marked right, as a task list;
    unchanged when there is no such run. `asked_above`: the block's heading or label holds
    the question (else its first paragraph is the question, before the options)."""
    if not any("orrect)" in line.text or "ORRECT)" in line.text for line in lines):
        return lines  # no mark: the cheap test every block takes
    run = _option_run(lines, asked_above)
    if run is None:
        return lines
    first, options = run
    marked = [k for k in options if _MARKED_RE.match(lines[k].text)]
    if len(marked) != 1:
        return lines  # several marked, or none: no key to read
    out = lines[:first]
    for k in options:
        m = _MARKED_RE.match(lines[k].text) if k == marked[0] else None
        text = m.group("text") if m is not None else lines[k].text.strip()
        out.append(Line(lines[k].no, f"- [{'x' if m else ' '}] {text}"))
    return [*out, *lines[options[-1] + 1 :]]


def _option_run(lines: list[Line], asked_above: bool) -> tuple[int, list[int]] | None:
    """Where the run starts (after the question's paragraph and a `--` line) and the index of
    each option line; None unless the run reaches the block's end and counts three to eight."""
    k = 0
    while k < len(lines) and not lines[k].text.strip():
        k += 1
    while not asked_above and k < len(lines) and lines[k].text.strip():  # the question
        k += 1
    first = k
    options: list[int] = []
    for j in range(k, len(lines)):
        text = lines[j].text.strip()
        if not text or (text == _RULE and not options):
            continue
        if lines[j].code or len(text) > _LONGEST or not _PLAIN_RE.match(lines[j].text):
            return None
        options.append(j)
    return (first, options) if _MIN <= len(options) <= _MAX else None

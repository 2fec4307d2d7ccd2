"""A true/false sheet: statements, each over its verdict and the reason for it (`1.  **The CPU
is a peripheral.**` over `    **Falsch**: The CPU is the central unit.`), in any language.

A statement does not ask (no `?`), so read as written no item was a question, and a sheet of
them was refused as holding none; where one did ask, its answer kept the verdict's bold marks
(`**Falsch**: ...`). The verdict says the line above it was put to the reader (is it true?):
the verdict line is written as an answer label over the verdict and its reason (`Answer:
Falsch: The CPU is ...`), which the readers take as the answer of the statement above it.

A statement is a list item, a whole-line bold paragraph or a heading, right over its verdict
(one blank line between at most), the verdict no less indented; the verdict is a word of a
pair (srs.importers.labelwords' VERDICT_PAIRS) in bold, or followed by a colon, opening its
line. Not read so: a verdict over another one (`**True**: raises` / `**False**: logs`, the
two values of a flag explained), a verdict under a line that introduces (`... as follows:`)
or under plain prose, and a document with fewer than two statements so answered. A document
with no false verdict (`False`, `Falsch`, `Faux`, ...) is returned as it is after the cheap
test on the whole text.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, HEADING_RE, LIST_ITEM_RE, holds
from srs.importers.fences import outside_code
from srs.importers.labelwords import VERDICT_PAIRS
from srs.importers.lazyre import lazy

__all__ = ["verdict_answers"]

_WORDS = "|".join(
    sorted({re.escape(word) for pair in VERDICT_PAIRS for word in pair}, key=len, reverse=True)
)
_VERDICT_RE = lazy(
    rf"^(?P<indent>[ \t]*)(?:(?P<bold>\*\*|__)(?P<b>{_WORDS})(?P<in>[ \t]*[.!:：]?)(?P=bold)"
    rf"(?P<out>[ \t]*[.!:：]?)(?=[ \t]|$)|(?P<w>{_WORDS})(?P<colon>[ \t]*[:：]))"
    r"[ \t]*(?P<reason>.*?)[ \t]*$",
    re.I,
)
"""`**Falsch**: reason`, `**True.** reason`, `__Vrai :__`, `False: reason`, `错误：理由`: a
verdict opening its line, in bold or before a colon, and the reason after it."""
_BOLD_LINE_RE = lazy(r"^[ \t]*(?:\*\*|__)\S")
"""A paragraph opening in bold: a statement set in bold (`**Die CPU ist ...**`)."""
_FALSE_WORDS = tuple(
    dict.fromkeys(form for _, word in VERDICT_PAIRS for form in (word.capitalize(), word.upper()))
)
"""The false verdicts as a sheet's labels are typed (`Falsch`, `FALSE`): every true/false
sheet holds one, the cheap test on a whole document."""
_MIN_STATEMENTS = 2
_STATEMENT_LINES = 6
"""A statement wrapped over more lines than this is no sheet's statement."""


def verdict_answers(text: str) -> str:
    """The text with each statement's verdict line written as its answer label (see the module
    docstring); else the text as it is."""
    if not holds(text, *_FALSE_WORDS):
        return text
    lines = text.split("\n")
    prose = dict(outside_code(lines))
    answered: dict[int, str] = {}
    for k, line in prose.items():
        verdict = _VERDICT_RE.match(line) if line.strip() else None
        if verdict is None or _verdict_below(lines, prose, k):
            continue
        first = _statement_above(lines, prose, k)
        if first is not None:
            answered[k] = _answer_line(verdict)
            if _BOLD_LINE_RE.match(lines[first]) and not LIST_ITEM_RE.match(lines[first]):
                answered[first] = f"Q: {lines[first].lstrip()}"  # a bold paragraph: labelled
    if len(answered) < _MIN_STATEMENTS:
        return text
    for k, line in answered.items():
        lines[k] = line
    return "\n".join(lines)


def _answer_line(verdict: re.Match[str]) -> str:
    """The verdict line as an answer label over the verdict (its bold gone) and its reason."""
    word = verdict.group("b") or verdict.group("w")
    mark = (verdict.group("in") or verdict.group("out") or verdict.group("colon") or "").strip()
    reason = verdict.group("reason")
    gap = "" if mark == "：" or not reason else " "  # (a full-width colon holds its own gap)
    said = f"{word}{mark}{gap}{reason}"
    return f"{verdict.group('indent')}Answer: {said.rstrip()}"


def _statement_above(lines: list[str], prose: dict[int, str], k: int) -> int | None:
    """The first line of a statement (a list item, a bold paragraph at the margin, a heading)
    that ends right above line `k` (one blank line between at most), no more indented than it
    and introducing nothing; else None."""
    j = _last_line_above(lines, prose, k)
    if j is None:
        return None
    indent = len(lines[k]) - len(lines[k].lstrip())
    for first in range(j, max(j - _STATEMENT_LINES, -1), -1):
        line = lines[first]
        if not line.strip() or first not in prose:
            return None  # the top of a plain paragraph: prose, no statement
        if _VERDICT_RE.match(line) or ANSWER_RE.match(line):
            return None  # a verdict or an answer already: no statement
        if LIST_ITEM_RE.match(line) or HEADING_RE.match(line) or _BOLD_LINE_RE.match(line):
            return first if len(line) - len(line.lstrip()) <= indent else None
    return None


def _last_line_above(lines: list[str], prose: dict[int, str], k: int) -> int | None:
    """The line with text right above line `k` (one blank line between at most), outside
    code and introducing nothing (`... as follows:`); else None."""
    j = k - 1
    if j >= 0 and not lines[j].strip():
        j -= 1
    if j < 0 or j not in prose or not lines[j].strip() or lines[j].rstrip().endswith((":", "：")):
        return None
    return j


def _verdict_below(lines: list[str], prose: dict[int, str], k: int) -> bool:
    """Whether the next line with text after line `k` is a verdict too: the two values of a
    setting explained, not a statement's verdict."""
    j = k + 1
    while j < len(lines) and not lines[j].strip():
        j += 1
    return j in prose and _VERDICT_RE.match(lines[j]) is not None

"""Numbered questions typed wholly as code spans, each answered in a quote below:
`` `1. What is a block?` `` over `> A batch of records.`.

Some notes style every question line as inline code, number and all, and quote its answer.
Read as written, a code span is no numbered line: no question was found, and under `##`
section headings each heading became a "question" whose answer held all its questions and
answers. Such lines are the numbered questions they show when they are a run: three or
more lines that are one code span opening with a number (`N.` or `N)`), most of them
numbered one more than the one before and answered by a quote (`>`) as the next line with
text. Their backticks are then dropped, line for line. A lone span that opens with a number
(a version, a command's output) is no run and stays as it is.
"""

from __future__ import annotations

from itertools import pairwise

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["span_numbered_questions"]

_SPAN_NUMBERED_RE = lazy(r"\n`(?P<num>\d{1,4})[.)][ \t]+[^`\n]*[^`\s][ \t]*`[ \t]*(?=\n)")
"""A line that is one code span opening with its number (`` `12. What is X?` ``), found
from its literal `` \\n` `` (the text is searched with a newline before it)."""
_RUN = 3
"""The fewest such lines that number a document's questions: fewer are examples."""


def span_numbered_questions(text: str) -> str:
    """The text with a run of span-wrapped numbered questions (see the module doc) unwrapped;
    the text itself otherwise (the literal tests first: most documents have none)."""
    if not holds(text, "\n`") or not holds(text, "\n>"):
        return text
    led = "\n" + text
    found = list(_SPAN_NUMBERED_RE.finditer(led))
    if len(found) < _RUN:
        return text
    rows: dict[int, int] = {}  # line index: the number it shows
    row, at = 0, 0
    for m in found:  # each match starts at the newline before its line: counted as we go
        row, at = row + led.count("\n", at, m.start()), m.start()
        rows[row] = int(m.group("num"))
    lines = text.split("\n")
    if not _a_run(lines, rows):
        return text
    for k, line in outside_code(lines):
        if k in rows:
            lines[k] = line.strip()[1:-1].strip()
    return "\n".join(lines)


def _a_run(lines: list[str], rows: dict[int, int]) -> bool:
    """Whether most of the span lines (line index: number) follow the one before in number
    and are answered by a quote on the next line with text."""
    numbers = [rows[k] for k in sorted(rows)]
    in_order = sum(b == a + 1 for a, b in pairwise(numbers))
    quoted = sum(_quote_below(lines, k) for k in rows)
    return in_order * 2 >= len(numbers) and quoted * 2 > len(numbers)


def _quote_below(lines: list[str], k: int) -> bool:
    """Whether the next line with text after line k is a quote (`> ...`)."""
    for line in lines[k + 1 : k + 4]:
        if line.strip():
            return line.lstrip()[:1] == ">"
    return False

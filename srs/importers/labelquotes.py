"""An answer labelled under a numbered question (`A. text`, `Answer: text`) that goes on in
block-quote lines and indented items, with no blank between:

    2. How can a thread stop ? <br>
    A. There are several ways <br>
    > Normal way
      - return from run
    > Forced way
      - interrupt

Notes typed in a plain editor set the answer's parts apart with `>` and list each part's
points indented below it. CommonMark ends the question's list item at the margin quote:
inside a `<details>` section fold the quoted lines and their points were reported as text in
no card and the answer cut to its first line; outside one they stayed in it with their raw
`>` marks. Where a numbered question at the margin has an answer label on the next line and
a quote right under that (or under the label's own words wrapped on indented lines, `   &nbsp;
and more`), the answer's lines that follow (quotes, and lines indented, up to a blank line or
a line at the margin that is no quote) are written inside the question's item, as its
continuation: each quote's text without its mark, indented as far as the item's text, and
each indented line as much further in. The answer then reads on to the next question, its
parts and points kept.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE
from srs.importers.fences import outside_code
from srs.importers.holding import any_line, holds
from srs.importers.lazyre import lazy

__all__ = ["label_quotes"]

_ASKED_RE = lazy(r"^\d{1,4}[.)][ \t]+\S[^\n]*\n[^\n]*\S[^\n]*\n(?:[ \t]+\S[^\n]*\n)* {0,3}>", re.M)
"""A numbered line, a line under it (its indented lines too), then a quote: the cheap test
for the layout."""
_NUMBER_RE = lazy(r"^\d{1,4}[.)][ \t]+(?=\S)")
"""A numbered item's mark at the margin, with the blanks before its text."""
_LETTER_LABEL_RE = lazy(r"^(?:\*\*|__)?A(?:\*\*|__)?[.:)](?:\*\*|__)?[ \t]+\S")
"""The answer's letter label (`A. text`, `**A:** text`), beside the worded ones ANSWER_RE
reads in every language it knows (`Answer: text`, `Respuesta: text`)."""
_QUOTE_RE = lazy(r"^ {0,3}>[ \t]?(?P<text>.*)$")


def label_quotes(text: str) -> str:
    """The text with each labelled answer's quoted parts inside its question's item (see the
    module doc); the text itself when it has none (the cheap tests first: a quote line, then
    a numbered line two lines over one)."""
    if not holds(text, "\n>", "\n >", "\n  >", "\n   >") or not any_line(_ASKED_RE, text):
        return text
    lines = text.split("\n")
    changed = False
    for k, line in outside_code(lines):
        m = _NUMBER_RE.match(line)
        if m is None or k + 2 >= len(lines) or not _answer_label(lines[k + 1]):
            continue
        run = _continuation(lines, k + 2)
        if not any(_QUOTE_RE.match(lines[j]) for j in run):
            continue
        indent = " " * len(m.group(0).expandtabs())
        for j in run:
            quote = _QUOTE_RE.match(lines[j])
            lines[j] = indent + (quote.group("text") if quote is not None else lines[j])
        changed = True
    return "\n".join(lines) if changed else text


def _answer_label(line: str) -> bool:
    """Whether a line opens with an answer's label and the answer's words after it."""
    if _LETTER_LABEL_RE.match(line) is not None:
        return True
    m = ANSWER_RE.match(line)
    return m is not None and bool(m.group("rest").strip())


def _continuation(lines: list[str], start: int) -> list[int]:
    """The rows from `start` on that go on with the answer: quotes and indented lines, up to
    a blank line or a margin line that is no quote."""
    run: list[int] = []
    for j in range(start, len(lines)):
        line = lines[j]
        if not line.strip() or (line[:1] not in " \t" and _QUOTE_RE.match(line) is None):
            break
        if line.lstrip().startswith("```"):
            break  # a fence: its lines are code, read as they stand
        run.append(j)
    return run

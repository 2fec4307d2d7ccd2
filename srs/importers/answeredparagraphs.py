"""Questions written as plain paragraphs, no label or number, each answered by a labelled line
right under it (`What is X?` over `Answer: X`, or a quoted `> Correct answer: X`, in any
language of the answer labels), the question's code fenced between them at times.

Read as written, only the paragraphs that ask were questions, and those were reported as
unanswered (a quoted answer was no answer line), the rest named nowhere. Where every answer
label in the document (two or more, each with its answer on the line) sits right under a
paragraph of one to three plain lines (no heading, list, quote, number or label in it) set
apart by a blank line above, its code fenced in between allowed, each such paragraph is
given a question label and each answer line is written unquoted as `Answer: X`, line for
line. A document with one answer line that does not follow such a paragraph (one under a
heading or a numbered question) is left as it is.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, FENCE_RE, fence_after, holds
from srs.importers.labelwords import QUESTION_LABELS
from srs.importers.lazyre import lazy

__all__ = ["answered_paragraphs"]

_NOT_PLAIN_RE = lazy(
    r"[ \t]*(?:[-*+>#|<]|\d{1,4}[.)]|[A-Za-z][.)][ \t]|```|~~~)|[^:：\n]{1,30}[:：][ \t]*\S"
)
"""What opens a line that is no plain paragraph's: a list, quote, heading, table, tag,
number, option letter or fence; or a short label with text after its colon (`Question: X`,
`问：X`)."""
_QUESTION_RE = lazy(rf"^[ \t]*(?:q|{'|'.join(QUESTION_LABELS)})[ \t]*\d{{0,4}}[ \t]*[:：.)]", re.I)
"""A question's label, numbered or not (`Q1. What ...?`): the paragraph is labelled already."""
_QUOTE_RE = lazy(r"^>[ \t]?")
_LABEL_RE = lazy(r"^[^:：\n]{1,30}[:：]")
_MIN_PAIRS = 2
_MAX_LINES = 3
_HEAD = 400
"""How many lines are read first: a large document of another layout shows it in its first
answer lines, and splitting all of it into lines costs ~10 ms a 10,000-question quiz."""


def answered_paragraphs(text: str) -> str:
    """The text with its plain paragraphs labelled as the questions the answer lines under
    them answer (see the module doc); the text itself otherwise."""
    if not holds(text, ":", "："):
        return text
    if _pairs(text.split("\n", _HEAD)[:_HEAD]) is None:
        return text  # the first answer lines veto it: the whole text is not split
    lines = text.split("\n")
    pairs = _pairs(lines)
    if pairs is None or len(pairs) < _MIN_PAIRS:
        return text
    for first, answer in pairs:
        lines[first] = f"Q: {lines[first].strip()}"
        lines[answer] = f"Answer: {_answer(lines[answer])}"
    return "\n".join(lines)


def _pairs(lines: list[str]) -> list[tuple[int, int]] | None:
    """Each answer line's index with its paragraph's first line; None when one answer line
    follows no plain paragraph (the layout is another)."""
    pairs: list[tuple[int, int]] = []
    fence: str | None = None
    for k, line in enumerate(lines):
        fence, mark = fence_after(fence, line)
        if fence is not None or mark or _answer(line) is None:
            continue
        first = _paragraph_above(lines, k)
        if first is None:
            return None
        pairs.append((first, k))
    return pairs


def _answer(line: str) -> str | None:
    """The answer on a labelled answer line, quoted or not (None for any other line, and for
    a label alone)."""
    unquoted = _QUOTE_RE.sub("", line, count=1) if line[:1] == ">" else line
    m = ANSWER_RE.match(unquoted)
    if m is None or not m.group("rest").strip() or _LABEL_RE.match(unquoted) is None:
        return None
    return str(m.group("rest")).strip()


def _paragraph_above(lines: list[str], k: int) -> int | None:
    """The first line of the plain paragraph right over line k (over the code fenced right
    under it, if any), set apart by a blank line above; None when there is none."""
    end = k - 1
    if end >= 0 and FENCE_RE.match(lines[end]):
        end -= 1
        while end >= 0 and not FENCE_RE.match(lines[end]):
            end -= 1
        end -= 1
    start = end
    while start >= 0 and lines[start].strip():
        if _NOT_PLAIN_RE.match(lines[start]) or _QUESTION_RE.match(lines[start]):
            return None
        if _answer(lines[start]) is not None:
            return None
        start -= 1
    if start == end or end - start > _MAX_LINES:
        return None
    return start + 1

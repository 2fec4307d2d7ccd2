"""The head of a question's text tidied: a mark before the question (`❓`), a bracketed tag on
a line of its own over it, the bold that sets its first or last line apart, and a link back
to the top or the contents ending its first line (`# Q? <a href="#index">[Top]</a>`).

Kept apart from the card maker (srs.importers.cards) so that what a question's first line may
carry before its words sits in one place.
"""

from __future__ import annotations

from srs.importers.blocklines import is_top_link
from srs.importers.common import MARKS
from srs.importers.lazyre import lazy

__all__ = ["tidied_head"]


def tidied_head(question: str) -> str:
    """The question without the marks around its head (see the patterns below)."""
    question = _without_top_link(question)
    if question[:1] >= "\u2190":  # `### 1. ❓ What is Kafka?`: a mark, then the question
        question = _LEADING_MARKS_RE.sub("", question, count=1) or question
    if question[:1] == "[":  # `[domain:Compute]` over `Which ...?`: the tag opens the line
        question = _TAG_LINE_RE.sub(r"\1 ", question, count=1)
    if question[:2] in ("**", "__"):
        return _unbolded_head(question)
    if question.endswith(("**", "__")) and ("```" in question or "~~~" in question):
        return _unbolded_tail(question)
    return question


_TRAILING_LINK_RE = lazy(
    r"[ \t]*(?P<link>\[(?:[^\[\]\n]|\[[^\[\]\n]*\])*\]\([^()\s]*#[^()\s]*\))[ \t]*$"
)
"""An in-page link ending a line (`[[Top]](#index)`, `[Back to top](#top)`)."""


def _without_top_link(question: str) -> str:
    """The question without a link back to the top or the contents ending its first line: a
    page's heading carries it (`# <a name="3">Q?</a><a href="#index">[Top]</a>`) to lead the
    reader back to its list of questions, no word of the question. The shared patterns of
    such links say which (srs.importers.blocklines.is_top_link); a link that is all the line
    stays."""
    first, sep, rest = question.partition("\n")
    if "](" not in first or "#" not in first:
        return question  # cheap test first: no in-page link
    m = _TRAILING_LINK_RE.search(first)
    if m is None or not first[: m.start()].strip() or not is_top_link(m.group("link")):
        return question
    return first[: m.start()] + sep + rest


_LEADING_MARKS_RE = lazy(rf"^{MARKS}(?=\w)")

_TAG_LINE_RE = lazy(r"^(\[[^\]\n]{1,60}\])[ \t]*\n(?=[^\s\-*+>|`~#])")
"""The line break after a question's first line when that line is only a bracketed tag
(`[domain:Billing]`, two spaces after it for a hard break): a question whose next line ends in
`?` was read as one line already, one that ends `(Choose TWO)` kept the tag on a line of its
own, the only title the import list showed for the card."""


_HEAD_BOLD_RE = lazy(r"^(\*\*|__)(?=\S)(?P<head>[^*_\n]*?[^\s*_])\1(?=[ \t]+\S|[ \t]*\n)")
"""Bold over the head of a question's line, more of the question after it on the line or on
the lines below (`**What is wrong with it?**` over the code it asks about)."""


def _unbolded_head(question: str) -> str:
    """`**Effect of:** `SELECT ...`` -> `Effect of: `SELECT ...``: a quiz that sets its
    questions in bold sets the head of a line that goes on (code, a condition) in bold too,
    and the whole-bold questions lose their marks, a first line in bold over code or more of
    the question too; a word stressed inside the question
    (`Which is **not** ...`), or several bold spans, stay."""
    m = _HEAD_BOLD_RE.match(question)
    if m is None:
        return question
    line_end = question.find("\n")
    rest = question[m.end() : line_end if line_end >= 0 else len(question)]
    if "**" in rest or "__" in rest:
        return question
    return m.group("head") + question[m.end() :]


_TAIL_BOLD_RE = lazy(r"\n(\*\*|__)(?=\S)(?P<tail>[^*_\n]*?[^\s*_])\1$")
"""A question's last line in bold, nothing else on it."""


def _unbolded_tail(question: str) -> str:
    """Code over `**What is the type of x?**` -> the asking line without its marks: a quiz
    that sets its questions in bold sets the line that asks in bold under the code it asks
    about too (the title over the code, if any, is the question's first line), as
    `_unbolded_head` reads the bold line over code."""
    m = _TAIL_BOLD_RE.search(question)
    return question if m is None else question[: m.start()] + "\n" + m.group("tail")

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
heading or a list) is left as it is; an answer line under a labelled question (`Q2) What is
X?` over `ans : X`) is that question's and leaves the others to be read so (notes that label
their first questions and then write them bare).

The label may end with a dash instead of a colon (`Ans - X`, a plain-text FAQ's way): there
too the label, not the question's punctuation, says where the questions are, so a question
told as a noun phrase (`Token-pasting operator`) or ending with an aside (`... static? (and
extern)`) is one, not the end of the answer above. Never a letter and a dash (`A - list`),
an option's. In such a document a plain paragraph whose first line ends with `?` and that
stands where a question does (the next text is a labelled question, or the page ends) is a
question too: one left with no answer line (reported as unanswered, no longer glued to the
answer above in silence), or one whose label was mistyped (`And - Yes`: its line stays the
answer).
"""

from __future__ import annotations

import re

from srs.importers.common import (
    ANSWER_RE,
    HEADING_RE,
    NUMBERED_LABEL_RE,
    holds,
    paragraph_above_holds,
)
from srs.importers.fences import FENCE_RE, fence_after
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
_LABEL_RE = lazy(r"^[^:：\n]{1,30}[:：]|^[ \t]*[^\W\d_]{3,12}\.?[ \t]*[-–—][ \t]")
"""An answer label ended by a colon (`Answer: X`), or a word of three letters or more ended
by a dash (`Ans - X`): never a letter and dash (`A - 4`), an option's."""
_MIN_PAIRS = 2
_MAX_LINES = 3
_HEAD = 400
"""How many lines are read first: a large document of another layout shows it in its first
answer lines, and splitting all of it into lines costs ~10 ms a 10,000-question quiz."""


def answered_paragraphs(text: str) -> str:
    """The text with its plain paragraphs labelled as the questions the answer lines under
    them answer (see the module doc); the text itself otherwise."""
    if not holds(text, ":", "：", "- ", "– ", "— "):
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
    for first in _unlabelled_asks(lines, {first for first, _ in pairs}):
        lines[first] = f"Q: {lines[first].strip()}"
    return "\n".join(lines)


def _unlabelled_asks(lines: list[str], firsts: set[int]) -> list[int]:
    """The first lines of the plain paragraphs that ask (their first line ends with `?`) and
    stand where a question does, right before another question or at the end: a question
    left unanswered, or one whose label was mistyped (`And - Yes`), not the answer above's.
    Read from the end, so that two such paragraphs in a row are both questions."""
    found: list[int] = []
    starts = set(firsts)
    for k in reversed(_asking_paragraphs(lines, firsts)):
        end = k + 1
        while end < len(lines) and lines[end].strip():
            end += 1
        nxt = next((j for j in range(end, len(lines)) if lines[j].strip()), None)
        if end - k <= _MAX_LINES and (nxt is None or nxt in starts):
            found.append(k)
            starts.add(k)
    return found


def _asking_paragraphs(lines: list[str], firsts: set[int]) -> list[int]:
    """The first lines, ending with `?`, of the plain paragraphs outside code and not yet
    labelled."""
    asking: list[int] = []
    fence: str | None = None
    for k, line in enumerate(lines):
        fence, mark = fence_after(fence, line)
        if fence is not None or mark or k in firsts or not line.rstrip().endswith(_ASKS):
            continue  # the cheap test first
        if (k == 0 or not lines[k - 1].strip()) and _paragraph_above(lines, k + 1) == k:
            asking.append(k)
    return asking


_ASKS = ("?", "？")


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
        if first is None and _labelled_above(lines, k):
            continue  # `Q2) What is X?` over `ans : X`: a labelled question's, read as it is
        if first is None:
            return None
        pairs.append((first, k))
    return pairs


def _title_over(line: str) -> bool:
    """Whether a line right over a question's paragraph, no blank line between, titles its
    section instead of opening the question: a heading that neither asks nor labels a question
    (`# Basic CRUD`, not `### Question 1`, whose paragraph is labelled already), or a short
    line led by a pictograph (`🔹 Intermediate Queries (SDE-2 Level)`) that does not ask."""
    text = line.strip()
    heading = HEADING_RE.match(line)
    if heading is not None:  # a section's title, never a question's (`### Question 1`)
        words = (heading.group("text") or "").strip(" #*_")
        return not words.endswith(_ASKS) and NUMBERED_LABEL_RE.match(words) is None
    return ord(text[0]) > 0x2000 and len(text) <= _TITLE_MOST and not text.endswith(_ASKS)


_TITLE_MOST = 80


def _labelled_above(lines: list[str], k: int) -> bool:
    """Whether one of the lines right over line k, up to a blank line, opens with a question's label
    (`Q2) What is X?`, `Q: ...`): that answer line is a labelled question's, which says
    nothing against the plain paragraphs over the other answer lines (notes that label their
    first questions and then write them bare)."""
    return paragraph_above_holds(lines, k, _QUESTION_RE)


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
        if start < end and _title_over(lines[start]):
            break  # `# Basic CRUD` or `🔹 Intermediate Queries` right over the question
        if _NOT_PLAIN_RE.match(lines[start]) or _QUESTION_RE.match(lines[start]):
            return None
        if _answer(lines[start]) is not None:
            return None
        start -= 1
    if start == end or end - start > _MAX_LINES:
        return None
    return start + 1

"""A question titled above and asked in its answer's first line: `**Question:** ...`.

Problem sets, in notebooks especially, give each item a short title and put the question
itself under it, labelled, with the answer (code) after it:

    1. **Reverse a String:**
       - **Question:** Write a Python function to reverse a given string.

    ```python
    s[::-1]
    ```

The title was taken for the whole question and the labelled line for the start of the
answer, its label left in the card. Here the labelled line goes to the question, after the
title (`Reverse a String: Write a Python function ...`), and the answer is what follows it.
An answer that is that line alone is left as it was: its card has no other answer to show.
Only `Question:` is such a label: `**Task:**` or `**Problem:**` opening an answer is more
often a term the answer defines (`**Task:** a collection of activities`).

Code quizzes do the same without a label (`asked_after_code`): a heading that only shows the
code (`#### 1. 有如下一段代码：（类继承）`), the code, then the question asked in a bold line of
its own (`**如何调用类A的show方法？**`) and the answer straight after it, unlabelled. The bold
line asks what the card is about: it goes to the question, after the code. Only when the
question ends with its code block and asks nothing before it (no `?` of its own), the bold
line ends with `?` (or `？`) and more answer follows: a bold question opening the answer to a
question that asks (`**Why does it matter?**`) is the answer's own follow-up.
"""

from __future__ import annotations

import re

from srs.importers.common import BOLD_LINE_RE
from srs.importers.labelwords import QUESTION_MARKS
from srs.importers.lazyre import lazy

_ASKED_RE = lazy(
    r"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?question[ \t]*[:：][ \t]*(?:\*\*|__)?"
    r"[ \t]*(?P<text>\S.*)$",
    re.I,
)


def asked_below(question: str, answer: str) -> tuple[str, str]:
    """The question and answer with the answer's labelled question line moved up into the
    question (see the module docstring); both as they were when there is none."""
    if not answer.lstrip(" \t\n-*+_")[:8].lower().startswith("question"):
        return asked_after_code(question, answer)
    first, _, rest = answer.lstrip("\n").partition("\n")
    m = _ASKED_RE.match(first)
    if m is None or not rest.strip() or "\n" in question:
        return question, answer
    title = question.rstrip()
    sep = " " if title[-1:] in ":?.!" else ": "
    return f"{title}{sep}{m.group('text').strip()}", rest.strip("\n")


def asked_after_code(question: str, answer: str) -> tuple[str, str]:
    """The question and answer with the answer's bold asking line, right after the question's
    code, moved to the question's end (see the module docstring); else both as they were."""
    if answer[:2] not in ("**", "__"):
        return question, answer  # the cheap test first: the answer opens with no bold
    first, _, rest = answer.partition("\n")
    m = BOLD_LINE_RE.match(first.strip())
    if m is None or m.group("text").rstrip()[-1:] not in QUESTION_MARKS or not rest.strip():
        return question, answer
    body = question.rstrip()
    title = body.split("\n", 1)[0].rstrip()
    if not body.endswith(("```", "~~~")) or title[-1:] in QUESTION_MARKS:
        return question, answer
    return f"{body}\n\n{m.group('text').strip()}", rest.strip("\n")

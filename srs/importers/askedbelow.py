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
"""

from __future__ import annotations

import re

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
        return question, answer
    first, _, rest = answer.lstrip("\n").partition("\n")
    m = _ASKED_RE.match(first)
    if m is None or not rest.strip() or "\n" in question:
        return question, answer
    title = question.rstrip()
    sep = " " if title[-1:] in ":?.!" else ": "
    return f"{title}{sep}{m.group('text').strip()}", rest.strip("\n")

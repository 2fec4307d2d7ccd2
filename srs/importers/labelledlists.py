"""A question label standing alone over a numbered list of sub-questions, answered by one
answer label below: `__Q:__` / `1. What is double-checked locking?` / `2. Which pattern uses
it?` / `3. What is wrong with it?` / `__A:__` / `1. ...` / `2. ...` / `3. ...`.

Interview notes that label each pair `Q:` / `A:` ask a several-part question as a list under
a bare label. Read as written, the label had no text, so the list's items were taken for
questions of their own: the first two became one card (the first as its question, the second
as its answer) and the third took the real answer. The items are joined, in order and with
their numbers, into the label's line: the label's question is the whole list, its answer the
numbered answers below the answer label. (Kept as a list under the label, the items read as
numbered options keyed by the answer's `1.`.)
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, holds
from srs.importers.fences import fence_after
from srs.importers.lazyre import lazy

__all__ = ["listed_subquestions"]

_BARE_Q_LABEL_RE = lazy(
    r"^(?:\*\*|__)?(?:q|question)(?:\*\*|__)?[ \t]*[:：][ \t]*(?:\*\*|__)?[ \t]*$", re.I
)
"""`__Q:__`, `**Q:**`, `Q:`, `**Question:**` with nothing after it."""
_ITEM_RE = lazy(r"^[ \t]{0,3}\d{1,3}[.)][ \t]+\S")


def listed_subquestions(text: str) -> str:
    """The text with each bare question label over a numbered list of two or more items,
    an answer label below it, given the items as its text (see the module doc)."""
    if not holds(text, "Q:", "q:", "Question:"):
        return text  # cheap test first: no label the rule reads
    lines = text.split("\n")
    out: list[str] = []
    fence: str | None = None
    k = 0
    while k < len(lines):
        line = lines[k]
        fence, is_fence = fence_after(fence, line)
        end = _list_end(lines, k) if fence is None and not is_fence and line[:1] in "*_Qq" else k
        if end > k + 2:  # two or more items
            items = " ".join(item.strip() for item in lines[k + 1 : end])
            out.append(f"{line.rstrip()} {items}")
            k = end
            continue
        out.append(line)
        k += 1
    return "\n".join(out)


def _list_end(lines: list[str], k: int) -> int:
    """The line after the numbered list right under a bare label at line k, when an answer
    label follows the list (blank lines between); k itself when there is none."""
    if not _BARE_Q_LABEL_RE.match(lines[k]):
        return k
    end = k + 1
    while end < len(lines) and _ITEM_RE.match(lines[end]):
        end += 1
    after = end
    while after < len(lines) and not lines[after].strip():
        after += 1
    if after < len(lines) and ANSWER_RE.match(lines[after]):
        return end
    return k

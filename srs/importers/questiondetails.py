"""A question told on under a `**Questions Details:**` label, its answer only a link elsewhere.

FullStack.Cafe's pages set each question as a heading, the rest of it (a snippet, a longer
ask) under a `**Questions Details:**` label, then either an `**Answer:**` label over the
answer or only a link out (`See 👉 **[Answer](https://...)**`):

    ### Q12: Explain this snippet ⭐⭐⭐
    **Questions Details:**
    What does this print?
    ```kotlin
    println(x)
    ```
     See 👉 **[Answer](https://example.site/kotlin)**

With no answer label, the details were read as the answer, and the card taught the question
back to itself. Where the details run to the next heading with no answer label and close
with a link that only points elsewhere (srs.importers.placeholders.points_elsewhere), that
link is labelled the answer here: the details stay the question's, and the question is
reported unanswered, as one with no details is. The label itself is no word of the question
(`details_label`, which srs.importers.questionlines drops).
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, HEADING_RE, holds
from srs.importers.fences import outside_code
from srs.importers.labelwords import QUESTION_DETAILS_LABELS
from srs.importers.lazyre import lazy
from srs.importers.placeholders import points_elsewhere

__all__ = ["details_answers", "details_label"]

_DETAILS_RE = lazy(
    rf"^[ \t]*(?:\*\*|__)?[ \t]*(?:{QUESTION_DETAILS_LABELS})[ \t]*[:：]?[ \t]*(?:\*\*|__)?"
    r"[ \t]*[:：]?[ \t]*$",
    re.I,
)
"""`**Questions Details:**` on a line of its own."""


def details_label(line: str) -> bool:
    """Whether a line is only the question-details label (see the module doc)."""
    return "etail" in line and _DETAILS_RE.match(line) is not None


def details_answers(text: str) -> str:
    """The text with the closing link of each details block that has no answer label
    labelled `**Answer:**` (see the module doc); else the text unchanged."""
    if not holds(text, "etails"):
        return text
    lines = text.split("\n")
    walked = list(outside_code(lines))
    labels = [j for j, (_, line) in enumerate(walked) if details_label(line)]
    if not labels:
        return text
    for j in reversed(labels):
        last = _pointer_at(lines, walked, j)
        if last is not None:
            lines[last] = f"**Answer:**\n\n{lines[last]}"
    return "\n".join(lines)


def _pointer_at(lines: list[str], walked: list[tuple[int, str]], j: int) -> int | None:
    """The index of the line closing the details block labelled at `walked[j]` when it only
    points elsewhere and no answer label comes before the next heading; else None."""
    last: int | None = None
    end = len(lines)
    for n in range(j + 1, len(walked)):  # (by index: no copy of the rest for each label)
        k, line = walked[n]
        if line.lstrip()[:1] == "#" and HEADING_RE.match(line) is not None:
            end = k
            break
        if ANSWER_RE.match(line) is not None:
            return None
        if line.strip():
            last = k
    if last is None or any(lines[k].strip() for k in range(last + 1, end)):
        return None  # (code after the link: the block does not close with it)
    line = lines[last].strip()
    return last if "](" in line and points_elsewhere(line) else None

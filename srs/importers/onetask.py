"""One practice task to a file: the task, a rule, then `Solution Steps` and the solution.

Exam practice repositories (a CKA task per file) write the task as plain paragraphs, close
it with a rule of dashes, and put the solution under a line that only names it:

    Create a HorizontalPodAutoscaler named web in the autoscale namespace ...

    ------------------------------------------------------------
    Solution Steps

    kubectl autoscale deployment web --cpu-percent=50 ...

Nothing in it asks or is labelled, so no reader found a question. When no layout makes a
card, a document with one such rule over one such line is read as one question (the text
above the rule) and its answer (the text below the line): the rule and the line are given
the `Question:` / `Solution:` labels that say so.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

__all__ = ["one_task"]

_RULE_RE = lazy(r"^[ \t]*(?:-{3,}|={3,}|_{3,}|\*{3,})[ \t]*$")
_SOLUTION_RE = lazy(
    r"^[ \t]*(?:#{1,6}[ \t]+)?(?:\*\*|__)?(?:solution|answer)s?(?:[ \t]+steps?)?(?:\*\*|__)?"
    r"[ \t]*[:：]?[ \t]*$",
    re.IGNORECASE,
)


def one_task(text: str) -> str | None:
    """The text with its task labelled a question and its solution line a label, or None
    when it is not one task over one rule and solution line (see the module docstring)."""
    lines = text.split("\n")
    found: list[int] = []
    for i, line in enumerate(lines):
        if line.lstrip(" \t#*_")[:1] not in ("S", "s", "A", "a") or not _SOLUTION_RE.match(line):
            continue  # cheap test first: the word's first letter
        above = next((j for j in range(i - 1, -1, -1) if lines[j].strip()), None)
        if above is not None and _RULE_RE.match(lines[above]):
            found.append(above)
            found.append(i)
    if len(found) != 2:
        return None
    rule, label = found
    first = next((j for j, line in enumerate(lines[:rule]) if line.strip()), None)
    if first is None:
        return None
    lines[label] = "Solution:"
    lines[rule] = ""
    lines[first] = "Question:\n" + lines[first]
    return "\n".join(lines)

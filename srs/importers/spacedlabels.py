"""`# Q3 Types of disks` among `# Q1 What is a CPU?` headings: a spaced label over a topic.

A `Q` and a number then a blank (`Q2 What is ROM?`) is read as a question's label only when a
question follows it (a `?`, or a sentence of three words or more), so that `Q3 Roadmap` or
`Q3 2021 results` stay headings of their own. Study notes that label every question heading
so label some of them over a topic or a task with no full stop (`# Q27 Types of Computers`),
and those kept the `Q27` in the card's question. When most of a page's `Q`-numbered headings
are such labels by the strict test, the rest are too: each is given the label's colon (`#
Q27: Types of Computers`), line for line.
"""

from __future__ import annotations

from srs.importers.common import SPACED_LABEL_RE, holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["spaced_q_labels"]

_Q_HEADING_RE = lazy(
    r"^(?P<head>#{1,6}[ \t]+(?:\*\*|__)?[Qq](?P<num>\d{1,4}))[ \t]+(?P<rest>\S.*)$"
)
_AMONG = 3
"""How many headings must be labels by the strict test before the others are read as such."""


def spaced_q_labels(text: str) -> str:
    """The text with each `Q`-numbered heading among mostly labelled ones given its label's
    colon (see the module doc; a cheap test first)."""
    if not holds(text, "# Q1", "# q1", "# **Q1", "# __Q1"):
        return text  # (the labels count from Q1, or some from Q10 to Q19)
    lines = text.split("\n")
    found = [(k, m) for k, line in outside_code(lines) if (m := _Q_HEADING_RE.match(line))]
    strict = [k for k, m in found if SPACED_LABEL_RE.match(m.group(0).lstrip("# \t"))]
    if len(strict) < _AMONG or len(strict) * 2 < len(found):
        return text
    for k, m in found:
        if k not in strict:
            lines[k] = f"{m.group('head')}: {m.group('rest')}"
    return "\n".join(lines)

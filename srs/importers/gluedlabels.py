"""`11222Q25. What is X?` between `* **Q24**. ...` and `* **Q26**. ...`: stray digits glued
before a question's label.

A page that labels its questions `Q1`, `Q2`, ... in sequence may carry one whose label has
digits typed against it (a paste's debris). No reader takes `11222Q25.` for a label, so that
question and its answer went into the answer above it (one card lost, the `**Answer:**` label
left inside). Such a line is that label only where the number after the `Q` continues the
sequence: the nearest labelled question above it is numbered one less and the nearest below
one more (so `2021Q3 revenue ...` in an answer stays as it is). It is then written as the
question above it is (`  * **Q25**. What is X?`), line for line, outside code: one of the
page's questions is read as its others are.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["glued_q_labels"]

_GLUED_RE = lazy(r"^\d{1,8}Q(?P<num>\d{1,4})(?P<sep>[.:)])[ \t]+(?P<rest>\S.*)$", re.M)
"""`11222Q25. What is X?`: digits glued before a `Q` label at the margin, its text after."""
_LABEL_RE = lazy(
    r"^(?P<lead>[ \t]*(?:[-*+][ \t]+)?(?:#{1,6}[ \t]+)?(?:\*\*|__)?)Q(?P<num>\d{1,4})"
    r"(?P<tail>(?:\*\*|__)?[ \t]*[.:)]?)[ \t]+\S"
)
"""A labelled question's line (`  * **Q24**. ...`, `### Q24: ...`, `Q24. ...`): what stands
before its `Q` and after its number are how the page writes a label."""


def glued_q_labels(text: str) -> str:
    """The text with each label that has digits glued before it, in the page's sequence of
    labelled questions, written as the question above it (see the module doc; a cheap test
    first)."""
    if not holds(text, *(f"{digit}Q" for digit in "0123456789")) or not _GLUED_RE.search(text):
        return text
    lines = text.split("\n")
    labels: list[tuple[int, int, re.Match[str]]] = []  # (line, number, match), in order
    glued: list[tuple[int, re.Match[str]]] = []
    for k, line in outside_code(lines):
        if line[:1].isdigit():
            if (g := _GLUED_RE.match(line)) is not None:
                glued.append((k, g))
        elif (m := _LABEL_RE.match(line)) is not None:
            labels.append((k, int(m.group("num")), m))
    for k, g in glued:
        above = _in_sequence(labels, k, int(g.group("num")))
        if above is not None:
            lead, tail = above.group("lead"), above.group("tail")
            lines[k] = f"{lead}Q{g.group('num')}{tail} {g.group('rest')}"
    return "\n".join(lines)


def _in_sequence(
    labels: list[tuple[int, int, re.Match[str]]], k: int, number: int
) -> re.Match[str] | None:
    """The labelled line right above line k when it is numbered `number - 1` and the one right
    below is numbered `number + 1`; else None (the glued line is not in the sequence)."""
    at = bisect_left(labels, k, key=lambda label: label[0])
    if at == 0 or at == len(labels):
        return None
    (_, above, match), (_, below, _) = labels[at - 1], labels[at]
    return match if above == number - 1 and below == number + 1 else None

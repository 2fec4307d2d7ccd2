"""A question's number set inside the bold of its label: `**1. Pregunta:** text`.

A quiz that bolds its question label sometimes takes the number into the bold with it
(`**1. Pregunta:** ¿Qué significa HTML?`, `**2) Question:** What is X?`), where its other
questions are numbered items (`1. **Pregunta:** ...`) or bold numbered lines (`**2. ¿...?**`).
No reader took a number before a label for either: the question was read as a bold title
that asks nothing, and went into an introduction's warning that did not name it. Here such a
line, the label one of the questions' (srs.importers.labelwords), its colon inside the bold,
with the question after it,
has its number set before the bold (`1. **Pregunta:** ¿Qué significa HTML?`), the numbered
item with a label every reader knows, line for line. A bold number over a topic (`**1.
Basics:** notes`) or a label with nothing after it stays as it is.
"""

from __future__ import annotations

from srs.importers.common import UNNUMBERED_LABEL_RE, holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["bold_number_labels"]

_NUMBER_IN_BOLD_RE = lazy(r"\n[ \t]{0,3}(?:\*\*|__)\d{1,4}[.)][ \t]")
"""A line whose bold opens with a number (`**1. `): the cheap test over the whole text."""
_LINE_RE = lazy(r"^(?P<indent>[ \t]{0,3})(?P<e>\*\*|__)(?P<num>\d{1,4}[.)])[ \t]+(?P<rest>\S.*)$")
"""The line's indent, bold mark, number and what follows the number (the label, its text)."""


def bold_number_labels(text: str) -> str:
    """The text with each `**N. Label:** text` line as `N. **Label:** text` (see the module)."""
    if not holds(text, ":**", ":__") or not _NUMBER_IN_BOLD_RE.search(f"\n{text}"):
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        m = _LINE_RE.match(line) if line.lstrip(" \t")[:2] in ("**", "__") else None
        if m is None:
            continue
        labelled = f"{m.group('e')}{m.group('rest')}"
        if UNNUMBERED_LABEL_RE.match(labelled) is not None:
            lines[k] = f"{m.group('indent')}{m.group('num')} {labelled}"
    return "\n".join(lines)

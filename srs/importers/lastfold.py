"""A `<details>` fold left open at the end of the text closed there: a page cut off (or its
author's last `</details>` forgotten) inside its last question. Read open, the fold's
summary and body were no question block: the topic heading above it (`## Cookies`) was
reported as a question without an answer, or took the fold's body as its answer and the
summary's question was lost. Closed at the end, it is read as every fold before it: its
summary the question, the rest its answer.

Only the last fold, and only when every fold before it is closed: a fold left open in the
middle of a page would swallow the rest if closed at the end, so such a page is left as it
is. Folds in fenced code are code."""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["closed_last_fold"]

_TAG_RE = lazy(r"</?details\b", re.I)
"""A fold's opening or closing tag."""


def closed_last_fold(text: str) -> str:
    """The text with a `</details>` after it when its last fold is left open (see the module).

    Args:
        text: the document's Markdown.

    Returns:
        The text, unchanged unless its last `<details>` is never closed and every fold
        before it is.
    """
    if not holds(text, "<details", "<DETAILS", "<Details"):
        return text  # no fold at all: the cheap test first
    depth = 0
    before_last = -1  # the depth where the last fold opened
    closed_after = False  # a `</details>` after the last fold's opening
    for _, line in outside_code(text.split("\n")):
        if "<" not in line:
            continue
        for m in _TAG_RE.finditer(line):
            if m.group(0)[1] == "/":
                depth -= 1
                closed_after = True
            else:
                before_last, closed_after = depth, False
                depth += 1
    if depth != 1 or before_last != 0 or closed_after:
        return text
    return text.rstrip("\n") + "\n\n</details>\n"

"""A question label behind a study checklist's box or a category tag:
`- [ ] **Question:** What is a mutex?`, `**Code:** **Question:** Which command ...?`.

A question bank kept as a study tracker ticks off each question it has learnt: the label
line is a task-list item. Another marks what kind of prompt each is before the label
(`**CLI/debugging:** **Question:** ...`). Either way the label no longer opened its line, and
the question was read as text of the heading above it (`### CONC-JN-01`, box, markup and
all). Such a line is written as the label line it stands for, line for line: the box goes
(a reader's progress, not the question's words) and the tags follow the question in
brackets (`What is a mutex? [Code]`), where they stay visible.

Only a label the readers take as a question's (srs.importers.labelstart) after the box or
tags, and a box only when the line is a task-list item at the margin: an option ticked in
a quiz (`- [x] Question 3`) has no label's colon after it, and stays.
"""

from __future__ import annotations

import re

from srs.importers.holding import holds
from srs.importers.labelstart import label_start
from srs.importers.labelwords import QUESTION_LABELS
from srs.importers.lazyre import lazy

__all__ = ["boxed_labels"]

_LINE_RE = lazy(
    r"^(?P<indent>[ \t]{0,3})(?P<box>[-*+][ \t]+\[[ xX]\][ \t]+)?"
    r"(?P<tags>(?:(?:\*\*|__)[^*_\n:：]{1,30}[:：](?:\*\*|__)[ \t]+)*)"
    rf"(?P<rest>(?:\*\*|__)?(?:q|{'|'.join(QUESTION_LABELS)})\b[^\n]*)$",
    re.IGNORECASE | re.MULTILINE,
)
_TAG_RE = lazy(r"(?:\*\*|__)(?P<tag>[^*_\n:：]{1,30})[:：](?:\*\*|__)")


def boxed_labels(text: str) -> str:
    """The text with each question label line behind a box or tags written as the label
    line alone (see the module doc); the text itself when there is none."""
    if not holds(text, "] ", ":** ", ":__ "):
        return text  # cheap test first: no box, no bold tag before anything
    return _LINE_RE.sub(_unboxed, text)


def _unboxed(m: re.Match[str]) -> str:
    box, tags, rest = m.group("box"), m.group("tags"), m.group("rest")
    if not box and not tags:
        return m.group(0)
    start = label_start(rest, in_heading=False)
    if start is None or not start.labelled or not start.label:
        return m.group(0)  # no question label after them: a ticked option, a tagged point
    named = [t.group("tag").strip() for t in _TAG_RE.finditer(tags)]
    after = "".join(f" [{tag}]" for tag in named)
    return f"{m.group('indent')}{rest.rstrip()}{after}"

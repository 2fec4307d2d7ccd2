"""A topic heading over a list of sub-questions whose last item is the answer label
(`- **Expected:** ...`): one question, the list's items together, answered by that item.

An interview kit sets some sections as a topic heading (`### 2.3 Rendering [middle+]`) over
a bulleted list of two or three questions on the topic, closed by one last bullet that
labels the answer to them all (`- **Expected:** ...`, `- **Answer:** ...`). Read as written,
each sub-question bullet was a question of its own: the last took the answer, the others
were reported unanswered (or, with a label word the reader did not know, all of them, the
answer dropped). Here such a list, two items or more over the label item, written line for
line as a paragraph (the items' text without their bullets) over the label: the heading's
topic and the sub-questions make the question, the label's text its answer.

Only a list at the margin whose items are one line each, right under a heading that does
not ask (a heading that asks has its own question; its bullets are its answer's points),
with at least one item that asks and none that is an option (`- A) ...`) or a label, and
nothing but a blank line or a heading after the label item.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE, EXPLANATION_RE, OPTION_RE
from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.lazyre import lazy

__all__ = ["sub_question_sets"]

_LABEL_ITEM_RE = lazy(r"^ {0,3}[-*+][ \t]+(?:\*\*|__)?[^\W\d_][^\n:：]{0,40}[:：]", re.M)
"""A bullet whose first words end at a colon (`- **Expected:**`): the cheap search for the
label item before any line is walked."""
_ITEM_RE = lazy(r"^ {0,3}[-*+][ \t]+(?=\S)")
"""A list item at the margin, up to its text."""
_HEADING_RE = lazy(r"^ {0,3}#{1,6}[ \t]+(?P<text>\S.*?)[ \t#]*$")
"""An ATX heading and its text."""


def sub_question_sets(text: str) -> str:
    """The text with each topic's sub-question list and its answer label item written as a
    paragraph over the label (see the module doc), line for line."""
    if not holds(text, "\n- ", "\n* ", "\n+ ") or _LABEL_ITEM_RE.search(text) is None:
        return text  # most documents hold no bulleted label
    lines = text.split("\n")
    changed = False
    for k, line in outside_code(lines):
        if line.lstrip(" ")[:1] not in ("-", "*", "+") or not _ends_set(lines, k):
            continue
        first = _first_item(lines, k)
        if first is None:
            continue
        for j in range(first, k + 1):
            lines[j] = _ITEM_RE.sub("", lines[j], count=1)
        changed = True
    return "\n".join(lines) if changed else text


def _ends_set(lines: list[str], k: int) -> bool:
    """Whether line k is an answer label item with its answer on the line, and nothing but a
    blank line or a heading (or the end) follows it."""
    if _ITEM_RE.match(lines[k]) is None:
        return False
    m = ANSWER_RE.match(lines[k])
    if m is None or not m.group("rest").strip():
        return False
    below = lines[k + 1] if k + 1 < len(lines) else ""
    return not below.strip() or _HEADING_RE.match(below) is not None


def _first_item(lines: list[str], k: int) -> int | None:
    """The first sub-question item over the label item at line k, when two or more one-line
    items stand right under a heading that does not ask (a blank line between at most), one of them asking and none an
    option or a label; None otherwise."""
    j = k
    while j > 0 and _ITEM_RE.match(lines[j - 1]) and not _labelled(lines[j - 1]):
        j -= 1
    items = [_ITEM_RE.sub("", line, count=1) for line in lines[j:k]]
    above = j - 1 if j > 0 and lines[j - 1].strip() else j - 2
    if len(items) < 2 or above < 0:
        return None
    heading = _HEADING_RE.match(lines[above])
    if heading is None or asks(heading.group("text")):
        return None
    return j if any(asks(item) for item in items) else None


def _labelled(line: str) -> bool:
    """Whether a list item is an option or a label of its own (`- A) x`, `- Answer: y`)."""
    return bool(OPTION_RE.match(line) or ANSWER_RE.match(line) or EXPLANATION_RE.match(line))

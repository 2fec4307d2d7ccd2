"""A graded quiz's transcript whose taker's picks carry the grader's verdict in brackets
(`* Selected Answer: Drug Y (correct answer)`), some typed on their stem's own line
(`100. What is Z?- Selected Answer: It spares cells.`).

A learning system's review page, pasted as a list, gives each numbered stem and under it the
taker's pick, `Selected Answer: text`, the verdict after it where the grader judged it. Read
as it stands, the verdict stayed at the end of every answer it judged, and a pick glued to
its stem behind a dash was read as part of the stem: an answered question reported with no
answer. So, line for line, outside code:

- a pick's closing verdict goes: `(correct answer)` is no answer text; a pick judged wrong
  (`(incorrect)`, `(wrong answer)`) goes with its verdict, as the graded summary's wrong picks
  do (srs.importers.gradedsummary): no card teaches it, a key below it stands, and a question
  left with none is reported unanswered;
- a numbered or bulleted stem ending `?` or `:`, then a dash and a pick label, is split: the
  pick goes to a line of its own under the item, indented as the item's text is.

Only a taker's pick label (srs.importers.ownattempts) is read so; a document without one is
returned as it is after the cheap test on the whole text.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy
from srs.importers.ownattempts import OWN_ATTEMPT_RE

__all__ = ["pick_verdicts"]

_VERDICT_END_RE = lazy(
    r"[ \t]*[(\[][ \t]*(?:(?P<wrong>incorrect|not[ \t]+correct|wrong)|correct|right)"
    r"(?:[ \t]+answer)?[ \t]*[)\]][ \t]*$",
    re.I,
)
"""`(correct answer)`, `[Incorrect]`, `(wrong answer)` closing a pick: the grader's verdict."""
_GLUED_PICK_RE = lazy(
    r"^(?P<lead>[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+)(?P<stem>\S.*?[?:])[ \t]*[-–][ \t]*"
    r"(?P<pick>(?:\*\*|__)?(?:selected|your)[ \t]+answer\b.*)$",
    re.I,
)
"""`100. What is Z?- Selected Answer: x`: a stem and the taker's pick typed on one line."""


def pick_verdicts(text: str) -> str:
    """The text with each pick's verdict gone (a wrong pick with it) and each pick typed on
    its stem's line under it (see the module doc)."""
    if not holds(text, "elected answer", "elected Answer", "our answer", "our Answer"):
        return text
    if not holds(text, ")", "]"):
        return text  # neither a verdict nor a numbered stem: nothing to do
    lines = text.split("\n")
    changed = False
    for k, line in outside_code(lines):
        if "nswer" not in line:
            continue  # no pick label: no pattern runs
        glued = _GLUED_PICK_RE.match(line)
        if glued is not None:
            indent = " " * len(glued.group("lead").expandtabs())
            line = f"{glued.group('lead')}{glued.group('stem')}\n{indent}{glued.group('pick')}"
        judged = _judged(line)
        if judged != lines[k]:
            lines[k], changed = judged, True
    return "\n".join(lines) if changed else text


def _judged(line: str) -> str:
    """The line (one, or a stem over its pick) with its pick's verdict gone, or with the pick
    gone where the verdict says it is wrong; any other line as it is."""
    head, _, last = line.rpartition("\n")
    if OWN_ATTEMPT_RE.match(last) is None:
        return line
    verdict = _VERDICT_END_RE.search(last)
    if verdict is None:
        return line
    kept = "" if verdict.group("wrong") else last[: verdict.start()]
    return f"{head}\n{kept}" if head else kept

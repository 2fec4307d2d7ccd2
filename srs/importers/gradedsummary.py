"""A graded test's answer summary pasted as text (a Microsoft Learn practice assessment's
"Answer Summary"): under each question's counter (`Question 3 of 50`) and stem, the taker's
picks under `Your Answer`, the key's under `Correct Answer`, each pick followed by the grader's
verdict (`This answer is correct.` / `This answer is incorrect.`), then the explanation.

Read as it stands, the verdicts stayed in every answer, a card whose taker picked wrong gave
the wrong pick with the right one, and a pick typed under the stem with no label at all
(only its verdict tells it is the pick) was read as more of the question. A card must teach
the key: so, line for line, outside code,

- each verdict line goes, and a pick judged incorrect goes with it;
- the taker's `Your Answer` section goes when a `Correct Answer` follows it in the same
  question (the key supersedes the attempt); either label left is `Answer:`;
- a pick judged correct with no label above it in its question is labelled `Answer:`.

Only a document holding a verdict sentence is walked (the cheap test on the whole text).
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, NUMBERED_LABEL_RE, holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["graded_summary"]

_VERDICT_RE = lazy(r"^[ \t]*this answer is (?P<wrong>in)?correct\.?[ \t]*$", re.I)
"""`This answer is correct.`: the grader's verdict on the pick above it."""
_LABEL_RE = lazy(r"^[ \t]*(?:\*\*)?(?P<whose>your|correct)[ \t]+answers?(?:\*\*)?[ \t]*$", re.I)
"""`Your Answer`, `Correct Answer` alone on a line: the picks listed under it are the taker's,
or the key's."""
_HEADING_MARKS = "# \t"


def graded_summary(text: str) -> str:
    """The text with a graded summary's verdicts gone and its key's picks labelled."""
    if not holds(text, "answer is correct", "answer is incorrect"):
        return text
    lines = text.split("\n")
    own: int | None = None  # the line of this question's `Your Answer` label
    labelled = False  # a label (or a labelled pick) seen in this question
    last = -1  # the last line outside code holding text, before this one
    for k, line in outside_code(lines):
        if not line.strip():
            continue
        if NUMBERED_LABEL_RE.match(line.lstrip(_HEADING_MARKS)) is not None:
            own, labelled = None, False  # the next question's counter
        elif (label := _LABEL_RE.match(line)) is not None:
            if label.group("whose").lower() == "correct" and own is not None:
                lines[own:k] = [""] * (k - own)  # the taker's attempt, superseded by the key
            own = k if label.group("whose").lower() == "your" else None
            lines[k], labelled = "Answer:", True
        elif (verdict := _VERDICT_RE.match(line)) is not None:
            lines[k] = ""
            if last >= 0 and _is_pick(lines[last]):
                if verdict.group("wrong"):
                    lines[last] = ""  # a wrong pick: no card teaches it
                elif not labelled:
                    lines[last], labelled = f"Answer: {lines[last].strip()}", True
            continue
        last = k
    return "\n".join(lines)


def _is_pick(line: str) -> bool:
    """Whether the line above a verdict is a pick it judges: text, no label (`Answer:`, or an
    `Answer: yes` line whose own answer the verdict follows) and no question's counter."""
    body = line.strip()
    return (
        body != ""
        and ANSWER_RE.match(body) is None
        and NUMBERED_LABEL_RE.match(body.lstrip(_HEADING_MARKS)) is None
    )

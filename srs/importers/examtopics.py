"""Exam questions scraped from ExamTopics discussion pages.

    ## Exam KCNA topic 1 question 1 discussion
    Actual exam question from
    Linux Foundation's
    KCNA
    Question #: 1
    Topic #: 1
    [All KCNA Questions]
    What native runtime is OCI compliant?
    Suggested Answer: A 🗳️
    A. runC
    B. runV
    **Answer: A**
    **Timestamp: Oct. 3, 2023, 2:29 p.m.**
    [View on ExamTopics](https://www.examtopics.com/discussions/...)

Each page's chrome went into the card: the boilerplate over the stem into the question, the
`Suggested Answer:` line right under the stem read as the answer's label (options, key,
timestamp and link all swallowed into an open answer). Line for line, the heading becomes
`## Question N`, the boilerplate, the timestamp and the link go blank, and the suggested
answer goes blank when the page's own `Answer:` line keys the question below the options.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.lazyre import lazy

_DISCUSSION_RE = lazy(r"^(#{1,6})[ \t]+Exam\b.*?\bquestion[ \t]+(\d+)[ \t]+discussion[ \t]*$", re.I)
"""The page's heading: `## Exam KCNA topic 1 question 1 discussion`."""
_CHROME_RE = lazy(
    r"^(?:Actual exam question from|Question #:[ \t]*\d+|Topic #:[ \t]*\d+|\[All [^\]]*Questions\]"
    r"|\*\*Timestamp:[^*]*\*\*|\[View on ExamTopics\]\([^)]*\))[ \t]*$"
)
"""A line of the page's chrome."""
_SUGGESTED_RE = lazy(r"^Suggested Answer:[ \t]*[A-H]+\b")
_KEY_RE = lazy(r"^(?:\*\*|__)?(?:Correct )?Answer:[ \t]*[A-H]+\b")
_BOILERPLATE_LINES = 6
"""How many lines, at most, the exam's vendor and name take between `Actual exam question
from` and `Question #:`."""


def exam_topics(text: str) -> str:
    """The text with ExamTopics' page chrome blank (see the module doc)."""
    if not holds(text, "Suggested Answer:") or not holds(text, "Actual exam question from"):
        return text
    lines = text.split("\n")
    k = 0
    while k < len(lines):
        line = lines[k].strip()
        if line[:1] == "#" and (m := _DISCUSSION_RE.match(line)) is not None:
            lines[k] = f"{m.group(1)} Question {m.group(2)}"
        elif line == "Actual exam question from":
            k = _blank_boilerplate(lines, k)
        elif (line[:1] in "*[" and _CHROME_RE.match(line)) or (
            line[:1] == "S" and _SUGGESTED_RE.match(line) and _keyed_below(lines, k)
        ):
            lines[k] = ""
        k += 1
    return "\n".join(lines)


def _blank_boilerplate(lines: list[str], k: int) -> int:
    """Blank `Actual exam question from`, the exam's vendor and name, `Question #:` and
    `Topic #:` lines and the `[All ... Questions]` link; returns the last line blanked."""
    lines[k] = ""
    last = k
    for j in range(k + 1, min(len(lines), k + _BOILERPLATE_LINES + 4)):
        line = lines[j].strip()
        if line.startswith(("Question #:", "Topic #:", "[All ")) and _CHROME_RE.match(line):
            last = j
    if last == k:
        return k  # no `Question #:` below: the vendor lines are left as they are
    for j in range(k, last + 1):
        lines[j] = ""
    return last


def _keyed_below(lines: list[str], k: int) -> bool:
    """Whether an `Answer: X` line keys the question before the next heading."""
    for line in lines[k + 1 :]:
        if line[:1] == "#":
            return False
        if _KEY_RE.match(line.strip()):
            return True
    return False

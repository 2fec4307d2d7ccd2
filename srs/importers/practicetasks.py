"""Practice tasks no one answered, after the questions: each task named, never lumped into text.

A page of labelled questions (`### 1. Ownership` / `**Question:** ...` / `**Answer:** ...`)
may end in a practice section whose headings each set a task and nothing more:

    ## Practice
    ### 1. Parser
    **Task:** Write a tokenizer for arithmetic expressions.
    **Requirements:**
    - Handles parentheses

No reader takes such a section for a question (no question label, no answer), so its lines
were one run of text between questions, reported by its first line: the first task was
named, the later ones were lost in silence. Here a line of that text that opens a heading's
section with a task label (`**Task:**`, `**Задача:**`, `**Tarea:**`, `**任务：**`:
labelwords.TASK_LABELS) and the task's statement is a task left unanswered, reported as a
question at its line; the lines under it up to the next heading (its requirements, a
diagram) are the task's own, not text between questions. A task label that does not open
its section (`**Task:**` under `**Situation:**` in a story) stays text, and so does a task
with an answer label under it (an answer the reader missed is no unanswered task).
"""

from __future__ import annotations

import bisect
import re
import sys

from srs.importers.common import ANSWER_RE, BLANKS, EMPH, MARK, heading_of
from srs.importers.labelwords import TASK_LABELS
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["practice_tasks"]

_TASK_RE = lazy(
    rf"^{BLANKS}{MARK}{EMPH}{BLANKS}(?:{'|'.join(TASK_LABELS)}){BLANKS}"
    rf"(?:[:：]{BLANKS}{EMPH}|{EMPH}{BLANKS}[:：]){BLANKS}(?P<rest>.*)$",
    re.IGNORECASE,
)
"""`**Task:** statement`, `**Задача**: statement`, `Aufgabe: statement`, `**任务：**statement`."""


def practice_tasks(
    text_lines: list[tuple[int, str]],
    titles: list[tuple[int, str]],
    body: list[Line],
) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """The tasks among the lines of text no card holds (see the module doc), each as its
    line and statement, and the other lines (less each task's own, up to the next of the
    headings `titles`)."""
    found = _labelled(text_lines)
    if not found:
        return [], text_lines
    heads = sorted(no for no, _ in titles)
    by_no = {line.no: line for line in body}
    tasks: list[tuple[int, str]] = []
    owned: set[int] = set()
    for no, rest in found:
        own = _own_lines(text_lines, heads, no)
        statement = _statement(rest, own)
        if statement and _opens_section(by_no, no) and not _answered(own):
            tasks.append((no, statement))
            owned.update(n for n, _ in own)
    return tasks, [(n, t) for n, t in text_lines if n not in owned]


def _labelled(text_lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """(line, the text after the label) of each line led by a task label (a colon first)."""
    found = []
    for no, text in text_lines:
        m = _TASK_RE.match(text) if ":" in text or "：" in text else None
        if m is not None:
            found.append((no, m.group("rest")))
    return found


def _own_lines(
    text_lines: list[tuple[int, str]], heads: list[int], no: int
) -> list[tuple[int, str]]:
    """The lines from line `no` up to the next heading (`heads`: their lines, ascending)."""
    k = bisect.bisect_right(heads, no)
    end = heads[k] if k < len(heads) else sys.maxsize
    return [(n, t) for n, t in text_lines if no <= n < end]


def _statement(rest: str, own: list[tuple[int, str]]) -> str:
    """The task's words: after its label, or on the next line when the label is alone."""
    text = rest.strip(" \t*_")
    if not text and len(own) > 1:
        text = own[1][1].strip(" \t*_")
    return " ".join(text.split())


def _opens_section(by_no: dict[int, Line], no: int) -> bool:
    """Whether the nearest line with text above line `no` is a heading."""
    above = no - 1
    while above in by_no and not by_no[above].text.strip():
        above -= 1
    line = by_no.get(above)
    return line is not None and heading_of(line) is not None


def _answered(own: list[tuple[int, str]]) -> bool:
    """Whether a line of the task's own is an answer label (`**Solution:**`)."""
    return any(ANSWER_RE.match(text) is not None for _, text in own)

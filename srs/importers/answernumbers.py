"""Answers a plain-text sheet writes as lines of its numbered list of questions.

Some sheets are typed as one numbered list, the answers numbered as the questions are:

    2. What happens when a shell starts?
    Ans:
    1. reads the profile
    2. reads the rc file

    3. How can we see free memory?
    4. Ans : free, vmstat

    4. Which command shows the manual?
    5. man

To CommonMark every such line is an item of the questions' list: the answer's own points
(numbered again from 1) went on from the questions' count and were reported as questions
with no answer, or glued into the answer above in silence, and a question answered on the
next number (`4. Ans : free, vmstat`) was reported unanswered with its answer. Here, line for
line, each such line is indented to its question's text, which nests it in the question's
item (an answer line loses its number, an answer's list item keeps it):

- a numbered line that opens with an answer label (`4. Ans : free, vmstat`, `2. Answer:`,
  any language srs.importers.common's `ANSWER_RE` reads) right under a numbered question that
  asks (blank lines between or not): the author numbered every line, the answer too;
- the items numbered from 1 on, none asking, right under a numbered question's answer label
  (`Ans:`, or the label and the answer's first lines, no blank line between), when the
  questions' count goes on past them (the next numbered item is the question's number + 1,
  or none follows): the answer's own list, nested with the label and text over it; so are
  such items of which fewer than half ask (a step may open like a question: `2. Will first
  test the critical cases`), when the next item is there and is the question's number + 1
  (`56.` / `Ans: ...:` / `1.` ... `4.` / `57.`);
- in a sheet that numbers its answers so (the first kind is found), a numbered question
  ending with `?` right over the next number's line that does not ask and is no label, the
  two a paragraph of their own (`4. Which command ...?` / `5. man`): its answer.

Only a document in which a search finds a numbered line at the margin is walked.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE
from srs.importers.fences import outside_code
from srs.importers.holding import any_line
from srs.importers.lazyre import lazy

__all__ = ["answer_numbers"]

_ITEM_LINE_RE = lazy(r"^ {0,3}\d{1,3}(?: ?\.|\))[ \t]+\S", re.M)
"""A numbered line at the margin, each line of a whole text at once: the cheap test."""
_ITEM_RE = lazy(r"^(?P<lead> {0,3}(?P<num>\d{1,3})(?: ?\.|\))[ \t]+)(?P<text>\S.*)$")
"""A numbered line at the margin (`3. How can we ...?`, or `56 . What ...?` with a space
before its dot, as srs.importers.spacednumbers reads it later), its number and its text."""
_AHEAD = 200
"""How many lines below an answer's list the questions' next item is looked for."""


def answer_numbers(text: str) -> str:
    """The text with each numbered answer line nested in its question's item (see the
    module doc); the text itself when no line may be one (the cheap test first)."""
    if not any_line(_ITEM_LINE_RE, text):
        return text
    lines = text.split("\n")
    items = {k: m for k, line in outside_code(lines) if (m := _ITEM_RE.match(line))}
    if not items:
        return text
    moved = _labelled_lines(lines, items)
    if moved:  # the author numbers answer lines: a bare one under its question is one too
        moved.update(_bare_answers(lines, items, moved))
    for k, indent in moved.items():  # the answer's line, its number gone
        lines[k] = " " * indent + items[k].group("text")
    nested = _answer_lists(lines, items)
    for k, indent in nested.items():  # the answer's list, its numbers kept
        lines[k] = " " * indent + lines[k].lstrip(" ")
    return "\n".join(lines) if moved or nested else text


def _asking(m: re.Match[str]) -> bool:
    """Whether a numbered line is a question: it asks, and is no answer label."""
    text = m.group("text")
    return ANSWER_RE.match(text) is None and asks(text)


def _labelled_lines(lines: list[str], items: dict[int, re.Match[str]]) -> dict[int, int]:
    """`4. Ans : text` right under a numbered question (blank lines between or not): each such
    line and the indent of its question's text."""
    moved: dict[int, int] = {}
    for k, m in items.items():
        if ANSWER_RE.match(m.group("text")) is None:
            continue
        above = k - 1
        while above >= 0 and not lines[above].strip():
            above -= 1
        question = items.get(above)
        if question is not None and _asking(question):
            moved[k] = len(question.group("lead"))
    return moved


def _bare_answers(
    lines: list[str], items: dict[int, re.Match[str]], moved: dict[int, int]
) -> dict[int, int]:
    """`4. Which command ...?` right over `5. man`, the two alone between blank lines: the
    answer line and the indent of its question's text."""
    found: dict[int, int] = {}
    for k, m in items.items():
        question = items.get(k - 1)
        if k in moved or question is None or not _alone(lines, k - 1, k):
            continue
        if _bare_answer(question, m):
            found[k] = len(question.group("lead"))
    return found


def _alone(lines: list[str], first: int, last: int) -> bool:
    """Whether lines `first` to `last` are a paragraph of their own (blank lines or the
    document's edges around them)."""
    above = first == 0 or not lines[first - 1].strip()
    return above and (last + 1 == len(lines) or not lines[last + 1].strip())


def _bare_answer(question: re.Match[str], line: re.Match[str]) -> bool:
    """Whether numbered `line` answers the numbered `question` right above it: it has the
    next number and does not ask, under a question ending with `?`."""
    text = line.group("text")
    if int(line.group("num")) != int(question.group("num")) + 1 or "?" in text:
        return False
    if not question.group("text").rstrip().endswith("?") or not _asking(question):
        return False
    return ANSWER_RE.match(text) is None and not asks(text)


def _answer_lists(lines: list[str], items: dict[int, re.Match[str]]) -> dict[int, int]:
    """The items numbered from 1 under a numbered question's answer label, when the
    questions' count goes on past them: each line from the label to the last item, and its
    question's text indent."""
    moved: dict[int, int] = {}
    for k, m in items.items():
        run, asking = _labelled_run(lines, items, k)
        if not run or 2 * asking >= len(run):
            continue  # `1. What does X do?` under `Answer: ...`: the list's next questions
        # an item that asks among the steps (`2. Will first test ...`) only where the next
        # question's number is there to end them
        if _count_goes_on(items, run[-1], int(m.group("num")), none_follows=not asking):
            moved.update((i, len(m.group("lead"))) for i in range(k + 1, run[-1] + 1))
    return moved


def _labelled_run(
    lines: list[str], items: dict[int, re.Match[str]], k: int
) -> tuple[list[int], int]:
    """The lines of the items `1.`, `2.`, ... under question k's answer label (no blank line
    from the question to the last of them), none when there is no such list; and how many
    of them ask."""
    labelled = False
    run: list[int] = []
    asking = 0
    for i in range(k + 1, len(lines)):
        if not lines[i].strip():
            break
        item = items.get(i)
        if item is None:
            if not run:
                labelled = labelled or ANSWER_RE.match(lines[i]) is not None
            continue  # a label, the answer's text, or an item's wrapped line
        if not labelled or int(item.group("num")) != len(run) + 1:
            break
        asking += _asking(item)
        run.append(i)
    return run, asking


def _count_goes_on(
    items: dict[int, re.Match[str]], last: int, asked: int, *, none_follows: bool
) -> bool:
    """Whether the first numbered item after line `last` (within `_AHEAD` lines) is question
    `asked` + 1, or (`none_follows`) none follows: the questions' count goes on past the
    answer's list."""
    for i in range(last + 1, last + 1 + _AHEAD):
        if i in items:
            return int(items[i].group("num")) == asked + 1
    return none_follows

"""Which open drafts of a quiz stay cards when the text around its questions is dropped
(srs.importers.lines `_drop_quiz_prose`): besides those that ask or are answered under a
label, one whose answer lists items its question lists, and one a label says is a question.

`## Question 33` over `For each statement, select Yes or No.` and its statements with their
values asks nothing and offers no options, yet its label makes it a question: once a
practice test's keyless choice questions made choices most of its cards, such items were
dropped as "text around the questions". Text around a quiz is never labelled a question.

Nor is it numbered in the questions' own run: `### 19. ... 其二进制比特序列为.` over its
fenced answer, between choice questions `### 18.` and `### 20.`, is a fill-in question whose
stem does not ask (`numbered_between`); a lab's `### 1. Deploying the VM` before the quiz has
no question numbered before it.
"""

from __future__ import annotations

import itertools

from srs.importers.asking import asks
from srs.importers.bulletanswer import bullet_answered
from srs.importers.common import LIST_ITEM_RE, Draft, heading_of
from srs.importers.labelstart import label_start

__all__ = ["kept_in_quiz", "numbered_between", "quiz_question"]


def kept_in_quiz(draft: Draft) -> bool:
    """Whether an open draft that does not ask is still a question of the quiz: its label
    says so, or it names its options in its answer (see `_names_listed`)."""
    return _labelled(draft) or _names_listed(draft)


def _labelled(draft: Draft) -> bool:
    """Whether the draft's heading labels it a question (`## Question 33`)."""
    heading = heading_of(draft.block.start) if draft.block.start.text[:1] == "#" else None
    start = label_start(heading[1], in_heading=True) if heading is not None else None
    return start is not None and start.labelled


def _names_listed(draft: Draft) -> bool:
    """Whether an open card's answer is a list of items its question lists (a question whose
    options are several right, `- gofumpt` / `- staticcheck` each marked right): a choice
    question in all but its one key."""
    listed = {ln.strip() for ln in draft.question.split("\n") if ln.lstrip()[:2] == "- "}
    answer = [ln.strip() for ln in draft.answer.split("\n") if ln.strip()]
    return len(answer) >= 2 and all(ln in listed for ln in answer)


def numbered_between(drafts: list[Draft], questions: list[bool], i: int) -> bool:
    """Whether an answered draft that does not ask is numbered in the run of the questions
    around it (`### 19.` between questions `### 18.` and `### 20.`, at its level): a question
    whose stem ends without asking (`... its bit string is.` over its fenced answer), where
    a quiz's surrounding text is numbered in a run of its own, before or after the quiz."""
    if not 0 < i < len(drafts) - 1 or not (questions[i - 1] and questions[i + 1]):
        return False
    before, block, after = drafts[i - 1].block, drafts[i].block, drafts[i + 1].block
    if (
        block.number is None
        or not drafts[i].answer
        or not before.level == block.level == after.level
    ):
        return False
    return before.number == block.number - 1 and after.number == block.number + 1


def _answered_under_label(draft: Draft) -> bool:
    """Whether an open draft's answer sits under an answer label of its own: it is answered."""
    return bool(draft.answer) and draft.answer_line != draft.block.start.no


def quiz_question(draft: Draft) -> tuple[Draft, bool]:
    """The draft as read in a quiz (one answered by its closing bullet: that bullet its
    answer), and whether it is a question there: it offers options, asks, or is kept
    otherwise (`kept_in_quiz`)."""
    if draft.choices or _asks_in_quiz(draft.question) or kept_in_quiz(draft):
        return draft, True
    answered = bullet_answered(draft)
    return answered, _answered_under_label(answered)


def _asks_in_quiz(question: str) -> bool:
    """Whether an open question's first paragraph asks, among choice questions: a title that
    introduces what follows (`Who this course is for:`, a list below it) does not. A line of
    it that asks, after a line that sets the scene (`Consider the network below:` / `Which
    statements are true? (Check all that apply)`), asks for it."""
    first = question.split("\n\n", 1)[0].rstrip(" *_")
    if asks(first) and (first.endswith("?") or not first.endswith((":", "\uff1a"))):
        return True
    prose = list(itertools.takewhile(lambda ln: not LIST_ITEM_RE.match(ln), first.split("\n")))
    return any(ln.rstrip(" *_.").endswith(("?", ")")) and asks(ln) for ln in prose[1:])

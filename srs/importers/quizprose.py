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
no question numbered before it. At the run's first or last place only a task told in a
sentence is one of its questions, when most of the run asks.
"""

from __future__ import annotations

import itertools
import re

from srs.importers.asking import asks, asks_as_task
from srs.importers.bulletanswer import bullet_answered
from srs.importers.common import LIST_ITEM_RE, heading_of
from srs.importers.labelstart import label_start
from srs.importers.labelwords import ANSWER_LABELS, VERDICT_PAIRS
from srs.importers.lazyre import lazy
from srs.importers.values import Draft

__all__ = ["kept_in_quiz", "numbered_between", "quiz_question"]


def kept_in_quiz(draft: Draft) -> bool:
    """Whether an open draft that does not ask is still a question of the quiz: its label
    says so, it names its options in its answer (see `_names_listed`), or it sets a task
    and is answered (`### Explique por que ...` over its answer paragraph, above the quiz's
    `### Questão 76`: an essay question of the exam, where the text around a quiz does not
    open with a verb that sets a task)."""
    return _labelled(draft) or _names_listed(draft) or _answered_task(draft) or _judged(draft)


_VERDICT_WORDS = "|".join(word for pair in VERDICT_PAIRS for word in pair)
_LABELS = "|".join(ANSWER_LABELS)
_JUDGED_RE = lazy(
    rf"^[ \t>*_]*(?:(?:{_LABELS})[ \t]*[:：]?[ \t]*[*_]*[ \t]*)?(?:{_VERDICT_WORDS})\b",
    re.IGNORECASE,
)
"""`Resposta Falso.`, `Answer: True`, `False.`: a line that opens with a true/false verdict,
an answer label before it or not."""


def _judged(draft: Draft) -> bool:
    """Whether an open draft's answer judges its statement true or false (`(CESPE) O comando
    truncate ... permite excluir ...` over `Resposta Verdadeiro.`, the code it quotes between
    them or not): an exam's true/false item, which a quiz of choice questions mixes in, never
    the text around the quiz (that is answered by nothing)."""
    if not draft.answer or draft.choices:
        return False
    return any(_JUDGED_RE.match(line) for line in draft.answer.split("\n"))


def _answered_task(draft: Draft) -> bool:
    """Whether an answered draft's question opens with a verb that sets a task (`Explique
    ...`, `Describe ...`; srs.importers.asking's `asks_as_task`)."""
    return bool(draft.answer) and asks_as_task(draft.question.lstrip(" *_"))


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
    a quiz's surrounding text is numbered in a run of its own, before or after the quiz.

    At either end of such a run (`### 1.` opening an essay part whose `### 2.` asks, or its
    last `### 5.` under a `### 4.` that asks) it is one of them when most of the run's other
    drafts ask: a part's first or last task (`Una entidad ... Explica ...`, `JUSTIFICAR ...`)
    tells rather than asks as often as the middle ones do, and text around a quiz is no
    part of a run whose questions mostly ask."""
    block = drafts[i].block
    if block.number is None or not drafts[i].answer:
        return False
    first, last = _numbered_run(drafts, i)
    if first < i < last:
        return questions[i - 1] and questions[i + 1]
    if not _TASK_END_RE.search(drafts[i].question.split("\n", 1)[0]):
        return False  # a title (`### 1. Deploying the VM`), not a task told in sentences
    others = [questions[j] for j in range(first, last + 1) if j != i]
    inner = i + 1 if i == first else i - 1
    return len(others) >= _FEWEST_IN_RUN - 1 and questions[inner] and 2 * sum(others) > len(others)


_FEWEST_IN_RUN = 3
"""The fewest drafts a numbered run holds for its end to be read by the run's others."""
_TASK_END_RE = lazy(r"\S[ \t]+\S+[ \t]+\S+[ \t]+\S+[ \t]+\S.*[.:)!][*_]*[ \t]*$")
"""A task told in a sentence: five words or more, ended (`... (Answer in 4 lines)`)."""


def _numbered_run(drafts: list[Draft], i: int) -> tuple[int, int]:
    """The first and last index of the drafts numbered in turn around draft i at its level
    (`### 1.` ... `### 5.`): each one's number one past the one before it."""

    def follows(j: int) -> bool:  # draft j+1 goes on from draft j
        a, b = drafts[j].block, drafts[j + 1].block
        return a.level == b.level and a.number is not None and b.number == a.number + 1

    first = i
    while first > 0 and follows(first - 1):
        first -= 1
    last = i
    while last < len(drafts) - 1 and follows(last):
        last += 1
    return first, last


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

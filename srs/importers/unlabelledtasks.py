"""A task with no answer label, in a document that answers its tasks under labels: unanswered.

A page of practice tasks sets each task out as a statement and the requirements listed
under it, then answers it under a label:

    ## Question: 9
    > Run one copy of the logger on every node
    * use a DaemonSet called log-ds
    * keep the taints in place
    #### Answer:
    * kubectl apply -f ds.yaml

A task its author never answered has the statement and the list, and no label. Read as any
block without a label, its own requirements were its "answer": a wrong card, no warning.

Where most open questions (two in three, three at least) are answered under a label and two
or more of those set a list out in the question above the label, the document lists its
tasks' requirements in the question: a block with no label, stated (not asked with a `?`),
whose whole "answer" is one list, is that list's task with no answer. The list goes back to
the question and the block is reported unanswered. A question that asks (`What are the
service types?` over its bullets), a list whose items each open with a word that opens a
third or more of the labelled answers' items and none of their questions' (`* kubectl create
quota ...` in a page of kubectl answers: the commands, with their label left out), or a
document that lists nothing in its labelled questions, keeps its cards as before.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

from srs.importers.common import LIST_ITEM_RE, indent_of
from srs.importers.fences import FENCE_RE
from srs.importers.labelwords import QUESTION_MARKS
from srs.importers.values import Draft

__all__ = ["unanswered_tasks"]

_MIN_LABELLED = 3
"""The fewest questions answered under labels that show a document answers that way."""
_MIN_LISTED = 2
"""The fewest labelled questions that list requirements, to show the document lists them."""


def unanswered_tasks(drafts: list[Draft]) -> list[Draft]:
    """The drafts, each unlabelled task whose answer is only its requirements (see the
    module doc) given an empty answer, its list back in its question (to be reported
    unanswered); the list itself when there is none (the cheap test first)."""
    found = [k for k, d in enumerate(drafts) if _unlabelled(d) and _only_a_list(d.answer)]
    if not found or not _labels_its_answers(drafts):
        return drafts
    out = list(drafts)
    commands = _answer_openings(drafts)
    for k in found:
        draft = out[k]
        if draft.question.rstrip(" *_").endswith(QUESTION_MARKS):
            continue  # a question that asks is answered by the list under it
        if all(word in commands for word in _openings(draft.answer)):
            continue  # `* kubectl create quota ...`: its items open as the answers' do
        out[k] = dataclasses.replace(
            draft, question=f"{draft.question}\n\n{draft.answer}", answer=""
        )
    return out


def _answer_openings(drafts: list[Draft]) -> frozenset[str]:
    """The words that open a third or more of the labelled answers' items and no item of
    their questions (a command: `kubectl`, `git`, `SELECT`): what tells an answer's list."""
    labelled = [d for d in drafts if not d.choices and d.answer_line != d.block.start.no]
    said = Counter(word for d in labelled for word in _openings(d.answer))
    asked = {word for d in labelled for word in _openings(d.question)}
    total = sum(said.values())
    return frozenset(w for w, n in said.items() if 3 * n >= total and w not in asked)


def _openings(text: str) -> list[str]:
    """The first word of each list item at the margin of a text, in lower case."""
    words = []
    for line in text.split("\n"):
        m = LIST_ITEM_RE.match(line) if not indent_of(line) else None
        rest = line[m.end() :].strip("`*_ ").split(maxsplit=1) if m else []
        if rest:
            words.append(rest[0].lower())
    return words


def _unlabelled(draft: Draft) -> bool:
    """An open draft answered right under its question, with no label."""
    return not draft.choices and bool(draft.answer) and draft.answer_line == draft.block.start.no


def _labels_its_answers(drafts: list[Draft]) -> bool:
    """Whether most open drafts are answered under a label, enough of them listing their
    requirements in the question (see the module doc)."""
    open_drafts = [d for d in drafts if not d.choices]
    labelled = [d for d in open_drafts if d.answer and d.answer_line != d.block.start.no]
    if len(labelled) < _MIN_LABELLED or 3 * len(labelled) < 2 * len(open_drafts):
        return False
    listed = (d for d in labelled if any(LIST_ITEM_RE.match(ln) for ln in d.question.split("\n")))
    return sum(1 for _ in zip(range(_MIN_LISTED), listed, strict=False)) == _MIN_LISTED


def _only_a_list(answer: str) -> bool:
    """Whether an answer is one list and nothing else: items at the margin, the lines under
    them indented, no code fence and no paragraph of text."""
    lines = [ln for ln in answer.split("\n") if ln.strip()]
    if not lines or not LIST_ITEM_RE.match(lines[0]) or indent_of(lines[0]):
        return False
    return all(
        (LIST_ITEM_RE.match(ln) or indent_of(ln)) and not FENCE_RE.match(ln.lstrip())
        for ln in lines
    )

"""A matching or ordering question set as a form: its items over empty `( )` slots. Unanswered.

Exam sheets ask to match or order things by leaving a slot to write a number in before each
line, with the things to match numbered above them when there are any:

    ### 6. Match each port to its protocol
    1. SSH
    2. HTTPS

    ( ) 443
    ( ) 22

With no answer given, read as any question over text, the form was the card's "answer", with
no warning. An empty slot is a blank still to fill in: an answer whose lines are a list of
items (numbered, lettered or bulleted, or none) and then a run of two or more lines opening
with an empty slot (`( )`, `(  )`, `（ ）`, `（）`), nothing else, is the question's form. It goes back
to the question and the block is reported unanswered. A slot filled in (`(2) 443`, `(x)`) or
any other line (prose, a label, code) is an answer as before.
"""

from __future__ import annotations

import dataclasses

from srs.importers.lazyre import lazy
from srs.importers.values import Draft

__all__ = ["unfilled_forms"]

_SLOT_RE = lazy(r"^[ \t]*(?:[-*+][ \t]+)?(?:\([ \t\u3000]+\)|（[ \t\u3000]*）)[ \t]*\S")
"""A line that opens with an empty slot to fill in (`( ) 443`, `- (  ) Detect the data`)."""
_ITEM_RE = lazy(r"^[ \t]*(?:[-*+]|\d{1,2}[.)]|[A-Za-z][.)])[ \t]+\S")
"""An item of the things to match (`1. SSH`, `a) SSH`, `- SSH`)."""
_FEWEST_SLOTS = 2


def unfilled_forms(drafts: list[Draft]) -> list[Draft]:
    """The drafts, each open one whose answer is a form of empty slots (see the module) given
    an empty answer, its form back in its question (to be reported unanswered)."""
    if not any(_may_hold_slots(d.answer) for d in drafts):
        return drafts  # the cheap test first: no answer holds a slot
    return [
        dataclasses.replace(d, question=f"{d.question}\n\n{d.answer}", answer="")
        if not d.choices and _may_hold_slots(d.answer) and _form(d.answer)
        else d
        for d in drafts
    ]


def _may_hold_slots(answer: str) -> bool:
    """Whether an answer may hold an empty slot (`( `, `（`): the cheap test."""
    return "( " in answer or "(\t" in answer or "(\u3000" in answer or "（" in answer


def _form(answer: str) -> bool:
    """Whether an answer is a list of items, or none, then two or more empty slots, only."""
    rows = [row for row in answer.split("\n") if row.strip()]
    first = len(rows)
    while first > 0 and _SLOT_RE.match(rows[first - 1]):
        first -= 1
    if len(rows) - first < _FEWEST_SLOTS:
        return False
    return all(_ITEM_RE.match(row) for row in rows[:first])

"""A question told without a question mark, standing alone among questions that have one.

Lists of questions to prepare, one per paragraph and none answered, mix `What is Composer?`
with `Explain the concept of Laravel Homestead.` and `Write a query to get all users with
their active products.` The lone `?` lines were read as a run of unanswered questions, but a
told one between them was taken for the answer of the question above it: a card that paired
two questions, and the told question lost. Such a line is a question of the run too (the run
is srs.importers.questionruns' `question_run`): told with a question word
(srs.importers.trailingask's `told_question`) or with a task's verb (`Write`, `List`).
"""

from __future__ import annotations

import re

from srs.importers.asking import asks, names_a_difference
from srs.importers.lazyre import lazy
from srs.importers.trailingask import told_question

__all__ = ["told_difference", "told_line", "told_prompt"]

_TASK_RE = lazy(
    r"^(?:write|list|name|give|state|mention|implement|design|create|outline|summari[sz]e"
    r"|illustrate|elaborate)\b",
    re.I,
)
"""The verbs that set a task as a question (`Write a query ...`, `List the ...`)."""
_LONGEST = 200


def told_line(text: str) -> bool:
    """Whether a one-line paragraph's text is a question told with a full stop (`Explain X.`,
    `Write a query to ...`); a cheap test (its last character, its length) first."""
    if not text.endswith(".") or len(text) > _LONGEST:
        return False
    if told_question(text):
        return True
    return _TASK_RE.match(text) is not None and asks(text)


def told_prompt(text: str) -> bool:
    """A question told with a full stop (`Explain X.`, `Write a query to ...`, `Difference
    between X and Y.`)."""
    return told_line(text) or told_difference(text)


def told_difference(text: str) -> bool:
    """`Difference between X and Y.` (or `X, Y, Z.`): the question every list asks, with a
    full stop; no advice an answer gives, as `Explain the plan first.` may be."""
    return text[-1:] == "." and names_a_difference(text[:-1])

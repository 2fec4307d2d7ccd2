"""An open question in a quiz answered by one plain bullet: the stem over it is the
question's, the bullet its answer.

A task-list quiz (`* [ ]` / `* [X]` options under each `## QUIZ: ...` heading) sets some
questions open, as an instruction answered by a single bullet with no checkbox:

    ## QUIZ: JSON
    Write a JSON document with the key "a".
    * { "a": 1 }

The heading does not ask and there are no options, so the draft (the heading its question,
the instruction and the bullet its answer) was taken for text around the quiz and dropped.
Its shape says otherwise: one paragraph that sets the task, then exactly one bullet and
nothing after it. That bullet is the answer; the paragraph joins the question, under its
heading, as the stems of the quiz's choice questions do.
"""

from __future__ import annotations

import dataclasses

from srs.importers.common import LIST_ITEM_RE
from srs.importers.lazyre import lazy
from srs.importers.values import Draft

__all__ = ["bullet_answered"]

_BULLET_RE = lazy(r"^[-*+][ \t]+(?P<text>\S.*)$")
"""A plain bullet at the margin: `* { "a": 1 }`."""
_CHECKBOX_RE = lazy(r"^\[.?\]")
"""A box opening a bullet's text: a task-list option (`[ ]`, `[X]`) or a quiz tool's field
to fill in (`[t]`, a text area), no answer."""


def bullet_answered(draft: Draft) -> Draft:
    """The draft with the stem over its one closing bullet moved into its question and that
    bullet's text as its answer (see the module doc); the draft itself when it is not so."""
    if draft.choices or "\n" not in draft.answer:
        return draft
    stem, _, last = draft.answer.rpartition("\n")
    m = _BULLET_RE.match(last)
    if m is None or _CHECKBOX_RE.match(m.group("text")) is not None:
        return draft
    lines = stem.split("\n")
    if "\n\n" in stem.strip() or any(LIST_ITEM_RE.match(ln) or "`" in ln for ln in lines):
        return draft  # more than one paragraph, another item or code: not a task and its answer
    if not stem.strip():
        return draft
    at = next(
        (ln.no for ln in reversed(draft.block.lines) if ln.text.strip() == last.strip()), None
    )
    if at is None:
        return draft
    question = f"{draft.question}\n\n{stem.strip()}" if draft.question else stem.strip()
    return dataclasses.replace(draft, question=question, answer=m.group("text"), answer_line=at)

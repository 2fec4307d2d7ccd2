"""How many of a bare question label's first lines only ask or set tasks: the question's.

An exam numbers its questions with bare labels (`# Question 5`) and writes each question as
lines under the label, several to a question, each asking or setting a task (`Briefly explain
the differences between X and Y.`, `What does the scanner return? Explain.`, `Show that the
grammar is ambiguous.`), with no blank line between them and the answer, if any, right below
(`Context free grammar is important because ...`). Read as `Question 3` over a paragraph that
is one question and its answer, the first line was the question and the rest the answer: a
question nobody answered became a card whose answer was its own second line, and a question
of two lines over its answer lost its second line to the answer (or, its first line ending
with no full stop, took the answer into the question).

The question is the run of lines from the top in which every sentence asks or sets a task,
or which gives what the tasks are about: `Given the following grammar,` announces a given,
and a formula line (`S -> Sa | b`, no sentence in it) below or above such a lead is that
given. The lines after the run answer it; when the run is all there is, nothing answers it.
An answer that opens in the imperative (`Use a hash map.` under `How do you dedupe a list?`)
uses no verb that sets an exam's task, and stays the answer.

Used by srs.importers.questionrest for a bare label's paragraph.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks, asks_as_task
from srs.importers.lazyre import lazy

__all__ = ["asked_lines"]

_TASK_RE = lazy(
    r"^(?:(?:briefly|clearly|also|then|now)[ \t]+)?"
    r"(?:explain|describe|compare|contrast|define|discuss|differentiate|distinguish|show|prove"
    r"|provide|include|construct|draw|derive|write|give|list|name|state|identify|indicate"
    r"|illustrate|justify|outline|sketch|compute|calculate|determine|demonstrate)\b"
    r"(?![ \t]+(?!(?:why|how|what|when|where|which|who|whether|if|that)\b)\w+[ \t]+"
    r"(?:is|are|was|were|has|have|can|will|does|do)\b)",
    re.I,
)
"""A sentence set as an exam's task by its English verb (`Show that it is ambiguous.`,
`Provide an example`, `Explain.` after a question), an adverb before it (`Briefly explain
...`); not a statement whose subject a verb's word opens (`State machines are ...`, `List
comprehensions are ...`). Wider than srs.importers.asking's `asks_as_task` on purpose: that
one judges a heading or a lone line, where `Show`, `List` or `Write` may open a topic's
name; here each sentence sits in a run of lines under a bare question label, where an
exam's verb sets a task. The task verbs of other languages are `asks_as_task`'s (one list
for every pass: see `_sets_tasks`)."""
_SENTENCES_RE = lazy(r"(?<=[.?!])[ \t]+(?=[^\W\d_])")
"""Where a sentence ends inside a line: its mark, blanks, a letter."""
_GIVEN_LEAD_RE = lazy(
    r"^(?:given|consider|using|for)\b[^.?!]*(?:below|following|above|grammar)[^.?!]*[,:]$", re.I
)
"""A line announcing what a question's tasks are about (`Given the following grammar,`)."""
_FORMULA_RE = lazy(r"(?:->|→|::=|=|\|)")
"""What a formula line writes (`S -> Sa | SSb | b`, `x = 2y`): a given, not a sentence."""


def asked_lines(body: list[str]) -> int:
    """How many of the body's first lines (blank lines among them) only ask, set tasks or
    give what the tasks are about (see the module doc): 0 when the first line does not."""
    first = body[0].lstrip()[:1] if body else ""
    if not first.isalpha():
        return 0  # (the cheap test first: a question's line opens with a word)
    given = any(_GIVEN_LEAD_RE.match(text.strip()) for text in body)
    count = 0
    for text in body:
        line = text.strip()
        if line and not (_sets_tasks(line) or (given and _given(line))):
            break
        count += 1
    while count and not body[count - 1].strip():
        count -= 1  # the blank lines after the run are the answer's
    return count


def _sets_tasks(line: str) -> bool:
    """Whether every sentence of a line asks (its `?`: a question word alone opens an
    answer's sentence too, `What it returns is a token.`) or sets a task: by an exam's
    English verb (`_TASK_RE`) or a task verb of any language the importer knows
    (srs.importers.asking's `asks_as_task`: `Erklären Sie ...`, `Explique ...`), so a
    language added there reaches an exam's bare-label questions too."""
    return all(
        _TASK_RE.match(sentence) is not None
        or asks_as_task(sentence)
        or (sentence.endswith("?") and asks(sentence))
        for sentence in _SENTENCES_RE.split(line.rstrip(" \t*_"))
    )


def _given(line: str) -> bool:
    """Whether a line gives what the tasks are about: the lead that announces it, or a
    formula line (no sentence's end in it)."""
    if _GIVEN_LEAD_RE.match(line):
        return True
    return _FORMULA_RE.search(line) is not None and line[-1:] not in ".!?"

"""Notes pasted with no blank line after each answer: the next question is the last line of
the answer's paragraph.

Q&A copied out of a chat or a web page into a plain file often keeps the blank line between a
question and its answer but loses the one after the answer, so each paragraph is an answer
(or a section's label) with the next question as its last line:

    Basic Questions:
    What is PHP?

    PHP is a server-side scripting language.
    Explain the difference between echo and print.

    echo has no return value, print returns 1.

The question is the paragraph's last line when it asks (`?`) or tells (`Explain X.`) and the
paragraph after it is its answer; the lines above it are the previous answer's, or a short
label ending with a colon (`Intermediate Questions:`), a section's title. Read by
srs.importers.structure among its notes (`What is X?` over its answer), on the same terms:
only where nothing else in the document is a question.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import QUESTION_WORD_RE, SENTENCE_END_RE, next_content
from srs.importers.lazyre import lazy
from srs.importers.values import Line

_TASK_RE = lazy(r"^(?:write|implement|design|create|build)\s+(?:a|an|the)\s", re.I)
"""A task set as a question (`Write a function to connect to a database.`)."""
_LABEL_RE = lazy(r"^[^\s:?.][^:?.]{0,60}:$")
"""A section's label on a line of its own (`Scenario-Based Questions:`): a few words, a colon."""


def trailing_question(texts: list[str], end: int, lines: list[Line]) -> tuple[str, bool] | None:
    """The question a paragraph of two or more lines ends with, when the paragraph after it
    (from line `end`) answers it: its text and whether it asks without a question mark
    (`Explain X.`, taken as srs.importers.structure takes its told lines). None when the
    paragraph opens with the question itself (a question over its answer), when its last
    line asks nothing, or when no prose follows."""
    last = texts[-1].strip()
    if len(texts) < 2 or not last or last[-1] not in "?." or len(last) > 300:
        return None  # a cheap test first: most paragraphs end with neither
    if texts[0].strip().endswith("?"):
        return None  # `What is X?` over its answer: a question line's own paragraph
    if goes_on(texts[-2], last):
        return None  # `... refers to the element on` / `which the event fired.`: one sentence
    told = last.endswith(".")
    if told and not (told_question(last) or _TASK_RE.match(last)):
        return None
    if not told and not asks(last):
        return None
    nxt = next_content(lines, end - 1)
    if nxt is None or lines[nxt].code or lines[nxt].text.strip().endswith("?"):
        return None
    return last, told


def goes_on(above: str, line: str) -> bool:
    """Whether a line goes on with the sentence the line above broke off, as hard-wrapped
    prose does: it opens with a small letter (`which the event fired.`) and the line above
    ends with no sentence's end. Such a line never starts a question, whatever word it opens
    with: a question starts a sentence of its own."""
    return line[:1].islower() and bool(above.strip()) and not SENTENCE_END_RE.search(above.rstrip())


def label_above(texts: list[str]) -> str | None:
    """The section label right above a paragraph's last line (`Intermediate Questions:`)."""
    if len(texts) < 2:
        return None
    line = texts[-2].strip()
    return line[:-1].strip() if _LABEL_RE.match(line) else None


def told_question(text: str) -> bool:
    """A line that asks without a question mark (`Explain Redis Streams and their use.`): a
    question word, then one sentence; `Is Redis only in memory? Explain.` too."""
    return (
        len(text) <= 200
        and text.endswith(".")
        and QUESTION_WORD_RE.match(text) is not None
        and asks(text)
    )

"""A list of questions nobody answered inside one question block: each question its own item.

A behavioural interview page groups its questions by skill: `### Time management`, a
paragraph on what the interviewer listens for, then `1. Tell me about a time ...` /
`2. Give me an example of ...`, with no answer to any of them. Read by blocks, the topic
heading was the question and the paragraph and the list its answer: a junk card, and the
listed questions reported nowhere. And where such a run ran on into a section the reader
took as an answer label (`## Example answers`), the whole run was one question "with no
answer": one report for five questions, the others silent.

So where a block is judged to have no answer, and where a topic heading (one that does not
ask) is "answered" only by a short guidance text over a list of questions, the listed
questions are counted: each is reported unanswered at its own line, and the guidance
paragraph is text in no card. The test is strict, for a heading whose answer happens to be
a list (`### Steps` over `1. Open the file`), or an answer that lists sub-questions and then
discusses them, is a card: most items must ask (srs.importers.asking), each item is one
line at the margin, nothing but items follows the list, and the text over it is short.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from srs.importers.asking import SCENE_LABEL_RE, asks, asks_alone, plain_question
from srs.importers.common import HEADING_RE
from srs.importers.lazyre import lazy
from srs.importers.result import short
from srs.importers.values import Line

_MARGIN_ITEM_RE = lazy(r"^ {0,3}(?:[-*+]|\d{1,3}[.)])[ \t]+\S")
"""A list item at the margin (a nested one is a point of the item above it)."""

_PART_RE = lazy(r"^ {0,3}(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\*\*|__)?\(?[a-hA-H][.)][ \t]")
"""`- a. What is the time quantum ...?`: a lettered part of the exercise over it."""

_GUIDANCE_LINES = 6
_GUIDANCE_WORDS = 120
"""The most a topic's guidance over its questions says: a paragraph on what is looked for,
never a worked answer (a longer text over a list is an answer that goes on to list)."""


def listed_questions(lines: Sequence[Line]) -> list[Line]:
    """The list items at the margin of `lines` when there are two or more and at least two
    in three of them ask (the items of a list of questions, each one a question); else
    none. Code is never an item. Lettered items (`- a. What is ...?`) are the parts of one
    exercise, and items under a scene (`**Scenario:** ...`) the parts of one design
    problem (srs.importers.followups): one question each, never a list of them."""
    items = [ln for ln in lines if not ln.code and _MARGIN_ITEM_RE.match(ln.text)]
    if len(items) < 2 or any(_PART_RE.match(ln.text) for ln in items):
        return []
    prose = next((ln.text.strip() for ln in lines if ln.text.strip()), "")
    if SCENE_LABEL_RE.match(prose):
        return []
    asking = sum(1 for ln in items if asks_alone(ln.text))
    return items if asking >= 2 and 3 * asking >= 2 * len(items) else []


def is_topic(title: str) -> bool:
    """Whether a block's title names a topic rather than asking (`Time management`)."""
    plain = title.strip(" *_#")
    return bool(plain) and not plain.endswith("?") and not asks(plain)


def topic_over_questions(title: str, lines: Sequence[Line]) -> bool:
    """Whether a block whose title does not ask holds only a short guidance text and then a
    list of questions, nothing after it (see the module docstring)."""
    if not is_topic(title):
        return False
    body = [ln for ln in lines if ln.text.strip()]
    first = next((k for k, ln in enumerate(body) if _MARGIN_ITEM_RE.match(ln.text)), None)
    if first is None or any(ln.code for ln in body) or not _short_guidance(body[:first]):
        return False
    items = body[first:]
    if not all(_MARGIN_ITEM_RE.match(ln.text) for ln in items):
        return False  # a wrapped or nested line, or text after the list: an answer's list
    return bool(listed_questions(items))


def _short_guidance(guidance: Sequence[Line]) -> bool:
    """A paragraph or two of plain text, short (see `_GUIDANCE_WORDS`), or none."""
    if len(guidance) > _GUIDANCE_LINES or any(_not_prose(ln.text) for ln in guidance):
        return False
    return sum(len(ln.text.split()) for ln in guidance) <= _GUIDANCE_WORDS


def guidance_report(lines: Sequence[Line], items: Sequence[Line]) -> tuple[int, str] | None:
    """The report (line, message) of the text in a block that is neither its listed
    questions nor a heading (a section title over questions is no loss): the guidance, text
    in no card, worded as the reader words any such text; None when there is none."""
    taken = {ln.no for ln in items}
    text = [
        ln
        for ln in lines
        if ln.text.strip() and ln.no not in taken and not ln.code and not HEADING_RE.match(ln.text)
    ]
    if not text:
        return None
    count = "1 line" if len(text) == 1 else f"{len(text)} lines"
    return text[0].no, (
        f"{count} of text between questions in no card ('{short(text[0].text)}'); not imported"
    )


def not_asked(items: Sequence[Line], questions: frozenset[str]) -> list[Line]:
    """The listed questions that no question block asks (`questions`, every draft's, in
    lower case): one answered further on (a page's list of questions over its sample
    answers) is no question left out, as with the questions met outside any block."""
    asked = _plainly(questions)
    return [ln for ln in items if plain_question(ln.text) not in asked]


@functools.lru_cache(maxsize=4)
def _plainly(questions: frozenset[str]) -> frozenset[str]:
    """The questions in their plain words, made once per document (not once per list)."""
    return frozenset(plain_question(q) for q in questions)


def _not_prose(text: str) -> bool:
    """A heading, a table row or a quote: structure, never a guidance paragraph."""
    return text.lstrip()[:1] in ("#", "|", ">")

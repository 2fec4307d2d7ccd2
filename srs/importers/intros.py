"""Paragraphs that introduce the questions after them (`Here are more questions:`), never
the answer above them going on."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Protocol

from srs.importers.common import SEPARATOR_RE, heading_of
from srs.importers.lazyre import lazy
from srs.importers.values import Block, Line

__all__ = ["ANNOUNCES_RE", "introduces_next", "names_questions", "ruled_intro"]

ANNOUNCES_RE = lazy(
    r"^(?:here\s+(?:are|is|'s)|below\s+(?:are|is)|(?:the\s+)?following\s+are)\b"
    r"(?:(?!\b(?:answers?|solutions?)\b)[^.!?]){0,200}?\bquestions\b",
    re.IGNORECASE,
)
"""A paragraph that introduces the questions after it (`Here are **new, scenario-based**
interview questions:`): never the answer above it going on. (`Here are the answers to the
questions:` opens an answer key instead.)"""
_INTRO_RE = lazy(
    r"^(?=[A-Z])(?![A-Z][\w ]{0,30}:\s*$)(?![^\n]*?[.!?][ \t]+[^\W\d_a-z])[^|#<>*_`\n]{12,200}:[ \t]*$"
)
"""A plain sentence ending with a colon (`Here are more questions:`), not a label such as
`Example:` or `Key points:` (a few words and the colon: a label over what follows in the
answer), nor a heading, list item, table row or emphasis. One sentence: a paragraph of
several whose last ends with a colon (`A list links its nodes. They are shown in the image
below:`) is the answer going on, pointing at a picture or code the page lost. A sentence
ends at `.`, `!` or `?` before a capital, so `e.g. arrays` leaves one sentence."""


def introduces_next(text: str) -> bool:
    """Whether a card's last paragraph, one line, introduces the questions after it: a
    sentence ending with a colon that names them (`Here is the updated set of questions:`),
    or a section label that does (`Intermediate Questions:`, `Basic PHP Questions:` over the
    next numbered questions).

    A sentence that names no question (`... linked using pointers as shown in the image
    below:`) is the author's own answer or explanation introducing a picture or code the
    copy lost: kept in the card, never dropped as text between questions."""
    if text.rstrip()[-1:] not in (":", "："):
        return False  # both kinds end with a colon: the cheap test first
    if _INTRO_RE.match(text) and _NAMES_QUESTIONS_RE.search(text):
        return True
    return text[-1:] == ":" and names_questions(text)


def names_questions(title: str) -> bool:
    """Whether a title names a set of questions (`Scenario-Based Questions:`, `Managerial
    Round Questions`): a section's or a category's, never a question of its own."""
    return _QUESTIONS_LABEL_RE.match(title.rstrip(" :") + ":") is not None


_NAMES_QUESTIONS_RE = lazy(r"\b(?:questions?|MCQs?|quiz(?:zes)?)\b", re.IGNORECASE)
"""What an introduction to the next questions speaks of: questions (`Here are more MCQs:`)."""
_QUESTIONS_LABEL_RE = lazy(r"^[A-Z][\w+#&/() -]{0,40}\bquestions\s*:$", re.IGNORECASE)
"""A section label over the next questions (`Scenario-Based Questions:`): a few words ending
with the word `questions` and a colon."""


_SPEAKS_AHEAD_RE = lazy(
    r"\b(?:below|following|next|ahead|th(?:is|ese)\s+(?:sections?|parts?|tests?|quiz(?:zes)?"
    r"|rounds?|chapters?|sets?|questions)"  # English
    r"|unten|folgenden?|nächsten?|diese[rs]?\s+(?:Teil|Abschnitt|Test|Quiz|Fragen)"  # German
    r"|ci-dessous|suivante?s?|prochaine?s?|cet(?:te)?\s+(?:partie|section)|ces\s+questions"
    r"|abajo|abaixo|siguientes?|seguintes?|a\s+continuación|próxim[oa]s?"  # Spanish, Portuguese
    r"|est[ae]s?\s+(?:secci[oó]n|seção|parte|prueba|preguntas|perguntas)"
    r"|ниже|следующ\w*|эт(?:от|и)\s+(?:раздел|тест|вопросы))",
    re.IGNORECASE,
)
"""What a paragraph says when it speaks of what follows it (`Answers are shown below`, `This
next round covers ...`, `Die folgenden Fragen ...`, `ci-dessous`), a language an alternative."""
_NAMES_RUN_RE = lazy(
    r"\b(?:questions?|quiz(?:zes)?|tests?|MCQs?|exercises?|Fragen|Aufgaben|preguntas"
    r"|perguntas|questões|вопрос\w*|задани\w*)\b",
    re.IGNORECASE,
)
"""What a paragraph over the next question names when it introduces a run of them (`The
following questions ...`): a note of the answer above says `next` and `below` too."""
_MOST_LINES = 40
"""How far a ruled-off paragraph is looked for its closing rule: an intro is short."""


class Page(Protocol):
    """What `ruled_intro` reads of a page being segmented (`srs.importers.segment`)."""

    @property
    def lines(self) -> list[Line]: ...
    @property
    def headings(self) -> Mapping[int, tuple[int, str]]: ...
    @property
    def starts(self) -> Mapping[int, object]: ...


def ruled_intro(page: Page, at: int, block: Block) -> bool:
    """Whether the paragraph at `at`, right after the rule that closed `block`'s answer, is set
    apart by a second rule and stands over the heading of what follows: a new section's (above
    the question's level, no question itself), or one at the question's level when the
    paragraph speaks of what follows (`Here's a practice test on X. Answers are indicated below
    each question.`) and, over a question, names questions. It introduces that, no part of the
    answer above (reported as text between questions). Without the second rule or the heading
    (`---`, `**Note:** ...`, then the next question), or under a rule before a question of its
    level naming none of what follows (a page ruling off every answer's last paragraph), the
    answer goes on."""
    rule = _closing_rule(page, at)
    if rule is None:
        return False
    k, head = _heading_after(page, rule)
    level = block.level or (heading_of(block.start) or (7, ""))[0]
    if head is None or head[0] > level:
        return False
    if head[0] < level and k not in page.starts:
        return True
    said = " ".join(line.text for line in page.lines[at:rule])
    if _SPEAKS_AHEAD_RE.search(said) is None:
        return False
    return k not in page.starts or _NAMES_RUN_RE.search(said) is not None


def _heading_after(page: Page, rule: int) -> tuple[int, tuple[int, str] | None]:
    """The index of the first line past the blank lines after the rule at `rule`, and its
    level and text when it is a heading (else None)."""
    lines, k = page.lines, rule + 1
    while k < len(lines) and not lines[k].code and not lines[k].text.strip():
        k += 1
    return k, page.headings.get(k)


def _closing_rule(page: Page, at: int) -> int | None:
    """The index of the rule closing the prose from `at` (no code, heading or question in
    between, within `_MOST_LINES`), or None."""
    for k in range(at, min(len(page.lines), at + _MOST_LINES)):
        line = page.lines[k]
        if line.code or k in page.headings or k in page.starts:
            return None
        if line.text[-1:] in "-*_" and SEPARATOR_RE.match(line.text):
            return k
    return None

"""Paragraphs that introduce the questions after them (`Here are more questions:`), never
the answer above them going on."""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

__all__ = ["ANNOUNCES_RE", "introduces_next", "names_questions"]

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

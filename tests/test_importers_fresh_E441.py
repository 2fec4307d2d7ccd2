"""Importer layouts met on fresh public documents: a list of questions with no answers, one
per paragraph, in sections that a title line opens and a `---` rule closes, the rule typed
right under each section's last question (srs.importers.ruledquestions).

CommonMark reads that rule as a setext underline: the last question became a heading, the
next section (its title and questions) that heading's answer, a junk card. None of these is
a copy of a document; each is the shape, written small.
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from srs.importers import import_text
from tests.importing import result

_GLUED = """\
---
🌱 First steps
What is a variable?

What is a loop?

Why do functions return values?

What is a module?
---
🌳 Further on
What is a closure?

How does garbage collection work?

What is a coroutine?
---
"""


def _refusal(text: str) -> tuple[str, list[str]]:
    with pytest.raises(DocumentError) as info:
        import_text(text, source="doc.md")
    return str(info.value), list(info.value.notes)


def _noted_lines(notes: list[str]) -> list[int]:
    """The line of each note that reports a question with no answer."""
    return [int(n.split(":")[1]) for n in notes if "answer" in n and "question" in n]


def test_a_rule_glued_under_a_sections_last_question_is_no_heading() -> None:
    """No card (the last question of the first section once took the next section as its
    answer), and every question is reported, the one over each rule too."""
    message, notes = _refusal(_GLUED)
    assert "7 questions found, none with an answer" in message
    assert _noted_lines(notes) == [3, 5, 7, 9, 12, 14, 16]


def test_plain_section_titles_over_ruled_sections() -> None:
    """Titles with no pictograph (`Second round`), the first section's title the document's
    first line: the same list, each question reported, no title taken for an answer."""
    text = """\
Warm-up round
What does a compiler do?

Why are tests useful?

How is a queue different from a stack?
---
Second round
What is recursion?

When would you pick a hash map?
---
Closing round
What makes code readable?

Who reviews a pull request?

How do you name a variable?
---
"""
    message, notes = _refusal(text)
    assert "8 questions found, none with an answer" in message
    assert _noted_lines(notes) == [2, 4, 6, 9, 11, 14, 16, 18]


def test_a_rule_after_a_blank_closes_the_section_too() -> None:
    """The same list with a blank line before each rule (no setext reading): the rule still
    closes the section, its last question reported with the others (a guard: the rule that
    reports the section's last question sees the rule glued or after a blank)."""
    text = _GLUED.replace("?\n---", "?\n\n---")
    message, notes = _refusal(text)
    assert "7 questions found, none with an answer" in message
    assert _noted_lines(notes) == [3, 5, 7, 9, 13, 15, 17]


def test_the_same_sections_with_answers_import_as_before() -> None:
    """Near miss: each question has its answer under it; the last answer of a section is
    prose over the rule (a paragraph, as before), every card kept."""
    text = """\
---
🌱 First steps
What is a variable?
A named place that holds a value.

What is a loop?
Code that runs again while a test holds.

What is a module?
A file of code that others import.
---
🌳 Further on
What is a closure?
A function with the variables it closes over.

What is a coroutine?
A function that can pause and resume.
---
"""
    cards = result(text).deck.cards
    assert [(c.id, c.question, c.answer) for c in cards] == [
        ("q01", "What is a variable?", "A named place that holds a value."),
        ("q02", "What is a loop?", "Code that runs again while a test holds."),
        ("q03", "What is a module?", "A file of code that others import."),
        ("q04", "What is a closure?", "A function with the variables it closes over."),
        ("q05", "What is a coroutine?", "A function that can pause and resume."),
    ]


def test_a_question_heading_answered_under_its_underline_stays_one() -> None:
    """Near miss: lone questions with no answer, then questions underlined with `---`, each
    answered under its underline: a heading that is answered, not a section's rule."""
    text = """\
# Parts

What is a widget?

What is a gadget?

What is a sprocket?
---
A sprocket is a toothed wheel.

What is a flange?
---
A flange is a rim.
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a sprocket?", "A sprocket is a toothed wheel."),
        ("What is a flange?", "A flange is a rim."),
    ]
    assert [s.line for s in imported.skipped] == [3, 5]


def test_questions_underlined_as_headings_keep_their_answers() -> None:
    """Near miss: every question a setext heading over its answer, no lone questions."""
    text = """\
What is a widget?
---
A widget is a small part of a screen.

What is a gadget?
---
A gadget is a small tool.

What is a sprocket?
---
A sprocket is a toothed wheel.
"""
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("What is a widget?", "A widget is a small part of a screen."),
        ("What is a gadget?", "A gadget is a small tool."),
        ("What is a sprocket?", "A sprocket is a toothed wheel."),
    ]

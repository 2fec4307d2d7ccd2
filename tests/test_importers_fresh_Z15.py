"""Importer layouts met on fresh public documents (the held-out round Z15, whose failures the
lead mended afterwards): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def test_open_questions_answered_by_a_numbered_list_under_answers() -> None:
    """Questions numbered on across sections, then `## Answers` over `1. Number, String,
    ...`, `15. Yes`: plain answers by number (no letters, no labels) were no key entries, and
    the import failed ("none with an answer")."""
    text = "# Final quiz\n\n## Section 1: Basics (2 questions)\n\n"
    text += "1. What are the primitive types?\n2. Can `let` be reassigned?\n\n"
    text += "## Section 2: Arrays (1 question)\n\n3. How do you append to an array?\n\n"
    text += "## Answers\n\n1. Number, String, Boolean\n2. Yes\n3. `array.push(x)`\n"
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What are the primitive types?", "Number, String, Boolean"),
        ("Can `let` be reassigned?", "Yes"),
        ("How do you append to an array?", "`array.push(x)`"),
    ]

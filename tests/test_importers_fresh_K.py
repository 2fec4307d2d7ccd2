"""Importer layouts met on fresh public documents (helper K's sweep: Anki exports, choice
quizzes, AsciiDoc notes): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

import json

from tests.importing import result

# -- quizzes kept as data --------------------------------------------------------------------


def test_an_answer_index_field_keys_the_option_it_counts_from_zero() -> None:
    records = [
        {
            "id": "Q1",
            "topic": "Culture",
            "question": "What is the main goal of DevOps?",
            "options": ["Replace developers", "Shared ownership of delivery", "Fewer admins"],
            "answerIndex": 1,
            "explanation": "Dev and ops share the responsibility.",
        },
        {
            "id": "Q2",
            "topic": "CI",
            "question": "Which tool runs CI pipelines?",
            "options": ["Jenkins", "Terraform"],
            "correct_index": 0,
        },
    ]
    imported = result(json.dumps(records, indent=2), source="quiz.json")
    cards = imported.deck.cards
    assert [(c.question, c.answer, c.explanation) for c in cards] == [
        ("What is the main goal of DevOps?", "B", "Dev and ops share the responsibility."),
        ("Which tool runs CI pipelines?", "A", ""),
    ]
    assert dict(cards[0].choices) == {
        "A": "Replace developers",
        "B": "Shared ownership of delivery",
        "C": "Fewer admins",
    }
    assert not imported.warnings and not imported.skipped

"""Questions numbered with a bare number and a blank (`1 How would you structure ...?`, `## 2
How do you ...`), found keeping their numbers as their first words on a real page of
interview notes (2026-11-30): where half the questions or more open so, numbers rising, the
number goes; one question opening with a number (`3 reasons ...`) keeps it."""

from __future__ import annotations

from tests.importing import result

_NOTES = """\
# Notes

1 How would you structure a scalable app?
ans : I follow a clean structure.

2 How do you ensure type safety without TypeScript?
ans: Use schemas to validate data.

3 What are MongoDB indexes?
ans :  Indexes make reads faster.
"""


def test_bare_rising_numbers_are_no_words_of_the_questions() -> None:
    assert [(c.question, c.answer) for c in result(_NOTES).deck.cards] == [
        ("How would you structure a scalable app?", "I follow a clean structure."),
        ("How do you ensure type safety without TypeScript?", "Use schemas to validate data."),
        ("What are MongoDB indexes?", "Indexes make reads faster."),
    ]


_ONE = """\
## 3 reasons Redis is fast?

It keeps data in memory.

## What is a key?

A name for a value.
"""


def test_one_question_opening_with_a_number_keeps_it() -> None:
    assert [c.question for c in result(_ONE).deck.cards] == [
        "3 reasons Redis is fast?",
        "What is a key?",
    ]

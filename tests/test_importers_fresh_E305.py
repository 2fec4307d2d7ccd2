"""Importer layouts met in judge round Z198 and the fixD8 brief: each test is the shape of a
real document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

# -- `Q:` / `A:` pairs under a numbered question heading ------------------------------------


def test_labelled_pairs_under_a_question_heading_keep_their_first_pair() -> None:
    """`### Question 1: Topic` over `Q:` / `A:` pairs with short answers: the first `Q:` names
    the heading's question, the second starts the next question (it named the heading's
    question again, and the first pair was lost in silence)."""
    text = (
        "### Question 1: Alpha\n\nQ: What is A?\n\nA: a.\n\nQ: And B?\n\nA: b.\n\n"
        "### Question 2: Beta\n\nQ: What is C?\n\nA: c.\n\nQ: And D?\n\nA: d.\n"
    )
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("What is A?", "a."),
        ("And B?", "b."),
        ("What is C?", "c."),
        ("And D?", "d."),
    ]

"""Importer layouts met in the 2026-11-29 sixth session's rounds: each test is the shape of a
real document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


_GLUED_LABEL = (
    "# Trees and margins\n\n"
    "  * **Q1**. Why do deep trees overfit?\n\n"
    " **Answer:** They can fit the noise of the training set.\n\n\n\n"
    "  * **Q2**. What does pruning do?\n\n"
    " **Answer:** It cuts the branches that add little.\n\n\n\n"
    "{glued}. What is a margin? (Hint: SVM)\n\n"
    " **Answer:** The gap between the two classes.\n\n\n\n"
    "  * **Q4**. What is a kernel?\n\n"
    " **Answer:** A similarity that maps points to a richer space.\n"
)


def test_a_label_with_digits_glued_before_it_in_sequence_is_that_label() -> None:
    """`* **Qn**.` bullet questions with `**Answer:**` paragraphs, one written `9981Q3.` at
    the margin between Q2 and Q4: question 3, not a paragraph of question 2's answer."""
    res = result(_GLUED_LABEL.format(glued="9981Q3"))
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("Why do deep trees overfit?", "They can fit the noise of the training set."),
        ("What does pruning do?", "It cuts the branches that add little."),
        ("What is a margin? (Hint: SVM)", "The gap between the two classes."),
        ("What is a kernel?", "A similarity that maps points to a richer space."),
    ]
    assert not res.warnings


def test_glued_digits_before_a_label_out_of_sequence_are_left_alone() -> None:
    """Guard: `2021Q7.` between Q2 and Q4 numbers no question of the sequence (a quarter, a
    code): nothing is rewritten, the line stays where it was read."""
    text = _GLUED_LABEL.format(glued="2021Q7")
    assert [c.question for c in result(text).deck.cards] == [
        "Why do deep trees overfit?",
        "What does pruning do?",
        "What is a kernel?",
    ]
    assert "2021Q7. What is a margin?" in result(text).deck.cards[1].answer

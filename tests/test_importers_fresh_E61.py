"""Layouts met in the eleventh (2026-11-30) session's last rounds, on made-up documents:
task-list boxes escaped by a converter (`- \\[x]`) and Vietnamese `Câu N` question labels."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


def test_escaped_task_boxes_are_a_quizs_options_and_keys() -> None:
    """A quiz turned into Markdown by a converter escapes its boxes (`- \\[x] Apple`): read
    as text, every question was an open card with the raw list as its answer, no key."""
    text = (
        "#### Q1. Which one is a fruit?\n"
        "- \\[ ] Car\n"
        "- \\[x] Apple\n"
        "- \\[ \\] Stone\n\n"
        "#### Q2. Which one is blue?\n"
        "- \\[x] Sky\n"
        "- \\[ ] Grass\n\n"
        "#### Q3. Which is a number?\n"
        "- \\[ ] cat\n"
        "- \\[x] 7\n"
    )
    assert _cards(text) == [
        ("Which one is a fruit?", "B", {"A": "Car", "B": "Apple", "C": "Stone"}),
        ("Which one is blue?", "A", {"A": "Sky", "B": "Grass"}),
        ("Which is a number?", "B", {"A": "cat", "B": "7"}),
    ]


def test_an_escaped_bracket_in_prose_keeps_its_escape() -> None:
    """Guard: `\\[x]` inside a sentence is no box (only a bullet's first mark is one)."""
    text = "## What does \\[x] mean in a regex?\n\nThe letter x, as a set of one.\n"
    [(question, answer, choices)] = _cards(text)
    assert question == "What does \\[x] mean in a regex?"
    assert answer == "The letter x, as a set of one."
    assert choices == {}


def test_vietnamese_cau_number_labels_go_as_question_number_labels_do() -> None:
    """`### Câu 3` ("item 3") over the stem: the label went into every question, as
    `### Question 3` does not."""
    text = (
        "# Trắc nghiệm\n\n"
        "### Câu 1\n"
        "Cái gì là X?\n"
        "A. một\n"
        "B. hai\n"
        "**Đáp án: B**\n\n"
        "### Câu 2\n"
        "Cái gì là Y?\n"
        "A. ba\n"
        "B. bốn\n"
        "**Đáp án: A**\n"
    )
    assert _cards(text) == [
        ("Cái gì là X?", "B", {"A": "một", "B": "hai"}),
        ("Cái gì là Y?", "A", {"A": "ba", "B": "bốn"}),
    ]

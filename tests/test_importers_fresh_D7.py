"""Importer layouts met in the 2026-11-29 fifth session's rounds (fresh public documents the
judges read, then the failures mended): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

_SUMMARY = """## Answer Summary
Below is a summary of your answers.

### Question 1 of 4
Which two fruits are yellow? Each correct answer presents a complete solution.

Correct Answer
banana
This answer is correct.

lemon
This answer is correct.

Bananas and lemons are yellow; cherries are red.

Fruit basics - Training

### Question 2 of 4
Select the answer that completes the sentence.

A [answer choice] has gills.

fish

This answer is correct.
Fish breathe through gills.

Question 3 of 4
Which planet has rings?

Your Answer
Mars

This answer is incorrect.
Correct Answer
Saturn

This answer is correct.
Saturn has bright rings of ice.

Question 4 of 4
Which gas do plants take in?

Your Answer
carbon dioxide

This answer is correct.
Plants take in carbon dioxide to make sugar.
"""


def test_a_graded_answer_summary_gives_each_stem_the_keys_picks() -> None:
    """A pasted test summary: `Question N of M` counters (headings, then plain lines), the
    stem, picks under `Your Answer` / `Correct Answer` (or under the stem, unlabelled), each
    followed by its verdict. The counter was the question and the stem the answer, plain
    counters were text between questions, verdicts stayed and a wrong pick was taught."""
    cards = result(_SUMMARY).deck.cards
    assert [(c.question, c.answer, c.choices) for c in cards] == [
        (
            "Which two fruits are yellow? Each correct answer presents a complete solution.",
            "banana\n\nlemon\n\nBananas and lemons are yellow; cherries are red.\n\n"
            "Fruit basics - Training",
            {},
        ),
        (
            "Select the answer that completes the sentence.\n\nA [answer choice] has gills.",
            "fish\n\nFish breathe through gills.",
            {},
        ),
        ("Which planet has rings?", "Saturn\n\nSaturn has bright rings of ice.", {}),
        (
            "Which gas do plants take in?",
            "carbon dioxide\n\nPlants take in carbon dioxide to make sugar.",
            {},
        ),
    ]


def test_a_counter_heading_numbers_its_question_without_a_summary() -> None:
    """`### Question 2 of 3` over a stem and its `Answer:` line, no grader's marks: the count
    is no text of the question (the rule is the label's, not the summary's)."""
    text = (
        "# Quiz\n\n### Question 1 of 2\nWhich metal rusts?\n\nAnswer: iron\n\n"
        "Question 2 of 2\nWhich planet is red?\n\nAnswer: Mars\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which metal rusts?", "iron"),
        ("Which planet is red?", "Mars"),
    ]


def test_a_verdict_under_a_labelled_answer_labels_nothing_again() -> None:
    """Guard: `This answer is correct.` under an `Answer: yes` line judges a labelled answer:
    the verdict goes, the label is not doubled; a verdict inside a sentence is text."""
    text = (
        "## Q1: Is 7 prime?\n\nAnswer: yes\n\nThis answer is correct.\n\n"
        "## Q2: Is 9 prime?\n\nAnswer: no. The grader said this answer is correct.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Is 7 prime?", "yes"),
        ("Is 9 prime?", "no. The grader said this answer is correct."),
    ]

"""Importer layouts met in the 2026-11-29 sixth session's rounds (learn-platform challenge
quizzes, chat answers pasted into a notes app).

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from tests.importing import result

# -- an explanation whose last paragraph ends with a colon (its picture lost) -----------------

_CHALLENGE_EXPLAINED = """\
### !challenge

* type: multiple-choice
* id: fruit-1
* title: Fruit #1

##### !question

Which fruit is yellow when ripe?

##### !end-question

##### !options

* Banana
* Cherry

##### !end-options

##### !answer

* Banana

##### !end-answer

##### !explanation

As told by [Fruit Facts:](https://example.org/fruit)

A banana turns yellow as it ripens, as the picture below shows:

##### !end-explanation

### !end-challenge

### !challenge

* type: multiple-choice
* id: fruit-2
* title: Fruit #2

##### !question

Which fruit is red?

##### !end-question

##### !options

* Banana
* Cherry

##### !end-options

##### !answer

* Cherry

##### !end-answer

### !end-challenge
"""


def test_an_explanation_ending_with_a_colon_is_kept_whole() -> None:
    imported = result(_CHALLENGE_EXPLAINED)
    cards = imported.deck.cards
    assert [(c.question, c.choices, c.answer, c.explanation) for c in cards] == [
        (
            "Which fruit is yellow when ripe?",
            {"A": "Banana", "B": "Cherry"},
            "A",
            "As told by [Fruit Facts:](https://example.org/fruit)\n\n"
            "A banana turns yellow as it ripens, as the picture below shows:",
        ),
        ("Which fruit is red?", {"A": "Banana", "B": "Cherry"}, "B", ""),
    ]
    assert not imported.warnings


def test_an_answer_paragraph_ending_with_a_colon_before_the_next_question_is_kept() -> None:
    text = """\
1. What is a pear?
A pear is a sweet fruit.

Its shape is wide below and narrow above. One is drawn like this:


2. What is a plum?
A small stone fruit.
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "What is a pear?",
            "A pear is a sweet fruit.\n\n"
            "Its shape is wide below and narrow above. One is drawn like this:",
        ),
        ("What is a plum?", "A small stone fruit."),
    ]
    assert not imported.warnings


def test_a_closing_line_that_introduces_more_questions_is_still_no_part_of_the_answer() -> None:
    text = """\
### Question 1
What colour is a lime?

**Answer:** Green.

Now try a few more fruit questions on your own:

---

### Question 2
What colour is a plum?

**Answer:** Purple.
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What colour is a lime?", "Green."),
        ("What colour is a plum?", "Purple."),
    ]
    assert any("Now try a few more" in w for w in imported.warnings)

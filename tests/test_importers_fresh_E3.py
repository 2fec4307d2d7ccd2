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


# -- chat answers pasted into notes: `- **question**` bullets over nested answers, most told --

_TOLD_AMONG_ASKED = """\
**Fruit answers:**

- **Why does a banana turn brown?**
    - Its skin oxidises as it ripens.
- **Is a tomato a fruit?**
    - Botanically, yes.
- **A citrus fruit to squeeze.**
    - A lemon.
- **Peeling an orange quickly.**
    - Roll it on the table first.
- **Storing berries.**
    - Keep them dry and cold.
- **Ripening an avocado.**
    - Close it in a paper bag.
- **What makes a melon sweet?**
    - Sun and time on the vine.

**Kitchen answers:**

- **Sharpening a knife.**
    - Use a whetstone at a steady angle.
- **Cleaning a cutting board.**
    - Scrub it with salt and lemon.

**Questions you may be asked:**

- **Fruit Questions:**
    - Why do apples float?
    - Explain how a pear ripens.
    - What is a stone fruit?
- **Kitchen Basics:**
    - How do you dice an onion?
    - Describe a julienne cut.
"""


def test_bold_bullets_over_nested_answers_are_questions_though_most_do_not_ask() -> None:
    imported = result(_TOLD_AMONG_ASKED)
    assert [(c.question, c.answer) for c in imported.deck.cards][:7] == [
        ("Why does a banana turn brown?", "Its skin oxidises as it ripens."),
        ("Is a tomato a fruit?", "Botanically, yes."),
        ("A citrus fruit to squeeze.", "A lemon."),
        ("Peeling an orange quickly.", "Roll it on the table first."),
        ("Storing berries.", "Keep them dry and cold."),
        ("Ripening an avocado.", "Close it in a paper bag."),
        ("What makes a melon sweet?", "Sun and time on the vine."),
    ]
    assert all(not c.choices for c in imported.deck.cards)


def test_a_list_of_bold_titles_that_never_asks_is_read_like_the_others() -> None:
    cards = result(_TOLD_AMONG_ASKED).deck.cards
    assert [(c.question, c.answer) for c in cards][7:] == [
        ("Sharpening a knife.", "Use a whetstone at a steady angle."),
        ("Cleaning a cutting board.", "Scrub it with salt and lemon."),
    ]


def test_the_questions_under_a_category_title_are_reported_unanswered() -> None:
    imported = result(_TOLD_AMONG_ASKED)
    assert not any("Questions" in c.question or "Basics" in c.question for c in imported.deck.cards)
    assert [s.line for s in imported.skipped] == [28, 29, 30, 32, 33]
    assert all("no answer was found" in s.reason for s in imported.skipped)


def test_a_title_naming_questions_over_what_they_were_is_no_question() -> None:
    text = """\
- **What is a plum?**
    - A stone fruit.
- **Is a prune a plum?**
    - Yes, a dried one.
- **Drying plums.**
    - Slowly, in warm air.

- **Networking Questions:**
    - The interviewer asked about routers, but no question was written down.
- **Storing prunes.**
    - In a closed jar.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is a plum?",
        "Is a prune a plum?",
        "Drying plums.",
        "Storing prunes.",
    ]


def test_a_topic_list_asking_once_stays_notes_where_no_list_sets_the_pattern() -> None:
    # one bold item that asks among bold topics is a note's heading, not a list of questions;
    # and the list of questions below asks only: it sets no pattern of titles for the notes
    text = """\
# Fruit notes

- **Overview**
    - A sweet fruit, wide below.
- **Why buy one?**
    - It keeps well.
- **Storage**
    - A cool shelf.

**Plums:**

- **What is a plum?**
    - A stone fruit.
- **Is a prune a plum?**
    - Yes, a dried one.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a plum?", "A stone fruit."),
        ("Is a prune a plum?", "Yes, a dried one."),
    ]


def test_a_bold_title_taken_as_a_question_drops_its_colon() -> None:
    text = """\
- **What is a plum?**
    - A stone fruit.
- **Is a prune a plum?**
    - Yes, a dried one.
- **Plum varieties (Europe):**
    - Damson and greengage.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a plum?", "A stone fruit."),
        ("Is a prune a plum?", "Yes, a dried one."),
        ("Plum varieties (Europe)", "Damson and greengage."),
    ]

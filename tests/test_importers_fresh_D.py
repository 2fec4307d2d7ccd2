"""Importer layouts met on a fourth sweep of fresh documents (Python, SQL, pandas, statistics,
data science): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- the right option starred at its end: `- C. Inner join \*` -------------------------------


def test_an_option_starred_at_its_end_is_the_key() -> None:
    text = """\
# Quiz

### Q1: Which join does merge() perform by default?

- A. Left join
- B. Outer join
- C. Inner join \\*
- D. Cross join

### Q2: Which method changes the frequency of a time series?

- A. `asfreq_all()`
- B. `resample()` *
- C. `frequency()`
"""
    doc = result(text)
    cards = doc.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which join does merge() perform by default?", "C"),
        ("Which method changes the frequency of a time series?", "B"),
    ]
    assert dict(cards[0].choices) == {
        "A": "Left join",
        "B": "Outer join",
        "C": "Inner join",
        "D": "Cross join",
    }
    assert cards[1].choices["B"] == "`resample()`"
    assert doc.skipped == ()


def test_an_option_in_italics_or_bold_is_no_starred_key() -> None:
    text = """\
### Q1: Which is a pandas structure?

- A. *Series*
- B. **Tensor**
- C. Graph

**Answer:** A
"""
    (card,) = result(text).deck.cards
    assert card.answer == "A"
    assert dict(card.choices) == {"A": "Series", "B": "Tensor", "C": "Graph"}


# -- a question heading over sibling `## Answer (Technical)` / `## Answer (Plain)` headings --


def test_answer_headings_told_apart_in_brackets_are_one_answer() -> None:
    text = """\
---
name: Statistical power
---

## Q: What is statistical power?

## Answer (Technical)

The probability of rejecting a false null hypothesis: 1 - beta.

## Answer (Non-Technical)

How good a test is at spotting a real difference.
"""
    doc = result(text)
    (card,) = doc.deck.cards
    assert card.question == "What is statistical power?"
    assert card.answer == (
        "The probability of rejecting a false null hypothesis: 1 - beta.\n\n"
        "## Answer (Non-Technical)\n\n"
        "How good a test is at spotting a real difference."
    )
    assert doc.skipped == ()


def test_a_scoring_guide_part_counted_in_brackets_is_no_answer_heading() -> None:
    text = """\
## Quiz

### What does a Kafka broker do?

It stores and serves the partitions.

## Scoring Guide

### True/False (5 points)

- Each correct answer: 1 point

### Short Answer (5 points)

- Each question: 1 point
"""
    doc = result(text)
    assert [c.question for c in doc.deck.cards] == ["What does a Kafka broker do?"]


# -- `### Q:` headings whose answers are parted by rules, a bold line asking after one -------


def test_a_bold_line_that_asks_below_a_rule_is_a_sub_heading_of_the_answer() -> None:
    text = """\
# SQL questions

---

### Q: What are window functions?

---

**Answer:**

They compute over rows related to the current one.

---

**Why use window functions?**

- Running totals without losing rows.
- Ranks within each partition.

---

### Q: What is normalization?

---

**Answer:**

Splitting tables to remove redundancy.
"""
    doc = result(text)
    assert [(c.question, c.answer) for c in doc.deck.cards] == [
        (
            "What are window functions?",
            "They compute over rows related to the current one.\n\n"
            "**Why use window functions?**\n\n"
            "- Running totals without losing rows.\n"
            "- Ranks within each partition.",
        ),
        ("What is normalization?", "Splitting tables to remove redundancy."),
    ]
    assert doc.skipped == ()


# -- a MyST question bank: the answer folded in `:::{note} Solutions` under each question ----


def test_a_myst_directive_titled_solutions_holds_the_answer() -> None:
    text = """\
# Bootstrap

## What is bootstrap for?

Bootstrap is most often used for which of these?

1.  Assessing estimator variance.

2.  Assessing estimator bias.

:::{note} Solutions
:class: dropdown
The first. Bias is hard.
:::

## Bootstrap fits

A user fits ten bootstrap datasets. True or false: the spread of the fits says nothing.

:::{dropdown} Answer
False. It shows how much the fit varies.
:::
"""
    doc = result(text)
    cards = doc.deck.cards
    assert [c.answer for c in cards] == [
        "The first. Bias is hard.",
        "False. It shows how much the fit varies.",
    ]
    assert cards[0].question.startswith("What is bootstrap for?")
    assert "2.  Assessing estimator bias." in cards[0].question
    assert cards[1].question.startswith("Bootstrap fits")
    assert "True or false" in cards[1].question
    assert doc.skipped == ()


# -- a quiz spec whose keys are not written yet: `- Type:` / `- Choices:` fields only --------


def test_fields_that_describe_a_question_are_no_answer() -> None:
    text = """\
# Lesson 2

- Question: Which magic times a single line of code?
  - Type: Multiple Choice (Single Correct Answer)
  - Choices: %timeme; %timeit; %codetime

- Question: Which chars quote text?
  - Type: Multiple choice (single correct response)
  - Choices: >, <, -, *

- Question: What does `%pwd` print?
  - Type: Free Response
  - Answer: the working directory
"""
    doc = result(text)
    (card,) = doc.deck.cards
    assert card.answer == "the working directory"
    assert card.choices == {}
    assert [s.reason for s in doc.skipped] == [
        "question #1 has no answer (only '- Type: Multiple Choice (Single Correct '); skipped",
        "question #2 has no answer (only '- Type: Multiple choice (single correct '); skipped",
    ]


def test_a_template_of_the_fields_is_no_question() -> None:
    text = """\
Format:
Question: ...
Answer: ...

# Lesson 1

Question: What does `%timeit` measure?
Answer: How long one line of code takes to run.

Question: What does `%pwd` print?
Answer: The working directory.
"""
    doc = result(text)
    assert [(c.question, c.answer) for c in doc.deck.cards] == [
        ("What does `%timeit` measure?", "How long one line of code takes to run."),
        ("What does `%pwd` print?", "The working directory."),
    ]
    assert doc.skipped == ()

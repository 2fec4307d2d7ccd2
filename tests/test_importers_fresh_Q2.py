"""Importer layouts met on fresh public documents (helper Q2's sweep: SQL, C#, Java, pandas,
big-data, behavioural and microservice interview pages, a course's notes and a book's
self-check quizzes): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a quiz plugin's HTML form: <question>, <answer correct>, <explanation> -----------------------

_TAGGED_QUIZ = """\
# Quiz: Shapes

Check yourself.

<quiz name="">
    <question>
        <p>Which shape has three sides?</p>
        <answer>Square</answer>
        <answer correct>Triangle</answer>
        <answer><code>&lt;!-- none --&gt;</code></answer>
        <explanation>A triangle has <code>3</code> sides.</explanation>
    </question>
    <question multiple>
        <p>Which two shapes are round?</p>
        <answer correct>Circle</answer>
        <answer>Cube</answer>
        <answer correct>Sphere</answer>
        <explanation>Circles and spheres have no corners.</explanation>
    </question>
</quiz>
"""


def test_a_quiz_tags_explanation_is_the_cards_explanation_not_its_last_option() -> None:
    cards = result(_TAGGED_QUIZ).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which shape has three sides?", "B"),
        (
            "Which two shapes are round?\n\n- A) Circle\n- B) Cube\n- C) Sphere",
            "- Circle\n- Sphere",
        ),
    ]
    assert cards[0].choices == {"A": "Square", "B": "Triangle", "C": "`<!-- none -->`"}
    assert cards[0].explanation == "A triangle has `3` sides."
    assert cards[1].explanation == "Circles and spheres have no corners."


# -- numbered question headings, then a section of titled tasks over their code -------------------

_HEADINGS_THEN_TASKS = """\
# Database questions

### 1. **What is a table?**

**Answer**: Rows and columns of one kind of record.

---

### 2. **What is a key?**

**Answer**: The column that names a row.

---

### 3. **What is a join?**

**Answer**: Rows of two tables matched on a key.

---

## Practical tasks

1. **List the cities with more than ten shops.**

```sql
SELECT city FROM shops GROUP BY city HAVING COUNT(*) > 10;
```

2. **Delete the empty orders.**

```sql
DELETE FROM orders WHERE total = 0;
```

---

## Wrap-up

### 4. **What is an index?**

**Answer**: A sorted copy of a column for fast lookup.
"""


def test_titled_tasks_over_their_code_are_questions_among_numbered_question_headings() -> None:
    imported = result(_HEADINGS_THEN_TASKS)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "What is a table?",
        "What is a key?",
        "What is a join?",
        "List the cities with more than ten shops.",
        "Delete the empty orders.",
        "What is an index?",
    ]
    assert cards[3].answer == (
        "```sql\nSELECT city FROM shops GROUP BY city HAVING COUNT(*) > 10;\n```"
    )
    assert cards[4].answer == "```sql\nDELETE FROM orders WHERE total = 0;\n```"
    assert not imported.warnings


# -- course notes: question labels typed behind a dash, the answer as bullets ---------------------

_DASHED_NOTES = """\
#### Networks
##### Rules
- Every host has an address

-Q1) What is a router? <br/>
- It forwards packets between networks.

-Q2) Name two transport protocols

- TCP
- UDP

### Week 2
- Q1) What is a switch?
- It forwards frames inside one network. <br/>

-Q) What does DNS do?
- It turns names into addresses
"""


def test_question_labels_typed_behind_a_dash_are_questions_over_their_bullets() -> None:
    imported = result(_DASHED_NOTES)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a router?", "- It forwards packets between networks."),
        ("Name two transport protocols", "- TCP\n- UDP"),
        ("What is a switch?", "- It forwards frames inside one network."),
        ("What does DNS do?", "- It turns names into addresses"),
    ]


# -- a note after the quiz, its heading indented under its <div> ----------------------------------

_QUIZ_THEN_NOTE = """\
# Quiz: Colours

<quiz name="">
    <question>
        <p>Which colour is a primary colour?</p>
        <answer correct>Red</answer>
        <answer>Green</answer>
        <explanation>Red is one of the three.</explanation>
    </question>
</quiz>

<div class="print-only">
     <h2>Take the quiz online</h2>
     <p>The printed book leaves this quiz out.</p>
</div>
"""


def test_a_heading_indented_under_its_div_ends_the_last_card() -> None:
    imported = result(_QUIZ_THEN_NOTE)
    (card,) = imported.deck.cards
    assert (card.question, card.answer) == ("Which colour is a primary colour?", "A")
    assert card.explanation == "Red is one of the three."
    assert any("The printed book leaves this quiz out." in w for w in imported.warnings)

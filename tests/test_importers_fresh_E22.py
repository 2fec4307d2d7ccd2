"""Importer layouts met in the 2026-11-29 eighth session's rounds (a past exam's loose task-box
options and its placeholder answers, a course exam's key notes and lead-ins, exam tickets):
each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from srs.importers.common import SECTION_PREFIX_RE
from srs.importers.looseboxes import loose_boxes
from srs.importers.placeholders import is_placeholder
from srs.importers.tickets import ticket_titles
from tests.importing import result

_LOOSE_EXAM = """# Midterm with my answers

## Question 1

Which number is the largest?

- [ ] a.

$2^3$
- [x] b.

$3^2$
- [ ] c.

$2 \\cdot 4$

## Question 2

Which sort is stable?

Select one:

- [x] a.

Merge sort
- [ ] b.

Heap sort

## Question 3

Describe a queue in one line.

Answer:
TODO: fill in answer
```

```

## Question 4

What does LIFO stand for?

Answer: Last in, first out.
"""


def test_loose_task_box_options_are_read_with_their_text() -> None:
    """`- [x] b.`, a blank line, then the option's text (`$3^2$`) as its own paragraph: one
    option, keyed by its ticked box; the card was cut at the ticked box before."""
    imported = result(_LOOSE_EXAM)
    cards = imported.deck.cards
    assert [(c.question, dict(c.choices), c.answer) for c in cards[:2]] == [
        (
            "Which number is the largest?",
            {"A": "$2^3$", "B": "$3^2$", "C": "$2 \\cdot 4$"},
            "B",
        ),
        # `Select one:` over the options is furniture, no words of the question
        ("Which sort is stable?", {"A": "Merge sort", "B": "Heap sort"}, "A"),
    ]
    assert [(c.question, c.answer) for c in cards[2:]] == [
        ("What does LIFO stand for?", "Last in, first out.")
    ]


def test_a_todo_fill_in_answer_placeholder_is_unanswered() -> None:
    """`Answer:` over `TODO: fill in answer` and an empty fence: no answer yet, reported."""
    imported = result(_LOOSE_EXAM)
    assert [s.line for s in imported.skipped] == [30]  # its heading
    assert "has no answer" in imported.skipped[0].reason
    assert is_placeholder("TODO: write answer")
    assert not is_placeholder("Keep a TODO list of the steps.")


def test_one_bare_box_over_a_paragraph_is_left_as_written() -> None:
    """A lone `- [x] 1.` over a paragraph is a done task and a note, not a run of options."""
    text = "# Plan\n\n- [x] 1.\n\nBook the room.\n\n- [ ] Send the invites\n"
    assert loose_boxes(text) == text


_NUMBERED_QUIZ = """# Everyday quiz

## Question 1

Which colour is the sky on a clear day?

1. red
2. blue
3. green

Answer: 2 (x2)

## Question 2

Which shape has three sides?

1. square
2. circle
3. triangle

Answer: 3 (because it is the only polygon listed with three edges)

## Question 3

What does a thermometer measure?

Answer: Temperature, read off a scale.

Use this picture to answer question 4:

<div><img src="https://example.org/fruit.png" alt="A bowl of fruit"></div>

## Question 4

Which fruit in the picture above is yellow?

Answer: The banana.
"""


def test_a_bracketed_note_after_the_key_number_keeps_the_key() -> None:
    """`Answer: 2 (x2)` (the tries it took) keys option 2; a long bracketed note
    (`3 (because ...)`) keys option 3 and stays as the explanation."""
    cards = result(_NUMBERED_QUIZ).deck.cards
    assert [(dict(c.choices), c.answer, c.explanation) for c in cards[:2]] == [
        ({"A": "red", "B": "blue", "C": "green"}, "B", ""),
        (
            {"A": "square", "B": "circle", "C": "triangle"},
            "C",
            "because it is the only polygon listed with three edges",
        ),
    ]


def test_a_lead_in_naming_the_next_question_goes_with_it() -> None:
    """`Use this picture to answer question 4:` and its figure, between question 3's answer
    and question 4: question 4's, not the end of question 3's answer."""
    cards = result(_NUMBERED_QUIZ).deck.cards
    assert [(c.question, c.answer) for c in cards[2:]] == [
        ("What does a thermometer measure?", "Temperature, read off a scale."),
        (
            "Use this picture to answer question 4:\n\n"
            "![A bowl of fruit](https://example.org/fruit.png)\n\n"
            "Which fruit in the picture above is yellow?",
            "The banana.",
        ),
    ]


def test_a_lead_in_for_several_questions_stays_out_of_the_next() -> None:
    """`Use this picture for questions 4-5:` speaks of more than the next question: not
    moved into question 4."""
    text = _NUMBERED_QUIZ.replace("to answer question 4:", "for questions 4-5:")
    cards = result(text).deck.cards
    assert cards[3].question == "Which fruit in the picture above is yellow?"


_TICKETS = """# Biology exam preparation

## Tickets

1. Cells and their parts
2. Photosynthesis
3. Evolution by natural selection

### Ticket 1

#### Cells and their parts

##### Idea

Every living thing is made of cells.

##### Parts

1. Membrane
2. Nucleus

**Key point:** the nucleus holds the DNA.

### Ticket 2

#### Photosynthesis

##### Idea

Plants turn light into sugar.

### Summary:

Light, water and CO2 go in; sugar and oxygen come out.

### Ticket 3

#### Evolution by natural selection

##### Idea

Traits that help survival spread.

Question: why do giraffes have long necks?

His answer: longer necks reached more leaves.
"""


def test_a_ticket_heading_over_a_title_heading_is_one_question() -> None:
    """`### Ticket N` over `#### title`: the title is the question and everything to the
    next ticket its answer: deeper sections, lists, `**Label:**` lines, a heading at the
    ticket's level inside it, and a `Question:` line the answer quotes."""
    cards = result(_TICKETS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "Cells and their parts",
            "##### Idea\n\nEvery living thing is made of cells.\n\n##### Parts\n\n"
            "1. Membrane\n2. Nucleus\n\n**Key point:** the nucleus holds the DNA.",
        ),
        (
            "Photosynthesis",
            "##### Idea\n\nPlants turn light into sugar.\n\n#### Summary:\n\n"
            "Light, water and CO2 go in; sugar and oxygen come out.",
        ),
        (
            "Evolution by natural selection",
            "##### Idea\n\nTraits that help survival spread.\n\n"
            "Question: why do giraffes have long necks?\n\n"
            "His answer: longer necks reached more leaves.",
        ),
    ]


def test_ticket_headings_without_a_title_below_are_left_alone() -> None:
    """`### Ticket 2` over text (a support log's tickets): no question heading under it,
    nothing rewritten."""
    text = "# Log\n\n### Ticket 1\n\nPrinter jammed.\n\n### Ticket 2\n\nNo network.\n"
    assert ticket_titles(text) == text


_SECTIONED_EXAM = """# Algorithms exam with my answers

## Question 1

What is the worst-case cost of binary search?

Answer: Logarithmic in the number of keys.

## Part 2

The following questions all concern hashing.

## Question 2

What does linear probing do on a collision?

Answer: It tries the next slot.

## Information

The next few questions use the table below.

| key | hash |
|-----|------|
| A   | 0    |

## Question 3

Where does key A go in an empty table?

Answer: Slot 0.

## Question 4

What is a hash collision?

Answer: Two keys with the same hash.
"""


def test_a_section_intro_between_headed_questions_is_no_part_of_the_answer_above() -> None:
    """`## Part 2` (a bare part number) and `## Information` over `The next few questions
    ...`, between `## Question N` headings: sections introducing what follows, reported as
    text between questions, no longer glued to the answer above."""
    imported = result(_SECTIONED_EXAM)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is the worst-case cost of binary search?", "Logarithmic in the number of keys."),
        ("What does linear probing do on a collision?", "It tries the next slot."),
        ("Where does key A go in an empty table?", "Slot 0."),
        ("What is a hash collision?", "Two keys with the same hash."),
    ]
    assert [w.split(": ", 1)[0] for w in imported.warnings] == ["doc.md:11", "doc.md:21"]


def test_a_plain_heading_between_headed_questions_stays_in_the_answer_above() -> None:
    """`## Example` under an answer, at the question's level, over an example (no sentence
    about the questions after it): still the answer's own part."""
    text = _SECTIONED_EXAM.replace(
        "## Information\n\nThe next few questions use the table below.",
        "## Example\n\nA table with one key:",
    )
    cards = result(text).deck.cards
    assert SECTION_PREFIX_RE.match("Part 3") and not SECTION_PREFIX_RE.match("Unit Testing")
    assert cards[1].answer == (
        "It tries the next slot.\n\n## Example\n\nA table with one key:\n\n"
        "| key | hash |\n|-----|------|\n| A   | 0    |"
    )


_CODE_EXAM = """# Data structures exam

## Question 1

Consider the following calls:

```
s = Stack()
s.push(4)
s.push(7)
s.pop()
```

What is on top now? (Your answer is a number.)

```
4
```

## Question 2

Write `peek()` for the stack. For instance, after

```
s.push(1)
```

we want `s.peek()` to return 1 without removing it.

Write code in Java.

```java
int peek() { return items[size - 1]; }
```

## Question 3

What does the following print?

```python
print(len([1, 2]))
```

It prints 2 because the list holds two items.

The same with a tuple:

```python
print(len((1, 2)))
```
"""


def test_a_question_set_out_around_its_code_runs_to_its_last_ask() -> None:
    """`Consider the following calls:`, the code, `What is on top now?`, then the answer's
    block; `For instance, after` broken off for its example, the task going on below it: the
    question runs to the paragraph that asks, the last block alone is the answer."""
    cards = result(_CODE_EXAM).deck.cards
    assert [(c.question, c.answer) for c in cards[:2]] == [
        (
            "Consider the following calls:\n\n```\ns = Stack()\ns.push(4)\ns.push(7)\ns.pop()\n"
            "```\n\nWhat is on top now? (Your answer is a number.)",
            "```\n4\n```",
        ),
        (
            "Write `peek()` for the stack. For instance, after\n\n```\ns.push(1)\n```\n\n"
            "we want `s.peek()` to return 1 without removing it.\n\nWrite code in Java.",
            "```java\nint peek() { return items[size - 1]; }\n```",
        ),
    ]


def test_prose_that_only_leads_on_to_a_last_block_stays_in_the_answer() -> None:
    """`It prints 2 because ...` and `The same with a tuple:` over a last block: the answer's
    explanation and its own example, not more of the question."""
    card = result(_CODE_EXAM).deck.cards[2]
    assert card.question == "What does the following print?\n\n```python\nprint(len([1, 2]))\n```"
    assert card.answer.startswith("It prints 2 because")


def test_a_variant_holding_several_numbered_tasks_is_no_ticket() -> None:
    """`## Variant 1` over `### Task 1. ...` and `### Task 2. ...`: a group of questions,
    each task its own card, not one ticket whose first task is the question."""
    text = (
        "# Exam variants\n\n## Variant 1\n\n### Task 1. Sum two numbers\n\n"
        "Answer: Use the plus operator.\n\n### Task 2. What is a loop?\n\n"
        "Answer: A repeated block.\n\n## Variant 2\n\n### Task 1. Reverse a list\n\n"
        "Answer: Use slicing.\n\n### Task 2. What is recursion?\n\nAnswer: A function calling itself.\n"
    )
    assert ticket_titles(text) == text
    assert [c.question for c in result(text).deck.cards] == [
        "Sum two numbers",
        "What is a loop?",
        "Reverse a list",
        "What is recursion?",
    ]


def test_a_pointer_to_the_next_question_stays_in_the_answer() -> None:
    """`See question 4 for the fruit.` ends question 3's answer: it names the next question
    but leads nothing in (no figure under it, no colon), so it stays where it is."""
    text = _NUMBERED_QUIZ.replace(
        "Use this picture to answer question 4:\n\n"
        '<div><img src="https://example.org/fruit.png" alt="A bowl of fruit"></div>\n',
        "See question 4 for the fruit.\n",
    )
    cards = result(text).deck.cards
    assert cards[2].answer == "Temperature, read off a scale.\n\nSee question 4 for the fruit."
    assert cards[3].question == "Which fruit in the picture above is yellow?"

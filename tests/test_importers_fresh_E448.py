"""Importer shapes met on a fresh exam bank: premises listed in a stem, a heading whose count
the numbered items after it go on, and `###.` (a heading with its number left out).

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from tests.importing import result

# -- a tight numbered run of premises in a stem, over the options ------------------------------

_PREMISES = """\
## 4. CITY EXAM - 2021 - Clerk

Which word opens a loop in Python?

- (a) when
- **(b) while**
- (c) until

## 5. CITY EXAM - 2022 - Analyst

Fill in the blanks of the sentences below, in order:

1. _____ hides how a class keeps its data.
2. _____ lets a class take on the members of another.

- (A) Coupling – Cohesion
- **(B) Encapsulation – Inheritance**
- (C) Inheritance – Cohesion

## 6. CITY EXAM - 2022 - Analyst

Which word defines a function in Python?

- (a) func
- **(b) def**
- (c) lambda
"""


def test_a_tight_numbered_run_in_a_stem_is_the_stem_not_a_question() -> None:
    imported = result(_PREMISES)
    cards = imported.deck.cards
    assert [(c.id, c.answer) for c in cards] == [("q04", "B"), ("q05", "B"), ("q06", "B")]
    premises = cards[1]
    assert premises.question.startswith("CITY EXAM - 2022 - Analyst")
    assert "1. _____ hides how a class keeps its data." in premises.question
    assert "2. _____ lets a class take on the members of another." in premises.question
    assert list(premises.choices.values()) == [
        "Coupling – Cohesion",
        "Encapsulation – Inheritance",
        "Inheritance – Cohesion",
    ]
    assert imported.warnings == ()


def test_numbered_questions_each_over_their_options_stay_questions() -> None:
    """Near miss: items 1. and 2. each have options (a blank between them and the next
    item): a quiz's questions under the heading, not premises."""
    text = """\
## What is a loop?

A block run again and again.

### Quiz

1. Which word opens a loop in Python?

   - (a) when
   - **(b) while**

2. Which word leaves a loop early?

   - **(a) break**
   - (b) stop
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards if c.choices] == [
        ("Which word opens a loop in Python?", "B"),
        ("Which word leaves a loop early?", "A"),
    ]


# -- a numbered heading with its own options, the numbered items after it going on ------------


def test_a_numbered_heading_with_options_over_the_next_number_is_a_question() -> None:
    text = """\
## 7. TOWN EXAM - 2020

Which keyword makes a class unable to be extended in Java?

- (a) static
- **(b) final**
- (c) const

## 8. TOWN EXAM - 2021

Which keyword calls the parent class's constructor?

- (a) this
- **(b) super**
- (c) base

9. **[TOWN EXAM - 2022]**
Which collection keeps no duplicates?
- (A) List
- **(B) Set**

10. **[TOWN EXAM - 2023]**
Which type holds a true or false value?
- **(A) boolean**
- (B) char
"""
    imported = result(text)
    assert [(c.id, c.answer) for c in imported.deck.cards] == [
        ("q07", "B"),
        ("q08", "B"),
        ("q09", "B"),
        ("q10", "A"),
    ]
    assert "calls the parent class's constructor" in imported.deck.cards[1].question
    assert imported.warnings == ()


def test_a_numbered_chapter_over_questions_going_on_stays_their_section() -> None:
    """Near miss: `## 2. Classes` has no options of its own over question 3: a chapter."""
    text = """\
## 1. Basics

1. Which word opens a loop?
- (A) while
- **(B) loop**

2. Which word defines a function?
- **(A) def**
- (B) fn

## 2. Classes

3. Which word makes a class?
- **(A) class**
- (B) struct
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which word opens a loop?", "B"),
        ("Which word defines a function?", "A"),
        ("Which word makes a class?", "A"),
    ]


# -- `###. Text`: a heading with its number left out ------------------------------------------


def test_hashes_glued_to_a_dot_are_a_heading_with_its_number_left_out() -> None:
    text = """\
###. Why can a Java interface have no constructor?

Because an interface cannot be instantiated.

## 3. STATE EXAM - 2019

Which keyword declares a subclass in Java?

- (a) implements
- **(b) extends**

## 4. STATE EXAM - 2020

Which keyword declares an interface in Java?

- **(a) interface**
- (b) class
"""
    imported = result(text)
    cards = imported.deck.cards
    assert (cards[0].question, cards[0].answer) == (
        "Why can a Java interface have no constructor?",
        "Because an interface cannot be instantiated.",
    )
    assert [(c.id, c.answer) for c in cards[1:]] == [("q03", "B"), ("q04", "A")]


def test_hashes_glued_to_a_dot_with_no_headings_elsewhere_stay_text() -> None:
    """Near miss: with no other heading in the document, `##.` is left as written."""
    text = """\
##. notes

Q: What is a class?
A: A template for objects.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a class?", "A template for objects.")
    ]

"""Importer layouts met on fresh public documents (helper P: Python, ML, statistics,
distributed systems): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- page furniture ----------------------------------------------------------------------------


def test_a_back_link_set_as_a_heading_is_no_part_of_the_last_answer() -> None:
    text = """\
# Python Interview QnA

## Q1. What is a mixin?
**Answer:**
A class that adds methods to others by inheritance.

## Q2. What does super() return?
**Answer:**
- a proxy object
- bound to the next class in the MRO

##### [Back To Contents](./README.md)
***
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a mixin?", "A class that adds methods to others by inheritance."),
        (
            "What does super() return?",
            "- a proxy object\n- bound to the next class in the MRO",
        ),
    ]


# -- question labels ---------------------------------------------------------------------------


def test_mcq_numbered_headings_label_their_questions() -> None:
    text = """\
# CAP quiz

---

## MCQ 1

Which property may a system give up during a partition?

A. Durability
B. Availability

**Answer:** B

---

## MCQ 2

Which systems answer every request?

A. AP systems
B. CP systems

**Answer:** A
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        (
            "Which property may a system give up during a partition?",
            "B",
            {"A": "Durability", "B": "Availability"},
        ),
        ("Which systems answer every request?", "A", {"A": "AP systems", "B": "CP systems"}),
    ]

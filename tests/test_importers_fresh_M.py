"""Importer layouts met on fresh public documents (this round's own sweep): each test is the
shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_a_numbered_answer_label_is_a_label() -> None:
    """`**Answer 1:**` under `**Question 1:**`, `Answer 3:` under a heading, `**Ans 2.**` in a
    list: the answer's number is part of its label, never of the answer."""
    text = """\
# Python

**Question 1:** What is a list comprehension?

**Answer 1:** A compact way to build a list.

**Question 2:** What is a decorator?

**Answer 2:**
A function that wraps another.

### Question 3: What is the GIL?

Answer 3: The global interpreter lock.

### Question 4: What does `yield` make?

**Ans 4.** A generator.
"""
    assert _pairs(text) == [
        ("What is a list comprehension?", "A compact way to build a list."),
        ("What is a decorator?", "A function that wraps another."),
        ("What is the GIL?", "The global interpreter lock."),
        ("What does `yield` make?", "A generator."),
    ]


def test_a_numbered_answer_label_holds_the_key() -> None:
    text = """\
**Question 1:** Which keyword defines a function?

A) func
B) def

**Answer 1:** B

**Question 2:** Which is immutable?

A) list
B) tuple

**Answer 2:** B) tuple
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which keyword defines a function?", "B"),
        ("Which is immutable?", "B"),
    ]

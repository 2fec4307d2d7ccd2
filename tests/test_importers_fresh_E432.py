"""Importer layouts met on fresh public documents (helper fixD16): a numbered question wrapped
over two or three heading lines, each printed line of a copied PDF keeping its `###`.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread (it kept the last line as the question and skipped the numbered first
as unanswered).
"""

from __future__ import annotations

from tests.importing import result

# -- a numbered question wrapped onto the heading lines below it ---------------------------------

_WRAPPED = """\
# Data structures homework

### 1. What is a linked list and how does it differ from
### an array?
A chain of nodes, each pointing to the next; no contiguous block.

### 2. Why is lookup in a balanced binary search tree logarith-
### mic in the number of keys?
Each comparison halves the keys left to search.
### 3. Describe the trade-offs between an adjacency matrix and
### an adjacency list when the graph is sparse, and
### say which one you would pick.
A list uses memory in proportion to the edges; pick the list.
### 4. What does a hash table do when two keys collide in
### Python, and how is the slot found?
It probes other slots in an order derived from the hash.
"""


def test_a_numbered_question_wrapped_over_heading_lines_is_one_question() -> None:
    imported = result(_WRAPPED)
    cards = imported.deck.cards
    assert [c.id for c in cards] == ["q01", "q02", "q03", "q04"]
    assert [c.question for c in cards] == [
        "What is a linked list and how does it differ from an array?",
        "Why is lookup in a balanced binary search tree logarithmic in the number of keys?",
        "Describe the trade-offs between an adjacency matrix and an adjacency list when the"
        " graph is sparse, and say which one you would pick.",
        "What does a hash table do when two keys collide in Python, and how is the slot found?",
    ]
    assert [c.answer for c in cards] == [
        "A chain of nodes, each pointing to the next; no contiguous block.",
        "Each comparison halves the keys left to search.",
        "A list uses memory in proportion to the edges; pick the list.",
        "It probes other slots in an order derived from the hash.",
    ]
    assert all(not c.choices for c in cards)
    assert not imported.warnings
    assert not imported.skipped


_WRAPPED_ES = """\
# Repaso

### 1. ¿Qué produce el compilador de Java a partir del código fuente
### Java, y quién lo ejecuta?
Bytecode, que ejecuta la máquina virtual.
### 2. ¿Qué es un puntero?
Una variable que guarda una dirección.
"""


def test_a_wrapped_line_in_capitals_ends_the_question_its_first_line_opened() -> None:
    imported = result(_WRAPPED_ES)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        (
            "q01",
            "¿Qué produce el compilador de Java a partir del código fuente Java, y quién lo"
            " ejecuta?",
            "Bytecode, que ejecuta la máquina virtual.",
        ),
        ("q02", "¿Qué es un puntero?", "Una variable que guarda una dirección."),
    ]
    assert not imported.warnings


_WRAPPED_UNANSWERED = """\
# Review

### 1. What is a queue and in what order does it
### remove its items?

### 2. What is a stack?
Last in, first out.
"""


def test_a_wrapped_question_left_unanswered_is_reported_once() -> None:
    imported = result(_WRAPPED_UNANSWERED)
    assert [(c.id, c.question) for c in imported.deck.cards] == [("q02", "What is a stack?")]
    assert imported.warnings == ("doc.md:3: question 1 has no answer; skipped",)
    assert [(s.line, s.reason) for s in imported.skipped] == [
        (3, "question 1 has no answer; skipped")
    ]


# -- near misses: headings stacked that are not one question --------------------------------------

_TITLE_OVER_QUESTION = """\
# Notes

### 1. Arrays
### What is an array?
A block of slots of one type.

### 2. What is a stack?
### What is a queue?
A queue serves the first item that came.
"""


def test_a_numbered_title_over_a_question_and_two_whole_questions_stay_apart() -> None:
    imported = result(_TITLE_OVER_QUESTION)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q02", "What is an array?", "A block of slots of one type."),
        ("q04", "What is a queue?", "A queue serves the first item that came."),
    ]
    assert [s.line for s in imported.skipped] == [3, 7]


_LETTERED_PARTS = """\
# Exercises

### 1. Consider the list [3, 1, 2]
### a) what is its length?
Three.
### b) what is its largest item?
Three.
"""


def test_lettered_parts_under_a_numbered_heading_are_not_its_wrapped_lines() -> None:
    imported = result(_LETTERED_PARTS)
    assert [c.question for c in imported.deck.cards] == [
        "a) what is its length?",
        "b) what is its largest item?",
    ]
    assert [s.line for s in imported.skipped] == [3]

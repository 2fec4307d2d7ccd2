"""Importer layouts met in judge round Z192 (fix session B7): each test is the shape of a real
document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used: a university
mock exam whose `#### Task N (xP)` blocks ask lettered sub-questions, answered in a later
solutions part that repeats the task headings.
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result

_EXAM = (
    "### Practice exam: Networks\n"  # 1
    "\n"
    "#### Task 1 (4P)\n"  # 3
    "\n"
    "Every host on a network needs an address.\n"  # 5
    "\n"
    "a) What does the abbreviation MAC stand for? (1P)\n"  # 7
    "\n"
    "b) Name the two address families used on the internet. (3P)\n"  # 9
    "\n"
    "#### Task 2 (6P)\n"  # 11
    "\n"
    "Two hosts on one desk are joined by a small box.\n"  # 13
    "\n"
    "a) Explain the difference between a hub and a switch. (3P)\n"  # 15
    "\n"
    "b) Which layer of the OSI model does a router work on? (2P)\n"  # 17
    "\n"
    "c) Give an example of a connectionless protocol. (1P)\n"  # 19
    "\n"
    "### Solutions\n"  # 21
    "\n"
    "#### Task 1\n"
    "\n"
    "a) Media Access Control\n"
    "\n"
    "b) IPv4 and IPv6\n"
    "\n"
    "#### Task 2\n"
    "\n"
    "a) A hub repeats every frame to all ports.\n"
    "\n"
    "A switch learns addresses:\n"
    "\n"
    "| port | host |\n"
    "|---|---|\n"
    "| 1 | laptop |\n"
    "\n"
    "b)\n"
    "\n"
    "- layer 3\n"
    "- the network layer\n"
)


def test_exam_tasks_answered_in_a_later_solutions_part_make_a_card_per_sub_question() -> None:
    """Each lettered sub-question is a card asked with its task's title, answered by the same
    letter under the same task in the solutions part (a table, a letter alone over a list);
    a sub-question the solutions skip is reported unanswered at its line, and the task's
    setting is reported as text in no card, never taken for a sub-question's answer."""
    res = result(_EXAM)
    cards = res.deck.cards
    assert [(c.id, c.question, c.answer, c.is_choice) for c in cards] == [
        (
            "q01",
            "Task 1 a) What does the abbreviation MAC stand for? (1P)",
            "Media Access Control",
            False,
        ),
        (
            "q02",
            "Task 1 b) Name the two address families used on the internet. (3P)",
            "IPv4 and IPv6",
            False,
        ),
        (
            "q03",
            "Task 2 a) Explain the difference between a hub and a switch. (3P)",
            "A hub repeats every frame to all ports.\n\nA switch learns addresses:\n\n"
            "| port | host |\n|---|---|\n| 1 | laptop |",
            False,
        ),
        (
            "q04",
            "Task 2 b) Which layer of the OSI model does a router work on? (2P)",
            "- layer 3\n- the network layer",
            False,
        ),
    ]
    assert [(s.line, s.reason) for s in res.skipped] == [(19, "question 5 has no answer; skipped")]
    assert any(
        w.startswith("doc.md:13: 1 line of text between questions in no card ('Two hosts")
        for w in res.warnings
    )


def test_one_task_with_a_setting_is_no_choice_question() -> None:
    """The smallest exam: one task whose sub-questions, read as written, were a choice card's
    options ("answer A") and whose solutions its explanation."""
    text = (
        "### Quiz 2\n\n"
        "#### Task 1 (3P)\n\n"
        "A laptop keeps data in more than one place.\n\n"
        "a) What does SSD stand for? (1P)\n\n"
        "b) Name two kinds of memory. (2P)\n\n"
        "### Solutions\n\n"
        "#### Task 1\n\n"
        "a) Solid-state drive\n\n"
        "b) Cache and main memory\n"
    )
    res = result(text)
    assert [(c.question, c.answer, c.is_choice) for c in res.deck.cards] == [
        ("Task 1 a) What does SSD stand for? (1P)", "Solid-state drive", False),
        ("Task 1 b) Name two kinds of memory. (2P)", "Cache and main memory", False),
    ]
    assert not res.skipped


def test_question_headings_bracketed_letters_and_a_model_answers_part() -> None:
    """The same layout in other words: tasks headed `## Question N [m marks]` (a question's
    label, no question here), sub-questions lettered `(a)`, a `# Model answers` part; the
    answer's code stays in it."""
    text = (
        "# Midterm: Databases\n\n"
        "## Question 1 [6 marks]\n\n"
        "A table `orders(id, customer, total)` holds a shop's sales.\n\n"
        "(a) What does `GROUP BY customer` do in a query on it? [2 marks]\n\n"
        "(b) Rewrite such a query to list only customers above 100. [4 marks]\n\n"
        "## Question 2 [2 marks]\n\n"
        "(a) Define a foreign key. [2 marks]\n\n"
        "# Model answers\n\n"
        "## Question 1\n\n"
        "(a) It makes one row per customer.\n\n"
        "(b) Add a HAVING clause:\n\n"
        "```sql\nSELECT customer FROM orders GROUP BY customer HAVING SUM(total) > 100;\n```\n\n"
        "## Question 2\n\n"
        "(a) A column whose values must match a key of another table.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        (
            "Question 1 (a) What does `GROUP BY customer` do in a query on it? [2 marks]",
            "It makes one row per customer.",
        ),
        (
            "Question 1 (b) Rewrite such a query to list only customers above 100. [4 marks]",
            "Add a HAVING clause:\n\n"
            "```sql\nSELECT customer FROM orders GROUP BY customer HAVING SUM(total) > 100;\n```",
        ),
        (
            "Question 2 (a) Define a foreign key. [2 marks]",
            "A column whose values must match a key of another table.",
        ),
    ]
    assert not res.skipped


def test_german_tasks_with_points_in_words_under_a_musterloesung() -> None:
    """`### Aufgabe N (4 Punkte)` over `a) Nennen Sie ...` instructions (no question mark),
    answered under `## Musterlösung`, a title no answer key's list holds."""
    text = (
        "## Übungsblatt 3\n\n"
        "### Aufgabe 1 (4 Punkte)\n\n"
        "a) Nennen Sie zwei Sortierverfahren. (2 Punkte)\n\n"
        "b) Erklären Sie, was ein stabiles Sortierverfahren ist. (2 Punkte)\n\n"
        "### Aufgabe 2 (3 Punkte)\n\n"
        "a) Welche Laufzeit hat Mergesort im schlechtesten Fall? (3 Punkte)\n\n"
        "## Musterlösung\n\n"
        "### Aufgabe 1\n\n"
        "a) Bubblesort, Quicksort\n\n"
        "b) Gleiche Schlüssel behalten ihre Reihenfolge.\n\n"
        "### Aufgabe 2\n\n"
        "a) O(n log n)\n"
    )
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        (
            "q01",
            "Aufgabe 1 a) Nennen Sie zwei Sortierverfahren. (2 Punkte)",
            "Bubblesort, Quicksort",
        ),
        (
            "q02",
            "Aufgabe 1 b) Erklären Sie, was ein stabiles Sortierverfahren ist. (2 Punkte)",
            "Gleiche Schlüssel behalten ihre Reihenfolge.",
        ),
        (
            "q03",
            "Aufgabe 2 a) Welche Laufzeit hat Mergesort im schlechtesten Fall? (3 Punkte)",
            "O(n log n)",
        ),
    ]
    assert not res.skipped and not res.warnings


def test_lettered_options_under_a_choice_stem_stay_a_choice_question() -> None:
    """Guard: short lettered options with no points under a stem that asks to choose, keyed
    by a solutions part that repeats the question headings, stay choice questions."""
    text = (
        "### Practice quiz\n\n"
        "#### Question 1 (2P)\n\n"
        "Which of these numbers is prime? Choose one.\n\n"
        "a) 4\n\nb) 7\n\nc) 9\n\n"
        "#### Question 2 (2P)\n\n"
        "Which animal is a mammal? Choose one.\n\n"
        "a) Shark\n\nb) Dolphin\n\nc) Trout\n\n"
        "### Solutions\n\n"
        "#### Question 1\n\nb)\n\n"
        "#### Question 2\n\nb) Dolphins breathe air.\n"
    )
    res = result(text)
    assert [(c.question, c.choices, c.correct_choice) for c in res.deck.cards] == [
        ("Which of these numbers is prime? Choose one.", {"A": "4", "B": "7", "C": "9"}, "7"),
        (
            "Which animal is a mammal? Choose one.",
            {"A": "Shark", "B": "Dolphin", "C": "Trout"},
            "Dolphin",
        ),
    ]


def test_lettered_notes_under_a_part_that_names_no_answers_stay_as_they_were() -> None:
    """Guard: a later part that repeats the task headings but is titled as notes (`### Hints`)
    answers nothing: the sub-questions are not made cards from it."""
    text = (
        "# Networking exercises\n\n"
        "#### Exercise 1\n\n"
        "a) What does DNS do?\n\n"
        "b) Name one transport protocol.\n\n"
        "### Hints\n\n"
        "#### Exercise 1\n\n"
        "a) Look at chapter 3 first.\n"
    )
    with pytest.raises(DocumentError):
        result(text)

"""Importer layouts met on fresh public documents: a worked exam whose numbered tasks each
name their answer with a bullet of its own (`1. task` over `* **Solución**` and the answer
below it).

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from tests.importing import result

# -- `1. task` over a bare answer-label bullet ------------------------------------------------

_LABELLED = """\
# Midterm

1. [2 points]: Write a grammar for palindromes over {a, b}

    * **Solution**

    ```text
    S -> aSa | bSb | a | b | e
    ```

1. [2 points]: Name the machine that accepts context-free languages.
It must be the weakest such machine.

    * **Solution**

    A pushdown automaton.

1. [1 point]: Give a regular expression for strings ending in ab

    - **Answer:**

   ```text
   (a|b)*ab
   ```
"""


def test_a_bare_answer_label_bullet_labels_the_answer_not_the_question() -> None:
    imported = result(_LABELLED)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        (
            "q01",
            "[2 points]: Write a grammar for palindromes over {a, b}",
            "```text\nS -> aSa | bSb | a | b | e\n```",
        ),
        (
            "q02",
            "[2 points]: Name the machine that accepts context-free languages.\n"
            "It must be the weakest such machine.",
            "A pushdown automaton.",
        ),
        (
            "q03",
            "[1 point]: Give a regular expression for strings ending in ab",
            "```text\n(a|b)*ab\n```",
        ),
    ]
    assert all(not c.choices for c in imported.deck.cards)
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_what_stands_over_the_label_is_the_question_and_an_empty_label_is_reported() -> None:
    text = """\
# Quiz

1. [1 punto]: ¿Qué imprime este programa?

    ```python
    print(2 ** 3)
    ```

    * **Solución**

    Imprime `8`.

1. [1 punto]: Defina un autómata finito.

    * **Respuesta**

    Una máquina de estados finitos que lee una cadena.

1. [1 punto]: Demuestre que el problema de la parada es indecidible.

    * **Solución**
"""
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        (
            "q01",
            "[1 punto]: ¿Qué imprime este programa?\n\n```python\nprint(2 ** 3)\n```",
            "Imprime `8`.",
        ),
        (
            "q02",
            "[1 punto]: Defina un autómata finito.",
            "Una máquina de estados finitos que lee una cadena.",
        ),
    ]
    assert imported.warnings == ("doc.md:19: question #3 has no answer; skipped",)


# -- near misses: bullets that are no answer label ---------------------------------------------


def test_a_plain_topic_bullet_named_solution_is_no_answer_label() -> None:
    text = """\
# Design notes

1. Steps of a review

    - Problem
    - Solution
    - Outcome

1. What are the SOLID principles?

    - **Single responsibility**

        A class has one reason to change.

    - **Open/closed**

        Open for extension, closed for modification.
"""
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "Steps of a review\n\n- Problem", "Outcome"),
        (
            "q02",
            "What are the SOLID principles?",
            "- **Single responsibility**\n\n    A class has one reason to change.\n\n"
            "- **Open/closed**\n\n    Open for extension, closed for modification.",
        ),
    ]


def test_one_labelled_problem_alone_is_no_habit_and_stays_as_it_was() -> None:
    text = """\
# Notes

1. Explain a pushdown automaton.

    * **Answer**

    A finite automaton with a stack.

Some closing words on the course.
"""
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "Explain a pushdown automaton.", "A finite automaton with a stack.")
    ]
    assert imported.warnings == (
        "doc.md:9: 1 line of text between questions in no card ('Some closing words on the "
        "course.'); not imported",
    )

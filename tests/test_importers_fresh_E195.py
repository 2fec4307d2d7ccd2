"""Importer layouts met in judge round Z176: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

import pytest

from srs.importers import DocumentError, import_text
from tests.importing import result


def test_a_blank_template_with_a_level_line_reports_every_question() -> None:
    """`N. **question**`, a `_Level: ..._` line, then an EMPTY answer label and a rule: no
    question answers the one above it. Items that do not end with `?` are questions too,
    because the label sits in their own indented body (two-digit numbers indent it four
    spaces)."""
    text = (
        "# Entrevista técnica\n\n"
        "8. **¿Para qué sirve un índice?**\n"
        "   _Nivel: Básico_\n"
        "   **RESPUESTA:**\n\n"
        "   ***\n\n"
        "9. **Explica el patrón repositorio.**\n"
        "   _Nivel: Medio_\n"
        "   **RESPUESTA:**\n\n"
        "   ***\n\n"
        "10. **Describe cómo versionar una API.**\n"
        "    _Nivel: Avanzado_\n\n"
        "    - Con rutas.\n"
        "    - Con cabeceras.\n\n"
        "    **RESPUESTA:**\n\n"
        "    ***\n"
    )
    with pytest.raises(DocumentError, match="3 questions found, none with an answer"):
        import_text(text, source="entrevista.md")


def test_a_template_answered_in_part_keeps_each_answer_with_its_question() -> None:
    """The same layout with two answers filled in: each card is its own item's, and the
    empty one is reported by its line."""
    text = (
        "# Prueba\n\n"
        "1. **¿Qué es una cola?**\n"
        "   _Nivel: Básico_\n"
        "   **RESPUESTA:** Una estructura FIFO.\n\n"
        "   ***\n\n"
        "2. **Explica qué es una pila.**\n"
        "   _Nivel: Básico_\n"
        "   **RESPUESTA:** Una estructura LIFO.\n\n"
        "   ***\n\n"
        "3. **Describe un árbol binario.**\n"
        "   _Nivel: Medio_\n"
        "   **RESPUESTA:**\n\n"
        "   ***\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("¿Qué es una cola?", "Una estructura FIFO."),
        ("Explica qué es una pila.", "Una estructura LIFO."),
    ]
    assert [(s.line, "no answer" in s.reason) for s in res.skipped] == [(15, True)]


def test_an_empty_label_between_answered_items_is_never_the_answer_above() -> None:
    """Two answered items around one with an empty label, none of them asking with `?`: the
    middle one is reported, not glued into the first card's answer, and the level lines
    are no words of the questions."""
    text = (
        "# Test técnico\n\n"
        "1. **Describe el patrón observador.**\n"
        "   _Nivel: Medio_\n"
        "   **Respuesta:** Un sujeto avisa a sus suscriptores.\n\n"
        "2. **Nombra un uso de las colas de mensajes.**\n"
        "   _Nivel: Fácil_\n"
        "   **Respuesta:**\n\n"
        "3. **Explica qué hace un balanceador de carga.**\n"
        "   _Nivel: Medio_\n"
        "   **Respuesta:** Reparte las peticiones.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("Describe el patrón observador.", "Un sujeto avisa a sus suscriptores."),
        ("Explica qué hace un balanceador de carga.", "Reparte las peticiones."),
    ]
    assert [(s.line, "no answer" in s.reason) for s in res.skipped] == [(7, True)]
    assert not any("second" in w for w in res.warnings)


def test_an_italic_hint_under_the_question_stays_in_it() -> None:
    """Guard: an italic line under the question that says more than one word after its
    colon (`_Hint: use a set_`) is part of the question, not a level field."""
    text = (
        "# Drills\n\n"
        "1. **Find the duplicates in a list.**\n"
        "   _Hint: use a set_\n"
        "   **Answer:** Add each item to a set and report the ones already there.\n\n"
        "2. **Reverse a string.**\n"
        "   _Level: Easy_\n"
        "   **Answer:** Slice it with a step of -1.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        (
            "Find the duplicates in a list.\n_Hint: use a set_",
            "Add each item to a set and report the ones already there.",
        ),
        ("Reverse a string.", "Slice it with a step of -1."),
    ]
    assert not res.skipped


def test_a_label_back_at_the_margin_is_not_a_steps_answer() -> None:
    """Guard: a numbered step that does not ask, with a label only after the list, at the
    margin, is no question: it stays text no card holds, as before."""
    text = (
        "# Prueba\n\n"
        "1. **¿Qué es una cola?**\n"
        "   **RESPUESTA:** Una estructura FIFO.\n\n"
        "2. **Pasos para instalar.**\n"
        "   Ejecuta el instalador.\n"
        "   Luego reinicia.\n\n"
        "**RESPUESTA:** no hace falta más.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("¿Qué es una cola?", "Una estructura FIFO.")
    ]
    assert any("2. **Pasos para instalar.**" in w for w in res.warnings)


def test_bullet_questions_with_indented_options_and_a_sub_bullet_key() -> None:
    """`* question` over indented numbered options (or all `1.`) and an indented `* key`:
    a number, a number with a dot, or the right option's text; several numbers joined by
    a word (`1 und 3`) are several right options, warned of and kept open."""
    text = (
        "# Recap\n\n## Round 1\n"
        "* Which command lists files?\n"
        "    1. cd\n    2. ls\n    3. rm\n"
        "    * 2\n\n"
        "* Which loop runs at least once?\n"
        "    1. for\n    1. while\n    1. do-while\n"
        "    * do-while\n\n"
        "* Which are prime?\n"
        "    1. 2\n    2. 4\n    3. 5\n"
        "    * 1 und 3\n\n"
        "* Which is a web server?\n"
        "    1. nginx\n    1. grep\n"
        "    * 1.\n"
    )
    res = result(text)
    cards = res.deck.cards
    assert [(c.question, c.choices, c.answer) for c in cards if c.choices] == [
        ("Which command lists files?", {"A": "cd", "B": "ls", "C": "rm"}, "B"),
        ("Which loop runs at least once?", {"A": "for", "B": "while", "C": "do-while"}, "C"),
        ("Which is a web server?", {"A": "nginx", "B": "grep"}, "A"),
    ]
    assert [c.question.split("\n")[0] for c in cards if not c.choices] == ["Which are prime?"]
    assert [c.answer for c in cards if not c.choices] == ["- 2\n- 5"]
    assert len(cards) == 4
    assert not res.skipped
    assert [w for w in res.warnings if "right options" in w] == [
        "doc.md:20: question #3 has 2 right options (A, C); made an open card"
    ]


def test_statements_answered_by_an_indented_verdict_bullet() -> None:
    """`* statement` over `    * Richtig`/`    * Falsch`, blank lines between: each is a card
    answered by its verdict; under the same layout a short sub-bullet that is no verdict
    word (a typo) answers too, and a bullet that asks with nothing under it is reported."""
    text = (
        "# Recap\n\n## Round 2\n"
        "* A tuple can be changed after it is made.\n"
        "    * Falsch\n\n"
        "* HTTP is stateless.\n"
        "    * Richtig\n\n"
        "* A set keeps its items in order.\n"
        "    * Flasch (order)\n\n"
        "* What does this print? ![code](img/print.png)\n\n"
        "## Round 3\n\n"
        "* Port 443 is the default for HTTPS.\n"
        "    * Richtig\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("A tuple can be changed after it is made.", "Falsch"),
        ("HTTP is stateless.", "Richtig"),
        ("A set keeps its items in order.", "Flasch (order)"),
        ("Port 443 is the default for HTTPS.", "Richtig"),
    ]
    assert [(s.line, "no answer" in s.reason) for s in res.skipped] == [(13, True)]


def test_notes_with_sub_bullets_are_not_read_as_keyed_questions() -> None:
    """Guard: notes whose bullets hold indented sub-bullets that are no verdict, and steps
    whose last sub-bullet names no option, are read as before (no `Q:` lines made)."""
    text = (
        "# Notes\n\n"
        "## What is a process?\n"
        "A running program.\n\n"
        "* Threads\n"
        "    * share memory\n\n"
        "* Processes\n"
        "    * own memory\n\n"
        "* Setup\n"
        "    1. download\n    2. run\n"
        "    * done\n"
    )
    res = result(text)
    assert [c.question for c in res.deck.cards] == ["What is a process?"]
    assert "Q:" not in res.deck.cards[0].answer
    assert not any(c.choices for c in res.deck.cards)


_QA_TABLE = (
    "## Quiz\n\n"
    "| No. | Question | Answer |\n"
    "|-----|----------|--------|\n"
    "| 1 | What does DNS resolve? | Names to addresses |\n"
    "| 2 | Which port does SSH use? | 22 |\n"
    "| 3 | What does TLS protect? | Data in transit |\n"
)


def test_numbered_topic_notes_beside_a_question_table_are_no_cards() -> None:
    """`### 1. **Topic**` headings over bullet notes, then a question|answer table: the
    table's rows are the questions; the notes are reported as text, not made cards."""
    text = (
        "# Networking course\n\n"
        "## Design notes\n\n"
        "### 1. **Timeouts**\n"
        "- Set a deadline on every remote call so that a slow service cannot hang yours\n"
        "- Retry with backoff\n\n"
        "### 2. **Logging**\n"
        "- Log one line per request\n\n"
        "---\n\n" + _QA_TABLE
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What does DNS resolve?", "Names to addresses"),
        ("Which port does SSH use?", "22"),
        ("What does TLS protect?", "Data in transit"),
    ]
    assert [w for w in res.warnings if "not imported" in w] == [
        "doc.md:6: 3 lines of introduction before the first question "
        "('Set a deadline on every remote call so that a slow servic...'); not imported"
    ]


def test_numbered_headings_that_ask_or_answer_in_prose_stay_beside_a_table() -> None:
    """Guard: beside the same table, a numbered heading that asks, or one over a prose
    answer, is still a question."""
    text = (
        "# Networking course\n\n"
        "### 1. What is a timeout?\n"
        "- A deadline on a remote call\n\n"
        "### 2. **Logging**\n"
        "Write one line per request, with its id.\n\n" + _QA_TABLE
    )
    res = result(text)
    assert [c.question for c in res.deck.cards] == [
        "What is a timeout?",
        "Logging",
        "What does DNS resolve?",
        "Which port does SSH use?",
        "What does TLS protect?",
    ]


def test_numbered_topic_notes_without_a_question_table_stay_cards() -> None:
    """Guard: with no question table, numbered topic headings over bullets are the
    document's questions, as before."""
    text = (
        "# Networking notes\n\n"
        "### 1. **Timeouts**\n"
        "- Set a deadline on every remote call\n\n"
        "### 2. **Logging**\n"
        "- Log one line per request\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("Timeouts", "- Set a deadline on every remote call"),
        ("Logging", "- Log one line per request"),
    ]

"""Importer layouts met in rounds Z207-Z208: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from srs.importers.headingimages import heading_images
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in result(text).deck.cards]


def test_a_plain_question_among_numbered_ones_is_a_card_of_its_own() -> None:
    """Every question a `1.` item, lines ending in hard breaks; one question a plain line
    alone between blank lines over a table: its own card, not the tail of the answer above."""
    text = (
        "1. What is a fixture?  \nA fixture prepares state for a test.  \n  \n"
        "1. Which runner is the default?  \nThe built-in runner.  \n\n"
        "How do mocks and stubs differ?  \n  \n"
        "| Mock | Stub |\n|---|---|\n| Checks calls | Returns data |\n\n"
        "1. What does a marker do?  \nIt tags a test.  \n"
    )
    res = result(text)
    assert not res.skipped
    assert _cards(text) == [
        ("q01", "What is a fixture?", "A fixture prepares state for a test."),
        ("q02", "Which runner is the default?", "The built-in runner."),
        (
            "q03",
            "How do mocks and stubs differ?",
            "| Mock | Stub |\n|---|---|\n| Checks calls | Returns data |",
        ),
        ("q01-2", "What does a marker do?", "It tags a test."),
    ]


def test_a_plain_question_under_numbered_ones_answered_by_a_paragraph() -> None:
    """The same with distinct numbers and a paragraph answer, in another language."""
    text = (
        "1. ¿Qué es una tupla?\nUna secuencia inmutable.\n\n"
        "2. ¿Qué es una lista?\nUna secuencia mutable.\n\n"
        "¿En qué se diferencian un set y un dict?\n\n"
        "El dict guarda pares clave-valor.\n\n"
        "3. ¿Qué hace len?\nDevuelve el tamaño.\n"
    )
    assert [(q, a) for _, q, a in _cards(text)] == [
        ("¿Qué es una tupla?", "Una secuencia inmutable."),
        ("¿Qué es una lista?", "Una secuencia mutable."),
        ("¿En qué se diferencian un set y un dict?", "El dict guarda pares clave-valor."),
        ("¿Qué hace len?", "Devuelve el tamaño."),
    ]


def test_a_question_inside_an_answer_stays_in_the_answer() -> None:
    """Guard: a question written inside an answer's paragraph (no blank line around it), or
    standing alone with a numbered item right under it, stays where it is."""
    text = (
        "1. What is a fixture?\nA fixture prepares state.\nWhy use one?\nTo share setup.\n\n"
        "2. Which runner is the default?\nThe built-in runner.\n\n"
        "Is that all?\n\n"
        "3. What does a marker do?\nIt tags a test.\n"
    )
    assert [q for _, q, _ in _cards(text)] == [
        "What is a fixture?",
        "Which runner is the default?",
        "What does a marker do?",
    ]
    assert "Why use one?" in _cards(text)[0][2]
    assert _cards(text)[1][2] == "The built-in runner.\n\nIs that all?"


def test_a_question_after_a_stem_s_code_is_left() -> None:
    """Guard: a plain asking line under a numbered question's code (the stem goes on) is not
    made a question of its own by this rule."""
    text = (
        "1. What is a fixture?\nA fixture prepares state.\n\n"
        "2. What does this print?\n\n```python\nprint(1)\n```\n\n"
        "How would you explain it?\n\n"
        "It prints 1.\n\n"
        "3. What does a marker do?\nIt tags a test.\n"
    )
    assert "How would you explain it?" not in [q for _, q, _ in _cards(text)]


def test_pictures_opening_a_heading_are_no_part_of_its_question() -> None:
    """`### ![badge](url) `topic``, `### <img ...> What ...?`: the pictures before the first
    words are decoration, dropped from the question; the answers are as written."""
    text = (
        "# Notas\n\n"
        "### ![#00a](https://img.shields.io/badge/x-blue) `Índices`\n\nComo el índice de un libro.\n\n"
        "### ![#00a](https://img.shields.io/badge/x-blue) `Transacciones`\n\nTodo o nada.\n\n"
        "### ![#00a](https://img.shields.io/badge/x-blue) `Bloqueos`\n\nProtegen los datos.\n"
    )
    res = result(text)
    assert not res.skipped
    assert [(q, a) for _, q, a in _cards(text)] == [
        ("`Índices`", "Como el índice de un libro."),
        ("`Transacciones`", "Todo o nada."),
        ("`Bloqueos`", "Protegen los datos."),
    ]
    html = (
        '### <img src="icon.png" width="16"> What is a lock?\n\nIt guards shared data.\n\n'
        '### <img src="icon.png" width="16"> What is a queue?\n\nFirst in, first out.\n'
    )
    assert [(q, a) for _, q, a in _cards(html)] == [
        ("What is a lock?", "It guards shared data."),
        ("What is a queue?", "First in, first out."),
    ]


def test_a_heading_that_is_only_a_picture_or_names_one_later_keeps_it() -> None:
    """Guard: a heading made of pictures alone keeps them, and a picture after the heading's
    first words stays in the question."""
    text = (
        "### What does ![this](a.png) show?\n\nA queue.\n\n"
        "### ![diagram](d.png)\n\nOnly a picture.\n\n"
        '### ![a](a.png) <img src="b.png">\n\nTwo pictures.\n\n'
        "### What is a stack?\n\nLast in, first out.\n"
    )
    assert heading_images(text) == text
    assert _cards(text)[0][1] == "What does ![this](a.png) show?"

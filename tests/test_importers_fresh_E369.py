"""Layouts met in rounds Z217-Z218, on made-up documents: numbered bullets (`- 3. question`)
answered by a plain paragraph at the margin under them, a verdict in capitals (`FALSO`)
among them; and the near misses that must read as before."""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from srs.importers.answeredparagraphs import answered_paragraphs
from srs.importers.plainnumbers import plain_numbers
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    deck = result(text).deck
    return [(c.id, c.question, c.answer) for c in deck.cards]


_BULLETS = (
    "**PRUEBA**\n\n"
    "- 1. ¿Qué es una pila?\n"
    "Una estructura LIFO.\n\n"
    "- 2. Un conjunto admite duplicados.\n\n"
    "FALSO\n\n"
    "- 3.¿Qué devuelve abs(-4)?\n"
    "4\n"
    "**REVISAR**\n\n"
    "- 4. ¿Qué partes tiene un informe?\n"
    "-  1. Resumen 2. Cuerpo\n"
)


def test_numbered_bullets_answered_by_the_paragraph_under_them() -> None:
    """`- N. question` over a plain line at the margin (at times after a blank line): each is
    a card, the statements too; a number glued to its text is read; a numbered bullet right
    under another answers it; `FALSO` in capitals is an answer, not a category title."""
    assert _cards(_BULLETS) == [
        ("q01", "¿Qué es una pila?", "Una estructura LIFO."),
        ("q02", "Un conjunto admite duplicados.", "FALSO"),
        ("q03", "¿Qué devuelve abs(-4)?", "4\n**REVISAR**"),
        ("q04", "¿Qué partes tiene un informe?", "1. Resumen 2. Cuerpo"),
    ]
    assert not result(_BULLETS).warnings


def test_numbered_steps_in_bullets_are_not_questions() -> None:
    """Guard: bullets numbering steps, a paragraph after the list, are left as they are (and
    the document holds no question, as before)."""
    text = "# Setup\n\n- 1. Install the package\n- 2. Run the tool\n\nThen open the browser.\n"
    assert plain_numbers(text) == text
    with pytest.raises(DocumentError, match="no questions found"):
        result(text)


def test_numbered_bullets_with_a_paragraph_after_only_some_change_nothing() -> None:
    """Guard: numbered bullets that do not ask (notes, one paragraph under each) stay a list."""
    text = (
        "# Notes\n\n## What is a queue?\n\nA FIFO list.\n\n"
        "- 1. Items leave in order.\nSee the book.\n\n"
        "- 2. Items join at the back.\nSee the slides.\n"
    )
    assert plain_numbers(text) == text
    cards = _cards(text)
    assert [q for _, q, _ in cards] == ["What is a queue?"]
    assert "1. Items leave in order." in cards[0][2]


_PARAGRAPHS = (
    "# Ответы на тест\n\n"
    "Какое значение вернёт функция len для пустой строки?\n"
    "> Правильный ответ: 0\n\n"
    "Дан фрагмент кода на Python. Что будет выведено?\n"
    "```python\nx = [1, 2]\nprint(x * 2)\n```\n"
    "> Правильный ответ: [1, 2, 1, 2]\n\n\n"
    "Выберите все неизменяемые типы данных в Python.\n"
    "> Правильный ответ: tuple str\n\n"
    "Укажите результат выражения:\n"
    "```python\nprint(7 // 2)\n```\n"
    "> Correct answer: 3\n"
)


def test_plain_paragraphs_answered_by_a_quoted_labelled_line() -> None:
    """A plain paragraph (no label, no number; asking or not), its code fenced under it, over
    `> Правильный ответ: X`: each is a card, the code in the question, the answer unlabelled
    and unquoted; the English label reads the same."""
    assert _cards(_PARAGRAPHS) == [
        ("q01", "Какое значение вернёт функция len для пустой строки?", "0"),
        (
            "q02",
            "Дан фрагмент кода на Python. Что будет выведено?\n"
            "```python\nx = [1, 2]\nprint(x * 2)\n```",
            "[1, 2, 1, 2]",
        ),
        ("q03", "Выберите все неизменяемые типы данных в Python.", "tuple str"),
        ("q04", "Укажите результат выражения:\n```python\nprint(7 // 2)\n```", "3"),
    ]
    assert not result(_PARAGRAPHS).warnings


def test_plain_paragraphs_over_unquoted_answer_lines() -> None:
    """The same with plain `Answer:` lines: the third question is no longer glued into the
    answer above it."""
    text = (
        "# Test\n\nWhat does sizeof(char) give?\nAnswer: 1\n\n"
        "Name the C++ keyword for a constant.\nAnswer: const\n\n"
        "Pick the values that convert to true.\nAnswer: 5 -5\n"
    )
    assert _cards(text) == [
        ("q01", "What does sizeof(char) give?", "1"),
        ("q02", "Name the C++ keyword for a constant.", "const"),
        ("q03", "Pick the values that convert to true.", "5 -5"),
    ]


def test_answer_lines_under_headed_questions_are_left_alone() -> None:
    """Guard: answer lines under a headed question's paragraph, under questions labelled
    already (`Q1.`, `问：`) or under a numbered question leave the document as it is."""
    headed = (
        "### Question 1\nWhat is a mutex?\n\n**Answer**: A lock.\n\n"
        "### Question 2\nWhat is a semaphore?\n\n**Answer**: A counter.\n"
    )
    assert answered_paragraphs(headed) == headed
    tight = headed.replace("?\n\n**Answer", "?\n**Answer")
    assert answered_paragraphs(tight) == tight
    labelled = "Q1. What is a pod?\nAnswer: A unit.\n\n问：什么是节点？\nAnswer: 一台机器。\n"
    assert answered_paragraphs(labelled) == labelled
    numbered = "Intro text here.\nAnswer: none\n\n1. What is a heap?\nAnswer: A tree.\n"
    assert answered_paragraphs(numbered) == numbered

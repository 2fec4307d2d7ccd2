"""Layouts met in rounds Z217-Z218, on made-up documents: numbered bullets (`- 3. question`)
answered by a plain paragraph at the margin under them, a verdict in capitals (`FALSO`)
among them; and the near misses that must read as before."""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
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

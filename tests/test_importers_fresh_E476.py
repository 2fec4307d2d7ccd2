"""Importer layouts met on fresh public documents: a quiz quoting each labelled question
(`> P3. ...?`) over its answer, one question going on after its `?` with the code it asks about.

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

import pytest

from srs.importers import ImportResult, asking
from tests.importing import result


def _cards(got: ImportResult) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in got.deck.cards]


def test_a_labelled_quote_asking_over_its_code_is_a_question_among_its_siblings() -> None:
    text = """\
# Prueba de Python

> P1. ¿Qué función devuelve la longitud de una lista?
- [x] len()

>P2. ¿Qué palabra clave define una función?
- [x] def
> P3. ¿Qué imprime el siguiente código? print(3 * '7');

- imprime 777: repetir una cadena la concatena consigo misma

> P4. ¿Qué tipo es inmutable?
- [x] tuple
"""
    got = result(text)
    assert _cards(got) == [
        ("q01", "P1. ¿Qué función devuelve la longitud de una lista?", "- [x] len()"),
        ("q02", "P2. ¿Qué palabra clave define una función?", "- [x] def"),
        (
            "q03",
            "P3. ¿Qué imprime el siguiente código? print(3 * '7');",
            "- imprime 777: repetir una cadena la concatena consigo misma",
        ),
        ("q04", "P4. ¿Qué tipo es inmutable?", "- [x] tuple"),
    ]
    assert got.warnings == ()


def test_the_same_in_english_with_an_unanswered_sibling_reported() -> None:
    text = """\
# Quiz

> P1. Which keyword declares a block-scoped variable?
- [x] let

> P2. Which method turns an object into JSON text?

> P3. What does this line print? console.log(a === b ? 'same' : 'other');

- 'same' when a and b are strictly equal, else 'other'

> P4. Which array method removes the last item?
- [x] pop()
"""
    got = result(text)
    assert [(c.id, c.question) for c in got.deck.cards] == [
        ("q01", "P1. Which keyword declares a block-scoped variable?"),
        ("q03", "P3. What does this line print? console.log(a === b ? 'same' : 'other');"),
        ("q04", "P4. Which array method removes the last item?"),
    ]
    assert got.deck.cards[1].answer == "- 'same' when a and b are strictly equal, else 'other'"
    assert got.deck.cards[0].answer == "- [x] let"
    (warning,) = got.warnings
    assert "question #2 has no answer" in warning


def test_an_answer_line_with_a_ternary_stays_in_its_answer() -> None:
    text = """\
# Quiz

> P1. Which keyword declares a block-scoped constant?
- [x] const

> P2. What does the ternary operator do?

- it picks one of two values: what is x? x = a ? b : c;
- so does an if statement, at more length

> P3. Which array method adds an item at the end?
- [x] push()
"""
    got = result(text)
    assert _cards(got) == [
        ("q01", "P1. Which keyword declares a block-scoped constant?", "- [x] const"),
        (
            "q02",
            "P2. What does the ternary operator do?",
            "- it picks one of two values: what is x? x = a ? b : c;\n"
            "- so does an if statement, at more length",
        ),
        ("q03", "P3. Which array method adds an item at the end?", "- [x] push()"),
    ]
    assert got.warnings == ()


def test_a_quote_asking_over_code_with_another_label_is_no_question() -> None:
    text = """\
# Quiz

> P1. Which keyword declares a block-scoped constant?
- [x] const

> P2. Which operator picks one of two values?
- [x] the ternary operator

> Ex. 1: what does this give? x = a > b ? a : b;

> P3. Which array method adds an item at the end?
- [x] push()
"""
    got = result(text)
    assert [c.id for c in got.deck.cards] == ["q01", "q02", "q03"]
    assert "Ex. 1: what does this give?" in got.deck.cards[1].answer


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("P15. ¿Qué hace este código? var c = ((a < b) ? 'x' : 'y');", True),
        ("What does this line do? let n = f(x);", True),
        ("What does it print? print(len(xs))", True),
        ("x = a ? b : c;", False),
        ("What is a closure? (2 points)", False),
        ("What is a closure? Give examples.", False),
        ("What is a closure?", False),
    ],
)
def test_asks_over_code(text: str, expected: bool) -> None:
    assert asking.asks_over_code(text) is expected

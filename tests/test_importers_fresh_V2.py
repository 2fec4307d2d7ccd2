"""Importer layouts met on fresh public documents (helper V2's sweep: interview question banks
in less common shapes, several languages, quizzes keyed in odd ways): each test is the shape of
one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- the right option set wholly in bold italics -----------------------------------------------

_BOLD_ITALIC_QUIZ = """\
#### 1. ¿Qué cláusula filtra filas?
a) FROM

***b) WHERE***

c) ORDER BY

#### 2. ¿Qué función cuenta filas?
a) SUM()
b) AVG()
 ***c) COUNT()***

#### 3. ¿Qué borra una tabla?
a) DELETE

b) TRUNCATE

***c) DROP TABLE***

#### 4. ¿Qué ordena resultados?
***a) ORDER BY***

b) SORT BY
"""


def test_an_option_in_bold_italics_is_the_key_even_the_last_before_a_heading() -> None:
    cards = result(_BOLD_ITALIC_QUIZ).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("¿Qué cláusula filtra filas?", "B"),
        ("¿Qué función cuenta filas?", "C"),
        ("¿Qué borra una tabla?", "C"),
        ("¿Qué ordena resultados?", "A"),
    ]
    assert cards[0].choices == {"A": "FROM", "B": "WHERE", "C": "ORDER BY"}
    assert cards[2].choices["C"] == "DROP TABLE"

"""A closing key of letters alone, one a line in the questions' order (`Answers` over `B`,
`A`, `A`, ...), found refusing a 20-question quiz whole (2026-11-30): each letter keys the
question of its place."""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result

_QUIZ = """\
## Spanning trees

Q1. What does MST stand for?
A) Maximum Spanning Tree
B) Minimum Spanning Tree

Q2. What is the goal of an MST?
A) Connect all vertices at least total weight
B) Visit vertices in order

Q3. How many edges has an MST of V vertices?
A) V
B) V - 1

Answers

B
A
B
"""


def test_letters_alone_key_the_questions_in_order() -> None:
    cards = result(_QUIZ).deck.cards
    assert [c.answer for c in cards] == ["B", "A", "B"]


def test_two_letters_alone_are_no_key() -> None:
    with pytest.raises(DocumentError, match="3 have options but no answer letter"):
        result(_QUIZ.replace("B\nA\nB\n", "B\nA\n"))


_SOURCES = """\
# Widgets

> ## What is a widget?
A small reusable block.

> ## How is a widget mounted?
It is attached to a host element.

> ## Why keep widgets small?
* Easier to test.
* Easier to reuse.

---

#### *Fuentes del texto*
* #### *[Widget FAQ](https://example.com/faq)*
* #### *[Widget guide](https://example.com/guide)*
"""


def test_a_sources_heading_in_another_language_ends_the_last_answer() -> None:
    imported = result(_SOURCES)
    last = imported.deck.cards[-1]
    assert last.answer == "* Easier to test.\n* Easier to reuse."
    assert any("Fuentes del texto" in w for w in imported.warnings)

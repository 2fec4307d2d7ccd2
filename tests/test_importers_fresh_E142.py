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


def _completions(n: int) -> str:
    stems = [f"{k}. Thing {k} can be built using:" for k in range(1, n + 1)]
    stems[0] = "1. What is thing 1?"
    items = [
        f"{stem}\n\n   * a) Alpha {k}\n   * b) Beta {k}\n   * c) Both a and b\n"
        for k, stem in enumerate(stems, 1)
    ]
    key = "\n".join(f"{k}. b" for k in range(1, n + 1))
    return "# Quiz\n\n### Questions\n\n" + "\n".join(items) + f"\n---\n\n### Answers\n\n{key}\n"


def test_stems_that_complete_over_nested_options_are_questions() -> None:
    cards = result(_completions(9)).deck.cards
    assert len(cards) == 9
    assert cards[4].question == "Thing 5 can be built using:"
    assert cards[4].choices == {"A": "Alpha 5", "B": "Beta 5", "C": "Both a and b"}
    assert all(c.answer == "B" for c in cards)

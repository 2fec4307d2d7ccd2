"""Importer layouts met in the 2026-12-01 rounds (Z186, Z188): each test is the shape of a
real document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from srs.importers import import_text
from tests.importing import result

_GARDEN = (
    "# Garden drill\n\n"
    "1. Which tool loosens soil best?\nA) Rake\nB) Fork\nC) Broom\n{k1}\n"
    "2. Think about the autumn tasks below:\nWhich bulb is planted before frost?\n"
    "A) Tulip\nB) Tomato\nC) Basil\n{k2}\n"
    "3. Which insect pollinates most fruit trees?\nA) Bee\nB) Ant\n{k3}"
)


def test_a_lead_in_ending_in_a_colon_over_a_keyless_question_is_a_question() -> None:
    """A keyless choice quiz whose second question opens with a lead-in ending in `:`, its
    question on the next line: it is a question (reported like the others), never the
    answer of the question above (which was an open card holding all of it)."""
    text = _GARDEN.format(k1="", k2="", k3="")
    with pytest.raises(DocumentError, match="3 questions found, none with an answer") as err:
        import_text(text, source="garden.md")
    assert "3 have options but no answer letter" in str(err.value)


def test_a_lead_in_ending_in_a_colon_joins_its_keyed_question() -> None:
    """Keyed, the lead-in and the question line are the card's question."""
    text = _GARDEN.format(k1="Answer: B\n", k2="Answer: A\n", k3="Answer: A\n")
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("Which tool loosens soil best?", "B"),
        ("Think about the autumn tasks below: Which bulb is planted before frost?", "A"),
        ("Which insect pollinates most fruit trees?", "A"),
    ]
    assert not res.skipped


def test_a_lead_in_over_a_question_with_no_options_reads_as_before() -> None:
    """Guard: a numbered lead-in ending in `:` over its question line and an answer, no
    options under it, is the open card it was; the keyless questions around it reported."""
    text = (
        "# Garden drill\n\n"
        "1. Which tool loosens soil best?\nA) Rake\nB) Fork\nC) Broom\n\n"
        "2. Think about the autumn tasks below:\nWhich bulb is planted before frost?\n"
        "Tulips go in before the first frost.\n\n"
        "3. Which insect pollinates most fruit trees?\nA) Bee\nB) Ant\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        (
            "Think about the autumn tasks below: Which bulb is planted before frost?",
            "Tulips go in before the first frost.",
        )
    ]
    assert [(s.line, s.reason) for s in res.skipped] == [
        (3, "question 1 has options but no answer letter; skipped"),
        (12, "question 3 has options but no answer letter; skipped"),
    ]

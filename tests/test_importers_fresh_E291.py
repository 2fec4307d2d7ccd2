"""Importer layouts met in the fresh round E291: each test is the shape of a real document
the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


_BAKING = (
    "A. Baking Basics (2)\n\n"
    "Why does bread dough need to rest?\n\n"
    "Resting lets the gluten relax so the loaf shapes easily.\n\n"
    "What makes a crust brown?\n\n"
    "Sugars and proteins react in the oven heat.\n\n"
    "{title}\n\n"
    "How often should a starter be fed?\n\n"
    "Once a day when kept at room temperature.\n"
)


def test_a_lettered_pictograph_section_line_in_plain_text_is_no_answer_text() -> None:
    """Plain question / blank / answer groups under `🥖 B. Sourdough Starters (1)` lines: the
    section line titles the questions below; it is never glued to the answer above."""
    res = result(_BAKING.format(title="🥖 B. Sourdough Starters (1)"), source="baking.md")
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        (
            "q01",
            "Why does bread dough need to rest?",
            "Resting lets the gluten relax so the loaf shapes easily.",
        ),
        ("q02", "What makes a crust brown?", "Sugars and proteins react in the oven heat."),
        ("q03", "How often should a starter be fed?", "Once a day when kept at room temperature."),
    ]
    assert res.skipped == ()


def test_a_lettered_pictograph_line_that_ends_a_sentence_stays_in_the_answer() -> None:
    """Guard: `💡 B. Keep it warm.` ends a sentence: it is the answer's own last line."""
    assert _pairs(_BAKING.format(title="💡 B. Keep it warm and covered."))[1] == (
        "What makes a crust brown?",
        "Sugars and proteins react in the oven heat.\n\n💡 B. Keep it warm and covered.",
    )

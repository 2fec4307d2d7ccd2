"""Importer layouts met in judge round Z199 (fix helper S7): each test is the shape of a real
document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_QUIZ = (
    "# Kitchen tools quiz\n\n"
    "> Q1. Which of these cut food? (Choose any three)\n\n"
    "    a.\tknife\n    b.\tcleaver\n    c.\twhisk\n    d.\tmandoline\n\n"
    "**Answer: Option A,B and D.**\n\n"
    "> Q2. Which of these hold liquid? (Choose any two)\n\n"
    "    A) sieve\n    B) jug\n    C) kettle\n    D) grater\n    E) bottle\n\n"
    "**Ans - Option B,Cand E.**\n\n"
    "> Q3. Which tool drains pasta?\n\n"
    "    a.\tcolander\n    b.\tspatula\n    c.\tpeeler\n\n"
    "**Ans - B**\n"
)


def test_a_key_naming_several_letters_after_the_option_word_is_several_right_options() -> None:
    """`**Answer: Option A,B and D.**` (and `B,Cand E`, the joining word typed onto the
    letter): every letter named is a right option, an open card with a warning naming them,
    not the first letter with the rest as its explanation; `**Ans - B**` is a plain key."""
    got = result(_QUIZ)
    cards = got.deck.cards
    assert [c.question.split("\n")[0] for c in cards] == [
        "Which of these cut food? (Choose any three)",
        "Which of these hold liquid? (Choose any two)",
        "Which tool drains pasta?",
    ]
    assert [c.choices for c in cards[:2]] == [{}, {}]
    assert cards[0].answer == "- knife\n- cleaver\n- mandoline"
    assert cards[1].answer == "- jug\n- kettle\n- bottle"
    assert (cards[2].answer, cards[2].explanation) == ("B", "")
    assert cards[2].choices == {"A": "colander", "B": "spatula", "C": "peeler"}
    assert len(got.warnings) == 2
    assert "3 right options (A, B, D)" in got.warnings[0]
    assert "3 right options (B, C, E)" in got.warnings[1]
    assert not got.skipped


def test_a_key_naming_several_letters_after_the_option_word_in_spanish() -> None:
    """`Opción A y C`: the option word and the joining word of another language."""
    text = (
        "# Cocina\n\n"
        "> Q1. ¿Qué utensilios cortan? (elige dos)\n\n"
        "    a.\tcuchillo\n    b.\tbatidor\n    c.\ttijeras\n\n"
        "**Answer: Opción A y C**\n"
    )
    got = result(text)
    assert [c.answer for c in got.deck.cards] == ["- cuchillo\n- tijeras"]
    assert len(got.warnings) == 1 and "2 right options (A, C)" in got.warnings[0]


def test_one_letter_after_the_option_word_then_words_stays_that_key() -> None:
    """Guard: `Option A and explain why` names one option, then words: key A, as before."""
    text = (
        "# Kitchen\n\n"
        "> Q1. Which tool beats eggs?\n\n"
        "    a.\twhisk\n    b.\tladle\n    c.\ttongs\n\n"
        "**Answer: Option A and explain why**\n\n"
        "> Q2. Which tool serves soup?\n\n"
        "    a.\tladle\n    b.\tsieve\n\n"
        "**Answer: Option A.**\n"
    )
    got = result(text)
    assert [(c.question, c.answer, c.explanation) for c in got.deck.cards] == [
        ("Which tool beats eggs?", "A", "and explain why"),
        ("Which tool serves soup?", "A", ""),
    ]
    assert got.warnings == ()

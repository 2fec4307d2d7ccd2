"""Importer layouts met in the 2026-11-29 sixth session's rounds (helper W): each test is the
shape of one real document, written small.

None of these is a copy of a document; each is the layout a real file used and the importer
once misread: short answers in two languages under bold labels before the `**Answer:**`
label, a closing tips section among numbered task headings, and a chat assistant's segue
between a page's parts.
"""

from __future__ import annotations

from tests.importing import result


def _open_cards(text: str) -> list[tuple[str, str]]:
    cards = result(text).deck.cards
    assert all(not c.choices and not c.explanation for c in cards)
    return [(c.question, c.answer) for c in cards]


# -- bold-labelled paragraphs between a question heading and its answer label --------------------

_TWO_LANGUAGES = """\
# Garden Notes

## 1. What is compost?

**Spanish:** El compost es materia orgánica descompuesta.

**English:** Compost is decomposed organic matter.

**Answer:**
Compost is rotted plant waste used to feed soil.

---

## 2. Why water in the morning?

**Spanish:** Menos agua se evapora.

**English:** Less water evaporates.

**Answer:**
Cool air means less evaporation.

---

## 3. What is mulch?

**Spanish:** Una capa sobre el suelo.

**English:** A layer over the soil.

**Answer:**
A cover that keeps moisture in.
"""


def test_labelled_short_answers_before_the_answer_label_are_the_answer() -> None:
    """`**Spanish:** ...` and `**English:** ...` under `## 1. What is X?`, then `**Answer:**`:
    the short answer in two languages, then the long one; the heading alone asks (the short
    answers on the front gave the answer away). The label opening every answer is one of
    its sections, not the document's word for "answer": it stays."""
    got = result(_TWO_LANGUAGES)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        (
            "What is compost?",
            "**Spanish:** El compost es materia orgánica descompuesta.\n\n"
            "**English:** Compost is decomposed organic matter.\n\n"
            "**Answer:**\nCompost is rotted plant waste used to feed soil.",
        ),
        (
            "Why water in the morning?",
            "**Spanish:** Menos agua se evapora.\n\n**English:** Less water evaporates.\n\n"
            "**Answer:**\nCool air means less evaporation.",
        ),
        (
            "What is mulch?",
            "**Spanish:** Una capa sobre el suelo.\n\n**English:** A layer over the soil.\n\n"
            "**Answer:**\nA cover that keeps moisture in.",
        ),
    ]
    assert all(not c.choices for c in got.deck.cards)
    assert got.warnings == ()


_QUESTION_NOTES = """\
# Garden Puzzles

## 1. How many seeds fit in a pot?

**Hint:** think about spacing.

**Answer:**
Five.

## 2. Why do leaves turn yellow?

**Objective**: Check plant-care knowledge.

**Answer:**
Too much water.

## 3. What is a perennial?

**Follow-up:** how long does it live?

**Answer:**
A plant living more than two years.

## 4. Why rotate crops?

**Marks**: 2 | **Level**: Easy

**Answer:**
To keep soil from tiring.
"""


def test_a_hint_an_objective_or_a_question_before_the_answer_label_stays_asked() -> None:
    """Guard: `**Hint:** ...`, `**Objective**: ...` (what the question is for), a labelled
    paragraph that asks and a line of the question's fields are the question's, as before."""
    assert _open_cards(_QUESTION_NOTES) == [
        ("How many seeds fit in a pot?\n\n**Hint:** think about spacing.", "Five."),
        (
            "Why do leaves turn yellow?\n\n**Objective**: Check plant-care knowledge.",
            "Too much water.",
        ),
        (
            "What is a perennial?\n\n**Follow-up:** how long does it live?",
            "A plant living more than two years.",
        ),
        ("Why rotate crops?\n\n**Marks**: 2 | **Level**: Easy", "To keep soil from tiring."),
    ]

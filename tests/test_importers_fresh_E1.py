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


# -- a closing section among numbered task headings -----------------------------------------------

_CLOSING_TIPS = """\
# Garden Guide

# Practical Garden Questions

## 1. Build a raised bed

**Answer:**
Stack boards and fill with soil.

## 2. Plant a hedge

**Answer:**
Dig a trench and space the shrubs.

## 3. Prune a rose

**Answer:**
Cut above an outward bud.

## Good Habits

1. **Water early**
2. **Mulch often** (straw, bark)
3. **Rotate crops** (yearly)

---

Enjoy your garden, and keep notes on what grows well each season.
"""


def test_an_unnumbered_closing_section_among_numbered_tasks_is_no_card() -> None:
    """`## Good Habits` over a list of bold tips after `## 3. Prune a rose`, all under `#
    Practical Garden Questions`: the section's tasks are numbered, so the heading is a note
    beside them, not a task set as a question; its list is reported, not carded."""
    got = result(_CLOSING_TIPS)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Build a raised bed", "Stack boards and fill with soil."),
        ("Plant a hedge", "Dig a trench and space the shrubs."),
        ("Prune a rose", "Cut above an outward bud."),
    ]
    assert got.warnings == (
        "doc.md:22: 4 lines of text between questions in no card ('1. **Water early**');"
        " not imported",
    )


_UNNUMBERED_TASKS = """\
# Garden Guide

## Interview Questions

### Repeated watering

Water deeply twice a week rather than daily.

### Soil testing

Send a sample to a lab once a year.

### Pest control

Use companion planting before sprays.
"""


def test_unnumbered_topics_under_a_questions_heading_are_still_cards() -> None:
    """Guard: where none of the section's headings is numbered, each topic with prose under
    `## Interview Questions` is a question, as before."""
    assert _open_cards(_UNNUMBERED_TASKS) == [
        ("Repeated watering", "Water deeply twice a week rather than daily."),
        ("Soil testing", "Send a sample to a lab once a year."),
        ("Pest control", "Use companion planting before sprays."),
    ]


# -- a chat assistant's segue between a page's parts ----------------------------------------------

_CHAT_PARTS = """\
# Garden Quiz

## Easy Questions

### ✅ **1. What is a seed?**

A plant's embryo.

---

### ✅ **2. What is soil?**

| Part | Share |
| ---- | ----- |
| Sand | half  |

---
Great work 🎉! Now let's move on to the **HARDER QUESTIONS** 🔥

---

## Hard Questions

### ✅ **3. What is nitrogen fixing?**

Bacteria turn air nitrogen into plant food.

Alright! Let's dive into the expert round next 🚀

## Expert Questions

### ✅ **4. What is a mycorrhiza?**

A fungus living with a root.
"""


def test_a_chat_segue_before_the_next_section_is_reported_not_kept() -> None:
    """`Great work 🎉! Now let's move on to the **HARDER QUESTIONS** 🔥` between rules after
    a part's last answer, or as that answer's last paragraph, before the next part's
    heading: the assistant's words to the one who asked, cut and reported."""
    got = result(_CHAT_PARTS)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a seed?", "A plant's embryo."),
        ("What is soil?", "| Part | Share |\n| ---- | ----- |\n| Sand | half  |"),
        ("What is nitrogen fixing?", "Bacteria turn air nitrogen into plant food."),
        ("What is a mycorrhiza?", "A fungus living with a root."),
    ]
    assert got.warnings == (
        "doc.md:18: 1 line of text between questions in no card ('Great work 🎉! Now let's"
        " move on to the **HARDER QUESTIONS...'); not imported",
        "doc.md:28: 1 line of text between questions in no card ('Alright! Let's dive into"
        " the expert round next 🚀'); not imported",
    )


_LETS_IN_AN_ANSWER = """\
# Garden Quiz

## 1. How do I start a compost heap?

Pile greens and browns in layers.

Let's go deeper: turn it weekly so air reaches the middle.

## 2. What is a cloche?

A cover that warms young plants.
"""


def test_a_lets_paragraph_inside_a_section_stays_in_its_answer() -> None:
    """Guard: `Let's go deeper: ...` closing an answer whose section goes on with the next
    question is the answer's own words."""
    assert _open_cards(_LETS_IN_AN_ANSWER) == [
        (
            "How do I start a compost heap?",
            "Pile greens and browns in layers.\n\n"
            "Let's go deeper: turn it weekly so air reaches the middle.",
        ),
        ("What is a cloche?", "A cover that warms young plants."),
    ]

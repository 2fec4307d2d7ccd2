"""Importer layouts met in the 2026-11-29 seventh session's rounds: each test is the shape of
a real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from tests.importing import result

_TWO_REPLIES = (
    "# Part one\n\n"
    "### 1. What is a river?\n\nFlowing fresh water.\n\n"
    "### 2. What is a lake?\n\nStill fresh water.\n\n"
    "### 3. What is a delta?\n\nLand built where a river meets the sea.\n\n"
    "---\n"
    "Nice 👍 Let’s cover **the landforms** too, short and simple.\n\n"
    "---\n\n"
    "# 🔹 1. What are the three rock types?\n\nThey differ by how they form.\n\n"
    "### ✅ I – Igneous\n\nCooled from melt.\n\n"
    "### ✅ S – Sedimentary\n\nLaid down in layers.\n\n"
    "### ✅ M – Metamorphic\n\nChanged by heat and pressure.\n\n"
    "---\n\n"
    "# 🔹 2. What is a plateau?\n\nHigh, flat land.\n"
)


def test_sub_headings_under_a_shallower_question_heading_stay_in_its_answer() -> None:
    """`# 🔹 1. What are ...?` over `### ✅ I – Igneous` where the page's first questions are
    `###` headings: the question heading is no glossary section, so its `###` sub-headings
    are its answer's parts, not three cards of terms; and the chat's `Let’s cover ...` line
    between the two replies (the numbering starts again) is reported, not glued to the last
    answer of the first."""
    got = result(_TWO_REPLIES)
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        ("What is a river?", "Flowing fresh water.", {}),
        ("What is a lake?", "Still fresh water.", {}),
        ("What is a delta?", "Land built where a river meets the sea.", {}),
        (
            "What are the three rock types?",
            "They differ by how they form.\n\n### ✅ I – Igneous\n\nCooled from melt.\n\n"
            "### ✅ S – Sedimentary\n\nLaid down in layers.\n\n"
            "### ✅ M – Metamorphic\n\nChanged by heat and pressure.",
            {},
        ),
        ("What is a plateau?", "High, flat land.", {}),
    ]
    assert [w for w in got.warnings if "in no card" in w] == [
        "doc.md:16: 1 line of text between questions in no card ('Nice 👍 Let’s cover "
        "**the landforms** too, short and simple.'); not imported"
    ]


def test_a_glossary_section_over_question_headings_still_gives_its_terms() -> None:
    """Guard: a plain section heading (`## Terms`, no question) over three short `###` terms
    with definitions, among `###` question headings, is still a glossary: each term a card."""
    text = (
        "## Basics\n\n"
        "### What is a river?\n\nFlowing fresh water.\n\n"
        "### What is a lake?\n\nStill fresh water.\n\n"
        "### What is a delta?\n\nLand built where a river meets the sea.\n\n"
        "## Terms\n\n"
        "### Estuary\n\nWhere fresh and salt water mix.\n\n"
        "### Fjord\n\nA drowned glacial valley.\n\n"
        "### Oxbow\n\nA cut-off river bend.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a river?", "Flowing fresh water."),
        ("What is a lake?", "Still fresh water."),
        ("What is a delta?", "Land built where a river meets the sea."),
        ("Estuary", "Where fresh and salt water mix."),
        ("Fjord", "A drowned glacial valley."),
        ("Oxbow", "A cut-off river bend."),
    ]


def test_a_lets_cover_line_inside_a_part_stays_in_its_answer() -> None:
    """Guard: `Let's cover ...` closing an answer in the middle of a part (the numbering goes
    on) is the answer's own words, not a chat's segue."""
    text = (
        "### 1. What is a river?\n\nFlowing fresh water.\n\n"
        "Let's cover its parts: source, course and mouth.\n\n"
        "### 2. What is a lake?\n\nStill fresh water.\n\n"
        "### 3. What is a delta?\n\nLand built where a river meets the sea.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        (
            "What is a river?",
            "Flowing fresh water.\n\nLet's cover its parts: source, course and mouth.",
        ),
        ("What is a lake?", "Still fresh water."),
        ("What is a delta?", "Land built where a river meets the sea."),
    ]


def test_an_answer_after_an_arrow_on_a_labelled_question_line() -> None:
    """`Q1: Why X? > Because Y.`, one line to each item of a self-test: the answer after the
    ` > ` is read as the `A:` after a question mark is, also after a task told in a sentence
    (`Q3: Name two. > ...`); the import was refused with every question unanswered."""
    text = (
        "# Unit 3 self test\n\n"
        "Q1: Why do rivers meander? > Erosion on the outer bank, deposits on the inner.\n\n"
        "Q2: What is a watershed? > The land that drains into one river.\n\n"
        "Q3: Name two kinds of delta. > Arcuate and bird's-foot.\n\n"
        "Q4: Is a lake ever salty? > Yes, when it has no outlet.\n"
    )
    got = result(text)
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        (
            "Why do rivers meander?",
            "Erosion on the outer bank, deposits on the inner.",
            {},
        ),
        ("What is a watershed?", "The land that drains into one river.", {}),
        ("Name two kinds of delta.", "Arcuate and bird's-foot.", {}),
        ("Is a lake ever salty?", "Yes, when it has no outlet.", {}),
    ]
    assert not got.warnings and not got.skipped


def test_a_comparison_sign_inside_a_labelled_question_stays_in_it() -> None:
    """Guard: `>` inside the question's own text (`Is 5 > 3 ...?`, `x > y`) is no separator:
    only ` > ` right after the question's `?` or last full stop is."""
    text = (
        "Q1: Is 5 > 3 in every number base?\n\nA: Yes, wherever both digits exist.\n\n"
        "Q2: What does `x > y` return for two strings?\n\nA: Whether x sorts after y.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Is 5 > 3 in every number base?", "Yes, wherever both digits exist."),
        ("What does `x > y` return for two strings?", "Whether x sorts after y."),
    ]


_QUOTED_CARDS = (
    "# Fruit facts\n\n| # | Question |\n|---|---|\n| 1 | [Is a tomato a fruit?](#item1) |\n\n"
    "###### item1\n>> ⁉ Question 1: Is a tomato a fruit?\n\n"
    ">> ℹ Explanation\n>> Yes; it grows from the flower.\n\n**[Back to Top](#top)**\n\n"
    "###### item1a\n>> ⁉ Question 1a: Is a cucumber a fruit?\n\n"
    ">>     ℹ Explanation\n\n>> Yes, botanically.\n\n**[Back to Top](#top)**\n\n"
    "###### item2\n>> ⁉ Question 2:\n>> Why is a banana curved?\n>> ℹ Explanation\n\n\n"
    ">> It grows up towards the light.\n\n**[Back to Top](#top)**\n"
)


def test_quoted_cards_with_a_lettered_number_an_indented_label_and_a_two_line_question() -> None:
    """`>> ⁉ Question N:` / `>> ℹ Explanation` cards: `Question 1a:` (one added after 1) is a
    question, not text between questions; `>>     ℹ Explanation`, indented, is the label
    too, not the answer's first line; and a label right under a question written on the
    line below its `Question 2:` opens the answer, no words of the question. `1a` names its
    card (`q01a`): by its place it took `q02`, and question 2 had to take `q02-2`."""
    got = result(_QUOTED_CARDS)
    assert [(c.id, c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        ("q01", "Is a tomato a fruit?", "Yes; it grows from the flower.", {}),
        ("q01a", "Is a cucumber a fruit?", "Yes, botanically.", {}),
        ("q02", "Why is a banana curved?", "It grows up towards the light.", {}),
    ]
    assert not got.warnings and not got.skipped


def test_an_explanation_label_under_a_bare_question_labels_paragraph_opens_the_answer() -> None:
    """`Question 1:` alone over `Why ...?` over `Explanation:` with no blank line between:
    the label ends the question (as `Answer:` did already)."""
    text = (
        "Question 1:\nWhy is the sky blue?\nExplanation:\n\nShort waves scatter more.\n\n"
        "Question 2:\nWhy is grass green?\nExplanation: Chlorophyll reflects green.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Why is the sky blue?", "Short waves scatter more."),
        ("Why is grass green?", "Chlorophyll reflects green."),
    ]


def test_an_options_indented_explanation_under_a_bare_label_leaves_the_question_whole() -> None:
    """Guard: `  Explanation: ...` indented under an option of a bare `### Question 1` is that
    option's note, not the end of the question: the options and key are still read."""
    text = (
        "### Question 1\nWhich is a primary colour?\n- A) Green\n"
        "  Explanation: mixed from blue and yellow.\n- B) Red\n\n**Answer: B**\n\n"
        "### Question 2\nWhich is a warm colour?\n- A) Blue\n- B) Orange\n\n**Answer: B**\n"
    )
    got = result(text)
    assert [(c.question, c.answer, list(c.choices)) for c in got.deck.cards] == [
        ("Which is a primary colour?", "B", ["A", "B"]),
        ("Which is a warm colour?", "B", ["A", "B"]),
    ]


def test_a_key_restated_in_an_equals_keyed_option_fence_is_the_explanation() -> None:
    """`= a) 8` among options in a bare code block, then `ANSWER : 8` inside the block: the
    line restating the key is kept as the card's explanation (it was dropped in silence)."""
    text = (
        "1. How many legs does a spider have?\n\n"
        "   ```\n   = a) 8\n     b) 6\n     c) 10\n\n     ANSWER : 8\n   ```\n\n"
        "2. How many legs does an ant have?\n\n"
        "   ```\n     a) 4\n   = b) 6\n     c) 8\n   ```\n"
    )
    got = result(text)
    assert [(c.question, c.answer, dict(c.choices), c.explanation) for c in got.deck.cards] == [
        ("How many legs does a spider have?", "A", {"A": "8", "B": "6", "C": "10"}, "ANSWER : 8"),
        ("How many legs does an ant have?", "B", {"A": "4", "B": "6", "C": "8"}, ""),
    ]
    assert not got.warnings

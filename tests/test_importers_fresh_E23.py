"""Importer layouts met in the 2026-11-29 eighth session's rounds of fresh public documents
(a certification practice set pasted whole inside a ```` ```markdown ```` fence, its
numbered scenarios asking in a paragraph of their own over lettered options, keyed in an
answers section at the end): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def test_an_explanation_set_in_underscore_italics_loses_its_closing_mark() -> None:
    """`_Explanation: because x._` under a question's key: the closing `_` stayed at the
    explanation's end (the `*` form was already read)."""
    text = (
        "# Quiz\n\n1. Which one holds water?\n\n   a) Sieve\n   b) Bucket\n\n"
        "   **Answer:** b\n\n   _Explanation: a bucket has no holes._\n"
    )
    cards = result(text).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [("B", "a bucket has no holes.")]


def test_an_italic_explanation_under_an_answer_key_entry_loses_its_closing_mark() -> None:
    """`1.  **Answer:** b) Bar` over `    *Explanation: because.*` in the answers section: the
    explanation kept the `*` that closed its italics."""
    text = (
        "# Quiz\n\n1. Which one holds water?\n\n   a) Sieve\n   b) Bucket\n\n"
        "2. Which one cuts grass?\n\n   a) Mower\n   b) Broom\n\n## Answers\n\n"
        "1.  **Answer:** b) Bucket\n    *Explanation: A bucket has no holes.*\n\n"
        "2.  **Answer:** a) Mower\n    *Explanation: Its blades cut.*\n"
    )
    cards = result(text).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("B", "A bucket has no holes."),
        ("A", "Its blades cut."),
    ]


def test_numbered_statements_asking_below_them_over_an_answer_label_are_questions() -> None:
    """`1. Soil can be clay or sand.` / `   Which drains faster?` / `   **Answer:** Sand.`:
    the same scenario over its ask, answered in the item: no question was found."""
    text = (
        "# Soil\n\n1. Soil can be clay or sand.\n\n   Which drains faster?\n\n"
        "   **Answer:** Sand.\n\n2. Roots need air.\n\n   Why does wet clay harm them?\n\n"
        "   **Answer:** It holds no air.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Soil can be clay or sand.\n\nWhich drains faster?", "Sand."),
        ("Roots need air.\n\nWhy does wet clay harm them?", "It holds no air."),
    ]


def test_guard_numbered_steps_with_an_asking_paragraph_stay_an_answer() -> None:
    """`1. Dig a hole.` / `   Is the hole wide enough?` / `   Make it ...` in an answer: no
    option and no answer label follow the ask, so the steps are no questions."""
    text = (
        "# Trees\n\n## How do you plant a tree?\n\n1. Dig a hole.\n\n"
        "   Is the hole wide enough?\n\n   Make it twice the root ball.\n\n"
        "2. Set the tree in.\n\n## Why stake a young tree?\n\nTo hold it in the wind.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "How do you plant a tree?",
            "1. Dig a hole.\n\n   Is the hole wide enough?\n\n"
            "   Make it twice the root ball.\n\n2. Set the tree in.",
        ),
        ("Why stake a young tree?", "To hold it in the wind."),
    ]


def test_numbered_statements_asking_below_them_over_options_are_questions() -> None:
    """`1.  A shop sells X.` / `    Which service fits?` / `    a) ...`: the scenario asked
    nothing and its ask went to the answer (no question was found)."""
    text = (
        "# Quiz\n\n1.  A gardener has clay soil.\n\n    Which change helps?\n\n"
        "    a) Less water\n    b) Grit\n\n    **Answer:** b\n\n"
        "2.  A tray is cold.\n\n    What comes first?\n\n    a) Warmth\n    b) Labels\n\n"
        "    **Answer:** a\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer, c.choices) for c in cards] == [
        ("A gardener has clay soil.\n\nWhich change helps?", "B", {"A": "Less water", "B": "Grit"}),
        ("A tray is cold.\n\nWhat comes first?", "A", {"A": "Warmth", "B": "Labels"}),
    ]

"""Importer layouts met in the tenth (2026-11-30) session's rounds (fresh public documents a
judge imported, the lead mending what they misread).

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from tests.importing import result

# -- code fenced inside a list item keeps every line ------------------------------------------


def test_a_comment_rule_in_a_list_items_code_stays_code() -> None:
    """`17. ### **question**` items (a list numbered on from an earlier part) whose answers
    hold code fenced at the item's indent: a `// ------` line in that code is code, not a
    rule between questions (it was lost)."""
    code = "    ```ts\n    enum A { X }\n    // ------\n    // Strings\n    enum B { Y }\n    ```\n"
    text = (
        "17. ### **What is an enum?**\n\n    Named constants.\n\n"
        + code
        + "\n18. ### **What is a tuple?**\n\n    A fixed list.\n\n"
        "19. ### **What is a union?**\n\n    One of several types.\n"
    )
    got = result(text)
    cards = got.deck.cards
    assert [c.question for c in cards] == [
        "What is an enum?",
        "What is a tuple?",
        "What is a union?",
    ]
    assert "// ------\n// Strings" in cards[0].answer
    assert not got.warnings


def test_a_comment_rule_between_questions_is_still_a_rule() -> None:
    """Guard: outside code, `//-----` between a note's questions stays the separator it is."""
    text = (
        "Q: What is a pointer?\nA: An address.\n//----------\n"
        "Q: What is a reference?\nA: An alias.\n//----------\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a pointer?", "An address."),
        ("What is a reference?", "An alias."),
    ]

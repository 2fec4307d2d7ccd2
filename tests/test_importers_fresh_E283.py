"""Layouts met in the Z195 round, on made-up documents: a choice question's options in a
two-column table whose right row ends with a tick or a `(Correct)` (`| B | **text** ✓ |`)."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


_TABLE_QUIZ = (
    "# Kitchen quiz\n\n"
    "**Question:** Which tool beats egg whites fastest?\n"
    "| Choice | Text |\n|---|---|\n"
    "| A | A spoon |\n| B | **A balloon whisk** ✓ |\n| C | A ladle |\n\n"
    "**Question:** Salt raises the boiling point of water a little.\n"
    "| Option | Answer |\n|--------|--------|\n| A | **True** ✔ |\n| B | False |\n\n"
    "**Question:** Which oil smokes first?\n"
    "| Option | Answer |\n|---|---|\n| a | Butter (Correct) |\n| b | Rapeseed oil |\n"
)


def test_a_table_row_ticked_after_its_text_is_the_key() -> None:
    """A letter | text table under a question is its options; the row ending with a tick
    (after bold or not) or `(Correct)` is the key, the mark and the bold dropped."""
    assert _cards(_TABLE_QUIZ) == [
        (
            "Which tool beats egg whites fastest?",
            "B",
            {"A": "A spoon", "B": "A balloon whisk", "C": "A ladle"},
        ),
        ("Salt raises the boiling point of water a little.", "A", {"A": "True", "B": "False"}),
        ("Which oil smokes first?", "A", {"A": "Butter", "B": "Rapeseed oil"}),
    ]
    assert result(_TABLE_QUIZ).warnings == ()


def test_a_table_ticking_every_row_or_none_stays_the_answer() -> None:
    """Guard: a lettered table whose every row is ticked, or none, tells no key: it stays the
    answer as written."""
    text = (
        "# Tally\n\n### Which tools are there?\n\n"
        "| Letter | Tool |\n|---|---|\n| A | Spoon ✓ |\n| B | Ladle ✓ |\n\n"
        "### Which steps passed?\n\n"
        "| Step | Result |\n|---|---|\n| A | Pass |\n| B | Fail |\n"
    )
    assert _cards(text) == [
        (
            "Which tools are there?",
            "| Letter | Tool |\n|---|---|\n| A | Spoon ✓ |\n| B | Ladle ✓ |",
            {},
        ),
        ("Which steps passed?", "| Step | Result |\n|---|---|\n| A | Pass |\n| B | Fail |", {}),
    ]

"""Layouts met in judge round Z206, on made-up documents: questions written as top-level
headings numbered from `# 1.` (the first was taken for the title), and a no-break space
after a question's number."""

from __future__ import annotations

from tests.importing import result

_NUMBERED_H1 = """\
# 1. Explain what a closure keeps

The variables of the scope it was made in.

# 2. Name the falsy values

false, 0, "", null, undefined and NaN.

# 3. Tell what hoisting moves

Declarations, to the top of their scope.
"""


def test_a_first_numbered_heading_over_its_siblings_is_a_question() -> None:
    """`# 1. x` over `# 2. y`, `# 3. z`, with no deeper heading: the first question, not the
    deck's name (it and its answer were lost without a word)."""
    imported = result(_NUMBERED_H1, "js.md")
    assert imported.deck.name == "js"
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "Explain what a closure keeps", "The variables of the scope it was made in."),
        ("q02", "Name the falsy values", 'false, 0, "", null, undefined and NaN.'),
        ("q03", "Tell what hoisting moves", "Declarations, to the top of their scope."),
    ]
    assert imported.warnings == ()


def test_a_numbered_first_heading_over_unnumbered_ones_stays_the_title() -> None:
    """Guard: `# 1. Kotlin notes` over headings not numbered on from it is the title."""
    text = (
        "# 1. Kotlin notes\n\n"
        "# What is a data class\n\nA class that only holds data.\n\n"
        "# What is a sealed class\n\nA closed hierarchy.\n"
    )
    imported = result(text, "kt.md")
    assert imported.deck.name == "1. Kotlin notes"
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a data class", "A class that only holds data."),
        ("What is a sealed class", "A closed hierarchy."),
    ]


def test_numbered_chapters_over_deeper_questions_keep_the_first_as_title() -> None:
    """Guard: `# 1. Basics` over `# 2.`, `# 3.` that hold `##` questions are chapters; the
    rule leaves such a page as it was read."""
    text = (
        "# 1. Basics\n\n## What is a tuple?\n\nAn immutable sequence.\n\n"
        "# 2. Collections\n\n## What is a dict?\n\nA hash map.\n\n"
        "# 3. Control flow\n\n## What does break do?\n\nLeaves the loop.\n"
    )
    imported = result(text, "py.md")
    assert imported.deck.name == "1. Basics"
    assert [c.question for c in imported.deck.cards] == [
        "What is a tuple?",
        "What is a dict?",
        "What does break do?",
    ]

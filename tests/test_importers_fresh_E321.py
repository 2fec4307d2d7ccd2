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


def test_a_no_break_space_after_a_headings_number_still_makes_a_question() -> None:
    """`# 2.\\u00a0x` (and a narrow no-break space after `3.`): the heading was glued into the
    answer above, without a warning."""
    text = (
        "# Collections\n\n"
        "## 1. What is a list\n\nAn ordered collection.\n\n"
        "## 2.\u00a0 What is a set\n\nAn unordered collection.\n\n"
        "## 3.\u202fWhat is a map\n\nKey to value pairs.\n"
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What is a list", "An ordered collection."),
        ("q02", "What is a set", "An unordered collection."),
        ("q03", "What is a map", "Key to value pairs."),
    ]
    assert imported.warnings == ()


def test_a_no_break_space_after_a_list_items_number_still_makes_a_question() -> None:
    """`1.\\u00a0What is X?` as a numbered item: the question and its answer were dropped."""
    text = (
        "# Quiz\n\n"
        "1.\u00a0What is a queue?\n\nFirst in, first out.\n\n"
        "2. What is a stack?\n\nLast in, first out.\n\n"
        "3.\u3000What is a heap?\n\nA tree kept in order.\n"
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What is a queue?", "First in, first out."),
        ("q02", "What is a stack?", "Last in, first out."),
        ("q03", "What is a heap?", "A tree kept in order."),
    ]


def test_a_no_break_space_inside_a_line_is_left_alone() -> None:
    """Guard: only the blank after a line's leading number is read as a space; a no-break
    space between a figure and its unit in an answer stays."""
    text = (
        "## 1. How fast is the bus?\n\nAbout 3.\u00a0GHz, or 100\u00a0MHz on the old one.\n\n"
        "## 2. How wide is it?\n\n64\u00a0bits.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("How fast is the bus?", "About 3.\u00a0GHz, or 100\u00a0MHz on the old one."),
        ("How wide is it?", "64\u00a0bits."),
    ]


def test_a_no_break_space_after_a_number_in_code_is_kept() -> None:
    """Guard: fenced code keeps its blanks as written, `1.\\u00a0` at a line's start too."""
    text = (
        "## 1. What does the script print?\n\nTwo numbered steps:\n\n"
        "```text\n1.\u00a0step one\n2.\u00a0step two\n```\n\n"
        "## 2. Why?\n\nIt is a string.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "What does the script print?",
            "Two numbered steps:\n\n```text\n1.\u00a0step one\n2.\u00a0step two\n```",
        ),
        ("Why?", "It is a string."),
    ]

"""Importer layouts met in the Z189/Z190 judge rounds: each test is the shape of a real
document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used: a `* `
question over its answer in an indented quote, the question opened by a short phrase setting
its context (`In the context of X, describe Y ...`).
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str, source: str = "doc.md") -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in result(text, source).deck.cards]


def test_a_question_named_unanswered_is_not_counted_into_the_introduction() -> None:
    """A list of questions before the first card, each named as a question with no answer:
    the introduction's report counts only the text above them, never one of them again."""
    text = (
        "# Data screening\n\n"
        "These came up in the screening calls for the data team last spring.\n\n"
        "1. Given a large log file, how would you count the error lines in Python\n"
        "2. How do you read a CSV file with pandas?\n"
        "3. What is the difference between a list and a tuple?\n\n"
        "### What is a view?\nA stored query with a name.\n\n"
        "### What is a trigger?\nCode the database runs when a row changes.\n"
    )
    res = result(text, "screen.md")
    assert _cards(text, "screen.md") == [
        ("q01", "What is a view?", "A stored query with a name."),
        ("q02", "What is a trigger?", "Code the database runs when a row changes."),
    ]
    assert [s.line for s in res.skipped] == [5, 6, 7]
    assert [w for w in res.warnings if "introduction" in w] == [
        "screen.md:3: 1 line of introduction before the first question ('These came up in the"
        " screening calls for the data team la...'); not imported"
    ]

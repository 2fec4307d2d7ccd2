"""Importer layouts met on fresh public documents: a quiz of `## Q1 Topic` headings, each over
its question, `- A text` options and a folded `<details>` answer.

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from srs.importers import import_text
from tests.importing import result


def _fold(key: str, *paragraphs: str) -> str:
    """A `<details>` answer fold: the key letter in bold, then the explanation."""
    body = "\n\n".join(paragraphs)
    return f"<details>\n<summary>Answer</summary>\n<div>\n\n**{key}** {body}\n</div>\n</details>\n"


_TREES = (
    "Which split suits a continuous feature?\n\n- A Binary split\n- B Multiway split\n\n"
    + _fold("A", "Binary splits keep the tree general.")
)
_BOUNDARY = (
    "Which points hold a margin up?\n\n- A The farthest ones\n- B The nearest ones\n\n"
    + _fold(
        "B",
        "Draw the points first. Does every point move the boundary?",
        "No: only the nearest ones hold it.",
    )
)
_SCALING = "Why scale inputs for gradient descent?\n\n- A Fewer steps\n- B No outliers\n\n" + _fold(
    "A", "Equal ranges round the loss surface."
)


def _keys(text: str) -> list[tuple[str, str, str]]:
    return [(c.id, c.question.splitlines()[0], c.answer) for c in result(text).deck.cards]


# -- a document that opens right on its first `## Q1 Topic` heading -----------------------------


def test_a_first_labelled_question_heading_is_no_title() -> None:
    text = f"## Q1 Trees\n\n{_TREES}\n## Q2 Scaling\n\n{_SCALING}"
    imported = result(text, source="ml-quiz.md")
    assert _keys(text) == [("q01", "Q1 Trees", "A"), ("q02", "Q2 Scaling", "A")]
    first = imported.deck.cards[0]
    assert first.question == "Q1 Trees\n\nWhich split suits a continuous feature?"
    assert first.choices == {"A": "Binary split", "B": "Multiway split"}
    assert first.explanation == "Binary splits keep the tree general."
    assert imported.deck.name == "ml-quiz"  # named by the file, not by its first question
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_a_titled_labelled_run_keeps_its_title() -> None:
    text = f"# Trees and scaling\n\n## Q1 Trees\n\n{_TREES}\n## Q2 Scaling\n\n{_SCALING}"
    imported = result(text)
    assert imported.deck.name == "Trees and scaling"
    assert [c.question.splitlines()[0] for c in imported.deck.cards] == ["Q1 Trees", "Q2 Scaling"]
    assert imported.warnings == ()


def test_a_labelled_first_heading_over_deeper_questions_stays_the_title() -> None:
    """Near miss: `## Q1 Review` over `###` questions is a part, the document's title."""
    text = """\
## Q1 Review

### What is a list?

An ordered mutable sequence.

### What is a tuple?

An ordered immutable sequence.

## Q2 Review

### What is a set?

An unordered collection of unique items.
"""
    imported = result(text)
    assert imported.deck.name == "Q1 Review"
    assert [c.question for c in imported.deck.cards] == [
        "What is a list?",
        "What is a tuple?",
        "What is a set?",
    ]


def test_a_labelled_first_heading_not_followed_by_its_next_number_stays_the_title() -> None:
    """Near miss: `## Q3 Roadmap` over `## Q7 ...`: no run goes on from it."""
    text = "## Q3 Roadmap\n\nPlans for the quarter.\n\n## What ships first?\n\nThe importer.\n"
    imported = result(text)
    assert imported.deck.name == "Q3 Roadmap"
    assert [c.question for c in imported.deck.cards] == ["What ships first?"]


# -- an answer's fold whose first paragraph asks ------------------------------------------------


def test_an_answer_fold_that_asks_does_not_swallow_its_question() -> None:
    text = (
        f"# ML quiz\n\n## Q1 Trees\n\n{_TREES}\n## Q2 Boundary\n\n{_BOUNDARY}\n"
        f"## Q3 Scaling\n\n{_SCALING}"
    )
    imported = result(text)
    assert _keys(text) == [
        ("q01", "Q1 Trees", "A"),
        ("q02", "Q2 Boundary", "B"),
        ("q03", "Q3 Scaling", "A"),
    ]
    second = imported.deck.cards[1]
    assert second.question == "Q2 Boundary\n\nWhich points hold a margin up?"
    assert second.choices == {"A": "The farthest ones", "B": "The nearest ones"}
    assert second.explanation == (
        "Draw the points first. Does every point move the boundary?\n"
        "No: only the nearest ones hold it."
    )
    assert imported.warnings == ()


def test_both_shapes_together_lose_nothing() -> None:
    text = f"## Q1 Trees\n\n{_TREES}\n## Q2 Boundary\n\n{_BOUNDARY}\n## Q3 Scaling\n\n{_SCALING}"
    imported = import_text(text, source="quiz.md")
    assert [(c.id, c.answer) for c in imported.deck.cards] == [
        ("q01", "A"),
        ("q02", "B"),
        ("q03", "A"),
    ]
    assert imported.warnings == ()


def test_question_lines_outside_a_fold_still_make_a_section_of_notes() -> None:
    """Near miss: two `What is X?` paragraphs over their answers, in no fold, under a heading
    that does not ask: the heading is their section, each paragraph a question."""
    text = """\
# Python notes

## Basics

What is a list?

An ordered mutable sequence.

What is a tuple?

An ordered immutable sequence.

## More

What is a set?

An unordered collection of unique items.

What is a dict?

A mapping of keys to values.
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a list?", "An ordered mutable sequence."),
        ("What is a tuple?", "An ordered immutable sequence."),
        ("What is a set?", "An unordered collection of unique items."),
        ("What is a dict?", "A mapping of keys to values."),
    ]
    assert imported.warnings == ()

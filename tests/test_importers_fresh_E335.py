"""Importer layouts met in judge round Z208 (a behavioural-interview guide): each test is the
shape of a real document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_PLAN = (
    "# Team questions\n\n"
    '### 1. "Tell me about a late release"\n\n'
    "**Skills:** Planning, Calm\n\n"
    "**Looking for:** How you cut scope in time.\n\n"
    '### 2. "Describe a clash with a colleague"\n\n'
    "**Skills:** Tact, Listening\n\n"
    "**Looking for:** How you settle a dispute.\n\n"
    "## Plan your stories\n\n"
)


def test_a_worksheet_table_of_topics_with_empty_cells_is_no_questions() -> None:
    """A table naming a question column whose rows hold a topic each and cells left empty
    to fill (`| Late release | | |`) is a planning grid: reported once as text, never as
    questions without answers."""
    text = _PLAN + (
        "| Question | First story | Second story |\n"
        "|---|---|---|\n"
        "| Late release | | |\n"
        "| Clash with a colleague | [Your story] | N/A |\n"
        "| Biggest lesson | | |\n"
    )
    res = result(text)
    assert [c.question for c in res.deck.cards] == [
        "Tell me about a late release",
        "Describe a clash with a colleague",
    ]
    assert res.deck.cards[1].answer == (
        "**Skills:** Tact, Listening\n\n**Looking for:** How you settle a dispute."
    )
    assert not res.skipped
    assert res.warnings == (
        "doc.md:19: 3 lines of text between questions in no card ('| Late release | | |');"
        " not imported",
    )


def test_a_table_of_questions_with_empty_cells_still_reports_each_question() -> None:
    """Guard: a table whose question cells ask (`| What is a race? | |`) lists questions
    without answers, each reported."""
    text = _PLAN + (
        "| Question | Notes |\n"
        "|---|---|\n"
        "| What is a race condition? | |\n"
        "| Why use a lock? | |\n"
        "| How does a deadlock happen? | |\n"
    )
    res = result(text)
    assert len(res.deck.cards) == 2
    assert len(res.skipped) == 3
    assert all("has no answer" in s.reason for s in res.skipped)


def test_a_repeated_label_with_its_own_value_over_other_labelled_parts_stays() -> None:
    """`**Skills:** Planning` opening every answer, over a paragraph `**Looking for:** ...`:
    one labelled part of several, not the document's word for "answer"; it stays."""
    text = (
        _PLAN
        + '### 3. "Tell me about a mistake"\n\n**Skills:** Honesty\n\n**Looking for:** Growth.\n'
    )
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        (
            "q01",
            "Tell me about a late release",
            "**Skills:** Planning, Calm\n\n**Looking for:** How you cut scope in time.",
        ),
        (
            "q02",
            "Describe a clash with a colleague",
            "**Skills:** Tact, Listening\n\n**Looking for:** How you settle a dispute.",
        ),
        ("q03", "Tell me about a mistake", "**Skills:** Honesty\n\n**Looking for:** Growth."),
    ]


def test_a_repeated_answer_label_over_a_labelled_note_is_still_dropped() -> None:
    """Guard: `**Answer:** ...` opening every answer over `**Note:** ...` is the document's
    word for "answer": it goes, the note stays."""
    text = "".join(
        f"### {n}. What is {w}?\n\n**Answer:** A {w} tool.\n\n**Note:** See the {w} docs.\n\n"
        for n, w in ((1, "git"), (2, "make"), (3, "grep"))
    )
    res = result(text)
    assert [c.answer for c in res.deck.cards] == [
        f"A {w} tool.\n\n**Note:** See the {w} docs." for w in ("git", "make", "grep")
    ]
    assert not res.warnings and not res.skipped

"""Importer layouts met on fresh public documents (round E404): a quiz whose key at the end
names a second series of questions by its own label (`Scenario 2: B`), apart from the
`### Question N` ones. Each test is the shape, written small; none copies a document.
"""

from __future__ import annotations

from tests.importing import result


def _mcq(title: str, stem: str) -> str:
    return f"### {title}\n{stem}\n\nA) red\nB) green\nC) blue\nD) grey\n\n"


def _quiz(middle: str, key: str, tail: str = "") -> str:
    return (
        "# Colour Quiz\n\n## Basics\n\n"
        + _mcq("Question 1", "Which colour is grass?")
        + _mcq("Question 2", "Which colour is the sky?")
        + middle
        + tail
        + "## Answers\n\n1. B - green\n2. C - blue\n"
        + key
    )


_CASES = (
    "## Case Questions\n\n"
    + _mcq("Scenario 1", "A lamp glows over a lawn. What colour is the lawn?")
    + _mcq("Scenario 2", "Fog rolls in at dawn. What colour is the fog?")
)


def test_labelled_key_entries_key_their_own_series() -> None:
    """`Scenario 1: B - ...` keys `### Scenario 1`, never `### Question 1`: the scenarios
    were skipped as unanswered and their key lines taken for questions 1-2 (`gives question
    2 twice`). Here the scenarios stand between numbered questions."""
    more = "## More\n\n" + _mcq("Question 3", "Which colour is a cloud?")
    key = "3. A - red\n\nScenario 1: B - green\nScenario 2: D - grey\n"
    got = result(_quiz(_CASES, key, more))
    cards = got.deck.cards
    assert [(c.id, c.answer) for c in cards] == [
        ("q01", "B"),
        ("q02", "C"),
        ("q03", "B"),
        ("q04", "D"),
        ("q03-2", "A"),
    ]
    assert cards[2].question.endswith("A lamp glows over a lawn. What colour is the lawn?")
    assert cards[3].question.endswith("Fog rolls in at dawn. What colour is the fog?")
    assert [c.explanation for c in cards[:2]] == ["", ""]
    assert got.warnings == ()


def test_labelled_questions_after_the_last_numbered_one_are_kept() -> None:
    """`### Scenario N` headings with options after the last `### Question N`: choice
    questions, not a closing section reported as text in no card."""
    key = "\nScenario 1: B - green\nScenario 2: D - grey\n"
    got = result(_quiz(_CASES, key))
    assert [(c.id, c.answer) for c in got.deck.cards] == [
        ("q01", "B"),
        ("q02", "C"),
        ("q03", "B"),
        ("q04", "D"),
    ]
    assert got.warnings == ()


def test_a_label_no_question_carries_keys_by_number_as_before() -> None:
    """Near miss: `Bonus 1: B` where no question heading is labelled `Bonus`: the word names
    no series of questions here, so the entry keys question 1 by its number, as before."""
    text = (
        "# Colour Quiz\n\n"
        + _mcq("Question 1", "Which colour is grass?")
        + _mcq("Question 2", "Which colour is the sky?")
        + "## Answers\n\nBonus 1: B - green\nBonus 2: C - blue\n"
    )
    got = result(text)
    assert [(c.id, c.answer) for c in got.deck.cards] == [("q01", "B"), ("q02", "C")]


def test_closing_headings_without_options_still_leave_the_questions() -> None:
    """Near miss: plain headings after the last labelled question (`### Tip 1`), with no
    options below: a closing section, reported as text in no card, as before."""
    text = (
        "# Colour Quiz\n\n"
        "### Question 1\nWhich colour is grass?\n\nA) red\nB) green\n\n**Answer:** B\n\n"
        "### Question 2\nWhich colour is the sky?\n\nA) blue\nB) red\n\n**Answer:** A\n\n"
        "## Study Tips\n\n### Tip 1\nRead the whole stem first.\n\n"
        "### Tip 2\nCross out wrong options.\n"
    )
    got = result(text)
    assert [(c.id, c.answer) for c in got.deck.cards] == [("q01", "B"), ("q02", "A")]
    assert any("in no card" in w for w in got.warnings)

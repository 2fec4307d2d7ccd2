"""A topic heading that opens its section, its answer all sub-sections, among question
headings (met in a pt-BR data science Q&A: `## Section` / `### Topic` over `#### Part` /
`### Question?`): each test builds a small made-up document of that shape (never the real
text) and checks what the importer makes of it, with the near misses it must leave alone."""

from __future__ import annotations

from srs.importers import ImportResult, import_text


def result(text: str, source: str = "doc.md") -> ImportResult:
    return import_text(text, source=source)


def _sectioned(sections: str) -> str:
    """A page of two sections; the second opens on a topic heading over two `####` parts."""
    return (
        "# Model notes\n\n## Training\n\n"
        f"{sections}"
        "## Evaluation\n\n"
        "### Resampling\n\n"
        "#### Single split\n\n"
        "Train on one part and score on the other; cheap but noisy.\n\n"
        "#### Repeated folds\n\n"
        "Rotate the held-out part and average the scores; costlier but steadier.\n\n"
        "### Why hold data back until the end?\n\n"
        "So the last score comes from rows the model never saw.\n"
    )


def test_a_topic_heading_opening_its_section_over_parts_is_a_question() -> None:
    """Between questions at its level, across its section's title: its parts are its answer."""
    got = result(_sectioned("### What does a penalty term do?\n\nIt shrinks large weights.\n\n"))
    cards = got.deck.cards
    assert [(c.id, c.question) for c in cards] == [
        ("q01", "What does a penalty term do?"),
        ("q02", "Resampling"),
        ("q03", "Why hold data back until the end?"),
    ]
    answer = cards[1].answer
    assert answer.startswith("#### Single split\n\nTrain on one part")
    assert "#### Repeated folds\n\nRotate the held-out part" in answer
    assert answer.endswith("costlier but steadier.")
    assert cards[0].answer == "It shrinks large weights."
    assert got.warnings == ()
    assert got.skipped == ()


def test_the_same_among_many_questions_keeps_every_sibling() -> None:
    """Where most headings ask, the topic heading is one more card, nothing else moves."""
    asked = "".join(
        f"### Why does {w} matter?\n\nBecause {w} changes the fit.\n\n"
        for w in ("scaling", "leakage", "imbalance")
    )
    got = result(_sectioned(asked))
    assert [c.question for c in got.deck.cards] == [
        "Why does scaling matter?",
        "Why does leakage matter?",
        "Why does imbalance matter?",
        "Resampling",
        "Why hold data back until the end?",
    ]
    assert [c.id for c in got.deck.cards] == ["q01", "q02", "q03", "q04", "q05"]
    assert "Rotate the held-out part" in got.deck.cards[3].answer
    assert got.warnings == ()


def test_a_topic_heading_grouping_question_sub_headings_stays_a_title() -> None:
    """Near miss: under the section, the topic's sub-headings ask; they are the questions."""
    text = (
        "# Model notes\n\n## Training\n\n"
        "### What does a penalty term do?\n\nIt shrinks large weights.\n\n"
        "## Evaluation\n\n"
        "### Resampling\n\n"
        "#### What is a single split?\n\nTrain on one part and score on the other.\n\n"
        "#### What are repeated folds?\n\nRotate the held-out part and average.\n\n"
        "### Why hold data back until the end?\n\n"
        "So the last score comes from rows the model never saw.\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "What does a penalty term do?",
        "What is a single split?",
        "What are repeated folds?",
        "Why hold data back until the end?",
    ]
    assert got.warnings == ()


def test_a_topic_heading_before_the_first_question_at_its_level_stays_a_title() -> None:
    """Near miss: no question at its level before its section: an overview, as before."""
    text = (
        "# Model notes\n\n## About\n\n"
        "### This page\n\n"
        "#### Scope\n\nCollected from course notes and old exams over two years.\n\n"
        "### What does a penalty term do?\n\nIt shrinks large weights.\n\n"
        "### Why hold data back until the end?\n\nSo the last score is honest.\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "What does a penalty term do?",
        "Why hold data back until the end?",
    ]
    (warning,) = got.warnings
    assert "Collected from course notes" in warning


def test_a_topic_heading_closing_a_section_before_a_new_one_is_unchanged() -> None:
    """Near miss: the first heading of the next section asks; the topic heading that closes
    the section before it, with few questions at its level, is read as before: its parts
    are reported, not made a card from one sibling above."""
    text = (
        "# Model notes\n\n## Training\n\n"
        "### What does a penalty term do?\n\nIt shrinks large weights.\n\n"
        "### Resampling\n\n"
        "#### Single split\n\nTrain on one part and score on the other.\n\n"
        "## Evaluation\n\n"
        "### Why hold data back until the end?\n\nSo the last score is honest.\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "What does a penalty term do?",
        "Why hold data back until the end?",
    ]
    (warning,) = got.warnings
    assert "Train on one part" in warning

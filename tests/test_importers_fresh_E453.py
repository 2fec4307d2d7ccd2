"""Importer layouts met in judge round Z259: a course page whose interview questions are
numbered items that ask (`1. **What is X?**` over `- **Answer**: ...`), beside a topic
outline (`### 1. Topic` over bullets) and lists of titled points (`1. **Speed**` over
sub-bullets) that ask nothing.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from srs.importers import ImportResult
from tests.importing import result

_QUESTIONS = (
    "1. **What is a spade for?**\n   - **Answer**: Digging and turning soil.\n\n"
    "2. **When do you sharpen shears?**\n   - **Answer**: Before each season.\n\n"
    "3. **Why oil a hinge?**\n   - **Answer**: To stop rust and squeaks.\n\n"
)
_ASKED = ["What is a spade for?", "When do you sharpen shears?", "Why oil a hinge?"]
_ANSWERED = ["Digging and turning soil.", "Before each season.", "To stop rust and squeaks."]

_COURSE = (
    "# Garden Tools\n\n"
    "## Overview\n\nThis page tours the tools of a small garden.\n\n"
    "## Main Topics\n\n"
    "### 1. Spades\n- Digging beds\n- Edging lawns\n\n"
    "### 2. Shears\n- Hedges\n- Topiary\n\n"
    "## Why Tools Matter\n\n"
    "1. **Speed**\n   - Less time per bed\n   - Fewer trips to the shed\n\n"
    "2. **Care**\n   - Clean cuts heal faster\n\n"
    "## Interview Questions\n\n" + _QUESTIONS + "## Best Practices\n\n"
    "1. **Storage**\n   - Hang tools on a wall\n\n"
    "2. **Cleaning**\n   - Brush off soil after use\n"
)


def _cards(res: ImportResult) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in res.deck.cards]


def test_outline_and_titled_points_beside_asking_questions_are_no_cards() -> None:
    """The outline's `### 1. Spades` headings, the `1. **Speed**` list and the `## Best
    Practices` list ask in none of their titles or siblings: course text, reported, never
    carded. The three questions that ask are the cards, their labels dropped."""
    res = result(_COURSE)
    assert _cards(res) == [
        ("q01", _ASKED[0], _ANSWERED[0]),
        ("q02", _ASKED[1], _ANSWERED[1]),
        ("q03", _ASKED[2], _ANSWERED[2]),
    ]
    assert not res.skipped
    assert res.warnings == (
        "doc.md:5: 10 lines of introduction before the first question ('This page tours the "
        "tools of a small garden.'); not imported",
        "doc.md:39: 4 lines of text between questions in no card ('1. **Storage**'); not imported",
    )


def test_titled_points_after_the_questions_are_no_cards() -> None:
    """Without any outline: a list of bold titles over bullets after three numbered
    questions that ask is the page's notes, reported in full."""
    text = (
        "# Garden Q&A\n\n"
        + _QUESTIONS
        + (
            "## Tips\n\n1. **Storage**\n   - Hang tools on a wall\n   - Keep them dry\n\n"
            "2. **Cleaning**\n   - Brush off soil after use\n"
        )
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == list(
        zip(_ASKED, _ANSWERED, strict=True)
    )
    assert res.warnings == (
        "doc.md:14: 5 lines of text between questions in no card ('1. **Storage**'); not imported",
    )


def test_outline_headings_before_the_questions_are_no_cards() -> None:
    """Without any titled list: `### 1. Topic` headings over bullets before three numbered
    questions that ask are the page's outline."""
    text = (
        "# Garden Q&A\n\n## Topics\n\n"
        "### 1. Spades\n- Digging raised beds in early spring\n- Edging the lawn by the path\n\n"
        "### 2. Shears\n- Shaping hedges twice a year\n- Cutting back dead stems\n\n"
        "## Questions\n\n" + _QUESTIONS
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == list(
        zip(_ASKED, _ANSWERED, strict=True)
    )
    assert res.warnings == (
        "doc.md:6: 4 lines of introduction before the first question ('Digging raised beds "
        "in early spring'); "
        "not imported",
    )


def test_a_glossary_of_numbered_headings_keeps_its_terms() -> None:
    """Near miss: a page of `### 1. Term` headings over bullets and nothing that asks is a
    glossary; its terms are the prompts, as before."""
    text = (
        "# Garden Terms\n\n"
        "### 1. Mulch\n- A layer over soil\n- Keeps moisture in\n\n"
        "### 2. Compost\n- Rotted plant matter\n\n"
        "### 3. Loam\n- Sand, silt and clay\n"
    )
    res = result(text)
    assert _cards(res) == [
        ("q01", "Mulch", "- A layer over soil\n- Keeps moisture in"),
        ("q02", "Compost", "- Rotted plant matter"),
        ("q03", "Loam", "- Sand, silt and clay"),
    ]
    assert not res.warnings and not res.skipped


def test_titles_among_an_asking_sibling_stay_questions() -> None:
    """Near miss: a titled list or numbered headings over bullets, one of whose siblings asks,
    is written as a list of questions: every title stays a card."""
    items = (
        "## More\n\n1. **Pruning**\n   - Cut above a bud\n\n"
        "2. **Which saw cuts green wood?**\n   - A pruning saw\n"
    )
    headed = "## Tools\n\n### 1. Shears\n- Hedges\n\n### 2. Which saw cuts green wood?\n- A saw\n"
    for tail, first in ((items, "Pruning"), (headed, "Shears")):
        cards = result("# Garden Q&A\n\n" + _QUESTIONS + tail).deck.cards
        assert [c.question for c in cards] == [*_ASKED, first, "Which saw cuts green wood?"]


def test_titles_answered_in_prose_stay_questions() -> None:
    """Near miss: titled items answered in a paragraph, not in bullets, among questions that
    ask, are topics the page explains: cards, as before."""
    text = (
        "# Garden Q&A\n\n"
        + _QUESTIONS
        + (
            "## Topics\n\n"
            "1. **Pruning**\n\n   Cut just above an outward-facing bud so the plant grows open.\n\n"
            "2. **Mulching**\n\n   Spread it thin in spring, after the soil warms.\n"
        )
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [*_ASKED, "Pruning", "Mulching"]
    assert cards[3].answer == "Cut just above an outward-facing bud so the plant grows open."


def test_two_asking_questions_do_not_set_the_rhythm() -> None:
    """Near miss: with fewer than three numbered questions that ask, the outline headings
    over bullets are cards as before (one or two asking items may be its own topics)."""
    text = (
        "# Garden\n\n### 1. Spades\n- Digging beds\n\n### 2. Shears\n- Hedges\n\n"
        "## Questions\n\n1. **What is a spade for?**\n   - **Answer**: Digging.\n\n"
        "2. **Why oil a hinge?**\n   - **Answer**: To stop rust.\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "Spades",
        "Shears",
        "What is a spade for?",
        "Why oil a hinge?",
    ]


def test_titles_over_an_answer_label_or_a_running_count_stay_questions() -> None:
    """Near miss: a titled list whose points hold an answer label (`- **Answer**: ...`), or
    whose count runs on from the questions before it, is a list of questions (tasks that do
    not end with `?`): cards, as before."""
    labelled = (
        "## Tasks\n\n1. **Define mulch.**\n   - **Answer**: A layer spread over soil.\n\n"
        "2. **Name a loam.**\n   - **Answer**: Sandy loam.\n"
    )
    running = (
        "## Tasks\n\n4. **Pair each tool with its job:**\n   - Spade: digging\n\n"
        "5. **Pair each plant with its season:**\n   - Tulip: spring\n"
    )
    for tail, titles in (
        (labelled, ["Define mulch.", "Name a loam."]),
        (running, ["Pair each tool with its job", "Pair each plant with its season"]),
    ):
        cards = result("# Garden Q&A\n\n" + _QUESTIONS + tail).deck.cards
        assert [c.question for c in cards] == [*_ASKED, *titles]

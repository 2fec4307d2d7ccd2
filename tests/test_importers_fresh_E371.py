"""Importer layouts met in rounds Z217 and Z219: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_NUMBERED = "".join(
    f"### {n}. {q}\n\n**Answer:** {a}\n\n"
    for n, (q, a) in enumerate(
        [
            ("What is loam?", "A mix of sand, silt and clay."),
            ("Why test soil pH?", "Plants take up nutrients best in a range."),
            ("What is compost?", "Decayed organic matter."),
            ("How deep should you dig?", "One spade's depth."),
            ("When should you water?", "Early in the morning."),
            ("What is mulch for?", "It keeps the moisture in."),
            ("What is drip irrigation?", "Water delivered slowly at the roots."),
            ("How do you spot overwatering?", "Yellow leaves and soggy soil."),
        ],
        start=1,
    )
)

_INTRO = (
    "# Garden questions\n\n## Introduction\n\n"
    "This page gathers the questions people ask at the allotment, with short answers that a "
    "beginner can act on straight away, and a few notes on where each comes from.\n"
    "Read it in order or jump to a section.\n\n"
    "### What is gardening?\n\nGrowing plants on purpose, for food or for joy.\n\n"
    "### Who is this for?\n\n- Beginners\n- Allotment holders\n\n"
    "## Contents\n\n1. [Soil](#soil)\n2. [Water](#water)\n\n## Soil\n\n"
)


def test_asking_headings_above_numbered_question_headings_are_the_introduction() -> None:
    """`### 1. Q` headings with `**Answer:**` labels, above them an introduction whose own
    headings ask (`### What is X?`, `### Who is this for?`): the introduction, in no card."""
    res = result(_INTRO + _NUMBERED)
    cards = res.deck.cards
    assert len(cards) == 8
    assert [c.id for c in cards] == [f"q{n:02d}" for n in range(1, 9)]
    assert (cards[0].question, cards[0].answer) == (
        "What is loam?",
        "A mix of sand, silt and clay.",
    )
    assert (cards[-1].question, cards[-1].answer) == (
        "How do you spot overwatering?",
        "Yellow leaves and soggy soil.",
    )
    assert not any(c.question.startswith(("What is gardening", "Who is")) for c in cards)
    assert not res.skipped
    assert res.warnings == (
        "doc.md:5: 5 lines of introduction before the first question ('This page gathers the "
        "questions people ask at the allotme...'); not imported",
    )


def test_a_part_of_unnumbered_questions_before_the_numbered_part_stays() -> None:
    """Guard: three asking headings with answers above eight numbered ones are a part of
    the page's questions (a warm-up), not a preface of two or so headings."""
    warm_up = (
        "# Garden questions\n\n## Warm-up\n\n"
        "### What is a seed?\n\nA plant's start.\n\n"
        "### What is a bulb?\n\nA stored plant underground.\n\n"
        "### What is a weed?\n\nA plant where you do not want it.\n\n## Soil\n\n"
    )
    questions = [c.question for c in result(warm_up + _NUMBERED).deck.cards]
    assert questions[:3] == ["What is a seed?", "What is a bulb?", "What is a weed?"]
    assert len(questions) == 11


def test_asking_headings_above_too_few_numbered_questions_stay_cards() -> None:
    """Guard: with fewer than eight numbered questions the numbers may be a short list inside
    the page, and the asking headings above them are questions as before."""
    seven = _NUMBERED.split("### 8.")[0]
    res = result(_INTRO + seven)
    questions = [c.question for c in res.deck.cards]
    assert questions[:2] == ["What is gardening?", "Who is this for?"]
    assert len(questions) == 9

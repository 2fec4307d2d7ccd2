"""Layouts met in judge rounds Z138/Z139, on made-up documents: a quiz whose `**Question N:**`
blocks (in any order) are answered in a separate key of `**Answer N:**` blocks."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.id, c.question, c.answer, dict(c.choices)) for c in deck.cards]


_TITLED_KEY = (
    "# Garden quiz\n\n"
    "## The questions\n\n"
    "**Question 3:**\n"
    "Which gas do leaves take in?\n\n"
    "A) Oxygen\n"
    "B) Carbon dioxide\n"
    "C) Helium\n\n"
    "**Question 1:**\n"
    '**True or False:** "Moss needs soil to grow."\n\n'
    "If false, say what it grows on.\n\n"
    "**Question 2:**\n"
    "Name two things a seedling needs besides water.\n\n"
    "---\n\n"
    "## Answer Key\n\n"
    "### Part 1\n\n"
    "**Answer 2:**\n"
    "Two needs:\n"
    "1. Light\n"
    "2. Warmth\n\n"
    "Either order is fine.\n\n"
    "---\n\n"
    "**Answer 1:**\n"
    "**FALSE** - it grows on bare rock and bark.\n\n"
    "### Part 2\n\n"
    "**Answer 3:**\n"
    "**B) Carbon dioxide**\n\n"
    "Leaves breathe it in through their pores.\n"
)


def test_a_titled_answer_key_answers_each_question_by_its_number() -> None:
    """`**Answer N:**` blocks in a key after the questions: each is the whole answer of the
    question numbered N, its numbered list and paragraphs kept (never item 1 taken as the
    answer of question 1); a choice question's key is read from its block; a question's
    second paragraph stays in the question."""
    assert _cards(_TITLED_KEY) == [
        (
            "q03",
            "Which gas do leaves take in?",
            "B",
            {"A": "Oxygen", "B": "Carbon dioxide", "C": "Helium"},
        ),
        (
            "q01",
            'True or False: "Moss needs soil to grow."\n\nIf false, say what it grows on.',
            "**FALSE** - it grows on bare rock and bark.",
            {},
        ),
        (
            "q02",
            "Name two things a seedling needs besides water.",
            "Two needs:\n1. Light\n2. Warmth\n\nEither order is fine.",
            {},
        ),
    ]
    assert result(_TITLED_KEY).deck.cards[0].explanation == (
        "Leaves breathe it in through their pores."
    )
    assert result(_TITLED_KEY).skipped == ()


def test_a_titled_key_entry_for_no_question_is_reported() -> None:
    """An `**Answer 4:**` block with no question 4 is named in a warning, not dropped in
    silence; the key's title under a short last question is no part of that question."""
    text = (
        "**Question 1:**\nWhat is a leaf?\n\n**Question 2:**\nWho grows trees?\n\n"
        "## Answer Key\n\n**Answer 1:**\nA green organ.\n\n**Answer 2:**\nGardeners.\n\n"
        "**Answer 4:**\nNobody asked.\n"
    )
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("What is a leaf?", "A green organ."),
        ("Who grows trees?", "Gardeners."),
    ]
    assert any(
        "answer key lists question 4, which is not in the document" in w
        for w in result(text).warnings
    )


def test_a_key_of_numbered_lines_still_answers_by_number() -> None:
    """Guard: a key written as plain numbered lines (no `**Answer N:**` titles) keys each
    question by the line's number, as before."""
    text = (
        "**Question 1:**\nWhat colour is moss?\n\n**Question 2:**\nWhat colour is bark?\n\n"
        "## Answer Key\n\n1. Green\n2. Brown\n"
    )
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("What colour is moss?", "Green"),
        ("What colour is bark?", "Brown"),
    ]


def test_a_titled_key_entry_may_give_its_letter_on_the_title_line() -> None:
    """`**Answer 1:** B`: the title's own text is the entry's (here, its letter); before, no
    question of such a key had an answer."""
    text = (
        "**Question 1:**\nWhich is a tree?\n\nA) Moss\nB) Oak\n\n"
        "**Question 2:**\nWhich is a fern?\n\nA) Bracken\nB) Ivy\n\n"
        "## Answer Key\n\n**Answer 1:** B\n\n**Answer 2:** A\n"
    )
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("Which is a tree?", "B"),
        ("Which is a fern?", "A"),
    ]

"""Importer layouts met in round Z249 (fresh public documents a judge imported, the lead
mending what they misread): a plain-text exam whose options stand one to a paragraph with no
letter, the right one marked at its end by an arrow and a word (` <- Correct`).

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


# -- plain option paragraphs marked ` <- Correct`, questions between `*****` rules ------------

_RULED_EXAM = (
    "Fastest way to boil water\r\n\r\n"
    "Use a kettle <- Correct\r\n\r\nUse a candle\r\n\r\nUse sunlight\r\n\r\n"
    "*****************\r\n\r\n"
    "Which planet is known as the red planet?\r\n\r\n"
    "Venus\r\n\r\nMars <- Correct\r\n\r\nJupiter\r\n\r\nSaturn\r\n\r\n"
    "*****************\r\n\r\n"
    "Describe how a rainbow forms.\r\n\r\n"
    "*****************\r\n\r\n"
    "Which of these can fly?\r\n\r\n"
    "Penguin\r\n\r\nOstrich\r\n\r\nSparrow\r\n\r\n"
    "*****************\r\n\r\n"
    "Which gas do plants absorb?\r\n\r\n"
    "Oxygen\r\n\r\nNitrogen\r\n\r\nCarbon dioxide <- Correct\r\n"
)


def test_plain_options_marked_by_a_back_arrow_are_keyed_choice_cards() -> None:
    """Each option a paragraph of its own with no letter, the right one ending in `<-
    Correct`: choice cards keyed by position, the mark gone from the option. The first
    question, which does not ask (`Fastest way to boil water`), opens the page over its
    marked options: a question, not the deck's title with its options as an introduction."""
    imported = result(_RULED_EXAM)
    assert [(c.question, c.answer, dict(c.choices)) for c in imported.deck.cards] == [
        (
            "Fastest way to boil water",
            "A",
            {"A": "Use a kettle", "B": "Use a candle", "C": "Use sunlight"},
        ),
        (
            "Which planet is known as the red planet?",
            "B",
            {"A": "Venus", "B": "Mars", "C": "Jupiter", "D": "Saturn"},
        ),
        (
            "Which gas do plants absorb?",
            "C",
            {"A": "Oxygen", "B": "Nitrogen", "C": "Carbon dioxide"},
        ),
    ]
    assert imported.deck.name == "doc"  # named by the file: no line of it is a title


def test_unmarked_options_in_a_marked_exam_are_reported_without_a_key() -> None:
    """`Which of these can fly?` over three option paragraphs none marked, in a page that
    marks its other options so: a choice question left without a key, reported, not an open
    card whose answer is its options. The task with no answer is reported too."""
    imported = result(_RULED_EXAM)
    assert [(s.line, s.reason) for s in imported.skipped] == [
        (27, "question #3 has options but no answer letter; skipped"),
        (
            23,
            "'Describe how a rainbow forms.' looks like a question, but no answer was found "
            "for it; not imported",
        ),
    ]


_OTHER_MARKS = """\
Which colour is the sky on a clear day?

Green

Blue <-- correct

Red

Which animal gives wool?

Sheep ← right

Horse

Hen

Which number is even?

Seven

Nine

Four (correct)

Eleven
"""


def test_other_trailing_marks_key_plain_options() -> None:
    """The end marks the readers know elsewhere key plain option paragraphs too: a longer
    arrow (`<-- correct`), a pointing arrow with `right` (`← right`), the bracketed word
    (`(correct)`), with no rule between the questions."""
    assert _cards(_OTHER_MARKS) == [
        ("Which colour is the sky on a clear day?", "B", {"A": "Green", "B": "Blue", "C": "Red"}),
        ("Which animal gives wool?", "A", {"A": "Sheep", "B": "Horse", "C": "Hen"}),
        (
            "Which number is even?",
            "C",
            {"A": "Seven", "B": "Nine", "C": "Four", "D": "Eleven"},
        ),
    ]


def test_one_marked_question_does_not_make_another_list_unkeyed() -> None:
    """One marked question is no evidence that the page marks its options: the next
    question's one-line paragraphs (`Honey` / `Wax` / `Propolis`) stay its open answer."""
    doc = (
        "Which fruit is red?\n\nBanana\n\nCherry <- correct\n\nLemon\n\n"
        "What do bees make?\n\nHoney\n\nWax\n\nPropolis\n"
    )
    imported = result(doc)
    assert [(c.question, c.answer, dict(c.choices)) for c in imported.deck.cards] == [
        ("Which fruit is red?", "B", {"A": "Banana", "B": "Cherry", "C": "Lemon"}),
        ("What do bees make?", "Honey\n\nWax\n\nPropolis", {}),
    ]
    assert imported.skipped == ()


# -- near misses: read as before ---------------------------------------------------------------


def test_unmarked_one_line_paragraphs_stay_an_open_answer() -> None:
    """No line of the page ends with a mark: short paragraphs under a question are its open
    answer, and the heading its title, as before."""
    doc = (
        "# Garden notes\n\nWhat should a beginner grow first?\n\nRadishes\n\nLettuce\n\nBeans\n\n"
        "Why water in the morning?\n\nLess water is lost to the heat of the day.\n"
    )
    imported = result(doc)
    assert imported.deck.name == "Garden notes"
    assert [(c.question, c.answer, dict(c.choices)) for c in imported.deck.cards] == [
        ("What should a beginner grow first?", "Radishes\n\nLettuce\n\nBeans", {}),
        ("Why water in the morning?", "Less water is lost to the heat of the day.", {}),
    ]


def test_a_closing_star_on_a_plain_line_is_its_own_text() -> None:
    """`SELECT *` ends with a star, the mark quiz authors star a lettered key with; on a
    line with no letter it is the query's own text, no key."""
    doc = (
        "Which query lists every row?\n\nSELECT *\n\nSELECT id\n\nSELECT name\n\n"
        "What does a trigger do?\n\nIt runs code when a row changes.\n"
    )
    assert _cards(doc) == [
        ("Which query lists every row?", "SELECT *\n\nSELECT id\n\nSELECT name", {}),
        ("What does a trigger do?", "It runs code when a row changes.", {}),
    ]


def test_a_plain_title_over_questions_stays_the_title() -> None:
    """A first line over a question that asks, with an arrow in an answer (`x -> y`), is the
    deck's title: no option under it ends with a mark."""
    doc = (
        "Kitchen basics\n\nWhy salt pasta water?\n\nIt seasons the pasta -> better taste.\n\n"
        "Why rest meat after cooking?\n\nThe juices settle back into it.\n"
    )
    imported = result(doc)
    assert imported.deck.name == "Kitchen basics"
    assert [c.question for c in imported.deck.cards] == [
        "Why salt pasta water?",
        "Why rest meat after cooking?",
    ]

"""A quiz that numbers every question `N : question` (the colon set off by blanks), one
question typed `N :Question` or `N:Question`, the blank after the colon lost (judge round
Z222, 2026-12-01). The series rule wrote that one `N. Question`, a Markdown list item read
apart from its `N : ` siblings: with an image line under its stem the whole question went
to a "text between questions" warning; without one its card kept the `N :` in its question.

Each document here is made up, small, of the same shape; none is a copy of a real one.
"""

from __future__ import annotations

from srs.importers import ImportResult
from srs.model import Card
from tests.importing import result

_OPTIONS = "a) Amber\nb) Basalt\nc) Chalk\nd) Diorite"


def _question(stem: str, key: str, why: str, *, image: str = "") -> str:
    """One question of the quiz's shape: its stem, an image line or none, lettered options,
    a bold key and a bold description label over the explanation, ruled off twice."""
    picture = f'<img src="Images/{image}" width="400"/>  \n\n' if image else ""
    return (
        f"{stem}  \n\n{picture}{_OPTIONS}\n\n**Answer** {key})  \n\n"
        f"**Description**  \n\n{why}  \n\n---  \n---  \n\n"
    )


def _quiz(second: str, *, image: str = "", first: str = "1 : ") -> str:
    """Three questions numbered `N : `; the second and first numbered as the test says."""
    return (
        _question(f"{first}Which stone is a resin?", "a", "Amber is fossil resin.")
        + _question(f"{second}Which rock is volcanic?", "b", "Basalt cools from lava.", image=image)
        + _question("3 : Which rock is soft and white?", "c", "Chalk is soft limestone.")
    )


def _cards(got: ImportResult) -> list[tuple[str, str, str, str, str]]:
    return [(c.id, c.question, _kind(c), c.answer, c.explanation) for c in got.deck.cards]


def _kind(card: Card) -> str:
    return "choice" if card.choices else "open"


_QUESTIONS = [
    ("q01", "Which stone is a resin?", "choice", "A", "Amber is fossil resin."),
    ("q02", "Which rock is volcanic?", "choice", "B", "Basalt cools from lava."),
    ("q03", "Which rock is soft and white?", "choice", "C", "Chalk is soft limestone."),
]


def test_a_glued_colon_question_with_an_image_is_a_card_keeping_its_image() -> None:
    """`2 :Which ...?` over an image line: a choice card of its own, the image in its
    question, its options and key read; nothing reported as text between questions."""
    got = result(_quiz("2 :", image="rocks.png"))
    cards = got.deck.cards
    assert [(c.id, _kind(c), c.answer) for c in cards] == [
        ("q01", "choice", "A"),
        ("q02", "choice", "B"),
        ("q03", "choice", "C"),
    ]
    assert cards[1].question == "Which rock is volcanic?\n\n![](Images/rocks.png)"
    assert dict(cards[1].choices) == {"A": "Amber", "B": "Basalt", "C": "Chalk", "D": "Diorite"}
    assert cards[1].explanation == "Basalt cools from lava."
    assert got.warnings == ()
    assert got.skipped == ()


def test_a_glued_colon_question_loses_its_number() -> None:
    """Without an image the question was a card, its question `2 :Which ...?`."""
    got = result(_quiz("2 :"))
    assert _cards(got) == _QUESTIONS
    assert got.warnings == ()


def test_a_colon_glued_both_sides_between_spaced_siblings() -> None:
    """`2:Which ...?` in a quiz numbered `N : `: the same question number, written as its
    neighbours are (the series' own mark), the image kept."""
    got = result(_quiz("2:", image="rocks.png"))
    assert [c.question for c in got.deck.cards] == [
        "Which stone is a resin?",
        "Which rock is volcanic?\n\n![](Images/rocks.png)",
        "Which rock is soft and white?",
    ]
    assert got.warnings == ()


def test_the_first_question_glued_over_the_second() -> None:
    """`1 :Which ...?` opening the quiz, `2 : ...` under it: the series starts there."""
    got = result(_quiz("2 : ", first="1 :"))
    assert _cards(got) == _QUESTIONS
    assert got.warnings == ()


_LISTED_WHY = "Two kinds:  \n1 :Basalt from lava flows.  \n2 :Tuff from ash."


def test_a_glued_colon_list_inside_an_explanation_stays_in_it() -> None:
    """Near miss: `1 :Basalt ...`, `2 :Tuff ...` under a line of a description (no
    paragraph of their own, numbered again from 1) are its list, not questions."""
    got = result(_quiz("2 : ").replace("Basalt cools from lava.", _LISTED_WHY))
    assert [(c.question, c.answer, c.explanation) for c in got.deck.cards][1] == (
        "Which rock is volcanic?",
        "B",
        "Two kinds:\n1 :Basalt from lava flows.\n2 :Tuff from ash.",
    )
    assert len(got.deck.cards) == 3
    assert got.warnings == ()


_SERIES_OF_DOTS = """\
1.What is a mineral?

A natural solid.

2.What is a rock?

A mix of minerals.

3:How is chalk made?

From shells.
"""


def test_a_colon_slip_in_a_dotted_series_is_read_as_before() -> None:
    """Near miss: `3:How ...?` in a `1.What` series (no `N : ` neighbour) is still the
    series' question, as it was."""
    got = result(_SERIES_OF_DOTS)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a mineral?", "A natural solid."),
        ("What is a rock?", "A mix of minerals."),
        ("How is chalk made?", "From shells."),
    ]

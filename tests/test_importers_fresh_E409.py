"""Unnumbered choice questions whose stem does not ask (`The tallest tree is:`) over lettered
options and a key, and options pasted onto one line (`a) Xb) Yc) ZAnswer: b`), found in a
judge's round (a Spanish security test, `P: ... por:` over `A)`..`D)` keyed by a trailing `*`;
an OS quiz whose option lines lost their breaks): each stem that did not end with `?` was
folded, options and key, into the explanation of the card above in silence (first in the
document, lost entirely), and each glued line was an open card's raw answer."""

from __future__ import annotations

import pytest

from srs.importers.gluedoptions import glued_options
from tests.importing import result

_STARRED = """\
{label}The tallest tree species is:
A) Oak
B) Coast redwood *
C) Birch
D) Maple

{label}Which fruit grows on a vine?
A) Grape *
B) Apple
C) Mango

{label}A cactus stores water in its{end}
A) Thorns
B) Roots
C) Stem *
"""


@pytest.mark.parametrize("label", ["", "Q: "])
@pytest.mark.parametrize("end", [":", "."])
def test_stems_that_do_not_ask_over_starred_options_are_questions(label: str, end: str) -> None:
    r = result(_STARRED.format(label=label, end=end))
    cards = r.deck.cards
    assert [c.question for c in cards] == [
        "The tallest tree species is:",
        "Which fruit grows on a vine?",
        f"A cactus stores water in its{end}",
    ]
    assert [c.answer for c in cards] == ["B", "A", "C"]
    assert [dict(c.choices) for c in cards] == [
        {"A": "Oak", "B": "Coast redwood", "C": "Birch", "D": "Maple"},
        {"A": "Grape", "B": "Apple", "C": "Mango"},
        {"A": "Thorns", "B": "Roots", "C": "Stem"},
    ]
    assert all(not c.explanation for c in cards)
    assert not r.warnings
    assert not r.skipped


def test_a_stem_over_options_after_a_blank_line_and_a_key_line() -> None:
    r = result(
        "Which bird cannot fly?\n"
        "a) Sparrow\nb) Penguin\nc) Crow\n"
        "Answer: b\n\n"
        "The largest ocean is called:\n\n"
        "a) Atlantic\nb) Indian\nc) Pacific\n"
        "Answer: c\n"
    )
    cards = r.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which bird cannot fly?", "B"),
        ("The largest ocean is called:", "C"),
    ]
    assert dict(cards[1].choices) == {"A": "Atlantic", "B": "Indian", "C": "Pacific"}
    assert not cards[0].explanation
    assert not r.warnings


_GLUED = """\
Which planet is closest to the Sun?
a) Venusb) Mercuryc) Marsd) EarthAnswer: b

The red planet is called:
a) Jupiterb) Saturnc) Marsd) NeptuneAnswer: c
"""


def test_options_glued_on_one_line_with_their_key_are_split() -> None:
    r = result(_GLUED)
    cards = r.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which planet is closest to the Sun?", "B"),
        ("The red planet is called:", "C"),
    ]
    assert [dict(c.choices) for c in cards] == [
        {"A": "Venus", "B": "Mercury", "C": "Mars", "D": "Earth"},
        {"A": "Jupiter", "B": "Saturn", "C": "Mars", "D": "Neptune"},
    ]
    assert all(not c.explanation for c in cards)
    assert not r.warnings


def test_glued_options_pass_gives_each_letter_and_the_key_its_blank() -> None:
    assert glued_options("A) Redb) Greenc) BlueCorrect answer: a") == (
        "A) Redb) Greenc) BlueCorrect answer: a"  # letters in the other case: not a run
    )
    assert glued_options("A) RedB) GreenC) BlueCorrect answer: a") == (
        "A) Red B) Green C) Blue Correct answer: a"
    )


@pytest.mark.parametrize(
    "line",
    [
        "a) call f(b) then g(c) to finish",  # bracketed letters: code, no options
        "a) Ants and bees, or b) wasps",  # one letter after a blank: a sentence's list
        "a) Antsb) Bees and nothing more",  # two glued: too few to be a run of options
        "a) Ants b) Bees c) Wasps",  # spaced already: read as it is
    ],
)
def test_lines_that_are_not_glued_options_stay_as_written(line: str) -> None:
    assert glued_options(f"Intro\n{line}\n") == f"Intro\n{line}\n"


def test_near_miss_unkeyed_lettered_lines_under_a_colon_stay_the_explanation() -> None:
    """Lettered lines under a line that does not ask, with no key: an example in the card
    above's explanation, as before, never a question of its own."""
    r = result(
        "Which bird cannot fly?\n"
        "a) Sparrow\nb) Penguin\nc) Crow\n"
        "Answer: b\n\n"
        "For example, three birds that do fly:\n"
        "a) Eagle\nb) Swallow\nc) Gull\n\n"
        "Which bird lays the largest egg?\n"
        "a) Ostrich\nb) Hen\n"
        "Answer: a\n"
    )
    cards = r.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which bird cannot fly?", "B"),
        ("Which bird lays the largest egg?", "A"),
    ]
    assert cards[0].explanation == (
        "For example, three birds that do fly:\n\na) Eagle\nb) Swallow\nc) Gull"
    )
    assert not r.warnings

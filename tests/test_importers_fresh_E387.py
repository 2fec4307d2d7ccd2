"""Importer layouts met on fresh public documents (round Z225, mended as E387): each test is
the shape of one, written small.

None of these is a copy of a document; each is the layout a real file used and the importer
once misread: a quiz copied from a course page, its options plain paragraphs (no letter, no
bullet), the chosen one in backticks, and a key line naming letters below them.
"""

from __future__ import annotations

from tests.importing import result

_FRUIT = """## 1. Which fruit is yellow when ripe?

Cherry -> red

`Banana`

Plum -> purple

> Answer: `B`


## 2. Which of these are mammals? (Select TWO.)

`Whale`

Trout

Sparrow

`Bat`

> Answer: `A` and `D`


## 3. Which metal is liquid at room temperature?

Iron

Copper -> solid

Lead

`Mercury`

Tin

> Answer: D
"""


def test_paragraph_options_keyed_by_a_letter_below_are_choice_cards() -> None:
    """Three to six one-line paragraphs between a `## N.` question and `> Answer: \\`B\\``:
    the options, lettered A.. in order; they were the question's text and `B` its open
    answer. The backticks that marked the chosen option go (they would give it away)."""
    imported = result(_FRUIT)
    cards = imported.deck.cards
    assert len(cards) == 3
    first, second, third = cards
    assert first.question == "Which fruit is yellow when ripe?"
    assert first.choices == {"A": "Cherry -> red", "B": "Banana", "C": "Plum -> purple"}
    assert first.answer == "B"
    assert third.choices == {
        "A": "Iron",
        "B": "Copper -> solid",
        "C": "Lead",
        "D": "Mercury",
        "E": "Tin",
    }
    assert third.answer == "D"
    assert not second.choices
    assert second.answer == "- Whale\n- Bat"
    assert imported.warnings == (
        "doc.md:22: question 2 has 2 right options (A, D); made an open card",
    )


def test_a_key_of_backticked_letters_names_each() -> None:
    """`Answer: \\`A\\` and \\`D\\``: each letter in its own backticks; the key was read as
    `A` alone (a wrong single key) with "and `D`" as its explanation."""
    text = (
        "Q: Which are even?\n\nA) 2\nB) 3\nC) 5\nD) 4\n\nAnswer: `A`, `D`\n\n"
        "Q: Which are odd?\n\nA) 3\nB) 4\nC) 6\nD) 9\n\nAnswer: `A` and `D`\n"
    )
    imported = result(text)
    assert [(c.choices, c.answer) for c in imported.deck.cards] == [
        ({}, "- 2\n- 4"),
        ({}, "- 3\n- 9"),
    ]
    assert len(imported.warnings) == 2
    assert all("2 right options (A, D)" in w for w in imported.warnings)


_STACK = "## 2. What is a stack?\n\nA last-in, first-out list.\n"


def _near_miss(block: str) -> tuple[list[tuple[str, str]], list[str]]:
    """The cards (question, answer) and the skip reasons of `block` over a plain question."""
    imported = result(block + "\n" + _STACK)
    cards = [(c.question, c.answer) for c in imported.deck.cards if not c.choices]
    assert all(not c.choices for c in imported.deck.cards)
    return cards, [s.reason for s in imported.skipped]


def test_paragraphs_with_a_key_beyond_them_stay_the_question() -> None:
    """Near miss: three paragraphs under a question whose key names `E`, a letter beyond
    them: no options to letter; reported as a letter with no options, as before."""
    cards, skipped = _near_miss("## 1. Pick one\n\nRed\n\nGreen\n\nBlue\n\n> Answer: E\n")
    assert cards == [("What is a stack?", "A last-in, first-out list.")]
    assert len(skipped) == 1
    assert "'E' looks like an option letter but no options were found" in skipped[0]


def test_two_paragraphs_or_a_wrapped_one_are_no_options() -> None:
    """Near miss: two paragraphs (too few to be options), or a paragraph of two lines (prose,
    not an option): left as written, the letter key reported as before."""
    two = "## 1. Pick one\n\nRed\n\nGreen\n\n> Answer: B\n"
    wrapped = "## 1. Pick one\n\nRed\n\nGreen and\nmore green\n\nBlue\n\n> Answer: B\n"
    for text in (two, wrapped):
        cards, skipped = _near_miss(text)
        assert cards == [("What is a stack?", "A last-in, first-out list.")]
        assert len(skipped) == 1
        assert "'B' looks like an option letter but no options were found" in skipped[0]


def test_paragraphs_over_an_answer_in_words_stay_the_answer() -> None:
    """Near miss: an answer in words that opens with a capital `A` (`Answer: A bit of
    both`) names no letter: the paragraphs are no options."""
    text = "## 1. Tabs or spaces?\n\nTabs\n\nSpaces\n\nBoth\n\nAnswer: A bit of both\n"
    cards, skipped = _near_miss(text)
    assert len(cards) == 2
    assert "A bit of both" in cards[0][1]
    assert not skipped


def test_paragraphs_lettered_in_bold_keep_their_own_letters() -> None:
    """Near miss: options already lettered in bold (`**A:** text`), one to a paragraph:
    read by their own letters as before, not lettered again (`A) **A:** text`)."""
    text = "## 1. Pick one\n\n**A:** Red\n\n**B:** Green\n\n**C:** Blue\n\n**Answer: B**\n"
    cards = result(text).deck.cards
    assert [(c.choices, c.answer) for c in cards] == [
        ({"A": "Red", "B": "Green", "C": "Blue"}, "B"),
    ]

"""Importer layouts met on fresh public documents (the round Z273, failure 3): a plain quiz
whose questions are set in by a tab, each over its unlettered options set in by two, the
right one pointed at by an arrow (`-> CREATE TRIGGER`). No arrow was read: every question
was reported unanswered and the import failed.

None of these is a copy of a document; each is the layout a real file used, written small.
"""

from __future__ import annotations

from srs.importers import ImportResult
from tests.importing import result

_QUIZ = [
    ("Which tool prints the calendar?", ["cal", "date", "clock", "time"], "A"),
    ("Which signal number is SIGKILL?", ["1", "15", "9", "2"], "C"),
    ("What does umask control?", ["File size.", "Default permissions.", "File owner."], "B"),
]


def _arrowed(indent: str = "\t", arrow: str = "-> ", quiz: list | None = None) -> ImportResult:
    text = "# Quick Checks\n\n"
    for stem, options, key in quiz or _QUIZ:
        text += f"{indent}{stem}\n"
        for letter, option in zip("ABCD", options, strict=False):
            mark = arrow if letter in key else ""
            text += f"{indent}{indent}{mark}{option}\n"
        text += "\n"
    return result(text, source="quiz.txt")


def test_an_arrow_before_an_unlettered_option_is_its_key() -> None:
    got = _arrowed()
    assert [(c.question, c.answer) for c in got.deck.cards] == [(q, k) for q, _, k in _QUIZ]
    assert got.deck.cards[0].choices == {"A": "cal", "B": "date", "C": "clock", "D": "time"}
    assert got.warnings == ()


def test_spaces_and_a_long_arrow_read_alike() -> None:
    got = _arrowed(indent="    ", arrow="--> ")
    assert [c.answer for c in got.deck.cards] == ["A", "C", "B"]
    assert "->" not in " ".join(" ".join(c.choices.values()) for c in got.deck.cards)


def test_two_arrows_make_the_warned_open_card_of_several_right_options() -> None:
    quiz = [*_QUIZ[:2], ("Which are shells?", ["bash", "vim", "zsh", "less"], "AC")]
    got = _arrowed(quiz=quiz)
    assert [c.answer for c in got.deck.cards[:2]] == ["A", "C"]
    assert got.deck.cards[2].choices == {}
    assert any("right options" in w for w in got.warnings)


def test_arrows_inside_options_mark_nothing() -> None:
    """`Int -> Int`: an arrow in the option's text, not before it."""
    text = """# Haskell

What is the type of `succ` on Int?

A) Int -> Int
B) Int -> Bool
C) Bool

Answer: A

What is the type of `not`?

A) Bool -> Bool
B) Int -> Int

Answer: A
"""
    got = result(text)
    assert [(c.answer, c.choices["A"]) for c in got.deck.cards] == [
        ("A", "Int -> Int"),
        ("A", "Bool -> Bool"),
    ]


def test_notes_with_one_arrowed_run_stay_as_written() -> None:
    """One run pointed at is a note's arrow, not a quiz's key (a quiz has two or more)."""
    text = """# Deploy notes

## How do we roll back?

Steps, in order:

    -> stop the new pods
    restore the old image
    check the logs

Done in five minutes.
"""
    got = result(text)
    assert len(got.deck.cards) == 1
    assert "-> stop the new pods" in got.deck.cards[0].answer

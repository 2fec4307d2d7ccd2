"""Importer layouts met in round Z213: each test is the shape of a real document the importer
misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_MOODLE = (
    "Question 1\nWhich keyword declares a block-scoped variable?\nSelect one:\n\n"
    "a.\nvar\n\nb.\nlet ✔\n\nc.\nfunction\n\n"
    "Question 2\nWhich method adds an item at the end of an array?\nSelect one:\n\n"
    "        a.\n        push() ✓\n\n        b.\n        shift()\n"
)


def test_a_quiz_page_with_each_letter_alone_over_its_option_is_read_as_choices() -> None:
    """A quiz review page pasted as text: `a.` alone, the option's text on the next line, the
    key ticked at its end, `Select one:` between question and options (furniture)."""
    res = result(_MOODLE)
    cards = res.deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        (
            "Which keyword declares a block-scoped variable?",
            "B",
            {"A": "var", "B": "let", "C": "function"},
        ),
        (
            "Which method adds an item at the end of an array?",
            "A",
            {"A": "push()", "B": "shift()"},
        ),
    ]
    assert not res.skipped


def test_a_lone_letter_run_in_another_language_with_two_ticks_is_reported() -> None:
    """The same page in Italian with two ticked options: reported as any question with two
    right options is, never a choice card with one of them."""
    text = (
        "Domanda 1\nQuali sono tipi primitivi?\nScegli una o più alternative:\n\n"
        "a.\nstring ✔\n\nb.\nnumber ✔\n\nc.\nobject\n"
    )
    res = result(text)
    assert [c.question for c in res.deck.cards] == [
        "Quali sono tipi primitivi?\n\n- A) string\n- B) number\n- C) object"
    ]
    assert not res.deck.cards[0].choices
    assert any("2 right options (A, B)" in w for w in res.warnings)


def test_a_letter_over_no_text_or_letters_out_of_order_stay_as_they_are() -> None:
    """Guard: `a.` over a blank and then `b.`, and `(a)` / `(c)` skipping a letter, are no
    run of options: the answers keep their lines."""
    text = (
        "Question 1\nWhat does this print?\n\na.\n\nb.\nSome text here.\n\n"
        "Question 2\nList the steps.\n\n(a)\nOpen the file\n(c)\nClose it\n"
    )
    res = result(text)
    assert [(c.question, c.answer, dict(c.choices)) for c in res.deck.cards] == [
        ("What does this print?", "b.\n\nSome text here.", {}),
        ("List the steps.", "(a)\nOpen the file\n(c)\nClose it", {}),
    ]


def test_a_select_one_line_outside_a_quiz_stays_in_its_answer() -> None:
    """Guard: `Select one:` that is no line over options (an answer's own words) stays."""
    text = "Q: How do you pick a row in the grid?\nA: Click it, then the menu says\nSelect one:\n"
    res = result(text)
    assert [c.answer for c in res.deck.cards] == ["Click it, then the menu says\nSelect one:"]


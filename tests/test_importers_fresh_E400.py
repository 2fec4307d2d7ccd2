"""Importer layouts met on fresh public documents: a plain-text quiz of task boxes.

Each question is a plain line (or a stem broken over several lines), its options right under
it as indented boxes, `[x]` right and `[]` (no blank inside) wrong; some questions have no
options at all. Each test is the shape, written small; none is a copy of a document.
"""

from __future__ import annotations

from srs.importers.escapes import escaped_list_marks
from tests.importing import result

_QUIZ = """\
Which gas do plants take in?
    [] Oxygen
    [x] Carbon dioxide
    [] Helium

Is a tomato a vegetable? True/False?
    [] True
    [x] False

Is the sun a star? True/False?

Which of these are mammals? (Check all that apply.)
    [x] Whale
    [] Shark
    [x] Bat

A force equals a mass times
a
a, the acceleration. True/False?
    [x] True
    [] False
"""


def test_empty_boxes_under_plain_questions_are_options_keyed_by_the_tick() -> None:
    imported = result(_QUIZ)
    cards = imported.deck.cards
    assert [(c.id, c.choices, c.answer) for c in cards if c.choices] == [
        ("q01", {"A": "Oxygen", "B": "Carbon dioxide", "C": "Helium"}, "B"),
        ("q02", {"A": "True", "B": "False"}, "B"),
        ("q05", {"A": "True", "B": "False"}, "A"),
    ]
    assert cards[2].id == "q04"
    assert cards[2].question.startswith("Which of these are mammals? (Check all that apply.)")
    assert cards[2].answer == "- Whale\n- Bat"


def test_a_stem_broken_by_pasted_maths_is_one_question() -> None:
    last = result(_QUIZ).deck.cards[-1]
    assert last.question == "A force equals a mass times\na\na, the acceleration. True/False?"
    assert last.explanation == ""


def test_a_question_without_options_is_reported_not_glued_to_the_one_above() -> None:
    imported = result(_QUIZ)
    assert [(s.line, s.reason) for s in imported.skipped] == [
        (10, "question #3 has no answer; skipped")
    ]
    assert imported.warnings == (
        "doc.md:10: question #3 has no answer; skipped",
        "doc.md:15: question #4 has 2 right options (A, C); made an open card",
    )
    assert all("sun" not in c.explanation + c.answer for c in imported.deck.cards)


def test_a_lone_ticked_box_in_a_quiz_of_boxes_is_the_answer() -> None:
    text = _QUIZ + "\nWhich planet is largest?\n    [x] Jupiter\n"
    last = result(text).deck.cards[-1]
    assert (last.question, last.answer, last.choices) == ("Which planet is largest?", "Jupiter", {})


def test_empty_box_alone_is_no_option() -> None:
    # near miss: `[]` opening a line with no box next to it is an empty list, kept as written
    text = "Falsy values\n\n[] is truthy in Python? No, it is falsy.\n\n- [x] done\n- [] todo\n"
    assert escaped_list_marks(text) == (
        "Falsy values\n\n[] is truthy in Python? No, it is falsy.\n\n- [x] done\n- [ ] todo\n"
    )


def test_indented_answers_under_plain_questions_stay_pairs() -> None:
    # near miss: notes kept as a margin line over its indented answer (no boxes) are Q/A pairs
    text = """\
What is DNS
  It maps names to addresses.

What is TCP
  A reliable byte stream.

What is UDP
  A datagram protocol.

What is ARP
  It maps IP addresses to MAC addresses.
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is DNS", "It maps names to addresses."),
        ("What is TCP", "A reliable byte stream."),
        ("What is UDP", "A datagram protocol."),
        ("What is ARP", "It maps IP addresses to MAC addresses."),
    ]
    assert imported.skipped == ()


def test_a_note_under_options_that_asks_nothing_stays_the_explanation() -> None:
    # near miss: a remark after a question's boxes, no `?`: its explanation, as before
    text = """\
Is a whale a fish? True/False?
    [] True
    [x] False

Whales breathe air and feed their young milk.

Is a bat a bird? True/False?
    [] True
    [x] False
"""
    cards = result(text).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("B", "Whales breathe air and feed their young milk."),
        ("B", ""),
    ]

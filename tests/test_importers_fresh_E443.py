"""Importer layouts met on fresh public documents: a plain-text quiz of task boxes whose
questions sometimes set their boxes apart by one blank line, as an indented task list.

Most questions are a plain line (or a stem broken over lines by pasted maths) with their
boxes right under it (`    [x] right` / `    [] wrong`); now and then a question has a blank
line and then its boxes as an indented list (`    - [x] ...` / `    - [ ] ...`), often after
a `?` that is not the paragraph's end (`... are true? (Check all that apply.)`). Each test is
the shape, written small; none is a copy of a document.
"""

from __future__ import annotations

from tests.importing import result

_QUIZ = """\
Which planet is largest?
    [] Mars
    [x] Jupiter

Is the moon a planet? True/False?

Which gas do plants give off in light?

    [ ] Carbon dioxide
    [x] Oxygen

A force equals a mass times
a
a, the acceleration. True/False? (Pick one.)

    - [x] True
    - [ ] False

Which of these are mammals? (Check all that apply.)

    - [x] Whale
    - [ ] Shark
    - [x] Bat
"""


def test_boxes_after_a_blank_line_are_the_options_of_the_paragraph_above() -> None:
    cards = result(_QUIZ).deck.cards
    assert [(c.id, c.choices, c.answer) for c in cards if c.choices] == [
        ("q01", {"A": "Mars", "B": "Jupiter"}, "B"),
        ("q03", {"A": "Carbon dioxide", "B": "Oxygen"}, "B"),
        ("q04", {"A": "True", "B": "False"}, "A"),
    ]
    assert cards[1].question == "Which gas do plants give off in light?"
    assert all(c.explanation == "" for c in cards)


def test_the_last_question_over_an_indented_task_list_is_its_own_card() -> None:
    imported = result(_QUIZ)
    last = imported.deck.cards[-1]
    assert last.id == "q05"
    assert last.question == (
        "Which of these are mammals? (Check all that apply.)\n\n- A) Whale\n- B) Shark\n- C) Bat"
    )
    assert last.answer == "- Whale\n- Bat"
    assert "doc.md:23: question #5 has 2 right options (A, C); made an open card" in (
        imported.warnings
    )


def test_a_broken_stem_over_boxes_after_a_blank_line_is_whole() -> None:
    card = result(_QUIZ).deck.cards[2]
    assert (
        card.question
        == "A force equals a mass times\na\na, the acceleration. True/False? (Pick one.)"
    )


def test_a_question_without_options_over_such_a_question_is_reported() -> None:
    imported = result(_QUIZ)
    assert [(s.line, s.reason) for s in imported.skipped] == [
        (5, "question #2 has no answer; skipped")
    ]
    assert imported.warnings == (
        "doc.md:5: question #2 has no answer; skipped",
        "doc.md:23: question #5 has 2 right options (A, C); made an open card",
    )
    assert all("moon" not in c.question + c.answer + c.explanation for c in imported.deck.cards)


def test_a_page_of_questions_each_over_an_indented_task_list() -> None:
    text = """\
Which planet is largest?

    - [ ] Mars
    - [x] Jupiter

Which of these are mammals? (Check all that apply.)

    - [x] Whale
    - [ ] Shark
    - [x] Bat
"""
    imported = result(text)
    assert [(c.id, c.choices, c.answer) for c in imported.deck.cards] == [
        ("q01", {"A": "Mars", "B": "Jupiter"}, "B"),
        ("q02", {}, "- Whale\n- Bat"),
    ]
    assert imported.skipped == ()


def test_an_unticked_list_after_a_blank_line_stays_the_explanation() -> None:
    # near miss: a to-do list (no box ticked) under a paragraph that asks is no question's key
    text = """\
Which planet is largest?
    [] Mars
    [x] Jupiter

Things to bring on the trip? A short list:

    - [ ] Water
    - [ ] Map
"""
    imported = result(text)
    assert [(c.question, c.answer, c.explanation) for c in imported.deck.cards] == [
        (
            "Which planet is largest?",
            "B",
            "Things to bring on the trip? A short list:\n\n    - [ ] Water\n    - [ ] Map",
        )
    ]
    assert imported.warnings == ()


def test_a_statement_over_ticked_boxes_stays_the_explanation() -> None:
    # near miss: a paragraph that asks nothing over an indented ticked list: a note, as before
    text = """\
Which planet is largest?
    [] Mars
    [x] Jupiter

Jupiter is a gas giant, and these are the checks we made.

    - [x] Looked it up
    - [ ] Measured it
"""
    imported = result(text)
    assert len(imported.deck.cards) == 1
    assert imported.deck.cards[0].explanation.startswith("Jupiter is a gas giant")
    assert imported.warnings == ()

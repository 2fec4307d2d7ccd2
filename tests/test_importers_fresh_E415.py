"""Importer layouts met on fresh public documents: task boxes glued to their dash.

A quiz numbers its questions (`2. Pros of X:`, some stems ending with a colon, not a `?`) and
writes each one's options as task boxes typed without the blank after the dash (`-[ ] wrong`,
`-[x] right`), which Markdown reads as a paragraph, not a task list; some questions tick
several boxes, all of them, or tick several among more boxes than option letters. Each test
is the shape, written small; none is a copy of a document.
"""

from __future__ import annotations

from srs.importers.escapes import escaped_list_marks
from tests.importing import result

_BREAK = "  "
"""Two blanks ending an option's line, a hard break, as the documents type them."""

_GLUED = f"""\
1. Which animal barks?

-[ ] Cat{_BREAK}
-[x] Dog{_BREAK}
-[ ] Cow

2. Traits of a mammal:

-[x] has hair{_BREAK}
-[ ] lays no eggs ever

3. Which planet is red?

-[ ] Venus{_BREAK}
-[x] Mars
"""


def test_glued_boxes_under_a_colon_stem_are_its_options() -> None:
    imported = result(_GLUED)
    assert [(c.id, c.question, c.choices, c.answer) for c in imported.deck.cards] == [
        ("q01", "Which animal barks?", {"A": "Cat", "B": "Dog", "C": "Cow"}, "B"),
        ("q02", "Traits of a mammal:", {"A": "has hair", "B": "lays no eggs ever"}, "A"),
        ("q03", "Which planet is red?", {"A": "Venus", "B": "Mars"}, "B"),
    ]
    assert all(c.explanation == "" for c in imported.deck.cards)
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_glued_boxes_all_ticked_are_an_open_card_as_spaced_ones_are() -> None:
    text = _GLUED + f"\n4. Uses of salt:\n\n-[x] seasoning{_BREAK}\n-[x] preserving\n"
    for typed in (text, text.replace("-[", "- [")):
        imported = result(typed)
        last = imported.deck.cards[-1]
        assert (last.id, last.choices) == ("q04", {})
        assert last.question == "Uses of salt:\n\n- A) seasoning\n- B) preserving"
        assert last.answer == "- seasoning\n- preserving"
        assert imported.warnings == (
            "doc.md:20: question 4 has 2 right options (A, B); made an open card",
        )


_CROWDED = """\
1. Which animal barks?

- [ ] Cat
- [x] Dog
- [ ] Cow

2. Which of these are prime?

- [ ] 1
- [x] 2
- [x] 3
- [ ] 4
- [x] 5
- [ ] 6
- [ ] 8
- [ ] 9
- [ ] 10
- [ ] 12

3. Which planet is red?

- [ ] Venus
- [x] Mars

4. Which of these are liquid at room temperature?

- [x] water
- [x] mercury
- [ ] iron
"""


def test_numbered_question_over_more_boxes_than_letters_is_an_open_card() -> None:
    imported = result(_CROWDED)
    cards = imported.deck.cards
    assert [c.id for c in cards] == ["q01", "q02", "q03", "q04"]
    second = cards[1]
    assert second.choices == {}
    assert second.question == (
        "Which of these are prime?\n\n- 1\n- 2\n- 3\n- 4\n- 5\n- 6\n- 8\n- 9\n- 10\n- 12"
    )
    assert second.answer == "- 2\n- 3\n- 5"
    assert imported.skipped == ()
    assert imported.warnings == (
        "doc.md:9: question 2 has 3 right options of 10 (more than A-H); made an open card",
        "doc.md:29: question 4 has 2 right options (A, B); made an open card",
    )


def test_glued_crowded_boxes_read_as_spaced_ones() -> None:
    spaced = result(_CROWDED)
    glued = result(_CROWDED.replace("- [", "-["))
    assert glued.deck.cards == spaced.deck.cards
    assert glued.warnings == spaced.warnings


def test_a_glued_box_alone_or_in_code_is_kept_as_written() -> None:
    # near miss: one `-[x]` line with no box next to it, and glued boxes in code, are text
    text = (
        "Notes\n\n-[x] is how I mark done things\n\nMore\n\n"
        f"```\n-[ ] a\n-[x] b\n```\n\n-[x] done{_BREAK}\n-[ ] todo\n"
    )
    assert escaped_list_marks(text) == (
        "Notes\n\n-[x] is how I mark done things\n\nMore\n\n"
        f"```\n-[ ] a\n-[x] b\n```\n\n- [x] done{_BREAK}\n- [ ] todo\n"
    )


def test_a_dash_glued_to_brackets_that_are_no_box_is_kept() -> None:
    # near miss: `-[1, 2]`, `-[a]` lines in a row are a list's text, no task boxes
    text = "Values\n\n-[1, 2] first\n-[a] second\n"
    assert escaped_list_marks(text) == text


def test_numbered_question_over_many_boxes_one_ticked_reads_as_before() -> None:
    # near miss: more boxes than letters with a single tick is no open card of several keys
    boxes = "\n".join(f"- [{'x' if k == 3 else ' '}] item {k}" for k in range(1, 11))
    text = _GLUED.replace("-[", "- [") + f"\n4. Which item is third?\n\n{boxes}\n"
    imported = result(text)
    assert [c.id for c in imported.deck.cards] == ["q01", "q02", "q03"]
    assert imported.warnings == (
        "doc.md:17: '4. Which item is third?' looks like a question, but no answer was found "
        "for it; not imported",
        "doc.md:19: 10 lines of text between questions in no card ('- [ ] item 1'); not imported",
    )


def test_unkeyed_bullets_among_ticked_questions_are_still_reported() -> None:
    # near miss: a bulleted list with no box ticked, under a stem among keyed questions
    keyed = "".join(
        f"{k}. Which number is {k}?\n\n- [ ] {k + 1}\n- [x] {k}\n- [ ] {k + 2}\n\n"
        for k in range(1, 9)
    )
    text = keyed + "9. Which colour is the sky?\n\n- green\n- blue\n"
    imported = result(text)
    assert [c.id for c in imported.deck.cards] == [f"q0{k}" for k in range(1, 9)]
    assert [(s.line, s.reason) for s in imported.skipped] == [
        (49, "question 9 has options but no answer letter; skipped")
    ]


def test_crowded_boxes_among_many_keyed_questions_are_no_unkeyed_list() -> None:
    # the ticked boxes key the crowded question: its bulleted answer is no list left unkeyed
    keyed = "".join(
        f"{k}. Which number is {k}?\n\n- [ ] {k + 1}\n- [x] {k}\n- [ ] {k + 2}\n\n"
        for k in range(1, 5)
    )
    crowded = "".join(f"- [{'x' if k in (2, 3) else ' '}] {k}\n" for k in range(1, 11))
    text = keyed + f"5. Which of these are prime below four?\n\n{crowded}"
    imported = result(text)
    last = imported.deck.cards[-1]
    assert (last.id, last.choices, last.answer) == ("q05", {}, "- 2\n- 3")
    assert imported.skipped == ()
    assert imported.warnings == (
        "doc.md:27: question 5 has 2 right options of 10 (more than A-H); made an open card",
    )

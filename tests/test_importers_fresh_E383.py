"""Notes of plain prompts, each over its bullet answers, under headings that only title them
(a notebook's markdown cells, a study page): met in a measurement round, where one plain line
typed under an answer's bullets turned the whole page into a reading of its bullets as
questions. Each test builds a small made-up document of that shape and checks the cards,
and the near misses a page read otherwise must keep."""

from __future__ import annotations

from srs.importers import ImportResult, import_text


def result(text: str, source: str = "notes.md") -> ImportResult:
    return import_text(text, source=source)


_STRAY = """# Geometry notes

What is a polygon?
- a closed shape of straight sides
- three sides or more

How is a triangle's area found?
- half the base times the height

Describe the angles of a square:
- Angles:
- Where do the diagonals of a square meet each other
Sum of angles == 360

When is a shape convex?
- every inner angle under 180 degrees
"""


def test_a_plain_line_under_bullets_changes_nothing_else() -> None:
    """`Sum of angles == 360` typed under a bullet that asks: the page is still prompts over
    their bullets, the line is the answer's, and no bullet becomes a question."""
    got = result(_STRAY)
    cards = got.deck.cards
    assert [c.question for c in cards] == [
        "What is a polygon?",
        "How is a triangle's area found?",
        "Describe the angles of a square:",
        "When is a shape convex?",
    ]
    assert [c.id for c in cards] == ["q01", "q02", "q03", "q04"]
    assert cards[0].answer == "- a closed shape of straight sides\n- three sides or more"
    assert "Sum of angles == 360" in cards[2].answer
    assert "Where do the diagonals" in cards[2].answer
    assert cards[3].answer == "- every inner angle under 180 degrees"
    assert got.skipped == () and got.warnings == ()


_FOLLOW_UPS = """# Geometry notes

What is a polygon?
- a closed shape of straight sides

Explain a right angle:
- a quarter turn

Circle:
 - all points at one distance from the centre
 - no corners

How do you find a circle's area?
- pi times the radius squared
How do you find its perimeter?
- two pi times the radius

Square vs rhombus

When is a shape convex?
- every inner angle under 180 degrees
"""


def test_colon_prompts_follow_ups_and_a_lone_prompt() -> None:
    """Prompts ending with `:` (bullets indented by one space too) are questions; a follow-up
    typed right under an answer is its own card; `Square vs rhombus`, alone between prompts,
    is reported unanswered, not glued into the answer above."""
    got = result(_FOLLOW_UPS)
    cards = got.deck.cards
    assert [c.question for c in cards] == [
        "What is a polygon?",
        "Explain a right angle:",
        "Circle:",
        "How do you find a circle's area?",
        "How do you find its perimeter?",
        "When is a shape convex?",
    ]
    assert [c.id for c in cards] == ["q01", "q02", "q03", "q04", "q05", "q07"]
    assert cards[2].answer == "- all points at one distance from the centre\n- no corners"
    assert cards[3].answer == "- pi times the radius squared"
    assert cards[4].answer == "- two pi times the radius"
    assert all("rhombus" not in c.answer for c in cards)
    assert [(s.line, s.reason) for s in got.skipped] == [(18, "question #6 has no answer; skipped")]
    assert got.warnings == ("notes.md:18: question #6 has no answer; skipped",)


_PARAGRAPH_ANSWER = """# Geometry notes

What is a polygon?
- a closed shape of straight sides

What is a tangent:

a line touching the circle once

at a right angle to the radius

- one point shared
- never crossing

How is a triangle's area found?
- half the base times the height

|||note: check this one|||

When is a shape convex?
- every inner angle under 180 degrees

What is a rhombus?
- four equal sides

What is a kite?
- two pairs of equal sides side by side

What is a trapezoid?
- one pair of parallel sides
"""


def test_a_prompt_answered_by_paragraphs_and_a_note_line() -> None:
    """A prompt alone, its answer the paragraphs under it up to the next prompt; a
    `|||note|||` line is no table that marks the page otherwise."""
    got = result(_PARAGRAPH_ANSWER)
    cards = got.deck.cards
    assert [c.question for c in cards] == [
        "What is a polygon?",
        "What is a tangent:",
        "How is a triangle's area found?",
        "When is a shape convex?",
        "What is a rhombus?",
        "What is a kite?",
        "What is a trapezoid?",
    ]
    assert cards[1].answer.startswith("a line touching the circle once")
    assert "- never crossing" in cards[1].answer
    assert got.skipped == ()


_QUESTION_HEADINGS = """# Geometry

## What is a polygon?

Closed shapes:
- straight sides
- three or more

## What is a circle?

Round shapes:
- one centre
- one radius

## What is a square?

Regular shapes:
- four equal sides
"""


def test_near_miss_headings_that_ask_are_the_questions() -> None:
    """Near miss: headings that ask are the page's questions; the lines over bullets under
    them are their answers' text, never prompts."""
    got = result(_QUESTION_HEADINGS)
    cards = got.deck.cards
    assert [c.question for c in cards] == [
        "What is a polygon?",
        "What is a circle?",
        "What is a square?",
    ]
    assert cards[0].answer == "Closed shapes:\n- straight sides\n- three or more"


_ANSWER_NOTE = """# Geometry notes

What is a polygon?
- a closed shape of straight sides
Sides are straight, never curved.

How is a triangle's area found?
- half the base times the height

Remember the units.

When is a shape convex?
- every inner angle under 180 degrees
"""


def test_near_miss_lines_that_do_not_ask_stay_in_the_answer() -> None:
    """Near miss: a line under the bullets that does not ask, and a note between prompts that
    does not ask, are no prompts of their own."""
    got = result(_ANSWER_NOTE)
    cards = got.deck.cards
    assert [c.question for c in cards] == [
        "What is a polygon?",
        "How is a triangle's area found?",
        "When is a shape convex?",
    ]
    assert "Sides are straight, never curved." in cards[0].answer
    assert got.skipped == ()


_LABELLED = """# Geometry cards

Q: What is a polygon?
A: - a closed shape of straight sides

Q: Describe the angles of a square:
A: - Angles:{gap}
- Where do the diagonals of a square meet each other
Sum of angles == 360

Q: When is a shape convex?
A: - every inner angle under 180 degrees

## Further reading

### 1.

Some chapters of the course book.
"""


def test_a_bullet_right_under_an_answer_label_is_a_point_of_it() -> None:
    """`A: - Angles:` over a bullet that asks and runs on into a plain line: the Markdown
    reader read the bullet as a question answered by that line; it is the answer's point."""
    got = result(_LABELLED.format(gap=""))
    cards = got.deck.cards
    assert [c.question for c in cards] == [
        "What is a polygon?",
        "Describe the angles of a square:",
        "When is a shape convex?",
    ]
    assert "Where do the diagonals" in cards[1].answer
    assert "Sum of angles == 360" in cards[1].answer


def test_near_miss_a_bullet_after_a_break_in_the_answer_asks_as_before() -> None:
    """Near miss: a blank line between the answer label and the bullet; the bullet is read
    as it was (a question of its own)."""
    got = result(_LABELLED.format(gap="\n"))
    assert [c.question for c in got.deck.cards] == [
        "What is a polygon?",
        "Describe the angles of a square:",
        "Where do the diagonals of a square meet each other",
        "When is a shape convex?",
    ]

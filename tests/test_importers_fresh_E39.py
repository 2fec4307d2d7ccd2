"""Importer layouts met in the eighth (2026-11-29) and ninth (2026-11-30) sessions' rounds:
each test is the shape of a real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str, dict[str, str]]]:
    return [(c.question, c.answer, c.explanation, dict(c.choices)) for c in result(text).deck.cards]


_TRANSCRIPT = (
    "# Botany midterm\n\n"
    "1. Which pigment makes leaves green?\n"
    "   * Selected Answer: Chlorophyll (correct answer)\n"
    "2. Roots mainly take up:\n"
    "   * Selected Answer: Water and minerals\n"
    "3. Which gas do plants give off in daylight?- Selected Answer: Oxygen (correct answer)\n"
    "4. Where does photosynthesis happen?- Selected Answer: In the chloroplasts.\n"
)


def test_a_graded_picks_verdict_is_no_answer_text_and_a_pick_on_its_stem_line_is_read() -> None:
    """A learning system's graded transcript: numbered stems, each with the taker's pick
    under it (`Selected Answer: x`), the grader's `(correct answer)` after some, and the last
    picks typed on the stem's own line behind a dash. The verdict stayed in the answers, and
    the glued picks were read as the stem: answered questions reported unanswered."""
    assert _cards(_TRANSCRIPT) == [
        ("Which pigment makes leaves green?", "Chlorophyll", "", {}),
        ("Roots mainly take up:", "Water and minerals", "", {}),
        ("Which gas do plants give off in daylight?", "Oxygen", "", {}),
        ("Where does photosynthesis happen?", "In the chloroplasts.", "", {}),
    ]


_WRONG_PICK = (
    "# Botany quiz\n\n"
    "1. Which pigment makes leaves green?\n"
    "   * Selected Answer: Carotene (incorrect)\n"
    "2. Roots mainly take up:\n"
    "   * Selected Answer: Water and minerals (correct answer)\n"
)


def test_a_pick_the_grader_marked_wrong_is_reported_not_carded() -> None:
    """A pick whose verdict says it is wrong teaches the wrong thing: it goes, and its
    question, left with no answer, is reported rather than carded."""
    got = result(_WRONG_PICK)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Roots mainly take up:", "Water and minerals")
    ]
    assert any("Which pigment" in s.reason for s in got.skipped)


_BRACKETS_IN_ANSWERS = (
    "# Notes\n\n"
    "1. What does `f(x)` return here?\n"
    "   * Answer: The value (right after the call)\n"
    "2. Name the stage - Selected Answer: is what the form asks\n"
)


def test_brackets_that_are_no_verdict_and_dashes_in_a_stem_stay() -> None:
    """Guard: only a verdict closing a taker's pick goes (a bracket that says more stays, and
    an `Answer:` label is no pick), and a dash splits a stem only after its `?` or `:`."""
    assert [(c.question, c.answer) for c in result(_BRACKETS_IN_ANSWERS).deck.cards] == [
        ("What does `f(x)` return here?", "The value (right after the call)")
    ]


_COPIED_QUIZ = (
    "1. A kettle left on the stove keeps boiling because heat\n"
    "\n"
    "flows from the burner into the water.\n"
    "\n"
    "2. Question 2\n"
    "A skater pulls her arms in while spinning. Her spin\n"
    "\n"
    "\n"
    "speeds up.\n"
    "\n"
    "Question 3\n"
    "Incorrect\n"
    "0 / 1\n"
    "point\n"
    "3. Question 3\n"
    "Which falls faster in a vacuum, a feather or a coin?\n"
    "\n"
    "The coin.\n"
    "\n"
    "Question 4\n"
    "Correct\n"
    "1 / 1 point\n"
    "4. Question 4\n"
    "A rope pulled from both ends with equal force\n"
    "\n"
    "does not move.\n"
)


def test_a_copied_quiz_reads_each_stem_under_its_label_item_and_drops_the_graders_header() -> None:
    """An online quiz copied as text: `N. Question N` items with the stem at the margin on the
    next line (often a sentence to complete, no `?`), the pick a paragraph below, and the
    grader's `Question N` / `Incorrect` / `0 / 1` / `point` header over some questions. The
    label was read as the whole question and the stem went into the answer; the header was
    glued into the question. The stem is the question; the header is no card's text; the
    pick the grader marked `Incorrect` is no answer (its question is reported, see
    tests/test_importers_fresh_E43.py)."""
    assert _cards(_COPIED_QUIZ) == [
        (
            "A kettle left on the stove keeps boiling because heat",
            "flows from the burner into the water.",
            "",
            {},
        ),
        ("A skater pulls her arms in while spinning. Her spin", "speeds up.", "", {}),
        ("A rope pulled from both ends with equal force", "does not move.", "", {}),
    ]


_LABEL_OVER_HEADING = (
    "1. Question 1\n"
    "## What opens a block of its own?\n"
    "\n"
    "A heading, which no item runs on into.\n"
    "\n"
    "2. Question 2\n"
    "    What does the indented line under a label item ask?\n"
    "\n"
    "    Answer: it is the question, labelled\n"
)


def test_a_label_item_does_not_run_on_into_a_block_of_its_own() -> None:
    """Guard: a margin line under a label item runs its paragraph on only where it opens no
    block (a heading stays a heading), and an indented question is still written under its
    label as before."""
    assert [(c.question, c.answer) for c in result(_LABEL_OVER_HEADING).deck.cards] == [
        ("What opens a block of its own?", "A heading, which no item runs on into."),
        (
            "What does the indented line under a label item ask?",
            "it is the question, labelled",
        ),
    ]

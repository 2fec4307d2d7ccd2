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

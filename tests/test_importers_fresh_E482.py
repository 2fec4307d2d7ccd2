"""Importer layouts met on fresh public documents (the held-out round Z270, failure 3): a list
of questions numbered `N- question`, each over a `-> answer` line, where the author left out
the blank after the dash on a few (`1-What ...`, `4-What ...`).

None of these is a copy of a document; each is the layout a real file used, written small.
"""

from __future__ import annotations

from srs.importers import ImportResult
from tests.importing import result

_ITEMS = [
    ("What is a mutex?", "A lock one thread holds at a time."),
    ("What is a semaphore?", "A counter of free permits."),
    ("What is a monitor?", "A lock with condition queues."),
    ("What is a barrier?", "A point all threads meet at."),
    ("What is a latch?", "A gate that opens once."),
]


def _numbered(glued: set[int], answers: dict[int, str] | None = None) -> ImportResult:
    """The items as `N- question` over `-> answer`, those numbered in `glued` written with no
    blank after the dash (`4-What ...`); `answers` puts a line of its own under an answer."""
    text = "# Concurrency questions\n\n"
    for n, (q, a) in enumerate(_ITEMS, start=1):
        mark = f"{n}-" if n in glued else f"{n}- "
        extra = (answers or {}).get(n)
        text += f"{mark}{q}\n-> {a}\n" + (f"{extra}\n" if extra else "") + "\n"
    return result(text)


def test_a_first_question_glued_to_its_dash_is_a_card_not_an_introduction() -> None:
    """`1-What is a mutex?` over `2- What is ...`: the first of the series, glued; it was
    dropped as an introduction."""
    got = _numbered({1})
    assert [(c.id, c.question, c.answer) for c in got.deck.cards] == [
        (f"q{n:02d}", q, a) for n, (q, a) in enumerate(_ITEMS, start=1)
    ]
    assert got.warnings == ()
    assert got.skipped == ()


def test_a_glued_question_inside_the_series_is_not_merged_into_the_answer_above() -> None:
    """`4-What is a barrier?` between `3- ...` and `5- ...`: it ran on into the third's answer,
    unreported."""
    got = _numbered({1, 4})
    assert [(c.id, c.question, c.answer) for c in got.deck.cards] == [
        (f"q{n:02d}", q, a) for n, (q, a) in enumerate(_ITEMS, start=1)
    ]
    assert got.warnings == ()


def test_a_glued_question_with_a_bare_arrow_is_reported() -> None:
    """`4-What is a barrier?` over a bare `->`: a question of the series left unanswered, so
    it is reported, not glued into the third's answer."""
    text = (
        "# Concurrency questions\n\n1- What is a mutex?\n-> A lock.\n\n"
        "2- What is a semaphore?\n-> A counter.\n\n3-What is a monitor?\n->\n\n"
        "4- What is a latch?\n-> A gate.\n"
    )
    got = result(text)
    assert [(c.id, c.question, c.answer) for c in got.deck.cards] == [
        ("q01", "What is a mutex?", "A lock."),
        ("q02", "What is a semaphore?", "A counter."),
        ("q04", "What is a latch?", "A gate."),
    ]
    assert [(s.line, s.reason) for s in got.skipped] == [
        (9, "question 3 has no answer (only '->'); skipped")
    ]
    assert len(got.warnings) == 1


def test_figures_and_dates_after_a_dash_in_an_answer_stay_in_it() -> None:
    """`1-2 seconds is typical.`, `10-15` and `2024-01-05` in answers: a range, a figure and a
    date, never questions (a digit after the dash)."""
    got = _numbered({4}, {1: "1-2 seconds is typical.", 2: "10-15", 3: "2024-01-05"})
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        (_ITEMS[0][0], f"{_ITEMS[0][1]}\n1-2 seconds is typical."),
        (_ITEMS[1][0], f"{_ITEMS[1][1]}\n10-15"),
        (_ITEMS[2][0], f"{_ITEMS[2][1]}\n2024-01-05"),
        _ITEMS[3],
        _ITEMS[4],
    ]
    assert got.warnings == ()


def test_a_glued_word_out_of_sequence_stays_in_the_answer() -> None:
    """`2-way binding ...` under the first question, the next question numbered 2 already, and
    `3-way handshake ...` under the fourth (4 above it): numbers out of the series' sequence,
    a compound word of the answer, left in it as before."""
    got = _numbered(set(), {1: "2-way binding needs more.", 4: "3-way handshake first."})
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        (_ITEMS[0][0], f"{_ITEMS[0][1]}\n2-way binding needs more."),
        _ITEMS[1],
        _ITEMS[2],
        (_ITEMS[3][0], f"{_ITEMS[3][1]}\n3-way handshake first."),
        _ITEMS[4],
    ]
    assert got.warnings == ()

"""Importer layouts met in the 2026-11-29 seventh session's rounds of fresh public documents
(course quizzes and self-tests): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from srs.importers.titledquestions import titled_questions
from tests.importing import result


def _cards(text: str) -> list[tuple[str, dict[str, str], str]]:
    return [(c.question, c.choices, c.answer) for c in result(text).deck.cards]


# -- numbered questions with backslash hard breaks set apart by a blank: `What is X? \` --


_PARTS = (
    "## Part 1\n"
    "1. What is a pipe? \\\n"
    "   A one-way channel between two processes. \\\n"
    "   It has a read end and a write end.\n\n"
    "2. (1) What does a mutex do? \\\n"
    "   (2) Why would a lock starve? \\\n"
    "   <br>\n"
    "   (1) A mutex lets one thread in. \\\n"
    "   (2) A lock starves when others always win.\n"
)


def test_a_backslash_after_a_sentence_and_a_blank_is_a_line_break() -> None:
    assert _cards(_PARTS)[0] == (
        "What is a pipe?",
        {},
        "A one-way channel between two processes.\nIt has a read end and a write end.",
    )


def test_a_question_in_parts_before_a_br_line_keeps_all_its_parts() -> None:
    assert _cards(_PARTS)[1] == (
        "(1) What does a mutex do? (2) Why would a lock starve?",
        {},
        "(1) A mutex lets one thread in.\n(2) A lock starves when others always win.",
    )


def test_guard_a_command_continued_by_a_blank_and_a_backslash_keeps_it() -> None:
    text = (
        "1. How do you submit a job?\n"
        "   ```\n   spark-submit \\\n     --master local app.py\n   ```\n\n"
        "2. How do you go up two folders?\n"
        "   Run `cd .. \\` and go on.\n"
    )
    cards = _cards(text)
    assert "spark-submit \\" in cards[0][2]
    assert cards[1] == ("How do you go up two folders?", {}, "Run `cd .. \\` and go on.")


def test_guard_parts_of_an_answer_without_a_br_line_stay_the_answer() -> None:
    text = (
        "1. Name two kinds of lock. \\\n"
        "   (1) A mutex. \\\n"
        "   (2) A spinlock.\n\n"
        "2. What is a race? \\\n"
        "   Two threads at once.\n"
    )
    assert _cards(text) == [
        ("Name two kinds of lock.", {}, "(1) A mutex.\n\n(2) A spinlock."),
        ("What is a race?", {}, "Two threads at once."),
    ]


# -- plain-text `N)` questions under `Lösung:` lines, a sub-header typed over the next one --


def test_a_short_title_over_a_numbered_question_that_goes_on_is_no_answer_text() -> None:
    text = (
        "1) Nenne zwei Käsesorten.\n"
        "Lösung: Brie, Gouda.\n\n"
        "2) Wie viele Tage hat eine Woche?\n"
        "Lösung: Sieben.\n\n"
        "Schwierige Fragen\n"
        "3) Berechne 2+2.\n"
        "Rechnung/Lösung: 4.\n\n"
        "4) Was ist Wasser?\n"
        "Lösung: H2O.\n"
    )
    cards = _cards(text)
    assert [c[0] for c in cards] == [
        "Nenne zwei Käsesorten.",
        "Wie viele Tage hat eine Woche?",
        "Berechne 2+2.",
        "Was ist Wasser?",
    ]
    assert cards[2][2] == "4."
    assert cards[1][2] == "Sieben."
    assert cards[3][2] == "H2O."


def test_guard_a_title_over_a_restarted_count_or_a_sentence_is_left_as_it_is() -> None:
    restart = "1) Was ist X?\nLösung: Y.\n\nTeil B\n1) Was ist Z?\nLösung: W.\n"
    sentence = "1) Was ist X?\nLösung: Y.\n\nDann gilt das Folgende.\n2) Was ist Z?\n"
    colon = "1) Was ist X?\nLösung: Y.\n\nSchritte:\n2) erst a\n"
    for text in (restart, sentence, colon):
        assert titled_questions(text) == text
    assert (
        titled_questions(colon.replace(":\n2", "\n2"))
        == "1) Was ist X?\nLösung: Y.\n\n#### Schritte\n\n2) erst a\n"
    )

"""A plain-text quiz dump whose right options are marked by plus signs glued before them
(`+++++Renames all .txt files`), options unlettered one to a line: every question was an open
card holding the options, plus signs and all, with no warning (judges' rounds, 2026-12-01)."""

from __future__ import annotations

from tests.importing import result

_QUIZ = """Question #0
Which tool lists listening ports?

netstat-like
++++ss -tlnp
ping

Question #1
What does the command do?

  df -h


Shows memory use.
+++++Shows disk usage in human-readable units.
Shows CPU load.
Lists users.
"""


def test_plus_marked_options_key_the_question() -> None:
    cards = result(_QUIZ, source="quiz.txt").deck.cards
    assert [c.answer for c in cards] == ["B", "B"]
    assert cards[0].choices == {"A": "netstat-like", "B": "ss -tlnp", "C": "ping"}
    assert cards[1].question == "What does the command do?\n\n  df -h"
    assert cards[1].choices["B"] == "Shows disk usage in human-readable units."
    assert not any("+" in text for c in cards for text in c.choices.values())


def test_two_marked_options_make_the_warned_open_card() -> None:
    text = _QUIZ.replace("Shows CPU load.", "+++Shows CPU load.")
    r = result(text, source="quiz.txt")
    assert r.deck.cards[0].answer == "B"
    assert not r.deck.cards[1].choices
    assert any("2 right options (B, C)" in w for w in r.warnings)


def test_one_marked_run_on_a_page_is_no_quiz() -> None:
    text = (
        "Q: What does a diff header show?\nA: The files compared:\n\n"
        "+++ b/app.py\n--- a/app.py\nunchanged line\n"
    )
    r = result(text, source="notes.txt")
    assert len(r.deck.cards) == 1
    assert "+++ b/app.py" in r.deck.cards[0].answer
    assert not r.deck.cards[0].choices

"""Importer layouts met in the 2026-12-01 round (Z195's shape E): numbered bold titles over
TAB-indented answers, some titles not phrased as questions.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in result(text).deck.cards]


def test_a_bold_title_ending_on_a_preposition_does_not_take_its_answers_first_line() -> None:
    """`4. **for...in vs for...of**` over a TAB-indented answer: the closing `**` ends the
    title, though `of` is a word no sentence ends on; the answer's first line stays the
    answer's, and the last item's answer (`**Log in**`) is found."""
    text = (
        "1. **What is a map?**\n\tKey to value store\n"
        "2. **What is a queue?**\n\tFirst in first out\n"
        "3. **What is a stack?**\n\tLast in first out\n"
        "4. **for...in vs for...of**\n"
        "\tfor...in walks over the keys of an object\n"
        "\tEx: \t\n"
        "\t\tfor (k in obj) log(k)\n"
        "\tfor...of walks over the values of an iterable\n\n"
        "5. **Log in**\n\tthe user gives a name and a password\n"
    )
    res = result(text)
    assert not res.skipped
    assert _cards(text) == [
        ("q01", "What is a map?", "Key to value store"),
        ("q02", "What is a queue?", "First in first out"),
        ("q03", "What is a stack?", "Last in first out"),
        (
            "q04",
            "for...in vs for...of",
            "for...in walks over the keys of an object\nEx:\n    for (k in obj) log(k)\n"
            "for...of walks over the values of an iterable",
        ),
        ("q05", "Log in", "the user gives a name and a password"),
    ]


def test_a_plain_item_broken_off_on_a_preposition_still_wraps() -> None:
    """Guard: an item in plain words whose line stops on `of` goes on in the next line (a
    hard-wrapped question); only a line all in bold is a closed title."""
    text = (
        "1. What is a map?\n   Key to value store\n\n"
        "2. What is a queue?\n   First in first out\n\n"
        "3. Could you describe the use of\n"
        "   signals in an app? Take a small one.\n"
        "   - They notify parts of the app\n"
    )
    res = result(text)
    assert not res.skipped
    assert [c.question for c in res.deck.cards] == [
        "What is a map?",
        "What is a queue?",
        "Could you describe the use of signals in an app? Take a small one.",
    ]

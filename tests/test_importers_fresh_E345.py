"""Importer layouts met in round Z210: each test is the shape of a real document the importer
misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_FIRST = (
    "# Rust Exercises\n\n"
    "1. Write a function that doubles a number.\n"
    "```\nfn double(x: i32) -> i32 { x * 2 }\n```\n"
    "2. Write a function that finds the largest item in a vector.\n"
)
_LAST = (
    "3. Write a function that counts the vowels in a word.\n"
    '```\nw.chars().filter(|c| "aeiou".contains(*c)).count()\n```\n'
)


def test_headed_answers_right_under_a_numbered_exercise_are_its_answer() -> None:
    """`2. Write ...` over `### With the iterator` / fence / `### With a loop` / fence: both
    variants are the item's answer, their headings kept as its sub-headings, and a code
    line's tab indent kept as four columns; the next item is a card of its own."""
    text = (
        _FIRST + "### With the iterator\n```\nv.iter().max()\n```\n\n"
        "### With a loop\n```\nlet mut best = v[0];\nfor x in &v {\n\tbest = best.max(*x);\n}\n```\n"
        + _LAST
    )
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        (
            "q01",
            "Write a function that doubles a number.",
            "```\nfn double(x: i32) -> i32 { x * 2 }\n```",
        ),
        (
            "q02",
            "Write a function that finds the largest item in a vector.",
            "### With the iterator\n```\nv.iter().max()\n```\n\n### With a loop\n```\n"
            "let mut best = v[0];\nfor x in &v {\n    best = best.max(*x);\n}\n```",
        ),
        (
            "q03",
            "Write a function that counts the vowels in a word.",
            '```\nw.chars().filter(|c| "aeiou".contains(*c)).count()\n```',
        ),
    ]
    assert not res.warnings
    assert not res.skipped


def test_a_repeated_number_after_headed_answers_is_the_next_question() -> None:
    """The same layout with the next item numbering `2.` again: its own card (a question
    line never glued onto the answer above), the variants still the first item's."""
    text = (
        _FIRST + "### With the iterator\n```\nv.iter().max()\n```\n"
        "### With a loop\n```\nfor x in &v {}\n```\n" + _LAST.replace("3.", "2.", 1)
    )
    res = result(text)
    cards = res.deck.cards
    assert [c.question for c in cards] == [
        "Write a function that doubles a number.",
        "Write a function that finds the largest item in a vector.",
        "Write a function that counts the vowels in a word.",
    ]
    assert cards[0].answer == "```\nfn double(x: i32) -> i32 { x * 2 }\n```"
    assert cards[1].answer == (
        "### With the iterator\n```\nv.iter().max()\n```\n### With a loop\n```\nfor x in &v {}\n```"
    )
    assert not res.skipped


def test_a_heading_that_is_not_right_over_code_under_an_exercise_is_left_alone() -> None:
    """Guard: a heading over prose before its code, one that asks, or one after the item's
    own fenced answer opens no part of the item's answer: read as before."""
    over_prose = (
        _FIRST + "### Example\nThis is how it is called, with two short vectors.\n"
        "```\nlargest(&[1, 2])\n```\n" + _LAST
    )
    res = result(over_prose)
    assert [c.id for c in res.deck.cards] == ["q01", "q03"]
    assert [s.line for s in res.skipped] == [7]
    asking = _FIRST + "### Why use an iterator?\n```\nv.iter()\n```\n" + _LAST
    res = result(asking)
    assert [c.question for c in res.deck.cards] == [
        "Write a function that doubles a number.",
        "Why use an iterator?",
    ]
    assert [s.line for s in res.skipped] == [7]
    after_answer = (
        _FIRST + '```\nv.iter().max()\n```\n### Strings\n```\nlet s = "abc";\n```\n' + _LAST
    )
    res = result(after_answer)
    assert [(c.id, c.answer) for c in res.deck.cards][1] == ("q02", "```\nv.iter().max()\n```")
    assert [c.id for c in res.deck.cards] == ["q01", "q02", "q03"]
    assert len(res.warnings) == 1 and "no card" in res.warnings[0]


def test_headings_over_code_with_no_question_after_them_are_left_alone() -> None:
    """Guard: `### Strings` over code under the last item, with no item that asks after it,
    may open a section of its own: read as before, the item reported unanswered."""
    text = _FIRST + '### Strings\n```\nlet s = "abc";\n```\nStrings are UTF-8 bytes.\n'
    res = result(text)
    assert [c.id for c in res.deck.cards] == ["q01"]
    assert [s.line for s in res.skipped] == [7]

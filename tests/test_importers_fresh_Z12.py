"""Importer layouts met on fresh public documents (the held-out round Z12, whose failures the
lead mended afterwards): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def test_a_task_list_option_whose_code_span_wraps_to_the_margin() -> None:
    """`- [x] \\`'''Line 1` over `Line 2'''\\`` at the margin (a code span wrapped inside a
    task-list option): option B was cut at the wrap and the options after it went to the
    explanation, with no warning."""
    text = "".join(
        f"# Question {n}\nWhich code makes a multi-line string, case {n}?\n"
        "- [ ] `'Line 1'`\n- [x] `'''Line 1\nLine 2'''`\n- [ ] `\"Line 1\nLine 2\"`\n"
        "- [ ] `'a' + 'b'`\n\n"
        for n in range(1, 3)
    )
    cards = result(text).deck.cards
    assert len(cards) == 2
    for card in cards:
        assert dict(card.choices) == {
            "A": "`'Line 1'`",
            "B": "`'''Line 1 Line 2'''`",
            "C": '`"Line 1 Line 2"`',
            "D": "`'a' + 'b'`",
        }
        assert card.answer == "B"
        assert not card.explanation


def test_a_task_list_option_over_a_margin_line_still_ends_there() -> None:
    """A plain line at the margin after the options (no code span open) is no option's."""
    text = (
        "# Question 1\nWhich is a list?\n- [ ] `(1, 2)`\n- [x] `[1, 2]`\nA list is mutable.\n\n"
        "# Question 2\nWhich is a tuple?\n- [x] `(1, 2)`\n- [ ] `[1, 2]`\nA tuple is not.\n"
    )
    cards = result(text).deck.cards
    assert [dict(c.choices)["B"] for c in cards] == ["`[1, 2]`", "`[1, 2]`"]

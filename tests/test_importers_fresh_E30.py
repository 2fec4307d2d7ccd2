"""Importer layouts met in the 2026-11-29 eighth session's rounds: each test is the shape of a
real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


def test_three_backticks_inside_a_one_tick_span_stay_as_written() -> None:
    """An option that shows how to type a span (`` ` ```sh``` ` ``) holds three backticks
    inside a one-backtick span: its text, kept literal. Rewritten to one backtick it read
    `` ` `sh` ` `` -- the keyed option's text -- and the card showed two identical options."""
    text = (
        "# Markdown quiz\n\n"
        "1. Which form is a span written with one backtick?\n"
        "   - A) ` ```sh``` `\n   - B) ` `` sh `` `\n   - C) ` `sh` `\n\n"
        "2. Which mark starts a quote?\n   - A) `#`\n   - B) `>`\n   - C) `-`\n\n"
        "## Answer key\n\n1. C) ` `sh` `\n2. B) `>`\n"
    )
    assert _cards(text) == [
        (
            "Which form is a span written with one backtick?",
            "C",
            {"A": "` ```sh``` `", "B": "` `` sh `` `", "C": "` `sh` `"},
        ),
        ("Which mark starts a quote?", "B", {"A": "`#`", "B": "`>`", "C": "`-`"}),
    ]


def test_a_three_backtick_span_of_its_own_is_still_written_with_one() -> None:
    """Guard: a span opened and closed by three backticks, not inside another span, is still
    written with one backtick (the rule the literal reading above narrows, kept)."""
    text = (
        "# Shell\n\n1. How do you list hidden files?\n"
        "   - A) ```ls -a``` and `ls`\n   - B) ```ls -h```\n\n"
        "Answer: A\n"
    )
    cards = _cards(text)
    assert [c[2] for c in cards] == [{"A": "`ls -a` and `ls`", "B": "`ls -h`"}]

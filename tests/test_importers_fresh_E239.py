"""Layouts met in judge round Z185, on made-up documents: a `<br>` inside Markdown bold, a
`<details>` fold left open at the end of a cut-off file, and a banner image a page repeats
under its questions."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


def test_a_break_inside_bold_closes_the_bold_before_the_new_line() -> None:
    """`**[Recap]<br>**` in a folded answer: the break cut the bold in two, leaving
    `**[Recap]` over a line holding only `**`, stray stars in the answer."""
    text = (
        "<details>\n"
        "  <summary><strong>What does a cache do?</strong></summary>\n"
        "<hr>\n"
        "It keeps recent results close at hand.\n\n"
        "**[Recap]<br>**\n"
        "- faster reads\n"
        "- may go stale\n"
        "<hr>\n"
        "</details>\n\n"
        "<details>\n"
        "  <summary><strong>What is a queue?</strong></summary>\n"
        "<hr>\n"
        "**First in,<br>first out:** items leave in the order they came.\n"
        "<hr>\n"
        "</details>\n"
    )
    assert _cards(text) == [
        (
            "What does a cache do?",
            "It keeps recent results close at hand.\n\n**[Recap]**\n- faster reads\n- may go stale",
            {},
        ),
        (
            "What is a queue?",
            "**First in,**\n**first out:** items leave in the order they came.",
            {},
        ),
    ]


def test_a_break_between_bold_spans_or_in_code_stays_as_it_was() -> None:
    """Guard: a break between two bold spans, or inside a code span, is no break in bold."""
    text = (
        "## What are the two rules?\n\n"
        "**Rule one** <br> **Rule two**\n\n"
        "Written `**a<br>b**` in the source.\n"
    )
    [(question, answer, choices)] = _cards(text)
    assert question == "What are the two rules?"
    assert answer == "**Rule one**\n**Rule two**\n\nWritten `**a<br>b**` in the source."
    assert choices == {}

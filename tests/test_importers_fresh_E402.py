"""Importer layouts met on fresh public documents: a certification quiz whose questions are
plain paragraphs over options set in by four spaces, the right ones marked `(True) `.

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from tests.importing import result

_QUIZ = """\
# Quiz

# 1. Networks


Which protocols run over UDP? (select all that apply)

    (True) DNS
    SMTP
    (True) QUIC



Which port does SSH listen on by default?

    21
    (True) 22
    23

________________________________


Fill in the blank:

A routing loop is stopped by the packet's ____ field.

    Answer: TTL



Which layer does a switch work at?

    Physical
    (True) Data link
    Transport


The reasons to use a load balancer are it offers the ability to...(select all that apply)

    (True) Spread traffic over servers
    Encrypt disks
    (True) Take failed servers out of rotation
"""


def test_true_marked_options_set_in_are_keyed_options() -> None:
    imported = result(_QUIZ)
    cards = imported.deck.cards
    assert [(c.question.split("\n")[0], c.answer) for c in cards] == [
        ("Which protocols run over UDP? (select all that apply)", "- DNS\n- QUIC"),
        ("Which port does SSH listen on by default?", "B"),
        ("A routing loop is stopped by the packet's ____ field.", "TTL"),
        ("Which layer does a switch work at?", "B"),
        (
            "The reasons to use a load balancer are it offers the ability to...(select all that apply)",
            "- Spread traffic over servers\n- Take failed servers out of rotation",
        ),
    ]
    assert dict(cards[1].choices) == {"A": "21", "B": "22", "C": "23"}
    assert dict(cards[3].choices) == {"A": "Physical", "B": "Data link", "C": "Transport"}
    assert "- A) DNS" in cards[0].question and "- C) QUIC" in cards[0].question
    assert list(imported.warnings) == [
        "doc.md:10: question #1 has 2 right options (A, C); made an open card",
        "doc.md:42: question #5 has 2 right options (A, C); made an open card",
        "doc.md:23: 1 line of text between questions in no card ('Fill in the blank:'); not imported",
    ]
    assert all("(True)" not in c.question + c.answer for c in cards)


def test_a_lone_true_line_under_a_blank_is_its_answer() -> None:
    text = """\
Which port does SSH listen on by default?

    21
    (True) 22

A DNS record that maps a name to an IPv6 address is an ____ record.

    (True) AAAA

Which layer does a switch work at?

    Physical
    (True) Data link
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Which port does SSH listen on by default?", "B"),
        ("A DNS record that maps a name to an IPv6 address is an ____ record.", "AAAA"),
        ("Which layer does a switch work at?", "B"),
    ]


def test_one_marked_run_alone_is_left_as_written() -> None:
    """Near miss: one `(True)` line in a page is no quiz's mark; the indented block stays a
    code block, as before."""
    text = """\
## What does this print?

    print(1 == 1)
    (True) is printed

It prints True.
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "What does this print?\n\n    print(1 == 1)\n    (True) is printed",
            "It prints True.",
        )
    ]

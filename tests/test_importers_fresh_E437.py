"""Importer layouts met on fresh public documents (round Z254, mended as fixI16): each test is
the shape of one, written small.

None of these is a copy of a document; each is the layout a real file used and the importer
once misread: a worksheet of numbered items, each keyed at its end in brackets, true/false
statements (`(True)`) in blocks alternating with fill-in items (`(Answer: stack)`) under
one-line block titles, blank lines between the items.
"""

from __future__ import annotations

from tests.importing import result

_WORKSHEET = """\
Revision sheet on networks.

True or false:

1. TCP is a connection-oriented protocol. (True)


2. UDP retransmits lost packets. (False)



Fill in the blanks:

3. HTTP runs on port _______ by default. (Answer: 80)


4. The _______ layer routes packets between networks. (Ans: network)



More statements:

5. DNS maps names to addresses. (True)


6. A switch works at layer _______. (Answer: 2 (data link))



Turn these items into a longer quiz for the class.
"""


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_fill_in_items_keyed_in_brackets_are_cards_beside_true_false_ones() -> None:
    """`3. ... _______ ... (Answer: 80)` among `1. ... (True)` items: the bracketed answer
    after its label is the item's answer, as the verdict is; fill-ins were skipped as
    unanswered, and the block titles between the blocks were glued into the answers above."""
    got = result(_WORKSHEET)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("TCP is a connection-oriented protocol.", "True"),
        ("UDP retransmits lost packets.", "False"),
        ("HTTP runs on port _______ by default.", "80"),
        ("The _______ layer routes packets between networks.", "network"),
        ("DNS maps names to addresses.", "True"),
        ("A switch works at layer _______.", "2 (data link)"),
    ]
    assert [c.id for c in got.deck.cards] == ["q01", "q02", "q03", "q04", "q05", "q06"]
    assert got.skipped == ()
    # the closing line is reported on its own line: every keyed item kept its line count
    assert [w for w in got.warnings if "introduction" not in w] == [
        "doc.md:30: 1 line of text between questions in no card ('Turn these items into a longer"
        " quiz for the class.'); not imported"
    ]


def test_a_question_after_keyed_items_is_reported_on_its_own_line() -> None:
    """Warnings name the document's lines: the answers of the items above take the blank
    lines under them, so an unanswered question further down is reported where it is."""
    text = (
        "1. Water boils at 100 C at sea level. (True)\n\n"
        "2. The moon is a planet. (False)\n\n"
        "3. Light is faster than sound. (True)\n\n"
        "4. What is the largest planet?\n\n"
    )
    got = result(text)
    assert [c.answer for c in got.deck.cards] == ["True", "False", "True"]
    assert [s.line for s in got.skipped] == [7]
    assert any(w.startswith("doc.md:7: '4. What is the largest planet?'") for w in got.warnings)


def test_bracketed_answers_in_another_language_and_with_a_bracket_inside() -> None:
    """`(Respuesta: ...)`, any answer label the importer knows, and `(Answer: f(x))`, one
    bracket pair inside the answer."""
    text = (
        "1. La capital de Francia es _______. (Respuesta: París)\n\n\n"
        "2. La derivada de x² es _______. (Respuesta: 2x)\n\n\n"
        "3. Una función se escribe _______. (Answer: f(x))\n"
    )
    assert _pairs(text) == [
        ("La capital de Francia es _______.", "París"),
        ("La derivada de x² es _______.", "2x"),
        ("Una función se escribe _______.", "f(x)"),
    ]


def test_a_kleene_star_ending_an_answer_stays() -> None:
    """`(Answer: Σ*)`: the star ends the answer's text; only italics opened before an answer
    label close with a star the label leaves at the end."""
    text = (
        "1. All strings over Σ are written _______. (Answer: Σ*)\n\n\n"
        "2. Zero or more a's are written _______. (Answer: a*)\n"
    )
    assert _pairs(text) == [
        ("All strings over Σ are written _______.", "Σ*"),
        ("Zero or more a's are written _______.", "a*"),
    ]


def test_items_under_a_paragraph_below_keep_it_apart() -> None:
    """A paragraph right under the blank below a keyed item is not the answer's: the answer
    gets a line of its own there (the blank stays), as before."""
    text = (
        "1. Cats are mammals. (True)\n\n"
        "Some notes on the animals.\n\n"
        "2. Snakes are mammals. (False)\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Cats are mammals.", "True\n\nSome notes on the animals."),
        ("Snakes are mammals.", "False"),
    ]


def test_a_single_bracketed_answer_is_left_as_written() -> None:
    """Near miss: one item ending `(Answer: X)` and nothing else keyed so is no worksheet:
    the text is read as before (its item unanswered)."""
    text = "1. The sky is _______. (Answer: blue)\n\nWhat is TCP?\n\nA stream protocol.\n"
    got = result(text)
    assert all("blue" not in c.answer for c in got.deck.cards)


def test_bracketed_notes_that_are_no_answers_are_left_alone() -> None:
    """Near miss: items ending in bracketed notes with no answer label (`(Note: ...)`,
    `(see Answer: 3)`) are steps, not keyed questions."""
    text = (
        "## How do you deploy?\n\n"
        "1. Build the image. (Note: use the cache)\n"
        "2. Push it. (see Answer: 3)\n\n"
        "## What is a pod?\n\n"
        "The smallest unit.\n"
    )
    assert _pairs(text) == [
        (
            "How do you deploy?",
            "1. Build the image. (Note: use the cache)\n2. Push it. (see Answer: 3)",
        ),
        ("What is a pod?", "The smallest unit."),
    ]


def test_a_long_colon_line_between_keyed_items_is_no_block_title() -> None:
    """Near miss: a line ending with a colon that leads into what follows in more words than
    a title has stays as it was read (on the answer above)."""
    text = (
        "1. Iron is a metal. (True)\n\n\n"
        "Decide whether each of the statements below is true or false:\n\n"
        "2. Water is a metal. (False)\n"
    )
    assert _pairs(text) == [
        (
            "Iron is a metal.",
            "True\n\nDecide whether each of the statements below is true or false:",
        ),
        ("Water is a metal.", "False"),
    ]

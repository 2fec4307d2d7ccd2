"""Importer layouts met on fresh public documents (the held-out round E382): a review sheet's
numbered question that states its setting, then sets its task after a semicolon, with no
question mark (`N. X gets stuck in a poor local solution; give two ways to escape it;`).

Read as a statement, such an item was glued into the answer of the question above it, with
no warning. None of these is a copy of a document; each is the shape, written small.
"""

from __future__ import annotations

from srs.importers.asking import asks
from tests.importing import result

_SHEET = """\
# Network Review

2. Why does TCP use a three-way handshake?

Both sides must agree on initial sequence numbers.

5. A sender on a lossy link keeps retransmitting the same segment; give two reasons the timer may be too short;

- The RTT estimate is stale
- Delayed ACKs on the receiver

9. Routers drop packets when their queues fill up; explain the difference between tail drop and RED.

Tail drop discards arrivals once full; RED drops early at random.

11. What does a TTL protect against?

Packets looping forever.
"""


def test_a_task_set_after_a_semicolon_is_a_numbered_question() -> None:
    """`5. <setting>; give two ...;` over a bullet answer and `9. <setting>; explain the
    ... .` over a paragraph, in a run of numbered questions with gaps: each is a card of its
    own, not text of the answer above."""
    got = result(_SHEET)
    assert [(c.id, c.question, c.answer) for c in got.deck.cards] == [
        (
            "q02",
            "Why does TCP use a three-way handshake?",
            "Both sides must agree on initial sequence numbers.",
        ),
        (
            "q05",
            "A sender on a lossy link keeps retransmitting the same segment; give two reasons"
            " the timer may be too short;",
            "- The RTT estimate is stale\n- Delayed ACKs on the receiver",
        ),
        (
            "q09",
            "Routers drop packets when their queues fill up; explain the difference between"
            " tail drop and RED.",
            "Tail drop discards arrivals once full; RED drops early at random.",
        ),
        ("q11", "What does a TTL protect against?", "Packets looping forever."),
    ]
    assert got.warnings == ()


def test_a_semicolon_task_reads_as_its_question_mark_twin() -> None:
    """The same sheet with the task asked with a question mark imports the same cards: the
    semicolon form is one more way of writing the question."""
    twin = _SHEET.replace("may be too short;", "may be too short?").replace(
        "tail drop and RED.", "tail drop and RED?"
    )
    got = [(c.id, c.answer) for c in result(_SHEET).deck.cards]
    assert got == [(c.id, c.answer) for c in result(twin).deck.cards]


def test_an_unanswered_semicolon_task_is_reported() -> None:
    """A last item that sets its task after a semicolon with nothing under it is reported as
    a question with no answer, not glued into the answer above."""
    text = """\
# Network Review

2. Why does TCP use a three-way handshake?

Both sides must agree on initial sequence numbers.

7. What does a TTL protect against?

Packets looping forever.

12. Two hosts share one Ethernet segment and both start sending at once; describe how CSMA/CD recovers.
"""
    got = result(text)
    assert [(c.id, c.answer) for c in got.deck.cards] == [
        ("q02", "Both sides must agree on initial sequence numbers."),
        ("q07", "Packets looping forever."),
    ]
    assert got.warnings == (
        "doc.md:11: '12. Two hosts share one Ethernet segment and both start sen…' looks"
        " like a question, but no answer was found for it; not imported",
    )


def test_statements_with_semicolons_stay_answers() -> None:
    """Near misses, as before: a numbered statement whose clause after the semicolon sets no
    task (`6. The queue grows ...; the sender never slows down.` over its points), an
    answer's sentence whose task clause is followed by another sentence (`...; list the
    samples in a table. Then average them.`), and an answer that tells what to do after a
    semicolon (`Packets looping forever; give the hop count ...`) are no questions."""
    text = """\
# Network Review

1. What is congestion control?

Measure the round-trip time first; list the samples in a table. Then average them.

6. The queue grows without bound; the sender never slows down.

- Buffers fill
- Packets drop

9. What does a TTL protect against?

Packets looping forever; give the hop count a small start value.
"""
    got = result(text)
    assert [(c.id, c.question, c.answer) for c in got.deck.cards] == [
        (
            "q01",
            "What is congestion control?",
            "Measure the round-trip time first; list the samples in a table. Then average"
            " them.\n\n6. The queue grows without bound; the sender never slows down.\n\n"
            "- Buffers fill\n- Packets drop",
        ),
        (
            "q09",
            "What does a TTL protect against?",
            "Packets looping forever; give the hop count a small start value.",
        ),
    ]
    assert got.warnings == ()


def test_what_a_semicolon_task_needs() -> None:
    """The rule's edges on the text alone: the task clause opens with a task verb and its
    object (or a verb that sets a question) and is the text's last sentence; the setting has
    a few words. A question word after the semicolon asks only with its mark: a page's
    heading (`Quick and simple; why you should join the club:`) is no question."""
    assert asks("The cache misses on every cold start; give two ways to warm it;")
    assert asks("Two threads update one counter without a lock; describe what can go wrong.")
    assert not asks("The cache misses on every cold start; the disk is slow.")
    assert not asks("Warm the cache; list the keys first. It speeds up reads.")
    assert not asks("Done; list the rest.")
    assert not asks("Quick and simple to follow; why should you join the club:")

"""Importer layouts met in a fresh round (public documents a judge imported, the lead mending
what they misread): plain text with no markup and no blank line between its cards, each
question a line of its own over its answer's lines (srs.importers.plainasks).

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


# -- question line over answer lines, no blank line, no markup ------------------------------

_PLAIN_DOC = """\
What is a port?
A port is a number that names one endpoint of a connection on a host.
Why does TCP need a handshake?
Both sides agree on their first sequence numbers before any data flows.
Example in Python:
import socket
s = socket.create_connection(("example.org", 80))

s.close()
Explain the purpose of a subnet mask.
It tells which bits of an address name the network and which name the host.
What does DNS do? It maps names to addresses, much as a phone book does.
What is a socket?
What are its two kinds? A socket is one end of a conversation: a stream or a datagram one.
"""


def test_each_question_line_opens_a_card_whose_answer_runs_to_the_next() -> None:
    """Every line that asks (`?`, or told: `Explain ...`) opens a card; its answer is every
    line up to the next question, its raw code kept. A line that asks and goes on to answer
    is cut after its `?`; the line right under a question is its answer, whatever it reads
    like (`What are its two kinds? A socket is ...`: one card, not two)."""
    assert _cards(_PLAIN_DOC) == [
        (
            "What is a port?",
            "A port is a number that names one endpoint of a connection on a host.",
        ),
        (
            "Why does TCP need a handshake?",
            "Both sides agree on their first sequence numbers before any data flows.\n"
            "Example in Python:\nimport socket\n"
            's = socket.create_connection(("example.org", 80))\n\ns.close()',
        ),
        (
            "Explain the purpose of a subnet mask.",
            "It tells which bits of an address name the network and which name the host.",
        ),
        ("What does DNS do?", "It maps names to addresses, much as a phone book does."),
        (
            "What is a socket?",
            "What are its two kinds? A socket is one end of a conversation: a stream or a "
            "datagram one.",
        ),
    ]
    doc = result(_PLAIN_DOC)
    assert [c.id for c in doc.deck.cards] == ["q01", "q02", "q03", "q04", "q05"]
    assert doc.skipped == () and doc.warnings == ()


_UNANSWERED_DOC = """\
What is a port?
A number that names one endpoint of a connection.
What is a socket?
One end of a conversation.
queue = []
q.append(1);
What is a route?
A path a packet takes.
What is a hop?
One router a packet passes on its route.
What is NAT?
"""


def test_a_last_question_with_no_answer_is_reported_not_run_into_the_answer_above() -> None:
    """The document's last line asks and nothing follows it: reported unanswered at its
    line, never glued in silence to the answer of the card above; `q.append(1);` in an
    answer is code, no `Q.` label."""
    assert _cards(_UNANSWERED_DOC) == [
        ("What is a port?", "A number that names one endpoint of a connection."),
        ("What is a socket?", "One end of a conversation.\nqueue = []\nq.append(1);"),
        ("What is a route?", "A path a packet takes."),
        ("What is a hop?", "One router a packet passes on its route."),
    ]
    doc = result(_UNANSWERED_DOC)
    assert [s.line for s in doc.skipped] == [11]
    assert doc.warnings == ("doc.md:11: question #5 has no answer; skipped",)


def test_a_short_plain_document_of_pairs_is_read_too() -> None:
    """Three questions in the middle of the run (besides the first line) make the layout:
    pairs of lines only, no code between, are cards, not `N questions found, none with an
    answer`."""
    text = (
        "What is a hub?\nA device that repeats every frame to every port.\n"
        "What is a switch?\nA device that sends a frame to the port of its address.\n"
        "What is a router?\nA device that forwards packets between networks.\n"
        "What is a modem?\nA device that turns bits into a line's signal.\n"
    )
    assert [q for q, _ in _cards(text)] == [
        "What is a hub?",
        "What is a switch?",
        "What is a router?",
        "What is a modem?",
    ]
    assert _cards(text)[3][1] == "A device that turns bits into a line's signal."


# -- near misses: read as before -------------------------------------------------------------


def test_questions_in_an_answer_of_blank_separated_pairs_stay_in_it() -> None:
    """Pairs set apart by blank lines are another layout: the lines that ask inside the
    socket's answer (`Is it the same as a port? No, ...`, `Why care?`) are its own."""
    text = """\
What is a port?
A port is a number that names one endpoint of a connection.

What is a socket?
A socket is one end of a conversation.
Is it the same as a port? No, a socket also names the host and the protocol.
Why care?
Because servers listen on sockets.

What is NAT?
Address translation at the edge of a network.
"""
    assert _cards(text) == [
        ("What is a port?", "A port is a number that names one endpoint of a connection."),
        (
            "What is a socket?",
            "A socket is one end of a conversation.\n\nIs it the same as a port? No, a "
            "socket also names the host and the protocol.\n\nWhy care?\n\n"
            "Because servers listen on sockets.",
        ),
        ("What is NAT?", "Address translation at the edge of a network."),
    ]


def test_lines_that_ask_under_a_heading_question_stay_in_its_answer() -> None:
    """Headings ask the document's questions: a run of tight `?` lines in one answer is that
    answer's, however many."""
    text = """\
# Networking

## What is a socket?

A socket is one end of a conversation.
Is it the same as a port?
No, a socket also names the host and the protocol.
Why care?
Because servers listen on sockets.
Who opens it?
The process that wants to talk.

## What is NAT?

Address translation at the edge of a network.
"""
    assert _cards(text) == [
        (
            "What is a socket?",
            "A socket is one end of a conversation.\nIs it the same as a port?\nNo, a socket "
            "also names the host and the protocol.\nWhy care?\nBecause servers listen on "
            "sockets.\nWho opens it?\nThe process that wants to talk.",
        ),
        ("What is NAT?", "Address translation at the edge of a network."),
    ]


def test_plain_lines_that_ask_under_marked_questions_stay_theirs() -> None:
    """`#Q` marks each question of a trivia file: a plain line that asks under one is a part
    of it (a hint, a second sentence), no question of its own."""
    text = """\
#Q Which layer routes packets?
Think of what an IP address names.
^ Network
A Network
B Transport

#Q Which of these is a port?
Is it a number or a name?
^ 80
A 80
B eth0
Which one would a server listen on?
Pick one.
"""
    assert [q for q, _ in _cards(text)] == [
        "#Q Which layer routes packets?",
        "#Q Which of these is a port?",
    ]


def test_q_labels_written_tight_are_still_labels() -> None:
    """`Q.What is X?` (no blank after the dot) labels a question still; only a dot against a
    lower-case name and its bracket (`q.add(1);`) is code."""
    text = "Q. What is a port?\nA. A number that names one endpoint.\n\nQ.What is a socket?\nA.One end.\n"
    assert [q for q, _ in _cards(text)] == ["What is a port?", "What is a socket?"]


def test_a_method_called_on_q_in_an_answer_is_code_not_a_label() -> None:
    """`q.append(1)` in an answer's code calls a method of `q`: no `Q.` label opening a
    question `append(1)` (which took the next question into its answer and left the one
    above unanswered)."""
    text = (
        "What is a queue?\n\nA first-in, first-out list.\n\nq = deque()\nq.append(1)\n\n"
        "What is a stack?\n\nA last-in, first-out list.\n"
    )
    assert _cards(text) == [
        ("What is a queue?", "A first-in, first-out list.\n\nq = deque()\nq.append(1)"),
        ("What is a stack?", "A last-in, first-out list."),
    ]
    assert result(text).skipped == ()

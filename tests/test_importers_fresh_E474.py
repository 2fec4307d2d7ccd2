"""Importer layouts met in a fresh round (public documents a judge imported, the lead mending
what they misread): a plain-text list of questions to prepare, one per line with no blank
line between them, most unanswered and one answered on its line after a dash
(srs.importers.plainasks, srs.importers.inlineans).

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


# -- a run of question lines, one answered after a dash -------------------------------------

_RUN_DOC = """\
https://example.org/prep/networking-questions

What is a subnet?
What is a gateway?
Why use VLANs?
Which layer does a switch work at?
What is the default SSH port? - 22
What is ARP?
Name some common routing protocols? (OSPF, BGP, RIP)

What does NAT do?
How does DHCP hand out addresses?
"""


def test_each_line_of_a_run_of_questions_is_its_own_question() -> None:
    """Lines that each ask, one under another, are no question and its answer: the one
    that answers after a dash is a card with that answer, every other is reported at its
    own line (a parenthetical hint after the mark keeps the line a question of the run)."""
    doc = result(_RUN_DOC)
    assert [(c.question, c.answer) for c in doc.deck.cards] == [
        ("What is the default SSH port?", "22")
    ]
    assert [s.line for s in doc.skipped] == [3, 4, 5, 6, 8, 9, 11, 12]
    assert all("has no answer" in s.reason for s in doc.skipped)
    assert len(doc.warnings) == 8


def test_the_lines_under_a_dashed_answer_keep_their_own_line_numbers() -> None:
    """Cutting the dashed line in two (question, answer) moves no later report: each names
    the line the question was written on."""
    doc = result(_RUN_DOC)
    assert [w.split(":")[1] for w in doc.warnings] == ["3", "4", "5", "6", "8", "9", "11", "12"]


_DASH_ONLY_DOC = """\
What is a pod?
What is a node?
What is a cluster?
What is a taint?
What port does the API server use? -- 6443
What is a namespace?
What is a label?
"""


def test_a_double_dash_answers_too_and_the_question_above_it_is_unanswered() -> None:
    """`Q? -- A` answers as `Q? - A` does; the question right above it is not its answer's
    question, it is unanswered."""
    doc = result(_DASH_ONLY_DOC)
    assert [(c.question, c.answer) for c in doc.deck.cards] == [
        ("What port does the API server use?", "6443")
    ]
    assert [c.id for c in doc.deck.cards] == ["q05"]
    assert [s.line for s in doc.skipped] == [1, 2, 3, 4, 6, 7]


_DASH_INSIDE_DOC = """\
What is a container?
What is a registry?
What is a tag?
What is a digest?
What is the better way to remove one - rm -f or stop then rm?
What is an image?
What is a volume? - Storage that outlives the container
What is a layer?
"""


def test_a_dash_before_the_question_mark_is_no_answer() -> None:
    """A dash inside the question (`... remove one - rm -f or stop then rm?`) is part of it:
    the line is one more unanswered question."""
    doc = result(_DASH_INSIDE_DOC)
    assert _cards(_DASH_INSIDE_DOC) == [
        ("What is a volume?", "Storage that outlives the container")
    ]
    assert [s.line for s in doc.skipped] == [1, 2, 3, 4, 5, 6, 8]


# -- near misses: question over answer lines, as before -------------------------------------

_ALTERNATING_DOC = """\
What is a port?
A number that names one endpoint of a connection.
What is a socket?
What are its two kinds? A socket is one end of a conversation: a stream or a datagram one.
What is a route?
The path a packet takes through the network.
What is a hop?
One router a packet passes on its route.
"""


def test_question_lines_over_answer_lines_still_pair() -> None:
    """Plain question lines each over its answer line pair as before; a line that asks and
    answers in a sentence right under a question is still that question's answer."""
    assert _cards(_ALTERNATING_DOC) == [
        ("What is a port?", "A number that names one endpoint of a connection."),
        (
            "What is a socket?",
            "What are its two kinds? A socket is one end of a conversation: a stream or a "
            "datagram one.",
        ),
        ("What is a route?", "The path a packet takes through the network."),
        ("What is a hop?", "One router a packet passes on its route."),
    ]
    assert result(_ALTERNATING_DOC).skipped == ()


_BLANK_APART_DOC = """\
Why cache at the edge?

Because most requests repeat, and a nearby copy answers them faster.

What is a CDN?

A network of servers that keeps copies close to the users.
"""


def test_an_answer_that_reads_like_a_question_after_a_blank_line_is_kept() -> None:
    """A question, a blank line, then an answer that opens with a word questions open with
    too: still that question's answer (the run rule is about lines with no blank line
    between them, each ending with its question mark)."""
    before = _cards(_BLANK_APART_DOC)
    assert len(before) == 2
    assert before[0] == (
        "Why cache at the edge?",
        "Because most requests repeat, and a nearby copy answers them faster.",
    )
    assert before[-1] == (
        "What is a CDN?",
        "A network of servers that keeps copies close to the users.",
    )


_RHETORICAL_DOC = """\
## How do you review a design?

Ask the questions the design must answer:

- Who calls it?
- What fails first?
- How is it rolled back?

## What is a runbook?

A written procedure for one operational task.
"""


def test_rhetorical_questions_under_a_question_heading_stay_its_answer() -> None:
    """A heading question whose answer lists questions to ask keeps them as its answer."""
    assert _cards(_RHETORICAL_DOC) == [
        (
            "How do you review a design?",
            "Ask the questions the design must answer:\n\n- Who calls it?\n"
            "- What fails first?\n- How is it rolled back?",
        ),
        ("What is a runbook?", "A written procedure for one operational task."),
    ]


_ALL_DASHED_DOC = """\
# DNS notes

What is DNS? - It maps names to addresses.
What is TTL? - How long a record may be cached.
What is an MX record? - The mail server of a domain.
"""


def test_a_paragraph_of_dashed_lines_is_a_card_each_as_before() -> None:
    """Every line of the paragraph asks and answers after a dash: a card each, as before
    (the same rule, srs.importers.inlineans, read in one place)."""
    assert _cards(_ALL_DASHED_DOC) == [
        ("What is DNS?", "It maps names to addresses."),
        ("What is TTL?", "How long a record may be cached."),
        ("What is an MX record?", "The mail server of a domain."),
    ]

"""Importer layouts met on fresh public documents (judge Z225): each test is the shape of one,
written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread: an answer that states itself in a sentence and then points to a
resource to read more (`Port 443.  See this resource here about [ports](...)`) was taken for
a pointer standing in for an answer, and its question skipped.
"""

from __future__ import annotations

from srs.importers.placeholders import points_elsewhere
from tests.importing import result

# -- an answer sentence, then a pointer to read more -------------------------------------------

_STATED_THEN_LINKED = """\
# Networking Notes
1. What resolves host names?

    * The DNS resolver

2. Which port does SMTP submission use?
    > Port 587.  See this page here about [mail ports](https://example.org/mail)

3. What does ARP map?

    * IP addresses to MAC addresses
"""


def test_an_answer_stated_before_a_read_more_link_is_carded() -> None:
    got = result(_STATED_THEN_LINKED)
    cards = got.deck.cards
    assert [(c.id, c.question) for c in cards] == [
        ("q01", "What resolves host names?"),
        ("q02", "Which port does SMTP submission use?"),
        ("q03", "What does ARP map?"),
    ]
    assert cards[1].answer == (
        "Port 587.  See this page here about [mail ports](https://example.org/mail)"
    )
    assert got.skipped == ()
    assert got.warnings == ()


_STATED_THEN_ANSWER_LINK = """\
## Q1. Which HTTP method is idempotent and safe?

`GET` is both. The answer is explained [here](https://example.org/get).

## Q2. Which status code means Not Found?

The code 404.
"""


def test_a_statement_before_an_answer_link_is_the_answer() -> None:
    got = result(_STATED_THEN_ANSWER_LINK)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        (
            "Which HTTP method is idempotent and safe?",
            "`GET` is both. The answer is explained [here](https://example.org/get).",
        ),
        ("Which status code means Not Found?", "The code 404."),
    ]
    assert got.warnings == ()


# -- near misses: only a pointer, or a placeholder before the pointer, stays unanswered ---------

_ONLY_POINTERS = """\
# Networking Notes
1. What resolves host names?

    * The DNS resolver

2. Which port does SMTP submission use?
    > See this page here about [mail ports](https://example.org/mail)

3. What does ARP map?
    > TODO.  See the answer [here](https://example.org/arp)

4. What is a VLAN?

    * A broadcast domain split out of a switch
"""


def test_a_pointer_alone_or_after_a_placeholder_still_leaves_its_question_unanswered() -> None:
    got = result(_ONLY_POINTERS)
    assert [(c.id, c.question) for c in got.deck.cards] == [
        ("q01", "What resolves host names?"),
        ("q04", "What is a VLAN?"),
    ]
    assert len(got.warnings) == 2
    assert "question 2 has no answer" in got.warnings[0]
    assert "question 3 has no answer" in got.warnings[1]


def test_the_pointer_test_reads_the_sentence_before_the_link() -> None:
    assert not points_elsewhere("Port 587.  See this page here about [ports](https://x.org/p)")
    assert not points_elsewhere("The answer is 42. Read more [here](https://x.org/a)")
    assert points_elsewhere("See this page here about [ports](https://x.org/p)")
    assert points_elsewhere("Answer. See [here](https://x.org/a)")
    assert points_elsewhere("See above. Or [here](https://x.org/a)")
    assert points_elsewhere("e.g. see [here](https://x.org/a)")  # an abbreviation, no sentence
    assert points_elsewhere("1. See the [answer](https://x.org/a)")  # a number, no statement

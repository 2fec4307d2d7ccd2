"""Importer layouts met on fresh public documents (fix helper B17, judge Z233): a key line
that names the right option by opening with its whole text, no letter.

A practice exam writes its answer lines `A. B.` or `A. B, why` ("A." for "Answer"), and now
and then `A. <the option's text> <prose>`: the prose opens with the right option's words.
Such a question was skipped as having no answer letter. None of these documents is a copy
of a real one; each is the shape one used, written small.
"""

from __future__ import annotations

from tests.importing import result

# -- `A.` for "Answer", one key line opening with the option's text ----------------------------

_A_LABELLED = """\
## Networking drill

1. Which protocol maps IPv4 addresses to MAC addresses?
- A. ARP
- B. DNS
- C. DHCP

A. A.

2. Which port does SSH listen on?
- A. 21
- B. 22
- C. 23

A. B, SSH listens on TCP 22.

3. Which protocol hands out addresses automatically?
- A. NTP
- B. SNMP
- C. DHCP

A. DHCP leases an address, a mask and a gateway to each client.
"""


def test_a_key_line_opening_with_an_options_whole_text_keys_that_option() -> None:
    got = result(_A_LABELLED)
    cards = got.deck.cards
    assert [(c.question, c.answer, c.explanation) for c in cards] == [
        ("Which protocol maps IPv4 addresses to MAC addresses?", "A", ""),
        ("Which port does SSH listen on?", "B", "SSH listens on TCP 22."),
        (
            "Which protocol hands out addresses automatically?",
            "C",
            "DHCP leases an address, a mask and a gateway to each client.",
        ),
    ]
    assert dict(cards[2].choices or {}) == {"A": "NTP", "B": "SNMP", "C": "DHCP"}
    assert got.warnings == ()
    assert got.skipped == ()


# -- an `Answer:` label, the option in bold or followed by a separator --------------------------

_LABELLED = """\
### Q1. Which structure gives O(1) average lookups?
A) Linked list
B) Hash table
C) Binary heap

Answer: **Hash table** keeps buckets indexed by the key's hash.

### Q2. Which sort is stable?
A) Quicksort
B) Heapsort
C) Merge sort

Answer: Merge sort - equal keys keep their order.

### Q3. Which header stops a browser keeping a page?
A) Do not cache
B) Keep alive

Answer: Do not cache tells every cache to drop the page.
"""


def test_the_option_may_be_in_bold_or_followed_by_a_separator() -> None:
    """An option's own negation (`Do not cache`) denies nothing: only the words after it."""
    got = result(_LABELLED)
    assert [(c.question, c.answer, c.explanation) for c in got.deck.cards] == [
        (
            "Which structure gives O(1) average lookups?",
            "B",
            "**Hash table** keeps buckets indexed by the key's hash.",
        ),
        ("Which sort is stable?", "C", "equal keys keep their order."),
        (
            "Which header stops a browser keeping a page?",
            "A",
            "Do not cache tells every cache to drop the page.",
        ),
    ]
    assert got.warnings == ()


# -- near misses: no option's whole text, alone, opens the key line -----------------------------

_NEAR_MISSES = """\
0. Which layer does IP work at?
- A. Link
- B. Transport
- C. Network

A. C.

1. Which mechanism stops loops in distance-vector routing?
- A. Split horizon
- B. Split horizon with poison reverse
- C. Hold-down timers

A. Split horizon with poison reverse stops a route being advertised back.

2. Which device forwards packets between networks?
- A. Hub
- B. Router
- C. Bridge

A. Routing is done by a device that reads the Router field of each hop.

3. Which address is private?
- A. 10.0.0
- B. 8.8.8
- C. 1.1.1

A. 10.0.0.7 belongs to a private range.

4. Which cable suits a 10 km run?
- A. Copper
- B. Multimode fibre
- C. Single-mode fibre

A. Copper is not rated for that distance.
"""


def test_shared_prefixes_later_mentions_and_longer_words_key_nothing() -> None:
    """Two options opening the line (a shared prefix), an option named only later in it,
    an option's text running on into a longer word or number, an option the sentence
    denies: each stays unanswered."""
    got = result(_NEAR_MISSES)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Which layer does IP work at?", "C"),
    ]
    assert got.warnings == (
        "doc.md:8: question 1 has options but no answer letter; skipped",
        "doc.md:15: question 2 has options but no answer letter; skipped",
        "doc.md:22: question 3 has options but no answer letter; skipped",
        "doc.md:29: question 4 has options but no answer letter; skipped",
    )

"""Importer layouts met on fresh public documents (helper F's sweep R2: interview Q&A kept by
students and bootcamp graduates, and quizzes with keys given in different ways): each test is
the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- bulleted bold questions, numbered options, the key quoted as a number ----------------------

_QUOTED_NUMBER_KEYS = """\
# Networking basics

- **What does a switch forward on?**
1. IP addresses
2. MAC addresses
3. Port numbers

> **Answer:** 2

- **Which statement fits the reliable protocol?**
1. Did every packet arrive?
2. May I skip the lost ones?

> **Answer:** 1
"""


def test_a_quoted_number_keys_the_numbered_options_above_it() -> None:
    cards = result(_QUOTED_NUMBER_KEYS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What does a switch forward on?", "B"),
        ("Which statement fits the reliable protocol?", "A"),
    ]
    assert cards[0].choices == {"A": "IP addresses", "B": "MAC addresses", "C": "Port numbers"}
    # options worded as questions are options still: the key right under them says so
    assert cards[1].choices == {"A": "Did every packet arrive?", "B": "May I skip the lost ones?"}


"""A short numbered list of one-line questions each answered after a dash (`1. What is NAT? —
Rewriting addresses.`), refused whole in a judge's round (2026-11-30: "4 questions found,
none with an answer") because a numbered list answered in line counted as a quiz's notes
only from eight items on: the dash is the author's own mark between question and answer,
so three such items are enough; a list without the dash, or inside an answer, stays text."""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result

_DASHED = """\
# Network basics

1. What is a subnet? — A slice of an IP address range.
2. What is NAT? – Rewriting addresses at a gateway.
3. What is a route table? - Rules that pick the next hop.
4. What is a firewall rule? — A filter on ports and addresses.
"""


def test_a_short_numbered_list_answered_after_dashes_is_a_quiz() -> None:
    r = result(_DASHED)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("What is a subnet?", "A slice of an IP address range."),
        ("What is NAT?", "Rewriting addresses at a gateway."),
        ("What is a route table?", "Rules that pick the next hop."),
        ("What is a firewall rule?", "A filter on ports and addresses."),
    ]
    assert not r.warnings


_ONE_UNDASHED = """\
# Network basics

1. What is a subnet? — A slice of an IP address range.
2. What is NAT? Rewriting addresses at a gateway.
3. What is a route table? — Rules that pick the next hop.
"""


def test_a_short_list_not_dashed_throughout_stays_as_before() -> None:
    """One item without the dash: no mark of the author's to go by in a list this short."""
    with pytest.raises(DocumentError, match="none with an answer"):
        result(_ONE_UNDASHED)


_WHYS_IN_AN_ANSWER = """\
# Incidents

## What went wrong in the outage?

We traced it with five whys:

1. Why did the site fail? — The database index was dropped.
2. Why was the index dropped? — A migration removed it.
3. Why did the migration run? — Nobody reviewed it.

## How do you prevent it?

Review every migration.
"""


def test_dashed_points_inside_an_answer_stay_in_that_answer() -> None:
    first, second = result(_WHYS_IN_AN_ANSWER).deck.cards
    assert first.question == "What went wrong in the outage?"
    assert "3. Why did the migration run? — Nobody reviewed it." in first.answer
    assert second.answer == "Review every migration."

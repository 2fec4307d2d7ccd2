"""An outline of interview questions (sections over leaf headings, every leaf a question, a few
answered by a line under them, most left empty), found mispaired in a judge's round
(2026-12-01, a Chinese Org outline of Java questions): an unanswered leaf took the answers of
the two leaves after it, which were lost; another leaf and its answer ran into the answer above;
a deeper leaf anywhere made the page "no question has an answer"; and the unanswered leaves
before the first leaf that asks in its words were lost without a word. Every leaf is a
question: answered by its text, or reported unanswered; the sections are neither."""

from __future__ import annotations

from tests.importing import result

_ORG = """\
* Databases
** Storage
*** Indexes
**** B-tree layout
**** Clustered versus secondary indexes
**** Why do indexes slow down writes?
**** Covering index
     The index holds every column the query reads, so the table is never visited
**** Index selectivity
     Distinct keys over rows; high selectivity makes an index worth using
**** Which column goes first in a composite index?
**** When is a full scan faster than an index?
*** Transactions
**** Isolation levels
**** Phantom reads
     A repeated range query sees rows another transaction inserted
**** Two-phase locking
** Replication
*** Leader election
**** Split brain
**** How large must a quorum be?
*** Lag
**** Read your writes
     Route a user's reads to the leader for a while after they write
**** Monotonic reads
"""

_ANSWERED = {
    "Covering index": "The index holds every column the query reads, so the table is never visited",
    "Index selectivity": "Distinct keys over rows; high selectivity makes an index worth using",
    "Phantom reads": "A repeated range query sees rows another transaction inserted",
    "Read your writes": "Route a user's reads to the leader for a while after they write",
}
_UNANSWERED = [4, 5, 6, 11, 12, 14, 17, 20, 21, 25]
"""The empty leaves' lines; the sections (l.1-3, 13, 18, 19, 22) are no question."""


def _reported(warnings: tuple[str, ...]) -> list[int]:
    return [int(w.split(":")[1]) for w in warnings]


def test_every_leaf_of_an_org_outline_is_a_question_answered_or_reported() -> None:
    r = result(_ORG, "outline.org")
    assert {c.question: c.answer for c in r.deck.cards} == _ANSWERED
    assert _reported(r.warnings) == _UNANSWERED
    assert all(w.endswith("has no answer; skipped") for w in r.warnings)
    assert [s.line for s in r.skipped] == _UNANSWERED


def test_a_deeper_leaf_under_a_sub_section_keeps_the_outline_read() -> None:
    """A sub-section (`**** Variants`) over deeper leaves, one of them asking: before, the
    answered leaves that do not ask were no questions at all (no card)."""
    text = _ORG.replace(
        "**** Two-phase locking\n",
        "**** Two-phase locking\n**** Variants\n***** Strict 2PL?\n***** Conservative 2PL\n",
    )
    r = result(text, "outline.org")
    assert {c.question: c.answer for c in r.deck.cards} == _ANSWERED
    # `**** Variants` (l.18) is a section; its leaves (l.19, 20) are questions
    assert _reported(r.warnings) == [4, 5, 6, 11, 12, 14, 17, 19, 20, 23, 24, 28]


def test_the_same_outline_in_markdown_headings() -> None:
    text = "\n".join(
        "#" * (len(line) - len(line.lstrip("*")) + 1) + line.lstrip("*")
        if line.startswith("*")
        else line
        for line in _ORG.splitlines()
    )
    r = result(text, "outline.md")
    assert {c.question: c.answer for c in r.deck.cards} == _ANSWERED
    assert _reported(r.warnings) == _UNANSWERED


_NOTES = """\
* Databases
** Storage
*** Indexes
**** B-tree layout
     Pages of sorted keys, each pointing to the pages below
**** Clustered index
     The table's rows are stored in the index's order
**** Why do indexes slow down writes?
     Every insert updates each index too
**** Covering index
     The index holds every column the query reads
*** Transactions
**** Isolation levels
     How much of other transactions' work a transaction sees
**** Phantom reads
     A repeated range query sees rows another transaction inserted
"""


def test_near_miss_an_outline_of_notes_reads_as_before() -> None:
    """Every leaf has text under it: topic notes, read as they always were (the topics are
    the cards, whether they ask or not)."""
    r = result(_NOTES, "notes.org")
    assert [c.question for c in r.deck.cards] == [
        "B-tree layout",
        "Clustered index",
        "Why do indexes slow down writes?",
        "Covering index",
        "Isolation levels",
        "Phantom reads",
    ]
    assert r.deck.cards[1].answer == "The table's rows are stored in the index's order"
    assert not r.warnings


_NUMBERED = """\
# Databases
## Indexes
### 1. B-tree layout
### 2. Covering index
The index holds every column the query reads.
### 3. Index selectivity
### 4. Composite index order
## Transactions
### 5. Isolation levels
### 6. Phantom reads
A repeated range query sees rows another transaction inserted.
### 7. Two-phase locking
"""


def test_near_miss_numbered_questions_read_as_before() -> None:
    """Numbered question headings are read by their numbers, not as an outline's leaves."""
    r = result(_NUMBERED, "numbered.md")
    assert {c.question: c.answer for c in r.deck.cards} == {
        "Covering index": "The index holds every column the query reads.",
        "Phantom reads": "A repeated range query sees rows another transaction inserted.",
    }
    assert _reported(r.warnings) == [3, 6, 7, 9, 12]

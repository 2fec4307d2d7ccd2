"""Importer layouts met on fresh public documents (helper M2's sweep: documents chosen for
their structure: transcripts, FAQ pages, question banks with notes): each test is the shape of
one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a mock-interview transcript: the interviewer asks, the candidate answers ---------------------

_TRANSCRIPT = """\
# Practice session

## Session 1: junior candidate

**Length:** 20 minutes

**Interviewer:** Welcome! What does a hash map give you that a list does not?

**Candidate:** Lookup by key in constant time on average.

**Interviewer:** Good. Walk me through what happens on a collision.

**Candidate:** Both keys land in one bucket; the map chains them or probes for the next slot.

**Interviewer:** Nice answer, that covers it.

## Session 2: senior candidate

Interviewer: When would you pick a tree map instead?

Candidate (Ana): When I need the keys in order, or range queries.
"""


def test_interviewer_turns_answered_by_the_candidate_are_cards() -> None:
    imported = result(_TRANSCRIPT)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "Welcome! What does a hash map give you that a list does not?",
            "Lookup by key in constant time on average.",
        ),
        (
            "Good. Walk me through what happens on a collision.",
            "Both keys land in one bucket; the map chains them or probes for the next slot."
            "\n\n**Interviewer:** Nice answer, that covers it.",
        ),
        (
            "When would you pick a tree map instead?",
            "When I need the keys in order, or range queries.",
        ),
    ]


def test_an_interviewer_line_with_no_candidate_reply_is_left_alone() -> None:
    # spoken-answer notes under each question: `Interviewer:` restates it, no candidate turn
    text = """\
### 1. What is a goroutine?

A function running concurrently, scheduled by the Go runtime.

**Interviewer:** What is a goroutine?
**Your Response:** "A lightweight thread managed by the runtime."

### 2. What is a channel?

A typed pipe between goroutines.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is a goroutine?", "What is a channel?"]


# -- `Q9 What ...? (a note)`: a spaced label whose question carries a note in brackets ------------

_NOTED_QUESTIONS = """\
### Q7 Tell me about a time you were under pressure.
+ I kept a list and worked through it.

### Q9 What did you like about your last job? （策略：先扬后抑）
+ The team, and the training budget.

### Q10 Why do you want this role? (keep it short)
+ It matches what I do best.

### Q12 Tell me about a hard problem you solved.
+ A supplier stopped a part; I found another in a week.
"""


def test_a_spaced_label_question_may_end_with_a_note_in_brackets() -> None:
    cards = result(_NOTED_QUESTIONS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Tell me about a time you were under pressure.", "+ I kept a list and worked through it."),
        (
            "What did you like about your last job? （策略：先扬后抑）",
            "+ The team, and the training budget.",
        ),
        ("Why do you want this role? (keep it short)", "+ It matches what I do best."),
        (
            "Tell me about a hard problem you solved.",
            "+ A supplier stopped a part; I found another in a week.",
        ),
    ]

"""Importer layouts met in the tenth (2026-11-30) session's rounds (fresh public documents a
judge imported, the lead mending what they misread).

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from srs.importers import Skipped
from tests.importing import result

_UNANSWERED = "looks like a question, but no answer was found for it; not imported"


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


# -- `### Topic`, a guidance paragraph, a numbered list of questions nobody answered ---------

_TOPICS = """\
---
title: Crew prep
---

## **Crew questions**

Some questions, sorted by skill:

### Scheduling

Recruiters ask this to learn how you order your week.

1. Tell me about a week you planned well.
2. Describe a time a schedule slipped.
3. How do you pick what comes first?

### Listening

Strong answers show patience.

1. Tell me about advice you took.
2. How do you ask for input?

## **Sample answers:**

### 1. Tell me about a week you planned well.

Sample: _"I blocked mornings for deep work."_

### 2. How do you ask for input?

Sample: _"One to one, with a clear question."_
"""


def test_topic_headings_over_unanswered_question_lists_report_each_question() -> None:
    imported = result(_TOPICS)
    assert _cards(_TOPICS) == [
        (
            "Tell me about a week you planned well.",
            'Sample: _"I blocked mornings for deep work."_',
            {},
        ),
        ("How do you ask for input?", 'Sample: _"One to one, with a clear question."_', {}),
    ]
    # each listed question on its own line; one a card asks further on is no question lost
    assert imported.skipped == (
        Skipped(14, f"'2. Describe a time a schedule slipped.' {_UNANSWERED}"),
        Skipped(15, f"'3. How do you pick what comes first?' {_UNANSWERED}"),
        Skipped(21, f"'1. Tell me about advice you took.' {_UNANSWERED}"),
    )
    # the guidance paragraphs are text in no card, each reported at its line
    assert any(
        w.startswith("doc.md:11: 1 line of text between questions in no card ('Recruiters")
        for w in imported.warnings
    )
    assert any(
        w.startswith("doc.md:19: 1 line of text between questions in no card ('Strong")
        for w in imported.warnings
    )


_RUN_INTO_ANSWERS = """\
# Crew prep

## Questions

### Scheduling

Recruiters ask this to learn how you order your week.

1. Tell me about a week you planned well.
2. How do you pick what comes first?

### Listening

1. Tell me about advice you took.
2. How do you ask for input?

## Sample answers

### 1. Tell me about a week you planned well.

Sample: _"I blocked mornings for deep work."_

### 2. How do you ask for input?

Sample: _"One to one, with a clear question."_
"""


def test_a_run_of_unanswered_list_questions_is_reported_item_by_item() -> None:
    """The topic sections run on into `## Sample answers` (read as an answer label with
    nothing after it): one block with no answer, four questions in it, each reported (but
    those a card asks further on)."""
    imported = result(_RUN_INTO_ANSWERS)
    assert [c.question for c in imported.deck.cards] == [
        "Tell me about a week you planned well.",
        "How do you ask for input?",
    ]
    assert imported.skipped == (
        Skipped(10, f"'2. How do you pick what comes first?' {_UNANSWERED}"),
        Skipped(14, f"'1. Tell me about advice you took.' {_UNANSWERED}"),
    )


# -- guards: a topic heading whose answer is a list stays a card ------------------------------


def _before_topics(section: str) -> str:
    """`section` (answered) before the topic sections of `_TOPICS`."""
    at = _TOPICS.index("### Scheduling")
    return _TOPICS[:at] + section + "\n" + _TOPICS[at:]


def test_a_topic_heading_answered_by_a_list_of_steps_stays_a_card() -> None:
    """Its items do not ask: an answer that lists, not a list of questions."""
    text = _before_topics("### Steps\n\nDo these in order.\n\n1. Open the file.\n2. Save a copy.\n")
    imported = result(text)
    assert _cards(text)[0] == (
        "Steps",
        "Do these in order.\n\n1. Open the file.\n2. Save a copy.",
        {},
    )
    assert [s.line for s in imported.skipped] == [21, 22, 28]  # the topics' questions only


def test_a_list_of_questions_discussed_in_the_answer_stays_in_the_card() -> None:
    """Text after the list: the questions are the answer's, discussed, not left unanswered."""
    text = _before_topics(
        "### Code review\n\nReviewers ask two things:\n\n1. Does it work?\n"
        "2. Can it be read?\n\nThe first is tested, the second argued over.\n"
    )
    imported = result(text)
    assert _cards(text)[0] == (
        "Code review",
        "Reviewers ask two things:\n\n1. Does it work?\n2. Can it be read?\n\n"
        "The first is tested, the second argued over.",
        {},
    )
    assert [s.line for s in imported.skipped] == [23, 24, 30]


_SCENE = """\
# Queue questions

**Q1: What is a queue?**

A list served in order.

**Q2: Order pipeline**

**Scenario:** A shop sends each order to three services.
**Design Challenge:**

- How will you keep the services apart?
- How will you retry a failed step?

**Q3: What is a topic?**

A named log of messages.
"""


def test_a_numbered_design_problem_with_no_answer_stays_one_question() -> None:
    """Its listed questions are the parts of the one problem the author numbered: reported
    once, as the problem, never as a list of questions of their own."""
    imported = result(_SCENE)
    assert _cards(_SCENE) == [
        ("What is a queue?", "A list served in order.", {}),
        ("What is a topic?", "A named log of messages.", {}),
    ]
    assert imported.skipped == (Skipped(7, "question 2 has no answer; skipped"),)

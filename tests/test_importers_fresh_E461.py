"""Layouts met in judge round Z261, on made-up documents: a numbered title heading over one
labelled question (`**Interviewer:**` / `**Candidate:**` turns, or `Q:` / `A:`), the question
asking alone by its words yet leaning on the title for its subject."""

from __future__ import annotations

import pytest

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in result(text).deck.cards]


# -- a numbered title heading over one interviewer's question ------------------------------

_TRANSCRIPT = """\
# Queue Interview Q&A

## 1. Why Queue Work at All?

**Interviewer:** What does a queue buy you over a direct call?

**Candidate:**
It lets the caller return before the work is done.

---

## 2. Difference Between `ack()` and `nack()`

**Interviewer:** What sets them apart?

**Candidate:**
- `ack()` removes the message.
- `nack()` puts it back.

---

## 3. Dead Letters

**Interviewer:** Where do failed messages end up?

**Candidate:**
In a side queue, for a person to look at.
"""


def test_a_title_heading_over_an_interviewer_question_stays_in_the_question() -> None:
    """The title a question leans on for its subject was thrown away whenever the question
    ended with a question mark and the title did not (`What sets them apart?` alone): each
    title is kept, a full question below it, and one that asks (`Difference Between ...`)
    stands for a question of a few words."""
    assert _cards(_TRANSCRIPT) == [
        (
            "q01",
            "Why Queue Work at All?\n\nWhat does a queue buy you over a direct call?",
            "It lets the caller return before the work is done.",
        ),
        (
            "q02",
            "Difference Between `ack()` and `nack()`",
            "- `ack()` removes the message.\n- `nack()` puts it back.",
        ),
        (
            "q03",
            "Dead Letters\n\nWhere do failed messages end up?",
            "In a side queue, for a person to look at.",
        ),
    ]
    assert result(_TRANSCRIPT).warnings == ()


_LABELLED = """\
# Storage

## 1. Write-Ahead Logging
Q: Why is the log written before the table?
A: So a crash can replay what was promised.

## 2. Vacuum
Q: When does it run?
A: When enough rows are dead.
"""


def test_a_title_heading_over_a_q_label_stays_in_the_question() -> None:
    """The same with `Q:` / `A:` labels: `When does it run?` says nothing without `Vacuum`."""
    assert _cards(_LABELLED) == [
        (
            "q01",
            "Write-Ahead Logging\n\nWhy is the log written before the table?",
            "So a crash can replay what was promised.",
        ),
        ("q02", "Vacuum\n\nWhen does it run?", "When enough rows are dead."),
    ]
    assert result(_LABELLED).warnings == ()


# -- near misses: a section over several questions, a question that says its title -----------

_SECTIONS = """\
# Storage

## Basics
Q: What is a page?
A: The unit read from disk.

Q: What is a tuple?
A: One row's version.

## Tuning
Q: What does the cache hold?
A: Recently read pages.

Q: What does a checkpoint do?
A: Flushes dirty pages.
"""


def test_a_section_heading_over_several_questions_is_no_title() -> None:
    """Guard: a heading over several labelled questions is a section's, never glued to its
    questions."""
    assert _cards(_SECTIONS) == [
        ("q01", "What is a page?", "The unit read from disk."),
        ("q02", "What is a tuple?", "One row's version."),
        ("q03", "What does the cache hold?", "Recently read pages."),
        ("q04", "What does a checkpoint do?", "Flushes dirty pages."),
    ]
    assert result(_SECTIONS).warnings == ()


_ONE_OF_SECTIONS = """\
# Storage

## 1. Basics
Q: What is a page?
A: The unit read from disk.

Q: What is a tuple?
A: One row's version.

## 2. Tuning
Q: What does the cache hold?
A: Recently read pages.
"""


def test_a_heading_over_one_question_among_sections_is_a_section_too() -> None:
    """Guard: where another heading holds several questions, the headings are sections, the
    one over a single question too: it is glued to no question."""
    assert _cards(_ONE_OF_SECTIONS) == [
        ("q01", "What is a page?", "The unit read from disk."),
        ("q02", "What is a tuple?", "One row's version."),
        ("q03", "What does the cache hold?", "Recently read pages."),
    ]
    assert result(_ONE_OF_SECTIONS).warnings == ()


_SAID_TWICE = """\
# Storage

## 1. What is a page?
Q: What is a page?
A: The unit read from disk.

## 2. Index Scans
Q: When are index scans cheaper than a full read?
A: When few rows match.

## 3. 查询计划
问：如何查看一条语句的查询计划？
答：用 EXPLAIN。
"""


def test_a_question_that_says_its_title_does_not_repeat_it() -> None:
    """Guard: a heading that is the question, or whose words the question says in order (in
    Chinese, its characters), is not said twice."""
    assert _cards(_SAID_TWICE) == [
        ("q01", "What is a page?", "The unit read from disk."),
        ("q02", "When are index scans cheaper than a full read?", "When few rows match."),
        ("q03", "如何查看一条语句的查询计划？", "用 EXPLAIN。"),
    ]


@pytest.mark.parametrize(
    ("heading", "question", "joined"),
    [
        ("Lazy Loading", "When are rows fetched?", "Lazy Loading\n\nWhen are rows fetched?"),
        ("Express Routers", "Why use Routers in Express?", None),
        ("Sessions", "Where do sessions live?", "Where do sessions live?"),
        ("Mutexes", "What is a mutex?", "What is a mutex?"),
        ("List vs Tuple", "Differences", "List vs Tuple: Differences"),
        ("What is Python?", "Explain Python", "What is Python?"),
    ],
)
def test_with_heading(heading: str, question: str, joined: str | None) -> None:
    """The rule on its own: a title the question leans on, or only touches the words of out
    of order, is kept above it; one it reads out is dropped; a few words follow a colon."""
    from srs.importers.ownheadings import Title, with_heading  # the rule's own terms

    expected = joined if joined is not None else f"{heading}\n\n{question}"
    assert with_heading(Title(heading, titles=True), question) == expected

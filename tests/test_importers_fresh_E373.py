"""Importer layouts met on fresh public documents: answers written as headings a level above
their labelled question headings (`## Q: ...` over `# answer line`).

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from srs.importers.openingheadings import opening_sub_headings
from tests.importing import result

# -- every answer line a heading above its `## Q:` question ---------------------------------

_RAISED_ANSWERS = """\
# Networking Notes
## Q: What does DNS do?
# It maps host names to addresses.
## Q: Is UDP reliable?
# No
## Q: When does TCP send a RST?
# When a segment arrives for a connection that does not exist.
## Q: Which layers does the OSI model name?
# Seven of them.
# L1: physical
# L2: data link
# L3: network
"""


def test_answer_lines_written_as_raised_headings_are_the_answers() -> None:
    imported = result(_RAISED_ANSWERS)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What does DNS do?", "It maps host names to addresses."),
        ("q02", "Is UDP reliable?", "No"),
        (
            "q03",
            "When does TCP send a RST?",
            "When a segment arrives for a connection that does not exist.",
        ),
        (
            "q04",
            "Which layers does the OSI model name?",
            "Seven of them.\nL1: physical\nL2: data link\nL3: network",
        ),
    ]
    assert imported.deck.name == "Networking Notes"
    assert all(not c.choices for c in imported.deck.cards)
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_the_rewrite_is_line_for_line_and_keeps_a_mark_inside_a_word() -> None:
    text = """\
# Title
## Q: Which language is C#?
# A language for .NET, written C# # closing marks
## Q: What is F#?
# Another one, F#
## Q: What is IL?
# The bytecode
"""
    assert opening_sub_headings(text).split("\n") == [
        "# Title",
        "## Q: Which language is C#?",
        "A language for .NET, written C# # closing marks",
        "## Q: What is F#?",
        "Another one, F#",
        "## Q: What is IL?",
        "The bytecode",
        "",
    ]


def test_numbered_question_labels_deeper_down_answer_in_raised_headings() -> None:
    text = """\
# Shell quiz

### Question 1: What does `ls -a` show?
## Hidden files too.

### Question 2: What does `cd -` do?
## It goes back to the last directory.

### Question 3: Which shell is the default on Debian?
## dash, for scripts.
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What does `ls -a` show?", "Hidden files too."),
        ("What does `cd -` do?", "It goes back to the last directory."),
        ("Which shell is the default on Debian?", "dash, for scripts."),
    ]
    assert imported.warnings == ()


def test_a_closing_section_under_the_last_question_stays_end_matter() -> None:
    text = """\
# Git Notes
## Q: What does git stash do?
# It shelves the working changes.
## Q: What does git bisect find?
# The commit that brought a bug in.
## Q: Is a branch a copy?
# No: it is a pointer to a commit.
# License
Free to share under CC BY 4.0.
"""
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == [
        "It shelves the working changes.",
        "The commit that brought a bug in.",
        "No: it is a pointer to a commit.",
    ]
    assert imported.warnings == (
        "doc.md:8: 2 lines of end matter in no card ('License'); not imported",
    )


# -- near misses: the rule must leave these as they were -------------------------------------


def test_chapter_headings_between_answered_questions_stay_sections() -> None:
    text = """\
# Git Notes
## Q: What does git stash do?
It shelves the working changes.
# Advanced
## Q: What does git bisect find?
The commit that brought a bug in.
## Q: Is a branch a copy?
No: it is a pointer to a commit.
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What does git stash do?", "It shelves the working changes."),
        ("What does git bisect find?", "The commit that brought a bug in."),
        ("Is a branch a copy?", "No: it is a pointer to a commit."),
    ]
    assert "Advanced" not in " ".join(c.answer for c in imported.deck.cards)


def test_chapters_over_unanswered_questions_are_no_answers() -> None:
    text = """\
# Interview bank
## Q: What is a mutex?
# Chapter 2
## Q: What is a semaphore?
# Chapter 3
## Q: What is a deadlock?
It is a cycle of waits.
# Chapter 4
## Q: What is a livelock?
Threads that keep changing state without progress.
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a deadlock?", "It is a cycle of waits."),
        ("What is a livelock?", "Threads that keep changing state without progress."),
    ]
    assert imported.warnings == (
        "doc.md:2: question #1 has no answer; skipped",
        "doc.md:4: question #2 has no answer; skipped",
    )


def test_a_page_that_answers_one_question_in_text_is_left_as_written() -> None:
    text = """\
# Notes
## Q: What is a mutex?
# A lock only one thread holds.
## Q: What is a semaphore?
A counter of permits.
## Q: What is a deadlock?
# A cycle of waits.
"""
    assert opening_sub_headings(text) == text

"""Org-mode documents: outlines, org-drill items and anki-editor notes read as cards."""

from __future__ import annotations

from srs.importers import ImportResult
from srs.importers.org import looks_like_org, org_to_markdown
from tests import importing


def result(text: str, source: str = "notes.org") -> ImportResult:
    return importing.result(text, source)


def test_an_outline_of_question_headings_reads_with_code_and_tags_dropped() -> None:
    text = """\
#+TITLE: Python interview
#+STARTUP: overview

* Basics
** What is a generator?                                              :python:
:PROPERTIES:
:ID:       5e1c
:END:
A function that yields values lazily, e.g. =yield x=.

#+begin_src python
def gen():
    yield 1
#+end_src

** TODO What does the GIL do?
SCHEDULED: <2026-11-25 Wed>
It lets one thread run *Python bytecode* at a time; see [[https://docs.python.org][the docs]].
"""
    imported = result(text)
    assert imported.deck.name == "Python interview"
    first, second = imported.deck.cards
    assert first.question == "What is a generator?"
    assert first.answer == (
        "A function that yields values lazily, e.g. `yield x`.\n\n"
        "```python\ndef gen():\n    yield 1\n```"
    )
    assert second.question == "What does the GIL do?"
    assert second.answer == (
        "It lets one thread run **Python bytecode** at a time; "
        "see [the docs](https://docs.python.org)."
    )
    assert "basics" in first.tags


def test_drill_items_ask_in_their_body_or_in_their_title() -> None:
    text = """\
* Capitals
** Item                                                              :drill:
What is the capital of France?
*** Answer
Paris.
** Capital of Spain                                                  :drill:
Madrid.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is the capital of France?", "Paris."),
        ("Capital of Spain", "Madrid."),
    ]


def test_anki_editor_notes_with_front_and_back_headings() -> None:
    text = """\
* Go
** Goroutines
:PROPERTIES:
:ANKI_NOTE_TYPE: Basic
:END:
*** Front
What is a goroutine?
*** Back
A lightweight thread.
** Channels
*** Front
Channel
*** Back
A typed conduit.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a goroutine?", "A lightweight thread."),
        ("Channel", "A typed conduit."),
    ]


def test_the_conversion_keeps_every_line_on_its_line() -> None:
    text = (
        "#+TITLE: T\n* A\n:PROPERTIES:\n:X: 1\n:END:\n#+begin_src sh\n,* not a heading\n#+end_src\n"
    )
    converted = org_to_markdown(text)
    assert converted.count("\n") == text.count("\n")
    assert converted.split("\n")[6] == "* not a heading"


def test_a_question_without_an_answer_is_reported_at_its_org_line() -> None:
    text = """\
#+TITLE: Go
:PROPERTIES:
:ID: 1
:END:
* What is a goroutine?
A lightweight thread.
* What is a channel?
A typed conduit.
* What is a mutex?
"""
    imported = result(text)
    assert len(imported.deck.cards) == 2
    assert [s.line for s in imported.skipped] == [9]


def test_markdown_with_star_bullets_is_not_org() -> None:
    assert not looks_like_org("# Quiz\n\n* What is X?\n* What is Y?\n", "quiz.md")
    assert looks_like_org("#+title: Notes\n* What is X?\n", "notes.txt")


def test_a_word_between_colons_that_never_closes_is_no_drawer() -> None:
    text = (
        "* What is a goroutine?\n:smile:\nA lightweight thread.\n* What is a channel?\nA conduit.\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is a goroutine?", "What is a channel?"]
    assert cards[1].answer == "A conduit."

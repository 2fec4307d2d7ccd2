"""Findings of a judge's round (2026-11-30) on a page of HTML-headed questions
(`<h3> Question N: ... </h3>`). An answer that opened with a Markdown sub-heading a level
above the question (`## Understanding "wrapping"`) lost its question ("no answer"), its body
was text in no card and its title a tag on every later card. A question with a long remark
in brackets after `</h3>` was no heading at all: it ran into the answer above, in silence."""

from __future__ import annotations

from tests.importing import result

_OPENED = """\
<h3> Question 1: What does a context manager do? </h3>


## Entering and leaving

<p>
It sets something up on entry and tears it down on exit, even after an error.
</p>

<ul>
  <li><b>Files</b> are closed this way.</li>
</ul>


<h3> Question 2: What is a generator? </h3>
<p> A function that yields its values one at a time.</p>

<h3> Question 3: What is a frozenset? </h3>
<p> A set that cannot change.</p>
"""


def test_a_sub_heading_above_the_question_level_opens_its_answer() -> None:
    r = result(_OPENED)
    assert [(c.question, c.answer, c.tags) for c in r.deck.cards] == [
        (
            "What does a context manager do?",
            "#### Entering and leaving\n\n"
            "It sets something up on entry and tears it down on exit, even after an error.\n\n"
            "- **Files** are closed this way.",
            (),
        ),
        ("What is a generator?", " A function that yields its values one at a time.", ()),
        ("What is a frozenset?", " A set that cannot change.", ()),
    ]
    assert r.warnings == ()


def test_the_same_in_markdown_headings_numbered() -> None:
    text = """\
### 1. What does a context manager do?

## Entering and leaving

It sets something up on entry and tears it down on exit.

### 2. What is a generator?

A function that yields its values one at a time.

### 3. What is a frozenset?

A set that cannot change.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "What does a context manager do?",
            "#### Entering and leaving\n\nIt sets something up on entry and tears it down on exit.",
        ),
        ("What is a generator?", "A function that yields its values one at a time."),
        ("What is a frozenset?", "A set that cannot change."),
    ]


_SECTIONED = """\
# Python questions

## Basics

### Question 1: What is a list?

A mutable sequence.

### Question 2: What is a tuple?

## Advanced

Questions for senior roles.

### Question 3: What is a metaclass?

The class of a class.

### Question 4: What is the GIL?

A lock that lets one thread run Python bytecode at a time.
"""


def test_a_section_heading_under_an_unanswered_question_stays_a_section() -> None:
    r = result(_SECTIONED)
    assert [(c.question, c.tags) for c in r.deck.cards] == [
        ("What is a list?", ("basics",)),
        ("What is a metaclass?", ("advanced",)),
        ("What is the GIL?", ("advanced",)),
    ]
    assert [s.line for s in r.skipped] == [9]


def test_a_heading_with_nothing_under_it_before_the_next_question_is_no_answer() -> None:
    text = """\
### Question 1: What is a list?

## Part two

### Question 2: What is a tuple?

An immutable sequence.

### Question 3: What is a set?

A collection of unique items.
"""
    r = result(text)
    assert [c.question for c in r.deck.cards] == ["What is a tuple?", "What is a set?"]
    assert [s.line for s in r.skipped] == [1]


def test_a_heading_under_the_last_question_is_not_taken_for_its_answer() -> None:
    text = """\
### Question 1: What is a list?

A mutable sequence.

### Question 2: What is a tuple?

An immutable sequence.

### Question 3: What is a set?

## Further reading

The language reference, chapter 3.
"""
    r = result(text)
    assert [c.question for c in r.deck.cards] == ["What is a list?", "What is a tuple?"]
    assert [s.line for s in r.skipped] == [9]


_REMARKED = """\
<h3> Question 1: What is a lambda? </h3>
<p> An anonymous function.</p> It holds one expression.

<h3> Question 2: Is recursion slow in Python? </h3> (looks easy, but it is not: I would want to read up on frames and the recursion limit first)
<p> </p>

<h3> Question 3: What is a set? </h3>
<p> An unordered collection of unique items.</p>
"""


def test_a_long_remark_after_the_heading_leaves_it_a_question_reported_unanswered() -> None:
    r = result(_REMARKED)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("What is a lambda?", " An anonymous function.\n\nIt holds one expression."),
        ("What is a set?", " An unordered collection of unique items."),
    ]
    assert [w.split(": ", 1)[1] for w in r.warnings] == ["question 2 has no answer; skipped"]


_MORE = """\
<h3> Question 1: What is a list? </h3>
<p> A mutable sequence.</p>

<h3> Question 2: What is a dict? </h3>
<p> A mapping from keys to values.</p>

<h4> More Questions </h4>
    <li><strong>Iterators and iterables:</strong> An iterable hands out an iterator, which \
yields items until it is spent.</li>
    <li><strong>What does <code>zip()</code> do?</strong> It pairs items from iterables.</li> \
Shortest one wins.
    <li><strong>Use of the <code>json</code> module:</strong> It reads and writes JSON:
        <pre>
import json
json.dumps({"a": 1})
        </pre>
    </li>
</ul>
"""


def test_items_under_a_heading_naming_more_questions_are_its_questions() -> None:
    r = result(_MORE)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("What is a list?", " A mutable sequence."),
        ("What is a dict?", " A mapping from keys to values."),
        (
            "Iterators and iterables",
            "An iterable hands out an iterator, which yields items until it is spent.",
        ),
        ("What does `zip()` do?", "It pairs items from iterables. Shortest one wins."),
        (
            "Use of the `json` module",
            'It reads and writes JSON:\n\n```\nimport json\njson.dumps({"a": 1})\n\n```',
        ),
    ]
    assert r.warnings == ()


def test_markdown_items_under_bonus_questions_the_same() -> None:
    text = """\
## 1. What is a list?

A mutable sequence.

## 2. What is a dict?

A mapping.

### Bonus interview questions

- **Iterators and iterables:** An iterable hands out an iterator.
- **What does zip() do?** It pairs items from iterables.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards][2:] == [
        ("Iterators and iterables", "An iterable hands out an iterator."),
        ("What does zip() do?", "It pairs items from iterables."),
    ]


def test_a_list_with_an_item_that_is_no_question_and_answer_is_left_as_it_was() -> None:
    text = """\
## 1. What is a list?

A mutable sequence.

## 2. What is a dict?

A mapping.

### More questions

- **Iterators and iterables:** An iterable hands out an iterator.
- Ask me about generators too.
"""
    r = result(text)
    assert [c.question for c in r.deck.cards] == ["What is a list?", "What is a dict?"]
    assert [w.split(": ", 1)[1] for w in r.warnings] == [
        "3 lines of text between questions in no card ('### More questions'); not imported"
    ]


def test_a_heading_asking_the_reader_for_questions_names_no_list_of_them() -> None:
    text = """\
## 1. What is a list?

A mutable sequence.

## 2. What is a dict?

A mapping.

### Any other questions?

- **Email:** me@example.com
- **Chat:** the course forum
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is a list?", "What is a dict?"]
    assert cards[1].answer.endswith(
        "### Any other questions?\n\n- **Email:** me@example.com\n- **Chat:** the course forum"
    )

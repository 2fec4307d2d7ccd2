"""Layouts met in the eighth (2026-11-29) and ninth (2026-11-30) sessions' rounds: each test
builds a small made-up document of the shape a real one had (never its text) and checks the
exact cards the importer makes of it."""

from __future__ import annotations

from tests.importing import result

# -- a generator's entries: `* Q` or `- Q` over a `[tags]` line, then the answer -------------

_TAGGED_ENTRIES = """\
! Kotlin notes
** Questions and answers

* Coroutines. Scopes. Jobs.
[core,async]
= Scope - owns the coroutines it starts.
= Job - a handle to cancel one.
- Is a lateinit var thread-safe?
[core]
No; guard it yourself.
- Name the collection kinds
[collections]
- List
- Set
- Map
All three have read-only views.

* Sealed classes
[types]
Closed hierarchies, checked in `when`:
```
sealed class Shape
# not a heading: code
```
"""


def test_bullets_over_tag_lines_are_entries_whatever_their_mark_or_wording() -> None:
    cards = result(_TAGGED_ENTRIES, source="notes.txt").deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "Coroutines. Scopes. Jobs.",
            "= Scope - owns the coroutines it starts.\n= Job - a handle to cancel one.",
        ),
        ("Is a lateinit var thread-safe?", "No; guard it yourself."),
        (
            "Name the collection kinds",
            "- List\n- Set\n- Map\nAll three have read-only views.",
        ),
        (
            "Sealed classes",
            "Closed hierarchies, checked in `when`:\n```\nsealed class Shape\n"
            "# not a heading: code\n```",
        ),
    ]
    assert all(c.keywords == () for c in cards)


def test_a_section_title_in_an_entrys_answer_stays_in_that_answer() -> None:
    text = (
        "* Java 21\n[core]\nWhat changed:\n\n== Virtual threads\n```\nThread.ofVirtual()\n```\n\n"
        "== Records patterns\nDeconstruct in `instanceof`.\n"
        "* Java 17\n[core]\nSealed types.\n* Java 11\n[core]\nThe `var` in lambdas.\n"
    )
    cards = result(text, source="notes.txt").deck.cards
    assert [c.question for c in cards] == ["Java 21", "Java 17", "Java 11"]
    assert cards[0].answer == (
        "What changed:\n\n## Virtual threads\n```\nThread.ofVirtual()\n```\n\n"
        "## Records patterns\nDeconstruct in `instanceof`."
    )


def test_entries_under_the_documents_own_sections_keep_the_sections_as_tags() -> None:
    text = (
        "# Go notes\n\n## Basics\n\n* What is a goroutine?\n[core]\nA light thread.\n\n"
        "- Slices\n[core]\nViews over arrays.\n\n## Tools\n\n* What does go vet do?\n[tools]\n"
        "Finds suspect code.\n"
    )
    cards = result(text, source="notes.txt").deck.cards
    assert [(c.question, c.answer, c.tags) for c in cards] == [
        ("What is a goroutine?", "A light thread.", ("basics",)),
        ("Slices", "Views over arrays.", ("basics",)),
        ("What does go vet do?", "Finds suspect code.", ("tools",)),
    ]


def test_an_answers_own_bullets_are_not_entries_without_tag_lines_under_them() -> None:
    text = (
        "- What is a monad?\n[fp]\nA wrapper with bind:\n- Maybe\n- Either\n"
        "- What is a functor?\n[fp]\nA mappable box.\n"
        "- Name two folds\n[fp]\n- foldl\n- foldr\n"
    )
    cards = result(text, source="notes.txt").deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a monad?", "A wrapper with bind:\n- Maybe\n- Either"),
        ("What is a functor?", "A mappable box."),
        ("Name two folds", "- foldl\n- foldr"),
    ]


def test_bullets_over_numbered_references_are_no_entries() -> None:
    text = (
        "# Notes\n\n## What is a cache?\n\nA fast store:\n- near the CPU\n[1]\n- small\n[2]\n"
        "- costly\n[3]\n\n## What is a TLB?\n\nA cache of page translations.\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is a cache?", "What is a TLB?"]
    assert cards[0].answer.startswith("A fast store:\n- near the CPU")
    assert "[2]" in cards[0].answer


# -- reST: a `# comment` line in an indented literal block ------------------------------------

_RST_COMMENTED_CODE = """\
Unix questions
==============

What is a FIFO?
---------------

A named pipe. For example::

  mkfifo p
  # now write to it
  cat f > p

It lives on a filesystem.

What is an inode?
-----------------

A file's metadata record.

.. code-block:: sh

   # list inode numbers
   ls -i
"""


def test_a_comment_line_in_a_rst_literal_block_is_code_not_a_heading() -> None:
    cards = result(_RST_COMMENTED_CODE, source="unix.rst").deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "What is a FIFO?",
            "A named pipe. For example:\n```\nmkfifo p\n# now write to it\ncat f > p\n```\n"
            "It lives on a filesystem.",
        ),
        ("What is an inode?", "A file's metadata record.\n\n```\n# list inode numbers\nls -i\n```"),
    ]


def test_a_rst_indented_block_without_a_comment_line_is_left_as_written() -> None:
    text = (
        "Shell\n=====\n\nWhat is a pipe?\n---------------\n\nIt joins two commands::\n\n"
        "  ls | wc -l\n\nWhat is a tee?\n--------------\n\nIt copies a stream.\n"
    )
    cards = result(text, source="shell.rst").deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a pipe?", "It joins two commands:\n\n  ls | wc -l"),
        ("What is a tee?", "It copies a stream."),
    ]


# -- a ranking step in an answer ----------------------------------------------------------


def test_a_ranking_step_in_an_answers_list_stays_in_the_answer() -> None:
    text = (
        "## What does a search engine do?\n\n- Crawl the web\n- Rank the pages\n- Serve results\n\n"
        "## What is an index?\n\nA map from words to pages.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What does a search engine do?", "- Crawl the web\n- Rank the pages\n- Serve results"),
        ("What is an index?", "A map from words to pages."),
    ]

"""Importer layouts met on a fresh public document (plain-text web interview notes): numbered
titles underlined with `====`, rows of `#` between the questions, answers split into lettered
parts that carry their own steps, a table of tags and what replaces them.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread, and beside it a near miss that must import as before.
"""

from __future__ import annotations

from tests.importing import result

# -- numbered titles underlined with equal signs, rows of hash marks -----------------------------

_UNDERLINED = """\
1. Cookies vs localStorage
==========================

Cookies travel with every request; localStorage stays in the browser.

##########################


2. Event loop
==========================
##########################

Runs queued callbacks when the call stack is empty.


3. Module bundlers
==========================
##########################


4. Tree shaking
==========================
##########################
"""


def test_underlined_numbered_titles_are_questions_and_hash_rows_rules() -> None:
    imported = result(_UNDERLINED, source="notes.txt")
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        (
            "q01",
            "Cookies vs localStorage",
            "Cookies travel with every request; localStorage stays in the browser.",
        ),
        ("q02", "Event loop", "Runs queued callbacks when the call stack is empty."),
    ]
    assert [(s.line, s.reason) for s in imported.skipped] == [
        (16, "question 3 has no answer; skipped"),
        (21, "question 4 has no answer; skipped"),
    ]
    assert imported.warnings == (
        "notes.txt:16: question 3 has no answer; skipped",
        "notes.txt:21: question 4 has no answer; skipped",
    )


# -- a table of tags under such a title: the tag written with attributes is kept ----------------

_TAG_TABLE = """\
1. Obsolete tags
================
################

Tag - Purpose - Use instead
===========================
<center>\t|\tcentres text\t|\t<p style="text-align:center">

<strike>\t|\tstrikes text\t|\t<del>


2. Void elements
================
################

Elements with no closing tag, such as the line break.
"""


def test_a_table_of_tags_under_an_underlined_title_is_its_answer() -> None:
    imported = result(_TAG_TABLE, source="notes.txt")
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "Obsolete tags",
            "### Tag - Purpose - Use instead\n\n"
            '`<center>`\t|\tcentres text\t|\t`<p style="text-align:center">`\n\n'
            "`<strike>`\t|\tstrikes text\t|\t`<del>`",
        ),
        ("Void elements", "Elements with no closing tag, such as the line break."),
    ]
    assert imported.warnings == ()
    assert imported.skipped == ()


# -- lettered parts that each carry their own steps: the answer's, not options ------------------

_STEPPED_PARTS = """\
1. Page load vs lazy load
=========================
#########################

a) Page load
\t1. The browser requests every image
\t2. The page waits for all of them

b) Lazy load
\t- Only the images in view are requested, the rest on scroll

Lazy loading saves bandwidth on long pages.


2. What is a CDN?
=================

A network of servers that serve content from near the user.
"""


def test_lettered_parts_over_their_own_steps_are_the_answer() -> None:
    imported = result(_STEPPED_PARTS, source="notes.txt")
    assert [(c.question, c.answer, c.choices) for c in imported.deck.cards] == [
        (
            "Page load vs lazy load",
            "a) Page load\n"
            "    1. The browser requests every image\n"
            "    2. The page waits for all of them\n"
            "\n"
            "b) Lazy load\n"
            "    - Only the images in view are requested, the rest on scroll\n"
            "\n"
            "Lazy loading saves bandwidth on long pages.",
            {},
        ),
        ("What is a CDN?", "A network of servers that serve content from near the user.", {}),
    ]
    assert imported.warnings == ()


# -- near misses: what the rules must leave alone -----------------------------------------------

_ONE_LINE_OPTIONS = """\
## 1. Which tag makes a list item?

a) <li>
b) <ul>
c) <ol>

Lists hold items; only one of these is an item.
"""


def test_near_miss_one_line_options_stay_options_with_no_key() -> None:
    imported = result(_ONE_LINE_OPTIONS, source="notes.md")
    [card] = imported.deck.cards
    assert card.question.startswith("Which tag makes a list item?\n\n- A) ")
    assert card.answer == "Lists hold items; only one of these is an item."
    assert imported.warnings == (
        "notes.md:1: question 1 has options but no answer letter; made an open card "
        "(its explanation is the answer)",
    )


_ONE_PART_WITHOUT_STEPS = """\
## 1. Which loads first?

a) The parser
\t1. reads the page
\t2. builds the tree

b) The script

**Answer:** A
"""


def test_near_miss_a_part_without_steps_leaves_them_options() -> None:
    imported = result(_ONE_PART_WITHOUT_STEPS)
    [card] = imported.deck.cards
    assert card.answer == "A"
    assert list(card.choices) == ["A", "B"]


_NUMBERED_LIST_ANSWER = """\
## What are the steps of a TLS handshake?

1. Client hello
2. Server hello
3. Key exchange

## What does ######## mean in a spreadsheet cell?

The column is too narrow for its number.

```
########
```
"""


def test_near_miss_a_numbered_answer_and_hashes_in_code_and_prose_stay() -> None:
    imported = result(_NUMBERED_LIST_ANSWER)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "What are the steps of a TLS handshake?",
            "1. Client hello\n2. Server hello\n3. Key exchange",
        ),
        (
            "What does ######## mean in a spreadsheet cell?",
            "The column is too narrow for its number.\n\n```\n########\n```",
        ),
    ]


_MARKUP_TAG = """\
## What does this snippet show?

<div class="note">A boxed note</div>
"""


def test_near_miss_a_closed_tag_with_attributes_stays_markup() -> None:
    [card] = result(_MARKUP_TAG).deck.cards
    assert "class=" not in card.answer
    assert "A boxed note" in card.answer


_TITLED_NOTES = """\
Browser notes
=============

1. What is the DOM?
===================

The page as a tree of objects.

2. What is reflow?
==================

Working out the layout again after a change.
"""


def test_a_title_underlined_above_the_numbered_ones_stays_the_documents() -> None:
    imported = result(_TITLED_NOTES, source="notes.txt")
    assert imported.deck.name == "Browser notes"
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is the DOM?", "The page as a tree of objects."),
        ("What is reflow?", "Working out the layout again after a change."),
    ]
    assert imported.warnings == ()


_REST_TITLES = """\
What is a snapshot?
###################

A read-only copy of the data at one moment.

What is a restore?
##################

Copying a snapshot's data back.
"""


def test_near_miss_hash_rows_under_text_stay_rest_title_underlines() -> None:
    imported = result(_REST_TITLES, source="faq.rst")
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a snapshot?", "A read-only copy of the data at one moment."),
        ("What is a restore?", "Copying a snapshot's data back."),
    ]
    assert imported.warnings == ()

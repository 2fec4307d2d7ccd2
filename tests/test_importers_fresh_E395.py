"""Importer layouts met on a fresh public document: an exam sheet whose numbered questions
open with their kind in brackets alone on the item's first line (srs.importers.taggeditems).

Each test is the shape of one real document, written small; none is a copy of one. A `$` at
a line's end stands for the two blanks of a Markdown hard break (kept out of the source).
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.taggeditems import tagged_items
from tests.importing import result

_SHEET = """\
# Shell quiz

## Part 1

1. **[Multiple Choice]**$
   Which command shows the current user?$
   A. `whoami`$
   B. `date`$
   *(1 Mark)*$
A

2. **[Practical]**$
   Write a command that prints the date.$
   *(2 Marks)*$
- date

3. **[Practical]**$
   Write a command that lists open ports.$
   *(2 Marks)*$

4. **[Practical]**$
   Use a command to count the words in `a.txt`.$
   *(2 Marks)*$

wc -w a.txt

5. **[Short Answer]**$
   Describe what `/etc/passwd` holds.$
   *(3 Marks)*$

One line per account.
""".replace("$\n", "  \n")


def test_a_tag_alone_over_its_question_makes_the_question_and_keeps_the_answer() -> None:
    imported = result(_SHEET, source="sheet.md")
    cards = [(c.id, c.question, c.answer) for c in imported.deck.cards]
    assert cards == [
        ("q01", "[Multiple Choice] Which command shows the current user?", "A"),
        ("q02", "[Practical] Write a command that prints the date. *(2 Marks)*", "date"),
        (
            "q04",
            "[Practical] Use a command to count the words in `a.txt`. *(2 Marks)*",
            "wc -w a.txt",
        ),
        (
            "q05",
            "[Short Answer] Describe what `/etc/passwd` holds. *(3 Marks)*",
            "One line per account.",
        ),
    ]
    assert list(imported.deck.cards[0].choices) == ["A", "B"]


def test_an_unanswered_tagged_question_is_reported_not_made_a_card() -> None:
    imported = result(_SHEET, source="sheet.md")
    assert imported.warnings == (
        "sheet.md:17: '3. [Practical] Write a command that lists open ports. *(2 M…' looks like "
        "a question, but no answer was found for it; not imported",
    )
    assert [s.line for s in imported.skipped] == [17]


def test_a_margin_answer_after_an_indented_key_keeps_the_questions_after_it() -> None:
    text = """\
## Part 2

6. **[Multiple Choice]**$
    Which file holds the host name?$
    A. `/etc/hostname`$
    B. `/etc/motd`$
    *(1 Mark)*$

    A

8. **[Practical]**$
    Use a command to show the uptime.$
    *(2 Marks)*$

uptime

9. **[Short Answer]**$
    Describe what `/tmp` is for.$
    *(2 Marks)*$
- Scratch files.
""".replace("$\n", "  \n")
    imported = result(text)
    assert [(c.id, c.answer) for c in imported.deck.cards] == [
        ("q06", "A"),
        ("q08", "uptime"),
        ("q09", "Scratch files."),
    ]
    assert imported.warnings == ()


def test_a_bracketed_kind_before_a_task_verb_asks() -> None:
    assert asks("**[Short Answer]** Describe what `/etc/passwd` holds.")
    assert asks("[Short Answer] Describe what `/etc/passwd` holds.")
    assert not asks("[Short Answer] notes on passwd")


def test_a_tag_followed_by_its_text_on_the_line_is_read_as_before() -> None:
    # near miss: the question already on the tag's line, the answer at the margin after a
    # blank line is the page's own paragraph (no tag item over it to own it)
    text = """\
1. **[Easy]** What does `ls` do?

   It lists a directory.

2. **[Easy]** What does `cd` do?

   It changes the directory.

Some closing words about the shell.
"""
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "[Easy] What does `ls` do?", "It lists a directory."),
        ("q02", "[Easy] What does `cd` do?", "It changes the directory."),
    ]


def test_a_task_box_or_link_item_is_no_tag_item() -> None:
    # near miss: `1. [x]` is a task box, `2. [Setup guide](url)` a link, `3. [false, true]`
    # an output: none is a kind
    text = """\
## Checklist

1. [x]
   Read the guide.

2. [Setup guide](https://example.com/setup)
   Read it before the first lesson.

3. [false, true]
   [ 2 ]

Then come back here.
"""
    assert tagged_items(text) == text

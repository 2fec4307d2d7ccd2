"""Importer layouts met in the 2026-11-29 eighth session's rounds of fresh public documents (a
web page whose heading holds a blank line, a pandas export separated by `~`, `Hint:` under
every question, hard-wrapped `Task N:` notes, a plural question label in a notebook): each
test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from srs.errors import DocumentError
from srs.importers import ImportResult, import_file
from tests.importing import result


def _file(tmp_path: Path, name: str, text: str) -> ImportResult:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return import_file(path)


def _pairs(res: ImportResult) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in res.deck.cards]


def _cards(text: str, source: str = "doc.md") -> list[tuple[str, str]]:
    return _pairs(result(text, source))


# -- a web page: a blank line inside a heading's words -----------------------------------------

_PAGE = """<!DOCTYPE html>
<html><head><title>Patterns</title></head>
<body>
  <div class="qa">
    <h2>1. What is a factory?</h2>
    <p class="answer">A method that makes objects for you.</p>
  </div>
  <div class="qa">
    <h2>2. How

 do you keep one instance of a class?</h2>
    <p class="answer">Make the constructor private
    and hand out a single
    static instance.</p>
  </div>
  <div class="qa">
    <h2>3. What is an adapter?</h2>
    <p class="answer">A wrapper that gives a class the interface
    its caller expects.</p>
  </div>
</body></html>
"""


def test_a_blank_line_inside_a_page_heading_is_one_blank(tmp_path: Path) -> None:
    """HTML shows the whitespace in a heading as one blank: the blank line in `<h2>How⏎⏎ do
    you ...?</h2>` cut the question after `How`, the rest opening its answer."""
    assert _pairs(_file(tmp_path, "patterns.html", _PAGE)) == [
        ("What is a factory?", "A method that makes objects for you."),
        (
            "How do you keep one instance of a class?",
            "Make the constructor private and hand out a single static instance.",
        ),
        ("What is an adapter?", "A wrapper that gives a class the interface its caller expects."),
    ]


def test_guard_a_page_paragraph_over_code_keeps_its_block(tmp_path: Path) -> None:
    """Guard: only the breaks between a paragraph's words go; a `<pre>` inside it keeps its
    lines, set apart from the text above."""
    page = (
        "<html><body>\n<h3>1. How do you count rows?</h3>\n"
        "<p>Use COUNT, for example:\n  <pre>\nSELECT COUNT(*)\nFROM t;</pre>\n</p>\n"
        "<h3>2. How do you drop a table?</h3>\n<p>With DROP TABLE.</p>\n</body></html>\n"
    )
    assert _pairs(_file(tmp_path, "sql.html", page)) == [
        ("How do you count rows?", "Use COUNT, for example:\n\n```\nSELECT COUNT(*)\nFROM t;\n```"),
        ("How do you drop a table?", "With DROP TABLE."),
    ]


def test_a_page_link_over_its_h1_does_not_name_the_deck(tmp_path: Path) -> None:
    """A `Back to Home` link above the page's `<h1>` named the deck; the `<h1>` does."""
    page = (
        '<html><body>\n<div class="header"><a href="index.html">Back to Home</a></div>\n'
        "<h1>Pattern Questions</h1>\n<h2>1. What is a factory?</h2>\n<p>A maker of objects.</p>\n"
        "<h2>2. What is an adapter?</h2>\n<p>A wrapper with another interface.</p>\n</body></html>\n"
    )
    res = _file(tmp_path, "patterns.html", page)
    assert res.deck.name == "Pattern Questions"
    assert _pairs(res) == [
        ("What is a factory?", "A maker of objects."),
        ("What is an adapter?", "A wrapper with another interface."),
    ]


def test_guard_a_lone_link_line_over_prose_stays_the_title() -> None:
    """Guard: a link line with no heading under it is still the document's first line."""
    text = "[Course notes](notes.md)\n\nQ1: What is a stack?\nA: A LIFO store.\n\nQ2: What is a queue?\nA: A FIFO store.\n"
    res = result(text)
    assert res.deck.name == "[Course notes](notes.md)"
    assert _pairs(res) == [
        ("What is a stack?", "A LIFO store."),
        ("What is a queue?", "A FIFO store."),
    ]


# -- a CSV separated by `~`, as pandas writes one when told to ------------------------------------

_TILDE = (
    "~Module~Questions~Answers\n"
    '0~ Unit 1 - Storage ~"Question: What is a ""page"" in a database?\n '
    '"~"A fixed-size block the engine reads and writes whole.\n"\n'
    '1~ Unit 1 - Storage ~"Question: What is a heap file?\n '
    '"~"A file of pages with rows in no order.\nNew rows go where there is room.\n"\n'
    '2~ Unit 2 - Queries ~"Question: What does an index buy you?\n '
    '"~"Lookups that read a few pages, not all of them.\n"\n'
)


def test_a_tilde_separated_sheet_is_read_and_its_question_label_dropped(tmp_path: Path) -> None:
    """Only tab, comma and semicolon were tried: the file split on commas, its quotes never
    closed, and the import stopped. The `Question: ` every row's question opens with is no
    part of any question, and the module column is a tag."""
    res = _file(tmp_path, "cards.csv", _TILDE)
    assert [(c.question, c.answer, c.tags) for c in res.deck.cards] == [
        (
            'What is a "page" in a database?',
            "A fixed-size block the engine reads and writes whole.",
            ("unit-1-storage",),
        ),
        (
            "What is a heap file?",
            "A file of pages with rows in no order.\nNew rows go where there is room.",
            ("unit-1-storage",),
        ),
        (
            "What does an index buy you?",
            "Lookups that read a few pages, not all of them.",
            ("unit-2-queries",),
        ),
    ]
    assert res.skipped == ()


def test_guard_a_label_on_some_questions_only_is_kept(tmp_path: Path) -> None:
    """Guard: a label only some rows' questions open with may be their own words."""
    sheet = "Question,Answer\nQ: why?,Because.\nWhat is 2+2?,4\nWhat is 3+3?,6\n"
    assert _pairs(_file(tmp_path, "sheet.csv", sheet)) == [
        ("Q: why?", "Because."),
        ("What is 2+2?", "4"),
        ("What is 3+3?", "6"),
    ]


def test_an_unbalanced_sheet_names_the_separator_it_was_split_on(tmp_path: Path) -> None:
    """Guard: a file whose quotes never close under any separator still stops, and the
    message says which separator its fields were split on."""
    with pytest.raises(DocumentError, match=r"never closes .*split on comma"):
        _file(tmp_path, "broken.csv", 'front,back\nq1,"a1\nq2,a2\n')


def test_a_tag_named_in_a_code_span_does_not_make_the_sheet_html(tmp_path: Path) -> None:
    """One answer naming `<code>` in a code span (a placeholder) made every field read as
    HTML: the sheet's line breaks folded and a code answer ran onto one line."""
    sheet = (
        "Question,Answer\n"
        '"How do you loop over a list?","Use a `for` loop: `for x in xs: <code>`"\n'
        '"How do you guard a conversion?","Wrap it:\ntry:\n    n = int(s)\nexcept ValueError:\n    n = 0"\n'
    )
    assert _pairs(_file(tmp_path, "python.csv", sheet)) == [
        ("How do you loop over a list?", "Use a `for` loop: `for x in xs: <code>`"),
        (
            "How do you guard a conversion?",
            "Wrap it:\ntry:\n    n = int(s)\nexcept ValueError:\n    n = 0",
        ),
    ]


def test_guard_a_tag_outside_code_spans_still_makes_the_sheet_html(tmp_path: Path) -> None:
    """Guard: a `<br>` in a field's text is markup: the sheet's fields are HTML."""
    sheet = 'Question,Answer\n"What is `a`?","A letter<br>and a name"\n"What is 2+2?","4"\n'
    assert _pairs(_file(tmp_path, "html.csv", sheet)) == [
        ("What is `a`?", "A letter\nand a name"),
        ("What is 2+2?", "4"),
    ]


# -- `Hint:` under every question: the sheet's word for its answers ------------------------------

_HINTS = """Interview sheet: a small web shop

Q1: Why did you pick a relational database?
Hint: Orders and customers relate, and the data needs transactions.

Q2: How do you keep passwords safe?
Hint: Mention hashing with a salt and a slow hash function.

Q3: How is the shop deployed?
Hint:
- A container image built in CI
- One command to roll it out
"""


def test_a_hint_label_over_every_answer_is_dropped() -> None:
    """Every answer opened with `Hint:`, the sheet's only answer label, kept in each card."""
    assert _cards(_HINTS, "shop.txt") == [
        (
            "Why did you pick a relational database?",
            "Orders and customers relate, and the data needs transactions.",
        ),
        (
            "How do you keep passwords safe?",
            "Mention hashing with a salt and a slow hash function.",
        ),
        (
            "How is the shop deployed?",
            "- A container image built in CI\n- One command to roll it out",
        ),
    ]


def test_guard_a_hint_over_an_answer_of_its_own_is_kept() -> None:
    """Guard: a hint with the answer in a paragraph after it is a part of the card, and a
    document that labels its answers `Answer:` keeps its hints as they are."""
    apart = (
        "Q1: What is a cache?\nHint: speed\n\nA fast store near the user.\n\n"
        "Q2: What is a queue?\nHint: order\n\nA line of jobs, first in first out.\n\n"
        "Q3: What is a lock?\nHint: threads\n\nA guard on shared state.\n"
    )
    assert _cards(apart, "notes.txt") == [
        ("What is a cache?", "Hint: speed\n\nA fast store near the user."),
        ("What is a queue?", "Hint: order\n\nA line of jobs, first in first out."),
        ("What is a lock?", "Hint: threads\n\nA guard on shared state."),
    ]
    both = (
        "Q1: What is a cache?\nHint: Think of speed.\nAnswer: A fast store near the user.\n\n"
        "Q2: What is a queue?\nHint: Order matters.\nAnswer: A line of jobs.\n\n"
        "Q3: What is a lock?\nHint: Threads.\nAnswer: A guard on shared state.\n"
    )
    assert _cards(both, "notes.txt") == [
        ("What is a cache?\nHint: Think of speed.", "A fast store near the user."),
        ("What is a queue?\nHint: Order matters.", "A line of jobs."),
        ("What is a lock?\nHint: Threads.", "A guard on shared state."),
    ]


# -- hard-wrapped `Task N:` notes -------------------------------------------------------------

_TASKS = """
Task 1:
What is a closure in JavaScript?

A closure is a function that keeps the variables of the scope it was made
in, even after that scope has returned.


Task 2:
What is event delegation?

Event delegation puts one listener on a parent instead of one on each child. The target is the element on
which the event fired, whereas the current target holds the listener.


Task 3:
What is the difference between feature detection and the UA string?
Feature detection checks whether the browser supports a feature before it is used. The UA string
names the browser, that is
which browser, version and system it is.


Tasklist 2

Task 1:
What is hoisting?

Declarations are moved to the top of their scope before the code runs.
"""


def test_wrapped_lines_opening_with_a_question_word_stay_in_their_answer() -> None:
    """A line that goes on with the sentence the line above broke off (`... the element on` /
    `which the event fired, ...`) was read as a question with no answer: the answer lost its
    tail. A question glued to its answer (`Task 3:`) was folded into the answer above it;
    a `Tasklist 2` title over the next tasks ended the last answer."""
    res = result(_TASKS, "tasks.txt")
    assert _pairs(res) == [
        (
            "What is a closure in JavaScript?",
            "A closure is a function that keeps the variables of the scope it was made\n"
            "in, even after that scope has returned.",
        ),
        (
            "What is event delegation?",
            "Event delegation puts one listener on a parent instead of one on each child. The "
            "target is the element on\nwhich the event fired, whereas the current target holds "
            "the listener.",
        ),
        (
            "What is the difference between feature detection and the UA string?",
            "Feature detection checks whether the browser supports a feature before it is used. "
            "The UA string\nnames the browser, that is\nwhich browser, version and system it is.",
        ),
        (
            "What is hoisting?",
            "Declarations are moved to the top of their scope before the code runs.",
        ),
    ]
    assert res.skipped == ()


def test_guard_a_question_after_an_answer_sentence_is_still_one() -> None:
    """Guard: a question that ends an answer's paragraph after a finished sentence is still the
    next question (notes that lost the blank line after each answer)."""
    text = (
        "Basic questions:\nWhat is PHP?\n\nA server-side scripting language.\n"
        "which tool formats PHP code?\n\nPHP-CS-Fixer does.\n"
    )
    assert _cards(text, "php.txt") == [
        ("What is PHP?", "A server-side scripting language."),
        ("which tool formats PHP code?", "PHP-CS-Fixer does."),
    ]


# -- a plural label among singular ones ------------------------------------------------------

_NOTEBOOK = """# **Question 1**

Find the busiest hour of the day.

## **Solution**

Group by hour and count.

# **Questions 2**

Find the longest trip.

## **Solution**

Sort by duration and take the first.

# **Question 3**

Find the average fare.

## **Solution**

Take the mean of the fare column.
"""


def test_a_plural_label_among_singular_ones_is_the_same_label() -> None:
    """`# **Questions 2**` among `# **Question N**` headings stayed in its card's question."""
    assert _cards(_NOTEBOOK) == [
        ("Find the busiest hour of the day.", "Group by hour and count."),
        ("Find the longest trip.", "Sort by duration and take the first."),
        ("Find the average fare.", "Take the mean of the fare column."),
    ]


def test_guard_plural_headings_over_groups_stay_titles() -> None:
    """Guard: `## Questions 1` headings with no singular ones beside them head groups."""
    text = (
        "# Practice\n\n## Questions 1\n\nWhat is a stack?\n\nA last-in first-out store.\n\n"
        "What is a queue?\n\nA first-in first-out store.\n\n"
        "## Questions 2\n\nWhat is a heap?\n\nA tree kept in order.\n"
    )
    assert _cards(text) == [
        ("What is a stack?", "A last-in first-out store."),
        ("What is a queue?", "A first-in first-out store."),
        ("What is a heap?", "A tree kept in order."),
    ]

"""Importer layouts met in the 2026-11-29 fifth session's rounds of fresh public documents:
each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result

# -- a table whose numbered row asks and whose next row, its number blank, answers -----------

_PAIRED_ROWS = """\
# Browser notes

### Part 1 (must know)

| Index | No. | Questions | Level |
|-------|-----|-----------|-------|
|       | **1** | **Rendering** | |
| 1 | 1.1 | What is a reflow? | High |
|   | 1.1 | Recomputing layout<br/><br/>after a DOM change. | |
| 2 | 1.2 | What is a repaint? | High |
|   | 1.2 | Redrawing pixels<br/>without new layout. | |
|       | **2** | **Styles** | |
| 3 | 2.1 | What is z-index? | Low |
|   | 2.1 | The stacking order of positioned boxes. | |

### Contents

| Index | No. | Questions | Level |
|-------|-----|-----------|-------|
|       | **1** | **Rendering** | |
| 1 | 1.1 | What is a reflow? | High |
| 2 | 1.2 | What is a repaint? | High |
|       | **2** | **Styles** | |
| 3 | 2.1 | What is z-index? | Low |
"""


def test_a_numbered_row_is_answered_by_the_blank_numbered_row_under_it() -> None:
    imported = result(_PAIRED_ROWS)
    cards = imported.deck.cards
    assert [(c.id, c.question, c.answer, c.tags) for c in cards] == [
        ("q01", "What is a reflow?", "Recomputing layout\n\nafter a DOM change.", ("rendering",)),
        ("q02", "What is a repaint?", "Redrawing pixels\nwithout new layout.", ("rendering",)),
        ("q03", "What is z-index?", "The stacking order of positioned boxes.", ("styles",)),
    ]
    # the closing table lists the answered questions again: contents, nothing unanswered
    assert imported.skipped == ()
    assert not any("no answer" in w or "| |" in w for w in imported.warnings)


_PAIRED_ROWS_HASH = """\
| # | Question | Level |
|---|----------|-------|
| 1 | What is a reflow? | High |
|   | Recomputing layout. | |
| 2 | What is z-index? | Low |
|   | Stacking order<br/>of positioned boxes. | |
"""


def test_paired_rows_under_a_hash_header() -> None:
    cards = result(_PAIRED_ROWS_HASH).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a reflow?", "Recomputing layout."),
        ("What is z-index?", "Stacking order\nof positioned boxes."),
    ]


_UNNUMBERED_ASKING_ROW = """\
| # | Question |
|---|----------|
| 1 | What is a reflow? |
|   | What is a repaint? |
| 2 | What is z-index? |
|   | What is a layer? |
"""


def test_a_blank_numbered_row_that_asks_answers_nothing() -> None:
    """Guard: rows under numbered ones that ask are questions of their own (no answers)."""
    with pytest.raises(DocumentError, match="4 questions found, none with an answer"):
        result(_UNNUMBERED_ASKING_ROW)


_TERMS_TABLE = """\
# Glossary

## What is a reflow?

Recomputing layout after a DOM change.

| Index | Name | Meaning |
|-------|------|---------|
| 1 | reflow | layout again |
|   | (also: relayout) | |
| 2 | repaint | pixels again |
|   | (also: redraw) | |
"""


def test_a_table_of_terms_with_continuation_rows_stays_in_the_answer() -> None:
    """Guard: a table that names no question column is text of the answer above it."""
    cards = result(_TERMS_TABLE).deck.cards
    assert [c.question for c in cards] == ["What is a reflow?"]
    assert cards[0].answer.startswith("Recomputing layout after a DOM change.\n\n| Index |")
    assert "| 2 | repaint | pixels again |" in cards[0].answer


def test_an_escaped_tag_in_a_cell_is_shown_as_code_without_its_backslash() -> None:
    text = (
        "| # | Question |\n|---|---|\n"
        "| 1 | What is a section? |\n|   | The \\<section> element<br/>groups content. |\n"
        "| 2 | What is an aside? |\n|   | A sidebar<br/>\\<aside> holds it. |\n"
    )
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == [
        "The `<section>` element\ngroups content.",
        "A sidebar\n`<aside>` holds it.",
    ]


# -- plain text pasted from a web page: tab-separated table rows inside answers ---------------

_TAB_ROWS = (
    "Core Questions\n"
    "1. What are the grade bands?\n"
    "Bands depend on the score.\n"
    "\n"
    "Band\tFrom\tTo\n"
    "A\t90.0\t100\n"
    "B\t80.0\t89.9\n"
    "\n"
    "2. Name the layers.\n"
    "Two of them:\n"
    "\n"
    "Layer\tRole\n"
    "Link\tframes\n"
    "3. Explain MTU (Maximum Transmission Unit)\n"
    "The largest frame a link carries.\n"
    "\n"
    "4. What is a packet?\n"
    "A unit of data at layer 3.\n"
)


def test_a_tab_row_led_by_a_letter_is_no_answer_label() -> None:
    cards = result(_TAB_ROWS).deck.cards
    assert (cards[0].question, cards[0].answer) == (
        "What are the grade bands?",
        "Bands depend on the score.\n\nBand\tFrom\tTo\nA\t90.0\t100\nB\t80.0\t89.9",
    )


def test_a_numbered_line_right_under_a_tab_row_is_the_next_question() -> None:
    cards = result(_TAB_ROWS).deck.cards
    assert [(c.id, c.question, c.answer) for c in cards[1:]] == [
        ("q02", "Name the layers.", "Two of them:\n\nLayer\tRole\nLink\tframes"),
        ("q03", "Explain MTU (Maximum Transmission Unit)", "The largest frame a link carries."),
        ("q04", "What is a packet?", "A unit of data at layer 3."),
    ]


def test_a_numbered_answer_label_is_still_read() -> None:
    """Guard: `A 1.` over an answer is a label; only a number going on (`A 1.5`) is none."""
    cards = result("Q1. What is 3 / 2 in Python 3?\nA 1. 1.5\n").deck.cards
    assert [(c.question, c.answer) for c in cards] == [("What is 3 / 2 in Python 3?", "1.5")]


def test_a_numbered_line_under_a_tab_in_code_stays_code() -> None:
    """Guard: a tab inside a code block (a Makefile's recipe) makes no table row."""
    text = (
        "## What does this Makefile run?\n\n"
        "```make\nall:\n\techo\thi\n2. done\n```\n\n"
        "It echoes a greeting.\n\n"
        "## What is a target?\n\nA name of something to make.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "What does this Makefile run?",
            "```make\nall:\n    echo\thi\n2. done\n```\n\nIt echoes a greeting.",
        ),
        ("What is a target?", "A name of something to make."),
    ]


def test_a_bold_row_that_asks_is_no_section_title() -> None:
    """Guard: a blank-numbered row in bold is a section's title only when it does not ask."""
    text = (
        "## What is HTML?\n\nA markup language.\n\n## Still to write\n\n"
        "| # | Question |\n|---|---|\n| 1 | What is HTML? |\n|   | **Why use tables?** |\n"
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is HTML?", "A markup language.")
    ]
    assert [s.line for s in imported.skipped] == [10]

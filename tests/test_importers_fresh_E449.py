"""Importer layouts met on fresh public documents (helper fixJ17: a German exam catalogue
whose every item is a `<details>` fold): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread: a catalogue of folds, most summaries naming a topic and a few asking,
each body framed by a one-cell table. The near misses are folds that are not a catalogue's
items (a README's folds among prose, folds inside the answers of questions that ask), which
import as before.
"""

from __future__ import annotations

from tests.importing import result

# -- a catalogue of folds: every `<details>` is a prompt over its answer ---------------------------

_CATALOGUE = """\
#Revision list
## Compilers
Items from [week 1](./week1.md).
<details><summary><b>Definition: lexer</b></summary>
<table><tr><td>

Splits source text into tokens.

</td></tr></table>
</details>
<details><summary><b>Parse tree</b></summary>
<table><tr><td>

- One node per grammar rule used
- Leaves are tokens

</td></tr></table>
</details>
<details><summary><b>LL vs. LR parsing</b></summary>
<table><tr><td>

TODO

</td></tr></table>
</details>

## Runtime
Items from [week 2](./week2.md).
<details><summary><b>Stack vs heap</b></summary>
<table><tr><td>

Stack
-----------
- frames of calls

Heap
-----------
- objects that outlive a call

</td></tr></table>
</details>
<details><summary><b>Why collect garbage?</b></summary>
<table><tr><td>

- nobody has to free memory by hand

</td></tr></table>
</details>
"""


def test_every_fold_of_a_catalogue_is_a_card_whatever_its_summary_says() -> None:
    imported = result(_CATALOGUE)
    cards = imported.deck.cards
    assert [(c.id, c.question, c.answer) for c in cards] == [
        ("q01", "Definition: lexer", "Splits source text into tokens."),
        ("q02", "Parse tree", "- One node per grammar rule used\n- Leaves are tokens"),
        (
            "q04",
            "Stack vs heap",
            "Stack\n- frames of calls\n\nHeap\n- objects that outlive a call",
        ),
        ("q05", "Why collect garbage?", "- nobody has to free memory by hand"),
    ]
    # the `TODO` fold is an unanswered item, reported; no section heading is a card
    assert [(s.line, s.reason) for s in imported.skipped] == [
        (19, "question #3 has no answer (only 'TODO'); skipped")
    ]
    assert not any(c.answer.startswith(" |") or "|" in c.answer for c in cards)


_PLAIN_CATALOGUE = """\
# Notes
<details><summary>Fact table</summary>

Stores the measures.

</details>
<details><summary>Why use surrogate keys?</summary>

Joins stay stable.

</details>
"""


def test_a_topic_fold_before_the_first_asking_fold_is_not_lost() -> None:
    imported = result(_PLAIN_CATALOGUE)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Fact table", "Stores the measures."),
        ("Why use surrogate keys?", "Joins stay stable."),
    ]
    assert imported.skipped == ()


_FRAMED_ANSWER = """\
## What is a lexer?

<table><tr><td>

Splits source text into tokens.

</td></tr></table>

## What is a parser?

<table><tr><td>

Builds a tree from the tokens.

</td></tr></table>
"""


def test_a_one_cell_table_round_an_answer_is_a_frame_not_a_table() -> None:
    cards = result(_FRAMED_ANSWER).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a lexer?", "Splits source text into tokens."),
        ("What is a parser?", "Builds a tree from the tokens."),
    ]


# -- near misses: folds that are no catalogue's items ----------------------------------------------

_FOLDS_IN_ANSWERS = """\
# Interview questions

## What does a lexer do?

It splits the source into tokens.

<details><summary>Example</summary>

`x = 1` gives three tokens.

</details>

## How is a parse tree built?

From the grammar's rules.

<details><summary>Hint</summary>

Think of recursive descent.

</details>

## Why is LR parsing popular?

It handles more grammars.

<details><summary>Walkthrough</summary>

Shift, then reduce.

</details>
"""


def test_folds_inside_the_answers_of_asking_headings_are_no_cards() -> None:
    cards = result(_FOLDS_IN_ANSWERS).deck.cards
    assert [c.question for c in cards] == [
        "What does a lexer do?",
        "How is a parse tree built?",
        "Why is LR parsing popular?",
    ]
    assert "three tokens" in cards[0].answer
    assert "recursive descent" in cards[1].answer
    assert "Shift, then reduce." in cards[2].answer


_README_FOLDS = """\
# Tool

A small tool that formats your files. It reads every file you give it and
writes it back formatted, keeping a backup of each one it changes.
Run it from the folder that holds your project.

## Install

<details><summary>Windows</summary>

Run the installer.

</details>
<details><summary>Linux</summary>

Use the package manager.

</details>

## FAQ

<details><summary>Why is it slow on big files?</summary>

It parses each file twice.

</details>
"""


def test_a_readme_s_topic_folds_among_its_prose_stay_no_cards() -> None:
    cards = result(_README_FOLDS).deck.cards
    questions = [c.question for c in cards]
    assert "Windows" not in questions
    assert "Linux" not in questions
    assert ("Why is it slow on big files?", "It parses each file twice.") in [
        (c.question, c.answer) for c in cards
    ]


_TWO_CELL_TABLE = """\
## Which sort is stable?

<table><tr><td>

Merge sort

</td><td>

Quick sort is not

</td></tr></table>

## Which sort is in place?

Heap sort.
"""


def test_a_table_of_two_cells_keeps_its_cells() -> None:
    cards = result(_TWO_CELL_TABLE).deck.cards
    assert cards[0].question == "Which sort is stable?"
    assert "|" in cards[0].answer
    assert "Merge sort" in cards[0].answer
    assert "Quick sort is not" in cards[0].answer

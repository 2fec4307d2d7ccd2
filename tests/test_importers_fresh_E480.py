"""Importer shapes met on fresh public documents: choice questions wrapped at the margin.

A numbered quiz typed at a fixed width wraps its question and its options onto unindented
lines (`A. ... define ways to` / `compose objects.` / `B. ...`), a bulleted one lets its last
option run on lazily (`- D) The product of` / `impact and likelihood`), and a bold key may
carry a stray letter after its closing mark (`- **B) x**x`). Each test is the shape of one
real document, written small; none is a copy of one.
"""

from __future__ import annotations

from srs.importers.result import ImportResult
from tests.importing import result


def _cards(imported: ImportResult) -> list[tuple[str, str, dict[str, str], str]]:
    return [(c.id, c.question, dict(c.choices), c.answer) for c in imported.deck.cards]


# -- the first option wraps onto an unmarked line ---------------------------------------------


def test_a_first_option_wrapped_at_the_margin_keeps_the_options() -> None:
    text = """\
# Quiz

1. What does a queue keep?
A. The order in which the items
arrived.
B. The largest item on top.
C. Nothing at all.

Answer: A.

2. What does a stack keep?
A. The first item only.
B. The last item pushed on
top.
C. Every item sorted.

Answer: B.
"""
    imported = result(text)
    assert _cards(imported) == [
        (
            "q01",
            "What does a queue keep?",
            {
                "A": "The order in which the items arrived.",
                "B": "The largest item on top.",
                "C": "Nothing at all.",
            },
            "A",
        ),
        (
            "q02",
            "What does a stack keep?",
            {
                "A": "The first item only.",
                "B": "The last item pushed on top.",
                "C": "Every item sorted.",
            },
            "B",
        ),
    ]
    assert imported.skipped == ()
    assert imported.warnings == ()


# -- the question wraps, and its key names several letters without a full stop ---------------


def test_a_question_wrapped_at_the_margin_keeps_its_key_below() -> None:
    text = """\
# Quiz

1. Which of these are fruit? Several
answers are right.
A. Apple
B. Carrot
C. Pear

Answer: A, C

2. Which of these is a root? Only
one is.
A. Apple
B. Carrot

Answer: B
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [c.id for c in cards] == ["q01", "q02"]
    assert cards[0].question.startswith("Which of these are fruit? Several\nanswers are right.")
    assert cards[0].answer == "- Apple\n- Pear"  # several letters: an open card naming them
    assert (cards[1].question, dict(cards[1].choices), cards[1].answer) == (
        "Which of these is a root? Only\none is.",
        {"A": "Apple", "B": "Carrot"},
        "B",
    )
    assert imported.skipped == ()
    assert imported.warnings == (
        "doc.md:9: question 1 has 2 right options (A, C); made an open card",
    )


# -- the last bulleted option runs on lazily --------------------------------------------------


def test_the_last_option_running_on_lazily_is_no_explanation() -> None:
    text = """\
# Testing quiz

### 1. What decides how deeply a feature is tested?
- A) The number of developers
- **B) The risk of the feature**
- C) The product of failure likelihood and
impact, summed over all modules

### 2. Which test needs no running code?
- A) Load test
- **B) Static analysis**
- C) Smoke test
"""
    imported = result(text)
    assert _cards(imported) == [
        (
            "q01",
            "What decides how deeply a feature is tested?",
            {
                "A": "The number of developers",
                "B": "The risk of the feature",
                "C": "The product of failure likelihood and impact, summed over all modules",
            },
            "B",
        ),
        (
            "q02",
            "Which test needs no running code?",
            {"A": "Load test", "B": "Static analysis", "C": "Smoke test"},
            "B",
        ),
    ]
    assert [c.explanation for c in imported.deck.cards] == ["", ""]
    assert imported.skipped == ()


def test_a_numbered_quiz_whose_last_option_wraps_before_its_key() -> None:
    text = """\
# Quiz

1. Which one sorts in place?
A. Merge sort
B. Heap sort, which needs no
extra array

Answer: B

2. Which one is stable?
A. Merge sort
B. Heap sort

Answer: A
"""
    imported = result(text)
    assert imported.deck.cards[0].choices == {
        "A": "Merge sort",
        "B": "Heap sort, which needs no extra array",
    }
    assert [c.answer for c in imported.deck.cards] == ["B", "A"]
    assert imported.deck.cards[0].explanation == ""


# -- a stray letter after the closing bold ----------------------------------------------------


def test_a_stray_letter_after_a_bold_option_keeps_it_the_key() -> None:
    text = """\
# Testing quiz

### 1. When should testing start?
- A) After coding is finished
- **B) When the requirements are reviewed**x
- C) During deployment

### 2. Which test needs no running code?
- A) Load test
- **B) Static analysis**
- C) Smoke test
"""
    imported = result(text)
    assert _cards(imported)[0] == (
        "q01",
        "When should testing start?",
        {
            "A": "After coding is finished",
            "B": "When the requirements are reviewed",
            "C": "During deployment",
        },
        "B",
    )
    assert [c.answer for c in imported.deck.cards] == ["B", "B"]
    assert imported.skipped == ()


# -- near misses: what the rules must leave alone ---------------------------------------------


def test_a_labelled_line_right_under_the_options_stays_the_key_and_explanation() -> None:
    text = """\
# Quiz

1. Which one is a fruit?
A. Apple
B. Carrot
Answer: A
Explanation: it grows on a tree.

2. Which one is a root?
A. Apple
B. Carrot
Answer: B

Explanation: it grows under the ground.
"""
    imported = result(text)
    assert _cards(imported) == [
        ("q01", "Which one is a fruit?", {"A": "Apple", "B": "Carrot"}, "A"),
        ("q02", "Which one is a root?", {"A": "Apple", "B": "Carrot"}, "B"),
    ]
    assert [c.explanation for c in imported.deck.cards] == [
        "it grows on a tree.",
        "it grows under the ground.",
    ]


def test_a_sentence_under_options_that_end_their_sentences_stays_an_explanation() -> None:
    text = """\
# Testing quiz

### 1. Which test needs no running code?
- A) Load test.
- **B) Static analysis.**
- C) Smoke test.
Reading the code is enough

### 2. Which test runs first?
- **A) Unit test.**
- B) Load test.
- C) Acceptance test.
"""
    imported = result(text)
    first = imported.deck.cards[0]
    assert first.choices == {"A": "Load test.", "B": "Static analysis.", "C": "Smoke test."}
    assert first.answer == "B"
    assert first.explanation == "Reading the code is enough"


def test_a_numbered_question_over_an_unlabelled_answer_is_an_open_card() -> None:
    text = """\
# Notes

1. What is a queue?
A list served in the order items arrive.

2. What is a stack?
A list served last in, first out.
"""
    imported = result(text)
    assert [(c.question, c.answer, dict(c.choices)) for c in imported.deck.cards] == [
        ("What is a queue?", "A list served in the order items arrive.", {}),
        ("What is a stack?", "A list served last in, first out.", {}),
    ]


def test_a_lone_dash_under_the_last_option_is_no_rest_of_it() -> None:
    text = """\
# Quiz

###### 1. What is everything in the language?

- A: Primitives and objects
- B: Functions and objects
-

Answer: A

###### 2. What does typeof null give?

- A: object
- B: null

Answer: A
"""
    imported = result(text)
    assert imported.deck.cards[0].choices == {
        "A": "Primitives and objects",
        "B": "Functions and objects",
    }


# -- true/false items among choice questions ------------------------------------------------


def test_true_false_items_judged_by_their_answer_stay_cards_in_a_quiz() -> None:
    text = """\
# Exam questions

**01) (Board - 2022)** Which command removes a table?
a) DROP
b) ERASE

Answer: A

**02) (Board - 2022)** Which command adds rows?
a) INSERT
b) APPEND

Answer: A

**03) (Board - 2022)** Which command reads rows?
a) SELECT
b) FETCHALL

Answer: A

**04) (Board - 2022)** The command TRUNCATE keeps the table's structure.

Answer: True.
"""
    imported = result(text)
    assert [c.id for c in imported.deck.cards] == ["q01", "q02", "q03", "q04"]
    assert imported.deck.cards[3].answer == "True."
    assert imported.skipped == ()

"""Importer layouts met in the eleventh (2026-11-30) session's rounds: each test is the
shape of a real document the importer misread, written small.

None of these is a copy of a document; each is the layout a real file used.
"""

from __future__ import annotations

from tests.importing import result

# -- a bold number alone on its line over the stem -------------------------------------------

_BOLD_NUMBER_QUIZ = """\
# Practice Set

---

**1.**
A job runs every night.
It stops at noon.
Why?
A. The clock is wrong
B. The limit is one hour
C. The disk is full
D. The job is paused
✅ **Answer: B**
💬 **Explanation:** the limit wins.

---

**2)**
A team has two rules:

- Rule A allows reads
- Rule B denies writes

What can the team do?
A. Read only
B. Write only
C. Nothing
D. Everything
✅ **Answer: A**
💬 Deny wins over allow.

---

**Q3.**
Which store keeps keys?
A. A vault
B. A cache
C. A queue
D. A log
✅ **Answer: A**
"""


def test_a_bold_number_alone_numbers_the_stem_below() -> None:
    cards = result(_BOLD_NUMBER_QUIZ).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("A job runs every night.\nIt stops at noon.\nWhy?", "B"),
        (
            "A team has two rules:\n\n- Rule A allows reads\n- Rule B denies writes\n\n"
            "What can the team do?",
            "A",
        ),
        ("Which store keeps keys?", "A"),
    ]
    assert cards[0].choices == {
        "A": "The clock is wrong",
        "B": "The limit is one hour",
        "C": "The disk is full",
        "D": "The job is paused",
    }
    assert cards[0].explanation == "the limit wins."
    assert cards[1].explanation == "Deny wins over allow."


_LONE_BOLD_YEAR = """\
# Notes

## What changed in the release?

**2024**
The new build system came in.

## Why move?

Speed.
"""


def test_a_lone_bold_number_in_no_run_stays_text() -> None:
    cards = result(_LONE_BOLD_YEAR).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What changed in the release?", "**2024**\nThe new build system came in."),
        ("Why move?", "Speed."),
    ]


# -- an inline-code answer label with the answer on its line -----------------------------------

_CODE_LABEL_FAQ = """\
# Questions

1. Who are you?
`Answer:` A tester from a small town.

2. Why us?
`Answer:`
Because you build good tools.

PLANNING

3. How do you plan?
`Answer:` With short lists.
"""


def test_an_inline_code_label_before_its_answer_is_dropped() -> None:
    cards = result(_CODE_LABEL_FAQ).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Who are you?", "A tester from a small town."),
        ("Why us?", "Because you build good tools."),
        ("How do you plan?", "With short lists."),
    ]


_CODE_SPAN_ANSWER = """\
# Shell

1. How do you list files?
`ls:` lists them, `-a` shows hidden ones.

2. How do you print the directory?
With `pwd`.
"""


def test_a_code_span_that_is_no_label_stays_in_the_answer() -> None:
    cards = result(_CODE_SPAN_ANSWER).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("How do you list files?", "`ls:` lists them, `-a` shows hidden ones."),
        ("How do you print the directory?", "With `pwd`."),
    ]


_CAPS_OVER_STEPS = """\
# Questions

1. How do you start?
Like this.

STEPS

1. Open the file.
2. Read it.

2. Why read it?
To learn.
"""


def test_a_capitals_line_over_a_list_that_does_not_ask_stays_in_the_answer() -> None:
    cards = result(_CAPS_OVER_STEPS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("How do you start?", "Like this.\n\nSTEPS\n\n1. Open the file.\n2. Read it."),
        ("Why read it?", "To learn."),
    ]


# -- numbered questions typed wholly as code spans, answered in quotes ---------------------------

_SPAN_QUESTIONS = """\
# Ledger Notes

## Basics

`1. What is a block?`

> A batch of records.

`2. Keys sign data.`

> True.

## Nodes

`3. What is a node?`

> A program that speaks the protocol.

`4. Fees...`

> Pay for the work of the network.
"""


def test_span_wrapped_numbered_lines_over_quotes_are_questions() -> None:
    cards = result(_SPAN_QUESTIONS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a block?", "A batch of records."),
        ("Keys sign data.", "True."),
        ("What is a node?", "A program that speaks the protocol."),
        ("Fees...", "Pay for the work of the network."),
    ]


_ONE_SPAN_NUMBER = """\
# Setup

## How do you pin the version?

`1.2.3` is the version to pin:

> Pinned builds repeat.

## Why pin?

So builds repeat.
"""


def test_a_lone_numbered_span_is_no_question() -> None:
    cards = result(_ONE_SPAN_NUMBER).deck.cards
    assert [c.question for c in cards] == ["How do you pin the version?", "Why pin?"]
    assert cards[0].answer.startswith("`1.2.3` is the version to pin:")


# -- a fence opened in a list item, its code and closing fence at the margin -------------------
# (`␣` is a blank: the blank-only lines the document had around its fences)

_ITEM_FENCES = """\
# Driver Questions

### **1\\. How do you check an element?**

Use one of these:

1.  isShown()
␣␣␣␣
    ```
bool a = el.isShown();
```

␣␣␣␣
2.  isOn()
␣␣␣␣
    ```
bool b = el.isOn();
```

␣␣␣␣
3.  isFree()
␣␣␣␣
    ```
bool c = el.isFree();
```

␣␣␣␣

### **2\\. How do you pick an item?**

By the Pick class

```
Pick p = new Pick(el);
```

### **3\\. How do you close it?**

Call close.
"""


def test_an_item_fence_closed_at_the_margin_swallows_no_question() -> None:
    cards = result(_ITEM_FENCES.replace("␣", " ")).deck.cards
    assert [c.question for c in cards] == [
        "How do you check an element?",
        "How do you pick an item?",
        "How do you close it?",
    ]
    assert "bool c = el.isFree();" in cards[0].answer
    assert cards[1].answer == "By the Pick class\n\n```\nPick p = new Pick(el);\n```"
    assert cards[2].answer == "Call close."


# -- plain list answers are no options ----------------------------------------------------------

_LIST_ANSWERS = """\
# Tool Questions

### **1\\. Which systems are supported?**

*   Alpha
*   Beta
*   Gamma OS X

### **2\\. Which parts do you pass?**

*   Host
*   Port

**Host:** The machine to bind to.

### **3\\. Which errors have you met?**

1.  FooNotFoundError
2.  BarGoneError

**Foo Not Found Error:**

Thrown when the foo is not there.
"""


def test_list_answers_with_a_closing_x_or_named_labels_are_open_cards() -> None:
    cards = result(_LIST_ANSWERS).deck.cards
    assert [(c.question, c.answer, c.choices) for c in cards] == [
        ("Which systems are supported?", "*   Alpha\n*   Beta\n*   Gamma OS X", {}),
        ("Which parts do you pass?", "*   Host\n*   Port\n\n**Host:** The machine to bind to.", {}),
        (
            "Which errors have you met?",
            "1.  FooNotFoundError\n2.  BarGoneError\n\n**Foo Not Found Error:**\n\n"
            "Thrown when the foo is not there.",
            {},
        ),
    ]


# -- a statement answered by `Correct.` alone -----------------------------------------------------

_VERDICT_ANSWERS = """\
# Ledger Quiz

1. One coin is ten cents.

> Correct.

2. What is the capital of France?

**Correct:**
Paris.

3. What is a fee?

> A payment for the work.
"""


def test_a_lone_correct_is_the_answer_and_a_correct_label_labels_the_text_below() -> None:
    cards = result(_VERDICT_ANSWERS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("One coin is ten cents.", "Correct."),
        ("What is the capital of France?", "Paris."),
        ("What is a fee?", "A payment for the work."),
    ]

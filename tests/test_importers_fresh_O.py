"""Importer layouts met on fresh public documents (helper O's sweep: C, C++, Rust, algorithms
and computer architecture interview pages and quizzes): each test is the shape of one, written
small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a course book's quiz in Pandoc fenced divs --------------------------------------------------

_DIV_QUIZ = """\
::::::::::::::::::::: quiz :::::::::::::::::::::
### Quiz: Heaps

:::::::: question ::::::::
Answer TRUE or FALSE.

A heap is always a
binary search tree.

- [ ] True
- [x] False

::: hints
- Is the left child always smaller?
:::
::::::::::::::::::::::::::

:::::::: question ::::::::
How many leaves does a full binary tree
with 7 nodes have?

<input type="text" value="4" placeholder="a number"/>

::: hints
- Count the last level.
:::
::::::::::::::::::::::::::

<!--
:::::::: question ::::::::
A retired question?

- [x] Yes
- [ ] No
::::::::::::::::::::::::::
-->

:::::::: {.question}
The cost of building a heap
from n keys is:

- [ ] $O(n \\log n)$
- [x] $O(n)$

::: hints
- Most nodes are near the bottom.
:::
::::::::
::::::::::::::::::::::::::::::::::::::::::::::::
"""


def test_pandoc_question_divs_are_questions_and_their_hints_explain() -> None:
    imported = result(_DIV_QUIZ)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "Answer TRUE or FALSE.\n\nA heap is always a\nbinary search tree.",
        "How many leaves does a full binary tree\nwith 7 nodes have?",
        "The cost of building a heap\nfrom n keys is:",
    ]
    assert [c.answer for c in cards[::2]] == ["B", "B"]
    assert cards[0].choices == {"A": "True", "B": "False"}
    assert cards[0].explanation == "- Is the left child always smaller?"
    assert cards[1].answer.startswith("4")
    assert ":::" not in "".join(c.question + c.answer + c.explanation for c in cards)
    assert not imported.skipped


# -- a bold question label whose text opens with a `*` of its own ---------------------------------

_STARRED_TEXT = """\
## Pointers

**Q: What is a pointer?**
A: A variable that holds an address.

**Q: *ptr vs &ptr?**
A: `*ptr` reads the value; `&ptr` is the pointer's own address.

**Q3: *p++ vs (*p)++?**
A: The first moves the pointer; the second adds to the value.

Q: *What is a null pointer?*
A: One that points nowhere.
"""


def test_a_star_opening_a_labelled_question_is_its_text_not_emphasis() -> None:
    cards = result(_STARRED_TEXT).deck.cards
    assert [c.question for c in cards] == [
        "What is a pointer?",
        "*ptr vs &ptr?",
        "*p++ vs (*p)++?",
        "What is a null pointer?",
    ]


# -- code under a question that asks what happens "here" ------------------------------------------

_HERE_CODE = """\
### 1. What does `free()` do here?

```c
int *p = malloc(4);
free(p);
```

**Output:**

* Nothing: it gives the 4 bytes back to the allocator.

### 2. What happens here?

```c
int *p = NULL;
*p = 1;
```

**Output:** A crash, most often: the write is undefined behaviour.
"""


def test_code_under_a_question_about_what_happens_here_is_the_questions() -> None:
    cards = result(_HERE_CODE).deck.cards
    assert [c.question.split("\n")[0] for c in cards] == [
        "What does `free()` do here?",
        "What happens here?",
    ]
    assert "free(p);" in cards[0].question
    assert (
        cards[0].answer == "**Output:**\n\n* Nothing: it gives the 4 bytes back to the allocator."
    )
    assert "*p = 1;" in cards[1].question
    assert cards[1].answer == "**Output:** A crash, most often: the write is undefined behaviour."


# -- a bullet that holds only a question's label, the question in a list nested under it ----------

_BULLET_LABELS = """\
- Question 1
    - Which memory loses its data without power?

    - Answer: Volatile memory (RAM)

- Question 2

    - What is a pipeline stall with no useful work called?

    - Answer: bubble

- Question 3
    - Speedup is old time divided by new time.

    - Answer: True
"""


def test_a_bullet_label_over_a_nested_question_is_one_labelled_question() -> None:
    imported = result(_BULLET_LABELS)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Which memory loses its data without power?", "Volatile memory (RAM)"),
        ("What is a pipeline stall with no useful work called?", "bubble"),
        ("Speedup is old time divided by new time.", "True"),
    ]
    assert not imported.skipped


# -- a question that ends in a blank to fill in ------------------------------------------------------

_BLANK_AT_END = """\
Q1: A stall with no useful work in a pipeline is called a ______
A: bubble

Q2: The ______ holds the address of the next instruction.
A: program counter

Q3: **The first phase of a compiler is ______**
A: lexical analysis
"""


def test_a_blank_to_fill_at_a_questions_end_keeps_its_underscores() -> None:
    cards = result(_BLANK_AT_END).deck.cards
    assert [c.question for c in cards] == [
        "A stall with no useful work in a pipeline is called a ______",
        "The ______ holds the address of the next instruction.",
        "The first phase of a compiler is ______",
    ]


# -- a table in an answer whose cell breaks its line with `<br>` -----------------------------------

_TABLE_BREAK = """\
## 1. What is the difference between the three const pointers?

| Declaration | What is constant |
| --- | --- |
| `const int *p`<br>or `int const *p` | the value |
| `int *const p` | the pointer |

## 2. What is a dangling pointer?

A pointer to memory that was freed.<br>Set it to NULL after `free`.
"""


def test_a_line_break_inside_a_table_cell_keeps_the_row_whole() -> None:
    cards = result(_TABLE_BREAK).deck.cards
    assert cards[0].answer.split("\n") == [
        "| Declaration | What is constant |",
        "| --- | --- |",
        "| `const int *p` or `int const *p` | the value |",
        "| `int *const p` | the pointer |",
    ]
    assert cards[1].answer == "A pointer to memory that was freed.\nSet it to NULL after `free`."

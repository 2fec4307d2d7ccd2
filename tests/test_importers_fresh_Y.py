"""Importer layouts met on fresh public documents (helper Y's sweep: Python, data science,
statistics, SQL and Git interview pages and quizzes): each test is the shape of one, written
small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a key marked by a closing `[X]` -------------------------------------------------------------

_BRACKET_X_QUIZ = """\
# Quiz

## Question 1
**Which container maps keys to values?**
- a list
- a dict [X]
- a tuple

## Question 2
**Which of these is immutable?**
- a set
- a frozenset
- a list

## Question 3
**Which keyword defines a function?**
- def [x]
- fun
- lambda
"""


def test_an_option_closed_by_a_bracketed_x_is_the_key() -> None:
    imported = result(_BRACKET_X_QUIZ)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which container maps keys to values?", "B"),
        ("Which keyword defines a function?", "A"),
    ]
    assert cards[0].choices["B"] == "a dict"
    assert cards[1].choices["A"] == "def"
    # the question with no mark has no key: reported, not lost
    assert len(imported.skipped) == 1


# -- a question in two bold lines with code between them -----------------------------------------

_BOLD_AROUND_CODE = """\
# Quiz

## Question 1
**Consider the code:**
```python
x = [1, 2]
y = x
```
**What is `y is x`?**
- True [X]
- False

## Question 2
**Which builtin gives a length?**
- len [X]
- size
"""


def test_bold_lines_around_code_are_each_unwrapped_and_the_code_kept() -> None:
    cards = result(_BOLD_AROUND_CODE).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Consider the code:\n```python\nx = [1, 2]\ny = x\n```\nWhat is `y is x`?", "A"),
        ("Which builtin gives a length?", "A"),
    ]


# -- a Moodle GIFT export ------------------------------------------------------------------------

_GIFT = """\
// question: 0  name: Switch category to $course$/Module 1
$CATEGORY: $course$/Module 1


// question: 101  name: Which keyword defines a function?
::Which keyword defines a function?::[html]<p><span style\\="font-size\\: 12pt;">Which keyword \
defines a function?</span></p>\\n{
\t=<p>def</p>#Correct
\t~<p>fun</p>#Incorrect
\t~<p>\\#define</p>#Incorrect
}


// question: 102  name: Which are mutable?
::Which are mutable?::[html]<p>Which are mutable?</p>{
\t~%50%<p>list</p>
\t~%-100%<p>tuple</p>
\t~%50%<p>dict</p>
}

::Quote::Which character starts a quote? {=&gt; ~- ~*}

::Short::Name the builtin for powers. {=pow =math.pow}

::Essay::Describe a closure. {}
"""


def test_a_moodle_gift_export_is_read_as_its_questions() -> None:
    imported = result(_GIFT, "bank.txt")
    cards = imported.deck.cards
    assert [(c.question.split("\n")[0], c.answer) for c in cards] == [
        ("Which keyword defines a function?", "A"),
        ("Which are mutable?", "- list\n- dict"),  # two right: an open card naming them
        ("Which character starts a quote?", "A"),
        ("Name the builtin for powers.", "pow"),
    ]
    assert cards[0].choices == {"A": "def", "B": "fun", "C": "#define"}
    assert cards[2].choices == {"A": "`>`", "B": "`-`", "C": "`*`"}
    # the essay has no answer: reported, not lost
    assert len(imported.skipped) == 1


# -- a course quiz spec whose answer names options that differ only in case or emphasis ---------

_NAMED_CASE = """\
# Lesson 1

- Question: How do you import the json module?
  - Type: Multiple Choice (Single Correct Answer)
  - Answer: import json
  - Choices: import json; Import json; IMPORT json; import JSON

- Question: Which of these are no Python keywords?
  - Type: Multiple Choice (Multiple Correct Answers)
  - Answer: true, _def_
  - Choices: true, _def_, def, None

- Question: Which of these are naming rules?
  - Type: Multiple Choice (Multiple Correct Answers)
  - Answer: A name starts with a letter, or an underscore.; A name has no blanks.
  - Choices: A name starts with a letter, or an underscore.; A name has no blanks.; A name is short.
"""


def test_an_answer_names_the_option_written_exactly_so_and_splits_as_its_choices() -> None:
    cards = result(_NAMED_CASE).deck.cards
    assert cards[0].question == "How do you import the json module?"
    assert cards[0].answer == "A"
    # two named: an open card naming them, `_def_` itself and not `def`
    assert cards[1].answer == "- true\n- _def_"
    assert (
        cards[2].answer
        == "- A name starts with a letter, or an underscore.\n- A name has no blanks."
    )


# -- an interview guide's note on what a question tests, and a quiz spec's Type field ------------

_TESTING_NOTE = """\
## Junior level

### 1. What does `git status` show?

**What they're testing:** Day-to-day Git knowledge

**Good answer:**
- Modified and untracked files
- The current branch

### 2. Why keep a staging area?

**What it tests:** Understanding of commits

**Good answer:**
- To choose what goes into a commit
"""


def test_a_note_on_what_the_question_tests_is_no_part_of_the_question() -> None:
    cards = result(_TESTING_NOTE).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What does `git status` show?", "- Modified and untracked files\n- The current branch"),
        ("Why keep a staging area?", "- To choose what goes into a commit"),
    ]


_KIND_FIELD = """\
# Lesson 2

- Question: How do you test that b equals 10?
  - Type: Multiple Choice (Single Correct Answer) or Free Response
  - Answer: b == 10, or 10 == b

- Question: What does `len([1, 2])` return?
  - Type: Free Response (Code Expression)
  - Answer: 2
"""


def test_a_type_field_naming_the_kind_of_question_is_no_part_of_it() -> None:
    cards = result(_KIND_FIELD).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("How do you test that b equals 10?", "b == 10, or 10 == b"),
        ("What does `len([1, 2])` return?", "2"),
    ]


# -- `Q:` / `A:` notes with an answer label typed without its blank -----------------------------

_QA_NO_BLANK = """\
Python questions:
======

Q: What is `self` for?
A:self is the instance the method was called on.

Q: What is `pass`?
A: A statement that does nothing.

Q: What does `len` return
for a dict?
A:The number of its keys.
"""


def test_an_answer_label_typed_without_its_blank_is_still_the_label() -> None:
    cards = result(_QA_NO_BLANK).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is `self` for?", "self is the instance the method was called on."),
        ("What is `pass`?", "A statement that does nothing."),
        ("What does `len` return\nfor a dict?", "The number of its keys."),
    ]


# -- a quiz spec's answer that names no option: its Choices field goes with the question ---------

_CHOICES_BESIDE = """\
# Lesson 4

- Question: How would you test that b equals 10?
  - Type: Single Choice (Single Correct Answer) or Free Response
  - Answer: b == 10 or 10 == b
  - Choices : b == 10, 10 = b, b = 10

- Question: Which keyword defines a function?
  - Type: Single Choice (Single Correct Answer)
  - Answer: def
  - Choices: def; fun; lambda
"""


def test_a_choices_field_beside_an_answer_naming_none_goes_with_the_question() -> None:
    cards = result(_CHOICES_BESIDE).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "How would you test that b equals 10?\n\n- A) b == 10\n- B) 10 = b\n- C) b = 10",
            "b == 10 or 10 == b",
        ),
        ("Which keyword defines a function?", "A"),
    ]

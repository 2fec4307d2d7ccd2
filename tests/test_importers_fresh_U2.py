"""Importer layouts met on fresh public documents (helper U2's sweep: data engineering,
testing and embedded C interview pages and quizzes): each test is the shape of one, written
small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a task-list quiz whose ticked boxes carry a tick mark too -----------------------------------

_TICKED_AND_MARKED = """\
# Orchestration quiz

#### 1. Which view shows the runs?
- [x] Grid View ✅
- [ ] Graph View

#### 2. Which view shows the code?
- [ ] Home View
- [x] Code View ✅
- [ ] Grid View

#### 3. Which of these define a run?
- [x] run_id ✅
- [ ] colour
- [x] dag_id ✅
"""


def test_a_tick_after_a_ticked_box_only_repeats_the_key() -> None:
    cards = result(_TICKED_AND_MARKED).deck.cards
    assert [(c.question, c.answer) for c in cards[:2]] == [
        ("Which view shows the runs?", "A"),
        ("Which view shows the code?", "B"),
    ]
    assert cards[0].choices == {"A": "Grid View", "B": "Graph View"}
    assert cards[1].choices == {"A": "Home View", "B": "Code View", "C": "Grid View"}
    # several ticked: the right ones are the answer, as for any task list, with no marks left
    assert cards[2].answer == "- run_id\n- dag_id"
    assert "✅" not in cards[2].question and "[x]" not in cards[2].question


# -- questions led by the same pictograph, the right option in bold ------------------------------

_PINNED_QUIZ = """\
## Quiz

<br/>📌 What does the following print:

```python
print(7 // 2)
```

- 3.5
- <span style='font-weight: bolder'>3</span>

<br/>📌 Which method returns a copy in upper case?

- len(s)
- **s.upper()**
- s.find('x')

<br/>📌 Consider the following list:

```python
xs = [1, 2]
```

what is `len(xs)`

- <b>2</b>
- 1

<br/>📌 What does the following print:

```python
print("A\\nB")
```

- AB
- <span style='font-weight: bolder'>
    A<br/>B</span>
"""


def test_pictograph_led_questions_with_a_bold_option_are_keyed_choices() -> None:
    cards = result(_PINNED_QUIZ).deck.cards
    assert [(c.question.split("\n")[0], c.answer) for c in cards] == [
        ("What does the following print:", "B"),
        ("Which method returns a copy in upper case?", "B"),
        ("Consider the following list:", "A"),
        ("What does the following print:", "B"),
    ]
    assert cards[0].choices == {"A": "3.5", "B": "3"}
    assert "print(7 // 2)" in cards[0].question
    assert "what is `len(xs)`" in cards[2].question
    assert cards[3].choices["B"] == "A\nB"


# -- follow-up question headings under answered question headings -------------------------------

_FOLLOW_UPS = """\
# Systems questions
<p>Answers in blue</p>

## What is an interrupt handler for?
<p style="color: blue;">
It runs when a device raises an interrupt.
</p>

### What is interrupt latency?
<p style="color: blue;">
The delay before the handler starts.
</p>

## What is a mutex?
<p style="color: blue;">
A lock that one thread owns at a time.
</p>

## What is endianness?
<p style="color: blue;">
The order of a word's bytes in memory.
</p>

### Why does it matter on a network?
<p style="color: blue;">
Network order is big endian.
</p>
"""


def test_follow_up_question_headings_under_answered_questions_are_cards() -> None:
    cards = result(_FOLLOW_UPS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is an interrupt handler for?", "It runs when a device raises an interrupt."),
        ("What is interrupt latency?", "The delay before the handler starts."),
        ("What is a mutex?", "A lock that one thread owns at a time."),
        ("What is endianness?", "The order of a word's bytes in memory."),
        ("Why does it matter on a network?", "Network order is big endian."),
    ]


_ANSWER_SECTIONS = """\
## What is a mutex?
A lock.

### Example
Two threads share a counter.

### Why does it matter?
Without it the counter is wrong.

## What is endianness?
Byte order.

### Why does it matter?
Networks agree on one.
"""


def test_a_question_sub_heading_among_answer_parts_stays_in_the_answer() -> None:
    cards = result(_ANSWER_SECTIONS).deck.cards
    # only one question has follow-ups alone: the rule needs two
    assert [c.question for c in cards] == ["What is a mutex?", "What is endianness?"]


# -- pandoc Markdown: `Ques:` / `**Ans:**\` with backslash hard breaks ----------------------------

_PANDOC_QA = """\
# Streams

### Ques: What is a stream?

**Ans:**\\
A stream records the rows that
changed since it was last read.

Values:

INSERT\\
DELETE

------------------------------------------------------------------------

### Ques: Does a stream copy data?

**Ans:**

No.

Run it so:

    ./load.sh \\
      --all
"""


def test_pandoc_ques_and_ans_labels_and_backslash_breaks() -> None:
    cards = result(_PANDOC_QA).deck.cards
    assert [c.question for c in cards] == ["What is a stream?", "Does a stream copy data?"]
    assert cards[0].answer == (
        "A stream records the rows that\nchanged since it was last read.\n\n"
        "Values:\n\nINSERT\nDELETE"
    )
    # a command continued over lines keeps its backslash (set apart by a blank)
    assert "./load.sh \\\n" in cards[1].answer


# -- questions numbered with primes between the numbers -----------------------------------------

_PRIMED = """\
# Broker FAQ

### 1) What is a broker ?
- a server that stores messages

### 1') What is a message made of ?
- a key, a value and headers

### 1'') How is a segment found ?

### 2) What is an offset ?
- a message's position in its partition
"""


def test_primed_question_numbers_are_numbers_not_text() -> None:
    imported = result(_PRIMED)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a broker ?", "- a server that stores messages"),
        ("What is a message made of ?", "- a key, a value and headers"),
        ("What is an offset ?", "- a message's position in its partition"),
    ]
    assert [s.line for s in imported.skipped] == [9]


# -- point values before each question, one question a blank to fill ----------------------------

_POINTS_BOARD = """\
#### Locators
- **100 - What finds an element on a page?**
  - A locator

- **200 - ____ waits for an element before acting.**
  - Auto-waiting

- **300 - What does a fixture give a test?**
  - A fresh, isolated setup
"""


def test_a_number_set_off_by_a_dash_before_a_blank_to_fill_is_no_text() -> None:
    cards = result(_POINTS_BOARD).deck.cards
    assert [c.question for c in cards] == [
        "What finds an element on a page?",
        "____ waits for an element before acting.",
        "What does a fixture give a test?",
    ]


# -- a section title that asks, over labelled question headings ---------------------------------

_ASKING_SECTION = """\
# Streams

## A. BASICS --- WHAT IS A STREAM?

### Ques: What does a stream record?

**Ans:** The rows that changed.

### Ques: Does a stream copy data?

**Ans:** No, only offsets.

## Is a section asked without questions?

It is answered here.
"""


def test_an_empty_heading_over_labelled_questions_is_their_section() -> None:
    imported = result(_ASKING_SECTION)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What does a stream record?", "The rows that changed."),
        ("Does a stream copy data?", "No, only offsets."),
        ("Is a section asked without questions?", "It is answered here."),
    ]
    assert not imported.skipped


# -- pandoc's backslash escapes of plain punctuation ---------------------------------------------

_PANDOC_ESCAPES = """\
### Ques: What does METADATA\\$ACTION hold?

**Ans:**\\
INSERT or DELETE, as in `WHERE METADATA\\$ACTION = 'INSERT'`.

### Ques: What does this print?

**Ans:**\\
It prints \\"0 1\\" for `i \\< 2`, as i \\< 2 holds twice.
"""

_REGEX_PAGE = """\
### What does this grep count?

**Answer:** `grep -c` counts lines; the class \\[0-9\\] matches one digit.
"""


def test_pandoc_escapes_are_read_as_the_marks_they_show() -> None:
    cards = result(_PANDOC_ESCAPES).deck.cards
    assert cards[0].question == "What does METADATA$ACTION hold?"
    assert cards[0].answer == "INSERT or DELETE, as in `WHERE METADATA\\$ACTION = 'INSERT'`."
    assert cards[1].answer == 'It prints "0 1" for `i \\< 2`, as i < 2 holds twice.'
    # no pandoc hard breaks: a page that escapes a mark now and then means the backslash
    assert "\\[0-9\\]" in result(_REGEX_PAGE).deck.cards[0].answer


# -- a numbered question pasted inside an answer, over its own answer label ----------------------

_PASTED = """\
### 14. What is a null pointer?

A pointer to nothing.

### 15. What is a void pointer?

A pointer to any type of object.

Example: `void *v;`
5. What is a memory leak? How can we avoid it?
Ans :
Heap memory that is never freed.

### 16. What is an array?

A run of items of one type.
"""


def test_a_numbered_question_over_its_own_answer_label_inside_an_answer_is_a_card() -> None:
    cards = result(_PASTED).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a null pointer?", "A pointer to nothing."),
        ("What is a void pointer?", "A pointer to any type of object.\n\nExample: `void *v;`"),
        ("What is a memory leak? How can we avoid it?", "Heap memory that is never freed."),
        ("What is an array?", "A run of items of one type."),
    ]

"""Importer layouts met on fresh public documents (the held-out rounds Z3 and Z4, whose
failures the lead mended afterwards): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def _pairs(text: str, source: str = "doc.md") -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text, source).deck.cards]


def test_a_label_that_brings_another_question_stays_in_every_answer() -> None:
    """`> **Also asked as:** "What is X?"` opening most answers is no word for "answer":
    it names the same question asked another way, which a user wants to read."""
    text = "".join(
        f'## {n}. Explain part {n}.\n\n> **Also asked as:** "How does part {n} work?"\n\n'
        f"Part {n} turns the crank.\n\n"
        for n in range(1, 5)
    )
    pairs = _pairs(text)
    assert len(pairs) == 4
    for n, (question, answer) in enumerate(pairs, start=1):
        assert question == f"Explain part {n}."
        assert f'Also asked as:** "How does part {n} work?"' in answer
        assert answer.endswith(f"Part {n} turns the crank.")


def test_a_mock_interviews_feedback_heading_is_the_answer() -> None:
    """`### Question 1:` over a bold question, then `### ✅ Interviewer Feedback (After Your
    Response):` over a quoted `**Expected Answer**:`: a mock interview heads each answer with
    the interviewer's feedback, at the question's own level."""
    text = """\
### ❓ Question 1:
**What does this print?**

> 🕒 Take your time.

---

### ✅ Interviewer Feedback (After Your Response):

> **Expected Answer**:
> It prints `0`.

> **Why?**
> - Fields are set after the parent's constructor.

---

### ❓ Question 2:
**Why are strings immutable?**

### Model response

For pooling and safe sharing.
"""
    pairs = _pairs(text)
    assert [q.split("\n")[0] for q, _ in pairs] == [
        "What does this print?",
        "Why are strings immutable?",
    ]
    assert pairs[0][1].startswith("It prints `0`.")
    assert "Fields are set after the parent's constructor." in pairs[0][1]
    assert pairs[1][1] == "For pooling and safe sharing."


def test_a_question_over_two_heading_lines_in_a_list_item_is_one_question() -> None:
    """`1.  ### What is X?` with `    ### Why use X?` on the very next line: one question
    typed over two heading lines, not a question whose answer opens with a heading."""
    text = """\
1.  ### What is semantic HTML?
    ### Why use semantic tags instead of div?

    Semantic tags say what their content is.

2.  ### When to use inline elements
    ### & when to use block elements?

    Inline elements flow within text.

""" + "".join(
        f"{n}.  ### What is element {n}?\n\n    Element {n} is a tag.\n\n" for n in range(3, 11)
    )
    assert _pairs(text)[:2] == [
        (
            "What is semantic HTML? Why use semantic tags instead of div?",
            "Semantic tags say what their content is.",
        ),
        (
            "When to use inline elements & when to use block elements?",
            "Inline elements flow within text.",
        ),
    ]


def test_questions_stacked_over_one_answer_share_it() -> None:
    """Behavioural questions as headings on consecutive lines, one story under the last: the
    story answers them all, none of them is left unanswered."""
    text = """\
### Tell me about a conflict at work.
I talked it through with my colleague.

### Tell me about a project you are proud of.
### Tell me about a hard problem you solved.
I rebuilt the billing pipeline.

### What are your weaknesses?
I over-prepare.

### Why this company?
Its mission.

### Where do you see yourself in five years?
Leading a team.
"""
    assert _pairs(text)[:3] == [
        ("Tell me about a conflict at work.", "I talked it through with my colleague."),
        (
            "Tell me about a project you are proud of. Tell me about a hard problem you solved.",
            "I rebuilt the billing pipeline.",
        ),
        ("What are your weaknesses?", "I over-prepare."),
    ]


def test_a_title_or_label_heading_over_a_question_heading_stays_apart() -> None:
    """`### Arrays` over `### What is an array?`, and `### Question 2:` over its question:
    a title and a label, never part of the question's words."""
    text = """\
### What is a list?
A sequence.

### Arrays
### What is an array?
A block of memory.

### Question 3:
### What is a set?
Unique items.
"""
    questions = [q for q, _ in _pairs(text)]
    assert "What is an array?" in questions
    assert not any("Arrays" in q or "Question 3" in q for q in questions)


def test_a_first_heading_that_asks_like_its_siblings_is_a_question_not_the_title() -> None:
    """A file that opens straight on `### Tell me about a conflict at work.` (no `?`), its
    siblings asking too: the first question, not the document's title lost in silence."""
    text = """\
### Tell me about a conflict at work.

I talked it through with my colleague.

### Describe a project you are proud of.

I rebuilt the billing pipeline.
"""
    assert [q for q, _ in _pairs(text)] == [
        "Tell me about a conflict at work.",
        "Describe a project you are proud of.",
    ]


def test_an_empty_first_heading_over_asking_siblings_stays_the_title() -> None:
    """`## Explain Like I'm Five` with nothing under it, over questions at its level: the
    document's title, though its first word asks."""
    text = """\
## Explain Like I'm Five

## What is a container?

A box for a program.

## What is a pod?

A group of containers.
"""
    assert [q for q, _ in _pairs(text)] == ["What is a container?", "What is a pod?"]


_WORKSHEET = """\
## Questions

### 1. Which cable reaches 100 m at 10 Gbps?
a) Cat 5e
b) Cat 6
c) Cat 6a

### 2. Which device joins networks?
a) Hub
b) Router
c) Switch

## Short Answer Questions

### 1. Name two network media.
```
1. _______________
2. _______________
```

### 2. What is a rollover cable for?
```
Answer: ____________________
____________________________
```

## Answer Key

### Multiple Choice Answers:
1. c) Cat 6a
2. b) Router

### Short Answer Sample Answers:

**1. Media:**
- Copper and fibre

**2. Rollover cable:**
- A console connection
"""


def test_a_key_of_letters_and_sample_answers_keys_a_quiz_whose_numbers_restart() -> None:
    """A worksheet numbers its choice questions and then its short-answer questions from 1
    again (or on, reusing numbers), leaves blank lines to fill in under the short ones, and
    gives the letters and then sample answers at the end: the letters key the choice
    questions, the sample answers answer the open ones, and no blank form is an answer."""
    cards = result(_WORKSHEET).deck.cards
    assert [(c.question, c.answer) for c in cards if c.choices] == [
        ("Which cable reaches 100 m at 10 Gbps?", "C"),
        ("Which device joins networks?", "B"),
    ]
    assert [(c.question, c.answer) for c in cards if not c.choices] == [
        ("Name two network media.", "Copper and fibre"),
        ("What is a rollover cable for?", "A console connection"),
    ]
    assert not any(c.explanation for c in cards)


def test_a_blank_form_with_no_key_is_an_unanswered_question() -> None:
    text = _WORKSHEET.split("## Answer Key")[0].replace("## Short Answer Questions", "")
    text = text.replace("### 1. Name", "### 3. Name").replace("### 2. What is", "### 4. What is")
    text += "\n## Answer Key\n\n1. c\n2. b\n"
    parsed = result(text)
    assert [c.question for c in parsed.deck.cards] == [
        "Which cable reaches 100 m at 10 Gbps?",
        "Which device joins networks?",
    ]
    assert sum("has no answer" in w for w in parsed.warnings) == 2


def test_a_key_part_named_by_its_number_keys_that_part_and_ends_the_entry_above() -> None:
    """`### Part 1: MCQs` in the key names the section `## Part 1: Multiple Choice
    Questions` by its number, and the key's next sub-heading ends the last entry of the
    part above: its text never runs on into the next part's entries."""
    text = """\
## Part 1: Multiple Choice Questions

1. Which name is valid?
   a) `1name`
   b) `user_name`

2. Which type is immutable?
   a) List
   b) Tuple

## Part 2: Code Output

1. What does `print(7 // 2)` print?

```python
print(7 // 2)
```

## Answer Key

### Part 1: MCQs

1. **b) `user_name`**
2. **b) Tuple**

### Part 2: Output

1. Answer: `3`
"""
    cards = result(text).deck.cards
    assert [(c.answer, c.explanation) for c in cards if c.choices] == [("B", ""), ("B", "")]
    assert [c.answer for c in cards if not c.choices] == ["`3`"]


def test_a_plain_question_over_a_details_block_that_hides_its_answer() -> None:
    """`What does this print?`, the question's code, then `<details><summary>click show
    answer</summary>`: a quiz page written in paragraphs, each answer folded away under the
    question. No question was found at all."""
    text = """\
What does this print?

```go
fmt.Println(len("abc"))
```

<details>
<summary> click show answer </summary>

3

</details>

***

What is one plus two?

<details>
<summary>Answer</summary>

3

</details>
"""
    pairs = _pairs(text)
    assert [q.split("\n")[0] for q, _ in pairs] == [
        "What does this print?",
        "What is one plus two?",
    ]
    assert 'fmt.Println(len("abc"))' in pairs[0][0]
    assert [a for _, a in pairs] == ["3", "3"]


def test_a_question_label_inside_a_bold_numbered_question_is_dropped() -> None:
    """`**1. Question: What is a prefab?**`: the number already marks the question; the
    label after it is no part of the question's words."""
    text = """\
**1. Question: What is a prefab?**

A reusable object.

**2. Q: What is a scene?**

A level.
"""
    assert [q for q, _ in _pairs(text)] == ["What is a prefab?", "What is a scene?"]


def test_options_typed_with_no_space_after_their_letter_are_options() -> None:
    """`A.Unspent Trade Offer` ... `D.Unspent Transaction Output` under a question, then
    `Answer: D) ...`: a quiz typed in haste; the options were glued into the question."""
    text = """\
Q1. What does UTXO stand for?

A.Unspent Trade Offer
B.Unique Transaction Offer
C.Unspent Transaction Output

Answer: C) Unspent Transaction Output

Q2. Who wrote the Bitcoin paper?

A. Satoshi Nakamoto
B. Nick Szabo
C. Hal Finney

Answer: A
"""
    cards = result(text).deck.cards
    first = cards[0]
    assert (first.question, first.choices, first.answer) == (
        "What does UTXO stand for?",
        {
            "A": "Unspent Trade Offer",
            "B": "Unique Transaction Offer",
            "C": "Unspent Transaction Output",
        },
        "C",
    )
    assert [c.answer for c in cards] == ["C", "A"]


def test_numbered_questions_left_unanswered_between_answered_ones_are_reported() -> None:
    """`1) __What is X?__` / its answer / `2) __...__` / `3) __...__` with no answers /
    `4) __...__` / its answer: the answer of 1 ended at question 2; 2, 3 and the trailing
    ones were lost inside the answers above (or 1 itself lost) in silence."""
    text = """\
1) __What is an interrupt?__

A signal that suspends the main code.

2) __What is DMA?__

3) __What is a stack?__

4) __What is JTAG?__

A debug port.

5) __What is UART?__

6) __What is SPI?__
"""
    parsed = result(text)
    assert [(c.question, c.answer) for c in parsed.deck.cards] == [
        ("What is an interrupt?", "A signal that suspends the main code."),
        ("What is JTAG?", "A debug port."),
    ]
    assert len(parsed.warnings) == 4
    for asked in ("What is DMA?", "What is a stack?", "What is UART?", "What is SPI?"):
        assert any(asked in w for w in parsed.warnings)


def test_a_numbered_question_heading_over_another_is_its_own_question() -> None:
    """`#### Question-1: ...?` right over `#### Question-2: ...?`: two questions, each with
    its own number, not one typed over two lines; the `Question-N:` label is dropped."""
    text = """\
#### Question-1: Tell me about yourself?
#### Question-2: What is your current role?
Ans: Start with the role.

#### Question-3: What is Linux?
Ans: A kernel.

#### Question-4: What is a shell?
Ans: A command interpreter.

#### Question-5: What is grep?
Ans: A search tool.

#### Question-6: What is sed?
Ans: A stream editor.

#### Question-7: What is awk?
Ans: A text processor.
"""
    parsed = result(text)
    questions = [c.question for c in parsed.deck.cards]
    assert questions[0] == "What is your current role?"
    assert "What is Linux?" in questions
    assert any("question 1 has no answer" in w for w in parsed.warnings)


def test_question_headings_typed_with_no_space_after_their_marks() -> None:
    """`####Q1: What is C#?` over `Ans: ...`: CommonMark reads no heading there, and each
    question ran into the answer above it. A `#include` line in an answer stays text."""
    text = """\
####Q1: What is C#?
Ans: A managed language.

####Q2: Define constructors
Ans: Methods that set up an object.
#include is no heading.

####Q3: What is boxing?
Ans: Wrapping a value type.
"""
    pairs = _pairs(text)
    assert [q for q, _ in pairs] == ["What is C#?", "Define constructors", "What is boxing?"]
    assert pairs[1][1].endswith("#include is no heading.")


def test_a_key_starred_before_its_letter_keys_the_options() -> None:
    """text2qti's `*c. 3`: the star before the letter marks the right option."""
    text = """\
1. What does `len([1, 2, 3])` return?

   a. 1
   b. 2
   *c. 3
   d. Error

2. What does `append` do?

   a. Removes the last element
   *b. Adds an element to the end!
   c. Sorts the list
"""
    cards = result(text).deck.cards
    assert [(c.answer, c.choices["A"]) for c in cards] == [
        ("C", "1"),
        ("B", "Removes the last element"),
    ]


def test_a_bold_line_naming_an_unlettered_option_is_the_key() -> None:
    """`**Resources are accessed over the internet** _(a remark)_` under a plain list of
    options: the key, though the author's copy has a typo; the remark explains it."""
    text = """\
### Q1. Which is not an essential characteristic of the cloud?

-   Customers pay only for what they use
-   Resources are accessed over the internet
-   Resources can change size quickly

**Resources are accesed over the internet** _(private networks reach it too)_

---

### Q2. What is a benefit of the well-architected framework?

-   It automates the creation of resources
-   It helps identify security risks in the cloud.
-   It guarantees cost savings

**It helps identify security risks in the cloud**
"""
    cards = result(text).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("B", "_(private networks reach it too)_"),
        ("B", ""),
    ]


def test_an_answers_heading_over_the_questions_asked_again_keys_nothing() -> None:
    """A table of the questions (no answer column), then `### Answers` over each question
    again as a heading with its answer: with no question above it, the heading is no
    answer key but a section, and its headings are the questions ("no questions found")."""
    text = """\
# DHCP

| # | Tag | Level | Time | Question |
| :--- | :--- | :--- | :--- | :--- |
| **126** | D | EL | 45 sec | What is DHCP? |
| **127** | D | EL | 60 sec | What is a lease? |

### Answers

#### 126. What is DHCP? [D | EL]

Dynamic host configuration.

#### 127. What is a lease? [D | EL]

The time an address is held.
"""
    pairs = _pairs(text)
    assert [a for _, a in pairs] == ["Dynamic host configuration.", "The time an address is held."]
    assert pairs[0][0].startswith("What is DHCP?")


def test_a_starred_option_that_opens_a_fence_leaves_the_code_alone() -> None:
    """`*b. ```python` with the other options fenced too: no tick lands in any option's code
    (the run's lines are counted as they stand, code lines between them)."""
    text = """\
1. Which line defines a function?

   a. ```python
      function f():
      ```
   *b. ```python
       def f():
       ```
   c. ```python
      fn f():
      ```

2. What does `len([1])` return?

   a. 0
   *b. 1
   c. 2
"""
    cards = result(text).deck.cards
    shown = "\n".join(f"{c.question}\n{c.answer}\n{c.choices}" for c in cards)
    assert "f(): ✓" not in shown and "function f():" in shown
    assert cards[-1].answer == "B"

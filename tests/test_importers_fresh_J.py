"""Importer layouts met on fresh public documents (Python, Go, Java, Git, Linux shell, Docker,
algorithms).

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from tests.importing import result

# -- an interview guide grades its answer: `**Good answer:**`, `**Expected Answer Structure:**` --


def test_a_graded_answer_label_is_a_label_not_part_of_the_answer() -> None:
    text = """\
# Git questions

### 1. What does `git status` show?

**What they're testing:** everyday Git

**Good answer:**
- Modified files
- Untracked files

### 2. Describe a merge conflict you resolved

**Expected Answer Structure:**

**Situation:** two branches changed one file.

**Result:** merged, tests passed.
"""
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == [
        "- Modified files\n- Untracked files",
        "**Situation:** two branches changed one file.\n\n**Result:** merged, tests passed.",
    ]
    assert "Good answer" not in cards[0].question
    assert cards[1].question == "Describe a merge conflict you resolved"


def test_a_good_answer_in_the_middle_of_prose_is_no_label() -> None:
    text = """\
# Notes

### What makes a commit message useful?

A good answer: says why, not what. Keep it short.
"""
    cards = result(text).deck.cards
    assert cards[0].answer == "A good answer: says why, not what. Keep it short."


# -- `1. **Question?**` over one nested `- answer` (and `- ```bash` fences) -----------------------


def test_one_bullet_under_a_numbered_question_is_the_answer_itself() -> None:
    text = """\
# Docker Q&A

1. **What is Docker?**<BR>
   - A platform for containers.<BR>

2. **How do you run a container?**<BR>
   - ```bash
     docker run -it <image>
     ```<BR>

3. **What does `docker ps` list?**<BR>
   - Running containers.
   - With `-a`, all of them.
"""
    cards = result(text.replace("<BR>", "  ")).deck.cards  # the Markdown hard breaks they end with
    assert [c.answer for c in cards] == [
        "A platform for containers.",
        "```bash\ndocker run -it <image>\n```",
        "- Running containers.\n- With `-a`, all of them.",
    ]


def test_one_bullet_under_a_heading_stays_the_authors_bullet() -> None:
    text = """\
# Notes

## What is a pod?

- The smallest deployable unit.

## What is a node?

- A worker machine.
"""
    assert [c.answer for c in result(text).deck.cards] == [
        "- The smallest deployable unit.",
        "- A worker machine.",
    ]


# -- options as empty task boxes, the key named by its text (`✅ **Correct Answer:** count=10`) --


def test_empty_task_boxes_are_options_when_the_answer_names_one() -> None:
    text = """\
# Bash quiz

### 1. Which line stores 10 in `count`?

* [ ] var == 10
* [ ] count=10
* [ ] set var = 10

<details>
<summary><strong>Show Answer</strong></summary>

✅ **Correct Answer:** count=10
No spaces around `=`.

</details>

---

### 2. How do you print the value of `user`?

- [ ] #user
- [ ] $user

**Answer:** $user
"""
    cards = result(text).deck.cards
    assert [(c.answer, c.choices) for c in cards] == [
        ("B", {"A": "var == 10", "B": "count=10", "C": "set var = 10"}),
        ("B", {"A": "#user", "B": "$user"}),
    ]
    assert cards[0].question == "Which line stores 10 in `count`?"
    assert cards[0].explanation == "No spaces around `=`."


def test_empty_task_boxes_the_answer_does_not_name_stay_a_check_list() -> None:
    text = """\
# Release

### How do you prepare a release?

- [ ] Bump the version
- [ ] Tag it

**Answer:** Bump the version, then tag it.
"""
    (card,) = result(text).deck.cards
    assert card.choices == {}
    assert card.answer == "Bump the version, then tag it."
    assert "- [ ] Tag it" in card.question


# -- the key set apart in bold: `- **C) Creates small functions.**`, no answer line ------------


def test_the_one_option_in_bold_is_the_key_when_no_answer_is_given() -> None:
    text = """\
# Python MCQs

### **Question 1**
**What does a lambda create?**
- A) A class.
- B) A multi-line function.
- **C) A small anonymous function.**
- D) A debugger.

### **Question 2**
**Which keyword defines a function?**
- A) func

- **B) def**

- C) lambda
"""
    imported = result(text)
    assert [(c.answer, c.choices["C"]) for c in imported.deck.cards] == [
        ("C", "A small anonymous function."),
        ("B", "lambda"),
    ]
    assert imported.skipped == ()


def test_an_answer_line_outranks_an_option_in_bold_and_two_in_bold_are_two_keys() -> None:
    """Two options in bold are two keys (since the tenth session, 2026-11-30: a Word quiz sets
    every right option of a select-two question in bold): the several-keys rule makes the
    question an open card naming them, with a warning, where it was skipped unkeyed."""
    text = """\
# Quiz

### Question 1
Which keyword defines a function?
- A) func
- **B) def**
- C) lambda

Answer: C

### Question 2
Which are keywords?
- **A) def**
- **B) class**
- C) func
"""
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == ["C", "- def\n- class"]
    assert imported.skipped == ()
    assert imported.warnings == (
        "doc.md:15: question 2 has 2 right options (A, B); made an open card",
    )


# -- `* question` / `  * answer`, then a fence at column 0: code set out of the item -------------


def test_code_set_out_of_an_answered_item_is_the_code_its_question_points_at() -> None:
    text = """\
## Core Java

* What is Java?
  * A language.
* What does this print?
  * 1 prints "foo"
```java
String str = "foo";
if (str != null) {
  System.out.println(str); // 1
}
```
* What happens here?
  * Ans: `ArithmeticException` is thrown
```java
System.out.println(4 / 0);
```
* How do you iterate over a map?
  * With `.entrySet()`
```java
for (var e : map.entrySet()) {}
```
* Can you instantiate this class?
```java
public class Hello {}
```
* What are enums?
  * A set of constants.
"""
    imported = result(text)
    got = {c.question.split("\n")[0]: c for c in imported.deck.cards}
    assert got["What does this print?"].question == (
        'What does this print?\n\n```java\nString str = "foo";\nif (str != null) {\n'
        "  System.out.println(str); // 1\n}\n```"
    )
    assert got["What does this print?"].answer == '1 prints "foo"'
    assert got["What happens here?"].question.endswith("System.out.println(4 / 0);\n```")
    assert got["What happens here?"].answer == "`ArithmeticException` is thrown"
    # code that answers how: the answer's own example, kept with it
    assert got["How do you iterate over a map?"].answer == (
        "* With `.entrySet()`\n```java\nfor (var e : map.entrySet()) {}\n```"
    )
    # code the question shows, and no answer: reported, never answered by its own example
    assert [s.line for s in imported.skipped] == [23]
    assert len(imported.deck.cards) == 5


# -- `1. Question?` / `- =` / `- ==` / `Answer: ==`, and `- c) ... **Answer: c**` ----------------


def test_a_bullet_list_below_a_one_item_numbered_question_is_its_options_when_the_answer_names_one() -> (
    None
):
    text = """\
# Step 23: Conditionals

1.  Which is the comparison operator in Java?

-   =
-   ==

Answer: ==

2.  What is the output of the following code:

```
System.out.println(5 > 3);
```

-   true
-   false

Answer: true
"""
    imported = result(text)
    assert [(c.answer, c.choices) for c in imported.deck.cards] == [
        ("B", {"A": "=", "B": "=="}),
        ("A", {"A": "true", "B": "false"}),
    ]
    assert imported.warnings == ()


def test_a_key_typed_at_the_end_of_the_last_option_is_the_key() -> None:
    text = """\
## Loops

1.  What does a for loop iterate over?
- a) a fixed number of iterations
- b) an infinite number of times
- c) a variable number of times **Answer: c**

2.  What is the syntax of a for loop?
- a) for (initialization; condition; update)
- b) for (update; condition; initialization) Answer: a
"""
    cards = result(text).deck.cards
    assert [(c.answer, c.choices.get("C", c.choices["B"])) for c in cards] == [
        ("C", "a variable number of times"),
        ("A", "for (update; condition; initialization)"),
    ]


def test_a_lone_star_option_is_an_option_not_the_mark_of_the_key() -> None:
    text = """\
## Operators

1.  What is the modulo operator in Java?

    -   a) *
    -   b) %
    -   c) +
    -   Answer: b) %
"""
    (card,) = result(text).deck.cards
    assert card.answer == "B"
    assert card.choices["B"] == "%"


# -- `Here is the updated set of questions:` closing a card, before `---` ---------------------


def test_a_closing_line_that_introduces_what_follows_is_no_part_of_the_answer() -> None:
    text = """\
# Python MCQs

### Question 1
What does `len()` return?
- A) The last item
- B) The number of items

**Answer:** B

Here is the updated set of questions with the provided options:

---

### Question 2
What does `append()` do?

**Answer:** It adds one item at the end.

Remember:
"""
    imported = result(text)
    assert [(c.answer, c.explanation) for c in imported.deck.cards] == [
        ("B", ""),
        ("It adds one item at the end.\n\nRemember:", ""),
    ]
    assert any(
        w.startswith("doc.md:10: ") and "Here is the updated" in w for w in imported.warnings
    )


def test_operator_options_keep_their_marks_and_an_answer_item_is_never_an_option() -> None:
    text = """\
## Operators

1.  Which of the following is a valid operator in Java?

    -   a) **
    -   b) $
    -   c) *
    -   Answer: c) *
"""
    (card,) = result(text).deck.cards
    assert (card.answer, card.choices) == ("C", {"A": "**", "B": "$", "C": "*"})


# -- a closing list of tips, `4. **Give examples** - ...`: text, not an unanswered question ----


def test_a_tip_in_bold_with_its_explanation_is_no_question_left_unanswered() -> None:
    text = """\
# Git interview

### 1. What does `git status` show?

**Answer:** modified and untracked files.

## Tips for the interview

1. **Be clear about trade-offs** - every operation has pros and cons
2. **Think about the team** - show you see its impact
3. **Ask for clarification** - "shared or private branches?"
4. **Give examples** - concrete scenarios beat abstractions
5. **Mention alternatives** - "you could also..." shows depth
6. **Know the workflow** - read the company's guide
"""
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == ["modified and untracked files."]
    assert imported.skipped == ()
    assert len(imported.warnings) == 1 and "in no card" in imported.warnings[0]


def test_your_answer_should_include_labels_the_answer_below_a_scenario() -> None:
    text = """\
# Git scenarios

### Scenario 1: You committed a key to main

**Setup:** the commit is already pushed.

**Your answer should include:**
1. Rotate the key
2. Rewrite the history

### Scenario 2: Your branch is 50 commits behind

**Setup:** main moved on for weeks.

**Your answer should include:**
1. Pull main
2. Rebase or merge
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "Scenario 1: You committed a key to main\n\n**Setup:** the commit is already pushed.",
            "1. Rotate the key\n2. Rewrite the history",
        ),
        (
            "Scenario 2: Your branch is 50 commits behind\n\n**Setup:** main moved on for weeks.",
            "1. Pull main\n2. Rebase or merge",
        ),
    ]


# -- `-   Answer: b) Subdivision` in the item, then `The correct answer is ...` at the margin --


def test_a_paragraph_explaining_the_key_after_the_item_is_its_explanation() -> None:
    text = """\
## Step 03: Problem solving

1.  What is the technique used in this step?

    -   a) Reverse Engineering
    -   b) Subdivision
    -   Answer: b) Subdivision

The correct answer is indeed b) Subdivision.

It breaks a problem into smaller ones.

2.  What is the result of 5 * 3?

    -   a) 8
    -   b) 15
    -   Answer: b) 15

## Notes

Some closing words.
"""
    imported = result(text)
    assert [(c.answer, c.explanation) for c in imported.deck.cards] == [
        (
            "B",
            "The correct answer is indeed b) Subdivision.\n\nIt breaks a problem into smaller ones.",
        ),
        ("B", ""),
    ]


def test_a_one_item_numbered_question_over_its_code_then_options_is_a_question() -> None:
    text = """\
## Step 27: Loops

1.  What does a for loop iterate over?

A. a fixed number of iterations
B. a variable number of times

Answer: B

# Step 28-29

1.  What is the output of the following code snippet?

```
for (int i=10; i>0; i--) { System.out.println(i); }
```

a. The integers from 10 to 1
b. The integers from 1 to 10

**Answer: a. The integers from 10 to 1**

2.  What is the output of the following code snippet?

```
for (int i=1; i<=3; i++) { System.out.println(i * i); }
```

a. 1 4 9
b. 1 2 3

**Answer: a. 1 4 9**

## Step 30: More loops

#### 1. Which is true about the for loop?

A. It cannot be nested
B. It can be nested

**Answer: B**
"""
    imported = result(text)
    assert [(c.answer, c.choices["A"]) for c in imported.deck.cards] == [
        ("B", "a fixed number of iterations"),
        ("A", "The integers from 10 to 1"),
        ("A", "1 4 9"),
        ("B", "It cannot be nested"),
    ]
    assert imported.deck.cards[1].question.startswith("What is the output of the following code")


# -- the document's sign-off after its last answer --------------------------------------------


def test_a_sign_off_after_the_last_answer_is_no_part_of_it() -> None:
    text = """\
## Python

1. What is the GIL?

What: a lock that lets one thread run bytecode at a time.

2. What is a decorator?

What: a function that wraps another.


👉 These answers are now structured (What → How), clear and concise.
"""
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == [
        "What: a lock that lets one thread run bytecode at a time.",
        "What: a function that wraps another.",
    ]
    assert any("These answers are now structured" in w for w in imported.warnings)

"""Importer layouts met on fresh public documents (helper J2's sweep: multiple-choice quizzes
with answer keys on Git, Kubernetes, Docker, Linux, Spring and networking): each test is the
shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- numbered options, the key told as `The correct answer is: 2` in a fold --------------------

_CORRECT_IS_NUMBER = """\
# Practice test

## Question 1

Which principle does the container follow?

1. Object orientation
2. Aspect orientation
3. Inversion of control
4. Model-view-controller

<details>
<summary>Réponse</summary>

The correct answer is: 3

The container hands each object its collaborators.
</details>

## Question 2

Which layer holds the bean factory?

1. Beans
2. Web
3. Data access
4. Testing

<details>
<summary>Réponse</summary>

The correct answer is: 1

It is the core of the container.
</details>
"""


def test_the_correct_answer_is_a_number_names_the_numbered_option() -> None:
    cards = result(_CORRECT_IS_NUMBER).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which principle does the container follow?", "C"),
        ("Which layer holds the bean factory?", "A"),
    ]
    assert cards[0].choices["C"] == "Inversion of control"
    assert cards[0].explanation == "The container hands each object its collaborators."
    assert cards[1].explanation == "It is the core of the container."


# -- a bold follow-up that asks, inside the fold that holds the answer -----------------------------

_FOLDED_FOLLOW_UPS = """\
# Branching quiz

### Question 1 (⭐ Beginner)
**Which command creates a branch and switches to it?**

A) `git branch -b x`
B) `git checkout -b x`
C) `git create x`

<details>
<summary>Click to reveal answer</summary>

**Answer: B - `git checkout -b x`**

**Explanation**:
One flag creates and switches.

**Why use the shortcut?**
- Saves typing
- One step instead of two

</details>

---

### Question 2 (⭐ Beginner)
**What does HEAD point to?**

A) The first commit
B) The current branch

<details>
<summary>Click to reveal answer</summary>

**Answer: B - The current branch**

**When does HEAD detach?**
When you check out a commit.

</details>
"""


def test_a_bold_question_inside_an_answer_fold_is_part_of_that_answer() -> None:
    cards = result(_FOLDED_FOLLOW_UPS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which command creates a branch and switches to it?", "B"),
        ("What does HEAD point to?", "B"),
    ]
    assert "Why use the shortcut?" in cards[0].explanation
    assert cards[0].explanation.endswith("- One step instead of two")
    assert cards[1].explanation.endswith("When you check out a commit.")


# -- a practice test's `**Knowledge Area:**` line closing each explanation ----------------------

_KNOWLEDGE_AREA = """\
# Daily test: persistence

### Question 1
What does an ORM map?
- A) Web requests to controllers
- B) Objects to relational tables
- C) Threads to cores

**Answer: B) Objects to relational tables**

**Explanation:** Each entity class becomes a table and each field a column.

**Knowledge Area:** Mapping

### Question 2
Which annotation marks a persistent class?
- A) `@Component`
- B) `@Entity`
- C) `@Service`

**Answer: B) `@Entity`**

**Explanation:** The provider manages every class so marked.

**Knowledge Area:** Entities
"""


def test_a_knowledge_area_line_under_the_explanation_is_no_part_of_it() -> None:
    cards = result(_KNOWLEDGE_AREA).deck.cards
    assert [(c.question, c.answer, c.explanation) for c in cards] == [
        (
            "What does an ORM map?",
            "B",
            "Each entity class becomes a table and each field a column.",
        ),
        (
            "Which annotation marks a persistent class?",
            "B",
            "The provider manages every class so marked.",
        ),
    ]


# -- options set in an untagged code block, the key in a list at the end ------------------------

_FENCED_OPTIONS = """\
### 1. Which command uploads an image to a registry?

```
A) docker commit

B) docker push

C) docker tag
```

<br>

### 2. Which file keeps build context small?

```
A) .gitignore

B) .dockerignore
```

<br>

### 3. What does this print?

```
A) first
B) second
echo done
```

### Answers

1. B.<br>

2) B.

3) A.
"""


def test_options_in_an_untagged_code_block_are_options() -> None:
    imported = result(_FENCED_OPTIONS)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards[:2]] == [
        ("Which command uploads an image to a registry?", "B"),
        ("Which file keeps build context small?", "B"),
    ]
    assert cards[0].choices == {"A": "docker commit", "B": "docker push", "C": "docker tag"}
    # a block holding anything but options is the question's code, not its options
    assert not any(c.choices for c in cards[2:])


# -- the key's heading a level under the last question ------------------------------------------

_KEY_UNDER_LAST_QUESTION = """\
## 1. Which service mode runs one task per node?

A) replicated
B) global

## 2. Which command shows low-level details of an object?

A) docker inspect
B) docker info

### Answers

1. B

2. A
"""


def test_an_answers_heading_under_the_last_question_is_the_key() -> None:
    cards = result(_KEY_UNDER_LAST_QUESTION).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which service mode runs one task per node?", "B"),
        ("Which command shows low-level details of an object?", "A"),
    ]


# -- review questions said as sentences: `(T/F)` at the end, or a blank to fill ------------------

_REVIEW_SENTENCES = """\
# The TCP/IP protocols

1. An octet contains an 8-bit number (T/F)
\t- True
2. TCP is a connectionless protocol (T/F)
\t- False
3. DHCP is used to assign IP \\_\\_\\_\\_\\_\\_.
\t- Addresses
4. To trace the path to a host, use ______.
\t- TRACERT
"""


def test_true_false_tags_and_blanks_make_numbered_statements_questions() -> None:
    cards = result(_REVIEW_SENTENCES).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("An octet contains an 8-bit number (T/F)", "True"),
        ("TCP is a connectionless protocol (T/F)", "False"),
        # the escaped blank as the page shows it
        ("DHCP is used to assign IP ______.", "Addresses"),
        ("To trace the path to a host, use ______.", "TRACERT"),
    ]


# -- options numbered under a numbered question, keyed by a deeper answer bullet -----------------

_NESTED_KEYED_OPTIONS = """\
# The TCP/IP protocols

1. TCP connections are:
\t1. Unreliable and connectionless
\t2. Created using predefined ports
\t3. Never acknowledged
\t\t- **Answer:** Created using predefined ports
2. How many class C networks does the trace show?
\t1. 2
\t2. 6
\t\t- **Answer:** 2
3. UDP communication is:
    1. Connectionless and unreliable
    2. Connection-oriented
        - **Answer:** Connectionless and unreliable
"""


def test_numbered_options_keyed_by_a_deeper_answer_bullet_are_choices() -> None:
    cards = result(_NESTED_KEYED_OPTIONS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("TCP connections are:", "B"),
        ("How many class C networks does the trace show?", "A"),  # the option `2`, by its words
        ("UDP communication is:", "A"),
    ]
    assert cards[0].choices == {
        "A": "Unreliable and connectionless",
        "B": "Created using predefined ports",
        "C": "Never acknowledged",
    }


# -- a quiz kept in YAML front matter, one question with several right options -----------------

_FRONT_MATTER_QUIZ = """\
---
title: "Knowledge Check"
questions:
    - id: "q1"
      text: "A Deployment consists of:"
      type: "mcq"
      options:
        - id: "a"
          text: "One or more Containers"
        - id: "b"
          text: "One or more Pods"
          is_correct: true

    - id: "q2"
      text: "The command kubectl describe pod lists:"
      type: "mcq"
      multiple_answers: true
      options:
        - id: "a"
          text: "Name of the Pod"
          is_correct: true
        - id: "b"
          text: "Logs of the Pod"
        - id: "c"
          text: "Events of the Pod"
          is_correct: true
layout: "quiz"
---
"""


def test_several_right_options_in_records_list_every_option_under_the_question() -> None:
    imported = result(_FRONT_MATTER_QUIZ)
    one, several = imported.deck.cards
    assert (one.question, one.answer) == ("A Deployment consists of:", "B")
    assert several.question == (
        "The command kubectl describe pod lists:\n\n"
        "- A) Name of the Pod\n- B) Logs of the Pod\n- C) Events of the Pod"
    )
    assert several.answer == "- Name of the Pod\n- Events of the Pod"
    assert len(imported.warnings) == 1


# -- a key entry ending in a line break, its reason indented on the lines below -----------------

_KEY_ENTRY_BREAK = """\
### 1. Which command uploads an image to a registry?

A) docker commit
B) docker push

### 2. Which network lets registry replicas talk?

A) dtr-ol
B) dtr-hosts

### Answers

1. B.<br>
   https://docs.example.com/push/

2) A. <br>
   Refer to the replication docs
   https://docs.example.com/dtr/
"""


def test_a_key_entry_ending_in_a_break_keeps_its_reason_without_indent() -> None:
    cards = result(_KEY_ENTRY_BREAK).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("B", "https://docs.example.com/push/"),
        ("A", "Refer to the replication docs\nhttps://docs.example.com/dtr/"),
    ]


# -- numbered question headings that drop the dot after their number midway --------------------

_DOTS_DROPPED = """\
## 1. Which service mode runs one task per node?

A) replicated
B) global

## 2 Docker security scans run in which component?

A) the registry
B) the engine

## 3 What does docker inspect print by default?

A) JSON
B) YAML

## Answers

1. B
2. A
3. A
"""


def test_a_count_of_numbered_headings_that_drops_its_dots_keeps_its_numbers() -> None:
    imported = result(_DOTS_DROPPED)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Which service mode runs one task per node?", "B"),
        ("Docker security scans run in which component?", "A"),
        ("What does docker inspect print by default?", "A"),
    ]
    assert not imported.warnings


# -- options in a code block, each letter set off by a tab --------------------------------------

_TABBED_FENCED_OPTIONS = """\
### 1. Security scans can be started by read-only users. True or false?

```
A\tTrue
B\tFalse
```

### 2. Which file keeps build context small?

```
A) .gitignore
B) .dockerignore
```

### Answers

1) B.
2) B.
"""


def test_tab_lettered_options_in_a_code_block_are_options() -> None:
    cards = result(_TABBED_FENCED_OPTIONS).deck.cards
    assert [(c.answer, c.choices) for c in cards] == [
        ("B", {"A": "True", "B": "False"}),
        ("B", {"A": ".gitignore", "B": ".dockerignore"}),
    ]


# -- a stray tag under the options, the reason in the key at the end ---------------------------

_STRAY_TAG = """\
### 1. Which command uploads an image to a registry?

A) docker commit
B) docker push

<b>

### 2. Which network lets registry replicas talk?

A) dtr-ol
B) dtr-hosts

<br>

### Answers

1. B.<br>
   https://docs.example.com/push/

2. A.<br>
   https://docs.example.com/dtr/
"""


def test_a_stray_tag_under_the_options_leaves_the_key_its_reason() -> None:
    cards = result(_STRAY_TAG).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("B", "https://docs.example.com/push/"),
        ("A", "https://docs.example.com/dtr/"),
    ]

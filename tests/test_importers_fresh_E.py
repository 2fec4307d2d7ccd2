"""Importer layouts met on fresh public documents (JavaScript, Git, Go, Docker, Kubernetes,
distributed systems).

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from tests.importing import result

# -- `<details>` answers: `#### Option: C` in a `<p>`, `Option B is correct. ...` ----------


def test_a_key_written_as_an_option_heading_inside_details_is_read() -> None:
    text = """\
<ol>
<li>

**What will be the output ?**

```JS
console.log(typeof foo);
function foo() {}
```

- A: `undefined`
- B: `string`
- C: `function`

<details>
<summary><b>Answer</b></summary>
<p>

#### Option: C

</p>
</details>

</li>

<li>

**What will this print ?**

```JS
console.log(1 + "1");
```

- A: `2`
- B: `11`

<details>
<summary><b>Answer</b></summary>
<p>

#### Option: B

</p>
</details>

</li>
</ol>
"""
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == ["C", "B"]
    assert imported.deck.cards[0].question.startswith("What will be the output ?")
    assert "Option" not in imported.deck.cards[0].question
    assert imported.skipped == ()


def test_option_is_correct_leaves_only_the_explanation() -> None:
    text = """\
# Hoisting quiz

## Question 1: The first one

**What does hoisting move?**

Options:

A. Heavy objects

B. Declarations to the top of their scope

<details>
<summary>Answer</summary>
Option B is correct. Declarations are moved, not assignments.
</details>

## Question 2: The second one

**What does `typeof null` give?**

Options:

A. "null"

B. "object"

<details>
<summary>Answer</summary>
Option B is correct.

It is an old quirk of the language.
</details>
"""
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == ["B", "B"]
    assert cards[0].explanation == "Declarations are moved, not assignments."
    assert cards[1].explanation == "It is an old quirk of the language."
    for card in cards:
        assert not card.question.rstrip().endswith("Options:")
    assert cards[0].question.endswith("\nWhat does hoisting move?")  # its bold dropped (K)


# -- notes: `What is X?` lines answered by a bullet ------------------------------------------


def test_question_lines_answered_by_bullets_are_cards() -> None:
    text = """\
What is a consensus algorithm?

- A way for nodes to agree on one value, even when some of them fail.

Why do we need leader election?

- So that one node orders the writes.
- Followers only copy its log.

What is a quorum?

- A majority of the nodes.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is a consensus algorithm?",
        "Why do we need leader election?",
        "What is a quorum?",
    ]
    assert (
        cards[1].answer == "- So that one node orders the writes.\n- Followers only copy its log."
    )
    assert cards[2].answer == "- A majority of the nodes."


# -- grades: `### 1. ...? [Easy]`, `**Difficulty**: Beginner` over the answer ----------------


def test_a_grade_tag_after_the_question_is_left_out() -> None:
    text = """\
# Go questions

### 1. What is the difference between slices and arrays in Go? [Easy]

Arrays have a fixed size; slices grow.

### 2. Explain the empty struct. (Hard)

It takes no memory.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is the difference between slices and arrays in Go?",
        "Explain the empty struct.",
    ]


def test_a_difficulty_line_over_the_answer_is_left_out() -> None:
    text = """\
### Q1: What is a Pod?

**Difficulty**: Beginner

The smallest unit Kubernetes schedules.

### Q2: What is a DaemonSet?

**Difficulty:** Intermediate

A Pod on every node.
"""
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == [
        "The smallest unit Kubernetes schedules.",
        "A Pod on every node.",
    ]


# -- a glossary of topics with a term named like front matter (`## Index`) --------------------


def test_a_term_named_like_front_matter_among_topics_is_a_card() -> None:
    text = """\
# Git

## Overview

Terms met every day, one per card.

## Working tree

The files checked out.

## Index

The staging area between the working tree and the commits.

## Staging

Adding files to the index.

## Commit

A snapshot of the staged changes.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["Working tree", "Index", "Staging", "Commit"]
    assert cards[1].answer == "The staging area between the working tree and the commits."


# -- a rule between the options and their answer; the next question's `<li>` ------------------


def test_an_answer_below_a_rule_under_the_options_is_their_key() -> None:
    text = """\
1. What does `git init` do?

- A) Clones a repository
- B) Creates an empty repository

---

Answer: B

Because it starts from nothing.

2. What does `git clone` do?

- A) Copies a repository
- B) Deletes a branch

---

<details>
<summary><b>Answer</b></summary>

Option: A

</details>
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [c.answer for c in cards] == ["B", "A"]
    assert cards[0].explanation == "Because it starts from nothing."
    assert imported.skipped == ()


def test_the_next_items_opening_li_leaves_no_dash_in_the_explanation() -> None:
    text = """\
<ol>
<li>

**What is logged ?**

- A: `1`
- B: `2`

<details>
<summary><b>Answer</b></summary>

Option: A

It logs once.

</details>

</li>
<li>

**What is logged now ?**

- A: `1`
- B: `2`

<details>
<summary><b>Answer</b></summary>

Option: B

</details>

</li>
</ol>
"""
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == ["A", "B"]
    assert cards[0].explanation == "It logs once."
    assert cards[1].explanation == ""


# -- a README of question tables whose `Show Answer` cells link elsewhere ---------------------


def test_question_tables_that_only_link_to_answers_are_reported_unanswered() -> None:
    link = '<details><summary><a href="#{}">Show Answer</a></summary><br>'
    text = f"""\
# React interview questions

## What's Inside:

- Questions from basics to advanced topics.

## Hooks

| No. | Title | Show Answer |
| --- | ----- | ----------- |
| 1   | What is useState? | {link.format("use-state")} |
| 2   | What is useEffect? | {link.format("use-effect")} |
| No. | Title | Show Answer |
| --- | ----- | ----------- |
| 1   | When does useMemo recompute? | {link.format("use-memo")} |

## Final note

Good luck with your interviews!

## What is JSX?

A syntax that compiles to `React.createElement` calls.
"""
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == ["What is JSX?"]
    unanswered = [s for s in imported.skipped if "no answer" in s.reason]
    assert len(unanswered) == 3


# -- `✅ Answer (English):`: a label with a word on which answer it is --------------------------


def test_an_answer_label_with_a_qualifier_is_taken_off() -> None:
    text = """\
## What is a Namespace?

✅ Answer (English):
A way to divide one cluster between teams.

## What is kubelet?

**Answer (short):** The agent on every node.
"""
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == [
        "A way to divide one cluster between teams.",
        "The agent on every node.",
    ]


# -- unnumbered questions over their options, the key below them ------------------------------


def test_plain_questions_over_options_and_an_answer_line_are_choice_cards() -> None:
    text = """\
Which port does HTTPS use?

- A) 80
- B) 443

Answer: B

Which port does SSH use?

- A) 22
- B) 25

Answer: A
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["Which port does HTTPS use?", "Which port does SSH use?"]
    assert [c.answer for c in cards] == ["B", "A"]
    assert cards[0].choices == {"A": "80", "B": "443"}

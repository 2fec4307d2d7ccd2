"""Importer layouts met on fresh public documents: each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from srs.importers import import_text
from tests.importing import result

# -- task-list options -----------------------------------------------------------------------


def test_task_list_boxes_in_a_numbered_list_are_options() -> None:
    text = """\
# Quiz

#### Q1. Which runs the pods?

1. [ ] etcd
2. [x] kubelet
3. [ ] kubectl

#### Q2. True or False: a pod holds one or more containers

1. [x] True
2. [ ] False
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        ("Which runs the pods?", "B", {"A": "etcd", "B": "kubelet", "C": "kubectl"}),
        (
            "True or False: a pod holds one or more containers",
            "A",
            {"A": "True", "B": "False"},
        ),
    ]


def test_several_ticked_boxes_make_an_open_card_naming_them_never_a_wrong_key() -> None:
    text = """\
# Quiz

### Which two are storage services? (Choose 2)

- [x] S3
- [ ] Lambda
- [x] EBS
- [ ] SQS

### Which one is serverless compute?

- [ ] EC2
- [x] Lambda
"""
    imported = result(text)
    first, second = imported.deck.cards
    assert not first.choices  # one key per choice card: an open card
    assert first.answer == "- S3\n- EBS"
    assert "- B) Lambda" in first.question and "[x]" not in first.question
    assert any("2 right options (A, C)" in w for w in imported.warnings)
    assert (second.answer, dict(second.choices)) == ("B", {"A": "EC2", "B": "Lambda"})


def test_a_run_of_signs_with_several_plus_is_never_read_from_its_middle() -> None:
    text = """\
# Notes

## Which are benefits of caching?

+ faster reads
+ less load
- stale data
- more memory
"""
    (card,) = result(text).deck.cards
    assert not card.choices  # two `+`: a list of points, not options keyed from `+ less load`
    assert "+ faster reads" in card.answer and "- more memory" in card.answer


# -- explanation headings beside the question ------------------------------------------------


def test_an_explanation_heading_beside_the_question_is_its_explanation() -> None:
    text = """\
# Quiz

#### Q1. Which object binds a role to a user?

1. [ ] Role
2. [x] RoleBinding

#### Explanation:

Here is how to grant access:

**1. Define a Role**:

A set of permissions.

**2. Bind it**:

1. Name the user.
2. Name the role.

#### Q2. Which command lists pods?

- [x] kubectl get pods
- [ ] kubectl pods

#### Explanation

It lists the pods of the current namespace.
"""
    imported = result(text)
    assert imported.warnings == ()
    first, second = imported.deck.cards
    assert first.answer == "B"
    assert first.explanation.startswith("Here is how to grant access:")
    assert "**2. Bind it**" in first.explanation and "2. Name the role." in first.explanation
    assert second.explanation == "It lists the pods of the current namespace."


def test_a_details_question_after_an_answer_heading_is_still_a_question() -> None:
    text = """\
# Quiz

#### 1. What is the data?

A) data
B) more data

<details><summary>Answer</summary>

#### Answer: A

</details>

<details>
<summary>2. What is a pod?</summary>

The smallest unit.

</details>
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is the data?", "A"),
        ("What is a pod?", "The smallest unit."),
    ]


# -- labels -----------------------------------------------------------------------------------


def test_practice_and_review_question_headings_are_labels() -> None:
    text = """\
# Operators

#### Practice Question 1

**How does an operator extend a cluster?**

1. [x] With custom resources
2. [ ] With more nodes

#### Practice Question 2

**Operators always run outside the cluster.**

1. [ ] True
2. [x] False

#### Review Questions 1

**Question**

Which tool scaffolds an operator?

- [x] operator-sdk
- [ ] helm
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("How does an operator extend a cluster?", "A"),
        ("Operators always run outside the cluster.", "B"),
        ("Which tool scaffolds an operator?", "A"),
    ]


def test_a_bold_question_wrapped_over_two_lines_loses_its_emphasis() -> None:
    text = """\
# Quiz

### Question 1

**The controller fills in the status of each custom
resource it manages.**

- [x] True
- [ ] False
"""
    (card,) = result(text).deck.cards
    assert card.question == (
        "The controller fills in the status of each custom resource it manages."
    )


# -- the text around a quiz ------------------------------------------------------------------


def test_a_title_that_introduces_a_list_is_not_a_question_in_a_quiz() -> None:
    text = """\
# Practice exam

## Who this course is for:

- Students
- Engineers

## Requirements

- A laptop

## Table of Contents

| No. | Question |
|-----|----------|
| 1 | [Which service stores objects?](#which-service-stores-objects) |

### Which service stores objects?

- [x] S3
- [ ] EC2

### Which service runs functions?

- [ ] S3
- [x] Lambda

### Which service queues messages?

- [x] SQS
- [ ] SNS
"""
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == ["A", "B", "A"]
    (skipped,) = imported.skipped
    assert "Who this course is for:" in skipped.reason


# -- question banks without answers ----------------------------------------------------------


def test_topic_headings_over_numbered_questions_only_are_no_cards() -> None:
    topics = ["Processes", "Memory", "Scheduling"]
    sections = [
        f"### {topic}\n"
        + "\n".join(f"{8 * k + n}. What is point {n} of {topic.lower()}?" for n in range(1, 9))
        for k, topic in enumerate(topics)
    ]
    text = "## Operating systems - questions\n\n" + "\n\n---\n\n".join(sections) + "\n"
    with pytest.raises(DocumentError, match="24 questions found, none with an answer"):
        import_text(text, source="bank.md")


def test_topic_headings_with_prose_below_are_still_cards() -> None:
    text = """\
# Notes

### Processes

A running program with its own memory.

### Threads

Units of execution inside a process.

### Scheduling

Choosing which thread runs next.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["Processes", "Threads", "Scheduling"]


# -- answers found elsewhere ------------------------------------------------------------------


def test_an_answer_that_only_links_to_one_elsewhere_is_reported_not_a_card() -> None:
    text = """\
# Kubernetes questions

### Q1: What is a pod?

**Answer:**
The smallest deployable unit.

### Q2: What is a node?

 See 👉 **[Answer](https://example.com/k8s-answers/)**

### Q3: What is etcd?

Answer [here](https://example.com/etcd).

**Read all the questions with their answers here: [K8s answers](https://example.com/)**

### Q4: Where is the API documented?

In the [API reference](https://kubernetes.io/docs/reference/), which lists every resource.
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [c.question for c in cards] == ["What is a pod?", "Where is the API documented?"]
    assert [s.line for s in imported.skipped] == [8, 12]  # the question headings
    assert all("has no answer" in s.reason for s in imported.skipped)


def test_nbsp_spacer_lines_between_questions_are_no_part_of_an_answer() -> None:
    text = """\
# Debugging questions

## What is a breakpoint?

A point where the debugger pauses.

&nbsp;

---

&nbsp;

## What is a stack trace?

The calls that led to a point in the program.
"""
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == [
        "A point where the debugger pauses.",
        "The calls that led to a point in the program.",
    ]


# -- tables -----------------------------------------------------------------------------------


def test_numbered_tables_whose_header_names_no_question_are_read_like_the_others() -> None:
    text = """\
# Linux Q&A

## Basics

| #  | Question                 | Answer        |
| :- | :----------------------- | :------------ |
| 1  | How to list files?       | `ls -a`       |
| 2  | How to make a directory? | `mkdir name`  |

## Assignments

| #  | Assignment             | Instructions          |
| :- | :--------------------- | :-------------------- |
| 3  | Create a user          | Use `useradd -m`      |
| 4  | Schedule a cleanup     | A cron job            |

## Case studies

| #  | Issue                  | Expected troubleshooting |
| :- | :--------------------- | :----------------------- |
| 5  | Service fails to start | `systemctl status`       |
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("How to list files?", "`ls -a`"),
        ("How to make a directory?", "`mkdir name`"),
        ("Create a user", "Use `useradd -m`"),
        ("Schedule a cleanup", "A cron job"),
        ("Service fails to start", "`systemctl status`"),
    ]


def test_a_numbered_table_alone_names_its_columns_or_holds_no_questions() -> None:
    text = """\
# Release notes

### What changed in 2.0?

| #  | Change       | Ticket |
| :- | :----------- | :----- |
| 1  | Faster start | 101    |
| 2  | New theme    | 102    |
"""
    (card,) = result(text).deck.cards
    assert card.question == "What changed in 2.0?" and "Faster start" in card.answer


# -- questions inside a question's answer -----------------------------------------------------


def test_follow_up_questions_under_their_own_sub_heading_are_cards() -> None:
    text = """\
# Go theory

## 1. What is a goroutine?
A function running concurrently.

## 2. What is a context used for?
Carrying deadlines and cancellation.

### Follow-up questions

**1. How do you create a cancellable context?**<BR>
With `context.WithCancel(parent)`.

**2. What does `ctx.Err()` return?**<BR>
Why the context ended.

## 3. What is iota?
A constant counter.
""".replace("<BR>", "  ")  # a hard break after each question
    imported = result(text)
    assert imported.warnings == ()
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a goroutine?", "A function running concurrently."),
        ("What is a context used for?", "Carrying deadlines and cancellation."),
        ("How do you create a cancellable context?", "With `context.WithCancel(parent)`."),
        ("What does `ctx.Err()` return?", "Why the context ended."),
        ("What is iota?", "A constant counter."),
    ]


def test_bold_points_of_an_answer_that_do_not_ask_stay_in_it() -> None:
    text = """\
# Go theory

## 1. What is a context used for?
Carrying deadlines.

### Use cases

**1. Context in REST APIs**
Request timeouts.

**2. Context in workers**
Stopping a pool.

## 2. What is iota?
A constant counter.
"""
    first, second = result(text).deck.cards
    assert "**2. Context in workers**" in first.answer and second.question == "What is iota?"


def test_a_rule_inside_an_answer_does_not_end_it_before_a_sub_heading() -> None:
    text = """\
# Notes

## What is a context used for?
Carrying deadlines.

---

### Use cases
Request timeouts and worker pools.

## What is iota?
A constant counter.
"""
    first, second = result(text).deck.cards
    assert first.answer.endswith("### Use cases\nRequest timeouts and worker pools.")
    assert second.answer == "A constant counter."


# -- quiz statements and keys -----------------------------------------------------------------


def test_numbered_statements_over_lettered_options_are_questions_keyed_at_the_end() -> None:
    text = """\
# How does a computer boot?

## Background

### 1. **Firmware** (2-10 seconds)

Checks the hardware.

### 2. **Bootloader** (1-3 seconds)

Loads the kernel.

## Quiz

1. The firmware runs first:
- a: True
- b: False

2. The bootloader is loaded by:
- a. The kernel
- b. The firmware

3. Every system boots from the network:
- a: True
- b: False

### Answer key

- 1: a
- 2: b
- 3: b
"""
    imported = result(text)
    quiz = [c for c in imported.deck.cards if c.choices]
    assert [(c.question, c.answer) for c in quiz] == [
        ("The firmware runs first:", "A"),
        ("The bootloader is loaded by:", "B"),
        ("Every system boots from the network:", "B"),
    ]
    assert not any("answer key" in w for w in imported.warnings)


def test_a_pictograph_before_the_question_is_decoration() -> None:
    text = """\
# Kafka

### 1. ❓ What is Apache Kafka?
**Answer**: A distributed commit log.

### 2. ❓ What is a topic?
**Answer**: A named stream of records.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is Apache Kafka?", "A distributed commit log."),
        ("What is a topic?", "A named stream of records."),
    ]


def test_a_review_questions_heading_is_a_label_not_a_section_of_follow_ups() -> None:
    text = """\
# Scorecard

#### Review Questions 1

**What does each Scorecard test consist of?**

1. [ ] A file
2. [x] An image, an entrypoint and labels

#### Review Questions 2

**Why cross-compile the test?**

1. [x] It runs in a Linux container
2. [ ] To add the bundle
"""
    imported = result(text)
    assert (imported.warnings, imported.skipped) == ((), ())
    assert [c.answer for c in imported.deck.cards] == ["B", "A"]


def test_bracket_numbered_questions_with_ans_labels_and_a_last_one_unanswered() -> None:
    text = """\
# Kubernetes questions
(1) What is a pod?

Ans: The smallest deployable unit.

(2) What does kube-proxy do?

Ans: It keeps the network rules of each node.

It routes service traffic.

(3) Day to day tasks on Kubernetes?
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a pod?", "The smallest deployable unit."),
        (
            "What does kube-proxy do?",
            "It keeps the network rules of each node.\n\nIt routes service traffic.",
        ),
    ]
    (skipped,) = imported.skipped
    assert skipped.line == 12 and "has no answer" in skipped.reason


def test_topic_headings_over_reading_lists_are_no_cards() -> None:
    text = """\
# Interview resources

## Algorithms

### Books

- Skiena – [The Algorithm Design Manual](http://www.algorist.com/)
- [Competitive Programming](https://cpbook.net/) (3rd edition)

### Practice

- [LeetCode](https://leetcode.com/)
  - With explanations: [labuladong](https://github.com/labuladong/fucking-algorithm)

### Guides

- [GeeksForGeeks – A CS portal](http://www.geeksforgeeks.org/)
- [Infoarena training path](http://www.infoarena.ro/training-path) (RO)
"""
    with pytest.raises(DocumentError, match="no questions found"):
        import_text(text, source="links.md")


# -- sub-headings of an answer at the question's own level ------------------------------------


def test_a_plain_heading_between_two_sibling_questions_is_part_of_the_answer_above() -> None:
    text = """\
# Distributed systems

### 1. What is a quorum?
A majority of the nodes.

### How to explain it
Say that two majorities always overlap.

#### In depth
Reads and writes each touch a majority.

---

### 2. What is split brain?
Two groups each think they lead.

### How to explain it
Mention fencing tokens.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is a quorum?", "What is split brain?"]
    assert "two majorities always overlap" in cards[0].answer
    assert cards[0].answer.endswith("Reads and writes each touch a majority.")
    assert cards[1].answer.endswith("Mention fencing tokens.")  # the same part, after the last


def test_a_question_heading_answered_by_the_plain_headings_below_it() -> None:
    text = """\
## Messaging

#### What is a broker?
A server that stores messages.

#### What are the ways to deliver messages?

#### Queues:
Each message goes to one consumer.

#### Publish and subscribe:
Each message goes to every subscriber.

#### Why replicate a topic?
So that no message is lost when a broker fails.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is a broker?",
        "What are the ways to deliver messages?",
        "Why replicate a topic?",
    ]
    assert "one consumer" in cards[1].answer and "every subscriber" in cards[1].answer


def test_an_example_heading_under_a_list_item_question_stays_in_its_answer() -> None:
    text = """\
# TypeScript questions

1. ### What is a module?

A file that exports what it shares.

## Example

```typescript
export const x = 1
```

2. ### What is an enum?

A set of named constants.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is a module?", "What is an enum?"]
    assert cards[0].answer.endswith("```typescript\nexport const x = 1\n```")
    assert not cards[1].tags  # `## Example` names no section


# -- list-item questions answered by a code block, and unanswered items -------------------------


def test_a_fenced_block_at_the_margin_right_after_a_list_question_is_its_answer() -> None:
    text = """\
- What is the purpose of useState?<br>
  It keeps state in a function component.

- What is the syntax for useState?<br>
```js
const [count, setCount] = useState(0);
```

- Can useEffect run more than once?<br>
  Yes, after every render whose dependencies changed.
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "What is the purpose of useState?",
        "What is the syntax for useState?",
        "Can useEffect run more than once?",
    ]
    assert cards[1].answer == "```js\nconst [count, setCount] = useState(0);\n```"
    assert not imported.skipped


def test_a_code_block_then_more_text_after_a_list_question_is_not_taken_as_its_answer() -> None:
    text = """\
1. What does this print?
```python
print(2 ** 3)
```
Answer: 8

2. What is a tuple?
   An immutable sequence.
"""
    cards = result(text).deck.cards
    assert cards[-1].question == "What is a tuple?"
    assert all(not c.answer.startswith("```") for c in cards)


def test_unanswered_items_of_a_numbered_question_list_are_reported_even_when_not_asking() -> None:
    text = """\
# Go questions

1. What is a goroutine?

    A function running concurrently with others.

2. What is a channel?

    A typed pipe between goroutines.

3. How to copy a Postgres table

4. Type conversion from string to int
"""
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == [
        "What is a goroutine?",
        "What is a channel?",
    ]
    assert [s.line for s in imported.skipped] == [11, 13]


# -- question labels: a blank after the number, numbers within parts ----------------------------


def test_a_bold_label_whose_number_is_followed_by_a_blank_only() -> None:
    text = """\
## Algorithms

**Q1- What is the bias-variance trade-off?**

Bias is underfitting, variance is overfitting.

**Q2 How is KNN different from k-means?**

##### KNN
A supervised classifier.

##### K-means
An unsupervised clustering method.

**Q3- What is a ROC curve?**

True positive rate against false positive rate.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is the bias-variance trade-off?",
        "How is KNN different from k-means?",
        "What is a ROC curve?",
    ]
    assert cards[0].answer == "Bias is underfitting, variance is overfitting."
    assert "A supervised classifier." in cards[1].answer
    assert cards[1].answer.endswith("An unsupervised clustering method.")


def test_labels_numbered_within_parts_are_numbered_by_place() -> None:
    text = """\
# Interview questions

## Part 1: Raft

**Q1.1: What are the three states of a node?**
- Expected answer: follower, candidate, leader

**Q1.2: What does a heartbeat prove?**
- Expected answer: that the leader is alive

## Part 2: Sets

**Q1.1: What is a CRDT?**
- Expected answer: a replicated type that merges without conflicts
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "What are the three states of a node?",
        "What does a heartbeat prove?",
        "What is a CRDT?",
    ]
    assert not imported.warnings  # no repeated ids from the parts' numbers


# -- options marked at their end ------------------------------------------------------------


def test_bullet_options_with_a_trailing_correct_mark_are_a_choice_question() -> None:
    text = """\
# Quiz questions

## 1. When was Go 1.0 released?

- March 2012 <!-- Correct -->
- September 2012
- March 2013

## 2. Which are Go proverbs?

- Clear is better than clever ✅
- Accept everything
- Errors are values ✅

## 3. Which keyword defers a call?

- go
- defer ✅
"""
    cards = result(text).deck.cards
    first, second, third = cards
    assert first.choices == {"A": "March 2012", "B": "September 2012", "C": "March 2013"}
    assert first.answer == "A"
    assert second.choices is None or not second.choices  # two marked: an open card naming both
    assert second.answer == "- Clear is better than clever\n- Errors are values"
    assert (third.choices, third.answer) == ({"A": "go", "B": "defer"}, "B")


def test_an_html_link_keeps_its_url_and_a_heading_that_only_links_elsewhere_is_reported() -> None:
    text = """\
# Git questions

## 1. What is Git?
A distributed version control system, see <a href="https://git-scm.com">the Git site</a>.

## 2. What is a branch?
A movable pointer to a commit.

## What's more?
<a href="https://example.com/git/questions">A comprehensive list of questions and answers</a>
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [c.question for c in cards] == ["What is Git?", "What is a branch?"]
    assert cards[0].answer.endswith("see [the Git site](https://git-scm.com).")
    assert [s.line for s in imported.skipped] == [9]


def test_a_note_to_contributors_and_its_example_question_are_no_cards() -> None:
    text = """\
# Data science question bank

## How to contribute?

Append your question at the end, in this format:

#### How old are you?
- **Added by**: someone

Since I was born, the Earth went around the Sun 29 times.

## Questions

#### What is the shape of the height distribution?

Roughly normal.

#### How does income look like?

Skewed to the right.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is the shape of the height distribution?",
        "How does income look like?",
    ]


@pytest.mark.parametrize("below", ["", "**Answer:** It runs.\n"])
def test_a_rule_closing_a_marked_note_is_no_part_of_its_answer(below: str) -> None:
    text = f"# What\nWhat is a pod:: the smallest unit\n### Question 0\nQ0: What?\n{below}---"
    cards = result(text).deck.cards
    assert all(not c.answer.rstrip().endswith("---") for c in cards)


def test_a_rule_opening_a_note_answer_and_a_bare_question_mark_make_no_card() -> None:
    text = "What is a pod:: the smallest unit\n\n?\n---\n**Version**: 1.0"
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is a pod"]


def test_a_lettered_list_under_a_sub_heading_of_an_answer_is_no_set_of_options() -> None:
    text = """\
#### 1. What is the bias-variance trade-off?

Bias is error from simple assumptions; variance is error from too much complexity.

##### Avoid overfitting
  * a. Simplify the model
  * b. Stop early
  * c. Regularize

#### 2. What is a ROC curve?
True positive rate against false positive rate.
"""
    imported = result(text)
    first, _ = imported.deck.cards
    assert not first.choices
    assert first.answer.startswith("Bias is error")
    assert "c. Regularize" in first.answer
    assert not imported.skipped


def test_prose_after_a_rule_inside_a_heading_answer_is_still_the_answer() -> None:
    text = """\
# Kafka

## What is a partition?

*Logs and order*
***
A partition is an ordered, append-only log.

---

Partitions let a topic scale across brokers.

## What is ISR?

The in-sync replicas.

---

## What is a consumer group?

Consumers sharing a topic's partitions.
"""
    imported = result(text)
    first, second, third = imported.deck.cards
    assert "append-only log" in first.answer
    assert first.answer.endswith("Partitions let a topic scale across brokers.")
    assert second.answer == "The in-sync replicas."
    assert third.question == "What is a consumer group?"
    assert not imported.skipped


def test_a_key_hidden_in_an_html_comment_is_read_and_other_comments_are_dropped() -> None:
    text = """\
1. Which keyword declares a constant?
   - a) var
   - b) let
   - c) const
<!-- Answer: c -->

2. What does `typeof null` return?
   - a) "null"
   - b) "object"

<!--
Answer: b
because of a bug kept for compatibility
-->

<!--
TODO: add a question on closures
-->
"""
    imported = result(text)
    first, second = imported.deck.cards
    assert (first.answer, second.answer) == ("C", "B")
    assert "compatibility" in second.explanation
    assert all("<!--" not in c.question + c.explanation for c in imported.deck.cards)
    assert all("TODO" not in c.explanation for c in imported.deck.cards)


def test_a_key_at_the_margin_below_a_numbered_question_with_nested_options_is_its_key() -> None:
    text = """\
1. Which keyword declares a constant?
   - a) var
   - b) let
   - c) const

Answer: c

2. What does `typeof null` return?
   - a) "null"
   - b) "object"

**Correct answer:** b

3. What is a closure?

A function with the scope it was made in.
"""
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == [
        "C",
        "B",
        "A function with the scope it was made in.",
    ]
    assert not imported.skipped


@pytest.mark.parametrize(
    "key", ["Answer: Option B", "Answer: `B`", "Answer: [B]", "**Correct option:** option B"]
)
def test_a_key_written_as_option_b_in_code_or_in_brackets_is_read(key: str) -> None:
    text = f"### 1. Which keyword declares a block-scoped variable?\n\nA) var\nB) let\nC) function\n\n{key}\n"
    (card,) = result(text).deck.cards
    assert card.answer == "B"


def test_block_quotes_opening_with_a_bold_question_are_cards() -> None:
    text = """\
# Go

> **What is a goroutine?**
>
> A lightweight thread managed by the Go runtime.

> **How does `select` work?**
>
> It waits on several channel operations and runs the first one ready.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a goroutine?", "A lightweight thread managed by the Go runtime."),
        (
            "How does `select` work?",
            "It waits on several channel operations and runs the first one ready.",
        ),
    ]


def test_a_quoted_bold_question_inside_a_heading_answer_stays_in_that_answer() -> None:
    text = """\
## What is a goroutine?

A lightweight thread.

> **Why not an OS thread?**
> OS threads cost megabytes of stack.

## What is a channel?

A typed conduit.
"""
    first, second = result(text).deck.cards
    assert "OS threads cost megabytes" in first.answer
    assert second.question == "What is a channel?"


def test_options_written_in_a_code_block_are_the_options_when_a_letter_answers() -> None:
    text = """\
###### 1. What does `typeof null` return?

```
A: "null"
B: "object"
C: "undefined"
```

<details><summary><b>Answer</b></summary>
<p>

#### Answer: B

A bug kept for compatibility.
</p>
</details>

###### 2. What does this print?

```js
console.log(0.1 + 0.2 === 0.3)
```

<details><summary><b>Answer</b></summary>

`false`: floating point.
</details>
"""
    first, second = result(text).deck.cards
    assert (first.question, first.answer) == ("What does `typeof null` return?", "B")
    assert dict(first.choices) == {"A": '"null"', "B": '"object"', "C": '"undefined"'}
    assert first.explanation == "A bug kept for compatibility."
    assert "console.log" in second.question and not second.choices


def test_options_written_letter_dash_text_are_options() -> None:
    text = """\
### Question 1
Which keyword declares a block-scoped variable?

A - var
B - let
C - function

Answer: B
"""
    (card,) = result(text).deck.cards
    assert (card.answer, dict(card.choices)) == ("B", {"A": "var", "B": "let", "C": "function"})


def test_an_answer_key_folded_in_a_details_block_at_the_end_is_the_key() -> None:
    text = """\
1. Which keyword declares a block-scoped variable?
   a) var
   b) let
2. Which method adds an item to the end of an array?
   a) push()
   b) shift()

<details>
<summary>Answers</summary>

1. b
2. a
</details>
"""
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == ["B", "A"]


def test_answers_folded_under_each_question_are_each_its_own() -> None:
    text = """\
### 1. Which keyword declares a block-scoped variable?
A) var
B) let

<details><summary>Answers</summary>

B
</details>

### 2. Which method adds an item to the end of an array?
A) push()
B) shift()

<details><summary>Answers</summary>

A
</details>
"""
    assert [c.answer for c in result(text).deck.cards] == ["B", "A"]


def test_numbered_items_that_do_not_ask_are_questions_when_their_numbering_goes_on() -> None:
    text = """\
# JavaScript

9. **What is a closure?**
   - A function with the scope it was made in.

10. **Explain event delegation.**
   - One listener on a parent handles its children's events.

11. **Prototypal inheritance:**
   - Objects inherit from other objects through their prototype.

12. **Template literals:**
   - Strings in backticks that interpolate `${x}`.

13. **What does `typeof null` return?**
   - `"object"`.

## Steps to publish

1. Build
   - run the bundler
2. Upload
   - push the files
"""
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == [
        "What is a closure?",
        "Explain event delegation.",
        "Prototypal inheritance",
        "Template literals",
        "What does `typeof null` return?",
    ]
    # the one point under a numbered question is its answer, bullet and all (helper J)
    assert (
        imported.deck.cards[1].answer == "One listener on a parent handles its children's events."
    )


def test_an_unnumbered_question_sharing_an_id_with_a_numbered_one_is_no_warning() -> None:
    text = """\
## What is the anchor tag?

It makes a hyperlink.

## Interview questions

### 1. What does `target="_blank"` do?

Opens the link in a new tab.

### 1. What does `download` do?

Downloads the file instead of opening it.
"""
    imported = result(text)
    ids = [c.id for c in imported.deck.cards]
    assert len(set(ids)) == 3
    assert len(imported.warnings) == 1 and "repeats an id" in imported.warnings[0]


def test_a_bold_question_label_alone_on_its_line_has_the_question_below() -> None:
    text = """\
# Kafka

**Question:**
What is a partition?

**Answer:**
An ordered log.

**Question:**
What is ISR?

**Answer:**
The in-sync replicas.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a partition?", "An ordered log."),
        ("What is ISR?", "The in-sync replicas."),
    ]


def test_a_quoted_question_under_a_labelled_heading_names_that_heading_question() -> None:
    text = """\
# Kafka

## 1. Basics

### Question 1.1: Partitions

**Question:**
> "What is a partition?"

**Answer:**
An ordered log.

### Question 1.2: Replicas

**Question:**
> "What is ISR?"

**Answer:**
The in-sync replicas.

## 2. Consumers

### Question 2.1: Groups

**Question:**
> “What is a consumer group?”

**Answer:**
Consumers sharing partitions.
"""
    imported = result(text)
    # the quote marks go, and the quotes around the whole question: the words asked
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a partition?", "An ordered log."),
        ("What is ISR?", "The in-sync replicas."),
        ("What is a consumer group?", "Consumers sharing partitions."),
    ]
    assert not imported.skipped


def test_a_bold_title_between_two_numbered_questions_is_no_part_of_an_answer() -> None:
    text = """\
1. **What is concurrency?**
   - Handling many tasks by switching between them.

**Parallelism in JavaScript:**

2. **How can you get parallelism in JavaScript?**
   - Web Workers.
"""
    first, second = result(text).deck.cards
    assert first.answer == "Handling many tasks by switching between them."  # its one point
    assert second.question == "How can you get parallelism in JavaScript?"


def test_an_answer_indented_by_a_tab_under_its_item_loses_the_tab() -> None:
    text = (
        "23. What is defer in Go?\n\n\tIt schedules a call for when the function returns.\n\n"
        "24. What is panic in Go?\n\n\tIt stops the function and unwinds the stack.\n\n"
        "\tA deferred recover can stop it.\n\nIt is meant for errors that cannot be handled.\n\n"
        "25. What is recover in Go?\n\n\tIt regains control of a panicking goroutine.\n"
    )
    cards = result(text).deck.cards
    assert [c.answer.split("\n")[0] for c in cards] == [
        "It schedules a call for when the function returns.",
        "It stops the function and unwinds the stack.",
        "It regains control of a panicking goroutine.",
    ]
    assert "\nA deferred recover can stop it." in cards[1].answer


def test_suggested_answers_listing_the_letters_with_the_right_ones_marked_are_the_key() -> None:
    text = """\
__Practice Question__

Which protocol resolves names to addresses?

A. HTTP
B. DNS
C. SMTP

__Suggested Answers__

- A
- B - Correct
- C

__Practice Question__

Which are transport protocols?

A. TCP
B. UDP
C. IP

__Suggested Answers__

- A - Correct
- B - Correct
- C
"""
    imported = result(text)
    first, second = imported.deck.cards
    assert (first.question, first.answer) == ("Which protocol resolves names to addresses?", "B")
    assert not second.choices and "TCP" in second.answer and "UDP" in second.answer
    assert len(imported.warnings) == 1 and "2 right options" in imported.warnings[0]


def test_letters_listed_again_with_a_trailing_mark_key_the_question_not_replace_its_options() -> (
    None
):
    text = """\
Which protocol resolves names?

A. HTTP
B. DNS
C. SMTP

__Suggested Answers__

- A
- B (correct)
- C

Which is a transport protocol?

A. TCP
B. HTML
C. CSS

__Suggested Answers__

- A ✅
- B
- C
"""
    cards = result(text).deck.cards
    assert [(c.answer, dict(c.choices)) for c in cards] == [
        ("B", {"A": "HTTP", "B": "DNS", "C": "SMTP"}),
        ("A", {"A": "TCP", "B": "HTML", "C": "CSS"}),
    ]


def test_a_topic_index_listing_question_numbers_is_no_table_of_questions() -> None:
    text = """\
# ML

| **Topic** | **Questions** | **Count** |
| --- | --- | --- |
| Foundations | 1--2, 4 | 3 |
| Evaluation | 3 | 1 |

### Q1: What is supervised learning?

**Answer.** Learning from labelled examples.

### Q2: What is overfitting?

**Answer.** Fitting the noise.
"""
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == [
        "What is supervised learning?",
        "What is overfitting?",
    ]
    assert not imported.skipped


def test_a_title_case_heading_with_a_question_word_and_an_auxiliary_asks() -> None:
    text = """\
# SQL

## What You'll Find Here

Notes on joins.

## What Is the Difference Between INNER JOIN and LEFT JOIN

INNER keeps matching rows; LEFT keeps every row of the left table.

## How Does GROUP BY Filter Groups

With HAVING.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What Is the Difference Between INNER JOIN and LEFT JOIN",
        "How Does GROUP BY Filter Groups",
    ]


def test_text_between_questions_that_no_card_holds_is_reported_by_its_first_line() -> None:
    # `Q:` lines: under a bold or heading question a rule parts the answer instead (E349)
    text = """\
# Kafka

Q: What is a partition?

An ordered log.

*Replication*
***
Each partition is copied to several brokers, one of them its leader.
[![badge](https://img.shields.io/x.svg)](https://example.com)

Q: What is ISR?

The in-sync replicas.

| # | Question | Answer |
|---|---|---|
| 3 | What is a consumer group? | Consumers sharing partitions. |
"""
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == [
        "What is a partition?",
        "What is ISR?",
        "What is a consumer group?",
    ]
    lost = [w for w in imported.warnings if "between questions in no card" in w]
    assert lost == [
        "doc.md:9: 1 line of text between questions in no card ('Each partition is copied "
        "to several brokers, one of them ...'); not imported"
    ]


def test_a_numbered_heading_question_with_its_answer_at_the_margin_is_answered() -> None:
    text = """\
25. ### What is memoization?

    Caching a function's results by its arguments.

    **[⬆ Back to Top](#table-of-contents)**

26. ### What is hoisting

<sp>
Declarations are moved to the top of their scope.

```js
console.log(x); // undefined
var x = 1;
```

**[⬆ Back to Top](#table-of-contents)**

27. ### What is the temporal dead zone?

    The time before a let binding is initialised.

| Pure function | Impure function |
| --- | --- |
| no side effects | side effects |

**[⬆ Back to Top](#table-of-contents)**

28. ### What is a closure?

    A function with the scope it was made in.
""".replace("<sp>", " ")  # a line of one blank, as the page has
    imported = result(text)
    cards = {c.question: c.answer for c in imported.deck.cards}
    assert cards["What is hoisting"].startswith("Declarations are moved")
    assert "var x = 1;" in cards["What is hoisting"]
    assert "| no side effects | side effects |" in cards["What is the temporal dead zone?"]
    assert len(cards) == 4 and not imported.skipped


def test_a_rule_indented_inside_a_list_items_answer_does_not_end_it() -> None:
    text = """\
1. ### What is `call`?

  It invokes a function with a given `this`.

  ---

  It takes the arguments one by one.

2. ### What is `apply`?

  Like `call`, with the arguments in an array.
"""
    first, second = result(text).deck.cards
    assert first.answer.endswith("It takes the arguments one by one.")
    assert second.question == "What is `apply`?"


def test_code_fenced_deep_in_a_list_items_answer_is_code_and_its_sub_headings_are_its_own() -> None:
    text = """\
199. ### How do you get an object's entries?

      Use `Object.entries()`:

      ```javascript
      const object = {
        a: "Good morning",
        b: 100,
      };
      ```

200. ### What is the difference between `call` and `apply`?

  Both invoke a function with a given `this`.

  #### `call`

  Takes the arguments one by one.

  #### `apply`

  Takes them in an array.

201. ### What is `bind`?

      It makes a new function with `this` set.
"""
    imported = result(text)
    first, second, third = imported.deck.cards
    assert not first.choices and 'a: "Good morning",' in first.answer
    assert "Takes them in an array." in second.answer
    assert third.question == "What is `bind`?"
    assert not imported.warnings


def test_a_numbered_list_of_questions_is_never_answered_by_its_own_next_items() -> None:
    text = """\
# Go concurrency questions

1. How to stop a goroutine?
2. Implement SumOfSquares with select statements, goroutines and channels.
3. Print 1-10 in sequence from two goroutines, one for odd and one for even numbers.
4. What is wrong with this program.
```go
for _, v := range a { go func() { ch <- v * 2 }() }
```
"""
    with pytest.raises(DocumentError, match="4 questions found, none with an answer"):
        result(text)


def test_a_numbered_question_answered_by_code_keeps_it_before_the_next_item() -> None:
    text = """\
1. Write a program that reverses a string
```go
func reverse(s string) string { return s }
```
2. Write a program that sorts a slice of integers.
```go
sort.Ints(xs)
```
"""
    first, second = result(text).deck.cards
    assert "func reverse" in first.answer and "sort.Ints" in second.answer


def test_a_details_question_after_an_answer_with_an_asking_sub_heading_is_its_own_card() -> None:
    # the answer's own `### What is ...?` sub-heading (a level above the answer's other
    # sub-headings) ends with the answer's `</details>`: the next `<details>` is the next
    # question, not a part of the first answer
    text = """\
<details>
<summary>1. Pros and cons of immutability?</summary>

#### Immutability in JavaScript

### What is immutability?

Data that never changes once made.

#### Cons

- More copies.

#### How to achieve immutability in JavaScript?

1. **For primitives:** they already are.

#### Example:

```javascript
const copy = { ...original };
```

#### Summary

- Predictable code.

</details>

<details>
<summary>2. What kinds of popup boxes does JavaScript have?</summary>

1. `alert`

#### Example:

```javascript
alert("hi");
```

#### Key points

- They block the page.

</details>
"""
    imported = result(text)
    first, second = imported.deck.cards
    assert first.question == "Pros and cons of immutability?"
    assert "Predictable code." in first.answer and "alert" not in first.answer
    assert second.question == "What kinds of popup boxes does JavaScript have?"
    assert "They block the page." in second.answer
    assert not imported.warnings


def test_the_bold_label_most_answers_open_with_is_the_documents_word_for_answer() -> None:
    text = """\
### Q1: What is a Pod?

**Strategy**:
The smallest unit Kubernetes runs.

### Q2: What is a Deployment?

**Strategy**:
Declarative updates for Pods.

### Q3: What is a Service?

**Strategy**:
A stable address for a set of Pods.

### Q4: What is a DaemonSet?

**In short:** one Pod per node.
"""
    answers = [card.answer for card in result(text).deck.cards]
    assert answers == [
        "The smallest unit Kubernetes runs.",
        "Declarative updates for Pods.",
        "A stable address for a set of Pods.",
        "**In short:** one Pod per node.",
    ]


def test_a_bold_label_opening_only_some_answers_is_their_text() -> None:
    text = """\
### What is a Pod?

**In short:** the smallest unit.

### What is a Deployment?

**In short:** declarative updates.

### What is a Service?

A stable address.

### What is a Job?

Runs to completion.

### What is a CronJob?

A Job on a schedule.
"""
    answers = [card.answer for card in result(text).deck.cards]
    assert answers[0] == "**In short:** the smallest unit."


def test_a_bold_point_that_asks_is_no_label_even_over_every_answer() -> None:
    text = "".join(
        f"### {n}. What does git {verb} do?\n\n**What they're testing:**\nGit basics\n\n"
        f"It {verb}s.\n\n"
        for n, verb in enumerate(["add", "commit", "push"], 1)
    )
    answers = [card.answer for card in result(text).deck.cards]
    assert all(answer.startswith("**What they're testing:**") for answer in answers)


@pytest.mark.parametrize(
    "asked",
    [
        "Что выведет эта программа?",
        "Що виведе цей код?",
        "Que affiche ce code ?",
        "这段代码输出什么?",
    ],
)
def test_a_question_about_its_code_keeps_it_in_any_common_language(asked: str) -> None:
    text = f"""\
### 1. {asked}

```go
fmt.Println(1 + 2)
```

`3`.

### 2. What is a channel?

A pipe between goroutines.
"""
    first, _ = result(text).deck.cards
    assert "fmt.Println" in first.question and first.answer == "`3`."


def test_tables_of_facts_after_the_questions_are_no_questions() -> None:
    # `Problem` and `Questions` columns that follow another column describe its rows; a
    # table of questions opens with them (after a `#` column at most)
    text = """\
### Q1: What is Spring Boot?

**A:** An opinionated Spring.

### Q2: What is a starter?

**A:** A dependency bundle.

## Best Practices

### ✅ Do's

| Practice | Why |
|:---:|:---:|
| **Use profiles** | Environment-specific config |

### ❌ Don'ts

| Anti-Pattern | Problem | Solution |
|:---:|:---:|:---:|
| **No exception handling** | Poor error responses | Use @ControllerAdvice |
| **No validation** | Invalid data | Use @Valid |

## Question Bank

| Category | Questions |
|:---:|:---:|
| **Fundamentals** | What is Spring Boot, starters |
| **Testing** | @SpringBootTest, @MockBean |
"""
    imported = result(text)
    assert [card.question for card in imported.deck.cards] == [
        "What is Spring Boot?",
        "What is a starter?",
    ]
    assert not imported.skipped


def test_a_question_answer_table_first_in_the_file_is_no_title() -> None:
    text = """\
| # | Question | Answer |
|---|---|---|
| 1 | What is a Pod? | The smallest unit. |
| 2 | What is a Service? | A stable address. |
"""
    assert [c.answer for c in result(text).deck.cards] == [
        "The smallest unit.",
        "A stable address.",
    ]


def test_points_of_a_list_of_statements_are_no_unanswered_questions() -> None:
    text = """\
# Review quiz

Notes for the instructor:

* Split the class into two teams
* Give the first question to the first team, the second to the second team
* For every correct answer, that team gets a point
* When writing code on the whiteboard, write it exactly as is

1. What does RAM stand for?

    1. Readily Available Memory
    2. Random Access Memory

Answer: (b). Random Access Memory.

Tips for the interview:

- Stay calm
- Explain your choices
- Think out loud

2. What is caching?

    1. Storing a result to reuse it
    2. Saving to disk

Answer: (a).
"""
    imported = result(text)
    assert [card.answer for card in imported.deck.cards] == ["B", "A"]
    assert not imported.skipped  # none of the notes' points is a question left unanswered
    # the tips after the first answer go with its explanation: not lost
    assert "Explain your choices" in imported.deck.cards[0].explanation


def test_a_numbered_question_typed_right_under_an_answer_is_the_next_question() -> None:
    # CommonMark lets only a `1.` interrupt a paragraph: `9. ...` would be more of the
    # answer above, but its number goes on from question 8 and it asks
    text = """\
Basic C++ Interview Questions
8. What are the access specifiers?

There are three:
Public: members anyone can use.
9. What is a namespace?
 A namespace resolves name conflicts.

10. What is a class template?
A generic class.
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What are the access specifiers?", "There are three:\n\nPublic: members anyone can use."),
        ("What is a namespace?", "A namespace resolves name conflicts."),
        ("What is a class template?", "A generic class."),
    ]

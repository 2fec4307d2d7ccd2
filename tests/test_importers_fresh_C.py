"""Importer layouts met on a third sweep of fresh documents (distributed systems, Kafka, system
design, databases): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a numbered question whose `Ans:` label wraps into its paragraph -------------------------


def test_an_answer_begun_by_a_label_inside_a_list_item_runs_on_past_the_item() -> None:
    text = """\
1. What is the CAP theorem?
Ans:
A distributed store cannot give more than two of these:

Consistency: every read sees the latest write.
Availability: every request gets a response.

2. What is a quorum?
Ans:
A majority of the replicas.

Reads and writes that both reach one overlap.
"""
    doc = result(text)
    assert [(c.question, c.answer) for c in doc.deck.cards] == [
        (
            "What is the CAP theorem?",
            "A distributed store cannot give more than two of these:\n\n"
            "Consistency: every read sees the latest write.\n\n"
            "Availability: every request gets a response.",
        ),
        (
            "What is a quorum?",
            "A majority of the replicas.\n\nReads and writes that both reach one overlap.",
        ),
    ]
    assert doc.skipped == ()


# -- `*Q: ...?*`: a label inside italics -----------------------------------------------------


def test_a_question_label_inside_italics_leaves_no_closing_mark() -> None:
    text = """\
# Design concepts

*Q: What are some load balancing strategies?*
A:

* Round robin
* Least connections

*Q: What is the CAP theorem?*

A:
"""
    doc = result(text)
    assert [(c.question, c.answer) for c in doc.deck.cards] == [
        ("What are some load balancing strategies?", "* Round robin\n* Least connections"),
    ]
    assert [s.reason for s in doc.skipped] == ["question #2 has no answer; skipped"]


# -- an exam dump: `___` under each title, options as task boxes, the key in <details> -------


def test_a_rule_under_a_question_title_and_a_summary_over_several_lines() -> None:
    text = """\
## Question 1
___
A Zookeeper ensemble has 5 servers. How many can fail?
- [ ] A. 3
- [ ] B. 2

<details>
<summary>
<strong>
🎯 Answer :
</strong>
</summary>
B => a majority of 3 must stay up
</details>

## Question 2
___
Which two subscribe to several topics? (select two)
- [ ] A. a regex pattern
- [ ] B. subscribePrefix
- [ ] C. a list of names

<details>
<summary>
<strong>
🎯 Answer :
</strong>
</summary>
A, C => a list or a pattern
</details>
"""
    doc = result(text)
    first, second = doc.deck.cards
    assert (first.question, first.answer, dict(first.choices), first.explanation) == (
        "A Zookeeper ensemble has 5 servers. How many can fail?",
        "B",
        {"A": "3", "B": "2"},
        "a majority of 3 must stay up",
    )
    # two right options: one letter would be a wrong key, so an open card names both
    assert second.choices == {}
    assert second.question == (
        "Which two subscribe to several topics? (select two)\n\n"
        "- A) a regex pattern\n- B) subscribePrefix\n- C) a list of names"
    )
    assert second.answer == "- a regex pattern\n- a list of names"
    assert second.explanation == "a list or a pattern"
    assert doc.warnings == ("doc.md:29: question 2 has 2 right options (A, C); made an open card",)


def test_a_key_naming_two_letters_is_never_read_as_the_first() -> None:
    text = """\
### 1. Which two are durable?

- A. disk
- B. RAM
- C. replicas

**Answer:** A and C

### 2. Which one is volatile?

- A. disk
- B. RAM

**Answer:** B
"""
    cards = result(text).deck.cards
    assert (cards[0].choices, cards[0].answer) == ({}, "- disk\n- replicas")
    assert (cards[1].answer, dict(cards[1].choices)) == ("B", {"A": "disk", "B": "RAM"})


# -- numbered topic headings over numbered questions, `- *Answer*:` nested under each --------


def test_a_numbered_topic_heading_over_numbered_questions_is_their_section() -> None:
    text = """\
Here are the most asked questions on normalization and transactions.

### *1. Normalization*
1. *What is normalization?*
   - *Answer*: Organizing data to reduce redundancy.

2. *What is **1NF (First Normal Form)?*
   - *Answer*:
     - Atomic values.
     - No repeating groups.

---

### *2. Transactions*
3. *What is a transaction?*
   - *Answer*: A single logical unit of work.

4. *What is **Atomicity* in transactions?**
   - *Answer*: All or nothing.
"""
    doc = result(text)
    assert [(c.id, c.question, c.answer) for c in doc.deck.cards] == [
        ("q01", "What is normalization?", "Organizing data to reduce redundancy."),
        ("q02", "What is 1NF (First Normal Form)?", "- Atomic values.\n- No repeating groups."),
        ("q03", "What is a transaction?", "A single logical unit of work."),
        # stars Markdown pairs only as italics inside italics are garbled: they go (E43)
        ("q04", "What is Atomicity in transactions?", "All or nothing."),
    ]
    assert doc.skipped == ()


def test_a_numbered_heading_that_names_a_question_keeps_its_list_as_the_answer() -> None:
    text = """\
## 1. Choreography or orchestration

1. **Choreography** - each service reacts to events.
2. **Orchestration** - one service directs the others.

## 2. What is a saga?

A sequence of local transactions.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["Choreography or orchestration", "What is a saga?"]
    assert cards[0].answer.startswith("1. **Choreography**")


# -- `(1)Q:` over `* A:` at the end of study notes -------------------------------------------


def test_a_question_label_after_its_number_in_parentheses() -> None:
    text = """\
# SQL notes

## Basics
* where / group by / having

## Possible questions
(1)Q: what is the difference between WHERE and HAVING
* A: HAVING filters after the aggregation.

(2)Q: how to create a view
* A: CREATE VIEW v AS SELECT a FROM t;
"""
    doc = result(text)
    assert [(c.id, c.question, c.answer) for c in doc.deck.cards] == [
        (
            "q01",
            "what is the difference between WHERE and HAVING",
            "HAVING filters after the aggregation.",
        ),
        ("q02", "how to create a view", "CREATE VIEW v AS SELECT a FROM t;"),
    ]


# -- an answer key split by question kind, repeating answers given under each question ------


def test_headings_inside_an_answer_key_group_it_and_never_become_questions() -> None:
    text = """\
# Kafka quiz

## Multiple Choice Questions

### Question 1
**What stores messages?**
- A) A web server
- B) A broker

**Answer**: B

### Question 2
**What splits a topic?**
- A) Partitions
- B) Brokers

## True/False Questions

### Question 3
**Kafka is exactly-once by default.**

**Answer**: F (False) - at-least-once by default.

---

## Answer Key

### Multiple Choice
1. B
2. A

### True/False
3. F
"""
    doc = result(text)
    assert [(c.question, c.answer) for c in doc.deck.cards] == [
        ("What stores messages?", "B"),
        ("What splits a topic?", "A"),  # from the key
        ("Kafka is exactly-once by default.", "F (False) - at-least-once by default."),
    ]
    assert doc.warnings == ()


# -- a test of mixed kinds: `**Answers:**` for a matching question, `- **Reason:**` ---------


def test_a_matching_question_keeps_its_pairs_and_a_reason_bullet_explains() -> None:
    text = """\
### 1. [True/False] Single source
Paxos and Raft solve the same problem.
- **Answer:** True
- **Reason:** Both solve consensus.

### 2. [Pattern Matching] Clocks
Match the clock to its purpose:
1. Physical      A. Causal order
2. Vector        B. Wall time

**Answers:** 1-B, 2-A
"""
    first, second = result(text).deck.cards
    assert (first.answer, first.explanation) == ("True", "Both solve consensus.")
    assert second.question == (
        "[Pattern Matching] Clocks\nMatch the clock to its purpose:\n"
        "1. Physical      A. Causal order\n2. Vector        B. Wall time"
    )
    assert second.answer == "1-B, 2-A"


def test_a_matching_answer_in_a_key_summary_is_no_set_of_key_entries() -> None:
    text = """\
### 1. [Multiple Choice] Quorum
Minimum nodes for a majority of three:
- A) 1
- B) 2
- C) 3

### 2. [Pattern Matching] Clocks
Match the clock to its purpose:
1. Physical      A. Causal order
2. Vector        B. Wall time

**Answers:** 1-B, 2-A

## Answer Key Summary

**Section A:** 1-B, 2-(1-B,2-A)
"""
    doc = result(text)
    assert [c.answer for c in doc.deck.cards] == ["B", "1-B, 2-A"]
    assert doc.warnings == ()


# -- a worksheet: `**Your answer:**` blanks under each question, the answers at the end -----


def test_a_blank_for_the_readers_answer_is_no_explanation_and_the_key_explains() -> None:
    text = """\
# Day 30 Quiz: Kafka

**1. What is a Kafka topic?**
   - A) A server
   - B) A named feed of records

**Your answer:**

---

**2. What is an offset?**
   - A) A message's position in a partition
   - B) A delay

**Your answer:** ______

---

## Answers

**1. B** - A named feed of records
- Producers write to topics
- Consumers read from them

**2. A** - A message's position in a partition
- Consumers track it
"""
    doc = result(text)
    assert [(c.answer, c.explanation) for c in doc.deck.cards] == [
        ("B", "- Producers write to topics\n- Consumers read from them"),
        ("A", "Consumers track it"),
    ]
    assert doc.warnings == ()


def test_an_answer_that_only_names_a_source_placeholder_is_reported() -> None:
    text = """\
<details>
<summary>What is an index?</summary>

A structure that speeds up reads. [Wikipedia](https://en.wikipedia.org/wiki/Database_index)
</details>

<details>
<summary>What are optimistic and pessimistic locks?</summary>

Answer:

Source: [link](link)
</details>
"""
    doc = result(text)
    assert [c.question for c in doc.deck.cards] == ["What is an index?"]
    assert [(s.line, s.reason) for s in doc.skipped] == [
        (7, "question #2 has no answer (only 'Source: [link](link)'); skipped")
    ]


# -- an option cut in two by a stray blank line, the key below the options ------------------


def test_an_option_cut_by_a_stray_blank_line_keeps_its_rest_and_its_key() -> None:
    text = """\
1. What does SQL stand for?
   A) Structured Query Language
   B) Sequential Query Language

   Answer: A) Structured Query Language

2. What does "ACID" stand for?
   A) Atomicity, Completeness, Isolation, Durability
   B) Atomicity, Consistency,

 Isolation, Durability
   C) Availability, Consistency, Isolation, Durability

   Answer: B) Atomicity, Consistency, Isolation, Durability

   Explanation: the four guarantees of a transaction.
"""
    doc = result(text)
    second = doc.deck.cards[1]
    assert (second.question, second.answer, second.explanation) == (
        'What does "ACID" stand for?',
        "B",
        "the four guarantees of a transaction.",
    )
    assert second.choices == {
        "A": "Atomicity, Completeness, Isolation, Durability",
        "B": "Atomicity, Consistency, Isolation, Durability",
        "C": "Availability, Consistency, Isolation, Durability",
    }
    assert doc.skipped == ()


def test_a_numbered_statement_over_its_own_options_is_a_question_too() -> None:
    text = """\
1. SQL stands for:
   A) Structured Query Language
   B) Sequential Query Language

   Answer: A) Structured Query Language

2. What does "ACID" stand for?
   A) Atomicity, Consistency, Isolation, Durability
   B) Availability, Consistency, Isolation, Durability

   Answer: A
"""
    doc = result(text)
    assert [(c.question, c.answer) for c in doc.deck.cards] == [
        ("SQL stands for:", "A"),
        ('What does "ACID" stand for?', "A"),
    ]


# -- a guide in numbered chapters, its interview questions labelled at the end --------------


def test_numbered_chapters_of_a_guide_with_labelled_questions_are_no_questions() -> None:
    text = """\
# System design

## 1. What is system design?

Defining a system's parts and how they talk.

## 2. System design in practice

Every large service.

## 3. Interview questions and answers

**Q1: What is a load balancer?**
> **A:** It spreads requests over servers.

**Q2: What is a CDN?**
> **A:** Servers near users that cache static content.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is system design?",
        "What is a load balancer?",
        "What is a CDN?",
    ]
    assert cards[1].answer == "It spreads requests over servers."


# -- questions written as Title Case headings without a question mark -----------------------


def test_a_title_case_heading_with_a_question_word_and_verb_asks() -> None:
    text = """\
# SQL

## What Is the Difference Between INNER JOIN and LEFT JOIN

INNER keeps matching rows; LEFT keeps every row of the left table.

## What Are Window Functions?

Calculations over rows related to the current one.

## What You'll Find Here

Notes and links.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What Is the Difference Between INNER JOIN and LEFT JOIN",
        "What Are Window Functions?",
    ]


# -- notes ending with an `Interview Questions` section of task headings --------------------


def test_headings_under_an_interview_questions_heading_are_questions() -> None:
    text = """\
# SQL

## What are window functions?

Calculations over rows related to the current one.

### Example 2: What is each session's average duration?

```sql
SELECT AVG(d) OVER (PARTITION BY kind) FROM sessions;
```

## CTE

A named subquery.

## Interview Questions

### UPDATE from a SELECT statement

```sql
UPDATE p SET city = a.city FROM persons p JOIN addresses a ON p.id = a.person_id;
```

### Repeated payments

Count payments repeated within ten minutes.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What are window functions?",
        "UPDATE from a SELECT statement",
        "Repeated payments",
    ]
    assert "### Example 2: What is each session's average duration?" in cards[0].answer

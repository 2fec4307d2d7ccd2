"""Importer layouts met on fresh public documents (sweep I: databases, cloud, Kafka, Redis,
system design): each test is the shape of one, written small, never a copy of a document."""

from __future__ import annotations

from pathlib import Path

from srs import decks
from srs.errors import DocumentError
from srs.importers import ImportResult, import_file
from tests.importing import result


def _file(tmp_path: Path, name: str, text: str) -> ImportResult:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    imported = import_file(path)
    assert decks.loads(decks.dumps(imported.deck)) == imported.deck
    return imported


# -- a spreadsheet of choice questions -------------------------------------------------------


def test_a_sheet_with_one_column_per_option_and_a_key_column_makes_choice_cards(
    tmp_path: Path,
) -> None:
    text = (
        "Question,OptionA,OptionB,OptionC,OptionD,CorrectAnswer,Explanation,Category\n"
        '"Which service stores objects?","EC2","S3","RDS","VPC","B","S3 is object storage.",Storage\n'
        '"Which one runs code without servers?","Lambda","EBS","IAM","SQS","A","",Compute\n'
    )
    imported = _file(tmp_path, "aws-quiz.csv", text)
    assert imported.layout == "quiz sheet"
    assert [(c.question, c.answer, dict(c.choices), c.tags) for c in imported.deck.cards] == [
        (
            "Which service stores objects?",
            "B",
            {"A": "EC2", "B": "S3", "C": "RDS", "D": "VPC"},
            ("storage",),
        ),
        (
            "Which one runs code without servers?",
            "A",
            {"A": "Lambda", "B": "EBS", "C": "IAM", "D": "SQS"},
            ("compute",),
        ),
    ]
    assert imported.deck.cards[0].explanation == "S3 is object storage."
    assert imported.warnings == ()


def test_numbered_option_columns_take_the_key_as_the_options_number(tmp_path: Path) -> None:
    text = (
        "question;option 1;option 2;option 3;answer\n"
        "Which isolation level allows dirty reads?;Read uncommitted;Serializable;Repeatable read;1\n"
        "Which join keeps every left row?;INNER;LEFT;CROSS;LEFT\n"
    )
    cards = _file(tmp_path, "sql.csv", text).deck.cards
    assert [(c.answer, c.choices["A"]) for c in cards] == [
        ("A", "Read uncommitted"),
        ("B", "INNER"),
    ]


def test_a_row_whose_key_names_two_options_is_an_open_card_naming_them(tmp_path: Path) -> None:
    text = (
        "Question,Option A,Option B,Option C,Correct Answer\n"
        '"Which two are NoSQL stores? (Choose two)",Redis,PostgreSQL,Cassandra,"A, C"\n'
        '"Default Redis port?",6379,5432,9092,A\n'
    )
    imported = _file(tmp_path, "nosql.csv", text)
    first, second = imported.deck.cards
    assert (first.choices, first.answer) == ({}, "- Redis\n- Cassandra")
    assert (second.answer, second.choices["A"]) == ("A", "6379")
    assert any("2 right options" in w for w in imported.warnings)


def test_a_question_and_answer_sheet_in_camel_case_is_still_a_sheet(tmp_path: Path) -> None:
    text = (
        "QuestionText,CorrectAnswer,Topic\n"
        "What is a partition?,An ordered log,kafka\n"
        "What is AOF?,Redis's append-only file,redis\n"
    )
    cards = _file(tmp_path, "kafka.csv", text).deck.cards
    assert [(c.question, c.answer, c.tags) for c in cards] == [
        ("What is a partition?", "An ordered log", ("kafka",)),
        ("What is AOF?", "Redis's append-only file", ("redis",)),
    ]


# -- `Q.16 text`: the label's dot against the number ----------------------------------------


def test_a_dotted_label_against_its_number_numbers_a_stem_that_does_not_ask() -> None:
    text = """\
Q.1 Which service gives temporary credentials?

- A. IAM users
- B. IAM roles
- C. Key pairs

<details><summary>Show Answer</summary>

Correct answer: B

</details>

Q.2 Access keys are used to:

- A. sign in to the console
- B. make programmatic calls to AWS
- C. encrypt S3 objects

<details><summary>Show Answer</summary>

Correct answer: B

</details>
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which service gives temporary credentials?", "B"),
        ("Access keys are used to:", "B"),
    ]


# -- answer labels that say what kind of answer follows ---------------------------------------


def test_answer_tip_is_an_answer_label() -> None:
    text = """\
Common microservices questions, with tips on how to answer them:
1. What is a service mesh?
Answer Tip: Describe sidecar proxies that handle retries, mTLS and telemetry.
2. What is an API gateway?
Answer Tip: A single entry point that routes requests and handles authentication.
3. Why use a circuit breaker?
**Answer Hint:** It fails fast so one slow service does not take the others down.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "What is a service mesh?",
            "Describe sidecar proxies that handle retries, mTLS and telemetry.",
        ),
        (
            "What is an API gateway?",
            "A single entry point that routes requests and handles authentication.",
        ),
        (
            "Why use a circuit breaker?",
            "It fails fast so one slow service does not take the others down.",
        ),
    ]


def test_expected_points_beside_expected_answer_headings_is_an_answer_label() -> None:
    text = """\
# Consensus – Interview Questions

## 1. What is split-brain?

### Expected Answer
Two nodes both believe they lead after a partition.

## 2. Why is consensus difficult?

### Expected Points
- Network partitions
- No global clock

## 3. What is Raft?

### Expected Answer
A consensus algorithm built to be understandable.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is split-brain?", "Two nodes both believe they lead after a partition."),
        ("Why is consensus difficult?", "- Network partitions\n- No global clock"),
        ("What is Raft?", "A consensus algorithm built to be understandable."),
    ]


# -- a list item whose question line goes on after the bold question ---------------------------


def test_options_indented_under_item_ten_and_on_follow_the_rest_of_the_question_line() -> None:
    text = """\
# SQL quiz

10. **Which keyword sorts rows?**$
    A) `ORDER BY`$
    B) `SORT`$
    C) `GROUP BY`$
    **Answer:** A

11. **Valid SQL?** `SELECT title FROM books WHERE price < 15;`$
    A) Yes$
    B) No$
    **Answer:** A

12. **Effect of** `LIMIT 3`:$
    A) Skips three rows$
    B) Returns at most three rows$
    **Answer:** B
""".replace("$", "  ")  # hard breaks, as the quiz ends its lines
    cards = result(text).deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        ("Which keyword sorts rows?", "A", {"A": "`ORDER BY`", "B": "`SORT`", "C": "`GROUP BY`"}),
        (
            "Valid SQL?\n`SELECT title FROM books WHERE price < 15;`",
            "A",
            {"A": "Yes", "B": "No"},
        ),
        (
            "Effect of `LIMIT 3`:",
            "B",
            {"A": "Skips three rows", "B": "Returns at most three rows"},
        ),
    ]


# -- true/false statements over a labelled answer ----------------------------------------------


def test_numbered_statements_over_a_labelled_or_hidden_answer_are_true_false_questions() -> None:
    text = """\
# Chapter 3 Quiz

## True or False

1. SQL is a procedural language.
   <details>
   <summary>Answer</summary>
   False - SQL is declarative.
   </details>

2. The `WHERE` clause filters rows.
   <details><summary>Show Answer</summary>
   True
   </details>

3. VARCHAR(n) is fixed-length.
   **Answer:** False - it is variable-length.

## Multiple Choice

1. Which keyword removes duplicate rows?
   - a) `DISTINCT`
   - b) `UNIQUE`
   <details>
   <summary>Answer</summary>
   a) `DISTINCT`
   </details>
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("SQL is a procedural language.", "False - SQL is declarative."),
        ("The `WHERE` clause filters rows.", "True"),
        ("VARCHAR(n) is fixed-length.", "False - it is variable-length."),
        ("Which keyword removes duplicate rows?", "A"),
    ]


# -- notes kept as a question line over its answer line ----------------------------------------


def test_question_lines_over_answer_lines_take_told_questions_and_section_lines() -> None:
    text = """\
What is Redis?
An in-memory key-value store.

What data structures does Redis support?
Strings, lists, sets, sorted sets and hashes.

Is Redis an in-memory database only? Explain.
Mostly, but it can persist to disk.

🔹 11–20: Persistence
How does Redis persist data?
With RDB snapshots or an append-only file.

Explain the Redis AOF rewrite.
It compacts the log in the background.

What is the default port?
6379.
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is Redis?", "An in-memory key-value store."),
        (
            "What data structures does Redis support?",
            "Strings, lists, sets, sorted sets and hashes.",
        ),
        ("Is Redis an in-memory database only? Explain.", "Mostly, but it can persist to disk."),
        ("How does Redis persist data?", "With RDB snapshots or an append-only file."),
        ("Explain the Redis AOF rewrite.", "It compacts the log in the background."),
        ("What is the default port?", "6379."),
    ]
    assert "persistence" in cards[3].tags[0]
    assert imported.skipped == ()


def test_told_questions_alone_are_no_notes() -> None:
    text = """\
# Release notes

Explain the new flags in the README.
They are listed below.

Describe the change in one line.
It is faster.
"""
    assert all(c.question != "Explain the new flags in the README." for c in _cards_or_none(text))


def _cards_or_none(text: str) -> tuple[object, ...]:
    try:
        return tuple(result(text).deck.cards)
    except DocumentError:
        return ()


# -- the document's own words around its questions ---------------------------------------------


def test_a_guides_closing_words_are_no_part_of_its_last_answer() -> None:
    text = """\
# Redis guide

### Q: What is Redis?

An in-memory data store.

### Q: How do you build a lock?

Use `SET key token NX PX 10000` and release it with a script.

This comprehensive guide covers the essentials you will meet in interviews.
"""
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == [
        "An in-memory data store.",
        "Use `SET key token NX PX 10000` and release it with a script.",
    ]
    assert any("This comprehensive guide covers" in w for w in imported.warnings)


def test_an_answers_own_last_paragraph_that_speaks_of_this_pattern_stays() -> None:
    text = """\
### What is cache-aside?

The app reads the cache first and loads the database on a miss.

This pattern keeps the cache small.

### What is write-through?

Every write goes to the cache and the database together.
"""
    cards = result(text).deck.cards
    assert cards[0].answer.endswith("This pattern keeps the cache small.")


def test_a_paragraph_introducing_more_questions_does_not_go_on_the_answer_above() -> None:
    text = """\
## 1. **What would you monitor in Kafka?**

Consumer lag, under-replicated partitions and request latency.

---
Here are **new, scenario-based** questions with detailed answers:

---

## 2. **Consumers stop after a deploy: what changed?**

The group id, so the new group starts at the latest offset.
"""
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == [
        "Consumer lag, under-replicated partitions and request latency.",
        "The group id, so the new group starts at the latest offset.",
    ]
    assert any("Here are" in w for w in imported.warnings)


# -- bold over the head of a question's line ---------------------------------------------------


def test_bold_over_the_head_of_a_question_line_goes_with_the_rest_of_the_bold() -> None:
    text = """\
# SQL quiz

1. **Effect of:** `SELECT price * 2 FROM books;`
   A) Doubles each price
   B) Errors
   **Answer:** A

2. **Price < 10 AND author = 'Lee'** returns:
   A) One row
   B) No rows
   **Answer:** A

3. Which of these is **not** an aggregate?
   A) SUM
   B) JOIN
   **Answer:** B

4. **COUNT** or **SUM**: which counts rows?
   A) COUNT
   B) SUM
   **Answer:** A
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "Effect of: `SELECT price * 2 FROM books;`",
        "Price < 10 AND author = 'Lee' returns:",
        "Which of these is **not** an aggregate?",
        "**COUNT** or **SUM**: which counts rows?",
    ]


# -- a line that asks, with names capitalised -------------------------------------------------


def test_a_prompt_whose_capitals_are_names_is_reported_as_unanswered_not_as_text() -> None:
    text = """\
# Consensus

## What You'll Find Here

Questions on leader election.

## 1. What is split-brain?

### Expected Answer
Two leaders after a partition.

## 2. What is Raft?

### Expected Answer
A consensus algorithm built to be understandable.

## Self-check

- Explain why leader election is needed
- Differentiate Raft and Paxos conceptually
"""
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == ["What is split-brain?", "What is Raft?"]
    unanswered = [s.reason for s in imported.skipped]
    assert any("Differentiate Raft and Paxos conceptually" in r for r in unanswered)
    assert any("Explain why leader election is needed" in r for r in unanswered)

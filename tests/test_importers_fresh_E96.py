"""A question about a table set out under it (`Find the candidate keys of this table:`,
`Given the following table Employees:`), found answered by its own data in a judge's round
(2026-11-30: a normalisation test's two table tasks made cards whose answers were the task's
table and sub-questions): the table is the question's, as code shown with a question is;
the answer is what follows the ask after it, and a task followed only by its sub-questions,
or by nothing, has none and is reported. A table under a question that does not point at one,
or that asks for one, is its answer."""

from __future__ import annotations

from tests.importing import result

_GIVEN_TABLE = """\
# SQL practice

## 1. Given the following table Employees:

| id | name | salary |
|----|------|--------|
| 1  | Ann  | 100    |
| 2  | Bob  | 200    |

Write a query that returns the second highest salary.

```sql
SELECT MAX(salary) FROM Employees WHERE salary < (SELECT MAX(salary) FROM Employees);
```

## 2. What does GROUP BY do?

It groups rows that share values so aggregates run per group.

## 3. Find the duplicate emails in this table:

| id | email |
|----|-------|
| 1  | a@x   |
| 2  | a@x   |

- **Which rows repeat?**
- **Delete the repeats from this table.**

## 4. Normalize the following table into 3NF.

| order | customer | customer_city |
|-------|----------|---------------|
| 1     | Ann      | Oslo          |
"""


def test_a_table_the_question_sets_out_is_the_questions() -> None:
    r = result(_GIVEN_TABLE)
    first, second = r.deck.cards
    assert first.question == (
        "Given the following table Employees:\n\n| id | name | salary |\n|----|------|--------|\n"
        "| 1  | Ann  | 100    |\n| 2  | Bob  | 200    |\n\n"
        "Write a query that returns the second highest salary."
    )
    assert first.answer.startswith("```sql\nSELECT MAX(salary)")
    assert second.answer == "It groups rows that share values so aggregates run per group."
    assert [(s.line, s.reason) for s in r.skipped] == [
        (20, "question 3 has no answer; skipped"),
        (30, "question 4 has no answer; skipped"),
    ]


_TABLE_ANSWERS = """\
# Networking

## 1. Compare TCP and UDP:

| | TCP | UDP |
|---|---|---|
| delivery | reliable | best effort |

## 2. Summarise the normal forms in the following table:

| form | rule |
|------|------|
| 1NF | atomic values |

## 3. What does this table show?

| a | b |
|---|---|
| 1 | 2 |

It shows that b follows a.
"""


def test_a_table_that_answers_stays_the_answer() -> None:
    """Near misses: a question that does not point at a table, one that asks for one (`in the
    following table`), and one whose table is followed by prose that answers, not asks."""
    cards = result(_TABLE_ANSWERS).deck.cards
    assert [c.answer.splitlines()[0] for c in cards] == [
        "| | TCP | UDP |",
        "| form | rule |",
        "| a | b |",
    ]
    assert cards[2].answer.endswith("It shows that b follows a.")

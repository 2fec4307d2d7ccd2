"""The layouts beyond the seeds (issue 14): one small document per layout, read as a person
would read it, and what is skipped said with its line and reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from srs import decks
from srs.errors import DocumentError
from srs.importers import ImportResult, import_file, import_text
from srs.model import Card


def result(text: str, source: str = "doc.md") -> ImportResult:
    imported = import_text(text, source=source)
    assert decks.loads(decks.dumps(imported.deck)) == imported.deck
    return imported


def qa(text: str, source: str = "doc.md") -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in result(text, source).deck.cards]


def test_details_summary_questions_and_a_key_inside_details() -> None:
    text = """\
# JS quiz

<details>
<summary>1. What is a closure?</summary>

A function together with its lexical environment.

```js
function f() { let x = 1; return () => x; }
```
</details>

<details><summary>2. What does `typeof null` return?</summary>

`"object"` <br/> a historical bug.

</details>

###### 3. What is the output?

```javascript
console.log(1 + "2");
```

- A: `3`
- B: `"12"`
- C: `NaN`

<details><summary><b>Answer</b></summary>
<p>

#### Answer: B

String concatenation wins.

</p>
</details>
"""
    first, second, third = result(text).deck.cards
    assert (first.id, first.question) == ("q01", "What is a closure?")
    assert first.answer == (
        "A function together with its lexical environment.\n\n"
        "```js\nfunction f() { let x = 1; return () => x; }\n```"
    )
    assert (second.question, second.answer) == (
        "What does `typeof null` return?",
        '`"object"`\na historical bug.',
    )
    assert third.id == "q03"
    assert third.question == 'What is the output?\n\n```javascript\nconsole.log(1 + "2");\n```'
    assert third.choices == {"A": "`3`", "B": '`"12"`', "C": "`NaN`"}
    assert (third.answer, third.explanation) == ("B", "String concatenation wins.")
    for card in (first, second, third):
        assert "<" not in card.question + card.answer + card.explanation


def test_numbered_list_questions_with_indented_answers_restarting_per_section() -> None:
    text = """\
# ML interview

## Basics

1. **What is overfitting?**

   The model memorises the training data.

2. **What is regularisation?**

   A penalty on model complexity.
   - L1
   - L2

## Deep learning

1. **What is a vanishing gradient?**

   Gradients shrink through many layers.

2. What is dropout, and why does
   it help?

   It randomly zeroes activations.
"""
    deck = result(text).deck
    assert [(c.id, c.question, c.answer, c.tags) for c in deck.cards] == [
        ("s1-q01", "What is overfitting?", "The model memorises the training data.", ("basics",)),
        ("s1-q02", "What is regularisation?", "A penalty on model complexity.\n- L1\n- L2", ("basics",)),
        ("s2-q01", "What is a vanishing gradient?", "Gradients shrink through many layers.", ("deep-learning",)),
        ("s2-q02", "What is dropout, and why does it help?", "It randomly zeroes activations.", ("deep-learning",)),
    ]  # fmt: skip


def test_headings_at_any_level_and_sub_headings_in_answers() -> None:
    text = """\
# System design

## Caching

### What is a CDN?

A content delivery network.

#### Trade-offs

Cost vs latency.

## What is consistent hashing?

Keys move little when nodes change.

### Why does it matter?

Rebalancing is cheap.

### How does sharding work?

Split data by key.
"""
    assert qa(text) == [
        ("q01", "What is a CDN?", "A content delivery network.\n\n#### Trade-offs\n\nCost vs latency."),
        ("q02", "What is consistent hashing?", "Keys move little when nodes change."),
        ("q03", "Why does it matter?", "Rebalancing is cheap."),
        ("q04", "How does sharding work?", "Split data by key."),
    ]  # fmt: skip


def test_a_question_heading_one_level_above_its_siblings() -> None:
    text = (
        "# Notes\n\n## Part one\n\n### What is A?\n\nAlpha.\n\n## What is B?\n\nBeta.\n\n"
        "### What is C?\n\nGamma.\n\n### What is D?\n\nDelta.\n"
    )
    assert [(q, a) for _, q, a in qa(text)] == [
        ("What is A?", "Alpha."),
        ("What is B?", "Beta."),
        ("What is C?", "Gamma."),
        ("What is D?", "Delta."),
    ]


def test_answer_sections_under_a_question_heading_stay_in_the_answer() -> None:
    text = (
        "# Q&A\n\n## How would you design a rate limiter?\n\n### Direct answer\n\nA token bucket.\n\n"
        "### Trade-offs\n\nBurstiness.\n\n## What is a bloom filter?\n\nA probabilistic set.\n"
    )
    assert qa(text) == [
        ("q01", "How would you design a rate limiter?", "A token bucket.\n\n### Trade-offs\n\nBurstiness."),
        ("q02", "What is a bloom filter?", "A probabilistic set."),
    ]  # fmt: skip


def test_bold_questions_quoted_answers_and_placeholders() -> None:
    text = """\
# Git questions

**What is a rebase?**

Replaying commits on another base.

**What is the difference between merge and
rebase?**

> **Answer:** merge keeps history, rebase rewrites it.
> Both integrate changes.

**Q: What is git stash?**
**A:** A place to keep uncommitted changes.

**What is a detached HEAD?**

Answer here
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a rebase?", "Replaying commits on another base."),
        (
            "What is the difference between merge and rebase?",
            "merge keeps history, rebase rewrites it.\nBoth integrate changes.",
        ),
        ("What is git stash?", "A place to keep uncommitted changes."),
    ]
    (skipped,) = imported.skipped
    assert skipped.line == 16 and "no answer" in skipped.reason and "Answer here" in skipped.reason
    assert imported.warnings == (f"doc.md:16: {skipped.reason}",)


def test_question_answer_table() -> None:
    text = (
        "# Go FAQ\n\n| # | Question | Answer |\n|---|----------|--------|\n"
        "| 1 | What is a goroutine? | A lightweight thread.<br/>Managed by the runtime. |\n"
        "| 2 | What is a channel? | A typed conduit. |\n"
    )
    assert qa(text) == [
        ("q01", "What is a goroutine?", "A lightweight thread.\nManaged by the runtime."),
        ("q02", "What is a channel?", "A typed conduit."),
    ]


def test_choice_keys_from_boxes_sentences_and_an_answer_key() -> None:
    text = """\
# Python quiz

### Question 1
What is `len([1,2])`?

- [ ] 1
- [x] 2
- [ ] 3

### Question 2
Which is mutable?

a) tuple
b) list
c) str

The correct answer is b) because lists can change.

### Question 3
Which keyword defines a function?

A. def
B. fun
C. lambda

### Question 4
Pick the odd one.

A) x
B) y

Answer: A

## Answer key

| Q | Answer |
|---|---|
| 3 | A |
| 4 | B |
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [(c.id, c.answer, list(c.choices)) for c in cards] == [
        ("q01", "B", ["A", "B", "C"]),
        ("q02", "B", ["A", "B", "C"]),
        ("q03", "A", ["A", "B", "C"]),
        ("q04", "A", ["A", "B"]),
    ]
    assert cards[0].choices == {"A": "1", "B": "2", "C": "3"}
    (mismatch,) = imported.warnings  # the key disagrees with question 4's own answer
    assert "answer key says 4. B" in mismatch and "keeping A" in mismatch


def test_a_choice_question_without_a_key_never_aborts_the_import() -> None:
    text = (
        "# Q\n\n### Question 1\nWhich?\nA) x\nB) y\n\nBecause x is simpler.\n\n"
        "### Question 2\nWhich again?\nA) x\nB) y\n\n### Question 3\nWhat is z?\n\n**Answer:** Zed.\n"
    )
    imported = result(text)
    first, third = imported.deck.cards
    assert (first.id, first.choices, first.answer) == ("q01", {}, "Because x is simpler.")
    assert first.question == "Which?\n\n- A) x\n- B) y"  # an open card keeps the options
    assert (third.id, third.answer) == ("q03", "Zed.")
    assert [s.line for s in imported.skipped] == [10]
    assert "no answer letter" in imported.skipped[0].reason


def test_plus_minus_plain_quiz() -> None:
    text = (
        "Networking quiz\n\n1. Which protocol is connectionless?\n- TCP\n+ UDP\n- SCTP\n\n"
        "2. What does DNS resolve?\n+ names to addresses\n- addresses to names\nDNS maps names to IPs.\n"
    )
    deck = result(text, "net.txt").deck
    assert deck.name == "Networking quiz"
    assert [(c.id, c.question, c.choices, c.answer, c.explanation) for c in deck.cards] == [
        ("q01", "Which protocol is connectionless?", {"A": "TCP", "B": "UDP", "C": "SCTP"}, "B", ""),
        ("q02", "What does DNS resolve?", {"A": "names to addresses", "B": "addresses to names"}, "A", "DNS maps names to IPs."),
    ]  # fmt: skip


def test_asciidoc_faq() -> None:
    text = """\
= Kafka FAQ

== Basics

What is a partition?::
  An ordered, immutable sequence of records.
+
Partitions allow parallelism.

How are offsets stored?:: In the `__consumer_offsets` topic.

Author:: someone

== Clients

How do I set a producer property?::
+
[source,java]
----
props.put("acks", "all");
----
"""
    imported = result(text, "faq.adoc")
    assert imported.layout == "asciidoc"
    assert imported.deck.name == "Kafka FAQ"
    assert [(c.question, c.answer, c.tags) for c in imported.deck.cards] == [
        ("What is a partition?", "An ordered, immutable sequence of records.\n\nPartitions allow parallelism.", ("basics",)),
        ("How are offsets stored?", "In the `__consumer_offsets` topic.", ("basics",)),
        ("How do I set a producer property?", '```java\nprops.put("acks", "all");\n```', ("clients",)),
    ]  # fmt: skip


def test_quiz_after_a_q_and_a_pair_and_a_quiz_heading_is_not_folded() -> None:
    text = (
        "# Notes\n\nQ: What is Kafka?\nA: A log.\n\n## Quick quiz\n\n1. What is a topic?\n"
        "   A named stream.\n2. What is a broker?\n   A server.\n3. What is a consumer group?\n"
        "   A set of consumers.\n"
    )
    assert [(q, a) for _, q, a in qa(text)] == [
        ("What is Kafka?", "A log."),
        ("What is a topic?", "A named stream."),
        ("What is a broker?", "A server."),
        ("What is a consumer group?", "A set of consumers."),
    ]


def test_level_and_question_label_lines_name_the_question() -> None:
    text = (
        "# Interview\n\n### Question 1\nLevel 3\nQuestion: What is a mutex?\nAnswer: A lock.\n\n"
        "### Question 2\nLevel 1\nQuestion: What is a semaphore?\nAnswer: A counter.\n"
    )
    assert qa(text) == [
        ("q01", "What is a mutex?", "A lock."),
        ("q02", "What is a semaphore?", "A counter."),
    ]


def test_a_question_keeps_its_own_code_block() -> None:
    text = (
        "# Py\n\n## 1. What does this print?\n\n```python\nprint(2 ** 3)\n```\n\n8, since ** is power.\n\n"
        "## 2. How do you reverse a list?\n\n```python\nxs[::-1]\n```\n"
    )
    assert qa(text) == [
        ("q01", "What does this print?\n\n```python\nprint(2 ** 3)\n```", "8, since ** is power."),
        ("q02", "How do you reverse a list?", "```python\nxs[::-1]\n```"),
    ]


@pytest.mark.parametrize(
    "pair",
    [
        "Q: What is DDP?\nA: Data parallel.",
        "**Q:** What is DDP?\n**A:** Data parallel.",
        "Question 1\nWhat is DDP?\nAnswer: Data parallel.",
        "1) What is DDP?\n   Data parallel.",
        "### What is DDP?\n\n**Answer:** Data parallel.",
        "- What is DDP?\n\n  Data parallel.",
    ],
)
def test_question_markers(pair: str) -> None:
    (card,) = result(f"# T\n\n{pair}\n").deck.cards
    assert (card.question, card.answer) == ("What is DDP?", "Data parallel.")


def test_anki_notes_in_plain_text_whatever_the_extension(tmp_path: Path) -> None:
    path = tmp_path / "export.txt"
    path.write_text("#separator:tab\n#html:true\nWhat is X?\tX is <b>x</b>.\nWhat is Y?\tY.\n")
    imported = import_file(path)
    assert imported.layout == "anki notes"
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is X?", "X is **x**."),
        ("What is Y?", "Y."),
    ]
    bare = tmp_path / "notes"  # no header, no extension: three tab-separated records
    bare.write_text("What is A?\tAlpha\nWhat is B?\tBeta\nWhat is C?\tGamma\n")
    assert [c.answer for c in import_file(bare).deck.cards] == ["Alpha", "Beta", "Gamma"]


def test_when_no_layout_fits_the_error_names_what_was_tried() -> None:
    with pytest.raises(DocumentError) as info:
        import_text("# Notes\n\nSome text.\n\n- a point\n", source="n.md")
    message = str(info.value)
    assert "no questions found" in message
    assert "layouts tried: labelled lines, markdown" in message
    with pytest.raises(DocumentError) as info:
        import_text("# Q\n\n### Question 1\nWhich?\nA) x\nB) y\n", source="n.md")
    assert "1 question found, none with an answer: 1 has options but no" in str(info.value)
    assert "nearest: " in str(info.value)


def test_every_question_like_item_is_a_card_or_skipped() -> None:
    text = (
        "# Mixed\n\n## What is A?\n\nAlpha.\n\n## What is B?\n\nTODO\n\n## What is C?\n\n"
        "## What is D?\n\nDelta.\n"
    )
    imported = result(text)
    made = [c.question for c in imported.deck.cards]
    skipped = [s.line for s in imported.skipped]
    assert made == ["What is A?", "What is D?"]
    assert skipped == [7, 11]


def card_texts(cards: tuple[Card, ...]) -> str:
    return "\n".join(c.question + c.answer + c.explanation for c in cards)


def test_bold_question_with_its_answer_on_the_same_line() -> None:
    text = (
        "# Cheat sheet\n\n- **What is a pod?** The smallest deployable unit.\n"
        "- **What is a node?** A worker machine.\n\n**What is etcd?** The cluster's store.\n\n"
        "It keeps state.\n"
    )
    assert [(q, a) for _, q, a in qa(text)] == [
        ("What is a pod?", "The smallest deployable unit."),
        ("What is a node?", "A worker machine."),
        ("What is etcd?", "The cluster's store.\n\nIt keeps state."),
    ]


def test_numbered_questions_with_unindented_answers() -> None:
    text = (
        "# Qs\n\n1. What is a deadlock?\n\nTwo threads wait on each other.\n\n"
        "2. What is a livelock?\n\nThreads keep changing state without progress.\n"
    )
    assert qa(text) == [
        ("q01", "What is a deadlock?", "Two threads wait on each other."),
        ("q02", "What is a livelock?", "Threads keep changing state without progress."),
    ]


def test_numbered_answer_labels_and_numbered_options() -> None:
    text = "Q1) What is TCP?\nA1) A transport protocol.\n\nQ2) What is UDP?\nA2) A datagram protocol.\n"
    assert qa(text, "n.txt") == [
        ("q01", "What is TCP?", "A transport protocol."),
        ("q02", "What is UDP?", "A datagram protocol."),
    ]
    nested = (
        "# Quiz\n\n1. Which is a port of DNS?\n    1) 22\n    2) 53\n    3) 80\n\n    Answer: 2\n"
    )
    (card,) = result(nested).deck.cards
    assert (card.choices, card.answer) == ({"A": "22", "B": "53", "C": "80"}, "B")


def test_details_answers_wrapped_in_bold_tags_and_an_empty_one() -> None:
    text = (
        "## DevOps\n\n<details>\n<summary>What are the advantages of DevOps?</summary><br><b>\n\n"
        "Faster delivery.\n\nFewer failures.\n</b></details>\n\n<details>\n"
        "<summary>What is CI?</summary><br><b>\n</b></details>\n\n<details>\n"
        "<summary>What is <code>git rebase</code>?</summary><br><b>Replaying commits.</b></details>\n"
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What are the advantages of DevOps?", "Faster delivery.\n\nFewer failures."),
        ("q03", "What is `git rebase`?", "**Replaying commits.**"),
    ]
    assert [s.line for s in imported.skipped] == [11]


def test_back_to_top_links_are_not_part_of_an_answer() -> None:
    text = (
        '# JS\n\n## Q. What is hoisting?\n\nMoving declarations up.\n\n<div align="right">\n'
        '    <b><a href="#table-of-contents">↥ back to top</a></b>\n</div>\n\n'
        "## Q. What is a closure?\n\nA function with its scope.\n\n**[⬆ Back to Top](#contents)**\n"
    )
    assert [(q, a) for _, q, a in qa(text)] == [
        ("What is hoisting?", "Moving declarations up."),
        ("What is a closure?", "A function with its scope."),
    ]


def test_numbered_problems_with_solution_headings() -> None:
    text = (
        "# Exercises\n\n### Problem 1\n\nReverse a string.\n\n### Solution\n\n```python\ns[::-1]\n```\n\n"
        "### Problem 2\n\nSum a list.\n\n### Solution\n\nUse `sum(xs)`.\n"
    )
    assert qa(text) == [
        ("q01", "Reverse a string.", "```python\ns[::-1]\n```"),
        ("q02", "Sum a list.", "Use `sum(xs)`."),
    ]


def test_numbered_points_inside_a_labelled_question_stay_in_its_answer() -> None:
    text = (
        "# Q&A\n\n## Q. What is a saga?\n\n**A.**\n\nA sequence of local transactions.\n\n"
        "1. **Choreography**\n\n   Services react to events.\n\n2. **Orchestration**\n\n"
        "   A coordinator tells each service.\n\n## Q. What is an outbox?\n\n**A.**\n\nA table of events.\n"
    )
    first, second = result(text).deck.cards
    assert first.question == "What is a saga?"
    assert first.answer.startswith("A sequence of local transactions.\n\n1. **Choreography**")
    assert first.answer.endswith("A coordinator tells each service.")
    assert (second.question, second.answer) == ("What is an outbox?", "A table of events.")


def test_a_one_question_page() -> None:
    text = (
        "---\ntitle: Migrate to cgroup v2\ntags: [linux]\n---\n\n# Migrate to cgroup v2\n\n"
        "How do you migrate a fleet to cgroup v2 safely?\n\n## Answer guide\n\n- Inventory hosts.\n"
        "- Roll out through canaries.\n\n## References\n\n- [Docs](https://example.org)\n\n"
        "## What to learn next\n\n- Kernel docs\n"
    )
    imported = result(text)
    assert imported.deck.name == "Migrate to cgroup v2"
    assert qa(text) == [
        ("q01", "How do you migrate a fleet to cgroup v2 safely?", "- Inventory hosts.\n- Roll out through canaries."),
    ]  # fmt: skip


def test_restructuredtext_faq_with_tilde_underlined_questions() -> None:
    text = (
        ":tocdepth: 2\n\n=========\nSome FAQ\n=========\n\n.. contents::\n\nGeneral\n=======\n\n"
        "How do I install it?\n~~~~~~~~~~~~~~~~~~~~\n\nRun ``pip install thing``.\n\n"
        "Why is it slow?\n~~~~~~~~~~~~~~~\n\nBecause of the GIL::\n\n    import threading\n"
    )
    imported = result(text, "faq.rst")
    assert imported.deck.name == "Some FAQ"
    assert [(c.question, c.answer, c.tags) for c in imported.deck.cards] == [
        ("How do I install it?", "Run ``pip install thing``.", ("general",)),
        ("Why is it slow?", "Because of the GIL:\n\n    import threading", ("general",)),
    ]


def test_jupyter_notebook(tmp_path: Path) -> None:
    import json

    notebook = {
        "nbformat": 4,
        "metadata": {"language_info": {"name": "python"}},
        "cells": [
            {"cell_type": "markdown", "source": ["# Pandas questions\n"]},
            {"cell_type": "markdown", "source": ["### 1. How do you drop missing rows?\n"]},
            {"cell_type": "code", "source": ["df.dropna()"], "outputs": [{"text": "out"}]},
            {
                "cell_type": "markdown",
                "source": "### 2. What does `groupby` return?\n\nA GroupBy object.",
            },
        ],
    }
    path = tmp_path / "pandas.ipynb"
    path.write_text(json.dumps(notebook), encoding="utf-8")
    imported = import_file(path)
    assert imported.deck.name == "Pandas questions"
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "How do you drop missing rows?", "```python\ndf.dropna()\n```"),
        ("q02", "What does `groupby` return?", "A GroupBy object."),
    ]


def test_a_task_among_questions_is_a_question_too() -> None:
    headings = (
        "# SQL\n\n### What is a join?\n\nCombines rows.\n\n### What is an index?\n\nA lookup structure.\n\n"
        "### What is a view?\n\nA stored query.\n\n### Write a query for the second highest salary\n\n"
        "```sql\nSELECT MAX(salary) FROM e WHERE salary < (SELECT MAX(salary) FROM e);\n```\n"
    )
    assert [q for _, q, _ in qa(headings)][-1] == "Write a query for the second highest salary"
    items = (
        "# SQL\n\n1. What is a join?\n   Combines rows.\n2. What is an index?\n   A lookup structure.\n"
        "3. What is a view?\n   A stored query.\n4. Write a query that counts rows.\n\n"
        "   ```sql\n   SELECT COUNT(*) FROM t;\n   ```\n"
    )
    assert qa(items)[-1] == (
        "q04",
        "Write a query that counts rows.",
        "```sql\nSELECT COUNT(*) FROM t;\n```",
    )


def test_a_table_of_contents_among_question_headings_is_not_a_question() -> None:
    text = (
        "# Q&A\n\n## Table of Contents\n\n1. [What is A?](#a)\n2. [What is B?](#b)\n\n"
        "## Q. What is A?\n\nAlpha.\n\n## Q. What is B?\n\nBeta.\n\n## Q. What is C?\n\nGamma.\n\n"
        "## Contributing\n\nSend a pull request.\n"
    )
    assert [q for _, q, _ in qa(text)] == ["What is A?", "What is B?", "What is C?"]


def test_labels_after_an_emoji() -> None:
    text = (
        "# Quiz\n\n### 1. Which joins keep unmatched left rows? 🟢\n\nA) INNER JOIN\n\nB) LEFT JOIN\n\n"
        "✅ **Correct Answer**: B) LEFT JOIN\n\n💡 Explanation: it keeps every left row.\n"
    )
    (card,) = result(text).deck.cards
    assert (card.answer, card.explanation) == ("B", "it keeps every left row.")
    assert card.choices == {"A": "INNER JOIN", "B": "LEFT JOIN"}


def test_details_questions_under_a_references_heading() -> None:
    text = (
        "# Git\n\n<details>\n<summary>What is a commit?</summary><br><b>\n\nA snapshot.\n</b></details>\n\n"
        "## References\n\n<details>\n<summary>How to list the git references?</summary><br><b>\n\n"
        "`find .git/refs/`\n</b></details>\n"
    )
    assert [q for _, q, _ in qa(text)] == ["What is a commit?", "How to list the git references?"]


def test_answer_points_and_html_spacers_among_labelled_questions() -> None:
    text = (
        "# Node.js Basics\n\n## Table of Contents\n\n* [Introduction](#intro)\n\n<br/>\n\n"
        "## # 1. INTRODUCTION\n\n<br/>\n\n## Q. What is Node.js?\n\nA runtime.\n\n"
        "**1. Blocking I/O:** waits.\n\n**2. Non-blocking I/O:** does not wait.\n\n"
        "**When to use which?**\n\n- Mostly non-blocking.\n\n## Q. What is npm?\n\nA package manager.\n\n"
        "## Q. What is nvm?\n\nA version manager.\n"
    )
    imported = result(text)
    assert [(c.question, c.tags) for c in imported.deck.cards] == [
        ("What is Node.js?", ("introduction",)),
        ("What is npm?", ("introduction",)),
        ("What is nvm?", ("introduction",)),
    ]
    assert imported.deck.cards[0].answer.endswith(
        "**When to use which?**\n\n- Mostly non-blocking."
    )
    assert imported.warnings == ()


def test_a_question_like_item_without_an_answer_is_reported() -> None:
    text = (
        "# Q\n\n## What is A?\n\nAlpha.\n\n## Extras\n\n- What is B?\n- **What is C?**\n\n"
        "## What is D?\n\nDelta.\n"
    )
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == ["What is A?", "What is D?"]
    assert [(s.line, "looks like a question" in s.reason) for s in imported.skipped] == [
        (9, True),
        (10, True),
    ]


def test_a_first_heading_that_asks_is_a_question_not_the_title() -> None:
    text = (
        "### 1. Capital of France?\n- A. Paris\n- B. Rome\n\n**Correct answer:** A\n\n"
        "### 2. Capital of Italy?\n- A. Paris\n- B. Rome\n\n**Correct answer:** B\n"
    )
    imported = result(text, "capitals.md")
    assert [(c.id, c.answer) for c in imported.deck.cards] == [("q01", "A"), ("q02", "B")]
    assert imported.deck.name == "capitals"


def test_mkdocs_admonition_answers_and_options_listed_by_number() -> None:
    text = (
        "# Clan quiz\n\n#### What year did the clan arrive?\n\n"
        '<div class="upper-alpha" markdown>\n1. 1650\n2. 1700\n3. 1750\n</div>\n\n'
        '??? question "Show Answer"\n    The correct answer is **B**. They arrived in 1700.\n\n'
        '#### Who led them?\n\n<div class="upper-alpha" markdown>\n1. Angus\n2. Iain\n</div>\n\n'
        '??? question "Show Answer"\n    Answer: A\n'
    )
    first, second = result(text).deck.cards
    assert (first.choices, first.answer) == ({"A": "1650", "B": "1700", "C": "1750"}, "B")
    assert first.explanation == "The correct answer is **B**. They arrived in 1700."
    assert (second.choices, second.answer) == ({"A": "Angus", "B": "Iain"}, "A")


def test_a_question_label_under_a_topic_heading_names_its_question() -> None:
    text = (
        "# Interview\n\n## 1. Mutexes\n**Level 3**\n**Question:** What is a mutex?\n"
        "**Answer:** A lock.\n\n## 2. Semaphores\n**Level 1**\n**Question:** What is a semaphore?\n"
        "**Answer:** A counter.\n\n## Q. What is npm?\n\nA package manager.\n\n"
        "## Q. What is nvm?\n\nA version manager.\n"
    )
    assert qa(text) == [
        ("q01", "What is a mutex?", "A lock."),
        ("q02", "What is a semaphore?", "A counter."),
        ("q03", "What is npm?", "A package manager."),
        ("q04", "What is nvm?", "A version manager."),
    ]


def test_code_that_answers_stays_in_the_answer() -> None:
    text = (
        "# SQL\n\n## Q1: How do you return the top 3 rows?\n\n```sql\nSELECT * FROM t LIMIT 3;\n```\n\n"
        "This uses LIMIT.\n\n## Q2: What does this query return?\n\n```sql\nSELECT 1;\n```\n\nIt returns 1.\n"
    )
    first, second = result(text).deck.cards
    assert first.question == "How do you return the top 3 rows?"
    assert first.answer.startswith("```sql\nSELECT * FROM t LIMIT 3;")
    assert second.question.endswith("```sql\nSELECT 1;\n```") and second.answer == "It returns 1."


def test_a_readme_whose_headings_are_titles_has_no_questions() -> None:
    text = (
        "# ML Prep\n\n## What You'll Find Here\n\nSections on theory.\n\n## How to Use This Repo\n\n"
        "1. **Browse the topics**\n     * Start anywhere.\n2. **Read the theory**\n     * Open the files.\n\n"
        "## Who This Is For\n\n* Students\n"
    )
    with pytest.raises(DocumentError, match="no questions found"):
        import_text(text, source="readme.md")


# --- Layouts of issue 14's second pass: labels in other languages, Front/Back cards ---------


@pytest.mark.parametrize(
    ("text", "questions", "answers"),
    [
        (
            "# Quiz\n\n### Frage 1\nWas ist ein Prozess?\n\n**Antwort:** Ein laufendes Programm.\n\n"
            "### Frage 2\nWas ist ein Thread?\n\n**Antwort:** Eine Ausführungseinheit.\n",
            ["Was ist ein Prozess?", "Was ist ein Thread?"],
            ["Ein laufendes Programm.", "Eine Ausführungseinheit."],
        ),
        (
            "# Cuestionario\n\n**Pregunta 1:** ¿Qué es un proceso?\n\n**Respuesta:** Un programa.\n\n"
            "**Pregunta 2:** ¿Qué es un hilo?\n\n**Respuesta:** Una unidad.\n",
            ["¿Qué es un proceso?", "¿Qué es un hilo?"],
            ["Un programa.", "Una unidad."],
        ),
        (
            "Question 1 : Qu'est-ce qu'un processus ?\nRéponse : Un programme.\n\n"
            "Question 2 : Qu'est-ce qu'un thread ?\nRéponse : Une unité.\n",
            ["Qu'est-ce qu'un processus ?", "Qu'est-ce qu'un thread ?"],
            ["Un programme.", "Une unité."],
        ),
        (
            "# クイズ\n\n## 問題1\nプロセスとは何ですか？\n\n### 解答\n実行中のプログラムです。\n\n"
            "## 問題2\nスレッドとは何ですか？\n\n解答：実行の単位です。\n",
            ["プロセスとは何ですか？", "スレッドとは何ですか？"],
            ["実行中のプログラムです。", "実行の単位です。"],
        ),
    ],
    ids=["german", "spanish", "french", "japanese"],
)
def test_question_and_answer_labels_in_other_languages(
    text: str, questions: list[str], answers: list[str]
) -> None:
    got = qa(text)
    assert [q for _, q, _ in got] == questions
    assert [a for _, _, a in got] == answers
    assert [i for i, _, _ in got] == ["q01", "q02"]


def test_front_and_back_labels_make_cards() -> None:
    text = "# Cards\n\nFront: What is a process?\nBack: A running program.\n\nFront: What is a thread?\nBack: A unit of execution.\n"
    assert [(q, a) for _, q, a in qa(text)] == [
        ("What is a process?", "A running program."),
        ("What is a thread?", "A unit of execution."),
    ]


@pytest.mark.parametrize("before", ["", "# Title\n\n"], ids=["at-start", "after-title"])
def test_back_to_back_details_with_answer_and_explanation_labels(before: str) -> None:
    text = before + (
        "<details>\n<summary>What is a process?</summary>\n\nAnswer: A running program.\n\n"
        "Explanation: it has its own memory.\n</details>\n"
        "<details>\n<summary>What is a thread?</summary>\n\nAnswer: A unit of execution.\n\n"
        "Explanation: threads share memory.\n</details>\n"
    )
    imported = result(text)
    assert [(c.question, c.answer, c.explanation) for c in imported.deck.cards] == [
        ("What is a process?", "A running program.", "it has its own memory."),
        ("What is a thread?", "A unit of execution.", "threads share memory."),
    ]
    assert imported.warnings == ()


def test_a_bare_letter_line_after_the_options_is_their_key() -> None:
    text = (
        "# Quiz\n\n**1. What is 2+2?**\n\nA. 3\nB. 4\nC. 5\n\nB\n\n---\n\n"
        "**2. Which is a fruit?**\n\nA. carrot\nB. apple\n\n(b)\n\nApples grow on trees.\n\n---\n"
    )
    imported = result(text)
    cards = imported.deck.cards
    assert [(c.answer, list(c.choices)) for c in cards] == [
        ("B", ["A", "B", "C"]),
        ("B", ["A", "B"]),
    ]
    assert cards[1].explanation == "Apples grow on trees."
    assert imported.warnings == ()


@pytest.mark.parametrize("label", ["**Q:**", "Question:"])
def test_numbered_items_with_a_label_indented_options_and_answer_bullets(label: str) -> None:
    text = (
        f"# Quiz\n\n1. {label} What is 2+2?\n   - a) 3\n   - b) 4\n   - c) 5\n"
        "   - **Answer:** b\n   - Explanation: arithmetic.\n"
        f"2. {label} Which is a fruit?\n   - a) carrot\n   - b) apple\n"
        "   - **Answer:** b\n   - Explanation: trees.\n"
    )
    cards = result(text).deck.cards
    assert [(c.id, c.question, c.answer, c.explanation) for c in cards] == [
        ("q01", "What is 2+2?", "B", "arithmetic."),
        ("q02", "Which is a fruit?", "B", "trees."),
    ]
    assert cards[0].choices == {"A": "3", "B": "4", "C": "5"}


@pytest.mark.parametrize(
    ("front", "back"),
    [("## Front", "## Back"), ("### Question", "### Answer"), ("<!-- front -->", "<!-- back -->")],
    ids=["front-back-headings", "bare-label-headings", "comment-markers"],
)
def test_flash_cards_marked_front_and_back(front: str, back: str) -> None:
    text = (
        f"# Cards\n\n{front}\n\nWhat is a process?\n\n{back}\n\nA running program.\n\n"
        f"{front}\n\nWhat is 2+2?\n\nA) 3\nB) 4\n\n{back}\n\nB) 4 -- arithmetic.\n"
    )
    imported = result(text)
    cards = imported.deck.cards
    assert [(c.id, c.question, c.answer) for c in cards] == [
        ("q01", "What is a process?", "A running program."),
        ("q02", "What is 2+2?", "B"),
    ]
    assert cards[1].choices == {"A": "3", "B": "4"}
    assert imported.warnings == ()


def test_other_comments_alone_on_a_line_are_dropped_not_kept_in_cards() -> None:
    text = (
        "<!-- card -->\n## What is a process?\n<!-- answer -->\nA running program.\n\n"
        "<!--SR:!2024-01-01,3,250-->\n<!-- card -->\n## What is a thread?\n<!-- answer -->\n"
        "A unit of execution.\n\n```html\n<!-- kept in code -->\n```\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a process?", "A running program."),
        ("What is a thread?", "A unit of execution.\n\n```html\n<!-- kept in code -->\n```"),
    ]


def test_definition_lists_closed_or_not_among_headings() -> None:
    text = (
        "# Glossary\n\n## Processes\n\n<dl>\n<dt>What is a process?</dt>\n"
        "<dd>A running program.</dd>\n<dt>What is a thread?</dt>\n<dd>A unit of execution.</dd>\n"
        "</dl>\n\n## Locks\n\n<dl>\n<dt>What is a mutex?\n<dd>A lock that one holder\ntakes at a time.\n"
        "<dt>What is a semaphore?\n<dd>A counter.\n</dl>\n"
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a process?", "A running program."),
        ("What is a thread?", "A unit of execution."),
        ("What is a mutex?", "A lock that one holder\ntakes at a time."),
        ("What is a semaphore?", "A counter."),
    ]
    assert imported.warnings == ()


QUIZ = (
    "# Quiz\n\n## Questions\n\n### 1. What is 2+2?\na) 3\nb) 4\nc) 5\n\n"
    "### 2. Which is a fruit?\na) carrot\nb) potato\nc) apple\n\n"
)


@pytest.mark.parametrize(
    "answers",
    [
        "## Answers\n\n1. b) 4 - two plus two is four.\n2. c) apple - it grows on trees.\n",
        "## Answers\n\n### 1. What is 2+2?\n**Answer: b) 4**\n\ntwo plus two is four.\n\n"
        "### 2. Which is a fruit?\n**Answer: c) apple**\n\nit grows on trees.\n",
        "## Answer Key\n\n**1. b** — two plus two is four.\n\n**2. c** — it grows on trees.\n",
        "## Answers and Explanations\n\n1. **Correct answer: b)** two plus two is four.\n"
        "2. **Correct answer: c)**\n   it grows on trees.\n",
    ],
    ids=["numbered-list", "repeated-questions", "bold-numbers", "labelled-items"],
)
def test_an_answers_section_keys_and_explains_the_quiz(answers: str) -> None:
    imported = result(QUIZ + answers)
    assert [(c.id, c.answer, c.explanation) for c in imported.deck.cards] == [
        ("q01", "B", "two plus two is four."),
        ("q02", "C", "it grows on trees."),
    ]
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_an_answers_section_naming_unnumbered_questions_again() -> None:
    text = (
        "# Quiz\n\n### What is 2+2?\nA) 3\nB) 4\n\n### Which is a fruit?\nA) carrot\nB) apple\n\n"
        "## Solutions\n\n### What is 2+2?\nAnswer: B\n\nArithmetic.\n\n"
        "### Which is a fruit?\nAnswer: B\n\nBotany.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer, c.explanation) for c in cards] == [
        ("What is 2+2?", "B", "Arithmetic."),
        ("Which is a fruit?", "B", "Botany."),
    ]


def test_a_labelled_bullet_in_an_open_answer_stays_in_the_answer() -> None:
    text = "# Notes\n\n## Why use a queue?\n\nTo decouple producers.\n\n- Reason: bursts are absorbed\n- Cost: latency\n"
    (card,) = result(text).deck.cards
    assert card.answer == "To decouple producers.\n\n- Reason: bursts are absorbed\n- Cost: latency"
    assert card.explanation == ""


def test_an_answer_key_grouped_by_section_keys_numbering_that_restarts() -> None:
    quiz = "".join(
        f"## {name}\n\n**1.** What is {a}?\n\n- **a)** {a} x\n- **b)** {a} y\n\n"
        f"**2.** What is {b}?\n\n- **a)** {b} x\n- **b)** {b} y\n\n"
        for name, a, b in (("Networking", "TCP", "UDP"), ("Storage", "a disk", "RAM"))
    )
    key = "## Answers\n\n### Storage\n\n1. **b)** a disk y\n2. **a)** RAM x\n\n"
    key += "### Networking\n\n1. **a)** TCP x\n2. **b)** UDP y\n"
    imported = result("# Quiz\n\n" + quiz + key)
    assert [(c.id, c.answer) for c in imported.deck.cards] == [
        ("s1-q01", "A"),
        ("s1-q02", "B"),
        ("s2-q01", "B"),
        ("s2-q02", "A"),
    ]
    assert imported.warnings == ()


def test_a_quiz_after_each_topic_keyed_by_a_solutions_section_grouped_by_topic() -> None:
    topic = (
        "## What is {t}?\n\n{t} is a thing.\n\n##### Test yourself\n\n*Answers at the end.*\n\n"
        "**1.** Is {t} a thing?\n\n- **a)** no\n- **b)** yes\n\n"
        "**2.** Is {t} a fruit?\n\n- **a)** no\n- **b)** yes\n\n---\n\n"
    )
    text = "# Topics\n\n" + topic.format(t="TCP") + topic.format(t="RAM")
    text += "## Solutions\n\n### What is TCP?\n\n1. **b)** yes\n2. **a)** no\n\n"
    text += "### What is RAM?\n\n1. **b)** yes\n2. **a)** no\n"
    imported = result(text)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is TCP?", "TCP is a thing."),
        ("Is TCP a thing?", "B"),
        ("Is TCP a fruit?", "A"),
        ("What is RAM?", "RAM is a thing."),
        ("Is RAM a thing?", "B"),
        ("Is RAM a fruit?", "A"),
    ]
    assert len({c.id for c in cards}) == 6
    assert imported.warnings == ()


def test_a_separator_closes_a_plus_minus_question() -> None:
    """Found by the property test: the `---` after a `+`/`-` run became the explanation."""
    result = import_text("# What\n- What\n+ What\n---", source="doc.md")
    assert [c.explanation for c in result.deck.cards] == [""]
    result = import_text(
        "Which is right?\n- no\n+ yes\nBecause it is.\n---\nNext one?\n+ a\n- b\n", source="q.txt"
    )
    assert [c.explanation for c in result.deck.cards] == ["Because it is.", ""]


def test_a_bare_key_letter_after_a_separator_keys_the_question_above() -> None:
    text = """\
# Quiz

### Q1: Which command prints the working directory?
- A: cd
- B: pwd
---
B

### Q2: Only Chrome has developer tools?
- A: True
- B: False
---
B
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which command prints the working directory?", "B"),
        ("Only Chrome has developer tools?", "B"),
    ]
    assert cards[0].choices == {"A": "cd", "B": "pwd"}


def test_an_unnumbered_heading_among_numbered_questions_is_not_a_question() -> None:
    """`## This page lists ...` above `## Q1. ...` headings introduces them; and a logo above
    the title does not name the deck."""
    text = """\
![Logo](images/logo.png)

# Git interview questions

## *This page contains all the questions about Git.*

![Git](images/git.png)

## **Q1. What is Git?**

### Ans:
- A distributed version control system.

## **Q2. What is a commit?**

### Ans:
- A snapshot of the project.

## **Q3. What is a branch?**

### Ans:
- A movable pointer to a commit.
"""
    imported = result(text)
    assert imported.deck.name == "Git interview questions"
    assert [c.question for c in imported.deck.cards] == [
        "What is Git?",
        "What is a commit?",
        "What is a branch?",
    ]
    assert "snapshot" in imported.deck.cards[1].answer


def test_numbered_headings_of_a_lab_story_before_its_quiz_are_not_questions() -> None:
    steps = "\n".join(
        f"### {n}. {title}\n\nRun the step and check the portal.\n"
        for n, title in enumerate(["Deploying the VM", "Applying a lock"], start=1)
    )
    quiz = "\n".join(
        f"### {n}. Which lock stops {what}?\n\n(a) None\n(b) Delete\n(c) Read-only\n\n"
        f"**Correct answer: (c)**\n"
        for n, what in enumerate(["updates", "changes", "writes", "edits", "renames"], start=1)
    )
    imported = result(f"# Lab: locks\n\n{steps}\n## Quiz\n\n{quiz}")
    assert [c.answer for c in imported.deck.cards] == ["C"] * 5
    assert [s.line for s in imported.skipped] == [3, 7]
    assert all("does not ask" in s.reason for s in imported.skipped)


def test_a_deck_of_open_cards_titled_by_topic_keeps_every_card() -> None:
    text = "".join(
        f"## {n}. {topic}\n\nAbout {topic}.\n\n"
        for n, topic in enumerate(["Closures", "Hoisting", "Promises", "Modules"], 1)
    )
    assert [c.question for c in result(text).deck.cards] == [
        "Closures",
        "Hoisting",
        "Promises",
        "Modules",
    ]


def test_questions_in_list_items_past_nine_keep_their_indented_answer_labels() -> None:
    """From item 10 the item's content is indented four columns: still options and a key."""
    items = "\n".join(
        f"{n}. **Q**: Which service stores secret number {n}?\n\n"
        f"{' ' * (len(str(n)) + 2)}- A. Key Vault\n{' ' * (len(str(n)) + 2)}- B. Blob storage\n\n"
        f"{' ' * (len(str(n)) + 2)}**Correct Answer**: A\n"
        for n in range(1, 13)
    )
    cards = result(f"# Practice\n\n{items}").deck.cards
    assert len(cards) == 12
    assert all(
        c.choices == {"A": "Key Vault", "B": "Blob storage"} and c.answer == "A" for c in cards
    )


def test_an_answers_section_repeating_each_question_between_rules() -> None:
    questions = "\n".join(
        f"### {n}. Which strategy number {n} merges rows?\n- a) append\n- b) merge\n"
        for n in (1, 2, 3)
    )
    answers = "\n---\n\n".join(
        f"### {n}. Which strategy number {n} merges rows?\n**Answer: b) merge**\n\n"
        f"**Explanation:** merge updates and inserts ({n}).\n"
        for n in (1, 2, 3)
    )
    imported = result(f"# Quiz\n\n## Questions\n\n{questions}\n## Answers\n\n{answers}")
    cards = imported.deck.cards
    assert [(c.answer, c.choices["B"]) for c in cards] == [("B", "merge")] * 3
    assert "updates and inserts (3)" in cards[2].explanation
    assert not imported.skipped


def test_hash_numbered_task_headings_and_a_definition_list_of_tasks() -> None:
    text = """\
# DevOps flashcards

## Agile

### #1. Recite the Agile Manifesto.

Individuals and interactions over processes and tools.

### #2. List the twelve principles of Agile Software

- Satisfy the customer.

## Linux

<dl>
  <dt>What is Linux?</dt>
  <dd>A family of Unix-like operating systems.</dd>

  <dt>List commercial distributions of Linux.</dt>
  <dd>
    <ul>
      <li>Amazon Linux 2</li>
    </ul>
  </dd>
</dl>
"""
    questions = [c.question for c in result(text).deck.cards]
    assert questions == [
        "Recite the Agile Manifesto.",
        "List the twelve principles of Agile Software",
        "What is Linux?",
        "List commercial distributions of Linux.",
    ]


@pytest.mark.parametrize(
    ("text", "asking"),
    [
        ("List the twelve principles", True),
        ("Design a URL shortener", True),
        ("Name three HTTP methods", True),
        ("List commercial distributions of Linux.", True),
        ("List comprehensions", False),
        ("State management", False),
        ("Design Patterns in Python", False),
    ],
)
def test_a_task_heading_asks_only_with_an_object_or_as_a_sentence(text: str, asking: bool) -> None:
    from srs.importers.asking import asks

    assert asks(text) is asking


@pytest.mark.parametrize(
    "text",
    [
        "# Questions\n\n## What is a closure?\n\n## What is hoisting?\n\n## Explain the event loop.\n",
        "# JS\n\n1. What is a closure?\n2. What is hoisting?\n3. What is the event loop?\n",
    ],
)
def test_questions_without_any_answer_say_so(text: str) -> None:
    with pytest.raises(DocumentError) as info:
        import_text(text, source="doc.md")
    assert "questions found, none with an answer" in str(info.value)


def test_bullet_questions_with_lazy_answers_and_many_left_unanswered() -> None:
    """A list whose first item is the first line (no title); most of its later items are
    questions without answers: the answered ones are cards, the others reported."""
    answered = "\n\n".join(
        f"- Explain what topic {n} is.\nTopic {n} is a thing." for n in range(1, 4)
    )
    bare = "\n".join(f"- Explain what item {n} is in Go." for n in range(1, 8))
    text = f"- What are the advantages of Go?\n    - Fast\n    - Simple\n\n{answered}\n\n{bare}\n"
    imported = result(text, "go.md")
    assert [c.question for c in imported.deck.cards] == [
        "What are the advantages of Go?",
        "Explain what topic 1 is.",
        "Explain what topic 2 is.",
        "Explain what topic 3 is.",
    ]
    assert "Fast" in imported.deck.cards[0].answer
    assert len(imported.skipped) == 7
    assert all("no answer was found" in s.reason for s in imported.skipped)


def test_a_score_tracker_after_a_quiz_is_not_a_question() -> None:
    quiz = "\n".join(
        f"### Question {n}\n\nWhich one is number {n}?\n\n- A) this\n- B) that\n\n"
        f"<details>\n<summary>Show Answer</summary>\n\n**Correct Answer: A**\n\n</details>\n"
        for n in (1, 2, 3)
    )
    tail = (
        "## Score tracker\n\n### How did you do?\n\n| Score | Level |\n|---|---|\n| 3 | Expert |\n"
    )
    cards = result(f"# Quiz\n\n{quiz}\n{tail}").deck.cards
    assert [c.answer for c in cards] == ["A", "A", "A"]


def test_a_pasted_table_of_topic_tab_q_and_a_lines() -> None:
    text = (
        "Flash Cards\n\nHLD Flashcards\nConcept\tFlashcard\n"
        "1. CAP Theorem\tQ: What is the CAP theorem? \nA: Pick two of three.\n"
        "2. Interface Segregation\tQ: What is it? \nA: Small interfaces.\n\n"
        "Behavioral\nScenario\tFlashcard\n"
        "1. Ownership\tQ: Tell me about a time you owned a project end-to-end.\n"
        "2. Mentoring\tQ: How have you helped a junior engineer grow?\n"
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is the CAP theorem?", "Pick two of three."),
        ("Interface Segregation: What is it?", "Small interfaces."),
    ]
    assert len(imported.skipped) == 2


def test_a_labelled_question_alone_under_its_numbered_heading_keeps_the_heading() -> None:
    text = """\
# Python

## 1. What is Python and why is it popular?

**Q: Explain Python**

A: An interpreted language.

---

## 2. List vs Tuple

**Q: Differences**

A: Lists are mutable.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is Python and why is it popular?",
        "List vs Tuple: Differences",
    ]
    assert [c.answer for c in cards] == ["An interpreted language.", "Lists are mutable."]


def test_a_template_of_questions_with_empty_answer_labels_is_not_imported() -> None:
    text = (
        "## Basics\n\n### Python\n1. What is Python?  \n   **Answer:** \n"
        "2. What is a compiler?  \n   **Answer:** \n\n### REPL\n1. What is the REPL?  \n   **Answer:** \n"
    )
    with pytest.raises(DocumentError) as info:
        import_text(text, source="t.md")
    assert "3 questions found, none with an answer" in str(info.value)


def test_bold_questions_led_by_a_pictograph() -> None:
    text = (
        "# Kafka\n\n### **1. What is Kafka?**\n💡 **Answer:**\nA log.\n\n"
        "### **🔹 Scenario Questions**\n💡 **2. How would you design a chat?**\n✔ Use topics.\n\n"
        "💡 **3. How do you troubleshoot lag?**\n✔ Check metrics.\n"
    )
    assert [c.question for c in result(text).deck.cards] == [
        "What is Kafka?",
        "How would you design a chat?",
        "How do you troubleshoot lag?",
    ]


def test_a_one_word_bold_question_in_prose_is_a_label() -> None:
    text = (
        "# Lab\n\nDeploy the VM.\n\n✅ **Why?** It runs the bank.\n\n"
        "## Quiz\n\n### 1. What does a delete lock stop?\n\nDeletion.\n\n### 2. What does a read-only lock stop?\n\nChanges.\n"
    )
    assert [c.question for c in result(text).deck.cards] == [
        "What does a delete lock stop?",
        "What does a read-only lock stop?",
    ]


def test_questions_listed_before_the_answers_that_repeat_them_are_not_reported_unanswered() -> None:
    text = (
        "### Kafka\n\n### **Basic Questions**\n1. What is Kafka?\n2. What is a topic?\n\n"
        "### **Answers to the Basic Questions**\n\n#### **1. What is Kafka?**\n- A log.\n\n---\n\n"
        "#### **2. What is a topic?**\n- A feed.\n\n---\n\n### **Intermediate Questions**\n"
        "1. What is a consumer group?\n2. What is ISR?\n"
    )
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == ["- A log.", "- A feed."]
    assert [s.line for s in imported.skipped] == [20, 21]


def test_an_answer_that_starts_in_bold_after_its_label_keeps_its_bold() -> None:
    text = "1. **What is cross-validation?**\n   - **Answer**: **Cross-validation** splits the data k times.\n"
    assert result(text).deck.cards[0].answer == "**Cross-validation** splits the data k times."


# --- Layouts of the third batch of real documents (2026-11-24) ---------------------------


def test_topic_and_problem_headings_are_cards_when_nothing_else_asks() -> None:
    text = (
        "# Notes\n\n## Editing commits\n\n### What did I just commit?\n\n`git show`.\n\n"
        "### I wrote the wrong thing in a commit message\n\n`git commit --amend`.\n\n"
        "### Delete/remove arbitrary commit\n\nUse an interactive rebase.\n\n"
        "#### Recommended technique\n\nDrop the line.\n\n"
        "### Cross validation\n\nHold out folds.\n"
    )
    cards = qa(text)
    assert [q for _, q, _ in cards] == [
        "What did I just commit?",
        "I wrote the wrong thing in a commit message",
        "Delete/remove arbitrary commit",
        "Cross validation",
    ]
    assert "#### Recommended technique" in cards[2][2]  # a deeper heading stays in the answer


def test_topic_headings_do_not_take_over_a_document_of_questions() -> None:
    text = (
        "# Prep\n\n## Introduction\n\nRead this first.\n\n## Setup\n\nInstall it.\n\n"
        "## Notes\n\nSome notes.\n\n"
        "### 1. What is a process?\n\nA running program.\n\n### 2. What is a thread?\n\nA unit.\n"
    )
    assert [q for _, q, _ in qa(text)] == ["What is a process?", "What is a thread?"]


def test_asciidoc_section_titles_as_questions_with_listings_and_sub_sections() -> None:
    text = (
        "[[faq]]\n= Plugin FAQ\n:toc: macro\nifdef::env-github[]\n:tip-caption: :bulb:\n"
        "endif::[]\n\ntoc::[]\n\n== How do I disable the spy?\n\nSet the option:\n\n"
        "[source,groovy]\n----\nwithMaven(options: [spy(disabled: true)]) {\n}\n----\n\n"
        "=== With Docker\n\n* first step\n** nested step\n\nimage::images/spy.png[Spy]\n\n"
        "== Why is the log empty?\n\nIt is filtered.\n\n"
        "== My builds don't get triggered!\n\nCheck the trigger.\n\n"
        "== How do I see the settings?\n\n....\nmvn help:effective-settings\n....\n"
    )
    cards = qa(text, "faq.adoc")
    assert [q for _, q, _ in cards] == [
        "How do I disable the spy?",
        "Why is the log empty?",
        "My builds don't get triggered!",
        "How do I see the settings?",
    ]
    assert cards[3][2] == "```\nmvn help:effective-settings\n```"
    answer = cards[0][2]
    assert "```groovy\nwithMaven(options: [spy(disabled: true)]) {\n}\n```" in answer
    assert "### With Docker" in answer
    assert "- first step\n  - nested step" in answer
    assert "![Spy](images/spy.png)" in answer
    assert "[source" not in answer and "\n\n\n" not in answer


def test_lettered_plain_faq_with_a_contents_list() -> None:
    text = (
        "The FAQ\n\n----------\nContents:\n\nSection A:  The Basics\n\n"
        "A1) What is it?\nA2) Where can I get it?\nA3) I changed my shell, and now I can't\n"
        "    log in.  Why not?\n\nSection B:  Later\n\nB1) What's new?\nB2) Why is it slow?\n\n"
        "----------\nSection A:  The Basics\n\nA1)  What is it?\n\nA shell.\n\n"
        "A2) Where can I get it?\n\nFrom the mirror.\n\nA3)  I changed my shell, and now I can't\n"
        "    log in.  Why not?\n\nAdd it to /etc/shells.\n"
    )
    imported = result(text, "faq.txt")
    assert [c.id for c in imported.deck.cards] == ["q01", "q02", "q03"]
    assert [c.answer for c in imported.deck.cards] == [
        "A shell.",
        "From the mirror.",
        "Add it to /etc/shells.",
    ]
    assert imported.deck.cards[2].question.endswith("Why not?")
    assert imported.skipped == ()  # a contents list names questions; it leaves none unanswered


def test_a_quiz_pasted_from_a_course_page() -> None:
    text = (
        "1.\nQuestion 1\n## Which model predicts a number?\n\n1 / 1 point\n\nx Regression\n\n\n"
        "Classification\n\n\nClustering\n\nCorrect\nFeedback: Regression predicts values.\n\n"
        "2.\nQuestion 2\nTrue or False?\n## Accuracy is always the primary metric.\n\n"
        "0 / 1 point\n\ntrue\n\n\nx false\n\nIncorrect\nThere are other metrics.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.choices, c.answer, c.explanation) for c in cards] == [
        (
            "Which model predicts a number?",
            {"A": "Regression", "B": "Classification", "C": "Clustering"},
            "A",
            "Regression predicts values.",
        ),
        (
            "True or False? Accuracy is always the primary metric.",
            {"A": "true", "B": "false"},
            "B",
            "There are other metrics.",
        ),
    ]


def test_a_marked_line_in_prose_is_not_an_option() -> None:
    text = (
        "## What does the loop do?\n\nIt counts.\n\nx is incremented each time.\n\n"
        "The loop ends at ten.\n"
    )
    (card,) = result(text).deck.cards
    assert card.choices == {}
    assert "x is incremented each time." in card.answer


def test_a_diagram_is_an_answer() -> None:
    text = (
        "**What is TCP?**\n\nA reliable stream.\n\n<br/>\n\n**UDP vs TCP?**\n"
        '<p align="center">\n  <img src="images/tcp-vs-udp.png">\n  <br/>\n</p>\n\n<br/>\n\n'
        "**What is DNS?**\n\nNames to addresses.\n"
    )
    cards = qa(text)
    assert [q for _, q, _ in cards] == ["What is TCP?", "UDP vs TCP?", "What is DNS?"]
    assert cards[1][2] == "![](images/tcp-vs-udp.png)"


def test_options_numbered_like_their_numbered_questions() -> None:
    """`1)`, `2)` under `1. Which ...?` with `Answer: 2`: one question's options, lettered,
    not questions of their own (and `Answer: 2) Pod` names the option as listed)."""
    text = """\
# Kubernetes quiz

1. Which object runs one or more containers?
1) Service
2) Pod
3) ConfigMap

Answer: 2

2. Which object exposes pods on a stable address?

1) Service
2) Deployment

**Answer:** 1) Service
"""
    cards = result(text).deck.cards
    assert [(c.question, dict(c.choices), c.answer) for c in cards] == [
        (
            "Which object runs one or more containers?",
            {"A": "Service", "B": "Pod", "C": "ConfigMap"},
            "B",
        ),
        (
            "Which object exposes pods on a stable address?",
            {"A": "Service", "B": "Deployment"},
            "A",
        ),
    ]


def test_lettered_options_straight_under_a_numbered_question_keep_their_key() -> None:
    """`1. Which ...?` with `A)` lines under it and no blank line, then `Answer: B` at the
    margin: CommonMark ends the item before the key, the author did not (the key was lost
    and the question skipped as having no answer letter)."""
    text = """\
# Kubernetes quiz

1. Which object runs one or more containers?
A) Service
B) Pod

Answer: B

2. Which object stores configuration?

A) ConfigMap
B) Service

Answer: A
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which object runs one or more containers?", "B"),
        ("Which object stores configuration?", "A"),
    ]
    assert dict(cards[0].choices) == {"A": "Service", "B": "Pod"}


def test_navigation_headings_above_the_title_are_no_title() -> None:
    """`## [Main title](../README.md)` and `### [Interview questions](full.md)` over
    `# Apache Airflow`: links back through a site, not the document's title."""
    text = """\
## [Main title](../README.md)
### [Interview questions](full.md)
# Apache Airflow
+ [What is Airflow?](#What-is-Airflow)

## What is Airflow?
A workflow management platform.

[Table of Contents](#Apache-Airflow)

## What is a DAG?
A directed acyclic graph of tasks.
"""
    imported = result(text, "airflow.md")
    assert imported.deck.name == "Apache Airflow"
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is Airflow?", "A workflow management platform."),
        ("What is a DAG?", "A directed acyclic graph of tasks."),
    ]


def test_question_lines_under_level_headings_are_the_questions() -> None:
    """`# Beginner level` over `What is X?` / `Answer:` / the answer: the headings are
    sections (the second one was read as a question holding the rest of the page)."""
    text = """\
# 🟡 Beginner Level – 2 Questions

What is Apache Spark?
Answer:
An engine for large-scale data processing.

What is lazy evaluation?
Answer:
Spark waits for an action.

# 🔵 Intermediate Level – 2 Questions

What is a DAG?
Answer:
The graph of stages Spark plans.

Difference between DataFrame and Dataset?
Answer:

DataFrame: untyped rows.

Dataset: typed objects.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is Apache Spark?",
        "What is lazy evaluation?",
        "What is a DAG?",
        "Difference between DataFrame and Dataset?",
    ]
    assert cards[3].answer == "DataFrame: untyped rows.\n\nDataset: typed objects."
    assert cards[2].tags == ("intermediate-level-2-questions",)


def test_decorated_and_highlighted_question_headings() -> None:
    """`### ❓ Question 1. What is X?` and Obsidian's `### ==What is X?==`: the question
    without its pictograph, label or highlight."""
    text = """\
# Spark

## 🔥 Architecture

### ❓ Question 1. What is the driver?
#### Answer:
The process that plans the job.

### ==What is an executor?==

A process that runs tasks.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is the driver?", "The process that plans the job."),
        ("What is an executor?", "A process that runs tasks."),
    ]


def test_to_be_filled_is_a_placeholder() -> None:
    text = """\
## Question 1

**What is Spark?**

**Answer:** _[To be filled]_

## Question 2

**What is an RDD?**

**Answer:** A resilient distributed dataset.
"""
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == ["What is an RDD?"]
    assert [s.line for s in imported.skipped] == [1]


@pytest.mark.parametrize(
    ("question_label", "answer_label"),
    [("Q.{n}", "Ans:-"), ("Que {n}:", "Sol:"), ("Q{n}.", "Ans.-"), ("Ques {n}.", "Sol.")],
)
def test_labels_as_typed_in_notes(question_label: str, answer_label: str) -> None:
    """`Q.1 What is X?` over `Ans:- ...`, `Que 1:` over `Sol: ...`: the labels go, the
    number and the text stay as written (`Answer: -1` keeps its minus)."""
    qs = ["What is the JVM?", "What is -1 in two's complement?"]
    answers = ["The machine that runs bytecode.", "-1 is all ones."]
    text = "Java notes\n\n" + "\n\n".join(
        f"{question_label.format(n=n)} {q}\n{answer_label} {a}"
        for n, (q, a) in enumerate(zip(qs, answers, strict=True), start=1)
    )
    cards = result(text + "\n", "notes.txt").deck.cards
    assert [(c.id, c.question, c.answer) for c in cards] == [
        ("q01", qs[0], answers[0]),
        ("q02", qs[1], answers[1]),
    ]


def test_cards_marked_in_notes() -> None:
    """Obsidian Spaced Repetition's `Question::Answer` and `?` cards, a definition list, and
    a plain question over its answer, in one note: each a card, in order, the headings their
    sections; a question with nothing under it is reported."""
    text = """\
# Networking cards #flashcards

What does DNS do::It resolves names to addresses.

Which port does HTTPS use:::443

## Handshakes

What is a TCP handshake?
?
The SYN, SYN-ACK, ACK exchange.
Both sides agree on sequence numbers.

Idempotent
: Running it twice has the effect of running it once.

What is ARP?
It maps IP addresses to MAC addresses.

Why is UDP used for DNS?
"""
    imported = result(text, "net.md")
    assert imported.layout == "card notes" and imported.deck.name == "Networking cards"
    assert [(c.question, c.answer, c.tags) for c in imported.deck.cards] == [
        ("What does DNS do", "It resolves names to addresses.", ()),
        ("Which port does HTTPS use", "443", ()),
        (
            "What is a TCP handshake?",
            "The SYN, SYN-ACK, ACK exchange.\nBoth sides agree on sequence numbers.",
            ("handshakes",),
        ),
        ("Idempotent", "Running it twice has the effect of running it once.", ("handshakes",)),
        ("What is ARP?", "It maps IP addresses to MAC addresses.", ("handshakes",)),
    ]
    assert [s.line for s in imported.skipped] == [20]


def test_double_colons_in_code_and_names_are_no_cards() -> None:
    text = """\
# C++ notes

### What is `std::vector`?

A growable array; `std::vector::push_back` appends.

### What does Foo::bar() return?

The count.
"""
    imported = result(text)
    assert imported.layout == "markdown"
    assert [c.question for c in imported.deck.cards] == [
        "What is `std::vector`?",
        "What does Foo::bar() return?",
    ]


def test_an_outliners_card_tag_and_one_bullet_answer() -> None:
    """Logseq: `- What is X? #card` over its child block: the tag goes, and an answer that
    is one bullet is its text."""
    text = "- What is a goroutine? #card\n\t- A thread managed by the Go runtime.\n"
    text += "- What is a channel? #card\n\t- A typed pipe.\n\t- Unbuffered ones block.\n"
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a goroutine?", "A thread managed by the Go runtime."),
        ("What is a channel?", "- A typed pipe.\n- Unbuffered ones block."),
    ]


def test_a_list_of_questions_with_code_scopes_is_no_card_note() -> None:
    """`39. How do you start a thread (std::thread)?` in a list of unanswered questions:
    `::` is C++'s scope, not a card; the list is reported as questions with no answer."""
    text = "# OS questions\n\n" + "\n".join(
        f"{n}. How does {name} work?" for n, name in enumerate(["paging", "swapping", "IPC"], 1)
    )
    text += "\n4. How do you start a thread (std::thread)?\n5. What does std::mutex do?\n"
    with pytest.raises(DocumentError, match="5 questions found, none with an answer"):
        result(text)


def test_a_question_heading_answered_before_a_labelled_question_is_its_own() -> None:
    """`### 2. How do you count values?` over its answer, then `**Q3. What is X?**` (a
    notebook's next cell): two questions; the heading was taken for a section, its answer lost
    and its text given to question 3."""
    text = """\
# Pandas

### 1. How do you drop rows?

Use dropna.

### 2. How do you count values?

Use value_counts.

**Q3. What is a DataFrame?**

A 2-D labelled table of columns.
"""
    assert [(c.id, c.question, c.answer) for c in result(text).deck.cards] == [
        ("q01", "How do you drop rows?", "Use dropna."),
        ("q02", "How do you count values?", "Use value_counts."),
        ("q03", "What is a DataFrame?", "A 2-D labelled table of columns."),
    ]


@pytest.mark.parametrize("label", ["**A**:", "**A:**", "*A*:"])
def test_an_answer_labelled_a_in_emphasis(label: str) -> None:
    """`### Q: What is X?` over `**A**: ...`: the label goes (it was left in the answer)."""
    text = f"# ML\n\n### Q: What is bias?\n\n{label} Error from wrong assumptions.\n\n"
    text += f"### Q: What is variance?\n\n{label} Error from sensitivity to the data.\n"
    assert [c.answer for c in result(text).deck.cards] == [
        "Error from wrong assumptions.",
        "Error from sensitivity to the data.",
    ]


def test_a_table_of_questions_without_answers_is_reported() -> None:
    """`| Sno | Question Title | Practice Links |`: questions whose answers are elsewhere; a
    clear 'none with an answer', not 'no questions found'."""
    text = """\
# ML questions

| Sno | Question Title | Practice Links | Difficulty |
|-----|----------------|----------------|------------|
| 1 | What is overfitting? | [Link](https://example.com/a) | Easy |
| 2 | What is bias? | [Link](https://example.com/b) | Easy |
"""
    with pytest.raises(DocumentError, match="2 questions found, none with an answer"):
        result(text)


def test_an_answer_written_as_a_block_quote_is_its_text() -> None:
    """`#### What is a commit?` over `> A snapshot ...`: the quote is the answer; its `>`
    marks were kept in the card."""
    text = "# Git\n\n#### What is a commit?\n> A snapshot of the staged changes.\n\n"
    text += (
        "#### What is a branch?\n> A movable pointer to a commit.\n> It moves with each commit.\n"
    )
    assert [c.answer for c in result(text).deck.cards] == [
        "A snapshot of the staged changes.",
        "A movable pointer to a commit.\nIt moves with each commit.",
    ]

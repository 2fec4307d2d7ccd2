"""Importer layouts met on fresh JavaScript/TypeScript/React/Node.js documents (helper Q):
each test is the shape of one, written small, never a copy of a document."""

from __future__ import annotations

from pathlib import Path

import pytest

from srs.errors import DocumentError
from srs.importers import import_file
from tests.importing import result

# -- <details> questions written back to back ------------------------------------------------


def test_back_to_back_details_with_a_blank_line_inside_are_each_a_question() -> None:
    text = """\
# Node questions

<details>
  <summary>1. What is Node.js</summary>
  A runtime for JavaScript.
</details>
<details>
  <summary>2. How does the event loop work</summary>
  Best explained in a talk.

  [A talk](https://example.com/talk).
</details>
<details>
  <summary>3. What is npm</summary>
  The package manager.
</details>
"""
    r = result(text)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("What is Node.js", "A runtime for JavaScript."),
        (
            "How does the event loop work",
            "Best explained in a talk.\n\n[A talk](https://example.com/talk).",
        ),
        ("What is npm", "The package manager."),
    ]
    assert not r.warnings


# -- bold bullet questions: a table answer at the margin, Title Case names -------------------


def test_a_table_at_the_margin_after_a_bullet_question_is_its_answer() -> None:
    text = """\
# Node set

- **What is Node.js?**
  - A JavaScript runtime.

- **What is the difference between `require()` and `import`?**

| Feature | `require()` | `import` |
|---|---|---|
| Modules | CommonJS | ES |

- **What is npm?**
  - The package manager.
"""
    r = result(text)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("What is Node.js?", "A JavaScript runtime."),
        (
            "What is the difference between `require()` and `import`?",
            "| Feature | `require()` | `import` |\n|---|---|---|\n| Modules | CommonJS | ES |",
        ),
        ("What is npm?", "The package manager."),
    ]
    assert not r.warnings


def test_explain_the_x_asks_though_its_names_are_capitalised() -> None:
    text = """\
# Node set

- **What is Node.js?**
  - A JavaScript runtime.

- **Explain the Event Loop in Node.js**
  - It runs callbacks one by one.

- **What are Promises in Node.js?**
  - Objects for results to come.
"""
    r = result(text)
    assert [c.question for c in r.deck.cards] == [
        "What is Node.js?",
        "Explain the Event Loop in Node.js",
        "What are Promises in Node.js?",
    ]
    assert not r.warnings


# -- a heading label over every answer -------------------------------------------------------


def _output_quiz(n: int) -> str:
    parts = ["# Output quiz\n"]
    for k in range(1, n + 1):
        parts.append(
            f"""\
### Question {k}:

What will be the output of this code?

```javascript
console.log({k} + {k});
```

<details>
<summary>Click to view output</summary>

### Output:

`{2 * k}`

### Explanation:

Numbers add.

</details>
"""
        )
    return "\n".join(parts)


def test_a_heading_label_over_every_answer_is_dropped_as_a_bold_one_is() -> None:
    cards = result(_output_quiz(3)).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("`2`", "Numbers add."),
        ("`4`", "Numbers add."),
        ("`6`", "Numbers add."),
    ]
    assert cards[0].question.endswith("```javascript\nconsole.log(1 + 1);\n```")


def test_difference_between_x_and_y_asks_as_a_bold_bullet_over_a_table() -> None:
    text = """\
# Node set

- **What is Node.js?**
  - A JavaScript runtime.
  - Built on V8.

- **Difference between `require()` and `import` in Node.js**

| Feature | `require()` | `import` |
|---|---|---|
| Modules | CommonJS | ES |

- **What is npm?**
  - The package manager.
  - It installs packages.
"""
    r = result(text)
    assert [c.question for c in r.deck.cards] == [
        "What is Node.js?",
        "Difference between `require()` and `import` in Node.js",
        "What is npm?",
    ]
    assert r.deck.cards[1].answer.startswith("| Feature |")
    assert not r.warnings


# -- a question about the code under it, with no answer -------------------------------------


def test_code_under_a_question_about_this_case_is_the_questions_not_its_answer() -> None:
    text = """\
# Quiz

1. What is this print?
    ```javascript
    console.log(1 + "1");
    ```

2. What is `fn`, `larg`, and `...rest` in this case?

    ```javascript
    const callFirst = (fn, larg) => function (...rest) { return fn(larg, ...rest); };
    ```

3. What is this print?
    ```javascript
    console.log(typeof null);
    ```
"""
    with pytest.raises(DocumentError, match="3 questions found, none with an answer"):
        result(text)


# -- questions pasted after an answer key ----------------------------------------------------


def test_questions_pasted_under_the_last_key_entry_end_the_key_and_are_reported() -> None:
    text = """\
# JavaScript Quiz

## 1. What does typeof NaN give?
a) "undefined"
b) "number"

## 2. Which keyword declares a constant?
a) let
b) const

## Answers
1. b) "number"
2. b) const

Basic Level:
What is the output of console.log(typeof null)?

Output: "object"

What does NaN === NaN return?

false
"""
    r = result(text)
    assert [(c.answer, c.explanation) for c in r.deck.cards] == [("B", ""), ("B", "")]
    assert len(r.warnings) == 1
    assert "Basic Level:" in r.warnings[0]
    assert "5 lines of text" in r.warnings[0]


def test_a_bold_difference_between_line_inside_an_answer_stays_in_it() -> None:
    text = """\
# TypeScript

1. ### What is TypeScript?

A typed superset of JavaScript.

2. ### What are access modifiers?

Three of them.

**Public**
Visible everywhere.

**Difference between private and protected**
Protected is visible in subclasses too.

3. ### What is override?

It redefines a method of the base class.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is TypeScript?",
        "What are access modifiers?",
        "What is override?",
    ]
    assert cards[1].answer.endswith(
        "**Difference between private and protected**\nProtected is visible in subclasses too."
    )


# -- hand-typed semicolon notes, one answer holding a `;` of its own ------------------------------

_SEMICOLON_NOTES = """\
Closure; a function that keeps the variables of its scope; js

Hoisting; declarations are moved to the top of their scope; js

Arrow function syntax; const f = (a) => { a += 1; return a; }; js

Strict equality; compares value and type; js

Spread syntax; expands an iterable in place; js

Template literal; a string in backticks that can embed expressions; js

Optional chaining; stops at a null or undefined link; js

Nullish coalescing; the right side only for null or undefined; js

Destructuring; unpacks values into variables; js

Rest parameter; gathers the remaining arguments into an array; js
"""


def test_a_semicolon_note_whose_answer_holds_a_semicolon_keeps_it_whole(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text(_SEMICOLON_NOTES, encoding="utf-8")
    cards = import_file(path).deck.cards
    assert len(cards) == 10
    arrow = cards[2]
    assert arrow.question == "Arrow function syntax"
    assert arrow.answer == "const f = (a) => { a += 1; return a; }"
    assert cards[3].question == "Strict equality"
    assert cards[3].answer == "compares value and type"


# -- an answer label closed by a run of dashes -----------------------------------------------------


def test_an_answer_label_closed_by_a_run_of_dashes_leaves_none_in_the_answer() -> None:
    text = """\
Q0) What is CSS?

Answer---CSS styles the elements of a page.

---

Q1) What is a selector?

Ans --A pattern that picks the elements a rule applies to.

---

Q2) What is specificity?

Ans -The weight that decides which rule wins.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is CSS?", "CSS styles the elements of a page."),
        ("What is a selector?", "A pattern that picks the elements a rule applies to."),
        ("What is specificity?", "The weight that decides which rule wins."),
    ]


# -- an HTML list that goes on after a paragraph (`<ol start="2">`) --------------------------------


def test_an_ordered_list_given_a_start_keeps_its_numbers(tmp_path: Path) -> None:
    text = """\
<html><body>
<h3>Q1. How does a program run on the JVM?</h3>
<blockquote>
<ol><li>The compiler</li></ol>
<p>Turns the source into bytecode.</p>
<ol start="2"><li>The virtual machine</li></ol>
<p>Turns the bytecode into machine code.</p>
</blockquote>
<h3>Q2. What is a class file?</h3>
<blockquote><p>The bytecode of one class.</p></blockquote>
</body></html>
"""
    path = tmp_path / "page.html"
    path.write_text(text, encoding="utf-8")
    cards = import_file(path).deck.cards
    assert [c.question for c in cards] == [
        "How does a program run on the JVM?",
        "What is a class file?",
    ]
    assert "1. The compiler" in cards[0].answer
    assert "2. The virtual machine" in cards[0].answer


# -- a list of questions to answer, in sections, none answered -----------------------------------


def test_a_one_question_section_never_takes_the_next_sections_questions_as_its_answer() -> None:
    text = """\
Interview Questions:


Spark -
1. What is an RDD?
2. Explain lazy evaluation in Spark.
3. Difference between map and flatMap.


Hive -
1. Explain difference between Hive managed and external tables.


Cloud -
1. Explain the architecture of your pipeline.
2. What is a data lake?
3. What is a warehouse?
"""
    with pytest.raises(DocumentError, match="7 questions found, none with an answer"):
        result(text, source="questions.txt")


# -- an AsciiDoc FAQ whose answers hold their own definitions and admonition blocks ---------------

_ADOC_FAQ = """\
= Concepts

== Transactions

What Is ACID?::
The properties of a relational database:

Atomicity:: if one part of the transaction fails, the whole transaction fails.
Isolation:: concurrent transactions end as if run one after another.

What Is BASE?::
The properties of many NoSQL stores.

Basically available:: the system answers

Eventual consistency:: the replicas agree in time.

What Is Sharding?::
* Rows are spread over several machines.

The downsides are,
[WARNING]
====
* The application must know where the data is.
* Cross-shard joins are slow.
====

What Is Replication?::
Copies of the data kept on other machines.
"""


def test_a_term_defined_inside_an_answer_is_a_line_of_it_not_a_card() -> None:
    cards = result(_ADOC_FAQ, source="faq.adoc").deck.cards
    assert [c.question for c in cards] == [
        "What Is ACID?",
        "What Is BASE?",
        "What Is Sharding?",
        "What Is Replication?",
    ]
    assert cards[0].answer == (
        "The properties of a relational database:\n\n"
        "Atomicity: if one part of the transaction fails, the whole transaction fails.\n"
        "Isolation: concurrent transactions end as if run one after another."
    )
    assert "Basically available: the system answers" in cards[1].answer
    assert "Eventual consistency: the replicas agree in time." in cards[1].answer


def test_an_admonition_block_inside_an_answer_stays_in_it() -> None:
    cards = result(_ADOC_FAQ, source="faq.adoc").deck.cards
    assert cards[2].answer.endswith("* Cross-shard joins are slow.")
    assert "====" not in cards[2].answer
    assert cards[3].answer == "Copies of the data kept on other machines."


# -- a numbered question over a bullet at the margin that answers it -----------------------------


def test_a_bullet_at_the_margin_under_a_numbered_question_answers_it() -> None:
    text = """\
1. What is CSS?
- A language that styles the elements of a page.

2. What are the kinds of selectors?
- type, class and id selectors
- attribute selectors

10. Describe the page layout.
  <header>: the top of the page.
  <footer>: the bottom of the page.

11. What is a pseudo-class?
  A keyword for a state of the element, as :hover.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards if c.question != "Describe the page layout."] == [
        ("What is CSS?", "A language that styles the elements of a page."),
        (
            "What are the kinds of selectors?",
            "- type, class and id selectors\n- attribute selectors",
        ),
        ("What is a pseudo-class?", "A keyword for a state of the element, as :hover."),
    ]
    layout = cards[2]
    assert layout.question == "Describe the page layout."
    assert layout.answer.startswith("<header>: the top of the page.")
    assert layout.answer.endswith("<footer>: the bottom of the page.")


def test_notes_between_asciidoc_entries_are_reported_not_lost() -> None:
    text = """\
= Concepts

What Is Fail Over?::
Switching to a standby system when the active one fails.

== Availability patterns

=== Active-passive
Heartbeats are sent between the active and the passive server on standby.

=== Active-active
Both servers manage traffic, spreading the load between them.

== Transactions

What Is ACID?::
The properties of a relational database.

== See also

Other pages of this guide.
"""
    imported = result(text, source="faq.adoc")
    assert [c.question for c in imported.deck.cards] == ["What Is Fail Over?", "What Is ACID?"]
    dropped = [w for w in imported.warnings if "in no card" in w]
    assert len(dropped) == 1
    assert dropped[0].startswith("faq.adoc:9: 2 lines of text between questions")


def test_asciidoc_page_and_line_breaks_leave_no_mark_in_an_answer() -> None:
    text = """\
What Is Load Balancing?::
* spreading work over several machines. +
Example: round robin.

<<<

What Is Sticky Session?::
One user's requests always go to one machine.
"""
    cards = result(text, source="faq.adoc").deck.cards
    assert cards[0].answer == "* spreading work over several machines.\nExample: round robin."
    assert cards[1].answer == "One user's requests always go to one machine."

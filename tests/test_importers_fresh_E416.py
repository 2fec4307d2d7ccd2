"""Importer layouts met in judge round Z242 (fresh public documents a judge imported, the
lead mending what they misread): course notes that quote each task and answer it below.

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from tests.importing import result

# -- quoted tasks, each answered below up to the next quote, rule, `</details>` or heading --

_QUOTED_TASKS = """\
# Compiler phases

> Name the input and the output of the scanner

| Input | Output |
| ----- | ------ |
| characters | tokens |

---

> After which phase does a program surely compile?

Semantic analysis

---

> Given the statement:
>
> ```c
> x = a + 1;
> ```
>
> Sketch its syntax tree

```
Assign
    x
    Plus(a, 1)
```

> List the checks of the semantic analysis

- x is declared
- a + 1 is typed

---

# Regular expressions

<details>
<summary>Numbers</summary>

> Give a regular expression for numbers without a leading zero

```re
[1-9][0-9]*
```

> Build an automaton for it

```
start: (1-9, loop)
loop: (0-9, loop) final
```

</details>

---

> How do you join two automata A and B for L(A) or L(B)?

Shared start state

---
"""


def test_quoted_tasks_answered_below_are_the_questions() -> None:
    """Each quote, asking or not, is a question; what follows it (a table, a line, code, a
    list) its answer, up to the next quote, rule or `</details>`. The headings and the
    `<summary>` label are section titles; a quote holding the task's code is the question
    whole; the one-line answer before the last rule is no page footer."""
    got = result(_QUOTED_TASKS)
    cards = got.deck.cards
    assert [(c.id, c.question) for c in cards] == [
        ("q01", "Name the input and the output of the scanner"),
        ("q02", "After which phase does a program surely compile?"),
        ("q03", "Given the statement:\n\n```c\nx = a + 1;\n```\n\nSketch its syntax tree"),
        ("q04", "List the checks of the semantic analysis"),
        ("q05", "Give a regular expression for numbers without a leading zero"),
        ("q06", "Build an automaton for it"),
        ("q07", "How do you join two automata A and B for L(A) or L(B)?"),
    ]
    assert [c.answer for c in cards] == [
        "| Input | Output |\n| ----- | ------ |\n| characters | tokens |",
        "Semantic analysis",
        "```\nAssign\n    x\n    Plus(a, 1)\n```",
        "- x is declared\n- a + 1 is typed",
        "```re\n[1-9][0-9]*\n```",
        "```\nstart: (1-9, loop)\nloop: (0-9, loop) final\n```",
        "Shared start state",
    ]
    assert all(not c.choices for c in cards)
    assert got.deck.name == "Compiler phases"
    assert got.warnings == ()
    assert got.skipped == ()


def test_a_quoted_task_with_no_answer_is_reported() -> None:
    """A quote laid out as the others are with a rule right under it: an unanswered
    question, reported, not text in no card."""
    text = _QUOTED_TASKS.replace("Semantic analysis\n\n", "")
    got = result(text)
    assert [c.id for c in got.deck.cards] == ["q01", "q03", "q04", "q05", "q06", "q07"]
    assert [(s.line, s.reason) for s in got.skipped] == [(11, "question #2 has no answer; skipped")]
    assert got.warnings == ("doc.md:11: question #2 has no answer; skipped",)


def test_a_quote_under_an_answer_paragraph_stays_in_that_answer() -> None:
    """Among quoted tasks, a quote right under a paragraph of the answer is its remark."""
    text = _QUOTED_TASKS.replace(
        "Semantic analysis\n\n",
        "Semantic analysis\n\n> all names are bound there\n\nLater phases only translate.\n\n",
    )
    got = result(text)
    assert len(got.deck.cards) == 7
    assert got.deck.cards[1].answer == (
        "Semantic analysis\n\n> all names are bound there\n\nLater phases only translate."
    )
    assert got.warnings == ()


def test_a_one_word_answer_under_the_last_question_is_no_footer() -> None:
    """`- How ...?` over `Generators` at the page's end: the answer, not a brand line."""
    text = (
        "- How do threads share data?\nThey share memory\n- How do coroutines work?\nGenerators\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("How do threads share data?", "They share memory"),
        ("How do coroutines work?", "Generators"),
    ]
    assert got.warnings == ()
    assert got.skipped == ()


# -- near misses: quotes that are answers or notes ------------------------------------------


def test_near_miss_quoted_notes_in_sections_that_open_with_text() -> None:
    """Notes whose sections open with text and quote remarks in it: headings stay the
    questions, each quote in its section's answer."""
    text = (
        "# Cluster notes\n\n"
        "## What is a pod?\n\nThe smallest unit you deploy.\n\n"
        "> pods are ephemeral\n\nThey are replaced, not repaired.\n\n"
        "## What is a service?\n\nA stable address for pods.\n\n"
        "> a ClusterIP is internal only\n\nA NodePort opens a port on each node.\n\n"
        "## What is a volume?\n\nStorage that outlives a container.\n\n"
        "> an emptyDir dies with its pod\n\nA claim binds real storage.\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "What is a pod?",
        "What is a service?",
        "What is a volume?",
    ]
    assert got.deck.cards[0].answer == (
        "The smallest unit you deploy.\n\n> pods are ephemeral\n\nThey are replaced, not repaired."
    )
    assert got.warnings == ()


def test_near_miss_topic_headings_each_over_a_quoted_definition() -> None:
    """A heading over a quote then text, section after section: the heading is the
    question, the quote (unquoted) the start of its answer."""
    text = (
        "# Glossary\n\n"
        "## Closure\n\n> A function with the variables it captured\n\nSee the example.\n\n"
        "## Hoisting\n\n> Declarations move to the top of their scope\n\nNot the values.\n\n"
        "## Currying\n\n> Turning f(a, b) into f(a)(b)\n\nFor partial application.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Closure", "A function with the variables it captured\n\nSee the example."),
        ("Hoisting", "Declarations move to the top of their scope\n\nNot the values."),
        ("Currying", "Turning f(a, b) into f(a)(b)\n\nFor partial application."),
    ]
    assert got.warnings == ()


def test_near_miss_quoted_labelled_answers_under_bold_questions() -> None:
    """`**What is X?**` over `> **Answer:** ...` then a remark: the quotes are answers."""
    text = (
        "# Quiz\n\n"
        "**What is a mutex?**\n\n> **Answer:** A lock one thread holds at a time.\n\n"
        "Seen in every OS course.\n\n"
        "**What is a semaphore?**\n\n> **Answer:** A counter of free slots.\n\n"
        "Dijkstra named it.\n\n"
        "**What is a monitor?**\n\n> **Answer:** A lock with condition variables.\n\n"
        "Java has one per object.\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "What is a mutex?",
        "What is a semaphore?",
        "What is a monitor?",
    ]
    assert got.deck.cards[0].answer.startswith("A lock one thread holds at a time.")
    assert got.warnings == ()


def test_near_miss_a_brand_line_after_a_finished_sentence_is_still_a_footer() -> None:
    """A Title-Case line after a sentence that does not ask: the page's footer, as before."""
    text = (
        "## What is a stack?\n\nA list you push to and pop from.\n\n"
        "## What is a queue?\n\nA list served first in, first out.\n\nAcme Study Notes\n"
    )
    got = result(text)
    assert [c.answer for c in got.deck.cards] == [
        "A list you push to and pop from.",
        "A list served first in, first out.",
    ]
    assert got.warnings == (
        "doc.md:9: ignored the last line 'Acme Study Notes': it looks like a page footer, "
        "not part of an answer",
    )


def test_a_quoted_note_after_an_answer_code_stays_in_that_answer() -> None:
    """Among quoted tasks, a quote opened by a note's label (`> **Note:**`, `> [!TIP]`)
    under an answer's code is its remark (the code's explanation), neither a question nor
    one unanswered."""
    notes = {
        "> **Note:** the tree drops the semicolon": "**Note:** the tree drops the semicolon",
        "> [!TIP]\n> the tree drops it": "[!TIP]\nthe tree drops it",
    }
    for note, explanation in notes.items():
        text = _QUOTED_TASKS.replace("    Plus(a, 1)\n```\n", f"    Plus(a, 1)\n```\n\n{note}\n")
        got = result(text)
        assert len(got.deck.cards) == 7
        assert got.deck.cards[2].answer == "```\nAssign\n    x\n    Plus(a, 1)\n```"
        assert got.deck.cards[2].explanation == explanation
        assert got.warnings == ()
        assert got.skipped == ()

"""Importer layouts met on fresh JavaScript/TypeScript/React/Node.js documents (helper Q):
each test is the shape of one, written small, never a copy of a document."""

from __future__ import annotations

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

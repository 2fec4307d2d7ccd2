"""Importer layouts met on fresh public documents (front-end topics: JavaScript, TypeScript,
React, Angular, HTML/CSS, web performance): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a key heading in a `<details>` block ----------------------------------------------------


def test_a_key_heading_holding_a_tag_in_code_is_still_the_key() -> None:
    text = """\
**Question 1: Blocking**

Which of these blocks the first render?

a) A script loaded with `async`.

b) A stylesheet linked in the `<head>` element.

c) An image loaded lazily.

<details>
<summary><b>Answer</b></summary>
<p>

#### Answer: b) A stylesheet linked in the `<head>` element.

</p>
</details>

**Question 2: Metrics**

Which metric measures layout shift?

a) LCP

b) CLS

<details>
<summary><b>Answer</b></summary>
<p>

#### Answer: b) CLS

</p>
</details>
"""
    imported = result(text)
    assert [(c.answer, len(c.choices)) for c in imported.deck.cards] == [("B", 3), ("B", 2)]
    assert imported.deck.cards[0].choices["B"] == "A stylesheet linked in the `<head>` element."
    assert not imported.warnings


# -- a statement over an answer heading ------------------------------------------------------


def test_a_statement_opening_its_section_over_an_answer_heading_is_a_question() -> None:
    text = """\
❓ 1. What is LCP?

### 📝 Answer

The time the largest element takes to paint.

---

❓ 2. Server-side rendering vs client-side rendering.

### 📝 Answer

- **SSR:** the server sends HTML.
- **CSR:** the browser builds it.

```js
renderToString(<App />);
```

---

❓ 3. Lazy loading non-critical JS.

### 📝 Answer

Import it when it is needed.
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [(c.id, c.question) for c in cards] == [
        ("q01", "What is LCP?"),
        ("q02", "Server-side rendering vs client-side rendering."),
        ("q03", "Lazy loading non-critical JS."),
    ]
    assert cards[1].answer.startswith("- **SSR:** the server sends HTML.")
    assert cards[1].answer.endswith("```js\nrenderToString(<App />);\n```")
    assert cards[2].answer == "Import it when it is needed."
    assert not imported.warnings


def test_a_statement_under_a_question_heading_stays_part_of_that_question() -> None:
    text = """\
### 1. Explain the event loop

Mind the microtasks.

### Answer

Tasks run one at a time; microtasks run after each task.

### 2. Explain hoisting

### Answer

Declarations move to the top of their scope.
"""
    cards = result(text).deck.cards
    assert [c.id for c in cards] == ["q01", "q02"]
    assert cards[0].question.startswith("Explain the event loop")
    assert cards[0].answer == "Tasks run one at a time; microtasks run after each task."

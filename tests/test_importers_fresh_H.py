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


# -- a second part of a collection under a centred HTML title ---------------------------------


def test_questions_after_a_centred_html_title_with_a_logo_are_questions() -> None:
    text = """\
# Output questions

### 1. What does `3 + "7"` give?

<details>
<summary>Answer</summary>

`"37"`

</details>

### 2. What does `typeof null` give?

<details>
<summary>Answer</summary>

`"object"`

</details>

<div align="center">
  <img height="60" src="https://example.org/js.png">
  <h1>More output questions</h1>
</div>

###### 3. What's the output?

```javascript
console.log([1] + [2]);
```

<details><summary>Answer</summary>

#### Answer: `"12"`

Both arrays become strings.

</details>

###### 4. What's the output?

```javascript
console.log(typeof typeof 1);
```

<details><summary>Answer</summary>

#### Answer: `"string"`

</details>
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [c.id for c in cards] == ["q01", "q02", "q03", "q04"]
    assert cards[1].answer == '`"object"`'  # the title between the parts is in no answer
    assert cards[2].question == "What's the output?\n\n```javascript\nconsole.log([1] + [2]);\n```"
    assert cards[2].answer == '`"12"`\n\nBoth arrays become strings.'
    assert cards[3].answer == '`"string"`'
    assert not imported.warnings


def test_the_steps_of_the_last_answer_stay_in_it() -> None:
    text = """\
## 1. What is a pod?

The smallest unit.

## 2. How do you deploy an app?

### 1. Build the image

### 2. Push it

### 3. Apply the manifest
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is a pod?", "How do you deploy an app?"]
    assert "Apply the manifest" in cards[1].answer


# -- a document that is one HTML block --------------------------------------------------------


def test_a_document_of_html_with_no_blank_line_is_read_as_html() -> None:
    text = """\
<h2>TypeScript Interview Questions</h2>
    <h3>01. What is TypeScript?</h3>
    <p>
       A typed superset of JavaScript. <br>
       It compiles to JavaScript.
    </p>
    <h3>02. What is a tuple?</h3>
    <p>
       An array of fixed length whose items have their own types.
    </p>
    <h3>03. What is <code>never</code>?</h3>
    <pre>
function fail(): never {
  throw new Error();
}
    </pre>
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [(c.id, c.question) for c in cards] == [
        ("q01", "What is TypeScript?"),
        ("q02", "What is a tuple?"),
        ("q03", "What is `never`?"),
    ]
    assert "A typed superset of JavaScript." in cards[0].answer
    assert "It compiles to JavaScript." in cards[0].answer
    assert "<p>" not in cards[0].answer and "<br>" not in cards[0].answer
    assert cards[1].answer.strip() == "An array of fixed length whose items have their own types."
    assert "  throw new Error();" in cards[2].answer  # a `<pre>` keeps its indent


def test_a_centred_html_title_between_questions_is_in_no_answer() -> None:
    text = """\
### 1. What is a closure?

A function with the variables around it.

<div align="center">
  <h1>Part two</h1>
</div>

### 2. What is hoisting?

Declarations move to the top of their scope.
"""
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == [
        "A function with the variables around it.",
        "Declarations move to the top of their scope.",
    ]


def test_html_with_blank_lines_between_its_blocks_is_read_as_before() -> None:
    text = """\
<h3>1. What is a closure?</h3>

A function with the variables around it.

<h3>2. What is hoisting?</h3>

Declarations move to the top of their scope.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is a closure?", "What is hoisting?"]


# -- lettered options starred at their end ---------------------------------------------------


def test_lettered_options_starred_at_their_end_are_keyed_by_the_star() -> None:
    text = """\
1. Which is the closing tag for `<head>`?

  a. `<head/>`
  b. `</head>` *
  c. `<body>`

  Correct:
    b. It closes the element.

2. Which are semantic elements? (select all that apply)

  a. `<header>` *
  b. `<div>`
  c. `<footer>` *

3. True or false. A font stack may name several fonts.

  a. True *
  b. False
"""
    cards = result(text).deck.cards
    assert [(c.answer, dict(c.choices)) for c in (cards[0], cards[2])] == [
        ("B", {"A": "`<head/>`", "B": "`</head>`", "C": "`<body>`"}),
        ("A", {"A": "True", "B": "False"}),
    ]
    # two starred: an open card naming both, never the first alone as the key
    assert not cards[1].choices
    assert "`<header>`" in cards[1].answer and "`<footer>`" in cards[1].answer
    assert "`<div>`" not in cards[1].answer


def test_a_starred_word_in_prose_after_lettered_items_is_no_key() -> None:
    text = """\
1. What does `a * b` do in SQL's `SELECT *`?

  a. Multiplies the columns
  b. Picks every column

Answer: b
"""
    cards = result(text).deck.cards
    assert [(c.answer, c.choices["B"]) for c in cards] == [("B", "Picks every column")]


# -- questions left unanswered, one to a line ------------------------------------------------


def test_unanswered_questions_one_to_a_line_are_each_reported_as_questions() -> None:
    text = """\
<details>
  <summary>1. What is Angular?</summary>
  <p>A platform for building web applications.</p>
</details>

<p>What are custom elements?</p>
<p>Do I need to bootstrap custom elements?</p>
<p>What is schematic</p>

<details>
  <summary>5. What is a directive?</summary>
  <p>A class that adds behaviour to elements.</p>
</details>

<p>What is Angular Universal?</p>
"""
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == [
        "What is Angular?",
        "What is a directive?",
    ]
    assert [(s.line, s.reason.split("'")[1]) for s in imported.skipped] == [
        (6, "What are custom elements?"),
        (7, "Do I need to bootstrap custom elements?"),
        (8, "What is schematic"),
        (15, "What is Angular Universal?"),
    ]
    assert all("no answer was found" in s.reason for s in imported.skipped)
    assert not any("in no card" in w for w in imported.warnings)


def test_a_question_asked_in_passing_in_notes_left_over_is_reported_as_text() -> None:
    text = """\
<details>
  <summary>1. What is a prior?</summary>
  <p>What you believe before the data.</p>
</details>

Frequentists read a probability as a long-run frequency of many trials.

What is the probability of a head in the next toss?

Bayesians read it as a degree of belief that the data then update.

Both agree once the data are many and the prior is weak.

<details>
  <summary>2. What is a posterior?</summary>
  <p>What you believe after the data.</p>
</details>
"""
    imported = result(text)
    assert len(imported.deck.cards) == 2
    assert not imported.skipped
    assert any("4 lines of text between questions in no card" in w for w in imported.warnings)


def test_an_explanation_whose_subject_is_the_right_option_keeps_it() -> None:
    text = """\
1. Which element stands alone within a page?

  a. `<header>`
  b. `<article>` *

  Correct:
    b. `<article>` represents a stand-alone document.

2. What is 2 + 2?

  a. 3
  b. 4

  Answer: b) 4 - because two and two make four.
"""
    cards = result(text).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("B", "`<article>` represents a stand-alone document."),
        ("B", "because two and two make four."),
    ]


# -- numbers escaped as an exporter writes them ----------------------------------------------


def test_lines_numbered_with_an_escaped_bracket_are_questions_over_their_answer_labels() -> None:
    text = """\
# Quiz

1\\) What does this rule do?

```
p:first-child { font-family: cursive; }
```

**Answer**:  Sets the font of the first p of its parent

2\\) Complete this sentence: "An element with `display: none` will..."

**Answer**: ...not be shown

3\\) How will the divs of this code be arranged?

```
div { display: inline-block; }
```

4\\) Because of its `clear` property, this footer will:

**Answer**: Move below the floating elements
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [(c.id, c.question.split("\n")[0], c.answer) for c in cards] == [
        ("q01", "What does this rule do?", "Sets the font of the first p of its parent"),
        (
            "q02",
            'Complete this sentence: "An element with `display: none` will..."',
            "...not be shown",
        ),
        (
            "q04",
            "Because of its `clear` property, this footer will:",
            "Move below the floating elements",
        ),
    ]
    assert "p:first-child" in cards[0].question  # the question's own code stays with it
    assert [s.line for s in imported.skipped] == [15]  # question 3 has no answer: reported

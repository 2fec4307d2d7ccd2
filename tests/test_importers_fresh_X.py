"""Importer layouts met on fresh public documents (helper X's sweep: JavaScript, TypeScript,
React, Node.js, web security, HTTP and browser interview notes and quizzes): each test is the
shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from srs.errors import DocumentError
from tests.importing import result

# -- bulleted questions answered by a block quote below them ---------------------------------

_QUOTED_NOTES = """\
Notes on web questions, a work in progress.

## Browser

- What is the event loop?

- What is the difference between the __cookie__ and the __session__?

> A cookie is kept by the browser. A session is kept by the server.

- What is a __service worker__?

> A script the browser runs apart from the page.
```js
navigator.serviceWorker.register("/sw.js");
```

- What is CORS? Why does it exist?

## Node

- What is a __stream__?

> Data handled in chunks.

> The four kinds: readable, writable, duplex, transform.

- Why is Node single-threaded?
"""


def test_bulleted_questions_answered_by_block_quotes() -> None:
    imported = result(_QUOTED_NOTES)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "What is the difference between the __cookie__ and the __session__?",
        "What is a __service worker__?",
        "What is a __stream__?",
    ]
    assert cards[0].answer == "A cookie is kept by the browser. A session is kept by the server."
    assert cards[1].answer.startswith("A script the browser runs apart from the page.\n```js")
    assert cards[2].answer == (
        "Data handled in chunks.\n\nThe four kinds: readable, writable, duplex, transform."
    )
    reported = "\n".join(imported.warnings)
    for line in (5, 18, 28):  # the event loop, CORS, single-threaded: asked, not answered
        assert f"doc.md:{line}: " in reported
    assert len(imported.skipped) == 3


# -- numbered topics titled in bold, each answered by an indented bullet ---------------------

_TOPIC_NOTES = """\
# Storage in the browser

**Cookies and storage:**

1. **How cookies work:**
   - Small values the browser sends back with every request to their site.

2. **Local storage compared with session storage:**
   - Both keep strings; session storage ends with the tab.

**Workers:**

1. **Purpose of a web worker:**
   - Running a script off the main thread.

2. **A worker's first lines:**
   ```js
   const worker = new Worker("w.js");
   ```
"""


def test_numbered_bold_topics_with_indented_answers_are_the_questions() -> None:
    imported = result(_TOPIC_NOTES)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "How cookies work",
        "Local storage compared with session storage",
        "Purpose of a web worker",
        "A worker's first lines",
    ]
    assert (
        cards[0].answer == "Small values the browser sends back with every request to their site."
    )
    assert cards[2].answer == "Running a script off the main thread."
    assert 'new Worker("w.js")' in cards[3].answer


def test_a_few_bold_steps_are_no_questions() -> None:
    steps = "# Setup\n\n1. **Install:**\n   - `pip install x`\n\n2. **Run:**\n   - `x serve`\n"
    try:
        imported = result(steps)
    except DocumentError:
        return
    assert not imported.deck.cards


# -- questions in block quotes, answered after an answer label ---------------------------------

_QUOTED_QUESTIONS = """\
# Front end questions

## JavaScript

> What is hoisting? Which declarations
are hoisted?

**Answer:** Declarations move to the top of their scope; `let` and `const` stay unset.

> Example. What does this print?

```js
console.log(typeof x); var x = 1;
```

**Answer:** `undefined`.

> How do you find the largest number in an array?

```js
Math.max(...numbers);
```

> Why is `typeof null` an object?

**Answer**: A bug kept for compatibility.
"""


def test_quoted_questions_answered_after_a_label() -> None:
    imported = result(_QUOTED_QUESTIONS)
    cards = imported.deck.cards
    assert [c.question.split("\n")[0] for c in cards] == [
        "What is hoisting? Which declarations are hoisted?",
        "Example. What does this print?",
        "How do you find the largest number in an array?",
        "Why is `typeof null` an object?",
    ]
    assert "console.log(typeof x)" in cards[1].question  # the question's own code
    assert cards[1].answer == "`undefined`."
    assert cards[2].answer == "```js\nMath.max(...numbers);\n```"
    assert cards[3].answer == "A bug kept for compatibility."
    assert not imported.warnings


# -- bulleted questions answered by a paragraph at the margin, some linked elsewhere ----------

_MARGIN_ANSWERS = """\
# CSS

- [What is specificity?](/css/specificity.md)

- Describe how floats work.

- What does `display: contents` do?

It drops the element's own box and keeps its children.

- Why use `rem` for font sizes?

It follows the reader's own font setting.

```css
html { font-size: 100%; }
```

- Have you built a layout with grid?
"""


def test_bulleted_questions_answered_by_a_paragraph_below_the_list() -> None:
    imported = result(_MARGIN_ANSWERS)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "What does `display: contents` do?",
        "Why use `rem` for font sizes?",
    ]
    assert cards[0].answer == "It drops the element's own box and keeps its children."
    assert cards[1].answer.startswith("It follows the reader's own font setting.\n\n```css")
    reported = "\n".join(imported.warnings)
    for line in (3, 5, 19):  # a question answered on another page, one not answered at all
        assert f"doc.md:{line}: " in reported


def test_a_paragraph_after_a_list_of_phrasings_answers_none_of_them() -> None:
    text = (
        "## Why do you want this job?\n\nAsked also as:\n\n- Why this company?\n"
        "- Why this role?\n\nTalk about the team and the product.\n\n"
        "## Where do you see yourself in five years?\n\nAsked also as:\n\n"
        "- What are your goals?\n\nName a skill you want to grow.\n"
    )
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == [
        "Why do you want this job?",
        "Where do you see yourself in five years?",
    ]


# -- a quiz whose options slip out of letter order, keyed by a table with explanations ---------

_SLIPPED_QUIZ = """\
# HTTP quiz

### Question 1
Which method reads a resource?

A) POST
B) GET
C) DELETE

### Question 2
What does status 503 mean?

A) Not found
C) Service unavailable
B) Moved
D) Created

## Answers

| Question | Answer | Explanation |
|----------|--------|-------------|
| 1 | B | GET only reads |
| 2 | C | The server cannot serve now |
"""


def test_options_out_of_letter_order_keep_their_letters() -> None:
    cards = result(_SLIPPED_QUIZ).deck.cards
    assert cards[1].choices == {
        "A": "Not found",
        "B": "Moved",
        "C": "Service unavailable",
        "D": "Created",
    }
    assert cards[1].answer == "C"


def test_a_key_tables_explanation_column_explains_each_question() -> None:
    cards = result(_SLIPPED_QUIZ).deck.cards
    assert [c.answer for c in cards] == ["B", "C"]
    assert [c.explanation for c in cards] == ["GET only reads", "The server cannot serve now"]


# -- a page section left inside the last folded answer ----------------------------------------

_FOLDED = """\
# Web security guide

### 1. What is XSS?

<details>
<summary>Click to reveal answer</summary>

Injecting a script into a page other users see.

</details>

### 2. What is CSRF?

<details>
<summary>Click to reveal answer</summary>

Making a signed-in user's browser send a request they did not mean.
## Study tips
- Try the attacks in a lab.
- Read the OWASP list.

</details>
"""


def test_a_higher_heading_inside_the_last_fold_ends_the_answer() -> None:
    imported = result(_FOLDED)
    cards = imported.deck.cards
    assert cards[1].answer == "Making a signed-in user's browser send a request they did not mean."
    # the study tips are reported: as end matter under their title (`## Study tips`)
    assert any("lines of end matter in no card ('Study tips')" in w for w in imported.warnings)


# -- a contents table of questions over the answered sections ---------------------------------

_CONTENTS_TABLE = """\
# JavaScript questions

| No. | Title | Show Answer |
| --- | ----- | ----------- |
| 1 | What is `this`? | <details><summary><a href="#this">Show Answer</a></summary><br> |
| 2 | What is a closure? | <details><summary><a href="#closure">Show Answer</a></summary><br> |
| 3 | What is a generator? | <details><summary><a href="#gen">Show Answer</a></summary><br> |

## 1. What is this?

<a name="this"></a>

The object a function is called on.

[Move to Top](#javascript-questions)

## 2. What is a closure?

<a name="closure"></a>

A function with the variables of the scope it was made in.

[Move to Top](#javascript-questions)
"""


def test_contents_rows_of_answered_questions_are_not_reported() -> None:
    imported = result(_CONTENTS_TABLE)
    assert [c.question for c in imported.deck.cards] == ["What is this?", "What is a closure?"]
    reported = "\n".join(imported.warnings)
    assert "doc.md:5: " not in reported and "doc.md:6: " not in reported
    assert "doc.md:7: " in reported  # question 3 is answered nowhere


# -- a page pasted from the web: a long statement among the questions -------------------------

_PASTED = (
    "-\tNode interview questions\n"
    "-\tNode is a runtime that runs JavaScript outside the browser on the V8 engine, built"
    " on an event loop where input and output run without blocking, which keeps it light"
    " and quick for servers.\n"
    "READ MORE\n"
    "-\tHow do you manage packages?\n"
    "With npm or yarn and a package.json.\n"
    "-\tWhat is a stream?\n"
    "Data handled in chunks.\n"
    "Readable, writable, duplex and transform.\n"
    "-\tWhat is the event loop?\n"
    "The loop that runs callbacks when their work is done.\n"
)


def test_a_long_statement_among_listed_questions_is_no_question() -> None:
    cards = result(_PASTED).deck.cards
    assert [c.question for c in cards] == [
        "How do you manage packages?",
        "What is a stream?",
        "What is the event loop?",
    ]
    assert cards[1].answer.endswith("Readable, writable, duplex and transform.")


# -- an output exercise whose results are left blank ------------------------------------------

_BLANK_RESULTS = """\
> Example. How would you give each call its own count?

```js
let n = 0;
const next = () => n++;
console.log(next()); // ?
console.log(next()); // ?
```

> What is a closure?

**Answer:** A function with the scope it was made in.

> Why does `var` in a loop share one binding?

**Answer:** `var` is scoped to the function, not the block.
"""


def test_code_with_its_results_left_blank_is_no_answer() -> None:
    imported = result(_BLANK_RESULTS)
    assert [c.question for c in imported.deck.cards] == [
        "What is a closure?",
        "Why does `var` in a loop share one binding?",
    ]
    assert any(w.startswith("doc.md:1: ") and "no answer" in w for w in imported.warnings)

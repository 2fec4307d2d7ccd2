"""Importer layouts met on fresh public documents (helper K2's sweep: web development
interview pages and quizzes: React, CSS, HTML, TypeScript, Django, FastAPI, GraphQL, REST,
browser performance): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- numbered questions each led by the same pictograph -------------------------------------------

_PICTOGRAPH_NUMBERED = """\
<h1> Browser questions </h1>

🔸 1. What does a service worker do? <br>
Answer:
It sits between the page and the network and can answer requests from a cache.
<hr>

🔸 2. What is the critical rendering path? <br>
Answer:
The steps from bytes of HTML and CSS to pixels on the screen. <hr>

 🔸 03. Why defer a script? <br>
Answer:
So that parsing the page is not blocked while it downloads.
<hr>
"""


def test_numbered_questions_led_by_a_pictograph_are_read_by_their_numbers() -> None:
    cards = result(_PICTOGRAPH_NUMBERED).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "What does a service worker do?",
            "It sits between the page and the network and can answer requests from a cache.",
        ),
        (
            "What is the critical rendering path?",
            "The steps from bytes of HTML and CSS to pixels on the screen.",
        ),
        ("Why defer a script?", "So that parsing the page is not blocked while it downloads."),
    ]


def test_a_single_pictograph_numbered_line_is_left_as_written() -> None:
    text = "# Notes\n\n### What is HTTP/2?\n\nA binary protocol.\n\n✅ 1. It multiplexes streams.\n"
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is HTTP/2?"]
    assert "✅ 1. It multiplexes streams." in cards[0].answer


# -- a question heading over `- **Question:**` and `- **Answer:**` items ------------------------

_LABELLED_ITEMS = """\
### Flexbox questions

#### 1. **What is the main axis?**
   - **Question:** Explain what the main axis of a flex container is.
   - **Answer:** The direction the items are laid out in:
     - `row` runs left to right,
     - `column` top to bottom.

#### 2. **What does `gap` do?**
   - **Question:** Describe the `gap` property.
   - **Answer:** It sets the space between the items.
"""


def test_a_question_item_under_a_heading_is_the_question_wording_not_debris() -> None:
    cards = result(_LABELLED_ITEMS).deck.cards
    assert [c.question for c in cards] == [
        "What is the main axis?\nExplain what the main axis of a flex container is.",
        "What does `gap` do?\nDescribe the `gap` property.",
    ]
    assert cards[0].answer.startswith("The direction the items are laid out in:")
    assert "`column` top to bottom." in cards[0].answer
    assert cards[1].answer == "It sets the space between the items."


# -- a bold question under the code it asks about; a named entry in the key summary -----------

_CODE_THEN_BOLD = """\
# Quiz

## Question 1: Literal types
```ts
const x = "a" as const;
```
**What is the type of x?**
- A) string
- B) "a" ✅

---

## Question 2: Tuples
**What is a tuple?**
- A) A fixed-length array ✅
- B) A set

---

## Bonus Question: Enums
**Which keyword makes an enum inline?**
- A) const ✅
- B) static

---

## Answer Key
1. B (the literal "a")
2. A (an array of fixed length)
Bonus: A (const enum is inlined)
"""


def test_a_bold_question_line_under_code_loses_its_marks() -> None:
    cards = result(_CODE_THEN_BOLD).deck.cards
    assert cards[0].question == (
        'Literal types\n```ts\nconst x = "a" as const;\n```\nWhat is the type of x?'
    )
    assert [c.answer for c in cards] == ["B", "A", "A"]


def test_a_named_key_entry_is_not_glued_to_the_entry_above() -> None:
    imported = result(_CODE_THEN_BOLD)
    cards = imported.deck.cards
    assert cards[1].explanation == "(an array of fixed length)"
    assert any("Bonus: A (const enum is inlined)" in w for w in imported.warnings)


# -- an answer set in block quotes that goes on in quotes after its code ----------------------

_QUOTED_ANSWERS = """\
## HTML questions

### 1. How do you mark text?

Answer:

> Use the `<mark>` element:

```html
<mark>text</mark>
```

> For older browsers, set a background colour instead.

### 2. What is an attribute?

Answer:

> It is written in the markup:

```js
el.getAttribute('value');
```
>But the property is the live value.
"""


def test_the_quotes_after_a_quoted_answers_code_are_unquoted_too() -> None:
    cards = result(_QUOTED_ANSWERS).deck.cards
    assert [c.answer for c in cards] == [
        "Use the `<mark>` element:\n\n```html\n<mark>text</mark>\n```\n\n"
        "For older browsers, set a background colour instead.",
        "It is written in the markup:\n\n```js\nel.getAttribute('value');\n```\n"
        "But the property is the live value.",
    ]


def test_a_quote_inside_a_quoted_answers_code_stays() -> None:
    text = _QUOTED_ANSWERS.replace("el.getAttribute('value');", "> el.getAttribute('value');")
    cards = result(text).deck.cards
    assert "```js\n> el.getAttribute('value');\n```" in cards[1].answer


# -- a question bank's "Full Text Answer" field, behind a pencil ------------------------------

_FIELD_PLACEHOLDERS = """\
## Questions

<details><summary>How does the event loop work?</summary>
<p></p><i>&nbsp;&nbsp;&nbsp;✎  Full Text Answer</i><p></p></details>

<details><summary>What is a closure?</summary>
<p>A function together with the variables it captured.</p></details>

<details><summary>What does hoisting mean?</summary>
<p></p><i>✍️ Free text answer</i><p></p></details>
"""


def test_a_full_text_answer_field_is_no_answer() -> None:
    imported = result(_FIELD_PLACEHOLDERS)
    assert [c.question for c in imported.deck.cards] == ["What is a closure?"]
    assert [s.line for s in imported.skipped] == [3, 9]


# -- options one to a line behind ballot boxes or radio buttons ---------------------------------

_BALLOT_LINES = """\
## Questions

### Which tag holds the page's metadata?

☐ body
☒ head
☐ footer

### Which property sets the text colour?

☐ font-color
☒ color
"""

_BALLOT_PAGE = """\
## Questions

<details><summary>Which value hides an element but keeps its space?</summary><p></p><p>&nbsp;&nbsp;◯ display: none</p><p>&nbsp;&nbsp;◉ visibility: hidden</p><p></p></details>

<details><summary>Which are HTTP methods?</summary><p></p><p>&nbsp;☒ GET</p><p>&nbsp;☐ FETCH</p><p>&nbsp;☒ POST</p><p></p></details>
"""


def test_options_behind_ballot_boxes_one_to_a_line_give_the_key() -> None:
    cards = result(_BALLOT_LINES).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which tag holds the page's metadata?", "B"),
        ("Which property sets the text colour?", "B"),
    ]
    assert cards[0].choices == {"A": "body", "B": "head", "C": "footer"}


def test_a_pages_radio_buttons_give_the_key_and_several_ticks_name_the_answer() -> None:
    cards = result(_BALLOT_PAGE).deck.cards
    assert cards[0].question == "Which value hides an element but keeps its space?"
    assert (cards[0].choices, cards[0].answer) == (
        {"A": "display: none", "B": "visibility: hidden"},
        "B",
    )
    # several ticked: one key will not do; an open card whose answer names them, as a key
    # naming several letters gives (with the warning it gives)
    assert not cards[1].choices
    assert cards[1].question == "Which are HTTP methods?\n\n- A) GET\n- B) FETCH\n- C) POST"
    assert cards[1].answer == "- GET\n- POST"
    assert any(
        "has 2 right options (A, C); made an open card" in w for w in result(_BALLOT_PAGE).warnings
    )


def test_pictograph_numbered_questions_past_a_thousand_keep_their_numbers() -> None:
    text = "".join(
        f"🔸 {n}. What is entry {n}? <br>\nAnswer:\nEntry {n}.\n<hr>\n\n" for n in (999, 1000, 1001)
    )
    cards = result("# Bank\n\n" + text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (f"What is entry {n}?", f"Entry {n}.") for n in (999, 1000, 1001)
    ]


# -- footnote stars after sentences in a feature list ---------------------------------------------

_FOOTNOTE_STARS = """\
## Framework questions

1. **What are the features of the framework?**

    - Fast: on par with the quickest servers.
    - Fast to code: features take half the time. *
    - Fewer bugs: about a third fewer errors. *
    - Easy: designed to be learnt in a day.

2. **Which method is idempotent?**
    - POST
    - PUT *
"""


def test_stars_after_sentences_in_a_list_are_footnotes_not_keys() -> None:
    cards = result(_FOOTNOTE_STARS).deck.cards
    assert cards[0].question == "What are the features of the framework?"
    assert cards[0].answer == (
        "- Fast: on par with the quickest servers.\n"
        "- Fast to code: features take half the time. *\n"
        "- Fewer bugs: about a third fewer errors. *\n"
        "- Easy: designed to be learnt in a day."
    )
    assert (cards[1].choices, cards[1].answer) == ({"A": "POST", "B": "PUT"}, "B")

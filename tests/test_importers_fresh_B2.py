"""Importer layouts met on fresh public documents (helper B2's sweep: PHP/Laravel, Ruby,
Vue, Angular, software testing and agile quizzes and interview pages): each test is the shape
of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- questions quoted, answered right below with no label -----------------------------------------

_QUOTED_TAKE_HOME = """\
# Interview answers

## **Tools**
> What is useful about version control?

It keeps the history.
- easy rollback
- code review

<br/>

> What are the pros and cons of containers?

Pros:
- light

Cons:
- no state

## **Method**

> When should tests be automated?

- repeated runs
- load tests
"""


def test_asking_quotes_answered_below_without_a_label_are_the_questions() -> None:
    cards = result(_QUOTED_TAKE_HOME).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "What is useful about version control?",
            "It keeps the history.\n- easy rollback\n- code review",
        ),
        ("What are the pros and cons of containers?", "Pros:\n- light\n\nCons:\n- no state"),
        ("When should tests be automated?", "- repeated runs\n- load tests"),
    ]


_QUOTED_REMARKS = """\
## What is a mock?

> Why not call the real service?

Because it is slow.

## What is a stub?

> Is it a mock?

No, it only answers.

## What is a spy?

> Does it record calls?

Yes.
"""


def test_asking_quotes_under_question_headings_stay_in_their_answers() -> None:
    cards = result(_QUOTED_REMARKS).deck.cards
    assert [c.question for c in cards] == ["What is a mock?", "What is a stub?", "What is a spy?"]
    assert cards[0].answer == "Why not call the real service?\n\nBecause it is slow."


# -- empty task boxes keyed by their places: `Correct Answer(s): 1, 3` in a one-line <details> --

_NUMBERED_BOXES = """\
### 1. Sprint reviews:
   - [ ] Show the increment
   - [ ] Assign tasks
   - [ ] Gather feedback
   <details><summary>Answer</summary>Correct Answer(s): 1, 3</details>

---

### 2. The backlog is ordered by:
   - [ ] The team lead
   - [ ] The product owner
   <details><summary>Answer</summary>Correct Answer(s): 2</details>
"""


def test_empty_boxes_keyed_by_their_numbers_are_options() -> None:
    imported = result(_NUMBERED_BOXES)
    several, one = imported.deck.cards
    assert (one.question, one.answer) == ("The backlog is ordered by:", "B")
    assert one.choices == {"A": "The team lead", "B": "The product owner"}
    # two right options: an open card naming them, as for two ticked boxes
    assert several.answer == "- Show the increment\n- Gather feedback"
    assert "- B) Assign tasks" in several.question and "[ ]" not in several.question


def test_a_body_that_only_starts_like_a_label_keeps_its_words() -> None:
    text = """\
### 1. Is a sprint fixed in length?
<details><summary>Answer</summary>Correct: a sprint never grows.</details>

### 2. Who orders the backlog?
<details><summary>Answer</summary>The product owner.</details>
"""
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == ["Correct: a sprint never grows.", "The product owner."]


# -- a component's template under the sentence it shows, unfenced --------------------------------

_TEMPLATE_NOTES = """\
1. How do you render a block only sometimes?
The directive v-if renders it when true:
<h1 v-if="shown">Hello!</h1>

2. How do you render a list?
Use v-for on the repeated element.
<ul id="list">
  <li v-for="item in items">
    {{ item.name }}
  </li>
</ul>

3. How do you bind a title?
Use <b>v-bind</b> on it.
"""


def test_a_template_with_directives_is_shown_as_code_not_read_as_html() -> None:
    cards = result(_TEMPLATE_NOTES).deck.cards
    assert [c.answer for c in cards] == [
        'The directive v-if renders it when true:\n\n```\n<h1 v-if="shown">Hello!</h1>\n```',
        "Use v-for on the repeated element.\n\n```\n"
        '<ul id="list">\n  <li v-for="item in items">\n    {{ item.name }}\n  </li>\n</ul>\n```',
        "Use **v-bind** on it.",  # no directive: HTML as ever
    ]


# -- a page of top-level question headings: the first one is a question, not the title ----------

_TOP_LEVEL_QUESTIONS = """\
# What is regression testing?
Re-running tests after a change.

# What is a smoke test?
A quick check of the main paths.
"""


def test_the_first_of_several_asking_top_headings_is_a_question() -> None:
    imported = result(_TOP_LEVEL_QUESTIONS)
    assert [c.question for c in imported.deck.cards] == [
        "What is regression testing?",
        "What is a smoke test?",
    ]


def test_an_asking_title_over_lower_headings_stays_the_title() -> None:
    text = """\
# Why learn testing?

## What is a unit test?
A test of one unit.

## What is a mock?
A stand-in object.
"""
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == ["What is a unit test?", "What is a mock?"]


# -- a section's banner: a heading set alone in a quote ------------------------------------------

_QUOTED_BANNERS = """\
<center>

> # Basics
</center>

## **1. What is routing?**
Mapping URLs to actions.

---
<center>

># Controllers
</center>

## **2. What is a controller?**
A class that handles requests.

> Keep them thin.
"""


def test_a_lone_quoted_heading_is_a_section_not_the_answer_above() -> None:
    cards = result(_QUOTED_BANNERS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is routing?", "Mapping URLs to actions."),
        ("What is a controller?", "A class that handles requests.\n\n> Keep them thin."),
    ]


# -- cards quoted line by line under anchor headings the contents link to -------------------------

_QUOTED_CARDS = """\
# PHP questions

| Topic | Question |
|---|---|
| basics | [Which language does PHP resemble?](#php1) |
| basics | [What is PEAR?](#php2) |

###### php1
>> ⁉ Question 1: Which language does PHP resemble?

>> ℹ Explanation

>> Perl, in its syntax.

**[⬆ Back to Top](#php-questions)**

###### php2
>> ⁉ Question 2: What is PEAR?

>> ℹ Explanation

>> A repository of PHP extensions.
"""


def test_cards_quoted_line_by_line_are_read_without_their_anchors() -> None:
    cards = result(_QUOTED_CARDS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which language does PHP resemble?", "Perl, in its syntax."),
        ("What is PEAR?", "A repository of PHP extensions."),
    ]

"""Importer layouts met on fresh public documents (helper F's sweep R2: interview Q&A kept by
students and bootcamp graduates, and quizzes with keys given in different ways): each test is
the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- bulleted bold questions, numbered options, the key quoted as a number ----------------------

_QUOTED_NUMBER_KEYS = """\
# Networking basics

- **What does a switch forward on?**
1. IP addresses
2. MAC addresses
3. Port numbers

> **Answer:** 2

- **Which statement fits the reliable protocol?**
1. Did every packet arrive?
2. May I skip the lost ones?

> **Answer:** 1
"""


def test_a_quoted_number_keys_the_numbered_options_above_it() -> None:
    cards = result(_QUOTED_NUMBER_KEYS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What does a switch forward on?", "B"),
        ("Which statement fits the reliable protocol?", "A"),
    ]
    assert cards[0].choices == {"A": "IP addresses", "B": "MAC addresses", "C": "Port numbers"}
    # options worded as questions are options still: the key right under them says so
    assert cards[1].choices == {"A": "Did every packet arrive?", "B": "May I skip the lost ones?"}


# -- the key in bold on the option's text only, or with a star short -----------------------------

_BOLD_TEXT_KEYS = """\
# Shell quiz

## 1. Which command goes up one directory?
- a. **cd ..**
- b. cd ~
- c. cd /

## 2. Which directory holds the binaries?
a. /root
b. /home
c. **/bin**

## 3. Which command ends a process?
- a. stop
- b. end
- **c. kill*

## 4. Which command lists files?
- a. **ls**
- b. **dir**
"""


def test_an_option_whose_text_alone_is_bold_is_the_key() -> None:
    imported = result(_BOLD_TEXT_KEYS)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which command goes up one directory?", "A"),
        ("Which directory holds the binaries?", "C"),
        ("Which command ends a process?", "C"),
    ]
    assert cards[0].choices["A"] == "cd .."
    assert cards[1].choices["C"] == "/bin"
    assert cards[2].choices["C"] == "kill"
    # two options in bold: no one of them is the key; reported, not guessed
    assert [s.line for s in imported.skipped] == [18]


# -- star questions over dash answers indented one column -----------------------------------------

_SHALLOW_DASH_ANSWERS = """\
# Front-end questions

#### General Questions:

* What did you learn this week?
 - How a browser paints a page
* Describe your preferred editor.
 - Vim, with a few plugins
* Name 3 ways to speed up a page.
 - Minify the scripts
 - Cache the assets
* Is a doctype needed?
"""


def test_dash_answers_one_column_in_sit_under_their_star_question() -> None:
    imported = result(_SHALLOW_DASH_ANSWERS)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What did you learn this week?", "How a browser paints a page"),
        ("Describe your preferred editor.", "Vim, with a few plugins"),
        ("Name 3 ways to speed up a page.", "- Minify the scripts\n- Cache the assets"),
    ]
    # a question with no answer below it is reported, never given the next one's
    assert [s.line for s in imported.skipped] == [12]


# -- a scenario heading over a code block of its questions, no answers -----------------------------

_SCENARIO_PROMPTS = """\
# Support interview guide

## Technical Questions

**Q1: What is a ticket queue?**
> **Good answer:** The list of open requests, oldest first.

**Q2: What is an SLA?**
> **Good answer:** The response time promised to the customer.

## Scenario Questions

### Scenario 1: Outage at night
```
The main site is down at 2 AM.

Questions:
1. Who do you call first?
2. What do you tell the customers?
```

### Scenario 2: Angry customer
```
A customer threatens to leave.

Questions:
1. How do you calm them down?
2. When do you escalate?
```
"""


def test_a_heading_that_only_sets_out_questions_in_code_is_no_card() -> None:
    imported = result(_SCENARIO_PROMPTS)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a ticket queue?", "The list of open requests, oldest first."),
        ("What is an SLA?", "The response time promised to the customer."),
    ]
    # the scenarios and the questions inside them are reported, not lost in silence
    assert [s.line for s in imported.skipped] == [14, 23, 18, 19, 27, 28]


def test_a_heading_that_asks_keeps_its_code_answer() -> None:
    text = "# Shell\n\n## What does this script ask?\n```\nQuestions:\n1. Who?\n2. Why?\n```\n"
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What does this script ask?"]


# -- one question of a list answered on its own line, after its question mark ----------------------

_ONE_ANSWERED_IN_LINE = """\
# HTML questions

* What does a doctype do?
  - It tells the browser which mode to render the page in.
* What must you watch for on multilingual sites? Character encoding, the direction of the text and the length of words all change.
* What are data attributes good for?
  - Storing small values on elements for scripts and styles.
"""

_POINTS_OF_AN_ANSWER = """\
# Post-mortems

## How do you run a blameless post-mortem?

We asked five whys:

- Why did the site slow down? The index on the orders table was dropped by a deploy.
- Why was it dropped? A refactor renamed the resource that the index belonged to.
"""


def test_a_question_answered_on_its_own_line_among_answered_bullets() -> None:
    cards = result(_ONE_ANSWERED_IN_LINE).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What does a doctype do?", "It tells the browser which mode to render the page in."),
        (
            "What must you watch for on multilingual sites?",
            "Character encoding, the direction of the text and the length of words all change.",
        ),
        (
            "What are data attributes good for?",
            "Storing small values on elements for scripts and styles.",
        ),
    ]


def test_points_that_ask_and_answer_inside_an_answer_stay_in_it() -> None:
    cards = result(_POINTS_OF_AN_ANSWER).deck.cards
    assert [c.question for c in cards] == ["How do you run a blameless post-mortem?"]
    assert "A refactor renamed the resource" in cards[0].answer

"""Importer layouts met on fresh public documents (helper U's sweep: algorithms, C and C++,
Rust, HR questions, HTML/CSS, PHP and Ruby pages, certification practice exams): each test
is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a page fenced whole, its title on the fence; section labels between the questions ----------

_FENCED_PAGE = """\
``` Go Interview Questions and Answers

Basic Questions:
1. What is a goroutine?
   - A function running concurrently with others.

2. What is a channel?
   - A typed pipe between goroutines.

Advanced Questions:
3. What does select do?
   - It waits on several channel operations.
```
"""


def test_a_page_fenced_whole_under_a_title_on_its_fence_is_read() -> None:
    cards = result(_FENCED_PAGE).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a goroutine?", "A function running concurrently with others."),
        ("What is a channel?", "A typed pipe between goroutines."),
        ("What does select do?", "It waits on several channel operations."),
    ]


def test_a_fence_tagged_with_a_language_and_options_stays_code() -> None:
    text = (
        "## What does the script print?\n\n"
        "Nothing: its lines are comments.\n\n"
        '```python title="demo.py" linenums="1"\n'
        "# 1. What is x?\n"
        "# 2. What is y?\n"
        "```\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What does the script print?"]
    assert "# 2. What is y?" in cards[0].answer


# -- an answer key at the end naming several right options by letter and text ---------------------

_KEY_BY_OPTION_TEXT = """\
# Practice exam

**Question 1**
Which functions build a semantic search? (SELECT 2)

A) EMBED() for vectors
B) SIMILARITY() for scores, ranked
C) COMPLETE() for text

**Question 2**
Which type stores vectors?

A) ARRAY
B) VECTOR

---

## Answer Key

**1. A) EMBED() for vectors, B) SIMILARITY() for scores, ranked**
*Explanation:* Embed, then compare.

**2. B) VECTOR**
*Explanation:* A type of its own.
"""


def test_a_key_naming_several_options_by_letter_and_text_keys_them_all() -> None:
    imported = result(_KEY_BY_OPTION_TEXT)
    first, second = imported.deck.cards
    assert not first.choices  # two right options: an open card naming them, warned
    assert first.answer == "- EMBED() for vectors\n- SIMILARITY() for scores, ranked"
    assert first.explanation == "Embed, then compare."
    assert (second.answer, second.explanation) == ("B", "A type of its own.")
    assert any("2 right options (A, B)" in w for w in imported.warnings)


def test_a_key_option_whose_own_text_holds_a_comma_and_letter_is_one_option() -> None:
    text = _KEY_BY_OPTION_TEXT.replace(
        "B) SIMILARITY() for scores, ranked\n", "B) SIMILARITY() for scores, A) ranked\n"
    ).replace("**1. A) EMBED() for vectors, B) SIMILARITY() for scores, ranked**", "**1. A)**")
    first = result(text).deck.cards[0]
    assert (first.answer, first.choices["B"]) == ("A", "SIMILARITY() for scores, A) ranked")


# -- follow-up questions one heading level deeper, some with no answer -----------------------------

_DEEPER_QUESTIONS = """\
#### How do you copy a list?
##### What is a shallow copy?
#### What is a tuple?
An immutable sequence.

```python
# a comment, not a heading
t = (1, 2)
```

##### What is a set?
##### How is a set hashed?
##### Why use a frozenset?

It can be a dict key.

#### What is a dict?
A mapping.

##### Why does it matter?

Lookups are O(1).
"""


def test_bare_deeper_headings_that_ask_are_questions_not_answer_text() -> None:
    imported = result(_DEEPER_QUESTIONS)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "What is a tuple?",
            "An immutable sequence.\n\n```python\n# a comment, not a heading\nt = (1, 2)\n```",
        ),
        ("Why use a frozenset?", "It can be a dict key."),
        ("What is a dict?", "A mapping.\n\n##### Why does it matter?\n\nLookups are O(1)."),
    ]
    # the bare ones are reported, the deeper one under an unanswered question too
    assert [s.line for s in imported.skipped] == [1, 2, 11, 12]


# -- pasted notes: the next question is the last line of the answer's paragraph ------------------

_PASTED_NOTES = """\
Basic Go Questions:
What is a goroutine?

A function running concurrently with others.
Explain the purpose of a channel.

It passes values between goroutines.
Advanced Go Questions:
How does select work?

It waits on several channel operations at once.
Write a function that closes a channel twice.

It panics on the second close.
What is a nil channel?

A channel that blocks forever.
Why buffer a channel?

To let a sender run ahead of its receiver.
"""


def test_a_question_ending_the_answer_paragraph_above_starts_a_card() -> None:
    imported = result(_PASTED_NOTES, "notes.txt")
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a goroutine?", "A function running concurrently with others."),
        ("Explain the purpose of a channel.", "It passes values between goroutines."),
        ("How does select work?", "It waits on several channel operations at once."),
        ("Write a function that closes a channel twice.", "It panics on the second close."),
        ("What is a nil channel?", "A channel that blocks forever."),
        ("Why buffer a channel?", "To let a sender run ahead of its receiver."),
    ]


# -- Runestone's multiple-choice directive in a reStructuredText quiz -----------------------------

_RUNESTONE_QUIZ = """\
CSS Quiz
========

.. timed:: css_quiz
   :timelimit: 20

   .. mchoice:: css_q1
      :correct: b
      :answer_a: color
      :answer_b: font-size
      :feedback_a: None
      :feedback_b: It sets the text's size.

      Which property makes text larger?

   .. mchoice:: css_q2
      :correct: a
      :answer_a:  &lt;style&gt;
      :answer_b:  &lt;css&gt;
      :answer_c: *

      Which element holds a page's CSS?

That is all.
"""


def test_runestone_mchoice_directives_are_choice_questions() -> None:
    cards = result(_RUNESTONE_QUIZ, "quiz.rst").deck.cards
    assert [(c.question, c.choices, c.answer) for c in cards] == [
        ("Which property makes text larger?", {"A": "color", "B": "font-size"}, "B"),
        (
            "Which element holds a page's CSS?",
            {"A": "`<style>`", "B": "`<css>`", "C": "`*`"},
            "A",
        ),
    ]
    assert cards[0].explanation == "It sets the text's size."
    assert cards[1].explanation == ""  # the closing line after the quiz is no explanation


# -- numbered chapters over numbered questions with sub-sections ---------------------------------

_CHAPTERS = """\
# 1. Why these questions matter
Interviews test how you present yourself.

# 2. Common questions
The usual ones, with tips.

## 2.1. Tell me about yourself?
Keep it short.

### 2.1.1. Tips
- Be relevant.

### 2.1.2. Sample answers
#### 2.1.2.1. 1
I build web apps.

## 2.2. Why do you want this job?
Show you know the company.

## 2.3. What are your hobbies?

# 3. Situational questions

## 3.1. Tell me about a time you failed?
Own it and say what you learned.
"""


def test_numbered_headings_over_asking_ones_are_chapters() -> None:
    imported = result(_CHAPTERS)
    assert [c.question for c in imported.deck.cards] == [
        "Tell me about yourself?",
        "Why do you want this job?",
        "Tell me about a time you failed?",
    ]
    first = imported.deck.cards[0].answer
    assert first.startswith("Keep it short.") and first.endswith("I build web apps.")
    assert [s.line for s in imported.skipped] == [20]  # 2.3, unanswered


# -- a chat page's code-block header pasted into an answer ---------------------------------------

_CHAT_PASTE = """\
## How do you print a line in Go?

Use fmt:

go
Copy code
fmt.Println("hi")

## What is a rune?

A Unicode code point; Copy code is not a line of its own here.
"""


def test_a_pasted_copy_code_button_and_its_language_line_leave_the_answer() -> None:
    cards = result(_CHAT_PASTE).deck.cards
    assert [c.answer for c in cards] == [
        'Use fmt:\n\nfmt.Println("hi")',
        "A Unicode code point; Copy code is not a line of its own here.",
    ]


# -- a key at the end whose letter and option text disagree ---------------------------------------

_REORDERED_KEY = """\
**Question 1**
Which setting controls randomness?

A) temperature - how random the output is
B) max_tokens - how long the output is

**Question 2**
Which command disables the feature for the account?

A) ALTER ACCOUNT
B) ALTER SESSION

**Question 3**
Which are risks?

A) Cost
B) Latency

## Answer Key

**1. B) temperature**
*Explanation:* Lower values are more deterministic.

**2. A) ALTER ACCOUNT**
*Explanation:* Only the account level reaches every user.

**3. B) All of the above**
*Explanation:* Both matter.
"""


def test_a_key_whose_letter_and_text_name_different_options_keys_nothing() -> None:
    imported = result(_REORDERED_KEY)
    first, second, third = imported.deck.cards
    # B names temperature, which is option A: no key, an open card whose answer explains
    assert not first.choices
    assert first.answer == "Lower values are more deterministic."
    # the letter's own option named over a labelled explanation: the key stands, the name goes
    assert (second.answer, second.explanation) == (
        "A",
        "Only the account level reaches every user.",
    )
    # a name that is no option's (`All of the above`): no key either
    assert (third.choices, third.answer) == ({}, "Both matter.")
    contradicted = [w for w in imported.warnings if "names an option by a letter and a text" in w]
    assert len(contradicted) == 2

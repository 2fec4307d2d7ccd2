"""Importer layouts met in the 2026-11-29 eighth session's rounds of fresh public documents
(numbered question headings titled by a topic over a `**Question:**` label, a course tool's
bold `__Practice Question__` labels over each quiz item, a skills quiz's task boxes inside
code blocks and its quoted question headings): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a numbered question heading titled by its topic, over a `**Question:**` label ----------


def test_a_titled_question_heading_over_a_question_label_is_one_question() -> None:
    text = """\
# Bank

## Question 41 - Storing keys

**Topic:** Secrets

**Question:** Where should a service keep its signing key?

A) In the repository
B) In a vault

**Answer:** B) In a vault

**Explanation:** A vault audits every read.

---

## Question 42 - Old hosts

**Topic:** Hardening

**Question:** What isolates a host that cannot be patched?

A) A separate network segment
B) A longer password

**Answer:** A) A separate network segment
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [(c.id, c.question, c.answer, dict(c.choices)) for c in cards] == [
        (
            "q41",
            "Where should a service keep its signing key?",
            "B",
            {"A": "In the repository", "B": "In a vault"},
        ),
        (
            "q42",
            "What isolates a host that cannot be patched?",
            "A",
            {"A": "A separate network segment", "B": "A longer password"},
        ),
    ]
    assert cards[0].explanation.startswith("A vault audits every read.")
    assert not imported.skipped


def test_a_labelled_question_heading_that_asks_keeps_its_own_question() -> None:
    """Guard: a heading that asks is the question; a `**Question:**` under it starts another."""
    text = """\
## Question 1 - What is a salt?

Random bytes added before hashing.

## Question 2 - What is a pepper?

A secret added before hashing.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a salt?", "Random bytes added before hashing."),
        ("What is a pepper?", "A secret added before hashing."),
    ]


def test_questions_under_a_summary_section_that_opens_the_page_are_questions() -> None:
    """`## Summary` is end matter after the questions; over the first ones it opens the page."""
    text = """\
# Bank

## Summary

**Total:** 3 questions

---

### Question 7

Which port does SSH use?

**Answer Choices:**
A. 21
B. 22

**Correct Answer:** B

---

## Question 8 - Mail

**Question:** Which protocol sends mail?

A) SMTP
B) IMAP

**Answer:** A) SMTP
"""
    imported = result(text)
    assert [(c.question, c.answer, dict(c.choices)) for c in imported.deck.cards] == [
        ("Which port does SSH use?", "B", {"A": "21", "B": "22"}),
        ("Which protocol sends mail?", "A", {"A": "SMTP", "B": "IMAP"}),
    ]
    assert not imported.skipped


def test_sub_headings_of_a_closing_section_after_the_questions_stay_its_own() -> None:
    """Guard: `## Resources` after the questions keeps its `### Question 9` notes out."""
    text = """\
## Question 1 - Ports

**Question:** Which port does DNS use?

**Answer:** 53

## Resources

### Question 9

See the course notes.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [("Which port does DNS use?", "53")]


# -- a bold label line alone over each quiz item ------------------------------------------------


def test_bold_practice_question_labels_start_each_question() -> None:
    text = """\
__Practice Question__

This item shows a note in a quote.

> Plants make sugar from light.

A. Photosynthesis
B. Digestion

__Suggested Answers__

- A - Correct
- B

__Practice Question__

Pick the even numbers.

A. Two
B. Three
C. Four

__Question Options__

any

__Suggested Answers__

- A - Correct
- B
- C - Correct

**Practice Question**

Name the gas plants take in

A. Oxygen
B. Carbon dioxide

**Suggested Answers**

- A
- B - Correct

__Explain Your Answer__

true
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        (
            "This item shows a note in a quote.\n\n> Plants make sugar from light.",
            "A",
            {"A": "Photosynthesis", "B": "Digestion"},
        ),
        (
            "Pick the even numbers.\n\n- A) Two\n- B) Three\n- C) Four",
            "- Two\n- Four",
            {},
        ),
        ("Name the gas plants take in", "B", {"A": "Oxygen", "B": "Carbon dioxide"}),
    ]


def test_one_bold_question_word_alone_is_no_label_line() -> None:
    """Guard: a single bold `**Question**` line is a word in bold, not the document's labels."""
    text = """\
## What is a nonce?

**Question**

A number used once.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a nonce?", "**Question**\n\nA number used once."),
    ]


# -- task boxes inside a code block, and `-[x]` typed without its blank ----------------------


def test_boxed_one_line_options_in_a_code_block_are_options_kept_as_code() -> None:
    text = """\
# Quiz

>### Q1. Which call empties the list?
```html
<ol id="todo"><li>milk</li></ol>
```
```js
[ ] $('#todo').clear();

[x] $('#todo').empty();

[ ] $('#todo').blank();
```
>### Q2. Which one reads a field's text?
```js
[x] $('#name').val()
[ ] $('#name').value
```
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        (
            'Which call empties the list?\n```html\n<ol id="todo"><li>milk</li></ol>\n```',
            "B",
            {
                "A": "`$('#todo').clear();`",
                "B": "`$('#todo').empty();`",
                "C": "`$('#todo').blank();`",
            },
        ),
        (
            "Which one reads a field's text?",
            "A",
            {"A": "`$('#name').val()`", "B": "`$('#name').value`"},
        ),
    ]


def test_boxed_options_whose_code_runs_over_lines_are_options_of_one_span_each() -> None:
    text = """\
# Quiz

>### Q1. Which chain styles the first item, then the next?
```js
[x] $('li')
\t.first()
\t.next();

[ ] $('li')
\t.second();
```
"""
    cards = result(text).deck.cards
    assert [(c.answer, dict(c.choices)) for c in cards] == [
        ("A", {"A": "`$('li') .first() .next();`", "B": "`$('li') .second();`"}),
    ]


def test_a_code_block_of_boxes_after_other_code_stays_code() -> None:
    """Guard: a block that opens with the question's code is no run of options."""
    text = """\
## What does this print?

```js
console.log(1);
[ ] one
[x] two
```

It prints 1.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        (
            "What does this print?\n\n```js\nconsole.log(1);\n[ ] one\n[x] two\n```",
            "It prints 1.",
            {},
        )
    ]


def test_boxes_typed_without_a_blank_after_the_dash_are_options() -> None:
    text = """\
# Quiz

### Q1. What does a selector return?

-[ ] A single node

-[x] A wrapped set of nodes

-[ ] A string
"""
    cards = result(text).deck.cards
    assert [(c.answer, dict(c.choices)) for c in cards] == [
        ("B", {"A": "A single node", "B": "A wrapped set of nodes", "C": "A string"}),
    ]


def test_a_code_block_of_boxes_with_none_ticked_stays_code() -> None:
    """Guard: a block of cleared boxes is a checklist in code, not a question's options."""
    text = """\
## How do you track a release?

```text
[ ] tag the commit
[ ] publish the notes
```
"""
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == ["```text\n[ ] tag the commit\n[ ] publish the notes\n```"]


def test_a_quoted_numbered_question_heading_over_its_quoted_picture_is_a_question() -> None:
    text = """\
# Quiz

> ### Q1. Which tag marks a paragraph?

- [x] `<p>`
- [ ] `<para>`

> ### Q2. Which path reaches the file in this tree?
>
> ![tree](img/tree.png)

- [ ] `../../a.html`
- [x] `../a.html`
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        ("Which tag marks a paragraph?", "A", {"A": "`<p>`", "B": "`<para>`"}),
        (
            "Which path reaches the file in this tree?\n>\n> ![tree](img/tree.png)",
            "B",
            {"A": "`../../a.html`", "B": "`../a.html`"},
        ),
    ]


def test_a_quoted_heading_that_opens_a_longer_quote_and_numbers_nothing_stays_quoted() -> None:
    """Guard: `> ### Note` over more quoted lines is a quote in the answer, not a heading."""
    text = """\
## What is a closure?

A function with the variables it captured.

> ### Note
> It keeps them alive.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "What is a closure?",
            "A function with the variables it captured.\n\n> ### Note\n> It keeps them alive.",
        ),
    ]

"""Importer layouts met on fresh public documents (helper S's sweep: Java, Spring Boot, Kotlin,
C#/.NET, Android and design-pattern interview pages and quizzes): each test is the shape of one,
written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- options as an HTML lettered list, the key in bold --------------------------------------------

_HTML_LETTERED_QUIZ = """\
# Quiz on basics

## Which word declares a constant?
<ol type="a">
  <li>var</li>
  <li>val</li>
  <li>let</li>
</ol>

**Answer: B**

## What does this print?
```
print(1 + 1)
```

<ol type="a">
  <li>11</li>

  <li>2</li>
</ol>

**Answer: B**
"""


def test_an_html_lettered_list_is_the_options_the_key_names() -> None:
    cards = result(_HTML_LETTERED_QUIZ).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which word declares a constant?", "B"),
        ("What does this print?\n```\nprint(1 + 1)\n```", "B"),
    ]
    assert cards[0].choices == {"A": "var", "B": "val", "C": "let"}
    assert cards[1].choices == {"A": "11", "B": "2"}


_BOLD_LABEL_QA = """\
# Notes

## What is a sealed class?

**Answer: A class whose subclasses are all known, named in one **file****

## What is a companion object?

**Answer: An object tied to its class**
"""


def test_an_answer_label_in_bold_with_its_text_leaves_no_closing_mark() -> None:
    cards = result(_BOLD_LABEL_QA).deck.cards
    assert [c.answer for c in cards] == [
        "A class whose subclasses are all known, named in one **file**",
        "An object tied to its class",
    ]


# -- options in a row behind ballot boxes, the right one ticked -----------------------------------

_BALLOT_QUIZ = """\
# C# quiz

## 1. Which company made the language?

☐ Apple ☐ Google ☑ **Microsoft**

It came out of the .NET work around 2000.

## 2. Given the code below, does it compile?

```c#
var x;
```
☐ YES ☑**NO**

An implicitly typed local needs an initializer.

## 3. Which is an access modifier?

☐ `static` ☑ `internal` ☑ `private`

Both are.
"""


def test_a_row_of_ballot_boxes_is_the_options_and_the_ticked_one_the_key() -> None:
    imported = result(_BALLOT_QUIZ)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards[:2]] == [
        ("Which company made the language?", "C"),
        ("Given the code below, does it compile?\n\n```c#\nvar x;\n```", "B"),
    ]
    assert cards[0].choices == {"A": "Apple", "B": "Google", "C": "Microsoft"}
    assert cards[0].explanation == "It came out of the .NET work around 2000."
    assert cards[1].choices == {"A": "YES", "B": "NO"}
    # two boxes ticked: an open card naming both, as for any key of several options
    assert "`internal`" in cards[2].answer and "`private`" in cards[2].answer
    assert not cards[2].choices


# -- a question's first line in bold, the code it asks about below ---------------------------------

_BOLD_OVER_CODE_QUIZ = """\
# Lifecycle quiz

#### Question 1
**What is wrong with this snippet?**

```kotlin
override fun onCreate(b: Bundle?) {
    setContentView(R.layout.main)
}
```

A) Nothing
B) `super.onCreate()` is not called

**Answer**: B

#### Question 2
**Which method runs first?**

A) `onCreate()`
B) `onStart()`

**Answer**: A
"""


def test_a_first_line_in_bold_over_code_loses_its_bold() -> None:
    cards = result(_BOLD_OVER_CODE_QUIZ).deck.cards
    assert [c.question.split("\n")[0] for c in cards] == [
        "What is wrong with this snippet?",
        "Which method runs first?",
    ]
    assert "```kotlin" in cards[0].question
    assert [c.answer for c in cards] == ["B", "A"]


# -- a table of contents whose numbers link to the answers' anchors, group titles between ---------

_LINKED_NUMBERS_CONTENTS = """\
# Java questions

NUMBER | QUESTION
---- | ----
&nbsp; | **Platform**
[1.1](#q-1-1) | Why is Java portable?
[1.2](#q-1-2) | What is bytecode?
&nbsp; | **Strings**
[2.1](#q-2-1) | Are strings immutable?
[2.2](#q-2-2) | What is interning?

## Platform
## <a name="q-1-1"></a> 1.1 Why is Java portable?
It runs on a virtual machine.

## <a name="q-1-2"></a> 1.2 What is bytecode?
The virtual machine's instructions.

## Strings
## <a name="q-2-1"></a> 2.1 Are strings immutable?
Yes.

## <a name="q-2-2"></a> 2.2 What is interning?

## Collections
## <a name="q-3-1"></a> 3.1 What is a list?
An ordered collection.
"""


def test_a_table_whose_numbers_link_to_the_answers_is_contents_not_questions() -> None:
    imported = result(_LINKED_NUMBERS_CONTENTS)
    assert [c.question for c in imported.deck.cards] == [
        "Why is Java portable?",
        "What is bytecode?",
        "Are strings immutable?",
        "What is a list?",
    ]
    # the one question left unanswered is reported; the contents rows and the group titles
    # (`## Strings`, `## Collections`) are not
    assert [s.line for s in imported.skipped] == [23]


_EMPTY_TOPIC_AMONG_TOPICS = """\
# Notes

## What is overloading?
Same name, other parameters.

## Overriding

## What is hiding?
A static method of the same signature in a subclass.
"""


def test_an_empty_heading_among_unnumbered_topics_is_still_reported() -> None:
    imported = result(_EMPTY_TOPIC_AMONG_TOPICS)
    assert [c.question for c in imported.deck.cards] == ["What is overloading?", "What is hiding?"]
    assert [s.line for s in imported.skipped] == [6]


# -- options indented under a plain question line, the key starred at its end ---------------------

_STARRED_EXAM = """\

Which pattern lets an object change its behaviour with its state?

    Strategy
    State *
    Visitor


The Builder pattern

    Builds a complex object step by step. *

    Ensures one instance of a class.


Which relationship is "is-a"?
    Inheritance *
    Composition

A code sample stays code:

    total = a *
    b;
"""


def test_indented_options_with_a_starred_key_under_a_plain_line_are_a_question() -> None:
    cards = result(_STARRED_EXAM).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which pattern lets an object change its behaviour with its state?", "B"),
        ("The Builder pattern", "A"),
        ('Which relationship is "is-a"?', "A"),
    ]
    assert cards[0].choices == {"A": "Strategy", "B": "State", "C": "Visitor"}
    assert cards[1].choices["A"] == "Builds a complex object step by step."
    assert "    total = a *" in cards[2].explanation


# -- the key told in a (quoted) sentence under numbered options -----------------------------------

_ANSWER_SENTENCE_SET = """\
## Question 1

Given:

```java
int x = 7 / 2;
```

What is x?

1. 3
2. 3.5
3. It does not compile

> The answer is: 1.
>
> Integer division drops the fraction.

## Question 2

Which two are reference types?

1. String
2. int
3. Integer

> The answer is 1 and 3. Both are classes.

## Question 3

Which keyword stops inheritance?

1. static
2. final

2 is correct
"""


def test_a_key_told_in_a_sentence_under_numbered_options_is_the_key() -> None:
    imported = result(_ANSWER_SENTENCE_SET)
    cards = imported.deck.cards
    assert cards[0].question.endswith("What is x?")
    assert (cards[0].answer, cards[0].choices["A"]) == ("A", "3")
    assert cards[0].explanation == "Integer division drops the fraction."
    # two right options: an open card naming both, reported as any key of several is
    assert cards[1].answer == "- String\n- Integer"
    assert (cards[2].answer, cards[2].choices) == ("B", {"A": "static", "B": "final"})


# -- section titles marked by equal signs in plain-text notes -------------------------------------

_EQUALS_TITLED_NOTES = """\
==BASICS

1. What is Kotlin?
-> A JVM language

2. What is the difference between var and val?
-> var: mutable | val: read-only

== OOP ==
3. What is a data class?
-> A class that holds data

4. What does == compare?
-> Structural equality
"""


def test_an_equal_signed_title_is_a_section_not_the_end_of_an_answer() -> None:
    cards = result(_EQUALS_TITLED_NOTES, source="notes.txt").deck.cards
    assert [c.answer for c in cards] == [
        "A JVM language",  # (the `->` opening every answer marks it: no part of it)
        "var: mutable | val: read-only",
        "A class that holds data",
        "Structural equality",
    ]
    # (the first line of the text is its title, as a first heading is)
    assert [c.tags for c in cards[2:]] == [("oop",), ("oop",)]


# -- `Section B` alone on its line, long questions after the multiple choice ones -----------------

_SECTION_B_PAPER = """\
Which pattern is creational?

A) Observer
B) Factory Method

Answer: B

Which pattern is structural?

A) Adapter
B) State

Answer: A

Section B

1. What are the three kinds of GoF pattern? Draw the Adapter pattern.
2. Explain the Factory pattern with a class diagram.
"""


def test_a_section_line_with_no_name_ends_the_answer_above_it() -> None:
    imported = result(_SECTION_B_PAPER)
    cards = imported.deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [("B", ""), ("A", "")]
    assert [s.line for s in imported.skipped] == [17, 18]


# -- options that are code blocks, each under its number alone ------------------------------------

_CODE_OPTIONS_SET = """\
## Question 1

Which command runs the program?

1.
```shell
javac App.java
java App
```

2.
```shell
java App.class
```

3. Neither

Answer: 1

## Question 2

Which is a keyword?

1. goto
2. then

Answer: 1
"""


def test_numbered_options_that_are_code_blocks_are_options() -> None:
    cards = result(_CODE_OPTIONS_SET).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which command runs the program?", "A"),
        ("Which is a keyword?", "A"),
    ]
    assert cards[0].choices == {
        "A": "```shell\njavac App.java\njava App\n```",
        "B": "`java App.class`",
        "C": "Neither",
    }

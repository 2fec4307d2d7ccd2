"""Importer layouts met on fresh public documents (helper H2's sweep: mobile interview pages,
cybersecurity and cloud-certification practice exams): each test is the shape of one, written
small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a question bank whose answers are still to come ----------------------------------------------

_COMING_SOON = """\
# Widgets

## Beginner
1.\t**What is a view?**␣␣
   *Answer coming soon...*

2.\t**What is a label?**␣␣
   *Answer: TBD*

3.\t**What is a button?**␣␣
   A control that sends an action when tapped.
"""


def test_an_answer_that_says_it_is_coming_soon_is_no_answer() -> None:
    imported = result(_COMING_SOON.replace("␣", " "))
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a button?", "A control that sends an action when tapped."),
    ]
    assert [s.line for s in imported.skipped] == [4, 7]


# -- an answer with its closing rule glued under it (a setext underline to CommonMark) ---------

_GLUED_RULE = """\
**📱 1. What is a bridge?**

**Answer:**

The bridge passes messages between the JavaScript thread and native modules.
---

**📦 2. Which core components are there?**

**Answer:**

Some common ones:
• View
• Text
---

**🧪 3. How do you test an app?**

**Answer:**

Use Jest for units and Detox for end-to-end runs.
---
"""


def test_a_rule_glued_under_an_answer_closes_it() -> None:
    imported = result(_GLUED_RULE)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "What is a bridge?",
            "The bridge passes messages between the JavaScript thread and native modules.",
        ),
        ("Which core components are there?", "Some common ones:\n• View\n• Text"),
        ("How do you test an app?", "Use Jest for units and Detox for end-to-end runs."),
    ]
    assert not imported.skipped


def test_a_short_title_over_a_rule_is_still_a_heading() -> None:
    imported = result(
        "1.What is Flutter?\n---\nA toolkit for building apps.\n\n2.What is Dart?\n---\nA language.\n"
    )
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is Flutter?", "A toolkit for building apps."),
        ("What is Dart?", "A language."),
    ]


def test_a_numbered_title_over_a_rule_stays_a_question_though_it_ends_with_a_stop() -> None:
    text = (
        "4.What does the main function do in a Flutter app?\n---\nIt runs first.\n\n"
        "5.Differentiate between named parameters and positional parameters in Dart.\n---\n"
        "Named ones are passed by name.\n"
    )
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == [
        "What does the main function do in a Flutter app?",
        "Differentiate between named parameters and positional parameters in Dart.",
    ]


# -- section headings over tables of contents ------------------------------------------------------

_CONTENTS_BY_LEVEL = """\
# mobile-interview-questions

### Basic Questions
Questions to see whether the candidate has used the framework.

| # | Question |
|:-:|:--|
| 1 | [What is a bridge?](#what-is-a-bridge) |
| 2 | [What is Metro?](#what-is-metro) |
| 3 | [What is Hermes?](#what-is-hermes) |

### Advanced Questions

| # | Question |
|:-:|:--|
| 1 | [What is Fabric?](#what-is-fabric) |
| 2 | [What is JSI?](#what-is-jsi) |
| 3 | [What are TurboModules?](#what-are-turbomodules) |

### What is a bridge?
- It passes messages between JavaScript and native code.

### What is Metro?
- The bundler.

### What is Hermes?
- A JavaScript engine built for mobile apps.

###  [ ⬆ Back to Basic Questions ](#basic-questions)
"""


def test_a_heading_over_a_table_of_contents_is_no_question() -> None:
    imported = result(_CONTENTS_BY_LEVEL)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a bridge?", "- It passes messages between JavaScript and native code."),
        ("What is Metro?", "- The bundler."),
        ("What is Hermes?", "- A JavaScript engine built for mobile apps."),
    ]
    assert not imported.skipped  # nor is the heading that links back to the section's list


def test_an_answer_that_lists_links_to_other_answers_is_kept() -> None:
    text = (
        "### What is a widget?\n\nA blueprint of part of the interface.\n\nThere are 3 types:\n"
        " - [StatelessWidget](#stateless)\n - [StatefulWidget](#stateful)\n"
        " - [InheritedWidget](#inherited)\n\n### What is a State?\n\nData that can change.\n"
    )
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == ["What is a widget?", "What is a State?"]
    assert imported.deck.cards[0].answer.endswith("- [InheritedWidget](#inherited)")


# -- numbered heading items, one a topic whose answer opens with a bold term ----------------------

_NUMBERED_HEADINGS = """\
# Flutter interview questions

1. ### What is Flutter

A toolkit for building apps from one codebase.

2. ### Architectural layers

***Embedder layer*** - written in the platform's own language.

***Engine*** - written in C++; it rasterizes each frame.

3. ### What is a widget

A description of part of the interface.
"""


def test_a_topic_numbered_among_heading_questions_keeps_its_bold_led_answer() -> None:
    imported = result(_NUMBERED_HEADINGS)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is Flutter", "A toolkit for building apps from one codebase."),
        (
            "Architectural layers",
            "***Embedder layer*** - written in the platform's own language.\n\n"
            "***Engine*** - written in C++; it rasterizes each frame.",
        ),
        ("What is a widget", "A description of part of the interface."),
    ]


def test_a_last_numbered_heading_with_no_answer_is_reported_not_run_into_the_one_above() -> None:
    text = _NUMBERED_HEADINGS + "\n7. ### What is an inherited widget\n"
    imported = result(text)
    assert imported.deck.cards[-1].answer == "A description of part of the interface."
    assert [s.line for s in imported.skipped] == [text.count("\n")]

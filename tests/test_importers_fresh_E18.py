"""Importer layouts met in the 2026-11-29 seventh session's rounds of fresh public documents
(non-English Q&A and quiz pages): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, dict[str, str], str]]:
    return [(c.question, c.choices, c.answer) for c in result(text).deck.cards]


# -- a question|answer table whose header is not in English: `| Pregunta | Tag | Respuesta |` --


def test_a_table_headed_in_another_language_is_a_question_answer_table() -> None:
    text = (
        "# Preguntas de Go\n\n"
        "| Pregunta | Tag | Respuesta |\n|---|---|---|\n"
        "| ¿Qué es una goroutine? | basic | Un hilo ligero <br> - lo gestiona el runtime |\n"
        "| ¿Qué es un canal? | basic | Una tubería tipada entre goroutines |\n"
    )
    assert _cards(text) == [
        ("¿Qué es una goroutine?", {}, "Un hilo ligero\n- lo gestiona el runtime"),
        ("¿Qué es un canal?", {}, "Una tubería tipada entre goroutines"),
    ]


def test_a_table_headed_in_vietnamese_or_chinese_is_read_too() -> None:
    vi = "| Câu hỏi | Câu trả lời |\n|---|---|\n| Foo là gì? | Foo là một thư viện |\n"
    zh = "| 问题 | 答案 |\n|---|---|\n| 什么是栈？ | 后进先出的结构 |\n"
    assert _cards(vi) == [("Foo là gì?", {}, "Foo là một thư viện")]
    assert _cards(zh) == [("什么是栈？", {}, "后进先出的结构")]


def test_guard_a_header_only_beginning_like_a_label_word_names_no_column() -> None:
    text = "| Ansible | Answerless |\n|---|---|\n| roles | tasks |\n| vars | facts |\n"
    assert result(text + "\nWhat is a role?\n\nAnswer: a unit of reuse\n").deck.cards[
        0
    ].question == ("What is a role?")


# -- a key line styled as inline code: `` `Answer: 2` `` under numbered options ---------------

_SPAN_KEYS = """\
# Java quiz

## Constants

Which keyword makes a constant? Pick one.

1. static
2. final
3. const

`Answer: 2`

## Running

Which command runs a class? Pick one.

1. javac
2. java

`答え：2`
"""


def test_a_key_line_wrapped_in_a_code_span_is_the_key() -> None:
    assert _cards(_SPAN_KEYS) == [
        (
            "Constants\n\nWhich keyword makes a constant? Pick one.",
            {"A": "static", "B": "final", "C": "const"},
            "B",
        ),
        ("Running\n\nWhich command runs a class? Pick one.", {"A": "javac", "B": "java"}, "B"),
    ]


def test_guard_a_code_span_line_in_a_fence_or_without_a_label_stays_code() -> None:
    text = (
        "Q: How do you print a key?\n\nAnswer: with a format string\n\n"
        "```\n`Answer: 2`\n```\n\n`x: int = 2`\n"
    )
    (card,) = result(text).deck.cards
    assert card.answer == "with a format string\n\n```\n`Answer: 2`\n```\n\n`x: int = 2`"


# -- a quiz whose topics are `#` headings, each over its stem, options and key --------------

_KEYED_SECTIONS = """\
# Threads

Which starts a thread?

1. run()
2. start()

Answer: 2

# Streams

Which is terminal?

1. map
2. collect

Answer: 2

# Records

Which is implicit in a record?

1. setters
2. equals

Answer: 2
"""


def test_the_first_heading_of_keyed_sections_is_a_question_not_the_title() -> None:
    imported = result(_KEYED_SECTIONS)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Threads\n\nWhich starts a thread?", "B"),
        ("Streams\n\nWhich is terminal?", "B"),
        ("Records\n\nWhich is implicit in a record?", "B"),
    ]
    assert not imported.warnings


def test_guard_a_title_over_an_introduction_stays_the_title() -> None:
    text = "# Java quiz\n\nPractise these before the exam.\n\n" + _KEYED_SECTIONS
    imported = result(text)
    assert imported.deck.name == "Java quiz"
    assert [c.answer for c in imported.deck.cards] == ["B", "B", "B"]


# -- a `##` question with no text of its own, straight over `###` sub-sections ----------------

_SECTIONED = """\
# Maps

## Alpha versus beta

- alpha is ordered
- beta is not

## Gamma internals

### Before v8

Gamma used a list of buckets.

### After v8

Gamma uses trees in long buckets.

## Delta and epsilon differences

Epsilon has no cache.

## Zeta ordering

Zeta keeps insertion order.
"""


def test_a_heading_over_sub_sections_among_question_siblings_is_a_question() -> None:
    assert _cards(_SECTIONED) == [
        ("Alpha versus beta", {}, "- alpha is ordered\n- beta is not"),
        (
            "Gamma internals",
            {},
            "### Before v8\n\nGamma used a list of buckets.\n\n"
            "### After v8\n\nGamma uses trees in long buckets.",
        ),
        ("Delta and epsilon differences", {}, "Epsilon has no cache."),
        ("Zeta ordering", {}, "Zeta keeps insertion order."),
    ]


def test_guard_a_heading_over_question_sub_headings_is_their_section() -> None:
    text = (
        "# Go\n\n## Why is Go fast?\n\nIt compiles.\n\n## Strings\n\n"
        "### What is a rune?\n\nA code point.\n\n### Are strings mutable?\n\nNo.\n\n"
        "## Why channels?\n\nTo share by communicating.\n"
    )
    assert [c.question for c in result(text).deck.cards] == [
        "Why is Go fast?",
        "What is a rune?",
        "Are strings mutable?",
        "Why channels?",
    ]


def test_guard_an_unnumbered_section_in_a_numbered_questions_answer_stays_in_it() -> None:
    text = (
        "# Flutter\n\n## 1. What is a widget?\n\nA piece of UI.\n\n"
        "## 2. How do you ship an app?\n\nIn two stores.\n\n## Play Store\n\n"
        "### Step 1\n\nSign it.\n\n### Step 2\n\nUpload it.\n\n## 3. What is a key?\n\nAn id.\n"
    )
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("What is a widget?", "A piece of UI."),
        (
            "How do you ship an app?",
            "In two stores.\n\n## Play Store\n\n### Step 1\n\nSign it.\n\n### Step 2\n\nUpload it.",
        ),
        ("What is a key?", "An id."),
    ]


# -- one `##` per item, answers split by `###` parts; some items topics or told with a stop --

_DEEPER_PARTS = """\
# Python

## What is a decorator?

A function that wraps another.

### Example

Logging every call.

## Explain the map function.

It applies a function to each item.

### Key Points

Lazy in Python 3.

## Reduce function

Folds a sequence into one value.

### Syntax

reduce(f, items)

## Could you explain the GIL?

One lock for the interpreter.

### Caveats

C extensions may release it.

## Please explain slicing.

Taking a part of a sequence.
"""


def test_plain_headings_among_questions_with_deeper_parts_are_questions() -> None:
    assert [c.question for c in result(_DEEPER_PARTS).deck.cards] == [
        "What is a decorator?",
        "Explain the map function.",
        "Reduce function",
        "Could you explain the GIL?",
        "Please explain slicing.",
    ]
    answers = {c.question: c.answer for c in result(_DEEPER_PARTS).deck.cards}
    assert answers["Reduce function"] == (
        "Folds a sequence into one value.\n\n### Syntax\n\nreduce(f, items)"
    )


def test_guard_an_example_heading_at_the_question_level_stays_a_part() -> None:
    text = _DEEPER_PARTS.replace("## Reduce function", "## Example")
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is a decorator?",
        "Explain the map function.",
        "Could you explain the GIL?",
        "Please explain slicing.",
    ]
    assert "## Example\n\nFolds a sequence into one value." in cards[1].answer

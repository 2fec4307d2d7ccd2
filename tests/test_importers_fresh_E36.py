"""Importer layouts met in the eighth (2026-11-29) and ninth (2026-11-30) sessions' rounds:
each test is the shape of a real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str, dict[str, str]]]:
    return [(c.question, c.answer, c.explanation, dict(c.choices)) for c in result(text).deck.cards]


_PUZZLES = (
    "# 代码题\n\n"
    "### 1.这段程序会怎样\n"
    "1.1\n```java\nint x = 1;\n```\n\n"
    "1.2\n```java\nint y = 2;\n```\n\n"
    "结果：\n1.1 正常\n1.2 正常\n\n"
    "原因：\n都是合法的赋值\n\n"
    "### 2.程序运行结果？\n"
    "```java\nSystem.out.print(3);\n```\n"
    "打印结果：\n3\n"
)


def test_a_result_label_under_the_code_parts_the_question_from_its_answer() -> None:
    """A Java puzzle bank: a heading, the code it asks about (each block under its part's
    number), then `结果：` ("result") over what it prints and `原因：` ("reason") over why, no
    answer label. The code was read as the answer's start: the card asked about a program it
    did not show. The answer starts at the result label; the reason is the explanation."""
    assert _cards(_PUZZLES) == [
        (
            "这段程序会怎样\n1.1\n```java\nint x = 1;\n```\n\n1.2\n```java\nint y = 2;\n```",
            "结果：\n1.1 正常\n1.2 正常",
            "都是合法的赋值",
            {},
        ),
        ("程序运行结果？\n```java\nSystem.out.print(3);\n```", "打印结果：\n3", "", {}),
    ]


def test_a_result_label_under_code_that_answers_how_to_stays_in_the_answer() -> None:
    """Guard: under a question that asks how to write something (`如何得到反转后的结果？`), the code is
    the answer and the result under it shows what it prints: both stay the answer's."""
    text = (
        "# Java\n\n"
        "### 1.如何得到反转后的结果？\n```java\nCollections.reverse(a);\n```\n"
        "结果：\n[2, 1]\n\n"
        "### 2.什么是JVM？\nJava 虚拟机。\n"
    )
    assert _cards(text)[0] == (
        "如何得到反转后的结果？",
        "```java\nCollections.reverse(a);\n```\n结果：\n[2, 1]",
        "",
        {},
    )


def test_an_output_label_under_a_tutorials_code_stays_in_the_answer() -> None:
    """Guard: `### How do I print a list?`, the code that does it, `Output:` and what it
    prints, with prose before the code: the code is the answer, not the question's."""
    text = (
        "# Python\n\n"
        "### How do I join a list into a string?\n"
        "```python\nprint(', '.join(['a', 'b']))\n```\n"
        "Output:\na, b\n\n"
        "### What is a tuple?\nAn immutable sequence.\n"
    )
    assert _cards(text)[0] == (
        "How do I join a list into a string?",
        "```python\nprint(', '.join(['a', 'b']))\n```\nOutput:\na, b",
        "",
        {},
    )


def test_a_line_opening_with_the_equality_operator_stays_in_the_answer() -> None:
    """A reason that opens with the operator it is about (`==与equals()一样，...`: "== is the
    same as equals()") was read as a wiki title `==Title` and vanished from the card with
    no warning. A line with a call or a clause's punctuation is a sentence, not a title."""
    text = (
        "# 枚举\n\n"
        "### 1.比较枚举\n```java\nsize == Size.SMALL\n```\n\n"
        "答案：\ntrue\n\n原因：\n\n==与equals()一样，都比较引用；\n\n"
        "### 2.什么是枚举？\n答案：一组常量。\n"
    )
    assert _cards(text) == [
        (
            "比较枚举\n```java\nsize == Size.SMALL\n```",
            "true",
            "==与equals()一样，都比较引用；",
            {},
        ),
        ("什么是枚举？", "一组常量。", "", {}),
    ]


def test_an_equals_title_without_sentence_marks_is_still_a_section() -> None:
    """Guard: `==OOP` alone in its paragraph is still a section title, not answer text."""
    text = (
        "1. What is val?\n-> an immutable reference\n\n"
        "==OOP\n\n"
        "2. What is an object?\n-> a single instance\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is val?", "-> an immutable reference"),
        ("What is an object?", "-> a single instance"),
    ]


def _skipped(text: str) -> list[int]:
    return [s.line for s in result(text).skipped]


_BARE_RUN = (
    "### ◆ Lists vs tuples\n"
    "### ◆ What is a set?\n"
    "<details><summary>Answer</summary>\n\nAn unordered collection.\n\n</details>\n\n"
    "### ◆ What is a dict?\n"
    "### ◆ _map_ vs _filter_\n"
)


def test_the_first_and_last_of_a_run_of_bare_headings_are_questions() -> None:
    """A list of `###` questions, most with nothing under them yet, no H1: the first (`Lists
    vs tuples`, which does not ask) became the deck's name, and the last vanished, both
    without a word. At the run's level, over a sibling that asks, the first is a question
    (reported unanswered); the last, right under a bare sibling, is one too."""
    got = result(_BARE_RUN)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a set?", "An unordered collection.")
    ]
    assert got.deck.name != "◆ Lists vs tuples"
    assert [s.line for s in got.skipped] == [1, 9, 10]


def test_a_group_title_over_numbered_questions_is_no_question() -> None:
    """Guard: `## Basics` with nothing under it over `## 1.1 What ...?` (under the page's
    title) titles the numbered questions below it; it is not reported as a question."""
    text = (
        "# Java notes\n\n"
        "## Basics\n"
        "## 1.1 What is the JVM?\nThe virtual machine.\n\n"
        "## 1.2 What is the JRE?\nThe runtime.\n"
    )
    assert _skipped(text) == []
    assert len(result(text).deck.cards) == 2


def test_an_empty_closing_heading_after_an_answered_question_is_no_question() -> None:
    """Guard: an empty heading at the end, under an answered question rather than a bare
    one, closes the page; it is not reported as an unanswered question."""
    text = (
        "# Notes\n\n"
        "## What is a set?\nAn unordered collection.\n\n"
        "## What is a dict?\nA mapping.\n\n"
        "## Thanks for reading\n"
    )
    assert _skipped(text) == []
    assert [c.question for c in result(text).deck.cards] == ["What is a set?", "What is a dict?"]

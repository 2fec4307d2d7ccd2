"""Importer layouts met in the eighth (2026-11-29) and ninth (2026-11-30) sessions' rounds:
each test is the shape of a real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


def test_fence_four_deep_under_a_bullet_pairs_with_its_closing_fence() -> None:
    """A fence four blanks deep under `* Example:` (inside the item, as CommonMark has it),
    closed three deep: every fence walk knew only the margin's three blanks, passed over the
    opening fence and took the closing one for an opening one, so the next question sat in
    code and every block after paired the wrong way."""
    text = (
        "# Array notes\n\n"
        "Q1. Can arrays nest?\n* Yes, as arrays of arrays\n* Example:\n"
        "    ```\n    grid = [\n      [1, 2],\n    ]\n   ```\n\n"
        "Q2. How do you test for an array?\n\n```\nArray.isArray(x)\n```\n\n"
        "Q3. How do you copy one?\n* Spread it:\n    ```\n    [...xs]\n    ```\n\n"
        "Q4. What does `push` return?\n* The new length.\n"
    )
    assert _cards(text) == [
        (
            "Can arrays nest?",
            "* Yes, as arrays of arrays\n* Example:\n   ```\n   grid = [\n     [1, 2],\n   ]\n"
            "  ```",
            {},
        ),
        ("How do you test for an array?", "```\nArray.isArray(x)\n```", {}),
        ("How do you copy one?", "* Spread it:\n   ```\n   [...xs]\n   ```", {}),
        ("What does `push` return?", "* The new length.", {}),
    ]
    assert not result(text).warnings


def test_deep_fence_under_an_indented_answer_keeps_its_code_indent() -> None:
    """The same deep fence under a bullet question whose answer stands four columns in:
    the code keeps its indent under its fence when the answer's indent is taken off."""
    text = (
        "# Kotlin notes\n\n"
        "* **Are two equal data objects the same object?**<br/>\n"
        "    **Answer:**<br/>They are equal, not identical.\n\n"
        "    For example:\n    ```kotlin\n        val a = P(1)\n        println(a == P(1))\n"
        "    ```\n\n"
        "* **What is a sealed class?**<br/>\n"
        "    **Answer:**<br/>A class with a closed set of subclasses.\n"
    )
    assert _cards(text) == [
        (
            "Are two equal data objects the same object?",
            "They are equal, not identical.\n\nFor example:\n```kotlin\n    val a = P(1)\n"
            "    println(a == P(1))\n```",
            {},
        ),
        ("What is a sealed class?", "A class with a closed set of subclasses.", {}),
    ]


def test_deep_fence_outside_any_item_and_item_line_fences_stay_as_written() -> None:
    """Guard: four blanks deep under a paragraph (no item) a fence is an indented code
    block's text, and a fence opened on an item's own line (`- ```bash`) is closed by the
    deeper fence below it: neither is taken for a new block that swallows what follows."""
    text = (
        "# Markdown notes\n\n"
        "Q1. How do you fence code?\nWrite three backticks, then the code:\n\n"
        "    ```\n    print(1)\n\n"
        "Q2. What starts a heading?\n* A hash sign.\n\n"
        "Q3. How do you list files?\n- ```bash\n  ls -la\n    ```\n\n"
        "Q4. What ends a fence?\n* The same backticks again.\n"
    )
    assert _cards(text) == [
        (
            "How do you fence code?",
            "Write three backticks, then the code:\n\n    ```\n    print(1)",
            {},
        ),
        ("What starts a heading?", "* A hash sign.", {}),
        ("How do you list files?", "- ```bash\n  ls -la\n    ```", {}),
        ("What ends a fence?", "* The same backticks again.", {}),
    ]


def test_question_made_of_equality_operators_keeps_them() -> None:
    """`Q2.  == Vs ===`: the `=` runs at both ends were taken for a highlight (`==X==`) and
    cut off, leaving `Vs =`; a highlight's text starts and ends at no blank and no `=`."""
    text = (
        "# JS notes\n\n"
        "Q1. What is hoisting?\n* Declarations move to the top of their scope.\n\n"
        "Q2.  == Vs ===\n* == converts types first; === does not.\n\n"
        "Q3. ==What is a closure?==\n* A function with its outer scope.\n"
    )
    assert _cards(text) == [
        ("What is hoisting?", "* Declarations move to the top of their scope.", {}),
        ("== Vs ===", "* == converts types first; === does not.", {}),
        ("What is a closure?", "* A function with its outer scope.", {}),
    ]


def test_numbered_chinese_questions_answered_after_a_colon_are_split() -> None:
    """`1.问题:答案` / `2.问题：答案`: a Chinese question with a colon, ASCII or full-width,
    where its question mark would be, then the answer on the same line. Each item was a
    question with no answer, and the dated heading over them was taken for the question."""
    text = (
        "# 面试笔记\n\n记录一些问题。\n\n### 2021-4-26 甲公司初面\n\n"
        "1.python有哪些常用的数据类型:数字，字符串，列表\n\n"
        "2.python有哪些内置模块：os,json,time\n\n"
        "3.如何反转一个列表: xs[::-1]\n\n### 2021-4-27 乙公司二面\n\n"
        "1. 列表和元组有什么区别: 列表可变，元组不可变。\n\n"
        "2. 如何遍历字典: for k, v in d.items():...\n"
    )
    assert _cards(text) == [
        ("python有哪些常用的数据类型", "数字，字符串，列表", {}),
        ("python有哪些内置模块", "os,json,time", {}),
        ("如何反转一个列表", "xs[::-1]", {}),
        ("列表和元组有什么区别", "列表可变，元组不可变。", {}),
        ("如何遍历字典", "for k, v in d.items():...", {}),
    ]


def test_colon_of_an_example_or_code_span_splits_no_chinese_question() -> None:
    """Guard: a colon after a word that brings in an example (`例如`), one inside a code
    span, or an answer label's, belongs to the question; such items are not split."""
    from srs.importers.cjkcolon import colon_answered

    assert colon_answered("实现一个函数反转链表，例如输入的链表是:1->2->3") is None
    assert colon_answered("如何理解`a:b`这种写法") is None
    assert colon_answered("url到浏览器有哪些步骤，答案:https://example.com") is None
    assert colon_answered("有哪些排序算法: 冒泡，快排") == ("有哪些排序算法", "冒泡，快排")

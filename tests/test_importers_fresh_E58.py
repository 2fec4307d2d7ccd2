"""Importer layouts met in the eleventh (2026-11-30) session's rounds: each test is the shape
of one real document, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from srs.importers.ordinalheadings import chinese_number
from tests.importing import result

_ORDINAL = (
    "# Go 题目汇总\n\n"
    "## 第一题：交替打印\n\n"
    "**问题描述**\n\n两个协程交替打印数字和字母。\n\n"
    "**解题思路**\n\n用两个 channel 互相通知。\n\n"
    "------------------------------------------------------------\n\n"
    "## 第二题、下面代码输出什么？\n\n"
    '```go\nfmt.Println(len("ab"))\n```\n\n'
    "**解析：**\n输出 2。\n\n"
    "------------------------------------------------------------\n\n"
    "## 第十题：请找出下面代码的问题\n\n"
    '```go\nvar m map[string]int\nm["a"] = 1\n```\n\n'
    "**解析：**\nmap 未初始化。\n\n"
    "## 第十一题、读已关闭的 chan 会怎样？\n\n"
    "## 题目\n\n读已关闭的 chan 会怎样？\n\n"
    "## 回答\n\n- 读到零值。\n\n"
    "## 示例\n\n```go\nv, ok := <-ch\n```\n\n"
    "## 第四十题：nil chan 读写会怎样？\n\n"
    "## 第四十一题：怎么避免内存逃逸？\n\n"
    "# 注意：题目来自网络。\n"
)


def test_chinese_ordinal_headings_are_numbered_questions() -> None:
    """`## 第N题、title` ("question N") headings are questions as `## Question N: title` is,
    the first one too (no introduction), whatever their titles say; the code a question
    points at (`下面代码`, "the code below") is the question's, and so is a problem statement
    over `**解题思路**` ("solution"), the answer's label; `## 题目` / `## 回答` / `## 示例`
    at the question's level are that item's sections, not questions ending it; bare
    headings, the last one too, are reported unanswered."""
    got = result(_ORDINAL)
    cards = got.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "交替打印\n\n**问题描述**\n\n两个协程交替打印数字和字母。",
            "用两个 channel 互相通知。",
        ),
        ('下面代码输出什么？\n\n```go\nfmt.Println(len("ab"))\n```', "输出 2。"),
        ('请找出下面代码的问题\n\n```go\nvar m map[string]int\nm["a"] = 1\n```', "map 未初始化。"),
        ("读已关闭的 chan 会怎样？", "- 读到零值。\n\n### 示例\n\n```go\nv, ok := <-ch\n```"),
    ]
    assert [c.id for c in cards] == ["q01", "q02", "q10", "q11"]
    assert [s.reason for s in got.skipped] == [
        "question 40 has no answer; skipped",
        "question 41 has no answer; skipped",
    ]


def test_chinese_numerals_read_as_numbers() -> None:
    assert [chinese_number(n) for n in ("一", "十", "十二", "八十七", "一百零二", "35")] == [
        1,
        10,
        12,
        87,
        102,
        35,
    ]


def test_one_ordinal_heading_is_left_as_written() -> None:
    """Guard: a lone `## 第3题` heading (a title that mentions a question, once) is not made a
    numbered question label: only a level that numbers two or more is read so."""
    text = "# 笔记\n\n## 第三题的思路\n\n先排序再比较。\n\n## 为什么要排序？\n\n因为顺序无关。\n"
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("为什么要排序？", "因为顺序无关。")
    ]


_LEVEL_SECTIONS = (
    "# Go notes\n\n"
    "## Question 1: What does len return for a string?\n\n"
    "It returns the byte count.\n\n"
    "## Question 2: What happens when you read a closed channel?\n\n"
    "## Question\n\nReading a closed channel: what happens?\n\n"
    "## Answer\n\n- You get the zero value.\n\n"
    "## Example\n\n```go\nv, ok := <-ch\n```\n\n"
    "## One more thing\n\nWriting to it panics.\n\n"
    "## Question 3: Why does a nil map panic on write?\n\n"
    "## Question 4: What is escape analysis?\n"
)


def test_section_labels_at_the_question_level_are_the_items_parts() -> None:
    """`## Question` / `## Answer` / `## Example` between `## Question 2: ...` and `## Question
    3: ...`: the item's parts (a later heading at that level too), so the numbered questions
    after it are questions still, the bare ones reported unanswered."""
    got = result(_LEVEL_SECTIONS)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What does len return for a string?", "It returns the byte count."),
        (
            "Reading a closed channel: what happens?",
            "- You get the zero value.\n\n### Example\n\n```go\nv, ok := <-ch\n```\n\n"
            "### One more thing\n\nWriting to it panics.",
        ),
    ]
    assert [s.reason for s in got.skipped] == [
        "question 3 has no answer; skipped",
        "question 4 has no answer; skipped",
    ]


def test_a_heading_between_numbered_questions_with_no_label_stays() -> None:
    """Guard: a `## Part 2` heading between two numbered questions, no section label in the
    item, is not made a part of the answer above."""
    text = (
        "# Notes\n\n## Question 1: What is a goroutine?\n\nA light thread.\n\n"
        "## Part 2\n\nChannels follow.\n\n"
        "## Question 2: What is a channel?\n\nA typed pipe.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a goroutine?", "A light thread."),
        ("What is a channel?", "A typed pipe."),
    ]


def test_a_heading_glued_to_its_hashes_among_real_headings_is_one() -> None:
    """`###Explain what a stub is:` among `### Which ...?` headings: a heading typed without
    its space, read as one (its answer no part of the card above)."""
    text = (
        "### Which loops does Ruby have?\nfor, while, until.\n\n"
        "###Explain what a stub is:\n\nA stub replaces a real object in a test.\n\n"
        "### How do you declare a constant?\nWith a capital first letter.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Which loops does Ruby have?", "for, while, until."),
        ("Explain what a stub is:", "A stub replaces a real object in a test."),
        ("How do you declare a constant?", "With a capital first letter."),
    ]


def test_glued_hashes_without_real_headings_at_their_level_stay_text() -> None:
    """Guard: `##TODO later` with no `## ` heading in the document, and `#!/bin/sh`, are no
    headings: they stay in the answer they sit in."""
    text = (
        "### Which loops does Ruby have?\nfor, while, until.\n\n##TODO check more\n\n"
        "### How do you run a script?\n#!/bin/sh at its top.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Which loops does Ruby have?", "for, while, until.\n\n##TODO check more"),
        ("How do you run a script?", "#!/bin/sh at its top."),
    ]


def test_a_glued_title_right_over_a_heading_stays_text() -> None:
    """Guard: `##Questions and answers` right over `## 1. What ...?`: a title of what follows,
    not a question left unanswered."""
    text = (
        "# Audit\n\n##Questions and answers\n\n"
        "## 1. What is an index?\nA lookup structure.\n\n"
        "## 2. What is a join?\nA combination of rows.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is an index?", "A lookup structure."),
        ("What is a join?", "A combination of rows."),
    ]
    assert got.skipped == ()

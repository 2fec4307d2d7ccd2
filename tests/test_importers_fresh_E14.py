"""Importer layouts met in the 2026-11-29 seventh session's rounds of fresh public documents:
each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from srs.importers.keylines import key_item, sample_entry
from srs.importers.options import read_letter
from srs.importers.spacednumbers import spaced_heading_numbers
from tests.importing import result

# -- a Chinese quiz keys each question in its heading: (`B`) at the end, `+ A.x` options ------

_HEADING_KEYS = """\
# 网络

## 单选题
### 1.哪个协议是无连接的（`B`）
+ A.TCP
+ B.UDP
+ C.SCTP

> 解答：https://example.org/a

UDP不建立连接。

### 2.哪个端口属于HTTP？  (`C`)
+ A.21
+ B.22
+ C.80

> 解答：https://example.org/b

HTTP默认用80。

### 3.以下哪个不是传输层协议（`A`）？
+ A.IP
+ B.TCP
+ C.UDP

解答：https://example.org/c

IP在网络层。

## 多选题
### 1.以下哪些是可靠的？（`AC`）
+ A.TCP
+ B.UDP
+ C.SCTP

> 解答：https://example.org/d

两者都重传。

### 2.以下哪些用到了握手？(`AB`)
+ TLS
+ TCP
+ UDP

> 解答：https://example.org/e

UDP没有握手。
"""


def test_a_key_in_backticks_ending_the_heading_keys_the_options_under_it() -> None:
    imported = result(_HEADING_KEYS)
    got = [(c.question, c.choices, c.answer, c.explanation) for c in imported.deck.cards]
    assert got == [
        (
            "哪个协议是无连接的",
            {"A": "TCP", "B": "UDP", "C": "SCTP"},
            "B",
            "解答：https://example.org/a\n\nUDP不建立连接。",
        ),
        (
            "哪个端口属于HTTP？",
            {"A": "21", "B": "22", "C": "80"},
            "C",
            "解答：https://example.org/b\n\nHTTP默认用80。",
        ),
        (
            # before its question mark; an unquoted `解答：` link is the explanation's
            "以下哪个不是传输层协议？",
            {"A": "IP", "B": "TCP", "C": "UDP"},
            "A",
            "解答：https://example.org/c\n\nIP在网络层。",
        ),
        (
            # several letters: several right options (lettered ones)
            "以下哪些是可靠的？\n\n- A) TCP\n- B) UDP\n- C) SCTP",
            {},
            "- TCP\n- SCTP",
            "解答：https://example.org/d\n\n两者都重传。",
        ),
        (
            # options bulleted without letters: lettered by position
            "以下哪些用到了握手？\n\n- A) TLS\n- B) TCP\n- C) UDP",
            {},
            "- TLS\n- TCP",
            "解答：https://example.org/e\n\nUDP没有握手。",
        ),
    ]
    assert imported.warnings == (
        "doc.md:35: question 1 has 2 right options (A, C); made an open card",
        "doc.md:44: question 2 has 2 right options (A, B); made an open card",
    )
    assert imported.skipped == ()


_GAP_AND_CODE_KEYS = """\
# 测验

### 1.Java用（`A`）机制实现同步
+ A.监视器
+ B.虚拟机
+ C.编译器

解析：监视器锁。

### 2.输出是什么（`C`）
```java
int x = 1 + 2;
```
+ A.1
+ B.2
+ C.3

因为1加2。
"""


def test_a_key_filling_the_gap_or_over_the_questions_code_keys_the_options() -> None:
    cards = result(_GAP_AND_CODE_KEYS).deck.cards
    assert [(c.question, c.choices, c.answer, c.explanation) for c in cards] == [
        (
            "Java用（  ）机制实现同步",
            {"A": "监视器", "B": "虚拟机", "C": "编译器"},
            "A",
            "监视器锁。",
        ),
        (
            "输出是什么\n```java\nint x = 1 + 2;\n```",
            {"A": "1", "B": "2", "C": "3"},
            "C",
            "因为1加2。",
        ),
    ]


_NOT_HEADING_KEYS = """\
# 测验

### 1.维生素（A）的作用是什么？
+ A.夜视
+ B.凝血

解析：维生素A与视觉有关。

### 2.哪个最大（`E`）
+ A.一
+ B.二
+ C.三

解析：没有E选项。

### 3.什么是光盘（CD）？

一种光学存储介质。
"""


def test_guard_brackets_naming_no_option_are_the_questions_text() -> None:
    """A bare letter in brackets inside the line names a thing (`维生素（A）`, vitamin A), a
    key letter past the last option keys nothing, and brackets over no options are text."""
    cards = result(_NOT_HEADING_KEYS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("维生素（A）的作用是什么？", "+ A.夜视\n+ B.凝血"),
        ("哪个最大（`E`）\n\n- A) 一\n- B) 二\n- C) 三", "没有E选项。"),
        ("什么是光盘（CD）？", "一种光学存储介质。"),
    ]
    assert all(not c.choices for c in cards)


# -- an answer key naming questions by a word and a number: `**Extra 1: b** - why` ----------

_NAMED_KEY = """\
# Borrowing quiz

## Part 1

### Question 1 (2 points)
**What does `&` make?**

a) A copy
b) A reference
c) A thread

**Your Answer**: _____

### Question 2 (2 points)
**How can `f` keep using `v` after the call?**

a) Pass `&v`
b) Make `v` global
c) Return `v` from the call

**Your Answer**: _____

## Extras

### Extra Question 1 (1 point)
**What does `Rc` count?**

a) Bytes
b) Owners
c) Threads

**Your Answer**: _____

## Answer Key

<details>
<summary>Show answers</summary>

### Part 1

**Q1: b** - A reference borrows the value.

**Q2: a or c** - Borrow it, or hand it back; borrowing is simpler.

### Extras

**Extra 1: b** - It counts the owners alive.

</details>
"""


def test_a_key_entry_named_by_a_word_keeps_its_explanation_and_or_names_two() -> None:
    imported = result(_NAMED_KEY)
    got = [(c.question, c.choices, c.answer, c.explanation) for c in imported.deck.cards]
    assert got == [
        (
            "What does `&` make?",
            {"A": "A copy", "B": "A reference", "C": "A thread"},
            "B",
            "A reference borrows the value.",
        ),
        (
            "How can `f` keep using `v` after the call?\n\n"
            "- A) Pass `&v`\n- B) Make `v` global\n- C) Return `v` from the call",
            {},
            "- Pass `&v`\n- Return `v` from the call",
            "Borrow it, or hand it back; borrowing is simpler.",
        ),
        (
            "What does `Rc` count?",
            {"A": "Bytes", "B": "Owners", "C": "Threads"},
            "B",
            "It counts the owners alive.",
        ),
    ]
    assert imported.warnings == (
        "doc.md:43: question 2 has 2 right options (A, C); made an open card",
    )


def test_guard_a_titled_line_is_no_sample_answer_and_letters_keep_one_case() -> None:
    """`Part 1: the setup` titles a part (no question 1's sample answer), though `**Bonus 1:
    b** - why` keys one; `b or d` names two options, `A and b` only its first."""
    assert sample_entry("Part 1: the setup") is None
    entry = key_item("**Bonus 1: b** - why")
    assert entry is not None and (entry.number, entry.letter) == (1, "B")
    choices = {"A": "w", "B": "x", "C": "y", "D": "z"}
    assert read_letter("b or d - either works", choices) == ("BD", "either works")
    assert read_letter("A and b", choices) == ("A", "and b")


# -- numbered headings glued to their text: `### 2.udp是什么？` among `### 1.TCP...` --------

_GLUED_HEADINGS = """\
# 笔记

### 1.TCP是什么？

传输控制协议。

### 2.udp是什么？

用户数据报协议。

### 3.为什么需要三次握手？

确认双方收发能力。

```bash
# 1.install
# 2.run
```

## 附录

### 2019.总结
"""


def test_headings_numbered_with_no_blank_after_the_dot_lose_their_numbers_alike() -> None:
    """Only `1.TCP` lost its number before (a capital after the dot): the series is
    numbered, so every card is, whatever letter or character follows the dot."""
    imported = result(_GLUED_HEADINGS)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "TCP是什么？", "传输控制协议。"),
        ("q02", "udp是什么？", "用户数据报协议。"),
        ("q03", "为什么需要三次握手？", "确认双方收发能力。\n\n```bash\n# 1.install\n# 2.run\n```"),
    ]


def test_guard_glued_numbers_in_code_alone_or_in_a_year_stay_as_written() -> None:
    """Comments numbered in a code block, a heading numbered by a year, a lone glued heading:
    no slip in a series of headings. A fence never closed hides no heading (the readers
    read it as text)."""
    text = _GLUED_HEADINGS
    spaced = spaced_heading_numbers(text)
    assert "# 1.install\n# 2.run" in spaced and "### 2019.总结" in spaced
    assert spaced_heading_numbers("# T\n\n### 4.孤立的标题\n\n文字\n") == (
        "# T\n\n### 4.孤立的标题\n\n文字\n"
    )
    unclosed = "# T\n\n   ```java\n    x();\n    ```\n\n### 1.甲是什么\n\n### 2.乙是什么\n"
    assert spaced_heading_numbers(unclosed).endswith("### 1. 甲是什么\n\n### 2. 乙是什么\n")

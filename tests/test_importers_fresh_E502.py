"""Two shapes of Chinese interview pages read on 2026-12-03.

A quiz chapter folds each key under `<summary>查看答案</summary>` ("view the answer"): the
fold was taken for a section (its summary neither asked nor said `Answer` in English) and
its title, `查看答案`, was glued under every question. Notes that ask in headings answer under
`**答案：**` and go on with `**问题：**` (the problem an answer solves; `问题` also means
"question"): the label was read as a question's, the heading above it became a section, and
the heading's question was lost.

Each layout is made up in the shape the real pages had.
"""

from __future__ import annotations

from tests.importing import result

_FOLDED_KEYS = """\
# 第 5 章：CSS - 面试题

## 第 1 题 🟢

**类型：** 单选题

### 题目

浏览器解析CSS选择器的方向是？

**选项：**
- A. 从左到右
- B. 从右到左

<details>
<summary>查看答案</summary>

### ✅ 正确答案：B

### 📖 解析

从右到左匹配更快。

</details>

---

## 第 2 题 🟢

**类型：** 单选题

### 题目

`@import` 必须放在哪里？

**选项：**
- A. 文件末尾
- B. 文件开头
- C. 任意位置

<details>
<summary>查看答案</summary>

### ✅ 正确答案：B

### 📖 解析

`@import` 必须在其他规则之前。

</details>
"""


def test_a_fold_that_offers_the_answer_is_no_section() -> None:
    r = result(_FOLDED_KEYS)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("浏览器解析CSS选择器的方向是？", "B"),
        ("`@import` 必须放在哪里？", "B"),
    ]
    assert all("查看答案" not in (c.explanation or "") for c in r.deck.cards)


_NOTES = """\
# MyBatis Plus 面试题

### 1. 如何实现分页查询？

**答案：**

配置分页插件，再用 `Page` 查询。

### 2. 深分页问题如何优化？

**答案：**

**问题：** `LIMIT 1000000, 10` 需要扫描前面所有记录。

**优化方案：** 先查 ID，再查详情。

### 3. 乐观锁的实现原理？

**答案：**

**原理：** 通过版本号机制。
"""


def test_a_problem_label_inside_an_answer_is_no_question() -> None:
    r = result(_NOTES)
    assert [c.question for c in r.deck.cards] == [
        "如何实现分页查询？",
        "深分页问题如何优化？",
        "乐观锁的实现原理？",
    ]
    second = r.deck.cards[1].answer
    assert second.startswith("**问题：** `LIMIT 1000000, 10`") and "先查 ID" in second
    assert r.warnings == ()


_PAIRS = """\
# Kafka

## Partitions?

**Q:** What is a partition?

**A:** An ordered log.

**Q:** Why partition a topic?

**A:** To scale reads and writes.
"""


def test_labelled_pairs_under_a_heading_that_asks_stay_questions() -> None:
    r = result(_PAIRS)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("What is a partition?", "An ordered log."),
        ("Why partition a topic?", "To scale reads and writes."),
    ]

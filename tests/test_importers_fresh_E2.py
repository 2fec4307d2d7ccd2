"""Importer layouts met in the 2026-11-29 sixth session's rounds (Chinese and Turkish
interview documents): each test is the shape of one real document, written small; none is a
copy of one.
"""

from __future__ import annotations

from tests.importing import result

# -- a Chinese quiz: `## 第 N 题`, the answer folded in `<details>` ---------------------------


def _chinese_quiz(inner: str, key: str = "B") -> str:
    """Two questions of a Chinese quiz: a choice question whose key is `正确答案：{key}`, and
    an open one whose folded answer holds `inner` after its `### ✅ 答案` label."""
    return f"""\
# 构建测验

## 第 1 题

### 题目

哪个工具最快？

**选项：**
- A. 甲
- B. 乙
- C. 丙

<details>
<summary>查看答案</summary>

### ✅ 正确答案：{key}

### 📖 解析

乙最快。

</details>

---

## 第 2 题

### 题目

如何加速构建？

<details>
<summary>查看答案</summary>

### ✅ 答案

{inner}

</details>
"""


_PROBLEMS = """\
#### 1. 优化

**问题 1：编译慢**

```json
{ "incremental": true }
```

**问题 2：文件多**

```json
{ "exclude": [] }
```

#### 2. 结论

**问题：**
```bash
slow build
```

够了。"""


def test_problem_labels_inside_a_folded_answer_are_its_text() -> None:
    """`**问题 1：编译慢**` (`问题` is "question" and "problem") over a code block, inside the
    `<details>` after `### ✅ 答案`: titles of the answer's points, not questions; each was
    a card and the answer was cut at the first."""
    cards = result(_chinese_quiz(_PROBLEMS)).deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        ("哪个工具最快？", "B", {"A": "甲", "B": "乙", "C": "丙"}),
        ("如何加速构建？", _PROBLEMS, {}),
    ]
    assert cards[0].explanation == "乙最快。"


def test_questions_folded_with_their_answers_stay_questions() -> None:
    """Guard: a fold that holds labelled questions, each answered below it (`**Question 1:**`
    over `**Answer:**`, or over a `#### Answer` heading), keeps them as cards."""
    text = """\
# Notes

## Week 1

<details>
<summary>Answers</summary>

**Question 1:** What is a queue?

**Answer:** A first-in, first-out list.

**Question 2:** What is a stack?

#### Answer

A last-in, first-out list.

</details>
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a queue?", "A first-in, first-out list."),
        ("What is a stack?", "A last-in, first-out list."),
    ]


def test_a_key_listed_with_ideographic_commas_names_every_letter() -> None:
    """`正确答案：A、C` (a multi-select key): letters A and C, as `A, C` is read; only `A`
    was read and `、C` was left as the explanation."""
    first = result(_chinese_quiz("够了。", key="A、C")).deck.cards[0]
    plain = result(_chinese_quiz("够了。", key="A, C")).deck.cards[0]
    assert (first.question, first.answer, dict(first.choices)) == (
        plain.question,
        plain.answer,
        dict(plain.choices),
    )
    assert first.answer == "- 甲\n- 丙"
    assert first.explanation == "乙最快。"


# -- Turkish notes in plain text: `N. question` lines, the answer right under each ---------


def _notes(answer: str) -> str:
    """Three numbered questions of plain notes, the second answered by `answer`."""
    return (
        "Java Notes\n\n\n"
        "1. What is a class?\nA blueprint for objects.\n\n\n"
        f"2. What is the string pool?\n{answer}\n\n"
        "3. What is OOP?\nA model built around objects.\n\nIt keeps big programs tidy.\n"
    )


_POOL = (
    "A heap area that holds each literal once.\n\n"
    "There are two ways to make a string:\n\n\n"
    "1- With double quotes:\n\n\n"
    "2- With the new keyword:\n"
)


def test_a_dash_numbered_list_ending_an_answer_keeps_the_next_question_apart() -> None:
    """`1- ...` / `2- ...` after a paragraph of the answer to `2.`: the answer's own list,
    as the author typed it; written `1.` / `2.` it made one Markdown list with `3. What is
    OOP?`, which became its third item (and the card was lost)."""
    cards = result(_notes(_POOL), "notes.md").deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a class?", "A blueprint for objects."),
        ("What is the string pool?", _POOL.rstrip("\n").replace("\n\n\n", "\n\n")),
        ("What is OOP?", "A model built around objects.\n\nIt keeps big programs tidy."),
    ]


def test_dash_numbered_options_under_a_numbered_question_stay_options() -> None:
    """Guard: `1- MySQL` / `2- MongoDB` right under `1. Which ...?` (no answer paragraph
    between) are its options, keyed by number below."""
    quiz = "".join(
        f"{n}. {stem}\n"
        + "".join(f"{k}- {o}\n" for k, o in enumerate(opts, 1))
        + f"\nanswer: {key}\n\n"
        for n, (stem, opts, key) in enumerate(
            [
                ("Which is a document store?", ["MySQL", "MongoDB", "Oracle"], 2),
                ("Which removes duplicate rows?", ["UNIQUE", "GROUP", "DISTINCT"], 3),
            ],
            1,
        )
    )
    cards = result("# Quiz\n\n" + quiz).deck.cards
    assert [(c.question, dict(c.choices), c.answer) for c in cards] == [
        ("Which is a document store?", {"A": "MySQL", "B": "MongoDB", "C": "Oracle"}, "B"),
        ("Which removes duplicate rows?", {"A": "UNIQUE", "B": "GROUP", "C": "DISTINCT"}, "C"),
    ]


def test_a_last_paragraph_of_several_sentences_ending_with_a_colon_stays() -> None:
    """`It is made with new. A constructor runs, as below 👇:` closing an answer, its picture
    lost: the answer going on, not a line introducing the next question (it was dropped
    with a warning)."""
    answer = (
        "A class with exactly one instance.\n\n"
        "It is made with new. A constructor runs, as below 👇:\n"
    )
    got = result(_notes(answer), "notes.md")
    assert got.deck.cards[1].answer == answer.rstrip("\n")
    assert got.warnings == ()


def test_a_one_sentence_line_introducing_the_next_questions_is_still_cut() -> None:
    """Guard: `Try these questions, e.g. the harder ones, on your own first:` (one sentence,
    an abbreviation's dot inside it, a colon, naming the questions) between two answers
    introduces what follows: no part of the answer above, reported."""
    answer = (
        "A class with exactly one instance.\n\n"
        "Try these questions, e.g. the harder ones, on your own first:\n"
    )
    got = result(_notes(answer), "notes.md")
    assert got.deck.cards[1].answer == "A class with exactly one instance."
    assert len(got.warnings) == 1 and "Try these questions, e.g." in got.warnings[0]

"""Importer layouts met in a Chinese exercise page on Java (the fix session S6): each test is
the shape of a real document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_FOLD = "<details>\n<summary> 查看答案</summary>\n\n**正确答案：{key}**\n\n{why}</details>\n"


def _cards(text: str) -> list[tuple[str, str, str, dict[str, str]]]:
    return [(c.question, c.answer, c.explanation, c.choices) for c in result(text).deck.cards]


_TAGGED = (
    '<div align="center">\n\n<h1>练习 (Drills)</h1>\n\n</div>\n\n---\n\n'
    '【单选题】下面这段代码打印什么：\n\n```python\nprint(len("abc"))\n```\n\n'
    "- `A` :  `2`\n- `B` :  `3`\n- `C` :  `4`\n\n"
    + _FOLD.format(key="B", why="字符串有三个字符。\n\n")
    + "\n---\n\n【判断题】列表是可变的。（ ）\n\nA. 正确\n\nB. 错误\n\n"
    + _FOLD.format(key="A", why="")
    + "\n---\n\n【多选题】以下哪些是不可变类型（）\n\nA. tuple\n\nB. list\n\nC. str\n\n"
    + _FOLD.format(key="A C", why="元组和字符串都不可变。\n\n")
)


def test_a_type_tag_starts_a_question_whatever_its_options_look_like() -> None:
    """`【单选题】stem` over code, options written `` - `A` :  `2` `` (the letter alone in a code
    span, then a colon), the key in a `<details>` fold: a question, the tag no text of it. The
    first question was lost as introduction, with no warning, before the rule."""
    res = result(_TAGGED)
    assert [(c.question, c.answer, c.explanation, c.choices) for c in res.deck.cards] == [
        (
            '下面这段代码打印什么：\n\n```python\nprint(len("abc"))\n```',
            "B",
            "字符串有三个字符。",
            {"A": "`2`", "B": "`3`", "C": "`4`"},
        ),
        ("列表是可变的。（ ）", "A", "", {"A": "正确", "B": "错误"}),
        (
            "以下哪些是不可变类型（）\n\n- A) tuple\n- B) list\n- C) str",
            "- tuple\n- str",
            "元组和字符串都不可变。",
            {},
        ),
    ]
    assert res.warnings == ("doc.md:56: question #3 has 2 right options (A, C); made an open card",)
    assert not res.skipped


def test_type_tags_in_other_brackets_and_languages() -> None:
    """`[Multiple choice] stem`, `(单选题) stem`, `［True/False］stem`: each a question, its tag
    gone (the first was kept in the question, the other two were lost)."""
    text = (
        "# Networking drill\n\n"
        "[Multiple choice] Which layer routes packets between networks?\n\n"
        "A. Transport\n\nB. Network\n\nC. Session\n\n**Answer:** B\n\n"
        "(单选题) 默认的 HTTPS 端口是多少\n\nA. 80\n\nB. 443\n\n**答案：** B\n\n"
        "［True/False］UDP guarantees delivery.\n\nA. True\n\nB. False\n\nAnswer: B\n"
    )
    res = result(text)
    assert [(c.question, c.answer, c.choices) for c in res.deck.cards] == [
        (
            "Which layer routes packets between networks?",
            "B",
            {"A": "Transport", "B": "Network", "C": "Session"},
        ),
        ("默认的 HTTPS 端口是多少", "B", {"A": "80", "B": "443"}),
        ("UDP guarantees delivery.", "B", {"A": "True", "B": "False"}),
    ]
    assert res.warnings == ()


def test_a_tag_alone_or_a_bracket_naming_no_type_starts_no_question() -> None:
    """Guard: `【单选题】` alone over numbered questions heads a section, `【注意】text` is a
    note: the numbered questions import as before, neither line a question of its own."""
    text = (
        "# 复习\n\n【注意】本节不计分。\n\n【单选题】\n\n"
        "1. 哪个命令列出文件？\n\nA. ls\n\nB. cd\n\n答案：A\n\n"
        "2. 哪个命令切换目录？\n\nA. ls\n\nB. cd\n\n答案：B\n"
    )
    res = result(text)
    assert [(c.question, c.answer, c.choices) for c in res.deck.cards] == [
        ("哪个命令列出文件？", "A", {"A": "ls", "B": "cd"}),
        ("哪个命令切换目录？", "B", {"A": "ls", "B": "cd"}),
    ]
    assert res.warnings == ()


def test_letters_in_code_spans_with_no_key_after_them_are_no_options() -> None:
    """Guard: a glossary of names in code (`` - `A` : the left matrix ``) is an answer's
    list, not options, though a key follows the next question's options; a key `B CPU cache`
    names option B by its letter and text, not letters B and C; a link `[Multiple
    choice](url)` is no type tag."""
    text = (
        "# Matrices\n\nSee [Multiple choice](https://example.com/quiz) for the quiz.\n\n"
        "## What do the names in `gemm` stand for?\n\n"
        "- `A` : the left matrix\n- `B` : the right matrix\n- `C` : the result\n\n"
        "## Which cache sits closest to the core?\n\nA) RAM\n\nB) CPU cache\n\n"
        "Answer: B CPU cache\n"
    )
    res = result(text)
    assert _cards(text) == [
        (
            "What do the names in `gemm` stand for?",
            "- `A` : the left matrix\n- `B` : the right matrix\n- `C` : the result",
            "",
            {},
        ),
        ("Which cache sits closest to the core?", "B", "", {"A": "RAM", "B": "CPU cache"}),
    ]
    assert res.warnings == ()


def test_a_key_naming_letters_apart_by_blanks_or_chinese_and_names_several() -> None:
    """`Answer: A C` and `Answer: A和C` name two options: the usual open card naming them and
    its warning (`A C` was read as A, the `C` left as the explanation)."""
    text = (
        "Q: Which of these are prime?\nA) 2\nB) 4\nC) 5\nAnswer: A和C\n\n"
        "Q: Which of these are even?\nA) 2\nB) 3\nC) 6\nAnswer: A C\n"
    )
    res = result(text)
    assert _cards(text) == [
        ("Which of these are prime?\n\n- A) 2\n- B) 4\n- C) 5", "- 2\n- 5", "", {}),
        ("Which of these are even?\n\n- A) 2\n- B) 3\n- C) 6", "- 2\n- 6", "", {}),
    ]
    assert res.warnings == (
        "doc.md:5: question #1 has 2 right options (A, C); made an open card",
        "doc.md:11: question #2 has 2 right options (A, C); made an open card",
    )


def test_a_tagged_question_without_options_is_an_open_card() -> None:
    """`【简答题】stem` (short answer) and `【填空题】stem` (fill in the blank), each over a
    fold holding its answer: open cards, the tags gone."""
    text = (
        "【简答题】什么是 GIL\n\n<details>\n<summary> 查看答案</summary>\n\n"
        "全局解释器锁，一次只让一个线程执行字节码。\n\n</details>\n\n"
        "【填空题】Python 用 ____ 关键字定义函数。\n\n<details>\n<summary> 查看答案</summary>\n\n"
        "def\n\n</details>\n"
    )
    res = result(text)
    assert _cards(text) == [
        ("什么是 GIL", "全局解释器锁，一次只让一个线程执行字节码。", "", {}),
        ("Python 用 ____ 关键字定义函数。", "def", "", {}),
    ]
    assert res.warnings == ()

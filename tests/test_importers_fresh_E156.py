"""Layouts met in judge rounds Z158 and Z159, on made-up documents: a quiz's answer key given
as a later part of its own, one heading per question over a sentence that names the right
option (`答えは「B」。`, `The answer is C.`, `Answer: B`); and a Chinese list of questions
numbered `N、`, one item written `N.`, many worded as statements, each over an indented
answer."""

from __future__ import annotations

import pytest

from srs.importers.ideographicnumbers import ideographic_numbers
from srs.importers.keysheets import key_sheets
from tests.importing import result


def _choices(text: str) -> list[tuple[str, str, str, dict[str, str]]]:
    """Each card's question, key, explanation and options."""
    return [(c.question, c.answer, c.explanation, dict(c.choices)) for c in result(text).deck.cards]


_GIT_SHEET = (
    "# gitの練習問題\n\n"
    "## Q1. 変更をステージするコマンドは次のうちどれか\n\n"
    "- A: git commit\n- B: git add\n- C: git push\n\n"
    "## Q2. 履歴を一覧するコマンドは次のうちどれか\n\n"
    "- A: git log\n- B: git show\n- C: git diff\n\n"
    "## Q3. リモートから取り込むコマンドは次のうちどれか\n\n"
    "- A: git push\n- B: git tag\n- C: git pull\n\n"
    "# gitの練習問題の解説\n\n"
    "## A1\n\n"
    "答えは「B」。\n変更をステージするのは「git add」です。\n\n"
    "「git commit」は記録するコマンドなので、誤りです。\n\n"
    "## Q2\n\n"
    "答えは「Ａ」。\n履歴を一覧するのは「git log」です。\n\n"
    "## Q3\n\n"
    "答えは「Ｃ」。取り込むのは「git pull」です。\n"
)


def test_a_key_part_of_entry_headings_keys_the_questions_above() -> None:
    """`## A1` / `## Q2` headings under a part titled `# ...解説` ("explanation"), each over
    `答えは「B」。` (full-width `「Ａ」` too, the explanation on the sentence's line or below):
    the key of the question of that number, its explanation the text below; no card is made
    from an entry and nothing is skipped."""
    res = result(_GIT_SHEET)
    assert _choices(_GIT_SHEET) == [
        (
            "変更をステージするコマンドは次のうちどれか",
            "B",
            "変更をステージするのは「git add」です。\n\n"
            "「git commit」は記録するコマンドなので、誤りです。",
            {"A": "git commit", "B": "git add", "C": "git push"},
        ),
        (
            "履歴を一覧するコマンドは次のうちどれか",
            "A",
            "履歴を一覧するのは「git log」です。",
            {"A": "git log", "B": "git show", "C": "git diff"},
        ),
        (
            "リモートから取り込むコマンドは次のうちどれか",
            "C",
            "取り込むのは「git pull」です。",
            {"A": "git push", "B": "git tag", "C": "git pull"},
        ),
    ]
    assert [c.id for c in res.deck.cards] == ["q01", "q02", "q03"]
    assert not res.skipped and not res.warnings


def _sheet(key_lines: tuple[str, str]) -> str:
    first, second = key_lines
    return (
        "# Shell quiz\n\n"
        "## 1. Which command prints the working directory?\n\n"
        "- A) cwd\n- B) pwd\n- C) dir\n\n"
        "## 2. Which command counts lines?\n\n"
        "- A) wc -l\n- B) lc\n- C) count\n\n"
        "# Walkthrough\n\n"
        f"## 1\n\n{first}\npwd prints the working directory.\n\n"
        f"## 2\n\n{second}\nwc -l counts the lines.\n"
    )


@pytest.mark.parametrize(
    "key_lines",
    [
        ("The answer is B.", "The answer is A."),
        ("Answer: B", "Answer: A"),
        ("**Answer:** (B)", "**Answer:** (A)"),
        ("Respuesta: B", "Respuesta: A"),
        ("正确答案是 B", "正确答案是 A"),
        ("정답은 B입니다.", "정답은 A입니다."),
        ("La respuesta correcta es B.", "La respuesta correcta es A."),
    ],
)
def test_key_sentences_people_write_head_a_key_entry(key_lines: tuple[str, str]) -> None:
    """The same key part with the key told in other words and languages (`The answer is B.`,
    `Answer: B`, `正确答案是 B`, `정답은 B입니다.`, `Respuesta: B`), its title naming no
    key (`# Walkthrough`): each entry keys the question of its number."""
    res = result(_sheet(key_lines))
    assert [(c.question, c.answer, c.explanation) for c in res.deck.cards] == [
        ("Which command prints the working directory?", "B", "pwd prints the working directory."),
        ("Which command counts lines?", "A", "wc -l counts the lines."),
    ]
    assert not res.skipped and not res.warnings


def test_a_key_part_already_titled_as_a_key_keeps_its_title() -> None:
    """The part titled `# Answers` over `## Q1` / `答えは「B」。`: its title is the key's
    already (left as written); only the entries are written as key entries."""
    text = _GIT_SHEET.replace("# gitの練習問題の解説", "# Answers")
    rewritten = key_sheets(text).split("\n")
    assert "# Answers" in rewritten
    assert "## Answer 2: A" in rewritten
    assert [c.answer for c in result(text).deck.cards] == ["B", "A", "C"]


def test_numbered_sub_headings_that_say_more_are_no_key() -> None:
    """Guard: a later part whose sub-headings say more than their number (`## 1. Why is it
    B?`) over a key sentence: questions of their own, not key entries; the pass changes
    nothing."""
    text = (
        "# Shell quiz\n\n"
        "## 1. Which command prints the working directory?\n\n- A) cwd\n- B) pwd\n\n"
        "## 2. Which command counts lines?\n\n- A) wc -l\n- B) lc\n\n"
        "# Follow-ups\n\n"
        "## 1. Why is pwd right?\n\nThe answer is B. It prints the directory.\n\n"
        "## 2. Why is wc -l right?\n\nThe answer is A. It counts lines.\n"
    )
    assert key_sheets(text) == text


def test_entries_numbering_no_question_above_are_no_key() -> None:
    """Guard: bare numbered headings over key sentences whose numbers name no question above
    (`## 7`, `## 8` after questions 1 and 2), or a part over questions with no lettered
    options, or a sentence that goes on past its letter with no full stop (`The answer is a
    pipe ...`, an article): no key; the pass changes nothing."""
    unnumbered = _sheet(("The answer is B.", "The answer is A.")).replace("## 1\n", "## 7\n")
    unnumbered = unnumbered.replace("## 2\n", "## 8\n")
    assert key_sheets(unnumbered) == unnumbered
    open_questions = (
        "# Notes\n\n## 1. What joins two commands?\n\nA pipe.\n\n"
        "## 2. What ends a command?\n\nA newline.\n\n"
        "# Recap\n\n## 1\n\nAnswer: A\n\n## 2\n\nAnswer: B\n"
    )
    assert key_sheets(open_questions) == open_questions
    prose = _sheet(("The answer is a pipe that joins them", "The answer is a count of lines"))
    assert key_sheets(prose) == prose


_REPL_SHEET = (
    "1、如何合并两个字典？\n\n"
    "    >>> a = {'x': 1}\n    >>> b = {'y': 2}\n    >>> {**a, **b}\n    {'x': 1, 'y': 2}\n\n"
    "2.*kwargs 收到的是什么类型?\n\n"
    "    一个字典，键是参数名。\n\n"
    "3、切片复制：\n\n"
    "    >>> xs = [1, 2]\n    >>> ys = xs[:]\n    >>> ys is xs\n    False\n\n"
    "4、整除与取余\n\n"
    "    >>> divmod(7, 2)\n    (3, 1)\n\n"
    "5、字符串乘法：\n\n"
    "    >>> 'ab' * 3\n    'ababab'\n"
)


def test_a_run_of_ideographic_numbers_over_indented_answers_is_the_questions() -> None:
    """`N、` lines in sequence at the margin, each over an indented interpreter session, one
    of them typed `2.*kwargs ...` (an ASCII dot, no blank), most worded as topics (`3、切片复制：`,
    `4、整除与取余`): each is a question whatever its ending, without its number, its answer the
    session below it; nothing is reported."""
    res = result(_REPL_SHEET)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        (
            "q01",
            "如何合并两个字典？",
            ">>> a = {'x': 1}\n>>> b = {'y': 2}\n>>> {**a, **b}\n{'x': 1, 'y': 2}",
        ),
        ("q02", "*kwargs 收到的是什么类型?", "一个字典，键是参数名。"),
        ("q03", "切片复制：", ">>> xs = [1, 2]\n>>> ys = xs[:]\n>>> ys is xs\nFalse"),
        ("q04", "整除与取余", ">>> divmod(7, 2)\n(3, 1)"),
        ("q05", "字符串乘法：", ">>> 'ab' * 3\n'ababab'"),
    ]
    assert not res.skipped and not res.warnings


def test_numbered_steps_over_indented_commands_stay_in_their_answer() -> None:
    """Guard: `1、`/`2、`/`3、` steps in sequence, each over an indented command, under a
    heading that asks: the steps of that question's answer, no questions; the pass changes
    nothing and the heading keeps them."""
    text = (
        "### 如何部署服务？\n\n"
        "1、下载安装包\n\n    wget https://example.org/app.tgz\n\n"
        "2、解压\n\n    tar xf app.tgz\n\n"
        "3、启动\n\n    ./app start\n\n"
        "### 如何停止服务？\n\n    ./app stop\n"
    )
    assert ideographic_numbers(text) == text
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        (
            "如何部署服务？",
            "1、下载安装包\n\n    wget https://example.org/app.tgz\n\n"
            "2、解压\n\n    tar xf app.tgz\n\n"
            "3、启动\n\n    ./app start",
        ),
        ("如何停止服务？", "./app stop"),
    ]
    assert not res.skipped


def test_numbered_points_that_run_on_as_paragraphs_are_no_questions() -> None:
    """Guard: an article's points numbered `1、` in sequence, none asking, each running on as
    a paragraph at the margin (no indented answer): the pass changes nothing."""
    text = (
        "# 学习心得\n\n"
        "1、首先要多写代码。\n坚持每天练习。\n\n"
        "2、其次要多读源码。\n\n"
        "3、最后要多总结。\n"
    )
    assert ideographic_numbers(text) == text

"""Importer layouts met in judge round Z122: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from srs.importers.ideographicnumbers import ideographic_numbers
from tests.importing import result


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


_SHEET = (
    "### 网络练习\n\n"
    "#### 基本命令\n\n"
    "1、ip addr 显示什么?\n\n> 本机的网卡和地址\n\n"
    "2、“查看磁盘用量”该执行什么命令?\n\n```\n# df -h\n```\n\n"
    "3、请说出 kill 和 kill -9 的区别。\n\n"
    "> 前者请进程退出，后者强制结束\n\n"
    "#### 进程命令\n\n"
    "4、top 的功能是什么?\n\n实时显示进程的资源占用\n\n"
    "5、“结束进程 42”该执行什么命令?\n\n"
    "#### 其他\n\n"
    "6、uptime 显示什么?\n\n> 运行时间和平均负载\n"
)


def test_questions_numbered_with_the_ideographic_comma_are_questions() -> None:
    """`N、question?` lines under topic headings, answered by a quote, a fence or a plain
    line: each a card without its number (the headings took the questions as their
    answers), the one left unanswered reported at its line."""
    res = result(_SHEET)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "ip addr 显示什么?", "本机的网卡和地址"),
        ("q02", "“查看磁盘用量”该执行什么命令?", "```\n# df -h\n```"),
        ("q03", "请说出 kill 和 kill -9 的区别。", "前者请进程退出，后者强制结束"),
        ("q04", "top 的功能是什么?", "实时显示进程的资源占用"),
        ("q06", "uptime 显示什么?", "运行时间和平均负载"),
    ]
    assert [s.line for s in res.skipped] == [25]
    assert "no answer" in res.skipped[0].reason


def test_a_full_width_dot_numbers_questions_too() -> None:
    """`N．question?`: the full-width dot, typed as the comma is."""
    text = "## 练习\n\n1．pwd 的功能是什么?\n\n显示当前目录\n\n2．ls -a 显示什么?\n\n包括隐藏文件在内的所有文件\n"
    assert _pairs(text) == [
        ("pwd 的功能是什么?", "显示当前目录"),
        ("ls -a 显示什么?", "包括隐藏文件在内的所有文件"),
    ]


def test_a_numbered_list_inside_an_answer_stays_the_answer() -> None:
    """Guard: `1、`/`2、` points in the answer of question 2 break the questions' series
    (2 is not followed by 1), so they stay its answer; nothing is reported."""
    text = (
        "## 练习\n\n"
        "1、什么是进程?\n\n运行中的程序\n\n"
        "2、软链接有什么特点?\n\n1、类似快捷方式\n\n2、可以跨分区\n\n"
        "3、什么是管道?\n\n把一个命令的输出交给另一个命令\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("什么是进程?", "运行中的程序"),
        ("软链接有什么特点?", "1、类似快捷方式\n\n2、可以跨分区"),
        ("什么是管道?", "把一个命令的输出交给另一个命令"),
    ]
    assert not res.skipped and not res.warnings


def test_numbered_steps_that_do_not_ask_stay_in_their_answer() -> None:
    """Guard: `1、`/`2、` steps that ask nothing, under question headings, are no questions
    (the rewrite fires only when most numbered lines ask): each heading keeps its steps."""
    text = (
        "### 1. 如何安装?\n\n1、下载安装包\n\n2、解压到 /opt\n\n3、运行 install.sh\n\n"
        "### 2. 如何卸载?\n\n删除 /opt 下的目录\n"
    )
    assert ideographic_numbers(text) == text
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("如何安装?", "1、下载安装包\n\n2、解压到 /opt\n\n3、运行 install.sh"),
        ("如何卸载?", "删除 /opt 下的目录"),
    ]
    assert not res.skipped


_CHECKLIST = (
    "### Scheduler\n\n"
    "1.  **What is a DAG?**\n    *   A workflow file.\n"
    "2.  **Explain the scheduler.**\n    *   It starts the runs.\n"
    '3.  **Troubleshoot: a run stuck in "Waiting".**\n'
    "    *   Queue full? Worker offline? Lock held by another run?\n"
    "4.  **What is a pool?**\n    *   A limit on task slots.\n"
)


def test_a_bullet_that_is_a_checklist_of_questions_is_the_answer() -> None:
    """`**Troubleshoot: X.**` over one bullet of short questions to look into: the checklist
    answers it (it was reported unanswered)."""
    res = result(_CHECKLIST)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What is a DAG?", "A workflow file."),
        ("Explain the scheduler.", "It starts the runs."),
        (
            'Troubleshoot: a run stuck in "Waiting".',
            "Queue full? Worker offline? Lock held by another run?",
        ),
        ("What is a pool?", "A limit on task slots."),
    ]
    assert not res.skipped


def test_a_checklist_under_a_question_that_asks_answers_it() -> None:
    text = _CHECKLIST.replace('Troubleshoot: a run stuck in "Waiting".', "Why is a run stuck?")
    assert _pairs(text)[2] == (
        "Why is a run stuck?",
        "Queue full? Worker offline? Lock held by another run?",
    )


def test_one_follow_up_question_under_a_question_is_still_no_answer() -> None:
    """Guard: a bullet that asks once or twice more is a follow-up, not a checklist: the
    question is reported unanswered, as before."""
    text = _CHECKLIST.replace(
        "Queue full? Worker offline? Lock held by another run?",
        "What does the log say? And why?",
    )
    res = result(text)
    assert [c.question for c in res.deck.cards] == [
        "What is a DAG?",
        "Explain the scheduler.",
        "What is a pool?",
    ]
    assert [s.line for s in res.skipped] == [7]

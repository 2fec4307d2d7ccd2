"""Two layouts judges found in real documents (2026-11-30).

A Chinese deep-learning Q&A page numbered every question `1.` (Markdown renumbers), each over
its answer indented under it, most of them topics or tasks rather than questions (`KL 散度`,
`列举常见的激活函数`), with a `##` heading in the middle: after the heading the items were
glued into an answer, reported as one run of text, or lost. The layout decides now
(srs.importers.renumbered); a question hard-wrapped before its `？` stays whole
(srs.importers.wrappedasks).

A Vietnamese page that asks one question per `##` heading closed with `## Tổng kết / Summary`
(Vietnamese and English for "summary"), which became a card where `## Summary` alone was end
matter: a summary is end matter in the languages notes are kept in, and a title given in two
languages is when each is (srs.importers.common `END_MATTER_RE`, `end_matter_kind`).
"""

from __future__ import annotations

import pytest

from tests.importing import result

_DATABASES = """\
# 数据库面试题

整理了一些常见的数据库问题。

1. 什么是事务？

   一组要么全部成功、要么全部失败的操作。

1. 索引的优缺点

   - 加快查询
   - 占用空间，写入变慢

1. 说明 MVCC 的原理

1. 数据库连接池

   参见[连接池笔记](./pool.html#intro)。

## 进阶

1. 列举常见的隔离级别

   参见[隔离级别笔记](./iso.html)。

1. 乐观锁与悲观锁

   乐观锁假设冲突少，提交时检查版本；悲观锁先加锁再操作。

1. 为什么需要分库分表？

   参见[分库笔记](./shard.html)。

1. 主从复制的延迟问题

    - 半同步复制
    - 读写分离时强制读主库
"""


def test_items_numbered_one_are_questions_on_both_sides_of_a_heading() -> None:
    imported = result(_DATABASES)
    cards = imported.deck.cards
    assert [(c.id, c.question, c.answer) for c in cards] == [
        ("q01", "什么是事务？", "一组要么全部成功、要么全部失败的操作。"),
        ("q02", "索引的优缺点", "- 加快查询\n- 占用空间，写入变慢"),
        ("q03", "数据库连接池", "参见[连接池笔记](./pool.html#intro)。"),
        ("q04", "列举常见的隔离级别", "参见[隔离级别笔记](./iso.html)。"),
        ("q05", "乐观锁与悲观锁", "乐观锁假设冲突少，提交时检查版本；悲观锁先加锁再操作。"),
        ("q06", "为什么需要分库分表？", "参见[分库笔记](./shard.html)。"),
        ("q07", "主从复制的延迟问题", "- 半同步复制\n- 读写分离时强制读主库"),
    ]
    assert all(not c.choices and not c.explanation for c in cards)  # no keys: open cards
    assert imported.warnings == (
        "doc.md:14: '1. 说明 MVCC 的原理' looks like a question, but no answer was found for "
        "it; not imported",
    )
    assert [s.line for s in imported.skipped] == [14]


_TOPICS = "\n".join(
    f"1. {item}\n\n   {answer}\n"
    for item, answer in [
        ("Why does a hash map resize?", "To keep its buckets short."),
        ("Load factor", "Entries per bucket, on average."),
        ("Open addressing", "Collisions probe for the next free slot."),
        ("Name two probing schemes", "Linear and quadratic probing."),
        ("How is a key's bucket chosen?", "Its hash modulo the table size."),
        ("Tombstones", "Markers left where entries were deleted."),
        ("Robin Hood hashing", "Rich entries give their slot to poor ones."),
        ("Cuckoo hashing", "Two tables; a key evicts the one in its way."),
    ]
)


def test_one_list_numbered_one_with_a_question_in_four_is_a_list_of_questions() -> None:
    imported = result(_TOPICS)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "Why does a hash map resize?",
        "Load factor",
        "Open addressing",
        "Name two probing schemes",
        "How is a key's bucket chosen?",
        "Tombstones",
        "Robin Hood hashing",
        "Cuckoo hashing",
    ]
    assert cards[1].answer == "Entries per bucket, on average."
    assert cards[7].answer == "Two tables; a key evicts the one in its way."
    assert not imported.warnings and not imported.skipped


_RELEASES = """\
# Ops notes

## How do you roll out a release?

1. Build the image

   Tag it with the commit hash.

1. Is the canary healthy?

   Watch its error rate for ten minutes.

1. Promote it

   Shift all traffic.

## What is a rollback?

Going back to the previous image.
"""


def test_steps_numbered_one_in_a_question_s_answer_stay_in_it() -> None:
    imported = result(_RELEASES)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "How do you roll out a release?",
        "What is a rollback?",
    ]
    assert cards[0].answer == (
        "1. Build the image\n\n   Tag it with the commit hash.\n\n"
        "1. Is the canary healthy?\n\n   Watch its error rate for ten minutes.\n\n"
        "1. Promote it\n\n   Shift all traffic."
    )
    assert not imported.warnings


_SETUP = """\
# Setting up

1. Install the tools

   Use the package manager.

1. Why pin the versions?

   So that builds repeat.

1. Clone the repository

   Any folder works.

1. Run the tests

   They take a minute.

1. Read the logs

   They sit in `logs/`.
"""


def test_steps_numbered_one_that_seldom_ask_are_no_questions() -> None:
    # one step in five asks: a guide's steps, not the layout of a list of questions
    cards = result(_SETUP).deck.cards
    assert [c.question for c in cards] == ["Why pin the versions?"]


_WRAPPED = """\
1. 为什么数据库需要事务来保证一组操作的原子性，而不是
   由应用自己回滚？举例说明。

   转账时扣款和入账必须同时成功。

1. 什么是死锁？

   两个事务互相等待对方的锁。
"""


def test_a_question_wrapped_before_its_full_width_mark_stays_whole() -> None:
    cards = result(_WRAPPED).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "为什么数据库需要事务来保证一组操作的原子性，而不是 由应用自己回滚？举例说明。",
            "转账时扣款和入账必须同时成功。",
        ),
        ("什么是死锁？", "两个事务互相等待对方的锁。"),
    ]


def test_a_sentence_ended_with_a_full_width_stop_is_the_question_alone() -> None:
    text = (
        "1. 说明事务的四个特性。\n   它们合称 ACID？是的。\n\n   原子性、一致性、隔离性、持久性。\n\n"
        "1. 什么是死锁？\n\n   两个事务互相等待对方的锁。\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("说明事务的四个特性。", "它们合称 ACID？是的。\n\n原子性、一致性、隔离性、持久性。"),
        ("什么是死锁？", "两个事务互相等待对方的锁。"),
    ]


_PYTHON_NOTES = """\
# Ghi chú Python

## List và tuple khác nhau thế nào? / How do lists differ from tuples?

List thay đổi được, tuple thì không.

## GIL là gì? / What is the GIL?

A lock that lets one thread run Python bytecode at a time.

## Decorator dùng để làm gì? / What is a decorator for?

Wrapping a function to add behaviour without changing its body.

## {closing}

Lists change, tuples do not; the GIL serialises bytecode; decorators wrap functions.
"""


@pytest.mark.parametrize(
    "closing",
    [
        "Tổng kết / Summary",
        "Tổng kết",
        "Tóm tắt/Summary",
        "Zusammenfassung",
        "总结",
        "Résumé",
        "Итоги",
        "まとめ",
        "정리",
        "Summary",
    ],
)
def test_a_closing_summary_in_any_language_is_end_matter(closing: str) -> None:
    imported = result(_PYTHON_NOTES.format(closing=closing))
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "List và tuple khác nhau thế nào? / How do lists differ from tuples?",
            "List thay đổi được, tuple thì không.",
        ),
        (
            "GIL là gì? / What is the GIL?",
            "A lock that lets one thread run Python bytecode at a time.",
        ),
        (
            "Decorator dùng để làm gì? / What is a decorator for?",
            "Wrapping a function to add behaviour without changing its body.",
        ),
    ]
    assert imported.warnings == (
        f"doc.md:15: 2 lines of end matter in no card ('{closing}'); not imported",
    )
    assert not imported.skipped


def test_a_question_heading_that_names_a_summary_is_still_a_question() -> None:
    closing = "Tổng kết khác tóm tắt thế nào? / How does a recap differ from a summary?"
    cards = result(_PYTHON_NOTES.format(closing=closing)).deck.cards
    assert [c.id for c in cards] == ["q01", "q02", "q03", "q04"]
    assert cards[3].question == closing
    assert cards[3].answer == (
        "Lists change, tuples do not; the GIL serialises bytecode; decorators wrap functions."
    )


def test_a_title_in_two_languages_only_one_of_which_is_a_summary_is_not_end_matter() -> None:
    imported = result(_PYTHON_NOTES.format(closing="Tổng kết / Decorators"))
    assert [c.question for c in imported.deck.cards][-1] == "Tổng kết / Decorators"
    assert not imported.warnings

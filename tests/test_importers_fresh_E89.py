"""Layouts met in judge round Z128, on made-up documents: `问：`/`答：` pairs (and the other
label pairs) under section headings, a closing `——` rule over a notes footer, and bare
unanswered questions told with a full stop after the answered ones."""

from __future__ import annotations

import pytest

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def _said(text: str) -> list[str]:
    return [w.split(": ", 1)[1] for w in result(text).warnings]


# -- 问：/答： pairs under section headings ---------------------------------------------------

_ZH_SECTIONS = """\
# 消息队列面试题（问答版）

## 一、基础概念

问：为什么要引入消息队列？
答：解耦上下游、削峰填谷、异步处理耗时任务。

问：什么是消费者组？
答：同一组内的消费者分摊分区，每条消息只被组内一个消费者处理。

——

## 速记要点

- 可靠性：生产确认、持久化、消费确认
- 顺序性：单分区有序、按键路由

## 情景题

### 1. 消息积压处理
问：线上消息大量积压，你会怎么处理？
答：
1. 先扩容消费者，确认消费逻辑没有卡住。
2. 临时把消息转存到新主题，批量快速消费。

### 2. 设计延迟消息系统
问：如何设计一个支持任意延迟时间并且可以取消的延迟消息系统？
答：用时间轮保存待投递消息，到期后投递到业务主题；取消时在时间轮中标记删除。

## 二、可靠性

问：如何保证消息不丢失？
答：生产端等待确认，服务端多副本落盘，消费端处理完再提交位点。

——

使用建议：
- 每道题准备一个真实案例。
- 回答时先讲结论再讲细节。
"""


def test_chinese_pairs_under_section_headings_are_the_questions() -> None:
    """`问：` was no question label (only the traditional `問：` was): each section heading
    became a question, a section's several pairs went unanswered, `问：` stayed in the
    question, a scenario's title was glued to it (`消息积压处理: ...`) or replaced it (the
    question lost), and the closing `——` with its footer ended the last answer."""
    assert _cards(_ZH_SECTIONS) == [
        ("为什么要引入消息队列？", "解耦上下游、削峰填谷、异步处理耗时任务。"),
        ("什么是消费者组？", "同一组内的消费者分摊分区，每条消息只被组内一个消费者处理。"),
        (
            "线上消息大量积压，你会怎么处理？",
            "1. 先扩容消费者，确认消费逻辑没有卡住。\n2. 临时把消息转存到新主题，批量快速消费。",
        ),
        (
            "如何设计一个支持任意延迟时间并且可以取消的延迟消息系统？",
            "用时间轮保存待投递消息，到期后投递到业务主题；取消时在时间轮中标记删除。",
        ),
        ("如何保证消息不丢失？", "生产端等待确认，服务端多副本落盘，消费端处理完再提交位点。"),
    ]
    assert _said(_ZH_SECTIONS) == [
        "2 lines of text between questions in no card ('- 可靠性：生产确认、持久化、消费确认'); "
        "not imported",
        "3 lines of text between questions in no card ('使用建议：'); not imported",
    ]


_PAIRS = """\
# Quiz

## 1. Basics

{q} What is a pod?
{a} The smallest unit the scheduler places.

{q} What is a service?
{a} A stable address in front of a set of pods.

## 2. Storage

{q} What is a volume claim?
{a} A request for storage, bound to a volume.

——

Tips:
- Prepare one story per question.
"""


@pytest.mark.parametrize(
    ("q", "a"),
    [("问：", "答："), ("Q:", "A:"), ("Question:", "Answer:"), ("Pregunta:", "Respuesta:")],
)
def test_label_pairs_under_section_headings_in_any_language(q: str, a: str) -> None:
    """The same layout with each label pair the importer knows: the pairs are the cards,
    no heading or label in a question, the footer past the `——` rule in no answer."""
    text = _PAIRS.format(q=q, a=a)
    assert _cards(text) == [
        ("What is a pod?", "The smallest unit the scheduler places."),
        ("What is a service?", "A stable address in front of a set of pods."),
        ("What is a volume claim?", "A request for storage, bound to a volume."),
    ]
    assert _said(text) == ["2 lines of text between questions in no card ('Tips:'); not imported"]


_ZH_NEAR_MISS = """\
# 需求分析题

## 一、沟通

问：需求不清楚时怎么办？
答：问清楚需求：先确认目标用户，再确认验收标准——最后再动手。

## 二、估算

问：如何估算工期？
答：拆成小任务，逐个估算后加上缓冲。
"""


def test_a_dash_or_a_word_opening_with_wen_inside_an_answer_stays_the_answer() -> None:
    """Guard: `问清楚需求：` opens an answer's sentence (no `问：` label), and `——` inside a
    line is the Chinese dash, no rule: both stay in the answer as written."""
    assert _cards(_ZH_NEAR_MISS) == [
        ("需求不清楚时怎么办？", "问清楚需求：先确认目标用户，再确认验收标准——最后再动手。"),
        ("如何估算工期？", "拆成小任务，逐个估算后加上缓冲。"),
    ]
    assert _said(_ZH_NEAR_MISS) == []


_HEADING_NEAR_MISS = """\
# Scenarios

## 1. What is Python?
Q: Explain Python
A: A general-purpose language.

## 2. Caching
Q: Name two cache eviction policies
A: LRU and LFU.

## 3. Sessions
Q: Where do sessions live?
A: In a shared store.
"""


def test_a_heading_over_a_question_without_a_question_mark_is_kept_as_before() -> None:
    """Guard: a labelled question with no question mark still takes its heading (the
    heading that asks in its place, or a topic before it), and one with a mark asks alone."""
    assert _cards(_HEADING_NEAR_MISS) == [
        ("What is Python?", "A general-purpose language."),
        ("Caching: Name two cache eviction policies", "LRU and LFU."),
        ("Where do sessions live?", "In a shared store."),
    ]


# -- bare unanswered questions told with a full stop ----------------------------------------

_BARE_TAIL = """\
# Basics
<details>
<summary>1. What is a gadget?</summary>

A gadget is a small reusable part.
</details>

# Testing
How do you test a gadget?
Difference between unit and integration tests.
Explain fixtures for gadgets.
What is mocking?
Walk me through your last gadget project.
"""


def test_bare_questions_told_with_a_full_stop_are_named_one_by_one() -> None:
    """`Difference between A and B.`, `Explain X.`, `Walk me through ...` among bare `?`
    lines after the answers: all five were one "5 lines of text" warning quoting the first."""
    got = result(_BARE_TAIL)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a gadget?", "A gadget is a small reusable part.")
    ]
    assert [(s.line, s.reason) for s in got.skipped] == [
        (
            9,
            "'How do you test a gadget?' looks like a question, but no answer was found for it; not imported",
        ),
        (
            10,
            "'Difference between unit and integration tests.' looks like a question, but no "
            "answer was found for it; not imported",
        ),
        (
            11,
            "'Explain fixtures for gadgets.' looks like a question, but no answer was found for it; not imported",
        ),
        (
            12,
            "'What is mocking?' looks like a question, but no answer was found for it; not imported",
        ),
        (
            13,
            "'Walk me through your last gadget project.' looks like a question, but no answer "
            "was found for it; not imported",
        ),
    ]
    assert not any("lines of text" in w for w in got.warnings)


_NOTES_TAIL = """\
# Basics
<details>
<summary>1. What is a gadget?</summary>

A gadget is a small reusable part.
</details>

# Notes
Keep every answer under two minutes.
Explain your reasoning out loud.
Interviewers value clarity over speed.
Bring a notebook to the onsite.
"""


def test_one_told_sentence_among_notes_stays_in_the_notes() -> None:
    """Guard: `Explain your reasoning out loud.` among advice is no question left to answer:
    the notes are reported as one run of text, as before."""
    got = result(_NOTES_TAIL)
    assert len(got.deck.cards) == 1
    assert got.skipped == ()
    assert [w.split(": ", 1)[1] for w in got.warnings] == [
        "4 lines of text between questions in no card ('Keep every answer under two minutes.'); "
        "not imported"
    ]

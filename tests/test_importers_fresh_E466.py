"""Importer layouts met on fresh public documents: a course's review answers written as raw
HTML in a `.md` file, each question a list item holding only bold text and its answer the
`<p>` paragraph after the item, labelled `答案：` / `Answer:`, some left as `略过。` ("skipped").

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from srs.importers.placeholders import is_placeholder
from tests.importing import result

_CHINESE = """\
<ul>

<li><b>
Q1. 什么是进程？
</b></li>
<p>
答案：<br/>
正在运行的程序。
</p>

<li><b>
Q2. 线程和进程有什么不同？
</b></li>
<p>
答案：<br/>
线程共享进程的内存。<br/>
进程之间彼此隔离。
</p>

<li><b>
Q3. 描述一次上下文切换。
</b></li>
<p>
答案：<br/>
略过。
</p>

</ul>
"""


def test_bold_items_answered_by_the_paragraph_after_them_are_cards() -> None:
    imported = result(_CHINESE)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "什么是进程？", "正在运行的程序。"),
        ("q02", "线程和进程有什么不同？", "线程共享进程的内存。\n进程之间彼此隔离。"),
    ]
    assert all(not c.choices for c in imported.deck.cards)


def test_a_skipped_answer_is_reported_not_carded() -> None:
    imported = result(_CHINESE)
    assert [(s.line, s.reason) for s in imported.skipped] == [
        (20, "question 3 has no answer (only '略过。'); skipped")
    ]
    assert len(imported.warnings) == 1
    assert "略过" in imported.warnings[0]


def test_the_list_tag_is_no_deck_title() -> None:
    assert result(_CHINESE, source="review.md").deck.name != "ul"


def test_skipped_and_omitted_are_placeholders() -> None:
    assert is_placeholder("略过。")
    assert is_placeholder("略")
    assert is_placeholder("跳过")
    assert not is_placeholder("略过了第一个分组。")


def test_items_that_ask_are_answered_by_unlabelled_paragraphs() -> None:
    text = """\
<ol>
<li><strong>
What is a socket?
</strong></li>

<p>
An endpoint of a connection.
</p>
<li><strong>
What is a port?
</strong></li>
<p>
A number naming a service<br/>
on a host.
</p>
</ol>
"""
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What is a socket?", "An endpoint of a connection."),
        ("q02", "What is a port?", "A number naming a service\non a host."),
    ]
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_a_multi_part_question_keeps_its_parts() -> None:
    text = """\
<ul>

<li><b>
Q1. Two users share a 2 Mbps link.<br/>
a. How many users can circuit switching carry?<br/>
b. Why is there no queue with two users?
</b></li>
<p>
Answer:<br/>
a. Two.<br/>
b. They fit the link.
</p>

<li><b>
Q2. What is a router?
</b></li>
<p>
Answer:<br/>
A packet switch at the network layer.
</p>

</ul>
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "Two users share a 2 Mbps link.\na. How many users can circuit switching carry?\n"
        "b. Why is there no queue with two users?",
        "What is a router?",
    ]
    assert cards[0].answer == "a. Two.\nb. They fit the link."


# -- near misses: the same tags in another shape import as before ---------------------------


def test_bold_items_titling_bullet_lists_stay_as_before() -> None:
    text = """\
# Notes

<ul>

<li><b>
Networking
</b></li>
<ul>
<li>TCP is reliable.</li>
<li>UDP is not.</li>
</ul>

<li><b>
Storage
</b></li>
<ul>
<li>Disks are slow.</li>
</ul>

</ul>

## What is TCP?

A reliable transport.

## What is UDP?

An unreliable transport.
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is TCP?", "A reliable transport."),
        ("What is UDP?", "An unreliable transport."),
    ]


def test_bold_titles_over_unlabelled_notes_are_no_questions() -> None:
    text = """\
## What is a process?

A running program.

<ul>
<li><b>Memory</b></li>
<p>Each process has its own.</p>
<li><b>Files</b></li>
<p>Opened through descriptors.</p>
</ul>

## What is a thread?

A path of execution inside a process.
"""
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == [
        "What is a process?",
        "What is a thread?",
    ]
    assert "Memory" in imported.deck.cards[0].answer


def test_an_html_bullet_list_inside_an_answer_stays_an_answer_list() -> None:
    text = """\
## What is a process?

A running program. It holds:

<ul>
<li>memory,</li>
<li>open files.</li>
</ul>

## What is a thread?

A path of execution inside a process.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a process?", "A running program. It holds:\n\n- memory,\n\n- open files."),
        ("What is a thread?", "A path of execution inside a process."),
    ]

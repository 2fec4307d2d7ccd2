"""Importer layouts met on fresh public documents (judge round Z261), each written small.

None of these is a copy of a document; each is the shape a real file used and the importer
once misread:

- question headings at two levels, a run of bare `####` questions (the author's list of
  questions to answer) under an answered `###` question, then answered `####` questions:
  these went into the run's last answer, or were orphan text, with their headings lost;
- a page of `###` topics, the first taken for the page's title and its answer lost in
  silence (a Chinese introduction was too few "words" to report).
"""

from __future__ import annotations

from srs.importers import import_text
from tests.importing import result

# -- answered asking headings after a run of bare ones, one level down ---------------------

_TWO_LEVELS = """\
## Web notes
### What is a proxy?
### What is a load balancer?
### Explain a polymorphic association:
A model belongs to more than one other model through one association.

### What is a router?

It maps paths to handlers.

#### Explain lazy loading
#### What is type coercion?

#### What Is Memoization?

Memoization caches a function's results by its arguments.

#### What Are The Tiers Of A Web App?

Presentation, business logic and storage.

#### Explain About Thread Pools?

A pool keeps worker threads ready for reuse.
"""


def test_answered_headings_after_a_bare_run_one_level_down_are_cards() -> None:
    imported = result(_TWO_LEVELS)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "Explain a polymorphic association:",
            "A model belongs to more than one other model through one association.",
        ),
        ("What is a router?", "It maps paths to handlers."),
        ("What Is Memoization?", "Memoization caches a function's results by its arguments."),
        ("What Are The Tiers Of A Web App?", "Presentation, business logic and storage."),
        ("Explain About Thread Pools?", "A pool keeps worker threads ready for reuse."),
    ]
    assert [c.id for c in imported.deck.cards] == ["q03", "q04", "q07", "q08", "q09"]
    # the bare questions of both levels are reported, and no text is left in no card
    assert [(s.line, s.reason) for s in imported.skipped] == [
        (2, "question #1 has no answer; skipped"),
        (3, "question #2 has no answer; skipped"),
        (11, "question #5 has no answer; skipped"),
        (12, "question #6 has no answer; skipped"),
    ]
    assert not [w for w in imported.warnings if "no card" in w]


def test_an_answered_question_in_the_run_keeps_its_example_sub_heading() -> None:
    text = """\
### What is a router?

It maps paths to handlers.

#### What is a route?
#### What is a path?

#### What is a handler?

A handler answers one request.

##### Example

A function taking the request and returning the response.

#### What is middleware?

Code run around every handler.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a router?", "It maps paths to handlers."),
        (
            "What is a handler?",
            "A handler answers one request.\n\n##### Example\n\n"
            "A function taking the request and returning the response.",
        ),
        ("What is middleware?", "Code run around every handler."),
    ]


def test_near_miss_plain_sub_headings_of_an_answer_stay_in_it() -> None:
    """No bare asking heading: `#### Example` and `#### Pros and cons` are the answer's."""
    text = """\
### What is a cache?

A store of computed results.

#### Example

A page cached for a minute.

#### Pros and cons

Fast reads, stale data.

### What is a queue?

A buffer between a producer and a consumer.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "What is a cache?",
            "A store of computed results.\n\n#### Example\n\nA page cached for a minute."
            "\n\n#### Pros and cons\n\nFast reads, stale data.",
        ),
        ("What is a queue?", "A buffer between a producer and a consumer."),
    ]


# -- a first `###` topic among `###` topics is no title ------------------------------------


def test_a_first_topic_heading_among_topics_is_a_card_not_the_title() -> None:
    text = """\
### 存储引擎

InnoDB 支持事务和行级锁。

MyISAM 不支持事务，只有表级锁。

### 联合索引

多个列上建立的索引，遵循最左匹配原则。

### 覆盖索引

查询的列都在索引中，不必回表。
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("存储引擎", "InnoDB 支持事务和行级锁。\n\nMyISAM 不支持事务，只有表级锁。"),
        ("联合索引", "多个列上建立的索引，遵循最左匹配原则。"),
        ("覆盖索引", "查询的列都在索引中，不必回表。"),
    ]
    assert not imported.warnings


def test_a_chinese_introduction_under_a_title_is_reported() -> None:
    """The first `###` heading over text before questions that ask: a title and its
    introduction, reported (ideographs counted as words), never lost in silence."""
    text = """\
### 事务隔离问题

脏读：读到别的事务还没有提交的数据。

不可重复读：同一个事务里两次读取的结果不一样。

### 什么是MVCC

多版本并发控制，读不加锁。

### 什么是间隙锁

锁住索引记录之间的间隙。
"""
    imported = import_text(text, source="doc.md")
    assert [c.question for c in imported.deck.cards] == ["什么是MVCC", "什么是间隙锁"]
    assert imported.warnings == (
        "doc.md:3: 2 lines of introduction before the first question "
        "('脏读：读到别的事务还没有提交的数据。'); not imported",
    )


def test_near_miss_a_title_over_sections_at_a_shallower_level_stays_the_title() -> None:
    """`### Topics` over `##` headings: a heading above it, so no sheet of its topics."""
    text = """\
### Networking notes

Short notes kept for review before interviews, one topic a section.

## Sockets

An endpoint of a two-way link.

## Ports

A number naming a service on a host.

## Routing

Choosing the path a packet takes.
"""
    imported = result(text)
    assert imported.deck.name == "Networking notes"
    assert [c.question for c in imported.deck.cards] == ["Sockets", "Ports", "Routing"]


def test_near_miss_a_title_over_a_short_tagline_stays_the_title() -> None:
    """`## ` first heading (a title's level) among `##` topics: still the title."""
    text = """\
## Networking notes

Short notes.

## Sockets

An endpoint of a two-way link.

## Ports

A number naming a service on a host.

## Routing

Choosing the path a packet takes.
"""
    imported = result(text)
    assert imported.deck.name == "Networking notes"
    assert [c.question for c in imported.deck.cards] == ["Sockets", "Ports", "Routing"]

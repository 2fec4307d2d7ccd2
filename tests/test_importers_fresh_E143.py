"""Two shapes from a judge's round (2026-11-30): numbered question headings wrapped whole in a
link (`### [2、X 和 Y 的区别](url)`), one of them answered by bold numbered points, which made a
section of the question and questions of its points; and an `## Evaluation Rubric` after
the questions whose `- Can design ...` bullets were reported as unanswered questions."""

from __future__ import annotations

from tests.importing import result

_LINKED = """\
# Linux 面试题

### [1、什么是 inode？](https://example.com/a#1)

inode 保存文件的元数据。

### [2、Apache 和 Caddy 的区别](https://example.com/a#2)

**1、** Apache 历史悠久，模块很多。

**2、** Caddy 自动申请 HTTPS 证书。

### [3、如何查看磁盘空间？](https://example.com/a#3)

使用 df -h 命令。
"""


def test_numbered_headings_wrapped_in_links_are_the_questions() -> None:
    imported = result(_LINKED)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "什么是 inode？",
        "Apache 和 Caddy 的区别",
        "如何查看磁盘空间？",
    ]
    assert (
        cards[1].answer
        == "**1、** Apache 历史悠久，模块很多。\n\n**2、** Caddy 自动申请 HTTPS 证书。"
    )
    assert not imported.skipped


def test_one_linked_heading_stays_a_link() -> None:
    text = "## [1. Docs](https://example.com)\n\n## What is X?\n\nA thing.\n\n## What is Y?\n\nAnother.\n"
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is X?", "What is Y?"]


_RUBRIC = """\
**Q1: What is a data lake?**

**Expected Answer:**
- A store for raw data in its native format.

**Q2: What is a warehouse?**

**Expected Answer:**
- A store of modelled data for analysis.

## Evaluation Rubric

### Junior Level
- Knows what a data lake is.
- Can describe partitioning.
- Can explain partition pruning.
"""


def test_an_evaluation_rubric_is_end_matter() -> None:
    imported = result(_RUBRIC)
    assert len(imported.deck.cards) == 2
    assert not imported.skipped
    assert any("end matter" in w and "Evaluation Rubric" in w for w in imported.warnings)

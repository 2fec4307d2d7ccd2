"""Study notes whose questions are labelled and numbered (`**问题 11：...？**` over `**答：**`),
found read wrong in a judge's round (2026-11-30, a MySQL study README in Chinese): a tips
heading named by SQL's keyword (`### EXPLAIN 分析 SQL` over a code block) was read as the
request "Explain ..." and carded, and a bold line asking inside an answer
(`**为什么需要两种日志？**` over its bullets) split the answer, a card of its own
(srs.importers.asking, srs.importers.labelspans)."""

from __future__ import annotations

import pytest

from srs.importers.asking import asks
from tests.importing import result

_NOTES = """\
# 面包笔记

## 学习计划

- [ ] 复习揉面
- [ ] 复习发酵

### EXPLAIN 查看执行计划

```sql
EXPLAIN SELECT * FROM bread;
```

### 建立索引

```sql
CREATE INDEX idx ON bread(name);
```

**问题 1：为什么要揉面？** （常见）

**答：**

揉面形成面筋。

**为什么不能一直揉？**

- 面团会断。

**问题 2：为什么要发酵？**

**答：** 酵母产生气体。
"""


def test_keyword_heading_and_bold_sub_question_stay_out_of_the_cards() -> None:
    r = result(_NOTES)
    assert r.layout == "markdown"  # the task list sends it to the Markdown reader
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("为什么要揉面？ （常见）", "揉面形成面筋。\n\n**为什么不能一直揉？**\n\n- 面团会断。"),
        ("为什么要发酵？", "酵母产生气体。"),
    ]
    assert r.warnings == (  # the tips are text before the questions, reported so
        "doc.md:5: 8 lines of introduction before the first question "
        "('EXPLAIN SELECT * FROM bread;'); not imported",
    )
    assert not r.skipped


_KITCHEN = """\
# Bread notes

**Question 1: Why knead the dough?**

**Answer:**

Kneading builds gluten.

**Why not knead forever?**

{below}

**Question 2: Why let it rise?**

**Answer:** Yeast makes gas.
"""


def test_a_bold_question_inside_a_numbered_labelled_answer_is_the_answer_s() -> None:
    r = result(_KITCHEN.format(below="- The dough tears."))
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        (
            "Why knead the dough?",
            "Kneading builds gluten.\n\n**Why not knead forever?**\n\n- The dough tears.",
        ),
        ("Why let it rise?", "Yeast makes gas."),
    ]
    assert not r.warnings


def test_a_bold_question_answered_under_its_own_label_is_a_card() -> None:
    """Near miss: the bold question has an answer label of its own."""
    r = result(_KITCHEN.format(below="**Answer:** The dough tears."))
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("Why knead the dough?", "Kneading builds gluten."),
        ("Why not knead forever?", "The dough tears."),
        ("Why let it rise?", "Yeast makes gas."),
    ]


def test_a_bold_question_among_unnumbered_labels_is_a_card_as_before() -> None:
    """Near miss: the labelled questions are not numbered (`**Q: ...**`): no list of the
    document's own questions to tell a sub-question from one more question."""
    r = result(
        "# Bread notes\n\n**Q: Why knead the dough?**\n\n**A:**\n\nKneading builds gluten.\n\n"
        "**Why not knead forever?**\n\n- The dough tears.\n\n**Q: Why let it rise?**\n\n"
        "**A:** Yeast makes gas.\n"
    )
    assert [c.question for c in r.deck.cards] == [
        "Why knead the dough?",
        "Why not knead forever?",
        "Why let it rise?",
    ]


@pytest.mark.parametrize(
    ("text", "asking"),
    [
        ("EXPLAIN 分析 SQL", False),
        ("EXPLAIN the query plan", False),
        ("WHERE clause pitfalls", False),
        ("EXPLAIN THE OSI MODEL", True),  # all in capitals: shouted, still a request
        ("Explain the query plan", True),
        ("Explain 分析 SQL", True),
        ("WHERE does the planner look first?", True),  # its `?` asks
    ],
)
def test_a_question_word_in_capitals_before_other_words_is_a_keyword(
    text: str, asking: bool
) -> None:
    assert asks(text) is asking


def test_a_request_heading_in_title_case_is_still_a_question() -> None:
    """Near miss: `Explain` as a word, not SQL's keyword."""
    r = result(
        "# SQL\n\n## Explain the query plan\n\nIt lists the steps.\n\n"
        "## What is an index?\n\nA sorted copy of a column.\n"
    )
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("Explain the query plan", "It lists the steps."),
        ("What is an index?", "A sorted copy of a column."),
    ]

"""A bold-bullet question list found read wrong in a judge's round (Z239, Chinese ML
interview notes): `- **question**` items over `    * answer` sub-bullets, `-----------` rules
between them, numbered `## N.` topic headings, most questions unanswered. A placeholder
answer (`* [solution]: `) made a card; a numbered topic over one bold question took it for its
answer (an answered one lost in silence); a question ending with the full-width `？` before a
rule, and imperative prompts (`推导…。`, `说…。`, `Derive …`), were text between questions, the
last of them named in no warning (srs.importers.placeholders, srs.importers.sectionfolds,
srs.importers.asking, srs.importers.siblingasks)."""

from __future__ import annotations

from srs.importers import ImportResult
from tests.importing import result

_NOTES = """\
# Database notes

## 1. Storage
- **What is a page?**
    * [solution]:\x20
-----------
- **What is a heap file?**
    * An unordered file of pages.
## 2. Joins


- **Compute the cost of a nested loop join.**
## 3. Indexes
- **What is a B-tree?**
    * A balanced search tree.
-----------

- **Derive the height of a B-tree.**
-----------
- **What is a hash index?**
    * An index keyed by a hash."""

_CHINESE = """\
# 数据库笔记

## 索引
- **什么是聚簇索引？**
    * 数据按索引顺序存放。
-----------

- **B树和B+树的区别？**
-----------

- **说一下回表的过程。**
-----------

- **什么是覆盖索引？**
    * 查询的列都在索引里。

- **推导B+树的高度。（按页大小估算）**"""

_UNANSWERED = "looks like a question, but no answer was found for it; not imported"


def _skips(r: ImportResult) -> list[tuple[int | None, str]]:
    return [(s.line, s.reason) for s in r.skipped]


def test_bold_questions_under_numbered_topics_with_rules() -> None:
    """The placeholder is no answer, the numbered topics are sections, and each unanswered
    question, imperative or not, is reported by its own line."""
    r = result(_NOTES)
    assert [(c.id, c.question, c.answer) for c in r.deck.cards] == [
        ("q02", "What is a heap file?", "An unordered file of pages."),
        ("q03", "What is a B-tree?", "A balanced search tree."),
        ("q04", "What is a hash index?", "An index keyed by a hash."),
    ]
    assert _skips(r) == [
        (4, "question #1 has no answer (only '* [solution]:'); skipped"),
        (12, f"'- **Compute the cost of a nested loop join.**' {_UNANSWERED}"),
        (18, f"'- **Derive the height of a B-tree.**' {_UNANSWERED}"),
    ]
    assert [w.split(": ", 1)[1] for w in r.warnings] == [reason for _, reason in _skips(r)]


def test_chinese_questions_between_rules_and_prompts_set_as_sentences() -> None:
    """`？` ends a question met alone as `?` does; `说一下…。` and `推导…。（…）` among the
    list's questions are its prompts, the file's last line too."""
    r = result(_CHINESE)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("什么是聚簇索引？", "数据按索引顺序存放。"),
        ("什么是覆盖索引？", "查询的列都在索引里。"),
    ]
    assert _skips(r) == [
        (8, f"'- **B树和B+树的区别？**' {_UNANSWERED}"),
        (11, f"'- **说一下回表的过程。**' {_UNANSWERED}"),
        (17, f"'- **推导B+树的高度。（按页大小估算）**' {_UNANSWERED}"),
    ]


def test_numbered_topic_over_one_answered_bold_question_keeps_it() -> None:
    """`## 3. Indexes` over one answered bold question is its topic, not a question whose
    answer is that question: the question is carded, with its own answer."""
    r = result(
        "# Notes\n\n## 1. Storage\n- **What is a page?**\n    * The unit of IO.\n"
        "- **What is a heap file?**\n    * An unordered file of pages.\n"
        "## 2. Indexes\n- **What is a B-tree?**\n    * A balanced search tree.\n"
        "## 3. Joins\n- **What is a hash join?**\n    * A join through a hash table.\n"
    )
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("What is a page?", "The unit of IO."),
        ("What is a heap file?", "An unordered file of pages."),
        ("What is a B-tree?", "A balanced search tree."),
        ("What is a hash join?", "A join through a hash table."),
    ]
    assert not r.warnings


def test_numbered_topics_answered_in_prose_stay_questions() -> None:
    """Near miss: numbered headings over prose or bold-led points (`- **Nested loop** ...`,
    not whole-bold items) are questions answered there, as before, even beside one over a
    bold question."""
    r = result(
        "# Notes\n\n## 1. Storage\nA page is the unit of IO.\n\n"
        "## 2. Joins\n- **Nested loop** scans the inner table per outer row.\n"
        "- **Hash join** builds a hash table first.\n\n"
        "## 3. Indexes\n- **What is a B-tree?**\n    * A balanced search tree.\n"
    )
    assert [c.question for c in r.deck.cards] == ["Storage", "Joins", "Indexes"]
    assert r.deck.cards[0].answer == "A page is the unit of IO."


def test_a_solution_label_with_text_is_an_answer() -> None:
    """Near miss: `Solution:` followed by words answers (the label dropped, as before); only
    the bare label is a placeholder."""
    r = result(
        "# Notes\n\n- **What is a page?**\n    * Solution: the unit of IO.\n"
        "- **What is a heap file?**\n    * An unordered file of pages.\n"
    )
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("What is a page?", "the unit of IO."),
        ("What is a heap file?", "An unordered file of pages."),
    ]
    assert not r.skipped


def test_an_item_set_as_a_sentence_outside_a_question_list_stays_text() -> None:
    """Near miss: a task verb in a list that asks nothing (`- Compute the totals.` among a
    checklist's steps) is no question: the list is no list of questions."""
    r = result(
        "# Notes\n\n## What is a page?\nThe unit of IO.\n\n"
        "## What is a heap file?\nAn unordered file of pages.\n\n"
        "Steps:\n\n- Load the rows.\n- Compute the totals.\n- Save the report.\n"
    )
    assert [c.question for c in r.deck.cards] == ["What is a page?", "What is a heap file?"]
    assert not r.skipped

"""Importer layouts met in the Z255 round of fresh public documents: each test is the shape of
one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread: Chinese `### N.问题` headings typed with no blank after the dot, whose
count starts again inside a section (`### 3.`, then `### 1.`, `### 1.`, `### 2.`), some of
them set as a task (`解释 ...`, `说明 ...`) or a noun phrase rather than with `？`.
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.spacednumbers import spaced_heading_numbers
from tests.importing import result

_RESTARTED = """\
# 数据库面试题
## 索引
### 1.什么是索引？
- 索引是加速查询的数据结构。
### 2.什么是覆盖索引？
- 查询的列都在索引里。
### 3.什么是回表？
- 先查二级索引再查主键。
### 1.解释聚簇索引和非聚簇索引的区别
- 聚簇索引
  ：数据和索引存在一起
- 非聚簇索引：叶子节点存主键
### 1.如何优化慢查询？
- 看执行计划
### 2.如何避免索引失效？
- 不在索引列上做运算
## 事务
### 1.什么是事务？
- 一组要么全成功要么全失败的操作。
### 2.MVCC 的作用
- 多版本并发控制，读不加锁。
"""

_CLUSTERED = "- 聚簇索引\n  ：数据和索引存在一起\n- 非聚簇索引：叶子节点存主键"


def _cards(text: str) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in result(text).deck.cards]


def _expected(question: str) -> list[tuple[str, str, str]]:
    """The cards of `_RESTARTED` with its fourth heading's question written `question`."""
    return [
        ("s1-q01", "什么是索引？", "- 索引是加速查询的数据结构。"),
        ("s1-q02", "什么是覆盖索引？", "- 查询的列都在索引里。"),
        ("s1-q03", "什么是回表？", "- 先查二级索引再查主键。"),
        ("s1-q01-2", question, _CLUSTERED),
        ("s1-q01-3", "如何优化慢查询？", "- 看执行计划"),
        ("s1-q02-2", "如何避免索引失效？", "- 不在索引列上做运算"),
        ("s2-q01", "什么是事务？", "- 一组要么全成功要么全失败的操作。"),
        ("s2-q02", "MVCC 的作用", "- 多版本并发控制，读不加锁。"),
    ]


def test_a_task_heading_where_the_glued_count_starts_again_is_a_card_of_its_own() -> None:
    """`### 1.解释 ...` after `### 3.` (no neighbour numbered next to it) kept its glued
    number, so no reader took it for a numbered question, and `解释` ('explain') with the
    number in front of it asked nothing: heading and answer were glued onto the card above,
    unreported. Its level's series is typed glued, so it is one of them: a card, and the
    repeated number is named at its line."""
    imported = result(_RESTARTED)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == _expected(
        "解释聚簇索引和非聚簇索引的区别"
    )
    assert imported.warnings == (
        "doc.md:9: question 1 repeats an id already used (s1-q01); this one is s1-q01-2",
        "doc.md:13: question 1 repeats an id already used (s1-q01); this one is s1-q01-3, "
        "and 1 more after it take a suffix too",
    )


def test_a_noun_phrase_heading_where_the_glued_count_starts_again_is_a_card_too() -> None:
    """The same heading as a noun phrase (`### 1.聚簇索引和非聚簇索引的区别`): no task verb,
    no `？`; its number in its siblings' style is what makes it a question."""
    text = _RESTARTED.replace("### 1.解释聚簇", "### 1.聚簇")
    assert _cards(text) == _expected("聚簇索引和非聚簇索引的区别")


def test_a_restarted_glued_heading_that_asks_keeps_its_section_id_and_loses_its_number() -> None:
    """With a `？` it was a card before, but read unnumbered: id `q04` beside `s1-q01`, and
    `1.` left in its question's text."""
    text = _RESTARTED.replace("### 1.解释聚簇索引和非聚簇索引的区别", "### 1.聚簇索引有什么特点？")
    assert _cards(text) == _expected("聚簇索引有什么特点？")


def test_a_task_set_with_shuo_ming_between_two_questions_is_a_card() -> None:
    """`说明 ...` ('explain ...') sets a task as `解释 ...` does: between two `？` headings it
    is a question of its own, not a sub-heading glued onto the answer above; so is the
    traditional script's `說明 ...`."""
    text = (
        "# 网络笔记\n### 什么是 HTTP？\n超文本传输协议。\n### 什么是 DNS？\n域名解析。\n"
        "### 说明三次握手的过程\n客户端发 SYN，服务端回 SYN+ACK。\n### 什么是 CDN？\n内容分发网络。\n"
    )
    assert _cards(text) == [
        ("q01", "什么是 HTTP？", "超文本传输协议。"),
        ("q02", "什么是 DNS？", "域名解析。"),
        ("q03", "说明三次握手的过程", "客户端发 SYN，服务端回 SYN+ACK。"),
        ("q04", "什么是 CDN？", "内容分发网络。"),
    ]
    assert asks("說明 TCP 和 UDP 的区别") and asks("解釋 DNS 的作用") and asks("簡述 TCP 握手")


def test_guard_shuo_ming_as_a_pages_notes_asks_nothing() -> None:
    """`说明` alone (a page's notes), `说明书` (a manual), `说明文档`, `使用说明`: nouns, no task."""
    for text in ("说明", "说明书", "说明文档", "說明書", "使用说明", "说明："):
        assert not asks(text), text


def test_guard_a_glued_number_past_the_count_or_at_another_level_stays_as_written() -> None:
    """A year glued to its dot (`### 2019.总结`, past every number the series reached), a
    glued heading at a level whose series is spaced, and one at a level with no glued series
    are no restarted count: left as written."""
    text = _RESTARTED + "## 附录\n### 2019.总结\n文字\n"
    spaced = spaced_heading_numbers(text)
    assert "### 2019.总结" in spaced and "### 1. 解释聚簇" in spaced
    spaced_series = (
        "# T\n## 一\n### 1. 甲是什么？\n甲。\n### 2. 乙是什么？\n乙。\n### 3. 丙是什么？\n丙。\n"
        "### 1.丁的区别\n丁。\n"
    )
    assert spaced_heading_numbers(spaced_series) == spaced_series
    other_level = "# T\n### 1.甲是什么？\n甲。\n### 2.乙是什么？\n乙。\n#### 1.丙的区别\n丙。\n"
    assert spaced_heading_numbers(other_level) == (
        "# T\n### 1. 甲是什么？\n甲。\n### 2. 乙是什么？\n乙。\n#### 1.丙的区别\n丙。\n"
    )


def test_guard_a_year_heading_after_a_glued_series_imports_as_before() -> None:
    """Near miss, whole document: the same page with an appendix headed by a year
    (`### 2019.总结`) reports that appendix as end matter, as it did before, and the year is
    never taken for a question number of the count."""
    imported = result(_RESTARTED + "## 附录\n### 2019.总结\n- 本年复习了索引和事务。\n")
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == _expected(
        "解释聚簇索引和非聚簇索引的区别"
    )
    assert imported.warnings[-1] == (
        "doc.md:22: 2 lines of end matter in no card ('附录'); not imported"
    )


# -- a choice card's explanation says why each other option is wrong, under a bold `...?` ------


def _why_not(bullets: str) -> str:
    return f"""\
## Question 1

**You must run a setup script again. Which command do you run first?**

- A. tool reset job.setup
- B. tool apply --only=job.setup
- C. tool check job.setup
- D. tool plan --only=job.setup

<details>
<summary>Answer</summary>

### Correct Answer:
**A. tool reset job.setup**

### Explanation:

- A reset job is rebuilt on the next apply.

**Why not the others?**
{bullets}
</details>
"""


_OWN_OPTIONS = (
    "- `tool apply --only=...` does not rebuild an unchanged job.\n"
    "- `tool check` only checks the syntax.\n"
    "- `tool plan --only=...` shows the plan and changes nothing.\n"
)


def test_a_bold_why_not_over_the_cards_own_options_is_no_hidden_question() -> None:
    """`**Why not the others?**` over one bullet per wrong option, each opening with that
    option's words: the explanation's own sub-heading, kept in it, and no warning that
    another question hides there (it was one, pointing at the card's line, not its own)."""
    imported = result(_why_not(_OWN_OPTIONS))
    [card] = imported.deck.cards
    assert (card.id, card.answer) == ("q01", "A")
    assert "**Why not the others?**" in card.explanation
    assert "`tool check` only checks the syntax." in card.explanation
    assert imported.warnings == ()


def test_guard_a_question_over_other_options_in_an_explanation_is_reported_at_its_line() -> None:
    """Near miss: the same bold question over bullets that are not the card's options (a
    question hidden in the explanation) is still reported, now at its own line (20), not at
    the card's question (1)."""
    imported = result(_why_not("- Alpha\n- Beta\n- Gamma\n"))
    assert imported.warnings == (
        "doc.md:20: question 1: its explanation holds what looks like another question over "
        "its options ('**Why not the others?**'); not made a card",
    )

"""Layouts met in the 2026-11-29 sweep B5 (interview notes kept as VitePress, Jekyll and Hexo
sites, in Chinese, Spanish, Portuguese, Korean, Japanese and Indonesian): each test builds a
small document of the shape met in a real one (never its text) and checks what the importer
makes of it."""

from __future__ import annotations

from srs.importers import ImportResult, import_text


def result(text: str) -> ImportResult:
    return import_text(text, source="doc.md")


def test_vitepress_details_containers_fold_the_answers() -> None:
    """`### question` over `::: details 答案` ... `:::` (a VuePress/VitePress question bank):
    the container is the answer, its markers are no text of it, and a blank line between the
    heading and its container loses nothing."""
    got = result(
        "---\ntitle: 基础\n---\n\n## 指针\n\n"
        "### 什么是指针？\n::: details 答案\n指针保存变量的地址。\n\n```go\np := &x\n```\n:::\n\n"
        "### 为什么使用指针？\n\n::: details 答案\n\n避免复制大的值。\n\n::: tip\n提示里的话\n:::\n\n:::\n\n"
        "## Map\n\n### 未初始化的 map 可以读吗？\n\n::: details 答案\n可以，返回零值。\n:::\n"
    )
    assert [c.question for c in got.deck.cards] == [
        "什么是指针？",
        "为什么使用指针？",
        "未初始化的 map 可以读吗？",
    ]
    first, second, third = (c.answer for c in got.deck.cards)
    assert first.startswith("指针保存变量的地址。") and "p := &x" in first
    assert ":::" not in first + second + third and "details" not in first + second + third
    assert second.startswith("避免复制大的值。") and "提示里的话" in second
    assert third == "可以，返回零值。"

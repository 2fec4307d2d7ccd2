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


def test_numbered_bank_of_cjk_questions_answered_in_line() -> None:
    """A Jekyll post's bank of questions, each a numbered item `1. [topic] question？answer`
    (full-width `？`, no blank after it, the question sometimes in bold short of its mark,
    sometimes asked in two): every item is a card, its topic tag no part of it."""
    items = [
        "[开始] **Go 适合做什么**？网络服务和命令行工具",
        "[开始] Go 为什么被创造？为了兼顾易用性、健壮性和性能",
        "[环境] 怎么格式化代码？用 gofmt -w 目录",
        "[环境] 怎么调试程序？用 Delve 或者编辑器的调试功能",
        "[流程] 变量的零值是什么？数字是 0，字符串是空串",
        "[函数] 延迟函数是什么？有什么用？类似 finally，在函数返回前执行",
        "[并发] 通道关闭后还能接收吗？能，收到零值和 false",
        "[系统] 怎么读取环境变量？os.Getenv",
    ]
    got = result("## 核心知识\n\n### 基础\n\n" + "\n\n".join(f"1. {i}" for i in items) + "\n")
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Go 适合做什么？", "网络服务和命令行工具"),
        ("Go 为什么被创造？", "为了兼顾易用性、健壮性和性能"),
        ("怎么格式化代码？", "用 gofmt -w 目录"),
        ("怎么调试程序？", "用 Delve 或者编辑器的调试功能"),
        ("变量的零值是什么？", "数字是 0，字符串是空串"),
        ("延迟函数是什么？有什么用？", "类似 finally，在函数返回前执行"),
        ("通道关闭后还能接收吗？", "能，收到零值和 false"),
        ("怎么读取环境变量？", "os.Getenv"),
    ]


def test_a_short_numbered_list_answered_in_line_stays_an_answer() -> None:
    """Five whys told inside one answer (`1. Why ...? Because ...`): the points of an answer,
    not a bank of questions."""
    got = result(
        "### Why did the deploy fail?\n\nWe asked why five times:\n\n"
        "1. Why did it fail? the index was dropped\n"
        "2. Why was it dropped? a migration ran twice\n"
        "3. Why did it run twice? the lock had expired\n"
    )
    assert [c.question for c in got.deck.cards] == ["Why did the deploy fail?"]
    assert "the lock had expired" in got.deck.cards[0].answer


def test_an_answer_set_wholly_in_italics_loses_its_marks() -> None:
    """`**question?**` over `_the answer_` (a bootcamp's list, `---` between cards): the
    italics mark the answer, no stress inside it; a stressed word inside an answer stays."""
    got = result(
        "# Backend\n\n## Preguntas\n\n"
        "**¿Qué es una API REST?**\n_Un conjunto de rutas y métodos HTTP sobre recursos._\n\n---\n\n"
        "**¿Qué es la inyección de dependencias?**\n*Un patrón que entrega a un objeto lo que "
        "necesita.*\n\n---\n\n"
        "**¿Es seguro un HashMap entre hilos?**\nNo, *no* es seguro entre hilos.\n"
    )
    assert [c.answer for c in got.deck.cards] == [
        "Un conjunto de rutas y métodos HTTP sobre recursos.",
        "Un patrón que entrega a un objeto lo que necesita.",
        "No, *no* es seguro entre hilos.",
    ]


def test_preface_and_references_headings_in_chinese_are_no_cards() -> None:
    """A Hexo post's `## 前言` (preface) over its questions and `## 参考链接` (reference
    links) after them: the page's own parts, as `## Introduction` and `## References` are."""
    got = result(
        "---\ntitle: JS 基础题\ntags:\n- 面试\n---\n\n## 前言\n从网上整理的基础题。\n\n"
        "## 栈和堆的区别？\n栈自动分配，堆手动分配。\n\n## 回流与重绘\n改变布局会回流，只改颜色会重绘。\n\n"
        "## eval是做什么的？\n把字符串当代码执行。\n\n## 什么是闭包？\n能读取外层变量的函数。\n\n"
        "## 参考链接\n[50道基础题](https://example.com/a)\n"
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("栈和堆的区别？", "栈自动分配，堆手动分配。"),
        ("回流与重绘", "改变布局会回流，只改颜色会重绘。"),
        ("eval是做什么的？", "把字符串当代码执行。"),
        ("什么是闭包？", "能读取外层变量的函数。"),
    ]


def _quiz_item(n: int, key: str, extra: str) -> str:
    return (
        f"###### **{n}. ¿Qué hace el patrón {n}?**\n\n- A: Crea objetos.\n- B: Organiza clases.\n"
        "- C: Comunica objetos.\n\n<details><summary><b>Respuesta</b></summary>\n<p>\n\n"
        f"#### Respuesta: {key}\n\nSe enfoca en eso.\n{extra}\n</p>\n</details>\n\n---\n"
    )


def test_a_heading_inside_a_folded_answer_in_spanish_is_the_answers() -> None:
    """`###### **N. question?**`, lettered options, `<details><summary><b>Respuesta</b>
    </summary>` / `<p>` / `#### Respuesta: B` / the why / `### Ejemplos:` over a list /
    `</p>` / `</details>`: the examples are the explanation's, though their heading stands
    above the question's level (the answer is wrapped in a `<p>` still open)."""
    got = result(
        "# Backend Interview\n\n"
        + _quiz_item(1, "A", "")
        + _quiz_item(
            2, "B", "\n### Ejemplos:\n1. **Adapter**: une interfaces.\n2. **Proxy**: media.\n"
        )
        + _quiz_item(3, "C", "")
    )
    assert [c.answer for c in got.deck.cards] == ["A", "B", "C"]
    assert "**Proxy**: media." in got.deck.cards[1].explanation
    assert not got.warnings


def test_an_output_heading_over_a_quote_is_the_answer_label() -> None:
    """`### N. What does this print?` over the code, then `#### 输出` (or `#### Output`) over
    the output in a quote and `#### 解析` over the why: the output is the answer, the why
    its explanation, neither keeping the heading or the quote marks."""
    doc = "# Go 面试题\n\n"
    for n, value in ((1, "1"), (2, "[0 0 1]"), (3, "3")):
        doc += (
            f"### {n}. 下面这段代码输出什么?\n```go\nfmt.Println(x{n})\n```\n"
            f"#### 输出\n> {value}\n\n#### 解析\n> 因为第{n}个原因\n\n"
        )
    got = result(doc)
    assert [(c.answer, c.explanation) for c in got.deck.cards] == [
        ("1", "因为第1个原因"),
        ("[0 0 1]", "因为第2个原因"),
        ("3", "因为第3个原因"),
    ]


def test_in_a_quiz_s_notes_a_question_ending_in_a_colon_keeps_its_answer() -> None:
    """A bulleted list of questions each answered after its question mark, one of them typed
    with a colon instead (`- Como funciona X: the answer`): that item is a card too, not a
    question reported as unanswered."""
    got = result(
        "### Perguntas técnicas comuns:\n"
        "  - O que é a internet? Um monte de computadores interligados\n"
        "  - Como funciona uma linguagem de programação: escrevemos código que vira binário\n"
        "  - O que é HTML? linguagem de marcação que o navegador interpreta\n"
        "  - O que é CSS? linguagem de estilos da página\n"
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("O que é a internet?", "Um monte de computadores interligados"),
        ("Como funciona uma linguagem de programação", "escrevemos código que vira binário"),
        ("O que é HTML?", "linguagem de marcação que o navegador interpreta"),
        ("O que é CSS?", "linguagem de estilos da página"),
    ]
    assert not got.warnings


def test_a_glossary_of_folded_terms_under_section_headings() -> None:
    """`## Basic` / `## Intermediate` over `<details><summary>term</summary> definition
    </details>` blocks, none asking (a study glossary in Japanese): each term is a card, the
    headings are sections, an empty fold is reported."""
    terms = [
        ("インデックス(Index)", "検索を速くする並び。"),
        ("ヒープ表", "インデックスのない表。"),
        ("関数従属", "主キーで他が決まる関係。"),
        ("部分関数従属", ""),
        ("ACID特性", "四つの性質の頭字語。"),
        ("原子性(Atomicity)", "全部かゼロか。"),
        ("一貫性(Consistency)", "矛盾がない状態を保つ。"),
    ]
    blocks = [f"<details>\n  <summary>{t}</summary>\n  {d}\n</details>\n" for t, d in terms]
    got = result(
        "# SQL\n\n# 用語一覧\n\n## Basic\n\n"
        + "\n".join(blocks[:4])
        + "\n## Intermediate\n\n"
        + "\n".join(blocks[4:])
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [(t, d) for t, d in terms if d]
    assert len(got.skipped) == 1


def test_a_number_glued_to_a_spanish_question_mark_is_no_part_of_the_question() -> None:
    """`###### **5.¿REST y RESTful son lo mismo?**`: the number typed with no blank before
    the opening `¿` numbers the question; it is not part of its text."""
    got = result(
        "".join(
            f"###### **{n}.¿Qué hace la pieza {n}?**\n\nHace la tarea {n}.\n\n---\n"
            for n in range(1, 4)
        )
    )
    assert [c.question for c in got.deck.cards] == [f"¿Qué hace la pieza {n}?" for n in (1, 2, 3)]


def test_bold_around_the_head_of_a_cjk_bank_question_is_no_part_of_it() -> None:
    """In the same kind of bank, bold around a question's `？` and its answer
    (`**如何声明？var / const**`) or over the head of a question that goes on (`**怎么理解
    X**，比如 ...？`): the item is still a question and its answer."""
    items = [
        "[开始] Go 适合做什么？网络服务和命令行工具",
        "[流程] **各类程序实体如何声明？var / const / type / func**",
        "[字符] **怎么理解字符串加法 +=**，比如 `s += x`？产生一个新的字符串",
        "[环境] 怎么格式化代码？用 gofmt",
        "[环境] 怎么调试程序？用 Delve",
        "[流程] 变量的零值是什么？数字是 0",
        "[并发] 通道关闭后还能接收吗？能，收到零值",
        "[系统] 怎么读取环境变量？os.Getenv",
    ]
    got = result("### 基础\n\n" + "\n\n".join(f"1. {i}" for i in items) + "\n")
    cards = [(c.question, c.answer) for c in got.deck.cards]
    assert ("各类程序实体如何声明？", "var / const / type / func") in cards
    assert ("怎么理解字符串加法 +=，比如 `s += x`？", "产生一个新的字符串") in cards
    assert len(cards) == 8 and not got.warnings


def test_a_quoted_answer_under_an_explanation_heading_loses_its_quote_marks() -> None:
    """`### N. What is wrong here?` over code, then `#### 解析` over the answer in a quote
    whose later lines have no blank after `>` (`>其他的也必须命名`): the answer without the
    label and without the quote marks."""
    doc = "# Go 面试题\n\n"
    for n in (1, 2, 3):
        doc += (
            f"### {n}. 下面这段代码有什么错误吗？\n```go\nfunc f{n}(x int)(sum int, error) {{}}\n```\n"
            f"#### 解析\n> 第二个返回值没有命名，\n>其他的也必须命名{n}。\n\n"
        )
    got = result(doc)
    assert [c.answer for c in got.deck.cards] == [
        f"第二个返回值没有命名，\n其他的也必须命名{n}。" for n in (1, 2, 3)
    ]

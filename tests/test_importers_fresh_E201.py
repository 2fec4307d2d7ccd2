"""Importer layouts met in the Z179 judge round: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used: an
interviewer's list of `- ` questions under level headings, most unanswered, some asked in a
looser form (an infinitive, no `?`, a `?` before a short request, a condition first).
"""

from __future__ import annotations

from tests.importing import result

_PT_LIST = (
    "# Roteiro técnico\n\n"
    "Perguntas usadas na triagem de candidatos para a vaga de engenharia de dados.\n\n"
    "## Básico\n"
    "- Qual a diferença entre OLTP e OLAP?\n\n"
    "- O que é particionamento? Dar exemplos.\n\n"
    "- Explicar o que é uma chave substituta e quando usá-la\n\n"
    "## Intermediário\n"
    "- Como você modelaria um histórico de preços?\n\n"
    "- Quais as ferramentas de orquestração que você já utilizou\n\n"
    "- O que é uma dimensão lenta?\n"
    "  * Resposta referência: Uma dimensão cujos atributos mudam devagar ao longo do tempo.\n\n"
    "- Se uma carga noturna falhar no meio, descreva como você retomaria o processo.\n\n"
    "- Por que evitar `SELECT *` em produção?\n"
)


def test_looser_questions_among_question_bullets_are_each_named() -> None:
    """`- Explicar ...` (an infinitive), `- Quais ...` with no `?`, `- ...? Dar exemplos.` and
    `- Se ..., descreva ...` among question bullets are questions: each reported unanswered,
    none folded into the introduction, which names only its own sentence."""
    res = result(_PT_LIST, "roteiro.md")
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        (
            "O que é uma dimensão lenta?",
            "Uma dimensão cujos atributos mudam devagar ao longo do tempo.",
        )
    ]
    assert [s.line for s in res.skipped] == [6, 8, 10, 13, 15, 20, 22]
    assert all("no answer was found" in s.reason for s in res.skipped)
    assert [w for w in res.warnings if "introduction" in w] == [
        "roteiro.md:3: 1 line of introduction before the first question ('Perguntas usadas na "
        "triagem de candidatos para a vaga de ...'); not imported"
    ]


def test_the_reference_answer_label_is_stripped() -> None:
    """`Resposta referência:` / `Resposta de referência:` ("reference answer") label the
    answer, as `Answer:` does; Spanish `Respuesta de referencia:` too."""
    text = (
        "# Perguntas\n\n"
        "- O que é um índice?\n  * Resposta referência: Uma estrutura que acelera buscas.\n\n"
        "- O que é uma view?\n  * Resposta de referência: Uma consulta guardada com nome.\n\n"
        "- ¿Qué es un trigger?\n  * Respuesta de referencia: Código que corre ante un cambio.\n"
    )
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("O que é um índice?", "Uma estrutura que acelera buscas."),
        ("O que é uma view?", "Uma consulta guardada com nome."),
        ("¿Qué es un trigger?", "Código que corre ante un cambio."),
    ]


def test_a_reference_in_an_answer_is_kept() -> None:
    """Guard: an answer that opens with the word (`Referência: ...` alone, no answer word
    before it) keeps its text."""
    text = "# Notas\n\n- O que é ACID?\n  * Referência: o livro de Gray, capítulo 4.\n"
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("O que é ACID?", "Referência: o livro de Gray, capítulo 4.")
    ]


def test_remarks_between_question_bullets_are_text_between_questions() -> None:
    """A bullet that does not ask, and a paragraph, between the questions of a bullet list:
    each named by its own line as text between questions, never counted into an
    introduction; the looser questions (`Which ... in production`, `? Give examples.`, `If
    ..., explain ...`) are named as questions."""
    text = (
        "# Interview list\n\n"
        "## Warm-up\n"
        "- What is a foreign key?\n\n"
        "- Which ORMs have you used in production\n\n"
        "- What is a deadlock? Give examples.\n\n"
        "- Candidates usually find this one the hardest of the whole warm-up round.\n\n"
        "Note: the panel picks two of these per candidate, never more, and rotates them weekly.\n\n"
        "- If a query suddenly gets slow, explain how you would find the cause.\n\n"
        "- How do you back up a large database?\n"
        "  * Answer: With incremental snapshots and tested restores.\n\n"
        "- Why use connection pooling?\n"
    )
    res = result(text, "list.md")
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("How do you back up a large database?", "With incremental snapshots and tested restores.")
    ]
    assert [s.line for s in res.skipped] == [4, 6, 8, 14, 19]
    assert [w for w in res.warnings if "no card" in w or "introduction" in w] == [
        "list.md:10: 2 lines of text between questions in no card ('- Candidates usually find"
        " this one the hardest of the who...'); not imported"
    ]


def test_a_stray_question_among_points_makes_no_list_of_questions() -> None:
    """Guard: a course's objectives with one bullet that asks (`- How to ...`) stay its
    introduction; the items around it are not questions nor text between questions, since
    fewer than half the page's bullets ask."""
    text = (
        "# Working with APIs\n\n"
        "In this course you will learn to call web services from the browser and the server.\n\n"
        "- How to send requests with `fetch()`\n"
        "- Handling responses and errors gracefully\n"
        "- Quais formatos de dados existem\n"
        "- Reading the documentation of a service\n\n"
        "## What is an API?\n\nA contract between two programs.\n"
    )
    res = result(text, "apis.md")
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What is an API?", "A contract between two programs.")
    ]
    assert res.skipped == ()
    assert [w.split(": ", 1)[1] for w in res.warnings] == [
        "5 lines of introduction before the first question ('In this course you will learn to"
        " call web services from t...'); not imported"
    ]


def test_statements_among_question_bullets_stay_text() -> None:
    """Guard: a bullet that opens with no question word nor asking verb (`- Write clean
    code`, `- Do not ask about ...`) is no question, even among question bullets; an English
    task word without its object names a topic."""
    text = (
        "# Backend\n\n"
        "- What is an index?\n  * Answer: A structure that speeds up lookups.\n\n"
        "- What is a view?\n\n"
        "- Why normalise a schema?\n\n"
        "- Write clean code\n\n"
        "- Keep the answers short and concrete in this part of the interview.\n"
    )
    res = result(text, "backend.md")
    assert [c.question for c in res.deck.cards] == ["What is an index?"]
    assert [s.line for s in res.skipped] == [6, 8]
    assert [w.split(": ", 1)[1] for w in res.warnings if "no card" in w] == [
        "2 lines of text between questions in no card ('- Write clean code'); not imported"
    ]


def _numbered_requests() -> str:
    asked = [
        "自己PRをしてください",
        "前職を辞めた理由を教えてください",
        "学生時代に力を入れたことを教えてください",
        "チームでの役割を教えてください",
        "入社後にやりたいことを教えてください",
        "失敗した経験を教えてください",
    ]
    return "".join(
        f"### {n}. {q}\n短く具体的に話すのがよいでしょう。\n\n- **回答例**：\n  「例{n}です。」\n\n"
        for n, q in enumerate(asked, start=1)
    )


def test_numbered_tips_after_numbered_questions_are_advice() -> None:
    """`## 合格のためのコツ` ("tips to pass") with `### 1. 早めに会場に着く` after six numbered
    requests, each with a hint line: the tips restart at 1 under a title naming advice
    (Japanese `コツ`, `ポイント`; German `Tipps`, French `conseils` alike): reported each, no
    card."""
    text = (
        "# 面接対策\n\n## よく聞かれる質問\n\n" + _numbered_requests() + "## 合格のためのコツ\n\n"
        "### 1. 早めに会場に着く\n余裕を持って到着し、落ち着いて準備しましょう。\n\n"
        "### 2. 相手の目を見て話す\n自信のある印象を与えることができます。\n"
    )
    res = result(text, "taisaku.md")
    assert [c.question.split("\n")[0] for c in res.deck.cards] == [
        "自己PRをしてください",
        "前職を辞めた理由を教えてください",
        "学生時代に力を入れたことを教えてください",
        "チームでの役割を教えてください",
        "入社後にやりたいことを教えてください",
        "失敗した経験を教えてください",
    ]
    assert [s.line for s in res.skipped] == [43, 46]
    assert all("read as advice" in s.reason for s in res.skipped)


def test_a_page_of_numbered_points_alone_stays_cards() -> None:
    """Guard: a cheat-sheet whose only section names points (`## 学習のポイント`) over numbered
    statement headings has no questions before it: each heading stays a card."""
    text = (
        "# Python\n\n## 学習のポイント\n\n"
        "### 1. 変数\n名前に値を結びつける仕組みです。\n\n"
        "### 2. 関数\n処理をまとめて名前を付けたものです。\n"
    )
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("変数", "名前に値を結びつける仕組みです。"),
        ("関数", "処理をまとめて名前を付けたものです。"),
    ]

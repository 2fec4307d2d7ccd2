"""Layouts a judge found read wrongly (round Z120), on made-up documents: Spanish course notes
that label each answer `**R//=**` (an answer that is only `\\?` after it among them), and a
Korean study list whose unanswered bullets are requests (`- ...설명하시오.`) rather than
questions, one of them over its own line of code."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


# -- `R//=` answer labels ------------------------------------------------------------------

_SLASHED = (
    "# Curso de redes\n\n"
    "1. **¿Qué protocolo resuelve nombres de dominio?**\n   \n"
    "**R//=** DNS.\n\n"
    "2. **¿Qué comando de psql muestra la ayuda de los comandos con barra invertida?**\n \n"
    "**R//=** \\?\n\n"
    "3. **¿Qué puerto usa SSH por defecto?**\n\n"
    "**R//=** 22\n\n"
    "4. **UDP garantiza el orden de los paquetes.**\n    \n"
    "**R//=** Falso\n"
)


def test_slashed_r_labels_are_answer_labels_and_an_escaped_mark_answers() -> None:
    """`**R//=**` under each question labels its answer: no card keeps it or its bold, and
    the answer that is only `\\?` (psql's help, escaped) makes its card too."""
    r = result(_SLASHED)
    assert _cards(_SLASHED) == [
        ("¿Qué protocolo resuelve nombres de dominio?", "DNS."),
        ("¿Qué comando de psql muestra la ayuda de los comandos con barra invertida?", "\\?"),
        ("¿Qué puerto usa SSH por defecto?", "22"),
        ("UDP garantiza el orden de los paquetes.", "Falso"),
    ]
    assert not r.warnings and not r.skipped


def test_plain_slashed_r_labels_with_one_or_two_slashes() -> None:
    """`R// text` and `R/ text`, no bold: the same label."""
    text = (
        "## Repaso\n\n"
        "**¿Cuál es el puerto de HTTPS?**\n\nR// 443\n\n"
        "**¿Qué capa ocupa IP?**\n\nR/ La capa de red.\n"
    )
    assert _cards(text) == [
        ("¿Cuál es el puerto de HTTPS?", "443"),
        ("¿Qué capa ocupa IP?", "La capa de red."),
    ]


def test_a_slash_word_at_a_lines_start_is_no_label() -> None:
    """Guard: `R/W` goes on with no blank after its slash (a word, not a label), and a lone
    `**R//=**` is not the page's label: both stay as written."""
    text = (
        "## Files\n\n"
        "**What mode opens a file for reading and writing?**\n\nR/W mode, as `r+` in C.\n\n"
        "**Which flag makes a mount read-only?**\n\nR/W is the default; `ro` sets it.\n\n"
        "**What does `\\q` do in psql?**\n\n**R//=** It quits.\n"
    )
    assert _cards(text) == [
        ("What mode opens a file for reading and writing?", "R/W mode, as `r+` in C."),
        ("Which flag makes a mount read-only?", "R/W is the default; `ro` sets it."),
        ("What does `\\q` do in psql?", "**R//=** It quits."),
    ]


# -- an answer of marks alone -----------------------------------------------------------------


def test_an_answer_that_is_only_an_escaped_mark_is_no_follow_up_question() -> None:
    """`\\?` alone under a question heading ends with `?` but asks nothing: it is the
    answer, not a follow-up that leaves the question unanswered."""
    text = (
        "# psql\n\n"
        "### Which command lists the backslash commands?\n\n\\?\n\n"
        "### Which command toggles timing?\n\n\\timing\n"
    )
    r = result(text)
    assert _cards(text) == [
        ("Which command lists the backslash commands?", "\\?"),
        ("Which command toggles timing?", "\\timing"),
    ]
    assert not r.warnings


def test_a_follow_up_in_words_still_leaves_its_question_unanswered() -> None:
    """Guard: a line under a question that asks in words (`Why not?`) is a follow-up, as
    before: no card answered by it."""
    text = (
        "# Notes\n\n"
        "### Can a heap be used as a queue?\n\nWhy not?\n\n"
        "### What is a deque?\n\nA double-ended queue.\n"
    )
    r = result(text)
    assert _cards(text) == [("What is a deque?", "A double-ended queue.")]
    assert [s.line for s in r.skipped] == [3]


# -- questions asked as requests in the notes' own language ---------------------------------


def _unanswered(text: str) -> list[tuple[int, str]]:
    """Each reported skip's line and the question it quotes (text up to the first quote)."""
    return [(s.line, s.reason.split("'")[1]) for s in result(text).skipped]


_KOREAN = (
    "## 운영체제\n\n"
    "<details>\n<summary>캐시 메모리의 역할을 설명하시오.</summary>\n\n"
    "자주 쓰는 데이터를 CPU 가까이에 두어 접근 시간을 줄인다.\n</details>\n\n"
    "### 동기화\n"
    "- 임계 구역이 무엇인지 설명하시오.\n"
    "- 교착 상태의 네 가지 조건을 나열하시오.\n\n"
    "### 파일 시스템\n"
    "- inode에 어떤 정보가 저장되는지 설명해 주세요.\n"
    "- 저널링이 왜 필요한지 설명하시요.\n"
    "- 하드 링크와 심볼릭 링크는 어떻게 다른가?\n"
)


def test_korean_request_bullets_are_each_named_unanswered() -> None:
    """`- ...설명하시오.` bullets under topic headings, no answer: each is reported at its own
    line as `- ...?` is (the `하시요` typo too), not as one run of text between questions."""
    r = result(_KOREAN)
    assert _cards(_KOREAN) == [
        (
            "캐시 메모리의 역할을 설명하시오.",
            "자주 쓰는 데이터를 CPU 가까이에 두어 접근 시간을 줄인다.",
        )
    ]
    assert _unanswered(_KOREAN) == [
        (10, "- 임계 구역이 무엇인지 설명하시오."),
        (11, "- 교착 상태의 네 가지 조건을 나열하시오."),
        (14, "- inode에 어떤 정보가 저장되는지 설명해 주세요."),
        (15, "- 저널링이 왜 필요한지 설명하시요."),
        (16, "- 하드 링크와 심볼릭 링크는 어떻게 다른가?"),
    ]
    assert not any("between questions" in w for w in r.warnings)


def test_japanese_and_portuguese_request_bullets_are_each_named_unanswered() -> None:
    """`...について説明してください。`, `...を述べよ。`, `Explique ... .`: requests in other
    languages, reported one by one."""
    ja = (
        "## ネットワーク\n\n### DNSの役割は何ですか？\n\nドメイン名をIPアドレスに変換する。\n\n"
        "### 復習\n- TCPとUDPの違いについて説明してください。\n- 3ウェイハンドシェイクの流れを述べよ。\n"
    )
    pt = (
        "## Banco de dados\n\n### O que é um índice?\n\nUma estrutura que acelera a busca.\n\n"
        "### Para revisar\n- Explique a diferença entre chave primária e estrangeira.\n"
        "- Descreva o que é normalização.\n"
    )
    assert _cards(ja) == [("DNSの役割は何ですか？", "ドメイン名をIPアドレスに変換する。")]
    assert _unanswered(ja) == [
        (8, "- TCPとUDPの違いについて説明してください。"),
        (9, "- 3ウェイハンドシェイクの流れを述べよ。"),
    ]
    assert _cards(pt) == [("O que é um índice?", "Uma estrutura que acelera a busca.")]
    assert _unanswered(pt) == [
        (8, "- Explique a diferença entre chave primária e estrangeira."),
        (9, "- Descreva o que é normalização."),
    ]


def test_korean_statement_bullets_between_questions_stay_one_run_of_text() -> None:
    """Guard: bullets that state (`- 캐시는 CPU 안에 있다.`) ask nothing: one run of text in no
    card, as before, no question named."""
    text = (
        "## 운영체제\n\n"
        "<details>\n<summary>캐시 메모리의 역할을 설명하시오.</summary>\n\n"
        "자주 쓰는 데이터를 가까이에 둔다.\n</details>\n\n"
        "### 메모\n- 캐시는 CPU 안에 있다.\n- 메모리보다 빠르다.\n- 용량이 작다.\n"
    )
    r = result(text)
    assert _cards(text) == [
        ("캐시 메모리의 역할을 설명하시오.", "자주 쓰는 데이터를 가까이에 둔다.")
    ]
    assert not r.skipped
    assert len(r.warnings) == 1
    assert "3 lines of text between questions in no card" in r.warnings[0]


def test_japanese_statement_bullets_between_questions_stay_one_run_of_text() -> None:
    """Guard: `- TCPは接続を確立してから送る。` states; `- 詳しくは公式ドキュメントを見てください。`
    asks the reader to look, not to tell: neither is a question left unanswered."""
    text = (
        "## ネットワーク\n\n### DNSの役割は何ですか？\n\nドメイン名をIPアドレスに変換する。\n\n"
        "### メモ\n- TCPは接続を確立してから送る。\n- 詳しくは公式ドキュメントを見てください。\n"
    )
    r = result(text)
    assert _cards(text) == [("DNSの役割は何ですか？", "ドメイン名をIPアドレスに変換する。")]
    assert not r.skipped
    assert len(r.warnings) == 1
    assert "2 lines of text between questions in no card" in r.warnings[0]


# -- an unanswered question's own code line ----------------------------------------------------

_CODE_LINE = (
    "<details>\n<summary>가상 메모리를 설명하시오.</summary>\n\n"
    "디스크를 메모리처럼 쓰게 해 주는 추상화.\n</details>\n\n"
    "## 메모리\n"
    "- 스택과 힙의 차이를 설명하시오.\n"
    "- 다음 코드를 실행하면 어떤 결과가 나오는지 설명하시오.\n"
    "char *s = strdup(NULL);\n\n"
    "## C\n"
    "- Explain what the following code prints.\n"
    'printf("%zu", sizeof(long));\n'
)


def test_a_question_over_its_own_code_line_and_nothing_else_is_unanswered() -> None:
    """`- 다음 코드를 ... 설명하시오.` over one unfenced line of code, nothing after: the code
    is what the question shows, not its answer; no card, the question reported unanswered
    (in English as in Korean)."""
    r = result(_CODE_LINE)
    assert _cards(_CODE_LINE) == [
        ("가상 메모리를 설명하시오.", "디스크를 메모리처럼 쓰게 해 주는 추상화.")
    ]
    assert sorted((s.line, s.reason) for s in r.skipped) == [
        (
            8,
            "'- 스택과 힙의 차이를 설명하시오.' looks like a question, but no answer was found for it; not imported",
        ),
        (9, "question #2 has no answer; skipped"),
        (13, "question #3 has no answer; skipped"),
    ]


def test_code_line_then_an_answer_or_a_task_answered_by_code_still_make_cards() -> None:
    """Guard: the code line with an answer after it stays in the question and the answer
    is read; a task that does not point at code shown (`Write the statement ...`) is
    answered by the code line, as before."""
    text = (
        "## C quiz\n\n"
        "- What does the following code print?\n"
        'printf("%d", 7 / 2);\n\n'
        "  It prints 3: integer division truncates.\n\n"
        "- Write the statement that frees the buffer.\n"
        "free(buf);\n"
    )
    assert _cards(text) == [
        (
            'What does the following code print?\n\nprintf("%d", 7 / 2);',
            "It prints 3: integer division truncates.",
        ),
        ("Write the statement that frees the buffer.", "free(buf);"),
    ]

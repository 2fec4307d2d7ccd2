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

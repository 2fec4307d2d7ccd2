"""`R:` (Resposta, Respuesta) under each numbered question with no `P:` over it (`1. O que é X?`
over `   R: ...`), found left at the head of all 19 answers of a Portuguese sheet in a judge's
round (2026-11-30): it labels the answer there as under `P:`. A letter that also opens other
lines (an option `A:`), or fewer than three such answers, stays text."""

from __future__ import annotations

from tests.importing import result

_SHEET = """\
1. O que é uma fila de mensagens?
   R: Um componente que guarda mensagens até que um consumidor as processe.

2. O que é um índice?
   R: Uma estrutura que acelera as buscas.

3. Você consegue citar duas tarefas não supervisionadas?
   R: 1º. Clusterização;
      2º. Redução da dimensionalidade.
"""


def test_an_answer_letter_under_each_numbered_question_labels_it() -> None:
    r = result(_SHEET)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        (
            "O que é uma fila de mensagens?",
            "Um componente que guarda mensagens até que um consumidor as processe.",
        ),
        ("O que é um índice?", "Uma estrutura que acelera as buscas."),
        (
            "Você consegue citar duas tarefas não supervisionadas?",
            "1º. Clusterização;\n2º. Redução da dimensionalidade.",
        ),
    ]


_TWO = """\
1. Qual linguagem é usada para estatística?
   R: uma linguagem muito usada.

2. O que é Python?
   Uma linguagem de uso geral.
"""


def test_one_such_line_stays_text() -> None:
    """Near miss: one `R:` line: the letter may be the language's name, not a label."""
    first, _ = result(_TWO).deck.cards
    assert first.answer == "R: uma linguagem muito usada."

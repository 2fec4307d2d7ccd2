"""Layouts met in the 2026-11-29 (eighth) session's measurement rounds and leftovers: each
test builds a small document of the shape met in a real one (never its text) and checks what
the importer makes of it."""

from __future__ import annotations

import pytest

from srs.importers import ImportResult, import_text


def result(text: str) -> ImportResult:
    return import_text(text, source="doc.md")


def pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


@pytest.mark.parametrize(
    "label",
    [
        "**Respostas possíveis:**",
        "**Resposta correta:**",
        "Respuestas posibles:",
        "**Respuesta correcta**:",
        "**Réponses possibles :**",
        "Bonne réponse :",
        "**Risposte possibili:**",
        "**Musterlösung:**",
        "Richtige Antwort:",
    ],
)
def test_a_label_with_its_adjective_after_the_noun_is_one_label(label: str) -> None:
    """`**Respostas possíveis:**` ("possible answers"): Romance languages put the adjective
    after the noun, and German writes `Musterlösung`. The whole label is dropped; it was left
    at the head of the one answer so labelled, where the others said `**Resposta:**`."""
    text = "".join(
        f"### {n}. Question number {n} in the guide?\n\n{label if n == 2 else '**Answer:**'}\n"
        f"- point {n}\n- more {n}\n\n"
        for n in (1, 2, 3)
    )
    assert pairs(text) == [
        (f"Question number {n} in the guide?", f"- point {n}\n- more {n}") for n in (1, 2, 3)
    ]


def test_a_label_phrase_on_the_answers_line_keeps_the_answer() -> None:
    text = "".join(
        f"**Pergunta {n}:** O que faz o item {n}?\n"
        f"**{'Respostas possíveis' if n == 2 else 'Resposta'}:** faz {n}.\n\n"
        for n in (1, 2, 3)
    )
    assert pairs(text) == [(f"O que faz o item {n}?", f"faz {n}.") for n in (1, 2, 3)]

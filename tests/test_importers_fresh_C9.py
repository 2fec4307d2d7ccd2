"""Layouts met in the 2026-11-29 (eighth) session's measurement rounds and leftovers: each
test builds a small document of the shape met in a real one (never its text) and checks what
the importer makes of it."""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
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


def test_a_practice_test_without_its_key_says_so() -> None:
    """A practice test handed out without its key (choice questions with no answer letter,
    essay questions with none): the refusal counts both and says how to give keys. It used
    to quote whichever essay question had been reported first."""
    choice = "".join(
        f"**{n}.** Which one is number {n}?\n\nA) one\nB) two\nC) three\n\n" for n in range(1, 5)
    )
    essay = "## Part B\n\n**5.** Describe the path of a letter through the post.\n\n"
    with pytest.raises(DocumentError) as info:
        import_text(f"# Practice test\n\n{choice}{essay}", source="test.md")
    message = str(info.value)
    assert "questions found, none with an answer: 4 have options but no answer letter" in message
    assert "'Answer: B'" in message


def test_a_matching_key_is_an_open_cards_answer_not_a_letter() -> None:
    """`Answer: A -> 2, B -> 1` under a matching question (options to pair with numbered
    descriptions): the pairs are the answer. The key reader took `A` as the right option and
    `2, B -> 1` as its explanation, a wrong key nobody was told of."""
    text = "".join(
        f"### Question {n}\n\nMatch each tool to its use: (1) measures, (2) cuts.\n\n"
        f"A) Ruler {n}\nB) Saw {n}\n\nAnswer: A -> 1, B -> 2\n\n"
        for n in (1, 2, 3)
    )
    got = result(text)
    assert [c.choices for c in got.deck.cards] == [{}, {}, {}]
    assert [c.answer for c in got.deck.cards] == ["A -> 1, B -> 2"] * 3
    assert all("- A) Ruler" in c.question for c in got.deck.cards)
    assert all("no answer letter; made an open card" in w for w in got.warnings)


def test_a_heading_asking_why_of_a_dotted_name_is_a_question() -> None:
    """`### Why .NET Framework?`: the blank and dot after `Why` were read as an explanation
    label (`Why. ...`), so the heading was no question and its answer was reported as text
    between questions."""
    text = (
        "# C# notes\n\n### What is the CLR?\nThe runtime.\n\n"
        "### Why .NET Framework?\nOne library for every language.\n\n"
        "### What is a struct?\nA value type.\n"
    )
    assert pairs(text) == [
        ("What is the CLR?", "The runtime."),
        ("Why .NET Framework?", "One library for every language."),
        ("What is a struct?", "A value type."),
    ]


def test_why_with_a_dot_still_labels_an_explanation() -> None:
    text = "".join(
        f"Q{n}. Which is {n}?\nA) {n}\nB) 0\nAnswer: A\nWhy. Because it is {n}.\n\n" for n in (1, 2)
    )
    assert [c.explanation for c in result(text).deck.cards] == [
        "Because it is 1.",
        "Because it is 2.",
    ]

"""Layouts met in round Z204, on made-up documents: questions as `## 📌 N. ...` headings whose
answers hold `### ✅ Use Case:` sub-headings, beside a group heading (`## 📌 5. ... Questions`)
over lettered sub-questions (`### a. ...?`) answered with the same sub-headings
(srs.importers.letteredparts)."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    deck = result(text).deck
    return [(c.id, c.question, c.answer) for c in deck.cards]


_GUIDE = (
    "# Cloud Notes\n\n"
    "## 📌 1. Have you tuned an autoscaler?\n"
    "### ✅ Scaling Overview:\n"
    "- Adds nodes when load grows.\n\n"
    "## 📌 2. Queue Questions\n"
    "### 🔸 a. What is a dead-letter queue?\n"
    "Where failed messages wait.\n"
    "### ✅ Example:\n"
    "- Orders that failed three times.\n"
    "### 🔸 b. What is visibility timeout?\n"
    "How long a taken message stays hidden.\n"
    "### ✅ Use Case:\n"
    "> Slow workers got duplicate jobs.\n"
    "### 🔸 c. What is a FIFO queue?\n"
    "A queue that keeps the order.\n"
    "### ✅ Key Points:\n"
    "- Lower throughput.\n\n"
    "## ✅ Wrap-up\n"
    "Good luck with the interview.\n"
)


def test_sub_headings_of_lettered_answers_stay_in_them() -> None:
    """Lettered sub-questions under a group heading are questions; the `### ✅ ...:` headings
    after each are parts of its answer, and no longer make the sub-headings of the question
    above (`### ✅ Scaling Overview:`) questions; the group heading is no question."""
    assert _cards(_GUIDE) == [
        (
            "q01",
            "Have you tuned an autoscaler?",
            "### ✅ Scaling Overview:\n- Adds nodes when load grows.",
        ),
        (
            "q02",
            "a. What is a dead-letter queue?",
            "Where failed messages wait.\n### ✅ Example:\n- Orders that failed three times.",
        ),
        (
            "q03",
            "b. What is visibility timeout?",
            "How long a taken message stays hidden.\n### ✅ Use Case:\n> Slow workers got duplicate jobs.",
        ),
        (
            "q04",
            "c. What is a FIFO queue?",
            "A queue that keeps the order.\n### ✅ Key Points:\n- Lower throughput.",
        ),
    ]
    assert result(_GUIDE).skipped == ()
    assert not any("no card" in w and "Lower throughput" in w for w in result(_GUIDE).warnings)


def test_lettered_sub_questions_in_another_language() -> None:
    """The same layout in Spanish, lettered `a)`: the last answer keeps its `### Puntos clave`
    part, which was dropped as text between questions."""
    text = (
        "# Guía de redes\n\n"
        "## 🚀 1. ¿Has usado balanceadores de carga?\n"
        "### ⭐ Resumen:\n- Reparten el tráfico.\n\n"
        "## 🚀 2. Preguntas sobre almacenamiento\n"
        "### ▶ a) ¿Qué es un volumen?\nUn disco que se monta.\n"
        "### ⭐ Ejemplo:\n- Un disco de 100 GB.\n"
        "### ▶ b) ¿Qué es una instantánea?\nUna copia de un volumen.\n"
        "### ▶ c) ¿Cómo se cifra un volumen?\nCon una clave administrada.\n"
        "### ⭐ Puntos clave\n- El cifrado es transparente.\n"
    )
    cards = _cards(text)
    assert [q for _, q, _ in cards] == [
        "¿Has usado balanceadores de carga?",
        "a) ¿Qué es un volumen?",
        "b) ¿Qué es una instantánea?",
        "c) ¿Cómo se cifra un volumen?",
    ]
    assert (
        cards[3][2]
        == "Con una clave administrada.\n### ⭐ Puntos clave\n- El cifrado es transparente."
    )
    assert result(text).warnings == ()


def test_lettered_steps_that_do_not_ask_change_nothing() -> None:
    """Guard: a lettered run that asks nothing (`### a. Install the runner`) is a tutorial's
    steps inside an answer, as before: one answer holding them all."""
    text = (
        "# Deploy notes\n\n"
        "## What is a deployment pipeline?\nA chain of automated stages.\n\n"
        "## How do you set it up?\n"
        "### a. Install the runner\nDownload the binary.\n"
        "### Notes:\nKeep it updated.\n"
        "### b. Register the runner\nUse the token.\n"
    )
    assert _cards(text) == [
        ("q01", "What is a deployment pipeline?", "A chain of automated stages."),
        (
            "q02",
            "How do you set it up?",
            "### a. Install the runner\nDownload the binary.\n### Notes:\nKeep it updated.\n"
            "### b. Register the runner\nUse the token.",
        ),
    ]


def test_one_lettered_question_alone_changes_nothing() -> None:
    """Guard: a single `### a. ...?` is no run of sub-questions; the page reads as before."""
    text = (
        "# Guide\n\n"
        "## 1. What is a queue?\nA buffer of messages.\n### Example:\n- An order queue.\n\n"
        "## 2. Storage questions\n### a. What is a bucket?\nA container of objects.\n"
        "### Use Case:\nKept the logs.\n\n"
        "## 3. What is a topic?\nA channel that fans out messages.\n"
    )
    assert _cards(text) == [
        ("q01", "What is a queue?", "A buffer of messages.\n### Example:\n- An order queue."),
        ("q02", "a. What is a bucket?", "A container of objects.\n### Use Case:\nKept the logs."),
        ("q03", "What is a topic?", "A channel that fans out messages."),
    ]

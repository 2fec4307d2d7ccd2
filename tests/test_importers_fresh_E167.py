"""Importer layouts met in judge round Z169: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

# -- `Esercizio N.` exercise labels over options, whatever the stem ends with ---------------


def test_numbered_exercise_labels_start_questions_whatever_their_stem_ends_with() -> None:
    """A plain-text quiz whose questions are `Esercizio N.` lines, the stem a sentence the
    options complete (no `?`): every exercise is a choice card, keyed by its `Risposta: X
    verificata.` line, the `verificata` ("checked") no part of the explanation."""
    text = (
        "ESERCIZI DI CHIMICA\n\n"
        "Esercizio 1. Il numero atomico indica\n"
        "   A) Il numero di neutroni\n"
        "   B) Il numero di protoni\n"
        "Risposta: B verificata.\n"
        "Commento: definizione dal libro.\n\n"
        "Esercizio 2. Quale gas è più leggero?\n"
        "   A) Elio\n"
        "   B) Argon\n"
        "Risposta: A verificata.\n"
        "Commento: ha massa 4.\n\n"
        "Esercizio 3. Un catalizzatore serve a\n"
        "   A) Aumentare la resa finale\n"
        "   B) Abbassare l'energia di attivazione\n"
        "Risposta: B verificata.\n"
        "Commento: non cambia l'equilibrio.\n"
    )
    imported = result(text, "chimica.txt")
    cards = imported.deck.cards
    assert [(c.id, c.question, c.answer) for c in cards] == [
        ("q01", "Il numero atomico indica", "B"),
        ("q02", "Quale gas è più leggero?", "A"),
        ("q03", "Un catalizzatore serve a", "B"),
    ]
    assert cards[2].choices == {
        "A": "Aumentare la resa finale",
        "B": "Abbassare l'energia di attivazione",
    }
    assert [c.explanation for c in cards] == [
        "Commento: definizione dal libro.",
        "Commento: ha massa 4.",
        "Commento: non cambia l'equilibrio.",
    ]
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_exercise_labels_in_other_languages_and_with_the_stem_below() -> None:
    """`Übung N:`, `Ejercicio N.`, `Упражнение N.`, `**Exercise N.**` alone over its stem: the
    same label in other languages and spellings."""
    text = (
        "Übung 1: Ein Router arbeitet auf der Schicht\n"
        "A) 2\nB) 3\nAntwort: B\n\n"
        "Ejercicio 2. El puerto de HTTPS es\n"
        "A) 443\nB) 80\nRespuesta: A\n\n"
        "Упражнение 3. Протокол без соединения\n"
        "A) TCP\nB) UDP\nОтвет: B\n\n"
        "**Exercise 4.**\n"
        "The loopback address is\n"
        "A) 127.0.0.1\nB) 10.0.0.1\nAnswer: A\n"
    )
    imported = result(text, "mixed.txt")
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "Ein Router arbeitet auf der Schicht", "B"),
        ("q02", "El puerto de HTTPS es", "A"),
        ("q03", "Протокол без соединения", "B"),
        ("q04", "The loopback address is", "A"),
    ]
    assert imported.warnings == ()


def test_an_exercise_named_in_a_sentence_or_an_answer_starts_no_question() -> None:
    """Guard: `Exercise 3 shows ...` (no separator after the number) is a sentence of the
    answer, and a key's `verified` in the middle of its explanation is kept."""
    text = (
        "Question 1. Which layer routes packets?\n"
        "A) Network\nB) Session\n"
        "Answer: A\n"
        "Explanation: Exercise 3 shows why; the routes were verified by hand.\n\n"
        "Question 2. Which layer frames bits?\n"
        "A) Data link\nB) Transport\n"
        "Answer: A\n"
    )
    imported = result(text, "layers.txt")
    cards = imported.deck.cards
    assert [(c.id, c.question, c.answer) for c in cards] == [
        ("q01", "Which layer routes packets?", "A"),
        ("q02", "Which layer frames bits?", "A"),
    ]
    assert cards[0].explanation == "Exercise 3 shows why; the routes were verified by hand."

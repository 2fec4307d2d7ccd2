"""Importer layouts met in judge round Z169: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from srs.importers.followupnumbers import numbered_follow_ups
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


# -- `## 꼬리 질문 N` follow-up headings, each with its own `### 모범 답안` --------------------


def test_a_follow_up_heading_over_its_own_answer_heading_is_a_card_of_its_own() -> None:
    """Korean interview notes: `## 질문 N (topic)` and `## 꼬리 질문 1` ("follow-up question")
    at one level, each over its question's paragraph and a `### 모범 답안` ("model answer")
    heading: the follow-up a card of its own named after its question (`q01a`), the answer
    heading a label, no text of any answer."""
    text = (
        "# 백엔드 면접\n\n<br>\n\n"
        "## 질문 1 (데이터베이스)\n\n"
        "트랜잭션 격리 수준을 설명해주세요\n\n"
        "### 모범 답안\n\n"
        "- 동시에 실행되는 트랜잭션끼리 얼마나 서로를 볼 수 있는지 정합니다.\n\n<br>\n\n"
        "## 꼬리 질문 1\n\n"
        "팬텀 리드는 어느 수준에서\n막을 수 있나요?\n\n"
        "### 모범 답안\n\n"
        "- SERIALIZABLE 수준에서 막을 수 있습니다.\n\n<br>\n\n"
        "## 질문 2 (운영체제)\n\n"
        "컨텍스트 스위칭이란 무엇인가요?\n\n"
        "### 모범 답안\n\n"
        "- CPU가 실행할 프로세스를 바꾸며 상태를 저장하고 복원하는 일입니다.\n"
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        (
            "q01",
            "트랜잭션 격리 수준을 설명해주세요",
            "- 동시에 실행되는 트랜잭션끼리 얼마나 서로를 볼 수 있는지 정합니다.",
        ),
        (
            "q01a",
            "팬텀 리드는 어느 수준에서 막을 수 있나요?",
            "- SERIALIZABLE 수준에서 막을 수 있습니다.",
        ),
        (
            "q02",
            "컨텍스트 스위칭이란 무엇인가요?",
            "- CPU가 실행할 프로세스를 바꾸며 상태를 저장하고 복원하는 일입니다.",
        ),
    ]
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_follow_up_headings_a_level_down_take_the_next_letters() -> None:
    """`### Follow-up question N` under `## Question N`, each over `#### Answer`: cards
    `q01a`, `q01b`, the numbering of the main questions kept."""
    text = (
        "## Question 1\n\nWhat does an index speed up?\n\n### Model answer\n\nLookups.\n\n"
        "### Follow-up question 1\n\nWhat does it slow down?\n\n#### Answer\n\nWrites.\n\n"
        "### Follow-up question 2\n\nWhen is a full scan chosen?\n\n#### Answer\n\n"
        "When most rows match.\n\n"
        "## Question 2\n\nWhat is a deadlock?\n\n### Model answer\n\nA wait cycle.\n"
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What does an index speed up?", "Lookups."),
        ("q01a", "What does it slow down?", "Writes."),
        ("q01b", "When is a full scan chosen?", "When most rows match."),
        ("q02", "What is a deadlock?", "A wait cycle."),
    ]


def test_a_follow_up_heading_without_an_answer_heading_is_left_as_it_was() -> None:
    """Guard: a `## Follow-up questions` heading over a list, and a `## Follow-up 1` heading
    answered with no answer heading of its own, are not rewritten: the text is unchanged."""
    listed = (
        "## Question 1\n\nWhat is a cache?\n\n### Answer\n\nFast storage.\n\n"
        "## Follow-up questions\n\n- When is it stale?\n- How is it filled?\n"
    )
    unheaded = (
        "## Question 1\n\nWhat is a cache?\n\n### Answer\n\nFast storage.\n\n"
        "## Follow-up 1\n\nWhen is it stale?\n\nWhen the source changed.\n"
    )
    assert numbered_follow_ups(listed) == listed
    assert numbered_follow_ups(unheaded) == unheaded
    assert [c.id for c in result(listed).deck.cards] == ["q01"]


# -- `**Énoncé** :` bold statement labels before the question's words ------------------------


def test_a_bold_statement_label_before_the_question_is_no_word_of_it() -> None:
    """`## Qn : topic (N pts)` over `**Énoncé** : question` and `**Réponse modèle** :`: the
    statement label goes as the answer label does (the colon inside the bold too, and the
    Spanish `**Enunciado**:`); the heading's topic stays as the question's context."""
    text = (
        "# Corrigé réseau\n\n"
        "## Q1 : Adressage (4 pts)\n\n"
        "**Énoncé** : Donnez le masque d'un /26.\n\n"
        "**Réponse modèle** :\n"
        "- 255.255.255.192\n\n---\n\n"
        "## Q2 : DNS (3 pts)\n\n"
        "**Énoncé :** Quel enregistrement pointe vers un alias ?\n\n"
        "**Réponse modèle** :\n"
        "- CNAME\n\n---\n\n"
        "## Q3 : DHCP (3 pts)\n\n"
        "**Enunciado**: ¿Qué puerto usa el servidor DHCP?\n\n"
        "**Réponse modèle** :\n"
        "- UDP 67\n"
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "Adressage (4 pts)\n\nDonnez le masque d'un /26.", "- 255.255.255.192"),
        ("q02", "DNS (3 pts)\n\nQuel enregistrement pointe vers un alias ?", "- CNAME"),
        ("q03", "DHCP (3 pts)\n\n¿Qué puerto usa el servidor DHCP?", "- UDP 67"),
    ]
    assert imported.warnings == ()


def test_other_bold_labels_and_a_label_inside_a_paragraph_stay_in_the_question() -> None:
    """Guard: a bold label that is no statement label (`**Contexte** :`) and a statement
    label in the middle of a paragraph stay words of the question."""
    text = (
        "## Q1 : Sauvegarde (4 pts)\n\n"
        "**Contexte** : Un serveur de fichiers de 2 To.\n"
        "**Énoncé** : quelle stratégie proposer ?\n\n"
        "**Réponse modèle** :\n"
        "- 3-2-1\n"
    )
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == [
        "Sauvegarde (4 pts)\n\n**Contexte** : Un serveur de fichiers de 2 To.\n"
        "**Énoncé** : quelle stratégie proposer ?"
    ]

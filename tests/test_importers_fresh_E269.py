"""Importer layouts met in the Z194 round: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from srs.importers import ImportResult
from tests.importing import result

_BLANK_SQL = (
    "# Contrôle 2 — Bases de données\n\n"
    "## Consignes\n\n"
    "Cochez la bonne réponse en remplaçant l'espace par un x, comme dans cet exemple :\n"
    "- [x] La bonne réponse\n- [ ] Une mauvaise réponse\n\n"
    "Rendez le fichier à la fin de la séance.\n\n"
    "## Quelle clause filtre les groupes après un GROUP BY ?\n\n"
    "- [ ] WHERE\n- [ ] HAVING\n- [ ] ORDER BY\n\n"
    "## Que renvoie cette requête sur une table vide ?\n\n"
    "```sql\nSELECT COUNT(*) FROM clients;\n```\n\n"
    "- [ ] NULL\n- [ ] 0\n- [ ] une erreur\n\n"
    "## Combien de lignes cette requête peut-elle renvoyer au plus ?\n\n"
    "```sql\nSELECT * FROM commandes LIMIT 5;\n```\n\n"
    "## Quel mot-clé supprime les doublons ?\n\n"
    "* [ ] UNIQUE\n* [ ] DISTINCT\n* [ ] SINGLE\n"
)
_NO_MARK = "has options but no answer letter (no option marked); skipped"


def _refusal(text: str) -> DocumentError:
    with pytest.raises(DocumentError) as caught:
        result(text)
    return caught.value


def _cards(res: ImportResult) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in res.deck.cards]


def test_a_blank_checkbox_quiz_reports_each_question_and_makes_no_card() -> None:
    """Every option an empty box, none ticked: each question is reported unanswered by its
    words (the one over its code alone too), none carded; the instructions' worked example
    (`- [x]` / `- [ ]`) is the page's introduction, no choice card."""
    error = _refusal(_BLANK_SQL)
    assert "4 questions found, none with an answer: 3 have options but no answer letter, " in (
        error.message
    )
    assert error.notes == (
        "doc.md:5: 4 lines of introduction before the first question ('Cochez la bonne "
        "réponse en remplaçant l'espace par un x, ...'); not imported",
        f"doc.md:11: question #1 ('Quelle clause filtre les groupes après un GROUP BY ?') {_NO_MARK}",
        f"doc.md:17: question #2 ('Que renvoie cette requête sur une table vide ?') {_NO_MARK}",
        "doc.md:27: question #3 ('Combien de lignes cette requête peut-elle renvoyer au plus ?') "
        "has no answer; skipped",
        f"doc.md:33: question #4 ('Quel mot-clé supprime les doublons ?') {_NO_MARK}",
    )


def test_boxes_typed_without_a_blank_and_a_label_heading_over_its_task() -> None:
    """`-[ ]` options (no blank after the dash) under `## **Pregunta 1: ...?**`, and a label
    heading naming a topic (`## **Pregunta 2: Subredes**`) over the task it sets, nothing
    ticked: both reported, the task's text named with its topic, not taken for its answer."""
    text = (
        "# Cuestionario: Redes\n\n"
        "## **Pregunta 1: ¿Qué capa trabaja con direcciones MAC?**\n"
        "-[ ] Red\n-[ ] Enlace\n-[ ] Transporte\n\n"
        "## **Pregunta 2: Subredes**\n"
        "Una empresa tiene la red 192.168.10.0/24 y necesita cuatro subredes.\n\n"
        "Calcule la máscara que debe usar cada subred.\n"
    )
    error = _refusal(text)
    assert error.notes == (
        f"doc.md:3: question 1 ('¿Qué capa trabaja con direcciones MAC?') {_NO_MARK}",
        "doc.md:8: question 2 ('Subredes: Una empresa tiene la red 192.168.10.0/24 y necesi…') "
        "has no answer; skipped",
    )


def test_blank_boxes_under_numbered_question_items_are_reported_too() -> None:
    """The same blank quiz written as a numbered list of questions, each over its indented
    empty boxes: no card, each question reported."""
    text = (
        "# Quiz Git\n\n"
        "1. Quale comando crea un nuovo branch?\n"
        "   - [ ] git branch nuovo\n   - [ ] git commit nuovo\n\n"
        "2. Quale comando mostra la storia?\n   - [ ] git log\n   - [ ] git add\n"
    )
    error = _refusal(text)
    assert error.notes == (
        f"doc.md:3: question 1 ('Quale comando crea un nuovo branch?') {_NO_MARK}",
        f"doc.md:7: question 2 ('Quale comando mostra la storia?') {_NO_MARK}",
    )


def test_a_checklist_in_a_prose_answer_stays_the_answer() -> None:
    """Guard: a checklist under a question's prose answer (`- [ ] back up the data`), on a
    page of answered questions, is that answer's text, as before."""
    text = (
        "# Preguntas de operaciones\n\n"
        "## ¿Qué haces antes de migrar una base de datos?\n\n"
        "Primero aviso a los usuarios. Después sigo esta lista:\n\n"
        "- [ ] hacer una copia de seguridad\n- [ ] probar la restauración\n\n"
        "## ¿Qué es un rollback?\n\nVolver a la versión anterior cuando un despliegue falla.\n"
    )
    res = result(text)
    assert _cards(res) == [
        (
            "q01",
            "¿Qué haces antes de migrar una base de datos?",
            "Primero aviso a los usuarios. Después sigo esta lista:\n\n"
            "- [ ] hacer una copia de seguridad\n- [ ] probar la restauración",
        ),
        ("q02", "¿Qué es un rollback?", "Volver a la versión anterior cuando un despliegue falla."),
    ]
    assert not res.warnings


def test_a_checklist_answer_beside_a_prose_answer_stays_a_card() -> None:
    """Guard: a question answered by a checklist alone, where another question is answered
    in prose: notes, not a blank quiz; both cards as before."""
    text = (
        "# Release Q&A\n\n"
        "## What do you check before a release?\n"
        "- [ ] the tests pass\n- [ ] the changelog is written\n\n"
        "## What is a rollback?\nGoing back to the previous version when a deploy fails.\n"
    )
    res = result(text)
    assert _cards(res) == [
        (
            "q01",
            "What do you check before a release?",
            "- [ ] the tests pass\n- [ ] the changelog is written",
        ),
        ("q02", "What is a rollback?", "Going back to the previous version when a deploy fails."),
    ]
    assert not res.warnings


def test_topics_over_checklists_stay_a_plan() -> None:
    """Guard: headings that name topics over unticked checklists (a study plan) ask
    nothing: cards as before, no blank quiz."""
    text = (
        "# Mein Lernplan\n\n"
        "## Docker\n- [ ] Volumes verstehen\n- [ ] Netzwerke einrichten\n\n"
        "## Kubernetes\n- [ ] Pods und Deployments\n- [ ] Services\n\n"
        "## Git\n- [ ] Rebase üben\n- [ ] Hooks schreiben\n"
    )
    res = result(text)
    assert _cards(res) == [
        ("q01", "Docker", "- [ ] Volumes verstehen\n- [ ] Netzwerke einrichten"),
        ("q02", "Kubernetes", "- [ ] Pods und Deployments\n- [ ] Services"),
        ("q03", "Git", "- [ ] Rebase üben\n- [ ] Hooks schreiben"),
    ]


def test_a_quiz_mostly_ticked_keeps_its_cards() -> None:
    """Guard: where most questions tick their answer, the ticked ones are choice cards and
    the one left unticked is reported as before (srs.importers.boxes)."""
    text = (
        "# Quiz réseau\n\n"
        "## Quel port utilise HTTPS ?\n- [ ] 21\n- [x] 443\n\n"
        "## Quelle commande affiche la table ARP ?\n- [ ] arp -a\n- [ ] dig\n\n"
        "## Quelle couche OSI route les paquets ?\n- [x] Réseau\n- [ ] Physique\n\n"
        "## Quel protocole attribue les adresses IP ?\n- [x] DHCP\n- [ ] FTP\n"
    )
    res = result(text)
    assert _cards(res) == [
        ("q01", "Quel port utilise HTTPS ?", "B"),
        ("q03", "Quelle couche OSI route les paquets ?", "A"),
        ("q04", "Quel protocole attribue les adresses IP ?", "A"),
    ]
    assert res.deck.cards[0].choices == {"A": "21", "B": "443"}
    assert [(s.line, s.reason) for s in res.skipped] == [
        (7, "question #2 has options but no answer letter; skipped")
    ]

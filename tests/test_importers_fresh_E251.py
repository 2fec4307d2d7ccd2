"""Importer layouts met in the Z190 round: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_QUIZ = (
    "# Quiz de culture web\r\n\r\n"
    "1. Le protocole sécurisé pour le web est :\r\n"
    "- [ ] http\r\n- [x] https\r\n- [ ] ftp\r\n"
    "2. Un routeur sert à :\r\n"
    "- [ ] imprimer\r\n- [ ] chauffer la salle\r\n- [ ] relier des réseaux\r\n"
    "3. Le DNS traduit :\r\n"
    "- [ ] des images\r\n- [ ] des noms en adresses\r\n- [ ] des fichiers\r\n"
    "4. Un commutateur travaille à la couche :\r\n"
    "- [ ] physique\r\n- [x] liaison\r\n- [ ] application\r\n"
    "5. Quel port utilise SSH ?\r\n"
    "- [ ] 80\r\n- [ ] 25\r\n- [x] 22\r\n"
)


def test_unticked_colon_stems_over_task_boxes_are_reported_not_glued() -> None:
    """`N. stem :` over `- [ ]` / `- [x]` boxes, some questions left unticked: each unticked
    one is reported unanswered, and the answered ones after it keep their cards and keys
    (they were glued into the card above as its explanation)."""
    res = result(_QUIZ)
    cards = res.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Le protocole sécurisé pour le web est :", "B"),
        ("Un commutateur travaille à la couche :", "B"),
        ("Quel port utilise SSH ?", "C"),
    ]
    assert [c.choices["B"] for c in cards] == ["https", "liaison", "25"]
    assert all(not c.explanation for c in cards)
    assert [s.line for s in res.skipped] == [7, 11]
    assert all("no answer" in s.reason for s in res.skipped)


def test_a_checklist_under_a_numbered_step_is_no_question() -> None:
    """Guard: numbered steps ending in a colon over task boxes, where no box run is a
    quiz's options (a plan, not a quiz), stay text outside the cards as before."""
    text = (
        "# Revision plan\n\n"
        "1. Before the interview:\n- [x] reread the notes\n- [ ] sleep well\n\n"
        "2. On the day:\n- [ ] arrive early\n- [ ] bring a pen\n\n"
        "## Questions\n\n"
        "### What is a socket?\n\nAn endpoint for sending and receiving data.\n\n"
        "### What does DNS do?\n\nIt turns names into addresses.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What is a socket?", "An endpoint for sending and receiving data."),
        ("What does DNS do?", "It turns names into addresses."),
    ]
    assert not res.skipped
    assert len(res.warnings) == 1
    assert "introduction before the first question" in res.warnings[0]


def test_a_number_label_over_a_labelled_question_bullet_is_its_number() -> None:
    """`**Questão N**` alone over `* **Pergunta:** ...` / `* **Resposta:** ...` bullets: the
    label numbers the bullet's question; no "has no question text" report for it."""
    text = (
        "# Perguntas de redes\n\n"
        "**Questão 1**\n\n"
        "* **Pergunta:** O que é um endereço IP?\n"
        "* **Resposta:** Um número que identifica uma máquina na rede.\n\n"
        "**Questão 2**\n\n"
        "* **Pergunta:** Para que serve o DNS?\n"
        "* **Resposta:** Traduz nomes em endereços.\n"
    )
    res = result(text)
    assert [(c.id, c.question) for c in res.deck.cards] == [
        ("q01", "O que é um endereço IP?"),
        ("q02", "Para que serve o DNS?"),
    ]
    assert not res.skipped
    assert not res.warnings


def test_a_number_label_over_a_plain_question_or_bullet_stays() -> None:
    """Guard: a number label over its question's plain line, or over a bullet no question
    label opens, reads as before."""
    text = (
        "# Perguntas\n\n"
        "**Questão 1**\n\nO que é um endereço IP?\n\n"
        "**Resposta:** Um número que identifica uma máquina.\n\n"
        "**Questão 2**\n\n* Para que serve o DNS?\n* Traduz nomes em endereços.\n"
    )
    res = result(text)
    assert [(c.id, c.question) for c in res.deck.cards] == [
        ("q01", "O que é um endereço IP?"),
        ("q02", "* Para que serve o DNS?"),
    ]

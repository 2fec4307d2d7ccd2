"""Two findings of a judge's round (2026-11-30). `Frage:` / `Antwort:` notes whose answers
are bullet lists were taken for plain prompts over bullets and labelled again: 40 of 44
answers opened with an `A: ` the importer wrote itself. A label in any language marks a
question already. And an answer key titled with words before "Answer Key" (`### ✅ Ansible
MCQ Answer Key with Explanations`) was not read: all 50 keys were lost."""

from __future__ import annotations

from tests.importing import result

_FRAGEN = """\
Frage: Geben Sie eine Definition eines Projektes!
Antwort:
- Einmaliges Vorhaben
- Begrenzte Ressourcen

Frage: Was ist ein Meilenstein?
Antwort:
- Ein Ereignis ohne Dauer

Frage: Beschreiben Sie Software-Kriterien!
Antwort:
- Funktionalität
  - Umfang der Software
- Zuverlässigkeit
"""


def test_labelled_questions_over_bullets_get_no_label_of_ours() -> None:
    answers = [c.answer for c in result(_FRAGEN).deck.cards]
    assert answers == [
        "- Einmaliges Vorhaben\n- Begrenzte Ressourcen",
        "- Ein Ereignis ohne Dauer",
        "- Funktionalität\n  - Umfang der Software\n- Zuverlässigkeit",
    ]


_TITLED_KEY = """\
# Tiny quiz

1. Which tool bakes bread?

* A. Oven
* B. Fridge

2. Which metal rusts?

* A. Gold
* B. Iron

### ✅ Tiny Quiz Answer Key with Explanations

1. A — ovens bake.
2. B — iron oxidises.
"""


def test_an_answer_key_titled_with_words_before_it_is_read() -> None:
    assert [c.answer for c in result(_TITLED_KEY).deck.cards] == ["A", "B"]


def test_a_heading_asking_about_an_answer_key_is_no_key() -> None:
    text = (
        "## What is an answer key?\n\nThe list of right answers.\n\n## What is a quiz?\n\nA test.\n"
    )
    assert [c.question for c in result(text).deck.cards] == [
        "What is an answer key?",
        "What is a quiz?",
    ]

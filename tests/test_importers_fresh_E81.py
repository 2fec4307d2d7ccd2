"""Layouts met in judge round Z121, on made-up documents: a quiz's answer key at the end
under a title in the document's language (`## Soluzioni`, `## Lösungen`, `## Ответы`)."""

from __future__ import annotations

import pytest

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


# -- an answer key titled in another language --------------------------------------------------

_KEYED_QUIZ = """\
# Quiz

### 1. Quale porta usa HTTPS?

a) 80
b) 443
c) 21

### 2. Quale protocollo risolve i nomi?

a) DNS
b) ARP
c) FTP

## {title}

1. b) 443
2. a) DNS
"""


@pytest.mark.parametrize(
    "title", ["Soluzioni", "Risposte", "Lösungen", "Ответы", "Oplossingen", "Facit", "Réponses"]
)
def test_an_end_key_titled_in_another_language_keys_the_questions(title: str) -> None:
    """`## Soluzioni` over `N. b) text` lines is the key of all the questions, as `## Answers`
    is: each question a choice card with its key, the key no part of the last card."""
    imported = result(_KEYED_QUIZ.format(title=title))
    assert [(c.question, c.answer, dict(c.choices)) for c in imported.deck.cards] == [
        ("Quale porta usa HTTPS?", "B", {"A": "80", "B": "443", "C": "21"}),
        ("Quale protocollo risolve i nomi?", "A", {"A": "DNS", "B": "ARP", "C": "FTP"}),
    ]
    assert imported.skipped == ()
    assert imported.warnings == ()


def test_a_singular_answer_heading_in_another_language_is_no_key() -> None:
    """Guard: `### Risposta` under each question heads that question's answer (a language's
    singular answer word), never a key of them all."""
    text = (
        "# Appunti\n\n## Che cos'è TCP?\n\n### Risposta\n\nUn protocollo affidabile.\n\n"
        "## Che cos'è UDP?\n\n### Risposta\n\nUn protocollo a datagrammi.\n"
    )
    assert _cards(text) == [
        ("Che cos'è TCP?", "Un protocollo affidabile.", {}),
        ("Che cos'è UDP?", "Un protocollo a datagrammi.", {}),
    ]

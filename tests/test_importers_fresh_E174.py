"""A French page sets a no-break space before its colons and question marks (`Réponse\u202f:`,
`Qu'est-ce qu'un cookie\u00a0?`): to every label it is the blank `Réponse :` has, never text
left at the start of the answer (a judge's round, 2026-11-30)."""

from __future__ import annotations

from tests.importing import result

_GLOSSARY = (
    "## Général\n\n"
    "1.\tQu'est-ce qu'un cookie\u00a0?\n      Réponse\u202f: Un petit fichier texte.\n\n"
    "2.\tQu'est-ce qu'une session\u202f?\n      Réponse : Un stockage côté serveur.\n\n"
    "3.\tQu'est-ce que CORS\u00a0?\n      Réponse\u00a0: Une règle du navigateur.\n"
)


def test_a_no_break_space_before_a_labels_colon_is_a_blank() -> None:
    cards = result(_GLOSSARY).deck.cards
    assert [c.answer for c in cards] == [
        "Un petit fichier texte.",
        "Un stockage côté serveur.",
        "Une règle du navigateur.",
    ]
    assert cards[0].question == "Qu'est-ce qu'un cookie ?"


def test_a_no_break_space_elsewhere_is_kept() -> None:
    text = _GLOSSARY.replace("Un petit fichier", "Un\u00a0petit fichier")
    assert result(text).deck.cards[0].answer == "Un\u00a0petit fichier texte."

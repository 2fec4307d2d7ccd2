"""Importer layouts met in judge round Z224: labelled question/answer pairs nested as list
items under a bare bullet per question (`- Q_i` over `    - P : ...` and `    - R : ...`).

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


_LETTER_PAIRS = (
    "# Redes\n\n"
    "Legenda: P - Pergunta, R - Resposta\n\n"
    "- Item\n"
    "    - P : Considerando a aula, o protocolo que entrega datagramas sem conexão é:\n"
    "    - R : Letra B. UDP\n"
    "- Item \n"
    "    - P : Considerando a aula, a camada que roteia pacotes é:\n"
    "    - R : Letra \n"
    "<!-- rever -->\n"
    "- Item:\n"
    "    - P : Qual porta o HTTPS usa por padrão?\n"
    "    - R : Letra D. 443\n"
)


def test_p_and_r_pairs_nested_under_bare_bullets_are_questions_and_answers() -> None:
    """Portuguese quiz notes: each question a bare bullet, its `P :` (Pergunta) and `R :`
    (Resposta) nested under it, a blank before each colon. Nothing was read ("no questions
    found"). Each pair is a card; `R : Letra ` (the key's word, its letter never typed in)
    is no answer: that question is reported, not carded; no option list, so no choices."""
    got = result(_LETTER_PAIRS)
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        (
            "Considerando a aula, o protocolo que entrega datagramas sem conexão é:",
            "Letra B. UDP",
            {},
        ),
        ("Qual porta o HTTPS usa por padrão?", "Letra D. 443", {}),
    ]
    assert [(s.line, s.reason) for s in got.skipped] == [
        (9, "question #2 has no answer (only 'Letra'); skipped")
    ]
    assert [w for w in got.warnings if "no answer" in w] == [
        "doc.md:9: question #2 has no answer (only 'Letra'); skipped"
    ]


_QA_LETTERS = (
    "# Databases\n\n"
    "* Card\n"
    "  * **Q:** What does a primary key guarantee?\n"
    "  * **A:** Each row is unique:\n"
    "    - no two rows share it\n"
    "    - it is never null\n"
    "* Card\n"
    "  * **Q:** Which statement removes a table:\n"
    "  * **A:** DROP TABLE\n"
)


def test_q_and_a_pairs_nested_under_bullets_keep_the_answers_nested_lines() -> None:
    """`Q:`/`A:` in bold, nested two blanks deep under `* Card` bullets, the answer's own
    list nested under its label: the question without its label, the answer with its list."""
    assert _cards(_QA_LETTERS) == [
        (
            "What does a primary key guarantee?",
            "Each row is unique:\n- no two rows share it\n- it is never null",
            {},
        ),
        ("Which statement removes a table:", "DROP TABLE", {}),
    ]


_LABEL_WORDS = (
    "# Biology\n\n"
    "1.\n"
    "    - Question : Name the organelle that makes ATP\n"
    "    - Answer : The mitochondrion\n"
    "2.\n"
    "    - Question : Name the molecule that carries amino acids\n"
    "    - Answer : Transfer RNA\n"
)


def test_label_words_nested_under_bare_numbers_are_read() -> None:
    """The label words (`Question :`, `Answer :`, a blank before the colon) under bare
    numbered items: the numbers say nothing, the pairs are the cards."""
    assert _cards(_LABEL_WORDS) == [
        ("Name the organelle that makes ATP", "The mitochondrion", {}),
        ("Name the molecule that carries amino acids", "Transfer RNA", {}),
    ]


_NUMBERED_LABEL_PARENTS = (
    "# Physics\n\n"
    "- Q1\n"
    "    - Q: What is the unit of force?\n"
    "    - A: The newton.\n"
    "- Q2\n"
    "    - Q: What is the unit of energy?\n"
    "    - A: The joule.\n"
)


def test_a_numbered_label_bullet_over_a_nested_q_label_keeps_no_second_label() -> None:
    """`- Q1` over `- Q: ...`: the nested question's own label is no part of its text (it
    read `Q: What is the unit of force?`)."""
    assert _cards(_NUMBERED_LABEL_PARENTS) == [
        ("What is the unit of force?", "The newton.", {}),
        ("What is the unit of energy?", "The joule.", {}),
    ]


# -- near misses: the same look, another shape ----------------------------------------------

_NESTED_OPTIONS = (
    "# Networks\n\n"
    "1. Which layer routes packets?\n"
    "    - A: Physical\n"
    "    - B: Network\n"
    "\n"
    "    Answer: B\n"
    "2. Which layer frames bits?\n"
    "    - A: Data link\n"
    "    - B: Transport\n"
    "\n"
    "    Answer: A\n"
)


def test_nested_lettered_options_under_questions_stay_options() -> None:
    """`- A:` and `- B:` nested under a question are its options, no label pair: the
    question on the bullet's line asks, it is no bare marker."""
    assert _cards(_NESTED_OPTIONS) == [
        ("Which layer routes packets?", "B", {"A": "Physical", "B": "Network"}),
        ("Which layer frames bits?", "A", {"A": "Data link", "B": "Transport"}),
    ]


_THIRD_ITEM = (
    "# Glossary\n\n"
    "- Item\n"
    "    - Question: What is latency?\n"
    "    - Answer: The time one request takes.\n"
    "    - Note: measured end to end\n"
    "- Item\n"
    "    - Question: What is throughput?\n"
    "    - Answer: The requests served per second.\n"
    "    - Note: measured at the server\n"
)


def test_a_bullet_with_a_third_nested_item_is_not_rewritten() -> None:
    """A bullet with more under it than the pair (a `Note:` item beside them) is a list of
    its own, not a question's two labels: the rule leaves it as it was read before (its
    nested `Question:` items found, no answer read under them)."""
    with pytest.raises(DocumentError, match="2 questions found, none with an answer"):
        result(_THIRD_ITEM)


def test_an_option_word_with_its_letter_is_an_answer() -> None:
    """`R : Letra C` names its letter: an answer, not the placeholder `Letra` alone."""
    text = _LETTER_PAIRS.replace("Letra \n", "Letra C\n")
    assert [c.answer for c in result(text).deck.cards] == [
        "Letra B. UDP",
        "Letra C",
        "Letra D. 443",
    ]

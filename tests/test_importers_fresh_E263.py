"""Layouts met in judge round Z193, on made-up documents: a quiz whose question headings are
only a number after a pictograph (`## ⬛ 2`) or its number sign (`## #2`), the stem in the
paragraph below, keyed in a `<details>` fold by a heading with no colon (`#### Resposta B`);
the key label and its letter written so anywhere (`### Answer C`, `**Answer B**`); a plain
number heading that counts on from the question before (`### Questão 19` over `### 20`); and
the near misses each rule must leave as they were."""

from __future__ import annotations

import pytest

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str], str]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices), c.explanation) for c in deck.cards]


def _fold(key: str, why: str) -> str:
    return (
        "<details><summary><b>✅ RESPOSTA CERTA</b></summary>\n<p>\n\n"
        f"{key}\n\n{why}\n</p>\n</details>\n\n---\n\n"
    )


_PT_QUIZ = (
    "# Quiz de redes\n\n"
    "## ⬛ 1\n\nQual protocolo entrega páginas web cifradas?\n\n"
    "- A: FTP\n- B: HTTPS\n- C: Telnet\n\n"
    + _fold("#### Resposta B", "O HTTPS é o HTTP sobre TLS.")
    + "## ⬛ 2\n\nQual porta o SSH usa por padrão?\n\n"
    "- A: 22\n- B: 80\n- C: 443\n\n"
    + _fold("#### Resposta: A", "O SSH escuta na porta 22.")
    + "## ⬛ 3\n\nQual camada cuida do roteamento?\n\n"
    "- A: Enlace\n- B: Transporte\n- C: Rede\n\n"
    + _fold("#### Resposta C", "Os roteadores trabalham na camada de rede.")
)

_PT_CARDS = [
    (
        "Qual protocolo entrega páginas web cifradas?",
        "B",
        {"A": "FTP", "B": "HTTPS", "C": "Telnet"},
        "O HTTPS é o HTTP sobre TLS.",
    ),
    (
        "Qual porta o SSH usa por padrão?",
        "A",
        {"A": "22", "B": "80", "C": "443"},
        "O SSH escuta na porta 22.",
    ),
    (
        "Qual camada cuida do roteamento?",
        "C",
        {"A": "Enlace", "B": "Transporte", "C": "Rede"},
        "Os roteadores trabalham na camada de rede.",
    ),
]


def test_a_folded_key_heading_without_a_colon_keys_the_choice_card() -> None:
    """`#### Resposta B` in the fold is the key as `#### Resposta: C` is: choice cards, the
    heading no part of the explanation, no "no answer letter" warning; and the pictograph's
    number heading is the question's number, the paragraph below its text."""
    imported = result(_PT_QUIZ)
    assert _cards(_PT_QUIZ) == _PT_CARDS
    assert [c.id for c in imported.deck.cards] == ["q01", "q02", "q03"]
    assert not any("answer letter" in w for w in imported.warnings)
    assert not imported.skipped


@pytest.mark.parametrize("mark", ["🔹 ", "#", "▶️ ", "⭐⭐ "])
def test_a_number_heading_marked_by_a_pictograph_or_its_sign_is_the_questions_number(
    mark: str,
) -> None:
    """`## 🔹 1`, `## #1`, `## ▶️ 1`: the number marks the question, the stem is its text."""
    text = _PT_QUIZ.replace("## ⬛ ", f"## {mark}")
    assert _cards(text) == _PT_CARDS


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("### Answer B", "### Answer A"),  # the key as a heading, outside any fold
        ("**Answer B**", "**Answer A**"),  # the key in bold
        ("**Respuesta B**", "**Respuesta A**"),  # Spanish
        ("Đáp án B", "Đáp án A"),  # Vietnamese
        ("#### Antwort B.", "#### Antwort A."),  # German, a full stop after the letter
    ],
)
def test_an_answer_label_and_its_letter_with_no_colon_is_the_key(first: str, second: str) -> None:
    """The label of any language the importer knows, a blank, one letter, nothing else."""
    text = (
        "# Quiz\n\n"
        "## 1. Which keyword makes a generator?\n\n- A) return\n- B) yield\n- C) async\n\n"
        f"{first}\n\nIt pauses the function.\n\n"
        "## 2. Which call starts a thread?\n\n- A) start()\n- B) run()\n\n"
        f"{second}\n\nrun() would run it in the caller.\n"
    )
    assert _cards(text) == [
        (
            "Which keyword makes a generator?",
            "B",
            {"A": "return", "B": "yield", "C": "async"},
            "It pauses the function.",
        ),
        (
            "Which call starts a thread?",
            "A",
            {"A": "start()", "B": "run()"},
            "run() would run it in the caller.",
        ),
    ]
    assert not result(text).warnings


def test_an_answer_heading_that_goes_on_into_a_sentence_stays_the_answer() -> None:
    """Guard: `#### Answer A function ...` is a sentence that opens with a capital word, no
    key letter: the open cards keep it as their answer, as before."""
    text = (
        "# JavaScript notes\n\n"
        "## 1. What does `typeof null` return?\n\n"
        "<details><summary>Answer</summary>\n\n"
        "#### Answer A string saying object\n\n"
        "A bug kept for compatibility.\n</details>\n\n"
        "## 2. What does `[] + []` give?\n\n"
        "<details><summary>Answer</summary>\n\n"
        "#### Answer An empty string\n\n"
        "Both arrays become empty strings.\n</details>\n"
    )
    assert _cards(text) == [
        (
            "What does `typeof null` return?",
            "#### Answer A string saying object\n\nA bug kept for compatibility.",
            {},
            "",
        ),
        (
            "What does `[] + []` give?",
            "#### Answer An empty string\n\nBoth arrays become empty strings.",
            {},
            "",
        ),
    ]


def test_a_bold_answer_that_goes_on_after_the_letter_is_no_key() -> None:
    """Guard: `**Answer B-tree nodes ...**` names no key: the card is made open, warned."""
    text = (
        "# Quiz\n\n"
        "## 1. Which is a B-tree property?\n\n- A) Nodes hold many keys\n- B) Nodes hold one key\n\n"
        "**Answer B-tree nodes hold many keys, so A.**\n\n"
        "## 2. Which is faster to search?\n\n- A) A list\n- B) A hash table\n\nAnswer: B\n"
    )
    imported = result(text)
    assert _cards(text) == [
        (
            "Which is a B-tree property?\n\n- A) Nodes hold many keys\n- B) Nodes hold one key",
            "**Answer B-tree nodes hold many keys, so A.**",
            {},
            "",
        ),
        ("Which is faster to search?", "B", {"A": "A list", "B": "A hash table"}, ""),
    ]
    assert list(imported.warnings) == [
        "doc.md:3: question 1 has options but no answer letter; made an open card "
        "(its explanation is the answer)"
    ]


def test_a_plain_number_heading_that_counts_on_is_the_questions_number() -> None:
    """`### 20` after `### Questão 19` (and `## 1` over `## 2`): the question's number, the
    line below its text, not `20\\n...` at the top of the card."""
    text = (
        "## Questões\n\n"
        "### Questão 1\nO que faz um switch?\n\n**Resposta Correta:** Comuta quadros na camada 2\n\n"
        "---\n\n"
        "### 2\nQual porta usa o DNS?\n\n**Resposta Correta:** 53\n"
    )
    assert _cards(text) == [
        ("O que faz um switch?", "Comuta quadros na camada 2", {}, ""),
        ("Qual porta usa o DNS?", "53", {}, ""),
    ]
    numbered = (
        "# Quiz\n\n"
        "## 1\n\nWhich keyword declares a constant?\n\n- A: var\n- B: const\n\n**Answer:** B\n\n"
        "## 2\n\nWhich keyword declares a block variable?\n\n- A: let\n- B: var\n\n**Answer:** A\n"
    )
    assert [q for q, *_ in _cards(numbered)] == [
        "Which keyword declares a constant?",
        "Which keyword declares a block variable?",
    ]


def test_a_year_heading_over_prose_stays_in_the_answer() -> None:
    """Guard: `## 2024` (or `## 🗓️ 2024`) over prose among questions that ask is a section of
    the answer above, its number kept, as before."""
    for year in ("2024", "🗓️ 2024"):
        text = (
            "# Interview log\n\n"
            "## What is a closure?\n\nA function that keeps the scope it was made in.\n\n"
            f"## {year}\n\nWe moved the build to a new runner.\n\n"
            "## What is hoisting?\n\nDeclarations move to the top of their scope.\n"
        )
        assert _cards(text) == [
            (
                "What is a closure?",
                "A function that keeps the scope it was made in.\n\n"
                f"## {year}\n\nWe moved the build to a new runner.",
                {},
                "",
            ),
            ("What is hoisting?", "Declarations move to the top of their scope.", {}, ""),
        ]


def test_year_headings_in_a_row_keep_their_years() -> None:
    """Guard: `## 2023` over `## 2024` count on too, but a four-figure number is a year (the
    exam a question comes from), no question's number: each card keeps it, as before."""
    text = (
        "# Past exam questions\n\n"
        "## 2023\n\nWhich keyword declares a constant?\n\n- A: var\n- B: const\n\n**Answer:** B\n\n"
        "## 2024\n\nWhich keyword declares a block variable?\n\n- A: let\n- B: var\n\n"
        "**Answer:** A\n"
    )
    assert _cards(text) == [
        ("2023\n\nWhich keyword declares a constant?", "B", {"A": "var", "B": "const"}, ""),
        ("2024\n\nWhich keyword declares a block variable?", "A", {"A": "let", "B": "var"}, ""),
    ]

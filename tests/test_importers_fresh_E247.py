"""Importer layouts met in judge round Z189: each test is the shape of a real document the
importer misread, written small, with a near miss beside it that must read as before.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    res = result(text)
    assert not res.skipped
    return [(c.id, c.question, c.answer) for c in res.deck.cards]


def test_a_fold_closed_and_the_next_opened_on_one_line_keeps_both_questions() -> None:
    """`</details><details>` over the next `<summary>`: the second question is its own card,
    its answer no part of the first's, and no warning."""
    text = (
        "### Warm-up\n<details>\n<summary>1. What does a loader do?</summary>\n"
        "Answer: It maps a program into memory.\n</details>\n"
        "<details>\n<summary>2. What is a page fault?</summary>\n"
        "Answer: A touch of a page that is not in memory.\n</details><details>\n"
        " <summary>3. What is swapping?</summary>\n"
        "Answer: Moving pages out to disk and back.\n</details>\n"
    )
    assert _cards(text) == [
        ("q01", "What does a loader do?", "It maps a program into memory."),
        ("q02", "What is a page fault?", "A touch of a page that is not in memory."),
        ("q03", "What is swapping?", "Moving pages out to disk and back."),
    ]


def test_a_joined_fold_line_apart_from_its_summary_is_parted_too() -> None:
    """`</details><details>` with a blank line before the next `<summary>`, the last fold left
    open: three questions, each with its own answer."""
    text = (
        "### Compilers\n<details>\n<summary>1. What does a parser build?</summary>\n"
        "Answer: A syntax tree from the tokens.\n</details><details>\n\n"
        "<summary>2. What is constant folding?</summary>\n"
        "Answer: Working out constant expressions at compile time.\n</details>\n"
        "<details>\n<summary>3. What is a lexer?</summary>\nAnswer: It splits the text into tokens.\n"
    )
    assert _cards(text) == [
        ("q01", "What does a parser build?", "A syntax tree from the tokens."),
        ("q02", "What is constant folding?", "Working out constant expressions at compile time."),
        ("q03", "What is a lexer?", "It splits the text into tokens."),
    ]


def test_a_joined_fold_line_in_code_stays_code() -> None:
    """Guard: `</details><details>` shown in a fenced block is the answer's code."""
    text = (
        "### Templates\n<details>\n<summary>1. How do you write two folds in HTML?</summary>\n"
        "Answer: Close one and open the next:\n\n```html\n</details><details>\n```\n</details>\n"
        "<details>\n<summary>2. What is a summary tag?</summary>\n"
        "Answer: The fold's visible title.\n</details>\n"
    )
    assert _cards(text) == [
        (
            "q01",
            "How do you write two folds in HTML?",
            "Close one and open the next:\n\n```html\n</details><details>\n```",
        ),
        ("q02", "What is a summary tag?", "The fold's visible title."),
    ]


def test_a_heading_numbered_with_a_spaced_dash_among_dotted_ones_loses_its_number() -> None:
    """`## 2 - ¿Qué ...?` and `## 3 – Qué ...` among `## 1. ...`: numbered as the others."""
    text = (
        "# Preguntas de redes\n\n## 1. ¿Qué hace un router?\nReenvía paquetes entre redes.\n\n"
        "## 2 - ¿Qué es una máscara de red?\nIndica qué parte de la dirección es la red.\n\n"
        "## 3 – Qué es DNS\nTraduce nombres a direcciones.\n"
    )
    assert _cards(text) == [
        ("q01", "¿Qué hace un router?", "Reenvía paquetes entre redes."),
        ("q02", "¿Qué es una máscara de red?", "Indica qué parte de la dirección es la red."),
        ("q03", "Qué es DNS", "Traduce nombres a direcciones."),
    ]


def test_a_dash_after_a_heading_number_with_no_letter_after_it_stays() -> None:
    """Guard: `## 2 - 3 = ?` is a sum, not a numbered question: its text is kept whole."""
    text = "# Arithmetic drills\n\n## 1. Warm-up\nAdd small numbers.\n\n## 2 - 3 = ?\nMinus one.\n"
    assert _cards(text) == [
        ("q01", "Warm-up", "Add small numbers."),
        ("q02", "2 - 3 = ?", "Minus one."),
    ]


def test_a_table_column_headed_interview_question_holds_the_questions() -> None:
    """`| Q. No. | Interview Question | Answer |` under a section heading: each row a card."""
    text = (
        "# Network notes\n\nSome words about routing.\n\n## 1. Overview\n\n"
        "Routers forward packets between networks.\n\n## 2. Practice\n\n"
        "| Q. No. | Interview Question | Answer |\n| --- | --- | --- |\n"
        "| **1.** | **What does a router do?** | It forwards packets between networks. |\n"
        "| **2.** | **What is a default gateway?** | The router a host sends off-subnet traffic to. |\n"
    )
    assert _cards(text) == [  # `## 1. Overview` over its prose: notes, no card (E261)
        ("q01", "What does a router do?", "It forwards packets between networks."),
        ("q02", "What is a default gateway?", "The router a host sends off-subnet traffic to."),
    ]


def test_a_table_column_headed_sample_questions_alone_in_the_file() -> None:
    """`| # | Sample Questions | Answer |`: the questions' column, read alone."""
    text = (
        "# Routing quiz\n\n| # | Sample Questions | Answer |\n| --- | --- | --- |\n"
        "| 1 | What is TTL? | A hop counter that stops loops. |\n"
        "| 2 | What is ARP? | It maps IP addresses to MAC addresses. |\n"
    )
    assert _cards(text) == [
        ("q01", "What is TTL?", "A hop counter that stops loops."),
        ("q02", "What is ARP?", "It maps IP addresses to MAC addresses."),
    ]


def test_a_table_column_that_only_begins_with_questions_is_no_question_column() -> None:
    """Guard: `| Round | Questions Asked | Notes |` counts questions; it holds none."""
    text = (
        "# Hiring log\n\n## Round one\n\nHow it went overall.\n\n"
        "| Round | Questions Asked | Notes |\n| --- | --- | --- |\n"
        "| Phone | 3 | Friendly |\n| Onsite | 7 | Long day |\n\n## Round two\n\nShorter this time.\n"
    )
    with pytest.raises(DocumentError):
        result(text)

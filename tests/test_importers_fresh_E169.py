"""Layouts met in the Z167 round, on made-up documents: a question|answer table of four
columns whose answer header names the kind of answer (`Ý chính trả lời`, `Key answer`) and
whose number column is named in the document's language (`STT`, `Nº`)."""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    deck = result(text).deck
    return [(c.question, c.answer, c.explanation) for c in deck.cards]


def test_a_vietnamese_four_column_table_is_read_row_by_row() -> None:
    """`| STT | Câu hỏi | Ý chính trả lời | Ghi chú |`: the answer header holds the answer word
    after another ("main points of the answer"), the number column is `STT`; the rows were
    no questions at all ("no questions found")."""
    text = (
        "Tổng hợp nhanh:\n\n"
        "| STT | Câu hỏi | Ý chính trả lời | Ghi chú |\n"
        "|:----|:--------|:----------------|:--------|\n"
        "| 1 | Hàng đợi là gì? | Cấu trúc FIFO. | Dùng cho BFS. |\n"
        "| 2 | Ngăn xếp là gì? | Cấu trúc LIFO. | Dùng cho DFS. |\n"
        "| 3 | Các loại cây nhị phân | Đầy đủ, hoàn chỉnh, cân bằng. | Cây AVL. |\n\n"
        "Hết bảng.\n"
    )
    imported = result(text)
    assert [c.id for c in imported.deck.cards] == ["q01", "q02", "q03"]
    assert _cards(text) == [
        ("Hàng đợi là gì?", "Cấu trúc FIFO.", "Ghi chú: Dùng cho BFS."),
        ("Ngăn xếp là gì?", "Cấu trúc LIFO.", "Ghi chú: Dùng cho DFS."),
        ("Các loại cây nhị phân", "Đầy đủ, hoàn chỉnh, cân bằng.", "Ghi chú: Cây AVL."),
    ]
    assert imported.warnings == (
        "doc.md:9: 1 line of text between questions in no card ('Hết bảng.'); not imported",
    )
    assert imported.skipped == ()


def test_an_answer_header_naming_its_kind_in_english_and_spanish() -> None:
    """`Key answer`, `Idea principal de la respuesta`, beside a `#` or `Nº` column: the
    column that answers, in any label language."""
    english = (
        "| # | Question | Key answer | Level |\n|---|---|---|---|\n"
        "| 1 | What is a queue? | A FIFO structure. | Easy |\n"
        "| 2 | Kinds of binary trees | Full, complete, balanced. | Medium |\n"
    )
    assert _cards(english) == [
        ("What is a queue?", "A FIFO structure.", "Level: Easy"),
        ("Kinds of binary trees", "Full, complete, balanced.", "Level: Medium"),
    ]
    spanish = (
        "| Nº | Pregunta | Idea principal de la respuesta |\n|---|---|---|\n"
        "| 1 | ¿Qué es una cola? | Una estructura FIFO. |\n"
        "| 2 | ¿Qué es una pila? | Una estructura LIFO. |\n"
    )
    assert _cards(spanish) == [
        ("¿Qué es una cola?", "Una estructura FIFO.", ""),
        ("¿Qué es una pila?", "Una estructura LIFO.", ""),
    ]


def test_a_column_that_only_begins_like_the_answer_word_answers_nothing() -> None:
    """Guard: `Times answered` holds `answer` inside a longer word, a count, no answer: the
    table stays one of questions without answers, reported as before."""
    text = (
        "| # | Question | Times answered |\n|---|---|---|\n"
        "| 1 | What is a queue? | 3 |\n| 2 | What is a stack? | 5 |\n"
    )
    with pytest.raises(DocumentError, match="2 questions found, none with an answer"):
        result(text)


def test_two_columns_naming_answers_pick_neither() -> None:
    """Guard: two headers that both hold the answer word after another (`Gợi ý trả lời`,
    `Ví dụ trả lời`): which one answers is not said, so no column is taken as the answer."""
    text = (
        "| STT | Câu hỏi | Gợi ý trả lời | Ví dụ trả lời |\n|---|---|---|---|\n"
        "| 1 | Hàng đợi là gì? | FIFO | BFS |\n| 2 | Ngăn xếp là gì? | LIFO | DFS |\n"
    )
    with pytest.raises(DocumentError, match="2 questions found, none with an answer"):
        result(text)

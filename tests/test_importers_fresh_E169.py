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


def _choice_cards(text: str) -> list[tuple[str, str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.id, c.question, c.answer, dict(c.choices)) for c in deck.cards]


_FRENCH_QUIZ = (
    "**1. Mise en cache**\n\n"
    "**Quel en-tête HTTP règle la durée du cache ?**\n"
    "- a) Content-Length\n- b) Cache-Control\n- c) Accept-Language  \n"
    "  **Réponse correcte :** b) Cache-Control\n\n---\n\n"
    "**2. Statuts**\n\n"
    "**Le code 404 signifie :**\n"
    "- a) Tout va bien\n- b) Ressource introuvable\n- c) Erreur du serveur  \n"
    "  **Réponse correcte :** b) Ressource introuvable\n"
)


def test_a_bold_numbered_topic_over_a_bold_question_is_its_title() -> None:
    """`**1. Mise en cache**` over `**Quel en-tête ...?**`, its options and key: the topic
    was a question with no answer (skipped), or glued to a stem that does not ask (`Statuts\\nLe
    code 404 signifie :`); now the question is the bold line, numbered by its topic."""
    imported = result(_FRENCH_QUIZ)
    assert _choice_cards(_FRENCH_QUIZ) == [
        (
            "q01",
            "Quel en-tête HTTP règle la durée du cache ?",
            "B",
            {"A": "Content-Length", "B": "Cache-Control", "C": "Accept-Language"},
        ),
        (
            "q02",
            "Le code 404 signifie :",
            "B",
            {"A": "Tout va bien", "B": "Ressource introuvable", "C": "Erreur du serveur"},
        ),
    ]
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_a_bold_numbered_topic_over_an_open_bold_question() -> None:
    """The same title over a bold question answered in prose: one card per question."""
    text = (
        "**1. Caching**\n\n**What does a CDN do?**\n\n"
        "It serves copies of files from servers near the reader.\n\n"
        "**2. Status codes**\n\n**What does 404 mean?**\n\nThe resource was not found.\n"
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What does a CDN do?", "It serves copies of files from servers near the reader."),
        ("q02", "What does 404 mean?", "The resource was not found."),
    ]
    assert imported.skipped == ()


def test_a_numbered_bold_question_over_a_bold_answer_stays_a_question() -> None:
    """Guard: `**1. What is caching?**` asks: it is the question and the bold line under it
    (which does not ask) its answer, as before."""
    text = (
        "**1. What is caching?**\n\n**Keeping copies of data close to where it is read.**\n\n"
        "**2. What is a CDN?**\n\n**A network of servers that hold copies of files.**\n"
    )
    assert [(c.id, c.question, c.answer) for c in result(text).deck.cards] == [
        ("q01", "What is caching?", "**Keeping copies of data close to where it is read.**"),
        ("q02", "What is a CDN?", "**A network of servers that hold copies of files.**"),
    ]


def test_a_bold_label_under_a_numbered_topic_is_no_question() -> None:
    """Guard: `**Options:**` under `**1. Caching**` labels the options, it asks nothing: the
    topic stays the question, as before."""
    text = (
        "**1. Caching**\n\n**Options:**\n- a) Content-Length\n- b) Cache-Control\n\n**Answer:** b\n"
    )
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [("Caching", "B")]


_SCENARIOS = (
    "# Java\n\n### 1. What is a record?\n\nA class that only carries data.\n\n"
    "## Stream scenarios\n\n"
    "1. **Filtering**  \n"
    "   *Question*: Given a list of numbers, keep only the odd ones.  \n"
    "   *Answer*: `nums.stream().filter(n -> n % 2 != 0)`\n\n"
    "2. **Grouping**  \n"
    "   *Question*: Given a list of people, group them by city.  \n"
    "   *Answer*: `Collectors.groupingBy(Person::getCity)`\n\n"
    "10. **Concurrency**  \n"
    "    *Question*: Several threads read and update one map.  \n"
    "    *Answer*: Use `ConcurrentHashMap`.\n"
)


def test_bold_titled_items_over_indented_labels_are_titled_questions() -> None:
    """`1. **Filtering**` over indented `*Question*:` / `*Answer*:` lines: each title was left
    at the end of the answer above (the first dropped), and item 10, four blanks deep, was code
    inside item 2's answer; now each item is one card, its title before its question. The
    `###` question above belongs to another section: the titles are that section's
    questions, not parts of its answer."""
    imported = result(_SCENARIOS)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a record?", "A class that only carries data."),
        (
            "Filtering: Given a list of numbers, keep only the odd ones.",
            "`nums.stream().filter(n -> n % 2 != 0)`",
        ),
        (
            "Grouping: Given a list of people, group them by city.",
            "`Collectors.groupingBy(Person::getCity)`",
        ),
        ("Concurrency: Several threads read and update one map.", "Use `ConcurrentHashMap`."),
    ]
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_asking_labels_under_bold_titled_items_lose_no_words_to_debris() -> None:
    """The same items asking with `?`: the question is the label's text, no `*Question*:`
    left in it (it was `Filtering *Question*: How ...?`)."""
    text = (
        "# Streams\n\n"
        "1. **Filtering**  \n   *Question*: How do you keep only the odd numbers?  \n"
        "   *Answer*: Filter with `n % 2 != 0`.\n\n"
        "2. **Grouping**  \n   *Question*: How do you group people by city?  \n"
        "   *Answer*: Use `groupingBy`.\n"
    )
    assert [(c.id, c.question, c.answer) for c in result(text).deck.cards] == [
        ("q01", "Filtering\n\nHow do you keep only the odd numbers?", "Filter with `n % 2 != 0`."),
        ("q02", "How do you group people by city?", "Use `groupingBy`."),  # says its title
    ]


def test_bold_titled_items_over_plain_answers_stay_as_they_were() -> None:
    """Guard: bold-titled items answered by an indented `*Answer*:` alone (no question label
    under them) are the questions themselves, as before."""
    text = (
        "# Streams\n\n"
        "1. **What does filter do?**  \n   *Answer*: It keeps the elements that match.\n\n"
        "2. **What does map do?**  \n   *Answer*: It turns each element into another.\n"
    )
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("What does filter do?", "It keeps the elements that match."),
        ("What does map do?", "It turns each element into another."),
    ]

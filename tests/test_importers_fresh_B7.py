"""Layouts met in the 2026-11-29 sweep B7's measurement round: each test builds a small
document of the shape met in a real one (never its text) and checks what the importer makes
of it."""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from srs.importers import ImportResult, import_text


def result(text: str) -> ImportResult:
    return import_text(text, source="doc.md")


def test_an_arrow_pointing_at_an_answer_word_after_an_option_keys_it() -> None:
    """`- Set ---> RESPUESTA` (or `--> ANSWER`, `=> correct`): a student's quiz notes mark
    the right option with an arrow towards a word saying so, in their own language."""
    got = result(
        "1. Which collection forbids duplicates?\n\n"
        "- List\n\n- Set ---> RESPUESTA\n\n- Queue\n\n---\n\n"
        "2. What runs a Java program?\n\n"
        "- The JVM --> answer\n\n- The compiler\n\n- The editor\n"
    )
    first, second = got.deck.cards
    assert first.choices == {"A": "List", "B": "Set", "C": "Queue"} and first.answer == "B"
    assert second.choices["A"] == "The JVM" and second.answer == "A"


def test_an_arrow_in_an_answer_sentence_is_no_mark() -> None:
    """`- maps a key --> a value`: an arrow inside the text, not towards a word that keys."""
    got = result("### What is a map?\n\n- maps a key --> a value\n- keeps order --> no\n")
    (card,) = got.deck.cards
    assert not card.choices and "maps a key --> a value" in card.answer


def test_a_chinese_heading_naming_its_subject_first_asks_with_a_full_width_mark() -> None:
    """`### Redis有哪些数据结构？`: a Chinese question opening with a Latin name still ends
    with the full-width `？`; each such heading is its own card, none glued to the one above."""
    got = result(
        "## 基础\n\n### 什么是X？\n\nX 是一个存储。\n\n"
        "### X有哪些数据结构？\n\n字符串、字典\n\n"
        "## X有哪几种淘汰策略？\n\nlru：挑选最少使用的\n"
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("什么是X？", "X 是一个存储。"),
        ("X有哪些数据结构？", "字符串、字典"),
        ("X有哪几种淘汰策略？", "lru：挑选最少使用的"),
    ]


def test_vietnamese_answer_label_over_nested_bullets_is_no_text_of_the_answer() -> None:
    """`- **Trả lời:**` (Vietnamese "Answer:") over the answer's indented bullets, under a
    bold `**Q1: "..."**`: the label goes, as `- **Answer:**` does."""
    got = result(
        '**Q1: "What does the project do?"**\n'
        "- **Trả lời:**\n"
        '  - "It matches jobs."\n'
        '  - "It runs interviews."\n\n'
        '**Q2: "Why this topic?"**\n'
        "- **Đáp án:**\n"
        '  - "Hiring is slow."\n'
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What does the project do?", '- "It matches jobs."\n- "It runs interviews."'),
        ("Why this topic?", '- "Hiring is slow."'),
    ]


def test_a_heading_wholly_in_quotes_is_the_interviewers_question() -> None:
    """`### "Tell about a project you are proud of"` among `### "Why this company?"`: an
    interviewer's words quoted as a heading ask even as a request with no question mark,
    in any language; a quoted word inside a title does not."""
    got = result(
        "# Common questions\n\n## About you\n\n"
        '### "Giới thiệu về bản thân"\n\nKeep it to two minutes.\n\n'
        '### "Why do you want to work here?"\n\nShow you researched us.\n\n'
        '### "Kể về một lần bạn fail"\n\nUse STAR.\n'
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Giới thiệu về bản thân", "Keep it to two minutes."),
        ("Why do you want to work here?", "Show you researched us."),
        ("Kể về một lần bạn fail", "Use STAR."),
    ]


def test_numbered_level_headings_over_labelled_questions_without_answers_report_them() -> None:
    """`## 🟢 1. Level: Junior` over `* **Soru:** ...?` items (one a task set as a sentence,
    `... anlatın.`), no answers anywhere: a training list of questions. The numbered headings
    are their sections, not questions whose answer is the list; every labelled item counts."""
    text = (
        "# Interview training\n\n"
        "## 🟢 1. Level: Junior\n"
        "*   **Soru:** How do you reverse an array in O(n)?\n"
        "*   **Soru:** What is a value type?\n"
        "*   **Soru:** Dört temel direği anlatın.\n\n"
        "## 🔴 2. Level: Senior\n"
        "*   **Soru:** What is horizontal scaling?\n"
        "*   **Soru:** Unit ve integration test farkını açıklayın.\n"
    )
    with pytest.raises(DocumentError, match="5 questions found, none with an answer"):
        result(text)


def test_a_marked_option_wrapped_onto_an_unindented_line_keeps_its_key() -> None:
    """`- Generics let you specify and` / `restrict the types a class uses. ✅`: an option
    typed across two lines, the wrap at the margin, its mark at the end of the wrap."""
    got = result(
        "1. What are generics?\n\n- A way to hold any value.\n\n- A way to handle errors.\n\n"
        "- A way to specify and\nrestrict the types a class uses. ---> RESPUESTA\n"
    )
    (card,) = got.deck.cards
    assert card.choices["C"] == "A way to specify and restrict the types a class uses."
    assert card.answer == "C"

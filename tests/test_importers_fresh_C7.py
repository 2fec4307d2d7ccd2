"""Layouts met in the 2026-11-29 (sixth) session's measurement rounds: each test builds a
small document of the shape met in a real one (never its text) and checks what the importer
makes of it."""

from __future__ import annotations

from srs.importers import ImportResult, import_text
from srs.importers.asking import ends_asking


def result(text: str) -> ImportResult:
    return import_text(text, source="doc.md")


def pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_a_two_digit_keycap_number_is_stripped_whole() -> None:
    """`### 11️⃣ What is X?`: a plain `1` before the keycap `1️⃣` is the number's, never the
    question's (one-digit keycaps were stripped, `11️⃣` kept as `11️⃣ What ...`)."""
    heads = "".join(
        f"### {n}\ufe0f\u20e3 What is item {n}?\n\n**Answer:** Item {n} is a thing.\n\n---\n\n"
        for n in (9, 10, 11, 12)
    )
    assert [q for q, _ in pairs("# Notes\n\n" + heads)] == [
        f"What is item {n}?" for n in (9, 10, 11, 12)
    ]


def test_plain_keycap_lines_number_their_questions_past_nine() -> None:
    """`11️⃣ **What is Y?**` on a line of its own: question 11, as `1️⃣1️⃣` is."""
    got = pairs(
        "# Quiz\n\n1\ufe0f\u20e3 **What is X?**\n\nX is a thing.\n\n"
        "11\ufe0f\u20e3 **What is Y?**\n\nY is another.\n\n"
        "1\ufe0f\u20e32\ufe0f\u20e3 **What is Z?**\n\nZ too.\n"
    )
    assert got == [
        ("What is X?", "X is a thing."),
        ("What is Y?", "Y is another."),
        ("What is Z?", "Z too."),
    ]


def test_a_full_width_question_mark_ends_an_asking_line() -> None:
    assert ends_asking("什么是进程？")
    assert not ends_asking("进程是什么。")

"""Importer layouts met in the eighth (2026-11-29) and ninth (2026-11-30) sessions' rounds:
each test is the shape of a real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str, dict[str, str]]]:
    return [(c.question, c.answer, c.explanation, dict(c.choices)) for c in result(text).deck.cards]


def test_a_line_opening_with_the_equality_operator_stays_in_the_answer() -> None:
    """A reason that opens with the operator it is about (`==与equals()一样，...`: "== is the
    same as equals()") was read as a wiki title `==Title` and vanished from the card with
    no warning. A line with a call or a clause's punctuation is a sentence, not a title."""
    text = (
        "# 枚举\n\n"
        "### 1.比较枚举\n```java\nsize == Size.SMALL\n```\n\n"
        "答案：\ntrue\n\n原因：\n\n==与equals()一样，都比较引用；\n\n"
        "### 2.什么是枚举？\n答案：一组常量。\n"
    )
    assert _cards(text) == [
        (
            "比较枚举\n```java\nsize == Size.SMALL\n```",
            "true",
            "==与equals()一样，都比较引用；",
            {},
        ),
        ("什么是枚举？", "一组常量。", "", {}),
    ]


def test_an_equals_title_without_sentence_marks_is_still_a_section() -> None:
    """Guard: `==OOP` alone in its paragraph is still a section title, not answer text."""
    text = (
        "1. What is val?\n-> an immutable reference\n\n"
        "==OOP\n\n"
        "2. What is an object?\n-> a single instance\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is val?", "-> an immutable reference"),
        ("What is an object?", "-> a single instance"),
    ]

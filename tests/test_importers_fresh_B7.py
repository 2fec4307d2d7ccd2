"""Layouts met in the 2026-11-29 sweep B7's measurement round: each test builds a small
document of the shape met in a real one (never its text) and checks what the importer makes
of it."""

from __future__ import annotations

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


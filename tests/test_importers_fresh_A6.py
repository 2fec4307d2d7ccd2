"""Layouts met again in the A6 re-check of earlier held-out failures: each test builds a small
document of the shape met in a real one (never its text) and checks what the importer makes
of it."""

from __future__ import annotations

from pathlib import Path

from srs.importers import ImportResult, import_file, import_text


def result(text: str) -> ImportResult:
    return import_text(text, source="doc.md")


def test_hash_marker_cards_are_read_as_questions_and_keys(tmp_path: Path) -> None:
    """`#Q` / question with `\\n\\`-escaped option lines / `#A` / key / `#END` (a plain-text
    card file): each block is a card, its letter the key, no escape left. It was "no
    questions found"."""
    doc = tmp_path / "cards.txt"
    doc.write_text(
        "#Q\n"
        "Which layer routes packets between networks? \\n\\\n"
        "      A) the physical layer \\n\\\n"
        "      B) the network layer \\n\\\n"
        "      C) the session layer \\n\\\n"
        "#A\n"
        "b\n"
        "#END\n"
        "#Q\n"
        "What does DNS resolve?\n"
        "#A\n"
        "Names to addresses.\n"
        "#END\n",
        encoding="utf-8",
    )
    got = import_file(doc)
    first, second = got.deck.cards
    assert first.question == "Which layer routes packets between networks?"
    assert dict(first.choices) == {
        "A": "the physical layer",
        "B": "the network layer",
        "C": "the session layer",
    }
    assert first.answer == "B"
    assert (second.question, second.answer) == ("What does DNS resolve?", "Names to addresses.")
    assert got.warnings == () and got.skipped == ()


def test_a_lone_hash_q_heading_is_no_marker_card() -> None:
    """`#Q` alone as a Markdown heading, with no `#A` after it, is left to the other readers."""
    got = result("#Q\n\n## What is DNS?\n\nA name service.\n")
    assert [c.question for c in got.deck.cards] == ["What is DNS?"]


def test_numbers_typed_with_a_paren_and_a_colon_are_numbered_questions() -> None:
    """`1):What is X?` lines (paren, colon, no blank), answers indented below, some as `a:`
    points: each line is a numbered question. It was "no questions found"."""
    got = result(
        "1):What is a thread?\n"
        "    An independent path of execution inside a process.\n"
        "2):What are the kinds of memory in the JVM?\n"
        "    a:Heap: where objects live.\n"
        "    b:Stack: where frames live.\n"
        "3):What is a lambda?\n"
        "    An anonymous function written inline.\n"
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a thread?", "An independent path of execution inside a process."),
        (
            "What are the kinds of memory in the JVM?",
            "a:Heap: where objects live.\n\nb:Stack: where frames live.",
        ),
        ("What is a lambda?", "An anonymous function written inline."),
    ]
    assert got.skipped == ()

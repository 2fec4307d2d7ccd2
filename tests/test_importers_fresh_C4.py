"""Layouts met in the 2026-11-29 (third) session's measurement rounds: each test builds a
small document of the shape met in a real one (never its text) and checks what the importer
makes of it."""

from __future__ import annotations

from pathlib import Path

from srs.importers import import_file


def test_a_text_file_of_pipe_separated_notes_is_read_as_anki_notes(tmp_path: Path) -> None:
    """`What is X? |X is ...` on each line of a `.txt`: notes typed for Anki's importer with
    its pipe separator (no question was found in them)."""
    doc = tmp_path / "java.txt"
    doc.write_text(
        "What is a JVM? |The machine that runs bytecode.\n"
        "Explain the final keyword |A final variable cannot be reassigned; a final class cannot be extended.\n"
        "What is a thread? |An independent flow of execution.\n",
        encoding="utf-8",
    )
    got = import_file(doc)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a JVM?", "The machine that runs bytecode."),
        (
            "Explain the final keyword",
            "A final variable cannot be reassigned; a final class cannot be extended.",
        ),
        ("What is a thread?", "An independent flow of execution."),
    ]
    assert got.warnings == () and got.skipped == ()


def test_a_text_file_holding_a_table_without_outer_pipes_is_no_pipe_notes(tmp_path: Path) -> None:
    """A table written without its outer pipes (`a | b` over `---|---`) in a `.txt` is a table,
    its rule no note."""
    doc = tmp_path / "notes.txt"
    doc.write_text(
        "Question 1: What is a JVM?\nAnswer: The machine that runs bytecode.\n\n"
        "Term | Meaning\n---|---\nJRE | The runtime\nJDK | The kit\n",
        encoding="utf-8",
    )
    cards = import_file(doc).deck.cards
    assert cards[0].question == "What is a JVM?"
    assert all(c.question != "---" for c in cards)

"""Importer layouts met in the eighth (2026-11-29) and ninth (2026-11-30) sessions' rounds:
each test is the shape of a real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from pathlib import Path

from srs import decks
from srs.importers import ImportResult, import_file


def _file(tmp_path: Path, name: str, text: str) -> ImportResult:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    imported = import_file(path)
    assert decks.loads(decks.dumps(imported.deck)) == imported.deck
    return imported


def _cards(imported: ImportResult) -> list[tuple[str, str, str, dict[str, str]]]:
    return [(c.question, c.answer, c.explanation, dict(c.choices)) for c in imported.deck.cards]


_PAIRED_PAGE = """<!DOCTYPE html>
<html><head><title>Garden guide</title></head><body>
<h1>Garden guide</h1>
<h3 class="section-title">1. Water</h3>
<div class="interview-questions">
<div class="question">When should you water seedlings?</div>
<div class="answer">In the early morning.</div>
<div class="question">Why mulch a bed?</div>
<div class="answer">It keeps the moisture in.</div>
</div>
<div class="success-box">Summary: part 1 soil, part 2 water, part 3 light.</div>
<h3 class="section-title">2. Soil</h3>
<table>
<thead><tr><th>Concept</th><th>Meaning</th><th>Example</th></tr></thead>
<tbody>
<tr><td class="topic">Loam</td><td class="definition">Sand, silt and clay mixed</td>
<td><div class="example">Most vegetable beds</div></td></tr>
<tr><td class="topic">Clay</td><td class="definition">Fine grains that hold water</td>
<td><div class="example">River banks</div></td></tr>
</tbody>
</table>
<div class="tip-box">Remember: loam is the gardener's friend.</div>
<h3 class="section-title">3. Light</h3>
<div class="interview-questions">
<div class="question">How much sun do tomatoes need?</div>
<div class="answer">Six hours or more.</div>
</div>
</body></html>
"""


def test_text_outside_a_pages_question_and_answer_blocks_is_no_answer(tmp_path: Path) -> None:
    """A page that marks its questions up as `<div class="question">` / `<div class="answer">`
    pairs, with comparison tables and boxes between them: a `Concept | Meaning | Example`
    table's rows were cards, and the summary box after a group's last answer ran on as that
    answer. Outside the marked-up pairs, text answers nothing: it is reported."""
    imported = _file(tmp_path, "guide.html", _PAIRED_PAGE)
    assert _cards(imported) == [
        ("When should you water seedlings?", "In the early morning.", "", {}),
        ("Why mulch a bed?", "It keeps the moisture in.", "", {}),
        ("How much sun do tomatoes need?", "Six hours or more.", "", {}),
    ]
    assert [c.tags for c in imported.deck.cards] == [("water",), ("water",), ("light",)]
    reported = "\n".join(imported.warnings)
    # the box, the section's title and the table's rows and tip: one run, reported
    assert "7 lines of text between questions in no card ('Summary: part 1 soil" in reported


def test_a_table_inside_an_answer_block_stays_the_answers(tmp_path: Path) -> None:
    """Guard: on such a page, a table inside an answer block is the answer's own, kept as a
    table, and the answer's text after it too (a note after that answer is not); a tip
    between two pairs closes the answer above it without losing the pair after it, whose
    section is still the one above."""
    page = (
        "<html><body><h1>Shed</h1><h2>Tools</h2>\n"
        '<div class="question">What is a hoe for?</div>\n'
        '<div class="answer">Weeding.</div>\n'
        '<div class="tip">Clean tools last longer.</div>\n'
        '<div class="question">Which spade is for what?</div>\n'
        '<div class="answer"><p>It depends:</p>\n'
        "<table><tr><th>Spade</th><th>Use</th></tr>\n"
        "<tr><td>Flat</td><td>Edging</td></tr>\n"
        "<tr><td>Round</td><td>Digging</td></tr></table>\n"
        "<p>Both need a sharp edge.</p>\n"
        "</div>\n"
        '<div class="note">Oil the handles in winter.</div>\n'
        "</body></html>\n"
    )
    imported = _file(tmp_path, "tools.html", page)
    assert _cards(imported) == [
        ("What is a hoe for?", "Weeding.", "", {}),
        (
            "Which spade is for what?",
            "It depends:\n\n| Spade | Use |\n| --- | --- |\n| Flat | Edging |\n"
            "| Round | Digging |\n\nBoth need a sharp edge.",
            "",
            {},
        ),
    ]
    assert [c.tags for c in imported.deck.cards] == [("tools",), ("tools",)]
    reported = "\n".join(imported.warnings)
    assert "Clean tools last longer." in reported
    assert "Oil the handles in winter." in reported  # after the answer that holds a table


def test_an_empty_heading_of_a_markdown_author_is_left_as_read() -> None:
    """Guard: the break a page's answer block leaves is an empty `######`; an empty heading
    a Markdown author writes as a spacer (`####`) inside an answer does not end it."""
    from tests.importing import result

    text = (
        "# Notes\n\n"
        "## What is a set?\n\nAn unordered collection.\n\n####\n\nIt holds no duplicates.\n\n"
        "## What is a list?\n\nAn ordered collection.\n"
    )
    cards = [(c.question, c.answer) for c in result(text).deck.cards]
    assert cards == [
        ("What is a set?", "An unordered collection.\n\nIt holds no duplicates."),
        ("What is a list?", "An ordered collection."),
    ]


def _notebook(cells: list[tuple[str, str]], language: str = "python") -> str:
    import json

    return json.dumps(
        {
            "cells": [
                {"cell_type": kind, "metadata": {}, "source": body.splitlines(keepends=True)}
                for kind, body in cells
            ],
            "metadata": {"language_info": {"name": language}},
            "nbformat": 4,
            "nbformat_minor": 5,
        }
    )


def test_notebook_code_cells_that_are_only_strings_are_its_notes(tmp_path: Path) -> None:
    """A notebook with no Markdown cell whose every code cell is one triple-quoted string,
    `\"\"\"3) What is a closure?⏎A function that ...\"\"\"`: the strings are the notes. Fenced
    as code, nothing in them was read ("no questions found")."""
    cells = [
        ("code", '"""1) What is a tuple?\nAn immutable sequence."""'),
        ("code", '"""\n2) What is a set?\nAn unordered collection of unique items."""'),
        ("code", "'''3) What does len do?\nIt counts the items.'''"),
    ]
    imported = _file(tmp_path, "notes.ipynb", _notebook(cells))
    assert _cards(imported) == [
        ("What is a tuple?", "An immutable sequence.", "", {}),
        ("What is a set?", "An unordered collection of unique items.", "", {}),
        ("What does len do?", "It counts the items.", "", {}),
    ]


def test_a_string_cell_among_code_stays_code(tmp_path: Path) -> None:
    """Guard: one code cell that runs code keeps every code cell of the notebook code (a
    docstring cell among them is the code's), under the Markdown cells' questions."""
    from srs.importers.notebook import notebook_to_markdown

    cells = [
        ("markdown", "## What does this print?"),
        ("code", '"""A module docstring."""'),
        ("code", "print(1 + 1)"),
    ]
    text = notebook_to_markdown(_notebook(cells), "n.ipynb")
    assert text == (
        '## What does this print?\n\n```python\n"""A module docstring."""\n```\n\n'
        "```python\nprint(1 + 1)\n```\n"
    )
    r_cells = [("code", '"""1) What is x?\nA letter."""')]
    assert "```" in notebook_to_markdown(_notebook(r_cells, "r"), "n.ipynb")  # not Python

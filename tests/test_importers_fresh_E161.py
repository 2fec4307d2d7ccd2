"""Importer layouts met in judge round Z162: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from srs.importers.lazynumbers import lazy_numbers
from tests.importing import result

# -- options all numbered `1.`, keyed `A.2` (the answer's letter, then the option's number) ----


def test_options_numbered_lazily_under_a_short_key_line_are_a_choice_card() -> None:
    """`Q1.` questions over options all written `1.` and a key `A.2` / `A. 1` (the answer
    names the option by its place): choice cards keyed by that option's letter, an open
    `A. text` answer among them left open."""
    text = (
        "# Weekly test\n\n## Editors\n\n"
        "Q1.Which key leaves insert mode\n1. Tab\n1. Esc\n1. Enter\n\nA.2\n\n"
        "Q2.Which command saves the file\n1. :w\n1. :q\n\nA. 1 \n\n"
        "Q3.What does `dd` do\n\nA. It deletes the current line.\n"
    )
    imported = result(text)
    cards = [(c.question, c.answer, c.choices) for c in imported.deck.cards]
    assert cards == [
        ("Which key leaves insert mode", "B", {"A": "Tab", "B": "Esc", "C": "Enter"}),
        ("Which command saves the file", "A", {"A": ":w", "B": ":q"}),
        ("What does `dd` do", "It deletes the current line.", {}),
    ]
    assert imported.skipped == ()
    assert imported.warnings == ()


def test_a_short_key_naming_no_option_of_the_run_is_left_as_it_was() -> None:
    """Guard: `A.5` under two options, and `A. 2` under a list that is not numbered lazily
    (`1.`, `2.`: steps), name no option of a lazy run: the text is left as it is."""
    text = (
        "Q1.Which key leaves insert mode\n1. Tab\n1. Esc\n\nA.5\n\n"
        "Q2.How do you quit\n1. Press Esc\n2. Type :q\n\nA. 2\n"
    )
    assert lazy_numbers(text) == text

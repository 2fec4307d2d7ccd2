"""Importer layouts met in the 2026-11-29 eighth session's rounds of fresh public documents
(a certification practice set pasted whole inside a ```` ```markdown ```` fence, its
numbered scenarios asking in a paragraph of their own over lettered options, keyed in an
answers section at the end): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def test_an_explanation_set_in_underscore_italics_loses_its_closing_mark() -> None:
    """`_Explanation: because x._` under a question's key: the closing `_` stayed at the
    explanation's end (the `*` form was already read)."""
    text = (
        "# Quiz\n\n1. Which one holds water?\n\n   a) Sieve\n   b) Bucket\n\n"
        "   **Answer:** b\n\n   _Explanation: a bucket has no holes._\n"
    )
    cards = result(text).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [("B", "a bucket has no holes.")]


def test_an_italic_explanation_under_an_answer_key_entry_loses_its_closing_mark() -> None:
    """`1.  **Answer:** b) Bar` over `    *Explanation: because.*` in the answers section: the
    explanation kept the `*` that closed its italics."""
    text = (
        "# Quiz\n\n1. Which one holds water?\n\n   a) Sieve\n   b) Bucket\n\n"
        "2. Which one cuts grass?\n\n   a) Mower\n   b) Broom\n\n## Answers\n\n"
        "1.  **Answer:** b) Bucket\n    *Explanation: A bucket has no holes.*\n\n"
        "2.  **Answer:** a) Mower\n    *Explanation: Its blades cut.*\n"
    )
    cards = result(text).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("B", "A bucket has no holes."),
        ("A", "Its blades cut."),
    ]

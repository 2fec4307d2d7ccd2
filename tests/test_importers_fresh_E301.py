"""Importer layouts met in judge round Z199 (fix session B8): each test is the shape of a
real document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result


def test_a_heading_that_names_no_author_still_tags_its_questions() -> None:
    """Guard: `## Created by default` names no one: a topic like any other."""
    text = (
        "# Notes\n\n"
        "## Created by default\n\n"
        "### What does `git init` create?\n\nAn empty repository.\n\n"
        "### What does `mkdir` create?\n\nA folder.\n"
    )
    assert [c.tags for c in result(text).deck.cards] == [
        ("created-by-default",),
        ("created-by-default",),
    ]


def test_a_byline_heading_over_questions_tags_none_of_them() -> None:
    """`## Created by Jane Roe` (or `## Autor: ...`) credits the writer: no topic."""
    for byline in ("Created by Jane Roe", "Autor: Max Muster", "Escrito por Ana Ruiz"):
        text = (
            f"# Notes\n\n## {byline}\n\n"
            "### What does `git init` create?\n\nAn empty repository.\n\n"
            "### What does `mkdir` create?\n\nA folder.\n"
        )
        assert [c.tags for c in result(text).deck.cards] == [(), ()], byline

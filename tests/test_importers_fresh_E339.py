"""Importer layouts met in round Z207: each test is the shape of a real document the importer
misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_TOC = (
    "# Build Tool FAQ\n"
    "- [What does the build tool do?](#what-does-the-build-tool-do)\n"
    "- [How do I clean the cache?](#how-do-i-clean-the-cache)\n"
    "- [Where do artifacts go?](#where-do-artifacts-go)\n\n"
    "## What does the build tool do?\nIt compiles sources and packs them.\n\n"
    "[Back to contents](#build-tool-faq)\n\n"
)
_REST = (
    "## How do I clean the cache?\nRun the clean command.\n\n"
    "[Back to contents](#build-tool-faq)\n\n"
    "## Where do artifacts go?\nInto the out folder.\n\n"
    "[Back to contents](#build-tool-faq)\n"
)


def _cards(text: str) -> list[tuple[str, str, str]]:
    res = result(text)
    assert not res.warnings
    return [(c.id, c.question, c.answer) for c in res.deck.cards]


def test_note_headings_after_a_linked_answer_are_parts_of_it() -> None:
    """A contents list links the questions and every answer ends with a link back to it; an
    explainer after one answer, under `##` headings of its own that the list leaves out and
    no link back closes, is that answer's: its headings that do not ask are held as parts
    of the answer above them, one that asks stays a question (the parts after it its own)."""
    text = (
        _TOC + "## Dependency Graph Notes\nTargets form a graph; each edge is a dependency.\n\n"
        "## Is The Graph Checked For Cycles?\nYes, a cycle stops the build.\n\n"
        "## Worked Example\n- app depends on lib, lib on core.\n\n" + _REST
    )
    assert _cards(text) == [
        (
            "q01",
            "What does the build tool do?",
            "It compiles sources and packs them.\n\n"
            "## Dependency Graph Notes\nTargets form a graph; each edge is a dependency.",
        ),
        (
            "q02",
            "Is The Graph Checked For Cycles?",
            "Yes, a cycle stops the build.\n\n## Worked Example\n- app depends on lib, lib on core.",
        ),
        ("q03", "How do I clean the cache?", "Run the clean command."),
        ("q04", "Where do artifacts go?", "Into the out folder."),
    ]


def test_an_unlisted_heading_with_its_own_link_back_stays_a_card() -> None:
    """Guard: a heading the list leaves out whose section ends with its own link back to the
    contents is an answer like the others (a topic the author forgot to list): its card."""
    text = (
        _TOC + "## Incremental builds\nOnly changed targets are rebuilt.\n\n"
        "[Back to contents](#build-tool-faq)\n\n" + _REST
    )
    assert _cards(text) == [
        ("q01", "What does the build tool do?", "It compiles sources and packs them."),
        ("q02", "Incremental builds", "Only changed targets are rebuilt."),
        ("q03", "How do I clean the cache?", "Run the clean command."),
        ("q04", "Where do artifacts go?", "Into the out folder."),
    ]


def test_a_heading_after_the_last_linked_answer_is_not_folded() -> None:
    """Guard: what follows the last answer's link back is the page's, not a note to that
    answer (`## Closures` read as a topic card, as before)."""
    text = _TOC + _REST + "\n## Closures\nA closure keeps the variables of its scope.\n"
    assert _cards(text) == [
        ("q01", "What does the build tool do?", "It compiles sources and packs them."),
        ("q02", "How do I clean the cache?", "Run the clean command."),
        ("q03", "Where do artifacts go?", "Into the out folder."),
        ("q04", "Closures", "A closure keeps the variables of its scope."),
    ]


def test_a_section_heading_between_linked_answers_is_not_folded() -> None:
    """Guard: a heading with no prose of its own before the next linked question is a
    section over it (`## Maintenance`), not a note to the answer above: read as before."""
    text = _TOC + "## Maintenance\n\n" + _REST
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "What does the build tool do?", "It compiles sources and packs them."),
        ("q03", "How do I clean the cache?", "Run the clean command."),
        ("q04", "Where do artifacts go?", "Into the out folder."),
    ]
    assert [s.line for s in res.skipped] == [11]

"""Importer layouts met in judge round Z206: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from srs.importers.itemfolds import item_folds
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str, tuple[str, ...]]]:
    return [(c.id, c.question, c.answer, tuple(c.tags)) for c in result(text).deck.cards]


def test_folds_written_as_list_items_are_questions() -> None:
    """`- <details>` (and `*`, `1.`) items, the summary on the item's line or indented
    below it, the body indented under the item: each fold is a question and its answer,
    not one card under the section heading."""
    text = (
        "# Network notes\n\n## Basics\n\n"
        "- <details>\n    <summary>What does DNS resolve?</summary>\n    <hr/>\n"
        "    <p>Names to addresses.</p>\n    <hr/>\n  </details>\n"
        "- <details>\n    <summary>What is a port?</summary>\n\n"
        "    A number that picks a service on a host.\n  </details>\n"
        "* <details><summary>What is TCP?</summary>\n\n"
        "    A reliable, ordered byte stream.\n  </details>\n"
        "1. <details>\n   <summary>What is UDP?</summary>\n"
        "   Datagrams without delivery guarantees.\n   </details>\n"
    )
    res = result(text)
    assert not res.skipped
    assert not res.warnings
    assert _cards(text) == [
        ("q01", "What does DNS resolve?", "Names to addresses.", ("basics",)),
        ("q02", "What is a port?", "A number that picks a service on a host.", ("basics",)),
        ("q03", "What is TCP?", "A reliable, ordered byte stream.", ("basics",)),
        ("q04", "What is UDP?", "Datagrams without delivery guarantees.", ("basics",)),
    ]


def test_item_folds_past_a_notes_code_block_go_on() -> None:
    """A notes heading with a code block between two runs of item folds: the folds after
    the code are questions too; the notes are reported, not made a card."""
    text = (
        "## Runtime\n"
        "- <details>\n    <summary>What is a heap?</summary>\n"
        "    <p>Memory for objects that outlive a call.</p>\n  </details>\n\n"
        "#### Notes\n\n```\nheap > stack\n```\n\n"
        "- <details>\n    <summary>What is a stack?</summary>\n"
        "    <p>Memory for the current call's locals.</p>\n  </details>\n"
    )
    assert [(q, a) for _, q, a, _ in _cards(text)] == [
        ("What is a heap?", "Memory for objects that outlive a call."),
        ("What is a stack?", "Memory for the current call's locals."),
    ]


def test_a_fold_among_an_answers_points_stays_the_answers() -> None:
    """Guard: a fold as one point of an answer's list, under its question heading, is
    that answer's, not a question."""
    text = (
        "# Memory\n\n### What is a heap?\n\n"
        "- Memory for objects that outlive a call.\n"
        "- <details>\n    <summary>Example</summary>\n"
        "    A list built in one call and used in another.\n  </details>\n\n"
        "### What is a stack?\n\nMemory for the current call's locals.\n"
    )
    assert item_folds(text) == text
    assert [q for _, q, _, _ in _cards(text)] == ["What is a heap?", "What is a stack?"]


def test_a_fold_nested_under_a_question_item_stays_its_answer() -> None:
    """Guard: a fold in a sub-list under a numbered question is that question's answer."""
    text = (
        "# Memory\n\n1. What is a heap?\n"
        "   - <details>\n       <summary>What is a stack?</summary>\n"
        "       Memory for the current call's locals.\n     </details>\n"
        "2. What is a queue?\n   First in, first out.\n"
    )
    assert item_folds(text) == text
    assert [q for _, q, _, _ in _cards(text)] == ["What is a heap?", "What is a queue?"]


def test_an_item_whose_text_goes_on_after_its_fold_is_left_alone() -> None:
    """Guard: an item that holds more than its fold (text after the closing tag, on its line
    or indented below it) is not written at the margin."""
    text = (
        "## Shell\n\n"
        "- <details>\n    <summary>What does ls do?</summary>\n    It lists a folder.\n"
        "  </details>\n  Try it with -l as well.\n\n"
        "- <details><summary>What does cd do?</summary>It changes the folder.</details> (see man)\n"
    )
    assert item_folds(text) == text

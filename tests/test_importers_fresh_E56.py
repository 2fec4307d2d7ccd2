"""Importer layouts met in the eleventh (2026-11-30) session's rounds: each test is the shape
of one real document, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from srs.importers.asking import asks
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str], tuple[str, ...]]]:
    return [(c.question, c.answer, dict(c.choices), c.keywords) for c in result(text).deck.cards]


def test_answer_naming_label_over_a_quote_goes_as_the_answer_label_does() -> None:
    """An interview guide answers under `**Answer:**` and a `>` quote, and now and then
    under `**How to answer:**` or `**Sample response:**` and a quote: a label that names the
    answer, no part of it. It goes and the quote is unquoted, code after the quote at the
    margin still the answer's."""
    text = (
        "### Q1: Which language do you like best?\n\n"
        "**How to answer:**\n"
        '> "I like Go for its small standard library."\n\n'
        "### Q2: How do you print in Go?\n\n"
        "**Sample response:**\n"
        "> With the fmt package:\n\n"
        "```go\n"
        'fmt.Println("hi")\n'
        "```\n"
    )
    assert _cards(text) == [
        (
            "Which language do you like best?",
            '"I like Go for its small standard library."',
            {},
            (),
        ),
        (
            "How do you print in Go?",
            'With the fmt package:\n\n```go\nfmt.Println("hi")\n```',
            {},
            (),
        ),
    ]


def test_bold_label_that_ends_on_another_word_over_a_quote_stays() -> None:
    """Guard: a bold line over a quote that says something of its own (`**Why this answer
    works:**`, the answer word not its last) is the answer's own line, kept as written."""
    text = (
        "### Q1: What is a queue?\n\n"
        "**Why this answer works:**\n"
        "> It names the order first.\n\n"
        "Items leave in the order they came.\n\n"
        "### Q2: What is a stack?\n\n"
        "Last in, first out.\n"
    )
    assert _cards(text)[0] == (
        "What is a queue?",
        "**Why this answer works:**\n> It names the order first.\n\n"
        "Items leave in the order they came.",
        {},
        (),
    )


def test_if_asked_about_heading_after_the_labelled_questions_is_a_question() -> None:
    """After `### Q1: ...?` headings, `### If asked about Rust` headings each hold the reply
    to give, in a quote: the interviewer's prompt, asked as `Tell me about Rust` is. They
    were dropped as text in no card."""
    text = (
        "## Core\n\n"
        "### Q1: What is a thread?\n\n"
        "**Answer:**\n"
        "> A path of execution inside a process.\n\n"
        "### Q2: What is a process?\n\n"
        "**Answer:**\n"
        "> A running program with its own memory.\n\n"
        "## Things you are still learning\n\n"
        "### If asked about Rust\n"
        ">\n"
        '> "I have read the book and written a small CLI."\n\n'
        "### If asked about Kubernetes\n\n"
        "I have run a local cluster with kind.\n"
    )
    assert _cards(text) == [
        ("What is a thread?", "A path of execution inside a process.", {}, ()),
        ("What is a process?", "A running program with its own memory.", {}, ()),
        ("If asked about Rust", '"I have read the book and written a small CLI."', {}, ()),
        ("If asked about Kubernetes", "I have run a local cluster with kind.", {}, ()),
    ]


def test_if_asked_sentence_is_advice_not_a_question() -> None:
    """Guard: `If asked about X, ...` as a sentence (a note in an answer) asks nothing."""
    assert asks("If asked about Rust")
    assert not asks("If asked about Rust, say you are learning it.")
    assert not asks("If asked about Rust: be honest")

"""Importer layouts met on fresh public documents (the held-out round Z261): plain-text notes
whose items the blank lines part, some titled without a question mark, with bare section
lines between them (srs.importers.paragraphrhythm).

None of these is a copy of a document; each is the layout a real file used and the importer
once misread: the titles and their answers went into the answer above, and the section
lines became an answer's last line, all in silence.
"""

from __future__ import annotations

from tests.importing import result

_GAPPED = (
    "Database notes\n"
    "What is a table?\n"
    "Rows and columns of one kind of record.\n"
    "\n"
    "What is a schema?\n"
    "The tables and their columns.\n"
    "\n"
    "Querying Topics\n"
    "\n"
    "What is a subquery?\n"
    "\n"
    "A query inside another query.\n"
    "\n"
    "\n"
    "Grouped count example:\n"
    "\n"
    "Counts the rows of each group.\n"
    "\n"
    "SELECT dept, COUNT(*) FROM staff GROUP BY dept;\n"
    "\n"
    "\n"
    "Difference between IN and EXISTS.\n"
    "\n"
    "IN compares with a list.\n"
    "\n"
    "EXISTS tests for a row.\n"
    "\n"
    "\n"
    "What is an index?\n"
    "\n"
    "A sorted copy of a column.\n"
    "\n"
    "\n"
    "Join ordering hints.\n"
    "\n"
    "Filter early.\n"
    "Join on keys.\n"
)


def test_titles_set_apart_by_double_blank_lines_are_questions() -> None:
    """`Grouped count example:` and `Join ordering hints.` after two blank lines, as the
    questions that ask are: items of their own, not the end of the answer above."""
    got = result(_GAPPED)
    cards = got.deck.cards
    assert [(c.id, c.question) for c in cards] == [
        ("q01", "What is a table?"),
        ("q02", "What is a schema?"),
        ("q03", "What is a subquery?"),
        ("q04", "Grouped count example:"),
        ("q05", "Difference between IN and EXISTS."),
        ("q06", "What is an index?"),
        ("q07", "Join ordering hints."),
    ]
    assert cards[2].answer == "A query inside another query."
    assert cards[3].answer == (
        "Counts the rows of each group.\n\nSELECT dept, COUNT(*) FROM staff GROUP BY dept;"
    )
    assert cards[4].answer == "IN compares with a list.\n\nEXISTS tests for a row."
    assert cards[6].answer == "Filter early.\n\nJoin on keys."
    assert got.warnings == ()
    assert got.skipped == ()


def test_a_section_line_over_a_question_is_no_answers_text() -> None:
    """`Querying Topics` alone between an answer and the next question: a section's title,
    not the last line of the answer above."""
    cards = result(_GAPPED).deck.cards
    assert cards[1].answer == "The tables and their columns."
    assert all("Querying Topics" not in c.answer for c in cards)


def test_a_colon_title_over_prose_in_gapped_notes_is_a_question() -> None:
    """`Outer join example:` after one blank line, over a sentence, on a page whose gaps set
    titles apart: the next item, as the repro of the round has it."""
    text = (
        "What is a key?\n"
        "A column that names a row.\n"
        "\n"
        "What is a view?\n"
        "\n"
        "A stored query.\n"
        "\n"
        "Left join example:\n"
        "\n"
        "Keeps the rows of the left table.\n"
        "\n"
        "SELECT a.x FROM a LEFT JOIN b ON a.id = b.id;\n"
        "\n"
        "\n"
        "Difference between CHAR and TEXT.\n"
        "\n"
        "CHAR is padded.\n"
        "\n"
        "\n"
        "Key naming tips.\n"
        "\n"
        "Name keys after their table.\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "What is a key?",
        "What is a view?",
        "Left join example:",
        "Difference between CHAR and TEXT.",
        "Key naming tips.",
    ]
    assert got.deck.cards[1].answer == "A stored query."
    assert got.warnings == ()


_EXAMPLES = (
    "What is a list?\n"
    "A sequence you can change.\n"
    "\n"
    "Example:\n"
    "\n"
    "xs = [1, 2]\n"
    "\n"
    "\n"
    "What is a tuple?\n"
    "A sequence you cannot change.\n"
    "\n"
    "For example:\n"
    "\n"
    "Points are tuples.\n"
    "\n"
    "\n"
    "What is a set?\n"
    "\n"
    "Items with no order.\n"
    "\n"
    "Common Set Methods\n"
    "\n"
    "add, remove\n"
)


def test_near_miss_colon_lines_inside_answers_stay_there() -> None:
    """`Example:` over code and `For example:` over a sentence in notes whose gaps open only
    questions that ask: the answers' own lines, as before (no title is set apart, so no
    colon line is read as one)."""
    cards = result(_EXAMPLES).deck.cards
    assert [c.question for c in cards] == ["What is a list?", "What is a tuple?", "What is a set?"]
    assert "Example:" in cards[0].answer
    assert "For example:" in cards[1].answer and "Points are tuples." in cards[1].answer
    assert "Common Set Methods" in cards[2].answer  # over no question: the answer's own


def test_near_miss_a_lone_answer_line_and_a_stray_gap_stay_in_answers() -> None:
    """A title-like line that is a question's whole answer (`Binary Search Tree`) stays its
    answer; a double blank inside an answer, where no gap opens a question, cuts nothing."""
    text = (
        "What structure keeps keys sorted?\n"
        "\n"
        "Binary Search Tree\n"
        "\n"
        "What is a heap?\n"
        "A tree whose root is the least.\n"
        "\n"
        "\n"
        "Heaps back priority queues.\n"
        "\n"
        "They sit in arrays.\n"
        "\n"
        "What is a trie?\n"
        "A tree of prefixes.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What structure keeps keys sorted?", "Binary Search Tree"),
        (
            "What is a heap?",
            "A tree whose root is the least.\n\nHeaps back priority queues.\n\nThey sit in arrays.",
        ),
        ("What is a trie?", "A tree of prefixes."),
    ]


def test_near_miss_a_one_word_label_after_a_gap_stays_in_its_answer() -> None:
    """`Output:` after two blank lines on a page whose gaps open its questions: a label over
    what the answer shows, not an item's title."""
    text = (
        "What is a list?\n"
        "A sequence you can change.\n"
        "\n"
        "\n"
        "Output:\n"
        "\n"
        "[1, 2]\n"
        "\n"
        "\n"
        "What is a tuple?\n"
        "A sequence you cannot change.\n"
        "\n"
        "\n"
        "What is a set?\n"
        "Items with no order.\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "What is a list?",
        "What is a tuple?",
        "What is a set?",
    ]
    assert got.deck.cards[0].answer == "A sequence you can change.\n\nOutput:\n\n[1, 2]"

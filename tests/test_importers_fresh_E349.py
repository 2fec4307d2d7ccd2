"""Two findings of a judge's round (Z211). A choice exam with no key whose stems are statements
to finish (no `?`), numbered under `## Single choice` headings, was read as two open cards of
its section headings; and bold-question notes lost the answer text past a `***` rule inside
an answer, and an answer's closing bold statement, read as a section heading.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result

_EXAM = (
    "# Spring Quiz For Backend Roles\n"
    "## Single answer\n"
    "1\\. The data structure with first-in first-out order is  \n"
    "A. Stack  \nB. Queue  \nC. Heap  \n\n"
    "2\\. The HTTP status code meaning not found is  \n"
    "A. 200  \nB. 301  \nC. 404  \n\n"
    "## Several answers\n"
    "3\\. Sorting algorithms that are stable include  \n"
    "A. Merge sort  \nB. Quick sort  \nC. Insertion sort  \n\n"
    "4\\. Languages with garbage collection include  \n"
    "A. Java  \nB. C  \nC. Go  \n"
)


def test_an_exam_of_statements_to_finish_without_a_key_has_no_card() -> None:
    """Numbered stems that do not ask, over `A.` options, under section headings: each is a
    question (all four reported without an answer letter), no heading is one."""
    with pytest.raises(DocumentError, match="4 questions found, none with an answer") as caught:
        result(_EXAM)
    assert "4 have options but no answer letter" in str(caught.value)


def test_the_same_exam_with_its_key_imports_each_question() -> None:
    """Guard: with `Answer: X` under each question, four choice cards, as before."""
    text = _EXAM
    for last, key in (("Heap", "B"), ("404", "C"), ("Insertion sort", "A"), ("Go", "A")):
        text = text.replace(f"C. {last}  \n", f"C. {last}  \nAnswer: {key}\n")
    cards = result(text).deck.cards
    assert [(c.question.split("\n")[0], c.answer) for c in cards] == [
        ("The data structure with first-in first-out order is", "B"),
        ("The HTTP status code meaning not found is", "C"),
        ("Sorting algorithms that are stable include", "A"),
        ("Languages with garbage collection include", "A"),
    ]


def test_a_heading_over_steps_with_one_lettered_point_stays_a_question() -> None:
    """Guard: numbered steps, one over a single `A.` sub-point, are no choice stems: the
    heading over them is still the question and the steps its answer."""
    text = (
        "# Deploy notes\n\n## Releasing the app\n\n"
        "1. Build the image\nA. tag it with the version\n\n"
        "2. Push it to the registry\n\n3. Roll it out\n"
    )
    cards = result(text).deck.cards
    assert len(cards) == 1
    assert cards[0].question.startswith("Releasing the app")


_BOLD_NOTES = (
    "# Study log\n\n"
    "**Q1- What is a hash table?**\n\n"
    "It maps keys to buckets by a hash function.\n\n"
    "**Q2- What is a cache?**\n\n"
    "*Two kinds matter*\n***\n"
    "Write-through caches write to storage at once.\n"
    "Write-back caches delay the write.\n\n"
    "**Q3- What is sharding?**\n"
    "Sharding splits rows across machines by a key.\n"
    "**Common keys are user id and region.**\n\n"
    "**Q4- What is replication?**\n"
    "Replication copies data to other nodes.\n"
)


def test_bold_questions_keep_the_answer_past_a_rule_and_its_closing_bold_line() -> None:
    """`**Q2- ...?**` over an italic line, `***`, then the text: the rule parts the answer, the
    text stays in it; a bold statement closing Q3's answer right over `**Q4- ...?**` is that
    answer's last line, no section heading tagging the cards after it."""
    res = result(_BOLD_NOTES)
    assert not res.skipped
    assert not res.warnings
    assert [(c.id, c.question, c.answer, c.tags) for c in res.deck.cards] == [
        ("q01", "What is a hash table?", "It maps keys to buckets by a hash function.", ()),
        (
            "q02",
            "What is a cache?",
            "*Two kinds matter*\n\nWrite-through caches write to storage at once.\n"
            "Write-back caches delay the write.",
            (),
        ),
        (
            "q03",
            "What is sharding?",
            "Sharding splits rows across machines by a key.\n"
            "**Common keys are user id and region.**",
            (),
        ),
        ("q04", "What is replication?", "Replication copies data to other nodes.", ()),
    ]


def test_a_bold_title_set_apart_over_a_bold_question_is_still_a_section() -> None:
    """Guard: a bold line with a blank line above it, over `**Q2- ...?**`, titles the cards
    below it (their tag), as before."""
    text = (
        "# Study log\n\n"
        "**Q1- What is a hash table?**\n\n"
        "It maps keys to buckets by a hash function.\n\n"
        "**Storage topics**\n\n"
        "**Q2- What is sharding?**\n"
        "Sharding splits rows across machines by a key.\n\n"
        "**Q3- What is replication?**\n"
        "Replication copies data to other nodes.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer, c.tags) for c in cards] == [
        ("What is a hash table?", "It maps keys to buckets by a hash function.", ()),
        (
            "What is sharding?",
            "Sharding splits rows across machines by a key.",
            ("storage-topics",),
        ),
        ("What is replication?", "Replication copies data to other nodes.", ("storage-topics",)),
    ]


def test_a_rule_under_a_numbered_line_question_still_ends_its_answer() -> None:
    """Guard: a question set as a numbered line, not bold, keeps the old reading: the rule
    ends its answer and the text past it is reported."""
    text = (
        "# Study log\n\n"
        "1. What is a hash table?\nIt maps keys to buckets by a hash function.\n\n"
        "2. What is a cache?\n*Two kinds matter*\n***\n"
        "Write-through caches write to storage at once.\n\n"
        "3. What is sharding?\nSharding splits rows across machines by a key.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What is a hash table?", "It maps keys to buckets by a hash function."),
        ("What is a cache?", "Two kinds matter"),
        ("What is sharding?", "Sharding splits rows across machines by a key."),
    ]
    assert [s.line for s in res.skipped] == [9]


def test_a_rule_set_apart_under_a_bold_question_still_ends_its_answer() -> None:
    """Guard: `---` with blank lines around it after a bold question's answer separates the
    questions; the remark past it is reported, not glued to the answer."""
    text = (
        "# Study log\n\n"
        "**Q1- What is a hash table?**\n\n"
        "It maps keys to buckets by a hash function.\n\n"
        "**Q2- What is a cache?**\n\n"
        "A fast store in front of a slow one.\n\n"
        "---\n\n"
        "These notes cover the basics asked in most screens.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What is a hash table?", "It maps keys to buckets by a hash function."),
        ("What is a cache?", "A fast store in front of a slow one."),
    ]
    assert res.warnings == (
        "doc.md:13: 1 line of text between questions in no card ('These notes cover the basics "
        "asked in most screens.'); not imported",
    )

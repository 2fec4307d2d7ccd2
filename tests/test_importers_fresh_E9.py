"""Importer layouts met in the 2026-11-29 sixth session's rounds: each test is the shape of a
real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


def test_plural_answers_label_under_a_heading_question_labels_its_bullets() -> None:
    """`**Answers:**` over bullets right under a fill-in item's heading: the item's answers,
    as the singular `**Answer:**` is; it was read as an answer key's title, and every item
    under it was skipped as unanswered."""
    text = (
        "# Hardware notes\n\n## Definitions\n\n### 1. Register\n- A small fast store in the CPU\n\n"
        "## Fill in the blanks\n\n### 1. Parts of a bus\n**Answers:** \n"
        "- **address lines**\n- **data lines**\n\n---\n\n"
        "### 2. Memory kinds\n**Answers:**\n- **SRAM**\n- DRAM\n\n---\n\n"
        "### 3. Fastest store\n**Answer:**\n- the **register file**\n"
    )
    assert _cards(text) == [
        ("Register", "- A small fast store in the CPU", {}),
        ("Parts of a bus", "- **address lines**\n- **data lines**", {}),
        ("Memory kinds", "- **SRAM**\n- DRAM", {}),
        ("Fastest store", "- the **register file**", {}),
    ]


def test_answers_label_under_unanswered_heading_questions_is_still_their_key() -> None:
    """Guard: `**Answers:**` under the last of several bare heading questions, none answered
    in place, heads their key; the label rule must not take it for the last one's answer."""
    text = (
        "# Review\n\n### 1. What is a CPU?\n\n### 2. What is RAM?\n\n### 3. What is a bus?\n\n"
        "**Answers:**\n\n1. The processor\n2. Working memory\n3. Shared wires\n"
    )
    assert _cards(text) == [
        ("What is a CPU?", "The processor", {}),
        ("What is RAM?", "Working memory", {}),
        ("What is a bus?", "Shared wires", {}),
    ]


def test_answers_label_after_choice_questions_is_still_their_key() -> None:
    """Guard: `**Answers:**` after the last question's options is a key of letters."""
    text = (
        "# Quiz\n\n### 1. What is 2+2?\nA) 3\nB) 4\n\n### 2. What is 3+3?\nA) 6\nB) 7\n\n"
        "**Answers:**\n1. B\n2. A\n"
    )
    assert _cards(text) == [
        ("What is 2+2?", "B", {"A": "3", "B": "4"}),
        ("What is 3+3?", "A", {"A": "6", "B": "7"}),
    ]


def test_true_false_table_rows_are_questions_answered_true_or_false() -> None:
    """`| # | Statement | Answer |` rows whose answers are `**T**`/`**F**` (or `True`/`False`
    under a `T/F` column): a list of statements to judge, each a card answered `True` or
    `False`; they were warned as stray lines of text."""
    text = (
        "# Exam notes\n\n## Part 1\n\n### Q1. What does an ALU do?\n**Answer: arithmetic**\n\n"
        "## Part 2: True/False\n\n"
        "| # | Statement | Answer |\n|---|-----------|--------|\n"
        "| 1 | SRAM cells need refreshing | **F** |\n"
        "| 2 | A TLB caches page table entries | **T** |\n\n"
        "**More statements:**\n\n"
        "| Statement | T/F |\n|---|---|\n"
        "| Big endian stores the low byte first | False |\n"
        "| RAID 1 mirrors disks | true |\n"
    )
    assert _cards(text) == [
        ("What does an ALU do?", "arithmetic", {}),
        ("SRAM cells need refreshing", "False", {}),
        ("A TLB caches page table entries", "True", {}),
        ("Big endian stores the low byte first", "False", {}),
        ("RAID 1 mirrors disks", "True", {}),
    ]


def test_table_of_true_false_settings_is_no_list_of_questions() -> None:
    """Guard: a table of settings whose `Default` cells are `true`/`false` names no answer
    column: its rows are facts, not statements to judge, under a heading of their own or
    in an answer (where they stay)."""
    text = (
        "# Config notes\n\n### Q1. What does the cache flag do?\n**Answer:** keeps pages.\n\n"
        "| Option | Default |\n|---|---|\n| cache | true |\n| verbose | false |\n\n"
        "## Defaults\n\n| Setting | Default |\n|---|---|\n| gzip | true |\n| trace | false |\n\n"
        "## More\n\n### Q2. Where is the log kept?\n**Answer:** in /var/log.\n"
    )
    assert _cards(text) == [
        (
            "What does the cache flag do?",
            "keeps pages.\n\n| Option | Default |\n|---|---|\n| cache | true |\n| verbose | false |",
            {},
        ),
        ("Where is the log kept?", "in /var/log.", {}),
    ]

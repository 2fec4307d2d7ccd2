"""Importer layouts met in the 2026-11-29 sixth session's rounds: each test is the shape of a
real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from srs.importers.starred import starred_options
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


_HASH_KEYED_QUIZ = (
    "Question #0\n\nWhich planet is largest?\n\n    Mars\n\n    Jupiter\n\n    Earth\n\n"
    "Question #1\n\nHow many legs has a spider?\n\n    Six\n\n#    Eight\n\n    Ten\n\n"
    "Question #2\n\nWhat does this return for n = 3?\n\n"
    "def f(n):\n    x = n * 2\n    return x\n\n    3\n\n#   6\n\n    9\n\n"
    "Question #3\n\nWhich gas do plants take in?\n\n#    Carbon dioxide\n\n    Oxygen\n\n"
    "    Helium\n"
)


def test_options_keyed_by_a_hash_over_their_indent_are_choice_questions() -> None:
    """A plain-text quiz saved as `.md`: options indented four blanks, one to a paragraph,
    the right one marked by a `#` typed over its indent (`#    Eight`), which Markdown reads
    as a heading. Each run is a choice question keyed by that option; the question's code
    (its body indented as the options are) stays the question's; a run with no `#` is a
    question with no key, reported. No key survived: the `#` option vanished as a heading."""
    got = result(_HASH_KEYED_QUIZ)
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        ("How many legs has a spider?", "B", {"A": "Six", "B": "Eight", "C": "Ten"}),
        (
            "What does this return for n = 3?\n\ndef f(n):\n    x = n * 2\n    return x",
            "B",
            {"A": "3", "B": "6", "C": "9"},
        ),
        (
            "Which gas do plants take in?",
            "A",
            {"A": "Carbon dioxide", "B": "Oxygen", "C": "Helium"},
        ),
    ]
    assert [(s.line, s.reason) for s in got.skipped] == [
        (1, "question 0 has options but no answer letter; skipped")
    ]


def test_wide_headings_and_commented_code_among_indented_lines_are_no_hash_keys() -> None:
    """Guard: a heading typed with wide blanks between indented code blocks (`#   Usage`,
    once), or a line of indented code commented out at the margin (`#        print(i)`, on
    consecutive lines, twice), is no `#` key: the text is left as it is."""
    text = (
        "# Tool notes\n\n## How do you install it?\n\n    pip install tool\n\n#   Usage\n\n"
        "    tool run\n\n## What does the loop keep?\n\n"
        "    for i in range(3):\n#        print(i)\n        keep(i)\n\n"
        "## What does the other loop keep?\n\n"
        "    for j in range(2):\n#        print(j)\n        keep(j)\n"
    )
    assert starred_options(text) == text
    assert starred_options("# Title\n\nIntro\n\n    a\n\n# Next\n\n    b\n") == (
        "# Title\n\nIntro\n\n    a\n\n# Next\n\n    b\n"
    )

"""Layouts met in judge rounds Z138/Z139, on made-up documents: a quiz whose `**Question N:**`
blocks (in any order) are answered in a separate key of `**Answer N:**` blocks; a blank
worksheet of `- **Question N:**` / empty `- **Answer:**` items under `### Part N:` headings."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from srs.errors import DocumentError
from tests.importing import result
from tui.cli import main


def _cards(text: str) -> list[tuple[str, str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.id, c.question, c.answer, dict(c.choices)) for c in deck.cards]


_TITLED_KEY = (
    "# Garden quiz\n\n"
    "## The questions\n\n"
    "**Question 3:**\n"
    "Which gas do leaves take in?\n\n"
    "A) Oxygen\n"
    "B) Carbon dioxide\n"
    "C) Helium\n\n"
    "**Question 1:**\n"
    '**True or False:** "Moss needs soil to grow."\n\n'
    "If false, say what it grows on.\n\n"
    "**Question 2:**\n"
    "Name two things a seedling needs besides water.\n\n"
    "---\n\n"
    "## Answer Key\n\n"
    "### Part 1\n\n"
    "**Answer 2:**\n"
    "Two needs:\n"
    "1. Light\n"
    "2. Warmth\n\n"
    "Either order is fine.\n\n"
    "---\n\n"
    "**Answer 1:**\n"
    "**FALSE** - it grows on bare rock and bark.\n\n"
    "### Part 2\n\n"
    "**Answer 3:**\n"
    "**B) Carbon dioxide**\n\n"
    "Leaves breathe it in through their pores.\n"
)


def test_a_titled_answer_key_answers_each_question_by_its_number() -> None:
    """`**Answer N:**` blocks in a key after the questions: each is the whole answer of the
    question numbered N, its numbered list and paragraphs kept (never item 1 taken as the
    answer of question 1); a choice question's key is read from its block; a question's
    second paragraph stays in the question."""
    assert _cards(_TITLED_KEY) == [
        (
            "q03",
            "Which gas do leaves take in?",
            "B",
            {"A": "Oxygen", "B": "Carbon dioxide", "C": "Helium"},
        ),
        (
            "q01",
            'True or False: "Moss needs soil to grow."\n\nIf false, say what it grows on.',
            "**FALSE** - it grows on bare rock and bark.",
            {},
        ),
        (
            "q02",
            "Name two things a seedling needs besides water.",
            "Two needs:\n1. Light\n2. Warmth\n\nEither order is fine.",
            {},
        ),
    ]
    assert result(_TITLED_KEY).deck.cards[0].explanation == (
        "Leaves breathe it in through their pores."
    )
    assert result(_TITLED_KEY).skipped == ()


def test_a_key_of_answer_headings_keeps_each_numbered_list_in_its_answer() -> None:
    """`### Answer 2` over a numbered list: the list is answer 2's, not answers 1 and 2."""
    text = (
        "## Questions\n\n### Question 2\nName two needs of a seedling.\n\n"
        "### Question 1\nWhat colour is moss?\n\n"
        "## Answers\n\n### Answer 1\nGreen.\n\n### Answer 2\n1. Light\n2. Warmth\n"
    )
    assert _cards(text) == [
        ("q02", "Name two needs of a seedling.", "1. Light\n2. Warmth", {}),
        ("q01", "What colour is moss?", "Green.", {}),
    ]
    assert result(text).warnings == ()


def test_a_titled_key_entry_for_no_question_is_reported() -> None:
    """An `**Answer 4:**` block with no question 4 is named in a warning, not dropped in
    silence; the key's title under a short last question is no part of that question."""
    text = (
        "**Question 1:**\nWhat is a leaf?\n\n**Question 2:**\nWho grows trees?\n\n"
        "## Answer Key\n\n**Answer 1:**\nA green organ.\n\n**Answer 2:**\nGardeners.\n\n"
        "**Answer 4:**\nNobody asked.\n"
    )
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("What is a leaf?", "A green organ."),
        ("Who grows trees?", "Gardeners."),
    ]
    assert any(
        "answer key lists question 4, which is not in the document" in w
        for w in result(text).warnings
    )


def test_a_key_of_numbered_lines_still_answers_by_number() -> None:
    """Guard: a key written as plain numbered lines (no `**Answer N:**` titles) keys each
    question by the line's number, as before."""
    text = (
        "**Question 1:**\nWhat colour is moss?\n\n**Question 2:**\nWhat colour is bark?\n\n"
        "## Answer Key\n\n1. Green\n2. Brown\n"
    )
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("What colour is moss?", "Green"),
        ("What colour is bark?", "Brown"),
    ]


def test_a_titled_key_entry_may_give_its_letter_on_the_title_line() -> None:
    """`**Answer 1:** B`: the title's own text is the entry's (here, its letter); before, no
    question of such a key had an answer."""
    text = (
        "**Question 1:**\nWhich is a tree?\n\nA) Moss\nB) Oak\n\n"
        "**Question 2:**\nWhich is a fern?\n\nA) Bracken\nB) Ivy\n\n"
        "## Answer Key\n\n**Answer 1:** B\n\n**Answer 2:** A\n"
    )
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("Which is a tree?", "B"),
        ("Which is a fern?", "A"),
    ]


_WORKSHEET = (
    "**Instructions:** write each answer in its field.\n\n"
    "### Part 1: Roots\n\n"
    "- **Question 1:** What does a root take up?\n"
    "- **Answer:**\n"
    "- **Question 2:** Name a root we eat.\n"
    "- **Answer:**\n\n"
    "### Part 2: Stems\n\n"
    "- **Question 3:** What carries water up a stem?\n"
    "- **Answer:**\n"
    "- **Question 4:** True or false: every stem is green.\n"
    "- **Answer:**\n"
)


def test_a_blank_worksheet_under_part_headings_has_no_card() -> None:
    """Empty answer fields under `### Part N: title` headings: no junk card of a heading and
    the items below it; the four questions are counted, none answered."""
    with pytest.raises(DocumentError, match="4 questions found, none with an answer"):
        result(_WORKSHEET)


def test_a_filled_worksheet_under_part_headings_imports_each_question() -> None:
    """Guard: the same worksheet filled in imports one card per item, as before."""
    text = _WORKSHEET.replace("- **Answer:**\n", "- **Answer:** Yes.\n")
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("What does a root take up?", "Yes."),
        ("Name a root we eat.", "Yes."),
        ("What carries water up a stem?", "Yes."),
        ("True or false: every stem is green.", "Yes."),
    ]


def test_a_part_heading_over_notes_that_are_no_questions_is_still_a_question() -> None:
    """Guard: a `### Part 2: title` heading with an answer below it and labelled items that
    are no questions (`- **Note 1:** ...`) is read as before: a question."""
    text = (
        "# Notes\n\n### Part 2: Shapes\n\n**Answer:** round things\n\n"
        "- **Note 1:** grapes are round?\n- **Note 2:** kiwis too\n\n"
        "### Part 3: Sizes\n\n**Answer:** small\n"
    )
    assert [c.question for c in result(text).deck.cards] == ["Part 2: Shapes", "Part 3: Sizes"]


def test_a_refused_worksheet_names_each_unanswered_question_before_the_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`srs import` of the blank worksheet: one warning per question it found without an
    answer, with its line, then the one-line refusal that counts them."""
    monkeypatch.setenv("SRS_DB", str(tmp_path / "srs.db"))
    monkeypatch.setenv("SRS_DATA_DIR", str(tmp_path / "data"))
    doc = tmp_path / "sheet.md"
    doc.write_text(_WORKSHEET, encoding="utf-8")
    run = CliRunner().invoke(main, ["import", str(doc), "--dry-run"])
    assert run.exit_code == 2
    lines = run.stderr.splitlines()
    assert lines[:4] == [
        f"warning: sheet.md:{n}: question {q} has no answer; skipped"
        for n, q in ((5, 1), (7, 2), (12, 3), (14, 4))
    ]
    assert lines[4].startswith("error: sheet.md: 4 questions found, none with an answer")
    assert len(lines) == 5

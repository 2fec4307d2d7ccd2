"""Importer layouts met in the 2026-12-01 nineteenth session's fix round (fixP7): each test is
the shape of a real document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    return [(c.question, c.answer, "".join(c.choices)) for c in result(text).deck.cards]


_PRIME = "### 9. Which number is prime?\n\na) 4 \\\nb) 7 \\\nc) 9\n\n"
_ANSWERED = "### 10. What does DNS do?\n\nIt maps names to addresses.\n"
_DNS = ("What does DNS do?", "It maps names to addresses.", "")


def test_options_that_each_list_as_many_things_as_asked_are_options() -> None:
    """`Which three properties ...?` over lettered lines that each name three things, no key
    anywhere: the lines are sets to choose from, the question reported, no open card."""
    text = (
        "### 1. Which three properties make a good checksum?\n\n"
        "a) Speed, determinism and spread \\\n"
        "b) Length, colour and weight \\\n"
        "c) Cost, age and vendor\n\n" + _PRIME + _ANSWERED
    )
    res = result(text, "quiz.md")
    assert [(c.question, c.answer, "".join(c.choices)) for c in res.deck.cards] == [_DNS]
    assert [(s.line, s.reason) for s in res.skipped] == [
        (1, "question 1 has options but no answer letter; skipped"),
        (7, "question 9 has options but no answer letter; skipped"),
    ]


def test_a_score_in_the_question_is_no_count_of_things_asked() -> None:
    """`(0,5 point) Which traits ...?` over five unkeyed options: the `5` of the score asks for
    nothing, so the five options are options, the question reported."""
    text = (
        "### 2. (0,5 point) Which traits matter most for a fingerprint reader?\n\n"
        "a) Accuracy, speed and cost of the unit \\\n"
        "b) Size, shape and the material used \\\n"
        "c) Weight, speed and the reliability \\\n"
        "d) Price, reach and the efficiency \\\n"
        "e) Accuracy, reach and the universality\n\n" + _PRIME + _ANSWERED
    )
    res = result(text, "quiz.md")
    assert [(s.line, s.reason) for s in res.skipped] == [
        (1, "question 2 has options but no answer letter; skipped"),
        (9, "question 9 has options but no answer letter; skipped"),
    ]
    assert [(c.question, c.answer, "".join(c.choices)) for c in res.deck.cards] == [_DNS]


def test_points_answering_a_counted_question_stay_its_answer() -> None:
    """Guard: `Name three benefits ...?` over three lettered statements, commas in them, not
    each a list of three: the statements answer it, an open card as before."""
    text = (
        "### 1. Name three benefits of caching?\n\n"
        "a) Reads get faster, since the disk is skipped.\n"
        "b) The database sees less load at peak times.\n"
        "c) Costs fall, as fewer servers are needed.\n"
    )
    assert _cards(text) == [
        (
            "Name three benefits of caching?",
            "a) Reads get faster, since the disk is skipped.\n"
            "b) The database sees less load at peak times.\n"
            "c) Costs fall, as fewer servers are needed.",
            "",
        )
    ]


def test_a_matching_form_of_empty_slots_is_unanswered() -> None:
    """A matching question's numbered things over empty `( )` slots, and an ordering one of
    slots alone: forms to fill in, each reported unanswered, never a card."""
    text = (
        "### 1. Match each port to its service\n\n1. SSH\n2. HTTPS\n\n( ) 443 \\\n( ) 22\n\n"
        "### 2. Put the release steps in order\n\n(  ) Tag the commit\n(  ) Run the tests\n"
        "(  ) Publish the notes\n\n" + _ANSWERED
    )
    res = result(text, "sheet.md")
    assert [(c.question, c.answer, "".join(c.choices)) for c in res.deck.cards] == [_DNS]
    assert [(s.line, s.reason) for s in res.skipped] == [
        (1, "question 1 has no answer; skipped"),
        (9, "question 2 has no answer; skipped"),
    ]


def test_a_matching_form_filled_in_is_its_answer() -> None:
    """Guard: the same form with its slots filled in (`(2) 443`) is answered by them."""
    text = "### 1. Match each port to its service\n\n1. SSH\n2. HTTPS\n\n(2) 443\n(1) 22\n"
    assert _cards(text) == [
        ("Match each port to its service", "1. SSH\n2. HTTPS\n\n(2) 443\n(1) 22", "")
    ]


_FENCE = "```"


def test_task_boxes_whose_options_follow_below_are_a_blank_quiz() -> None:
    """`- [ ] A:` boxes, none ticked, each option a listing or a nested list on the lines
    below its box, beside a question whose boxed options are inline: every question is
    reported unanswered, none an open card answered by its own boxes."""
    text = (
        "# Exam\n\n### Question 1\n\nWhich command lists the running containers? (1 answer)\n\n"
        f"- [ ] A:\n\n{_FENCE}bash\npodman ps\n{_FENCE}\n\n"
        f"- [ ] B:\n\n{_FENCE}bash\npodman images\n{_FENCE}\n\n"
        "### Question 2\n\nWhich order builds and ships an image? (1 answer)\n\n"
        "- [ ] A:\n    1. build\n    2. push\n- [ ] B:\n    1. push\n    2. build\n\n"
        "### Question 3\n\nWhich tool builds images? (1 answer)\n\n"
        "- [ ] A: podman build\n- [ ] B: podman rm\n"
    )
    with pytest.raises(DocumentError) as caught:
        result(text + "\n### Question 4\n\nWhat is a pod?\n", "exam.md")
    assert "4 questions found, none with an answer: 3 have options" in caught.value.message
    assert caught.value.notes == (
        "exam.md:3: question 1 ('Which command lists the running containers? (1 answer)') "
        "has options but no answer letter (no option marked); skipped",
        "exam.md:19: question 2 ('Which order builds and ships an image? (1 answer)') "
        "has options but no answer letter (no option marked); skipped",
        "exam.md:30: question 3 ('Which tool builds images? (1 answer)') "
        "has options but no answer letter; skipped",
        "exam.md:37: question 4 ('What is a pod?') has no answer; skipped",
    )


def test_a_checklist_under_a_prose_answer_stays_the_answer() -> None:
    """Guard: boxes with listings below them under a prose answer are that answer's
    checklist, the card made as before."""
    text = (
        "### 1. How do you clean up a build host?\n\nPrune what no container uses, containers first.\n\n"
        f"- [ ] containers\n\n{_FENCE}bash\npodman container prune\n{_FENCE}\n\n"
        f"- [ ] images\n\n{_FENCE}bash\npodman image prune\n{_FENCE}\n"
    )
    assert _cards(text) == [
        (
            "How do you clean up a build host?",
            "Prune what no container uses, containers first.\n\n"
            f"- [ ] containers\n\n{_FENCE}bash\npodman container prune\n{_FENCE}\n\n"
            f"- [ ] images\n\n{_FENCE}bash\npodman image prune\n{_FENCE}",
            "",
        )
    ]


_ROWS = (
    "| No. | Question | Answer | Note |\n| --- | --- | --- | --- |\n"
    "| 1 | What lists files? | `ls` | Basic. |\n"
    "| 2 | What prints the working directory? | `pwd` | Basic. |\n"
)


def test_a_section_heading_over_an_empty_heading_and_its_table_is_no_question() -> None:
    """`## 1\\. Shell basics (2 Questions)`, an empty `# ` heading, then the section's
    question|answer table: the rows are the cards, the heading their section, not reported
    as an unanswered question."""
    text = f"## 1\\. Shell basics (2 Questions)\n\n# \n\n{_ROWS}\nExport to Sheets\n\n* * *\n"
    res = result(text, "review.md")
    assert [(c.question, c.answer, "".join(c.choices)) for c in res.deck.cards] == [
        ("What lists files?", "`ls`", ""),
        ("What prints the working directory?", "`pwd`", ""),
    ]
    assert [(s.line, s.reason) for s in res.skipped] == []
    assert res.warnings == ()


def test_a_numbered_heading_over_an_empty_heading_and_code_stays_a_question() -> None:
    """Guard: past the empty heading, a numbered heading over code is no notes' topic: it
    stays a question, reported as before, the rows the cards."""
    text = f"## 1\\. Count the lines of a file\n\n# \n\n```bash\nwc -l file\n```\n\n{_ROWS}"
    res = result(text, "review.md")
    assert [c.question for c in res.deck.cards] == [
        "What lists files?",
        "What prints the working directory?",
    ]
    assert [(s.line, s.reason) for s in res.skipped] == [(1, "question 1 has no answer; skipped")]


def _keys(text: str) -> list[tuple[str, str, str]]:
    res = result(text)
    return [(c.question, c.answer, "".join(c.choices)) for c in res.deck.cards]


def test_a_key_line_in_any_language_wins_over_bold_decoys() -> None:
    """A `NOT` question bolds its three true statements and names the right option in a key
    line labelled in the quiz's language (`**Respuesta**:`, as `**Answer**:` already was):
    the key line keys it, not the bold; elsewhere bold and key agree."""
    text = (
        "### 1. Which of these is NOT a vegetable?\n\n"
        "- All are vegetables\n- **Carrot**\n- **Leek**\n- **Onion**\n\n"
        "**Respuesta**: All are vegetables\n\n---\n\n"
        "### 2. Which function reads a line?\n\n- `scan()`\n- **input()**\n- `read()`\n\n"
        "**Respuesta**: `input()`\n"
    )
    res = result(text)
    assert not res.warnings
    assert [(c.question, c.answer, "".join(c.choices)) for c in res.deck.cards] == [
        ("Which of these is NOT a vegetable?", "A", "ABCD"),
        ("Which function reads a line?", "B", "ABC"),
    ]


def test_bold_options_with_no_key_line_are_the_key() -> None:
    """Guard: runs keyed by one option in bold, with no key line below, are keyed by it."""
    text = (
        "### 1. Which planet is largest?\n\n- Mars\n- **Jupiter**\n- Venus\n\n"
        "### 2. Which gas do plants take in?\n\n- Oxygen\n- Helium\n- **Carbon dioxide**\n"
    )
    assert _keys(text) == [
        ("Which planet is largest?", "B", "ABC"),
        ("Which gas do plants take in?", "C", "ABC"),
    ]


def test_bold_keys_a_question_left_without_the_key_line_its_siblings_have() -> None:
    """A question with no key line beside two whose key lines name the option they bold, one
    of them a `NOT` question bolding its decoys: the key lines key those, the bold this one."""
    text = (
        "### 1. Which of these is NOT a vegetable?\n\n"
        "- All are vegetables\n- **Carrot**\n- **Leek**\n- **Onion**\n\n"
        "**Jawaban**: All are vegetables\n\n---\n\n"
        "### 2. Which function reads a line?\n\n- `scan()`\n- **input()**\n- `read()`\n\n"
        "**Jawaban**: `input()`\n\n---\n\n"
        "### 3. What is 7 % 3?\n\n- **1**\n- 2\n- 3\n"
    )
    assert _keys(text) == [
        ("Which of these is NOT a vegetable?", "A", "ABCD"),
        ("Which function reads a line?", "B", "ABC"),
        ("What is 7 % 3?", "A", "ABC"),
    ]

"""Importer layouts met in rounds Z217 and Z218: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

import pytest

from tests.importing import result


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


@pytest.mark.parametrize(
    ("opener", "closer"),
    [("***", "***"), ("___", "___"), ("**_", "_**"), ("_**", "**_")],
)
def test_bold_italic_labels_read_as_bold(opener: str, closer: str) -> None:
    """`***Question: ...***` over `***Answer:***`: bold and italic together around a label
    read as bold does, with no stray mark left on a question that ends without `?`."""
    text = (
        "### Pump notes\n\n"
        f"{opener}Question: What moves the water in a pump?{closer}\n\n"
        f"{opener}Answer:{closer}\n\n"
        "A spinning impeller pushes it outward.\n\n"
        f"{opener}Q: Name the part that seals the shaft{closer}\n\n"
        f"{opener}Answer:{closer}\n\n"
        "The mechanical seal keeps the fluid in.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What moves the water in a pump?", "A spinning impeller pushes it outward."),
        ("Name the part that seals the shaft", "The mechanical seal keeps the fluid in."),
    ]
    assert not res.skipped
    assert not res.warnings


def test_a_blank_to_fill_at_a_questions_end_stays() -> None:
    """Guard: three underscores after a blank are a gap to fill, no emphasis closing the
    label; and a question that opens with its own italics keeps them paired off as before."""
    text = (
        "Q: The unit of pressure is ___\n"
        "A: pascal\n\n"
        "Q: *What does a check valve stop?***\n"
        "A: Flow going backwards.\n"
    )
    assert _pairs(text) == [
        ("The unit of pressure is ___", "pascal"),
        ("What does a check valve stop?", "Flow going backwards."),
    ]


def test_a_lone_a_line_under_each_question_is_its_answer() -> None:
    """`Q1. question` over one `A) answer` line, no `B)` anywhere in the page: `A)` labels
    the answer as `A:` does, and the answer does not keep it."""
    text = (
        "# Shell tasks\n\n"
        "Q1. How do you list hidden files?\n"
        "A) ls -a\n"
        "Q2. Which command shows the working folder?\n"
        "A) pwd\n"
        "Q3. How do you count the lines of a file\n"
        "A) wc -l file.txt\n"
    )
    res = result(text)
    assert [(c.question, c.answer, dict(c.choices)) for c in res.deck.cards] == [
        ("How do you list hidden files?", "ls -a", {}),
        ("Which command shows the working folder?", "pwd", {}),
        ("How do you count the lines of a file", "wc -l file.txt", {}),
    ]
    assert not res.skipped


def test_options_from_a_to_d_stay_options() -> None:
    """Guard: a choice question's `A)` ... `D)` options keep their letters, and its key."""
    text = (
        "Q1. Which command lists hidden files?\n"
        "A) ls -a\n"
        "B) ls -h\n"
        "C) ls -s\n"
        "D) ls -r\n"
        "Answer: A\n\n"
        "Q2. Which command shows the working folder?\n"
        "A) cd\n"
        "B) pwd\n"
        "C) dir\n"
        "D) who\n"
        "Answer: B\n"
    )
    cards = result(text).deck.cards
    opts = [("ls -a", "ls -h", "ls -s", "ls -r"), ("cd", "pwd", "dir", "who")]
    assert [(c.question, dict(c.choices), c.answer) for c in cards] == [
        ("Which command lists hidden files?", dict(zip("ABCD", opts[0], strict=True)), "A"),
        ("Which command shows the working folder?", dict(zip("ABCD", opts[1], strict=True)), "B"),
    ]

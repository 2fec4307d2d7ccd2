"""Importer layouts met in the 2026-11-29 seventh session's rounds of fresh public documents
(a Jekyll post holding an HTML quiz page, a heading numbering a range of questions, groups
of exercise headings): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


# -- `## Sheet 2.pdf` group headings over `### 1. Title` exercises that restart at 1 --

_GROUPS = (
    "# Geometry sheets\n\n"
    "## Sheet 3 - Solutions.pdf\n\n"
    "### 1. Area of a square\n**Side:** 4\n\nArea = 16\n\n"
    "### 2. Perimeter of a square\n**Side:** 5\n\nPerimeter = 20\n\n"
    "## Sheet 1 - Solutions.pdf\n\n"
    "### 1. Area of a circle\n**Radius:** 1\n\nArea = pi\n\n"
    "### 2. Circumference\n**Radius:** 2\n\nC = 4 pi\n"
)


def test_group_headings_over_restarting_numbered_exercises_are_sections() -> None:
    res = result(_GROUPS)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("Area of a square", "**Side:** 4\n\nArea = 16"),
        ("Perimeter of a square", "**Side:** 5\n\nPerimeter = 20"),
        ("Area of a circle", "**Radius:** 1\n\nArea = pi"),
        ("Circumference", "**Radius:** 2\n\nC = 4 pi"),
    ]
    assert not res.skipped


def test_guard_numbered_questions_with_numbered_steps_under_a_few_stay_questions() -> None:
    text = (
        "## 1. Main parts of a car\n\n### 1. Engine\nMakes it go.\n\n### 2. Brakes\nStop it.\n\n"
        "## 2. Main parts of a bike\n\n### 1. Pedals\nTurn the chain.\n\n"
        "## 3. What is a wheel?\nA round thing.\n\n"
        "## 4. What is a road?\nA way.\n\n"
        "## 5. What is fuel?\nEnergy.\n"
    )
    questions = [q for q, _ in _cards(text)]
    assert questions[:2] == ["Main parts of a car", "Main parts of a bike"]

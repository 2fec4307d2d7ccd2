"""Importer layouts met in the 2026-11-29 seventh session's rounds of fresh public documents
(a Jekyll post holding an HTML quiz page, a heading numbering a range of questions, groups
of exercise headings): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from pathlib import Path

from srs.importers import ImportResult, import_file
from tests.importing import result


def _file(tmp_path: Path, name: str, text: str) -> ImportResult:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return import_file(path)


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


# -- a Jekyll post whose body after the front matter is a whole HTML quiz page --

_POST = (
    "---\nlayout: post\ntitle: Planet quiz\n---\n"
    "<html>\n<head>\n<style>\n.q { color: red; }\n</style>\n</head>\n<body>\n"
    '<div class="q"><h2>Question 1</h2>\n<p>Which planet is largest?</p>\n'
    "<ul><li>A) Jupiter</li><li>B) Mars</li></ul>\n"
    "<details><summary>Click to reveal the correct answer</summary>"
    "The correct answer is A) Jupiter</details></div>\n"
    '<div class="q"><h2>Question 2</h2>\n<p>Which planet is red?</p>\n'
    "<ul><li>A) Venus</li><li>B) Mars</li></ul>\n"
    "<details><summary>Click to reveal the correct answer</summary>"
    "The correct answer is B) Mars</details></div>\n"
    "</body>\n</html>\n"
)


def test_a_markdown_post_holding_an_html_page_is_read_as_the_page(tmp_path: Path) -> None:
    res = _file(tmp_path, "post.md", _POST)
    assert res.deck.name == "Planet quiz"
    assert [(c.question, c.choices, c.answer, c.explanation) for c in res.deck.cards] == [
        (
            "Which planet is largest?",
            {"A": "Jupiter", "B": "Mars"},
            "A",
            "The correct answer is A) Jupiter",
        ),
        ("Which planet is red?", {"A": "Venus", "B": "Mars"}, "B", "The correct answer is B) Mars"),
    ]


def test_guard_a_post_of_markdown_after_its_front_matter_is_no_page(tmp_path: Path) -> None:
    text = "---\ntitle: Notes\n---\n## What is a moon?\nA body orbiting a planet.\n"
    res = _file(tmp_path, "notes.md", text)
    assert res.deck.name == "Notes"
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What is a moon?", "A body orbiting a planet.")
    ]


def test_guard_a_summary_that_labels_the_answer_stays_its_label(tmp_path: Path) -> None:
    page = (
        "<html><body><h2>Question 1</h2><p>What is 2 + 2?</p>"
        "<details><summary>Answer</summary>4</details></body></html>\n"
    )
    cards = _file(tmp_path, "quiz.html", page).deck.cards
    assert [(c.question, c.answer) for c in cards] == [("What is 2 + 2?", "4")]


# -- `## Question 4-5 [2 points]`: a heading numbering a range of questions --


def test_a_label_numbering_a_range_is_one_item_with_its_text_below() -> None:
    text = (
        "## Question 3 [1 point]\n\nWhat is a pipe?\n\n**Answer:** A channel between processes.\n\n"
        "## Question 4-5 [2 points]\n\nName two kinds of lock.\n\n**Answer:** Mutex, spinlock.\n"
    )
    assert _cards(text) == [
        ("What is a pipe?", "A channel between processes."),
        ("Name two kinds of lock.", "Mutex, spinlock."),
    ]


def test_a_range_label_drops_its_separator_before_a_title() -> None:
    text = "### Q6-8: Conditional types\nTypes chosen by a test.\n\n### Q9: Mapped types\nKeys mapped.\n"
    assert _cards(text) == [
        ("Conditional types", "Types chosen by a test."),
        ("Mapped types", "Keys mapped."),
    ]


def test_guard_a_descending_pair_is_no_range() -> None:
    text = "## Question 5 - 3 apples and 2 pears: how many fruits?\nFive.\n"
    assert _cards(text) == [("3 apples and 2 pears: how many fruits?", "Five.")]

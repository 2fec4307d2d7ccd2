"""Layouts met in the tenth (2026-11-30) session's rounds: made-up documents of the same
shape as the real ones the importer failed on, with the exact cards expected."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    """Each card's question, answer (a choice card's key letters) and its options' letters
    (empty for an open card)."""
    return [(c.question, c.answer, "".join(c.choices)) for c in result(text).deck.cards]


_FOLD = " <details>\n<summary>ANS</summary>\n<div>\n {answer}\n</div>\n</details>\n"


def test_tab_indented_question_over_answer_fold() -> None:
    """A tab-indented line over a `<details>` answer fold is its question (one under a note
    paragraph when it asks); the topic headings over them are sections, not questions that
    swallow the pairs."""
    text = (
        "# Notes\n\n#### Trees\n\n\tWhat is a leaf?\n\n"
        + _FOLD.format(answer="A node with no children.")
        + "\n\tName the top node\n\t\n"
        + _FOLD.format(answer="The root.")
        + "\n#### Graphs\n\n    Name a graph search\n"
        + _FOLD.format(answer="Breadth first.")
        + "\n## Coding\n\n**Notes on coding questions.**\n\n\tWhat is a stack?\n"
        + _FOLD.format(answer="Last in, first out.")
    )
    assert _cards(text) == [
        ("What is a leaf?", "A node with no children.", ""),
        ("Name the top node", "The root.", ""),
        ("Name a graph search", "Breadth first.", ""),
        ("What is a stack?", "Last in, first out.", ""),
    ]


def test_indented_code_under_question_stays_code() -> None:
    """Guard: an indented line under a paragraph is that paragraph's code, not the question
    of the answer fold below it."""
    text = (
        "# Notes\n\n## Q1\n\nWhat does this print?\n\n    print(1 + 1)\n\n"
        "<details><summary>Answer</summary>\n\nIt prints 2.\n\n</details>\n\n"
        "## Q2\n\nWhat is 3?\n\n<details><summary>Answer</summary>\n\nthree\n\n</details>\n"
    )
    assert _cards(text) == [
        ("What does this print?\n\n    print(1 + 1)", "It prints 2.", ""),
        ("What is 3?", "three", ""),
    ]


_QUIZ = (
    "# Quizzes\n\n## QUIZ: PLANETS\n\nWhich planets are gas giants?\n"
    "* [ ] Mars\n* [X] Jupiter\n* [ ] Venus\n\n"
    "## QUIZ: MOONS\n\nWhich planet has the moon Titan?\n"
    "* [ ] Earth\n* [X] Saturn\n* [ ] Mars\n\n"
    "## QUIZ: RINGS\n\nWhich planet has the brightest rings?\n"
    "* [X] Saturn\n* [ ] Mercury\n* [ ] Venus\n\n"
)


def test_instruction_answered_by_one_plain_bullet_in_a_task_list_quiz() -> None:
    """In a `* [ ]` / `* [X]` quiz, an instruction under its quiz heading answered by one
    plain bullet (no checkbox) is an open card, the bullet its answer; it was dropped as
    text around the quiz."""
    text = _QUIZ + (
        "## QUIZ: NOTATION\n\nWrite the list of the first two planets as JSON\n"
        'Use double quotes.\n* ["Mercury", "Venus"]\n'
    )
    cards = _cards(text)
    assert len(cards) == 4
    assert cards[3] == (
        "QUIZ: NOTATION\n\nWrite the list of the first two planets as JSON\nUse double quotes.",
        '["Mercury", "Venus"]',
        "",
    )


def test_text_with_several_bullets_around_a_quiz_stays_out() -> None:
    """Guard: a section of text with more than one plain bullet, in a quiz, is still text
    around the questions, not an answered task."""
    text = _QUIZ + "## Credits\n\nMade by the class\n* Ann\n* Bob\n"
    cards = _cards(text)
    assert len(cards) == 3
    assert not any("Credits" in question for question, _, _ in cards)


def test_a_field_to_fill_in_is_no_bullet_answer() -> None:
    """Guard: `- [t]` under a task (a quiz tool's text area) answers nothing: the task is
    still reported, not a card answered `[t]`."""
    text = _QUIZ + "## QUIZ: ESSAY\n\nWrite a short poem.\n\n- [t]\n"
    assert len(_cards(text)) == 3


def test_section_between_question_text_and_answer_heading_follows_the_answer() -> None:
    """`### Question` / text / `### Short explanation` / text / `### Answer`: the question is
    the text under `### Question` alone; the section about it follows the answer's own
    text, before its later sections. It stayed in every question, `###` marker and all."""
    item = (
        "## {n}. {title}\n### Question\n\n{q}\n\n### Short explanation\n\n{why}\n\n"
        "### Answer\n\n{a}\n\n### Detailed explanation\n\n{more}\n\n"
    )
    text = item.format(
        n=1,
        title="Lamps",
        q="Why do lamps glow?",
        why="Checks basic physics.",
        a="Heated wire emits light.",
        more="The filament is tungsten.",
    ) + item.format(
        n=2,
        title="Kettles",
        q="Why do kettles whistle?",
        why="Checks sound basics.",
        a="Steam passes a narrow hole.",
        more="The hole makes a tone.",
    )
    assert _cards(text) == [
        (
            "Why do lamps glow?",
            "Heated wire emits light.\n\n### Short explanation\n\nChecks basic physics.\n\n"
            "### Detailed explanation\n\nThe filament is tungsten.",
            "",
        ),
        (
            "Why do kettles whistle?",
            "Steam passes a narrow hole.\n\n### Short explanation\n\nChecks sound basics.\n\n"
            "### Detailed explanation\n\nThe hole makes a tone.",
            "",
        ),
    ]


def test_question_part_section_before_answer_stays_in_question() -> None:
    """Guard: a section named as the question's part (`### Scenario`) between the question's
    text and its answer heading stays in the question."""
    text = (
        "## 1. Outage\n### Question\n\nHow do you recover?\n\n### Scenario\n\nThe disk is full.\n\n"
        "### Answer\n\nFree space first.\n\n## 2. Logs\n### Question\n\nWhere are logs kept?\n\n"
        "### Answer\n\nIn the log folder.\n"
    )
    cards = _cards(text)
    assert "The disk is full." in cards[0][0]
    assert cards[0][1] == "Free space first."


_LAST_ITEMS = (
    "## 7. Garden Tools\n### Question\n\nHow do you keep a spade sharp?\n\n"
    "### Short explanation\n\nChecks tool care.\n\n### Answer\n\n- File the edge\n- Oil the blade\n\n"
    "### Detailed explanation\n#### 🧾 Step 1: Filing\n\n#### 🔐 Step 2: Oiling\n\n- Stops rust\n\n"
    "### Real-world Insight\n\nA sharp spade halves digging time.\n\n### Key takeaway\n\n"
    "Care keeps tools working.\n\n"
    "## 8. Garden Soil\n### Question\n\nHow do you improve clay soil?\n\n"
    "### Short explanation\n\nChecks soil basics.\n\n### Answer\n- Add compost\n- Add grit\n\n"
    "### Detailed explanation\n#### 🧾 Step 1: Compost\n- Feeds the worms\n\n"
    "### Real-world Insight\n\nCompost loosened the beds in a season.\n\n### Key takeaway\n\n"
    "Organic matter fixes clay.\n"
)


def test_last_items_trailing_sections_stay_in_its_answer() -> None:
    """`### Real-world Insight` and `### Key takeaway` closing the last `### Question` /
    `### Answer` item at the end of the file are its answer's parts, as in every item
    before it; they were split off as text in no card."""
    imported = result(_LAST_ITEMS)
    assert not imported.warnings
    last = imported.deck.cards[-1]
    assert last.question == "How do you improve clay soil?"
    assert last.answer == (
        "- Add compost\n- Add grit\n\n### Short explanation\n\nChecks soil basics.\n\n"
        "### Detailed explanation\n#### 🧾 Step 1: Compost\n- Feeds the worms\n\n"
        "### Real-world Insight\n\nCompost loosened the beds in a season.\n\n"
        "### Key takeaway\n\nOrganic matter fixes clay."
    )


def test_references_after_the_last_labelled_item_stay_out() -> None:
    """Guard: end matter (`### References`) at the label's level after the last item still
    ends its answer."""
    text = _LAST_ITEMS + "\n### References\n\n- A gardening book\n"
    last = result(text).deck.cards[-1]
    assert "A gardening book" not in last.answer
    assert last.answer.endswith("Organic matter fixes clay.")


def test_a_part_heading_after_a_numbered_question_label_is_a_section() -> None:
    """Guard: after `## Question 2` (a numbered label, the item's own title) and its answer,
    `## Part 2` with its intro is the next section, not part of the answer."""
    text = (
        "## Question 1\n\nName a prime.\n\nAnswer:\n\n2\n\n## Question 2\n\n"
        "Name an odd number.\n\nAnswer:\n\n3\n\n## Part 2\n\nThese questions are about shapes.\n\n"
        "## Question 3\n\nName a shape.\n\nAnswer:\n\ncircle\n"
    )
    assert [answer for _, answer, _ in _cards(text)] == ["2", "3", "circle"]

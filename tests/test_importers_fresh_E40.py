"""Importer layouts met in the eighth (2026-11-29) and ninth (2026-11-30) sessions' rounds:
each test is the shape of a real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str, dict[str, str]]]:
    return [(c.question, c.answer, c.explanation, dict(c.choices)) for c in result(text).deck.cards]


_HIGHLIGHTED = (
    "---\ntitle: Birds quiz\n---\n\n"
    "1. **Which bird cannot fly?**\n    \n"
    "    * <mark>Penguin</mark>\n        \n"
    "    * Sparrow\n        \n"
    "    * Eagle\n        \n"
    "2. **How many legs does a bird have?**\n    \n"
    "    * 4\n        \n"
    "    * <mark>2</mark>\n        \n"
    "    * 6\n        \n"
    "3. **Which of these birds swims best.**\n    \n"
    "    * Crow\n        \n"
    "    * <mark>Duck</mark>\n        \n"
)
_BIRDS = {"A": "Penguin", "B": "Sparrow", "C": "Eagle"}


def test_a_highlighted_option_among_plain_ones_is_the_key() -> None:
    """A blog export's quiz: numbered bold questions over loose bullets nested under them,
    the right option wrapped in `<mark>` (a highlight). The options were the answer of an
    open card, the highlight dropped: as a bold option among plain ones, it is the key."""
    assert _cards(_HIGHLIGHTED) == [
        ("Which bird cannot fly?", "A", "", _BIRDS),
        ("How many legs does a bird have?", "B", "", {"A": "4", "B": "2", "C": "6"}),
        ("Which of these birds swims best.", "B", "", {"A": "Crow", "B": "Duck"}),
    ]


def test_a_loose_list_with_one_highlighted_point_once_is_no_quiz() -> None:
    """Guard: one loose list of points with one highlighted is an answer's points (a quiz
    writes its keys so at least twice): left an open card's answer."""
    text = (
        "## Why use a queue?\n\n"
        "* It keeps order\n\n"
        "* <mark>It is first in, first out</mark>\n\n"
        "* It is simple\n"
    )
    [(question, answer, _, choices)] = _cards(text)
    assert question == "Why use a queue?"
    assert choices == {}
    assert "It keeps order" in answer and "It is simple" in answer


_FIELDED = (
    "# Weather quiz\n\n## Questions\n\n"
    "### Question 1\n**Type**: multiple-choice\n**Difficulty**: easy\n\n"
    "**Which colour is a clear sky?**\n\n- A) Green\n- B) Blue\n- C) Red\n\n---\n\n"
    "### Question 2\n**Type**: multiple-choice\n**Difficulty**: hard\n\n"
    "**What falls from a rain cloud?**\n\n- A) Water\n- B) Sand\n- C) Ash\n\n"
    "## Answer Key\n\n"
    "| Question | Answer | Difficulty |\n|----------|--------|------------|\n"
    "| 1        | B      | easy       |\n| 2        | A      | hard       |\n"
)


def test_bold_fields_with_the_colon_after_the_bold_are_no_question_text() -> None:
    """A generated quiz: `**Type**: ...` / `**Difficulty**: ...` lines (the colon after the
    bold) over each bold question, its keys in a table with a Difficulty column. The second
    field led every question, and the grade was each card's explanation."""
    assert _cards(_FIELDED) == [
        ("Which colour is a clear sky?", "B", "", {"A": "Green", "B": "Blue", "C": "Red"}),
        ("What falls from a rain cloud?", "A", "", {"A": "Water", "B": "Sand", "C": "Ash"}),
    ]


def test_a_key_tables_explanation_column_is_still_the_explanation() -> None:
    """Guard: a key table's further cell that says why (not a grade) stays the explanation,
    under a header that names the column so (a `Difficulty` column's cells explain nothing)."""
    text = _FIELDED.replace("easy       |\n|", "blue light scatters most |\n|").replace(
        "| Difficulty |", "| Why |"
    )
    cards = _cards(text)
    assert [(c[1], c[2]) for c in cards] == [("B", "blue light scatters most"), ("A", "")]


_PICTURED = (
    "### 1. Which planet is largest?\n\n"
    "* [ ] Mars\n* [ ] Jupiter\n* [ ] Venus\n\n"
    "<details>\n<summary>Show Answer</summary>\n\n"
    "✅ **Correct Answer:** Jupiter\n💡 Jupiter holds more mass than all other planets together.\n\n"
    "</details>\n\n"
    "### 2. Which planet is closest to the Sun?\n\n"
    "* [ ] Mercury\n* [ ] Earth\n* [ ] Saturn\n\n"
    "<details>\n<summary>Show Answer</summary>\n\n"
    "✅ **Correct Answer:** Mercury\n💡 Mercury orbits nearest.\n\n"
    "</details>\n"
)


def test_a_lone_pictograph_opening_an_explanation_is_dropped() -> None:
    """A quiz's `💡` before each explanation, under `✅ **Correct Answer:** text`: it marks the
    note, it is no word of it; it stood at the start of every explanation."""
    assert [(c[1], c[2]) for c in _cards(_PICTURED)] == [
        ("B", "Jupiter holds more mass than all other planets together."),
        ("A", "Mercury orbits nearest."),
    ]


def test_a_latex_page_break_before_the_answer_key_is_no_explanation() -> None:
    """`\\newpage` on its own line before the answer key (a quiz meant for pandoc's PDF): it
    was stored as the last question's explanation. In code it stays (guard)."""
    text = _FIELDED.replace("## Answer Key", "\\newpage\n\n## Answer Key")
    assert _cards(text) == _cards(_FIELDED)
    assert _cards(text)[1][2] == ""
    coded = "## What does this print?\n\n```latex\n\\newpage\n```\n\nA blank page.\n"
    [(question, answer, _, _)] = _cards(coded)
    assert "\\newpage" in question + answer

"""Importer layouts met in round Z214: each test is the shape of a real document the importer
misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from srs.importers.html import html_to_markdown
from tests.importing import result


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_html_emphasis_inside_code_loses_its_tags() -> None:
    """`<code><i>O</i>(<i>n</i>)</code>`: inside a code span emphasis shows as literal stars,
    so the tags inside it go, in answers and in question titles alike."""
    text = (
        "## Costs\n\n"
        "#### Q1: What does a tree search cost? ⭐\n**Answer:**\n"
        "About <code><b>O</b>(<em>log</em> <strong>n</strong>)</code> when balanced.\n\n"
        "#### Q2: Which loop costs <code><i>O</i>(<i>k</i><sup>3</sup>)</code>? ⭐⭐\n"
        "**Answer:**\nThree nested loops over <code><i>k</i></code>.\n"
    )
    assert _pairs(text) == [
        ("What does a tree search cost?", "About `O(log n)` when balanced."),
        ("Which loop costs `O(k³)`?", "Three nested loops over `k`."),
    ]


def test_html_emphasis_outside_code_keeps_its_marks() -> None:
    """Guard: emphasis around or beside a code span is still Markdown emphasis."""
    assert html_to_markdown("<b><code>git add</code></b> then <i>commit</i>") == (
        "**`git add`** then *commit*"
    )
    assert html_to_markdown("<i>x</i> and <code>y</code>") == "*x* and `y`"


def _keyed(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


def test_a_mark_glued_to_a_bold_options_closing_bold_loses_its_letter() -> None:
    """`**C. text**✔️`: the right option wholly in bold, its mark right after the closing
    `**` (a tick, or a bracketed word in the quiz's language): keyed, and its text is the
    option's alone, as `**C. text**` with a blank before the mark is."""
    text = (
        "# Drill\n\n### 1. Which gas do plants take in?\n\n"
        "A. Oxygen  \n**B. Carbon dioxide**✅  \nC. Helium  \n\n---\n\n"
        "### 2. Which planet is the largest?\n\n"
        "a) Mars  \nb) Venus  \n**c) Jupiter**(Correcta)  \n\n---\n\n"
        "### 3. Which metal is liquid at room temperature?\n\n"
        "A. Mercury ✓  \nB. Iron  \nC. Lead  \n"
    )
    assert _keyed(text) == [
        (
            "Which gas do plants take in?",
            "B",
            {"A": "Oxygen", "B": "Carbon dioxide", "C": "Helium"},
        ),
        ("Which planet is the largest?", "C", {"A": "Mars", "B": "Venus", "C": "Jupiter"}),
        (
            "Which metal is liquid at room temperature?",
            "A",
            {"A": "Mercury", "B": "Iron", "C": "Lead"},
        ),
    ]


def test_a_bold_mark_after_a_bold_option_stays_the_marks() -> None:
    """Guard: a mark set in bold of its own (`**B. x** **✔️**`, `- **b) x**(Correct)` in a
    bulleted run) is keyed as before, and a bold word inside an option (`A. **Not** this ✓`)
    keeps its bold."""
    text = (
        "### 1. Which gas do plants take in?\n\n"
        "A. Oxygen  \n**B. Carbon dioxide** **✔️**  \nC. Helium  \n\n"
        "### 2. Which planet is the largest?\n\n"
        "- a) Mars\n- **b) Jupiter**(Correct)\n- c) Venus\n\n"
        "### 3. Which statement is true?\n\n"
        "A. Iron is **not** a metal  \nB. Lead is **heavy** ✓  \nC. Gold rusts  \n"
    )
    assert _keyed(text) == [
        (
            "Which gas do plants take in?",
            "B",
            {"A": "Oxygen", "B": "Carbon dioxide", "C": "Helium"},
        ),
        ("Which planet is the largest?", "B", {"A": "Mars", "B": "Jupiter", "C": "Venus"}),
        (
            "Which statement is true?",
            "B",
            {"A": "Iron is **not** a metal", "B": "Lead is **heavy**", "C": "Gold rusts"},
        ),
    ]


_CHOICE_DIV = (
    ":::::::: question ::::::::\nWhich shape has three sides?\n\n"
    "- [x] triangle\n- [ ] square\n\n::: hints\n- Count the corners.\n:::\n"
    "::::::::::::::::::::::::::\n"
)


def test_a_question_div_with_a_number_box_is_answered_by_its_value() -> None:
    """A Pandoc `question` div that opens with an image, then its question, then a number
    box (`<input type="number" value="6"/>`) and its hints: the image and the question are
    the question, the box's value the answer, the hints the explanation (as the choice
    questions' are)."""
    text = (
        "## Review: shapes\n\n"
        ":::::::: question ::::::::\n![A hexagon](img/hex.png)\n\n"
        "How many sides does this shape have?\n\n"
        '<input type="number" value="6" min="0"/>\n\n'
        "::: hints\n- Count the edges.\n:::\n::::::::::::::::::::::::::\n\n"
        ":::::::: question ::::::::\nHow many sides does a square have?\n\n"
        "<input type='number' value='4'/>\n"
        "::::::::::::::::::::::::::\n\n" + _CHOICE_DIV
    )
    res = result(text)
    assert [(c.question, c.answer, c.explanation) for c in res.deck.cards] == [
        (
            "![A hexagon](img/hex.png)\n\nHow many sides does this shape have?",
            "6",
            "- Count the edges.",
        ),
        ("How many sides does a square have?", "4", ""),
        ("Which shape has three sides?", "A", "- Count the corners."),
    ]
    assert not res.warnings


def test_a_box_that_is_no_fill_in_stays_the_answers_text() -> None:
    """Guard: a checkbox or a range slider in a question div is no typed answer; its div
    reads as before (its hints the answer's, no explanation label)."""
    text = (
        ":::::::: question ::::::::\nWhich range is safe?\n\n"
        '<input type="range" value="4" min="0"/>\n\n'
        "::: hints\n- Stay low.\n:::\n::::::::::::::::::::::::::\n\n" + _CHOICE_DIV
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer, c.explanation) for c in cards] == [
        ("Which range is safe?", '<input type="range" value="4" min="0"/>\n\n- Stay low.', ""),
        ("Which shape has three sides?", "A", "- Count the corners."),
    ]

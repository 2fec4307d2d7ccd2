"""Layouts met in the Z195 round, on made-up documents: a choice question's options in a
two-column table whose right row ends with a tick or a `(Correct)` (`| B | **text** ✓ |`);
titles that ask over teaching notes and a `**Question:**`; and an `A.`-labelled answer that
goes on in `> part` lines and indented points."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


_TABLE_QUIZ = (
    "# Kitchen quiz\n\n"
    "**Question:** Which tool beats egg whites fastest?\n"
    "| Choice | Text |\n|---|---|\n"
    "| A | A spoon |\n| B | **A balloon whisk** ✓ |\n| C | A ladle |\n\n"
    "**Question:** Salt raises the boiling point of water a little.\n"
    "| Option | Answer |\n|--------|--------|\n| A | **True** ✔ |\n| B | False |\n\n"
    "**Question:** Which oil smokes first?\n"
    "| Option | Answer |\n|---|---|\n| a | Butter (Correct) |\n| b | Rapeseed oil |\n"
)


def test_a_table_row_ticked_after_its_text_is_the_key() -> None:
    """A letter | text table under a question is its options; the row ending with a tick
    (after bold or not) or `(Correct)` is the key, the mark and the bold dropped."""
    assert _cards(_TABLE_QUIZ) == [
        (
            "Which tool beats egg whites fastest?",
            "B",
            {"A": "A spoon", "B": "A balloon whisk", "C": "A ladle"},
        ),
        ("Salt raises the boiling point of water a little.", "A", {"A": "True", "B": "False"}),
        ("Which oil smokes first?", "A", {"A": "Butter", "B": "Rapeseed oil"}),
    ]
    assert result(_TABLE_QUIZ).warnings == ()


def test_a_table_ticking_every_row_or_none_stays_the_answer() -> None:
    """Guard: a lettered table whose every row is ticked, or none, tells no key: it stays the
    answer as written."""
    text = (
        "# Tally\n\n### Which tools are there?\n\n"
        "| Letter | Tool |\n|---|---|\n| A | Spoon ✓ |\n| B | Ladle ✓ |\n\n"
        "### Which steps passed?\n\n"
        "| Step | Result |\n|---|---|\n| A | Pass |\n| B | Fail |\n"
    )
    assert _cards(text) == [
        (
            "Which tools are there?",
            "| Letter | Tool |\n|---|---|\n| A | Spoon ✓ |\n| B | Ladle ✓ |",
            {},
        ),
        ("Which steps passed?", "| Step | Result |\n|---|---|\n| A | Pass |\n| B | Fail |", {}),
    ]


def _stage(n: int, title: str, note: str, stem: str, rows: str) -> str:
    return (
        f"### Stage {n}: {title}\n**Notes:**\n- {note}\n\n"
        f"**Question:** {stem}\n| Option | Answer |\n|---|---|\n{rows}\n"
    )


_LESSON = "# Kitchen course\n\n## Part 1: Tools\n\n" + "\n".join(
    (
        _stage(
            1,
            "What is a whisk?",
            "A whisk beats air into cream.",
            "Which tool beats egg whites fastest?",
            "| A | A spoon |\n| B | **A balloon whisk** ✓ |",
        ),
        _stage(
            2,
            "Knives and boards",
            "A sharp knife slips less.",
            "Which knife cuts bread best?",
            "| A | **A serrated knife** ✓ |\n| B | A paring knife |",
        ),
        _stage(
            3,
            "Pans and heat",
            "Cast iron holds heat.",
            "Which pan keeps heat longest?",
            "| A | Aluminium |\n| B | **Cast iron** ✓ |",
        ),
    )
)


def test_a_title_that_asks_over_notes_and_a_labelled_question_is_a_section() -> None:
    """Where the labelled questions are the page's (most headings over them name a topic), a
    heading that asks over teaching notes and a `**Question:**` is its section, no card."""
    assert _cards(_LESSON) == [
        ("Which tool beats egg whites fastest?", "B", {"A": "A spoon", "B": "A balloon whisk"}),
        ("Which knife cuts bread best?", "A", {"A": "A serrated knife", "B": "A paring knife"}),
        ("Which pan keeps heat longest?", "B", {"A": "Aluminium", "B": "Cast iron"}),
    ]


def test_headings_that_mostly_ask_over_labelled_questions_stay_questions() -> None:
    """Guard: where most headings over labelled questions ask and answer in prose, each such
    heading stays a question of its own."""
    text = (
        "# JS notes\n\n### What is a closure?\nA function that keeps its scope.\n\n"
        "**Question:** Write a counter that uses a closure.\n\n**Answer:** Return an inner function.\n\n"
        "### What is hoisting?\nDeclarations move to the top.\n\n"
        "**Question:** Where can a `var` be read early?\n\n**Answer:** In its function.\n\n"
        "### Scope chains\nEach scope looks outward.\n\n"
        "**Question:** Which scope is searched last?\n\n**Answer:** The global scope.\n"
    )
    assert [q for q, _, _ in _cards(text)] == [
        "What is a closure?",
        "Write a counter that uses a closure.",
        "What is hoisting?",
        "Where can a `var` be read early?",
        "Which scope is searched last?",
    ]


_QUOTED_PARTS = (
    "2. How can a kettle be cooled ? <br>\n"
    "A. In two ways <br>\n"
    "> Slow way\n  - leave it on the side\n> Fast way\n  - pour it out\n\n"
    "3. What is steam ? <br>\n"
    "A. Water as a gas\n"
)
_PARTS_ANSWER = "In two ways\nSlow way\n  - leave it on the side\nFast way\n  - pour it out"


def test_an_a_labelled_answer_goes_on_in_quoted_parts_inside_a_section_fold() -> None:
    """`N. Q? <br>` / `A. x <br>` / `> part` / `  - point` in a `<details>` section: the parts
    and points are the answer's, their quote marks dropped, nothing reported."""
    text = (
        "# Kitchen\n\n<details>\n<summary> HEAT </summary>\n\n"
        "1. What boils first ? <br>\nA. Salted water, later\n\n" + _QUOTED_PARTS + "\n</details>\n"
    )
    assert _cards(text) == [
        ("What boils first ?", "Salted water, later", {}),
        ("How can a kettle be cooled ?", _PARTS_ANSWER, {}),
        ("What is steam ?", "Water as a gas", {}),
    ]
    assert result(text).warnings == ()


def test_an_a_labelled_answer_goes_on_in_quoted_parts_with_no_fold() -> None:
    """The same with no fold: the quote marks are the answer's Markdown, not its text."""
    text = "# Kitchen\n\n1. What boils first ? <br>\nA. Salted water, later\n\n" + _QUOTED_PARTS
    assert _cards(text)[1] == ("How can a kettle be cooled ?", _PARTS_ANSWER, {})


def test_a_quote_apart_from_an_answer_or_under_no_label_is_left_alone() -> None:
    """Guard: a quote after a blank below the answer stays a quote in it, and a quote right
    under a numbered question (no label) is its answer as before."""
    text = (
        "# Notes\n\n1. What is a lock?\nAnswer: A guard on shared data.\n\n"
        "> Tip: keep locks short.\n\n"
        "2. What is a latch?\n> A gate that opens once.\n\n"
        "3. What is a barrier?\nA. A point all threads wait at.\n"
    )
    assert _cards(text) == [
        ("What is a lock?", "A guard on shared data.\n\n> Tip: keep locks short.", {}),
        ("What is a latch?", "A gate that opens once.", {}),
        ("What is a barrier?", "A point all threads wait at.", {}),
    ]

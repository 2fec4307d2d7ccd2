"""Importer layouts met in the tenth (2026-11-30) session's rounds (fresh public documents a
judge imported, the lead mending what they misread).

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str, dict[str, str]]]:
    return [(c.question, c.answer, c.explanation, dict(c.choices)) for c in result(text).deck.cards]


# -- `### Question 2.3`: a chapter's question numbered with a dot --------------------------


_BREAK = "  "
"""A Markdown hard break: two spaces end each option's line, as in the real document."""


def _dotted_question(number: str, stem: str, options: tuple[str, str], key: str, why: str) -> str:
    return f"""\
### Question {number}
{stem}

**A)** {options[0]}{_BREAK}
**B)** {options[1]}{_BREAK}

<details><summary>Answer</summary>

**Answer: {key}) {options[ord(key) - ord("A")]}**

{why}
</details>
"""


_DOTTED = "# Plant quiz\n\n" + "\n".join(
    [
        _dotted_question(
            "1.1", "Which part of a leaf makes sugar?", ("Stem", "Chloroplast"), "B", "Light."
        ),
        _dotted_question("1.2", "What carries water up a stem?", ("Xylem", "Phloem"), "A", "Lift."),
        _dotted_question(
            "2.1", "Which gas do leaves give off by day?", ("Oxygen", "Argon"), "A", "Made."
        ),
    ]
)


def test_a_dotted_question_number_is_one_label_not_a_line_of_the_question() -> None:
    """`### Question 2.3` numbers chapter 2's third question: the `3` is no first line of
    its text, and the cards are numbered by their place (the chapters repeat the 2)."""
    imported = result(_DOTTED)
    assert _cards(_DOTTED) == [
        ("Which part of a leaf makes sugar?", "B", "Light.", {"A": "Stem", "B": "Chloroplast"}),
        ("What carries water up a stem?", "A", "Lift.", {"A": "Xylem", "B": "Phloem"}),
        ("Which gas do leaves give off by day?", "A", "Made.", {"A": "Oxygen", "B": "Argon"}),
    ]
    assert [c.id for c in imported.deck.cards] == ["q01", "q02", "q03"]
    assert imported.warnings == ()


def test_a_decimal_after_a_labels_full_stop_is_the_questions_text() -> None:
    """Guard: `**Question 4.** 2.5 plus ...`: the label's number is 4, the decimal opens the
    question (a space follows the label's full stop)."""
    text = """\
**Question 4.** 2.5 plus 1.5 makes what?

A) 4
B) 3

Answer: A

**Question 5.** Which is a prime?

A) 7
B) 8

Answer: A
"""
    imported = result(text)
    assert _cards(text) == [
        ("2.5 plus 1.5 makes what?", "A", "", {"A": "4", "B": "3"}),
        ("Which is a prime?", "A", "", {"A": "7", "B": "8"}),
    ]
    assert [c.id for c in imported.deck.cards] == ["q04", "q05"]


# -- a table (or code) between a question and its bulleted options, the right one in bold --


def _data_quiz(data: str) -> str:
    return f"""\
### Question 1

Which tool sorts column B?

{data}

- Filter
- **Sort**
- Chart

> Sort orders the rows.

### Question 2

Which one is a spreadsheet?

- **Sheets**
- Slides
- Docs

> Sheets holds cells.
"""


_SECOND = (
    "Which one is a spreadsheet?",
    "A",
    "Sheets holds cells.",
    {"A": "Sheets", "B": "Slides", "C": "Docs"},
)
_TABLE = "| | A | B |\n|---|---|---|\n| 1 | x | y |\n| 2 | z | w |"
_CODE = "```\nA B\nx y\n```"


def test_a_table_between_a_question_and_its_bold_keyed_options_is_the_questions() -> None:
    """The table is the data the question asks about: it stays in the question, and the
    options under it are keyed by the one in bold, as under a question with no table."""
    assert _cards(_data_quiz(_TABLE)) == [
        (
            f"Which tool sorts column B?\n\n{_TABLE}",
            "B",
            "Sort orders the rows.",
            {"A": "Filter", "B": "Sort", "C": "Chart"},
        ),
        _SECOND,
    ]


def test_a_code_block_between_a_question_and_its_bold_keyed_options_is_the_questions() -> None:
    assert _cards(_data_quiz(_CODE)) == [
        (
            f"Which tool sorts column B?\n\n{_CODE}",
            "B",
            "Sort orders the rows.",
            {"A": "Filter", "B": "Sort", "C": "Chart"},
        ),
        _SECOND,
    ]


def test_a_table_under_a_line_that_does_not_ask_keeps_its_list() -> None:
    """Guard: a table under a statement (`The sizes are these.`) is an answer's; the list
    with a bold item under it is the answer's points, not options."""
    text = """\
### What sizes does the shop sell?

The sizes are these.

| Size | Cm |
|---|---|
| S | 40 |

- Small
- **Medium**

### What colours does the shop sell?

The colours are these.

| Colour | Code |
|---|---|
| red | 1 |

- Red
- **Blue**

### Which kinds of cloth?

- Wool
- **Silk**

### Which kinds of thread?

- Cotton
- **Nylon**
"""
    cards = _cards(text)
    assert cards[0] == (
        "What sizes does the shop sell?",
        "The sizes are these.\n\n| Size | Cm |\n|---|---|\n| S | 40 |\n\n- Small\n- **Medium**",
        "",
        {},
    )
    assert cards[1][3] == {}
    assert cards[2] == ("Which kinds of cloth?", "B", "", {"A": "Wool", "B": "Silk"})


# -- a bold `**Why the others are wrong:**` title over the options' faults -----------------


def _explained_quiz(title: str) -> str:
    return f"""\
### Question 1: Storage

A shop keeps ten years of logs. What should it use?

- A. A hot disk
- B. An archive tier
- C. A cache
- D. A queue

**Correct Answer: B**

Archive storage is cheap for data seldom read.

{title}
- **A is wrong:** hot disks cost the most.
- **C is wrong:** a cache loses its data.
- **D is wrong:** a queue holds messages, not files.
"""


def test_a_bold_title_over_the_options_faults_is_no_hidden_question() -> None:
    """`**Why other answers are incorrect:**` asks by its first word, but as a bold title
    closed by its colon it heads the explanation's points: the card is made (its heading's
    title over its scenario), no warning says a question hides there."""
    imported = result(_explained_quiz("**Why other answers are incorrect:**"))
    assert _cards(_explained_quiz("**Why other answers are incorrect:**")) == [
        (
            "Storage\n\nA shop keeps ten years of logs. What should it use?",
            "B",
            "Archive storage is cheap for data seldom read.\n\n"
            "**Why other answers are incorrect:**\n"
            "- **A is wrong:** hot disks cost the most.\n"
            "- **C is wrong:** a cache loses its data.\n"
            "- **D is wrong:** a queue holds messages, not files.",
            {"A": "A hot disk", "B": "An archive tier", "C": "A cache", "D": "A queue"},
        )
    ]
    assert not [w for w in imported.warnings if "looks like another question" in w]


def test_a_bold_question_over_bullets_in_an_explanation_is_still_reported() -> None:
    """Guard: a bold line that asks with its question mark (`**Which ...?**`) over three
    bullets may be a question hidden in the explanation: still reported."""
    imported = result(_explained_quiz("**Which tier suits a week of logs?**"))
    asked = [w for w in imported.warnings if "looks like another question" in w]
    assert len(asked) == 1
    assert "Which tier suits a week of logs?" in asked[0]

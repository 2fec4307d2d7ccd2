"""Importer layouts met on fresh public documents (the held-out round Z10, whose failures the
lead mended afterwards): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_an_outline_of_lower_case_questions_over_indented_answers() -> None:
    """`- what is coalesce in sql` over `    - The COALESCE function ...`, from the first line
    of the file: typed as notes, in lower case with no question mark. The import failed
    ("none with an answer"), and the first item was taken for the document's title."""
    text = (
        "- difference between where and having in sql\n"
        "    - WHERE filters rows, HAVING filters groups.\n\n"
        "- what is coalesce in sql\n"
        "    - It returns the first value that is not null.\n\n"
        "- what are joins in sql\n"
        "    - They combine rows of two tables on a column.\n\n"
        "- primary key vs unique key\n"
        "    - Primary Key: one per table, never null.\n"
        "    - Unique Key: many per table, may be null.\n"
    )
    assert _pairs(text) == [
        (
            "difference between where and having in sql",
            "WHERE filters rows, HAVING filters groups.",
        ),
        ("what is coalesce in sql", "It returns the first value that is not null."),
        ("what are joins in sql", "They combine rows of two tables on a column."),
        (
            "primary key vs unique key",
            "- Primary Key: one per table, never null.\n- Unique Key: many per table, may be null.",
        ),
    ]


def test_a_lower_case_option_list_is_still_no_question() -> None:
    """`- when you release it` under a question is an option in the question's words: only
    an item with an answer indented under it is read in lower case."""
    text = "## When do you tag a build?\n\n- when you release it\n- when it is green\n"
    assert _pairs(text) == [
        ("When do you tag a build?", "- when you release it\n- when it is green")
    ]


def test_numbered_questions_answered_by_plus_bullets() -> None:
    """`1. Explain the GIL.` over `+ The GIL is ...` with no blank line: a `+` bullet answers
    as a `-` one does; questions were reported unanswered and one swallowed another."""
    two = (2, 3)  # answered in two points each, one after the other
    text = "PYTHON QUESTIONS\n\n---\n\n" + "".join(
        f"{n}. How does tool {n} work? Explain its cache.\n+ Tool {n} builds the thing.\n"
        + ("+ It also tests it.\n" if n in two else "")
        for n in range(1, 6)
    )
    pairs = _pairs(text)
    assert [q for q, _ in pairs] == [
        f"How does tool {n} work? Explain its cache." for n in range(1, 6)
    ]
    for n, (_, answer) in enumerate(pairs, start=1):
        assert f"Tool {n} builds the thing." in answer
        assert ("It also tests it." in answer) == (n in two)


def test_numbered_advice_after_the_questions_is_reported() -> None:
    """An interview guide numbers its questions across sections, each asking, then closes
    with `## How to Prepare` over tips numbered from 1 again (`### 1. Practice Out Loud`):
    the tips became cards."""
    sections = ["## Leadership", "## Teamwork"]
    text = "# Guide\n\n"
    for s, title in enumerate(sections):
        text += f"{title}\n\n" + "".join(
            f'### {n}. "Tell me about time {n} you led."\n\nSay what you did in case {n}.\n\n'
            for n in range(1 + 4 * s, 5 + 4 * s)
        )
    text += "## How to Prepare\n\n" + "".join(
        f"### {n}. Practise Story {n} Out Loud\n\nRehearse it twice a day.\n\n" for n in range(1, 4)
    )
    got = result(text)
    assert len(got.deck.cards) == 8
    assert all("Practise" not in c.question for c in got.deck.cards)
    assert sum("numbers from 1 again after the questions" in w for w in got.warnings) == 3


def test_topic_headings_numbered_again_per_part_stay_cards() -> None:
    """`### 1. Closures` numbered from 1 again under each part: a deck of topics, every one
    a card (nothing before the restart asks)."""
    text = "".join(
        f"## Part {p}\n\n"
        + "".join(f"### {n}. Topic {p}{n}\n\nNotes on topic {p}{n}.\n\n" for n in range(1, 4))
        for p in (1, 2)
    )
    assert len(_pairs(text)) == 6


def test_code_left_between_questions_is_counted_in_the_report() -> None:
    """A closing section of sample code after the last question is in no card: its code is
    reported with its text, never dropped in silence."""
    text = (
        "## What is Docker?\n\nA container platform.\n\n## What is CI?\n\nBuilding on every push.\n\n"
        "---\n\n## Practical Applications for your own daily work\n\n"
        "Here is a sample container file for the tests:\n\n"
        '```dockerfile\nFROM maven:3\nCOPY . /app\nCMD ["mvn", "test"]\n```\n'
    )
    got = result(text)
    assert len(got.deck.cards) == 2
    assert any("6 lines of text between questions" in w for w in got.warnings), got.warnings


def test_an_option_after_an_emoji_keeps_its_code_span() -> None:
    """`A. 🤔 \\`null\\` is ...`: the emoji before the option goes, the backtick opening its
    code stays (a backtick is a modifier symbol, as an emoji's skin tone is)."""
    text = (
        "## Q1: Which is right?\n\nOptions:\n\nA. 🤔 `null` is a value.\n\n"
        "B. 😇 `undefined` is a value.\n\nC. 🤣 `x` is y.\n\n"
        "<details>\n<summary>Answer</summary>\nThe correct answer is option B.\n</details>\n"
    )
    (card,) = result(text).deck.cards
    assert dict(card.choices) == {
        "A": "`null` is a value.",
        "B": "`undefined` is a value.",
        "C": "`x` is y.",
    }
    assert card.answer == "B"


def test_question_numbers_typed_with_the_blank_on_the_wrong_side_of_the_dot() -> None:
    """`33.What is UAT?` and `44 . What is a deferred defect?` among `N. Question` lines of a
    plain-text Q&A: each ran on into the answer above it."""
    text = (
        "1. What is a smoke test?\nAns. A first check of a build.\n\n"
        "2.What is a sanity test?\nAns. A check of one new feature.\n\n"
        "3 . What is a regression test?\nAns. A re-run of old tests.\n   1.It finds breaks.\n\n"
        "4 .What is UAT?\nAns. The users' own test.\n"
    )
    assert _pairs(text) == [
        ("What is a smoke test?", "A first check of a build."),
        ("What is a sanity test?", "A check of one new feature."),
        ("What is a regression test?", "A re-run of old tests.\n\n1.It finds breaks."),
        ("What is UAT?", "The users' own test."),
    ]


def test_a_number_and_a_decimal_stay_text() -> None:
    """`2.5 GB` or `3.Net` in lower series positions are no question numbers: only a number
    that goes on from the series before a capitalised word is spaced."""
    text = "1. What is the limit?\nAns. It is\n2.5 GB per file.\n"
    assert _pairs(text) == [("What is the limit?", "It is\n2.5 GB per file.")]


def test_a_question_numbered_with_a_dash_in_a_note_file() -> None:
    """`12 - What is the purpose of X?` heading a plain-text note of one question: "no
    questions found" before."""
    text = (
        "12 - What is the purpose of a supervisor scope?\n\n"
        "It lets one child fail alone.\n\nWhen to Use:\nWhen children are independent.\n"
    )
    assert _pairs(text) == [
        (
            "What is the purpose of a supervisor scope?",
            "It lets one child fail alone.\n\nWhen to Use:\n\nWhen children are independent.",
        )
    ]


def test_a_hard_line_break_after_a_bold_key_is_no_explanation_text() -> None:
    """`**Answer: B. false**\\` over the why (a word processor's export marks its line
    break with a backslash): the explanation opened with a stray backslash (its lone `➡️`
    goes too)."""
    text = "".join(
        f"**Q{n}. What is printed?**\n\n- A. true\n\n- B. false\n\n"
        f"**Answer: B. false**\\\n➡️ Because case {n} compares references.\n\n"
        for n in range(1, 3)
    )
    cards = result(text).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("B", f"Because case {n} compares references.") for n in range(1, 3)
    ]


def test_a_label_heading_over_a_question_heading_that_does_not_ask() -> None:
    """`# Question 5` over `## Find the Second Highest Salary`: the question is the second
    heading's text; it kept its `##` marks (a task, not asking, was read as a paragraph)."""
    text = "".join(
        f"# Question {n}\n## Find the salary number {n}\n\n```sql\nSELECT {n};\n```\n\n"
        for n in range(1, 4)
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (f"Find the salary number {n}", f"```sql\nSELECT {n};\n```") for n in range(1, 4)
    ]

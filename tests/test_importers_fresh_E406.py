"""A multiple-choice bank whose questions sit under headings holding only their number (`## 1.`),
the question's text in the paragraph below, each option's letter alone on its line (`A.`) over
its text or over a fenced code block, the key under `### Answer ✅`. Each test builds a small
made-up document of that shape (never a real one's text) and checks the cards, keys and reports.
"""

from __future__ import annotations

from srs.importers import ImportResult, import_text


def result(text: str, source: str = "bank.md") -> ImportResult:
    return import_text(text, source=source)


def question(num: int, stem: str, options: list[str], key: str) -> str:
    """One question of the bank's shape: `## N.`, the stem, `X.` over each option, the key."""
    lettered = "".join(f"{chr(ord('A') + k)}.\n{o}\n\n" for k, o in enumerate(options))
    return f"## {num}.\n\n{stem}\n\n{lettered}### Answer ✅\n\n{key}\n\n"


BANK = (
    question(
        1,
        "Which layer of a database is closest to its users:",
        ["Internal", "External", "Stored"],
        "B",
    )
    + question(2, "删除表的语句是：", ["DROP TABLE", "DELETE TABLE", "REMOVE TABLE"], "A")
    + question(3, "Which clause filters groups:", ["WHERE", "ORDER BY", "HAVING"], "C")
)


def test_a_heading_holding_only_a_number_is_the_first_question_not_the_title() -> None:
    """`## 1.` first was taken as the deck's title: question 1 was lost, in silence."""
    got = result(BANK)
    cards = got.deck.cards
    assert [c.question for c in cards] == [
        "Which layer of a database is closest to its users:",
        "删除表的语句是：",
        "Which clause filters groups:",
    ]
    assert [c.answer for c in cards] == ["B", "A", "C"]
    assert cards[0].choices == {"A": "Internal", "B": "External", "C": "Stored"}
    assert cards[1].choices == {"A": "DROP TABLE", "B": "DELETE TABLE", "C": "REMOVE TABLE"}
    assert got.deck.name != "1"
    assert got.warnings == ()
    assert got.skipped == ()


def test_options_that_are_code_blocks_under_their_letters_are_options() -> None:
    """`A.` alone over a fenced block: the block is the option's text, the key names it."""
    code = "\n".join(
        [
            "## 1.",
            "",
            "Given this table:",
            "```",
            "CREATE TABLE t(id INT PRIMARY KEY, v TEXT NOT NULL)",
            "```",
            "which insert fails:",
            "",
            *[
                f"{letter}.\n```\nINSERT INTO t {values}\n```\n"
                for letter, values in [
                    ("A", "VALUES(1, 'x')"),
                    ("B", "(id) VALUES(2)"),
                    ("C", "(id, v) VALUES(3, 'z')"),
                ]
            ],
            "### Answer ✅",
            "",
            "B",
            "",
        ]
    )
    got = result(
        code + "\n" + question(2, "Which clause sorts rows:", ["ORDER BY", "GROUP BY"], "A")
    )
    first, second = got.deck.cards
    assert (
        first.question
        == "Given this table:\n```\nCREATE TABLE t(id INT PRIMARY KEY, v TEXT NOT NULL)\n```\nwhich insert fails:"
    )
    assert list(first.choices) == ["A", "B", "C"]
    assert first.choices["B"] == "`INSERT INTO t (id) VALUES(2)`"
    assert first.answer == "B"
    assert "Answer" not in first.question
    assert second.answer == "A"
    assert got.warnings == ()


def test_code_options_among_options_of_words_are_all_options() -> None:
    """Joining each letter to the line below took the opening fence into `B.`'s line, and the
    block ran on over the options after it."""
    text = (
        "# SQL bank\n\n"
        + question(
            1,
            "Which statement adds a row:",
            ["UPDATE t SET a = 1", "```\nINSERT INTO t VALUES(1)\n```", "SELECT 1"],
            "B",
        )
        + question(2, "Which word removes rows:", ["DELETE", "SELECT"], "A")
    )
    got = result(text)
    assert got.deck.name == "SQL bank"
    first, second = got.deck.cards
    assert first.choices == {
        "A": "UPDATE t SET a = 1",
        "B": "`INSERT INTO t VALUES(1)`",
        "C": "SELECT 1",
    }
    assert first.answer == "B"
    assert second.choices == {"A": "DELETE", "B": "SELECT"}


def test_near_miss_a_number_alone_with_no_numbered_sibling_stays_the_title() -> None:
    """`# 2024` over question headings: a year naming the page, no question's number."""
    text = "# 2024\n\n## What is a process?\n\nA running program.\n\n## What is a thread?\n\nA unit inside a process.\n"
    got = result(text)
    assert got.deck.name == "2024"
    assert [c.question for c in got.deck.cards] == ["What is a process?", "What is a thread?"]


def test_near_miss_a_dotted_letter_alone_over_code_is_an_answer_not_an_option() -> None:
    """`A.` alone over a block with no `B.` near it labels the answer (as `A.` for Answer)."""
    text = "# Shell\n\n## What does this print?\n\n```\necho hi\n```\n\nA.\n```\nhi\n```\n"
    (card,) = result(text).deck.cards
    assert card.choices == {}
    assert card.question == "What does this print?\n\n```\necho hi\n```"
    assert card.answer == "```\nhi\n```"

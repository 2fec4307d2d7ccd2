"""Importer layouts met on fresh public documents (round E427): a course quiz page whose
options are keyed by the one in bold and explained by a block quote right under them.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

_QUIZ = (
    "### Practice Round\nScore: 80%\n\n"
    "#### Question 1 Case B, questions 1-2\n"
    "A florist logs 25 orders a day in one table.\n\n"
    "**Which store suits a log this small?**\n\n"
    "* A graph database\n* **A spreadsheet**\n* A stream processor\n"
    "> Twenty-five rows a day fit a spreadsheet.\n\n"
    "#### Question 2 Case B continued\n"
    "The florist wants orders per month. **Which chart shows a trend over time?**\n"
    "* **Line chart**\n* Pie chart\n* Word cloud\n"
    "> Line charts follow a value over time.\n\n"
    "#### Question 3\n"
    "**Which keyword removes duplicate rows from a result?**\n"
    "* GROUP\n* UNIQUE ROWS\n* **DISTINCT**\n* LIMIT\n"
    "> DISTINCT keeps one row of each.\n"
)


def test_options_keyed_in_bold_with_a_quoted_explanation_are_choice_cards() -> None:
    """`* **A spreadsheet**` among `* ...` options, `> Twenty-five rows ...` right under the
    last one: the quote explains the key. It kept the run from being read as options, so
    every card was open (the options in the question, the quote as the answer) and the one
    under a bare `#### Question 3` heading was skipped as unanswered."""
    imported = result(_QUIZ)
    cards = imported.deck.cards
    assert [(c.answer, list(c.choices.values())) for c in cards] == [
        ("B", ["A graph database", "A spreadsheet", "A stream processor"]),
        ("A", ["Line chart", "Pie chart", "Word cloud"]),
        ("C", ["GROUP", "UNIQUE ROWS", "DISTINCT", "LIMIT"]),
    ]
    assert [c.explanation for c in cards] == [
        "Twenty-five rows a day fit a spreadsheet.",
        "Line charts follow a value over time.",
        "DISTINCT keeps one row of each.",
    ]
    assert cards[0].question.startswith("Case B, questions 1-2\n")
    assert "A florist logs 25 orders a day" in cards[0].question
    assert "Which store suits a log this small?" in cards[0].question
    assert "Which chart shows a trend over time?" in cards[1].question
    assert cards[2].question == "Which keyword removes duplicate rows from a result?"
    assert all(">" not in c.question for c in cards)
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_select_all_with_one_bold_option_and_a_quote_is_keyed_by_it() -> None:
    """A `Select all that apply.` question of such a page with only one option in bold:
    that option is its key, the quote its explanation."""
    text = _QUIZ + (
        "\n#### Question 4 Case C\n"
        "A row misses its date. **What could you do? Select all that apply.**\n"
        "* Delete the whole table\n* Sort it to the bottom\n* **Ask the data owner**\n"
        "> The owner knows where the date went.\n"
    )
    cards = result(text).deck.cards
    assert len(cards) == 4
    assert (cards[3].answer, cards[3].choices["C"]) == ("C", "Ask the data owner")
    assert cards[3].explanation == "The owner knows where the date went."


def test_a_single_list_with_a_bold_point_and_a_quote_stays_an_answer() -> None:
    """One list with one point in bold and a quoted remark under it, on a page with no other
    such run: an answer's points and its note, as before (no key read from the bold)."""
    text = (
        "## Why use a queue?\n"
        "A queue decouples the producer from the consumer.\n"
        "* **Absorbs bursts**\n* Retries failed work\n* Orders the jobs\n"
        "> Kafka and RabbitMQ are common choices.\n\n"
        "## What is a dead-letter queue?\n"
        "A place for messages that failed too often.\n"
    )
    imported = result(text)
    cards = imported.deck.cards
    assert [(c.question, c.choices) for c in cards] == [
        ("Why use a queue?", {}),
        ("What is a dead-letter queue?", {}),
    ]
    assert "* **Absorbs bursts**" in cards[0].answer
    assert "Kafka and RabbitMQ are common choices." in cards[0].answer
    assert imported.skipped == ()


def test_a_quoted_key_line_under_bold_options_still_keys_them() -> None:
    """`> **Answer:** B` under options that bold the wrong ones (a `NOT` question bolds the
    true statements): the quote is the key, not an explanation, and wins over the bold."""
    text = (
        "#### Question 1\n**Which of these is NOT a relational database?**\n"
        "* **PostgreSQL**\n* MongoDB\n* **MySQL**\n> **Answer:** B\n\n"
        "#### Question 2\n**Which of these is NOT a message broker?**\n"
        "* **RabbitMQ**\n* **Kafka**\n* Redis Cluster Proxy Tool\n> **Answer:** C\n"
    )
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == ["B", "C"]

"""Importer layouts met on a fresh public document (round Z227's Portuguese exam bank, fix
E390): each test is the shape of one, written small, with a near miss the rule leaves alone.

None of these is a copy of a document; each is the layout a real file used and the importer
once misread: `**01) (Board – year)** statement` questions, `a)` options (some a bare letter
over an indented code block), a key line `Answer letter B` with no colon, true/false items
answered on the line below.
"""

from __future__ import annotations

from tests.importing import result


def _bank(key: str) -> str:
    """Two lettered questions keyed `key` (`{}` for the letter) with no colon, and a true/false."""
    return (
        "# SQL exam\n\n"
        "**01) (Board X – 2020)** Which command makes a transaction's changes permanent?\n\n"
        "a) COMMIT\nb) SAVE\nc) FLUSH\n\n"
        f"{key.format('A')}\n\n"
        "**02) (Board Y – 2021)** Which command undoes them?\n\n"
        "a) COMMIT\nb) ROLLBACK\n\n"
        f"{key.format('B')}\n\n"
        "**03) (Board Z – 2022)** TRUNCATE keeps the table's structure.\n\n"
        "Resposta Verdadeiro, only the rows go.\n"
    )


def test_a_key_word_then_letra_and_the_letter_keys_the_question() -> None:
    """`Resposta Letra A` / `Answer letter B`: the key named by the word for letter, no colon;
    it was read as an open card's answer and its options as the question's text."""
    for key in ("Resposta Letra {}", "Resposta letra {}", "Answer letter {}"):
        got = result(_bank(key))
        assert [(c.id, c.answer, list(c.choices)) for c in got.deck.cards] == [
            ("q01", "A", ["A", "B", "C"]),
            ("q02", "B", ["A", "B"]),
            ("q03", "Resposta Verdadeiro, only the rows go.", []),
        ], key
        assert got.warnings == ()
        assert got.skipped == ()


def test_a_remark_after_the_lettered_key_is_the_explanation() -> None:
    """`Resposta Letra A - **comment**`: the key, then the author's remark as explanation."""
    got = result(_bank("Resposta Letra {} - **the classic one**"))
    first = got.deck.cards[0]
    assert (first.answer, "the classic one" in first.explanation) == ("A", True)


def test_the_word_letter_in_a_sentence_under_no_options_is_no_key() -> None:
    """Near miss: `Answer letter C in the form` under a plain question (no options above it)
    is prose, as before: the card stays open and keeps it."""
    text = (
        "# Forms\n\n"
        "**1)** How do you sign the form?\n\n"
        "Answer letter C in the box at the top, then sign below it.\n\n"
        "**2)** Where does the form go?\n\n"
        "To the front desk.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer, c.choices) for c in cards] == [
        (
            "How do you sign the form?",
            "Answer letter C in the box at the top, then sign below it.",
            {},
        ),
        ("Where does the form go?", "To the front desk.", {}),
    ]


def test_a_number_glued_to_the_bracketed_source_starts_a_question() -> None:
    """`**13.(Board – 2022)** text` and `**18)(Board)** text`: no blank after the number's
    mark. The question was glued to the answer above, in silence."""
    text = (
        "# Bank\n\n"
        "**12) (Board A – 2022)** The DELETE command removes rows.\n\n"
        "Resposta Verdadeiro.\n\n"
        "**13.(Board B – 2022)** The INSERT command removes rows.\n\n"
        "Resposta Falso.\n\n"
        "**14)(Board C – 2021)** The UPDATE command changes rows.\n\n"
        "Resposta Verdadeiro, it changes them in place.\n"
    )
    got = result(text)
    assert [(c.id, c.question, c.answer) for c in got.deck.cards] == [
        ("q12", "(Board A – 2022) The DELETE command removes rows.", "Resposta Verdadeiro."),
        ("q13", "(Board B – 2022) The INSERT command removes rows.", "Resposta Falso."),
        (
            "q14",
            "(Board C – 2021) The UPDATE command changes rows.",
            "Resposta Verdadeiro, it changes them in place.",
        ),
    ]
    assert got.warnings == ()


def test_the_last_line_under_a_bold_numbered_question_is_its_answer() -> None:
    """`Resposta Verdadeira` last in the file, right under `**05)(Board)** statement.`: the
    true/false item's answer, once dropped as a page footer (and the question skipped)."""
    text = (
        "# Bank\n\n"
        "**04) (Board A)** A view stores a copy of the rows.\n\n"
        "Resposta Falso, only the query.\n\n"
        "**05) (Board B)** A primary key cannot hold NULL.\n\n"
        "Resposta Verdadeira\n"
    )
    got = result(text)
    assert [(c.id, c.answer) for c in got.deck.cards] == [
        ("q04", "Resposta Falso, only the query."),
        ("q05", "Resposta Verdadeira"),
    ]
    assert got.warnings == ()
    assert got.skipped == ()


def test_a_brand_line_under_an_answer_is_still_a_footer() -> None:
    """Near miss: a short Title-Case line after an answer's finished sentence (not right under
    a question's first line) is still cut as a page footer, with its warning."""
    text = (
        "# Notes\n\n"
        "**1)** What is a view?\n\n"
        "A stored query.\n\n"
        "**2)** What is an index?\n\n"
        "A sorted lookup structure.\n\n"
        "Lilly Tech Systems\n"
    )
    got = result(text)
    assert [c.answer for c in got.deck.cards] == ["A stored query.", "A sorted lookup structure."]
    (warning,) = got.warnings
    assert "Lilly Tech Systems" in warning and "page footer" in warning


_CODE_OPTIONS = (
    "# Bank\n\n"
    "**06) (Board D – 2022)** Which query lists the names starting with Ma?\n\n"
    "{a}\n\n"
    "    ```sql\n    SELECT name FROM people;\n    ```\n\n"
    "{b}\n\n"
    "    ```sql\n    SELECT name FROM people\n    WHERE name LIKE 'Ma%';\n    ```\n\n"
    "Resposta letra B\n\n"
    "**07) (Board E – 2022)** Which command removes a table?\n\n"
    "a) DROP TABLE\nb) DELETE\n\n"
    "Resposta letra A\n"
)


def test_a_bare_lower_case_letter_over_indented_code_is_an_option() -> None:
    """`a)` (or `  * **a)**`) alone, its option a fenced block indented under it: the code was
    no option, so the key named none and the question was skipped."""
    for a, b in (("a)", "b)"), ("  * **a)**", "  * **b)**")):
        got = result(_CODE_OPTIONS.format(a=a, b=b))
        first, second = got.deck.cards
        assert first.choices == {
            "A": "`SELECT name FROM people;`",
            "B": "```sql\nSELECT name FROM people\nWHERE name LIKE 'Ma%';\n```",
        }, a
        assert (first.answer, second.answer, list(second.choices)) == ("B", "A", ["A", "B"])
        assert got.warnings == ()
        assert got.skipped == ()


def test_a_key_under_an_option_wrapped_at_the_margin_is_read() -> None:
    """`e) ... with its` / `payment up to date.` then `Resposta Letra E`: the last option
    wraps onto a line at the margin; the key under it was not read."""
    text = (
        "# Bank\n\n"
        "**08) (Board F)** Which statement is right?\n\n"
        "a) The code has a syntax error.\nb) The code lists every contributor whose\n"
        "payment is up to date.\n\n"
        "Resposta Letra B\n\n"
        "**09) (Board G)** Which clause filters groups?\n\n"
        "a) WHERE\nb) HAVING\n\n"
        "Resposta Letra B\n"
    )
    got = result(text)
    assert [(c.id, c.answer) for c in got.deck.cards] == [("q08", "B"), ("q09", "B")]
    assert list(got.deck.cards[0].choices) == ["A", "B"]
    assert got.warnings == ()


def test_a_long_statement_wrapped_onto_the_next_line_stays_whole() -> None:
    """`**02) (Board)** A view stores ..., so that` / `changes to the table ...`: the bold
    numbered line wraps mid-sentence; its second half was the answer's first line."""
    text = (
        "# Bank\n\n"
        "**01) (Board X – 2021)** A view stores a copy of the base table's rows, so that\n"
        "changes to the base table never show in the view.\n\n"
        "Resposta Falso, a view keeps only its query.\n\n"
        "**02) (Board Y – 2021)** TRUNCATE keeps the table.\n\n"
        "Resposta Verdadeiro.\n"
    )
    first, second = result(text).deck.cards
    assert first.question == (
        "(Board X – 2021) A view stores a copy of the base table's rows, so that\n"
        "changes to the base table never show in the view."
    )
    assert first.answer == "Resposta Falso, a view keeps only its query."
    assert (second.question, second.answer) == (
        "(Board Y – 2021) TRUNCATE keeps the table.",
        "Resposta Verdadeiro.",
    )


def test_a_short_topic_over_a_lower_case_answer_keeps_its_answer() -> None:
    """Near miss: `**1)** Explain closures` over `closures capture ...` with no blank line:
    a short topic, no wrapped sentence; the line below is the answer, as before."""
    text = (
        "# JS\n\n"
        "**1)** Explain closures\n"
        "closures capture the variables of the scope they were made in.\n\n"
        "They outlive the call.\n\n"
        "**2)** Explain hoisting\n"
        "declarations move to the top of their scope.\n"
    )
    first, second = result(text).deck.cards
    assert (first.question, second.question) == ("Explain closures", "Explain hoisting")
    assert first.answer.startswith("closures capture the variables")
    assert second.answer == "declarations move to the top of their scope."

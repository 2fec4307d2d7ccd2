"""Importer layouts met on fresh public documents in the eighth (2026-11-29) and ninth
(2026-11-30) sessions' rounds: each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def _folded(n: int, intro: str, ask: str, options: list[str], key: str, loose: bool) -> str:
    """A practice set's question: `## Question N:`, a stem, options numbered with digits
    (a blank line between them when `loose`), an instruction, and the key sentence in a
    `<details>` fold with a per-option explanation."""
    gap = "\n\n" if loose else "\n"
    listed = gap.join(f"{i}. {o}" for i, o in enumerate(options, start=1))
    return (
        f"## Question {n}:\n{intro}{ask}\n\n{listed}\n\nChoose the correct answer.\n\n"
        f"<details>\n<summary>Response:</summary>\n\n{key}\n\nExplanation:\n\n"
        f"1. **Incorrect**. Not this one.\n\n2. **Correct**. This one.\n\n</details>\n\n"
    )


def test_digit_options_keyed_by_a_bold_numbered_sentence_in_a_fold_are_choices() -> None:
    """`1. red` ... under a question, then `Choose the correct answer.` and a fold holding
    `The correct answer is **2. blue**`: the options were read as answer text and the key
    sentence too. The stem's intro and settings list, parted from its asking sentence by a
    blank line, stay the question."""
    text = _folded(
        1,
        "A box holds these settings:\n- `size` = 2\n- `lid` = off\n\n",
        "Which colour is the box?",
        ["Red.", "Blue.", "Green."],
        "The correct answer is **2. Blue.**",
        loose=False,
    ) + _folded(
        2,
        "",
        "Which shape does the lid have?",
        ["Round, as every lid of the kind.", "Square, with two hinges.", "None."],
        "The correct answer is **1. Round, as every lid of the kind.**",
        loose=True,
    )
    cards = result(text).deck.cards
    assert [(c.question, c.choices, c.answer) for c in cards] == [
        (
            "A box holds these settings:\n- `size` = 2\n- `lid` = off\n\n"
            "Which colour is the box?\n\nChoose the correct answer.",
            {"A": "Red.", "B": "Blue.", "C": "Green."},
            "B",
        ),
        (
            "Which shape does the lid have?\n\nChoose the correct answer.",
            {
                "A": "Round, as every lid of the kind.",
                "B": "Square, with two hinges.",
                "C": "None.",
            },
            "A",
        ),
    ]
    assert cards[0].explanation.startswith("1. **Incorrect**. Not this one.")


def test_two_bold_numbered_keys_name_both_options() -> None:
    """`The correct answers are **1. x** and **3. z**` under `... ? (Select two)`: both
    numbers are the key, which names two options (an open card, warned, as every question
    with several right options)."""
    text = _folded(
        1,
        "",
        "Which two are fruits? (Select two)",
        ["Apple.", "Brick.", "Pear."],
        "The correct answers are **1. Apple.** and **3. Pear.**",
        loose=False,
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        (
            "Which two are fruits? (Select two)\n\nChoose the correct answer.\n\n"
            "- A) Apple.\n- B) Brick.\n- C) Pear.",
            "- Apple.\n- Pear.",
        )
    ]
    assert any("2 right options (A, C)" in w for w in got.warnings)


def test_a_numbered_list_with_a_bold_sentence_naming_no_option_stays_text() -> None:
    """A guard: `1. Install` / `2. Run` under a question, then `The correct answer is
    **plain text**` (no number in the bold): nothing names an option, the steps stay the
    answer."""
    text = (
        "## How do you start the tool?\n\n1. Install it.\n2. Run it.\n\n"
        "The correct answer is **to install it first**.\n"
    )
    cards = result(text).deck.cards
    assert [(c.choices, c.answer) for c in cards] == [
        ({}, "1. Install it.\n2. Run it.\n\nThe correct answer is **to install it first**.")
    ]


def test_a_question_table_with_options_in_one_cell_makes_choice_cards() -> None:
    """`| Question # | Question | Options (A–D) | Correct Answer | Votes |`, each row's
    options in one cell split by `<br/>`: "no questions found" (the `Question #` column was
    taken for the questions, the options cell for a note). Each row is a choice card keyed by
    its answer cell; the named column after it explains, as in every question table."""
    text = (
        "# Quiz\n\n| Question # | Question | Options (A–D) | Correct Answer | Votes |\n"
        "|---|---|---|---|---|\n"
        "| 1 | Which tag makes a link? | A. `<p>`<br/>B. `<a>`<br/>C. `<b>` | B | B (90%) |\n"
        "| 2 | Which port is plain web? | A. 80<br/>B. 22<br/>C. 25<br/>D. 21 | A | A (80%) |\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.choices, c.answer, c.explanation) for c in cards] == [
        (
            "Which tag makes a link?",
            {"A": "`<p>`", "B": "`<a>`", "C": "`<b>`"},
            "B",
            "Votes: B (90%)",
        ),
        (
            "Which port is plain web?",
            {"A": "80", "B": "22", "C": "25", "D": "21"},
            "A",
            "Votes: A (80%)",
        ),
    ]


def test_a_numbered_question_table_without_lettered_cells_keeps_its_answers() -> None:
    """A guard: `| Q# | Question | Options | Answer |` whose `Options` cells are prose
    split by `<br>` (not lettered from A): the answers stay the answer column's text, the
    options cell a note; `Q#` still names the number column, not the questions."""
    text = (
        "| Q# | Question | Options | Answer |\n|---|---|---|---|\n"
        "| 1 | What is DNS? | see notes<br>ask later | Name lookup. |\n"
        "| 2 | What is ARP? | none | Address lookup. |\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.choices, c.answer) for c in cards] == [
        ("What is DNS?", {}, "Name lookup."),
        ("What is ARP?", {}, "Address lookup."),
    ]


def test_a_bold_explanation_label_alone_in_a_quote_is_dropped() -> None:
    """`> 💡  **Explanation**` over `>` and the quoted text, in a reveal fold under the key:
    the label line, set apart by its bold and no colon, was kept in every explanation."""
    text = "".join(
        f"### {n}. {q}\n\n- [ ] **A)** {a}\n- [ ] **B)** {b}\n\n<details>\n"
        f"<summary>Reveal Answer</summary>\n\n#### **✅ Correct Answer: {k}**\n\n"
        f"> 💡  **Explanation** \n> \n> {why}\n\n</details>\n\n"
        for n, q, a, b, k, why in [
            (1, "Which planet is red?", "Mars", "Venus", "A", "Iron oxide colours it."),
            (2, "Which gas do plants take in?", "Oxygen", "Carbon dioxide", "B", "They fix it."),
        ]
    )
    cards = result(text).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("A", "Iron oxide colours it."),
        ("B", "They fix it."),
    ]


def test_a_bold_explanation_line_with_words_after_the_label_stays() -> None:
    """A guard: `**Explanation of the terms**` opening the explanation is a title with more
    words than the label, not the label alone: it stays."""
    text = (
        "1. Which is a noun?\n\nA) run\nB) tree\n\nAnswer: B\n\n"
        "**Explanation of the terms**\n\nA tree is a thing.\n"
    )
    cards = result(text).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("B", "**Explanation of the terms**\n\nA tree is a thing.")
    ]


def _mock(n: int, stem: str, options: list[str], key: str) -> str:
    """A mock test's question: `## Question N` over `N. stem`, options as bold-lettered
    bullets, the key as words in a quoted `**Answer**:` line."""
    listed = "".join(f"- **{chr(65 + k)}.** {o}\n" for k, o in enumerate(options))
    return f"## Question {n}\n\n{n}. {stem}\n\n{listed}\n> **Answer**: {key}\n\n---\n\n"


def test_a_key_in_words_names_an_option_with_a_note_several_or_all() -> None:
    """`None of the above (it prints 7)`, `x() AND y(a, b)`, `All of them (...)`: keys in
    words that are no option's exact text; each question was skipped as unanswered. The
    note in brackets explains; several or all options named make the warned open card every
    question with several right options makes."""
    text = (
        "# Mock\n\n"
        + _mock(
            1,
            "What does the loop print?",
            ["None of the above", "5", "6"],
            "None of the above (it prints 7)",
        )
        + _mock(
            2,
            "Which two calls sort? (Select all that apply)",
            ["x()", "z()", "y(a, b)"],
            "x() AND y(a, b)",
        )
        + _mock(
            3, "Which are even? (Select all that apply)", ["2", "4", "8"], "All of them (2, 4, 8)"
        )
    )
    got = result(text)
    assert [(c.question, c.answer, c.explanation) for c in got.deck.cards] == [
        ("What does the loop print?", "A", "it prints 7"),
        (
            "Which two calls sort? (Select all that apply)\n\n- A) x()\n- B) z()\n- C) y(a, b)",
            "- x()\n- y(a, b)",
            "",
        ),
        (
            "Which are even? (Select all that apply)\n\n- A) 2\n- B) 4\n- C) 8",
            "- 2\n- 4\n- 8",
            "2, 4, 8",
        ),
    ]


def test_an_all_key_names_the_option_that_says_all() -> None:
    """A guard: `All of them` where an option is `All of the above` names that option, not
    every option; a key naming no option (`Cannot tell`) still leaves the question unkeyed."""
    text = (
        "# Mock\n\n"
        + _mock(1, "Which are fruits?", ["Apple", "Pear", "All of the above"], "All of them")
        + _mock(2, "What is the value?", ["1", "2", "3"], "Cannot tell")
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [("Which are fruits?", "C")]


def test_a_stem_numbered_as_its_label_heading_is_the_heading_question() -> None:
    """`## Question 2` over `2. What does this query return?` and a query line: the stem
    was read as a question of its own under a heading with no text (a warning for every
    heading), and the query line was taken for the answer, the options lost."""
    text = (
        "# Mock\n\n"
        + _mock(1, "How much is 2 + 2?", ["3", "4"], "4")
        + _mock(2, "What does this query return?\nSELECT 1;", ["one row", "no row"], "one row")
    )
    got = result(text)
    assert [(c.question, c.choices, c.answer) for c in got.deck.cards] == [
        ("How much is 2 + 2?", {"A": "3", "B": "4"}, "B"),
        ("What does this query return?\nSELECT 1;", {"A": "one row", "B": "no row"}, "A"),
    ]
    assert not got.warnings


def test_a_numbered_step_under_another_label_heading_keeps_its_number() -> None:
    """A guard: `## Question 3` over `1. Install it.` (a step numbered apart from the
    heading) is no repeated number: the step list stays the answer as written."""
    text = "## Question 3\n\nHow do you set it up?\n\n1. Install it.\n2. Run it.\n"
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("How do you set it up?", "1. Install it.\n2. Run it.")
    ]


def test_a_matching_key_of_lettered_pairs_names_the_option_it_repeats() -> None:
    """`(a)-(ii), (b)-(i)` as the key of a matching question whose stem lists `(a)`,
    `(b)`: a matching question's pairs, not option A (the stem's `(a)`); the key repeats
    option B's whole text, so B is the key (it was an open card, warned, before the options
    that pair the statements could be told from the statements: srs.importers.blocks)."""
    text = "# Mock\n\n" + _mock(
        1,
        "Match each call with its result.\n(a) len('ab')\n(b) 'a'.upper()\n\n(i) 'A'\n(ii) 2",
        ["(a)-(i), (b)-(ii)", "(a)-(ii), (b)-(i)"],
        "(a)-(ii), (b)-(i)",
    )
    got = result(text)
    assert [(c.choices, c.answer) for c in got.deck.cards] == [
        ({"A": "(a)-(i), (b)-(ii)", "B": "(a)-(ii), (b)-(i)"}, "B")
    ]
    assert not got.warnings

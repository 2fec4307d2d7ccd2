"""Layouts met in the twelfth (2026-11-30) session's rounds, on made-up documents: ticked and
crossed bullets inside a written answer, options marked `— ❌` / `— **✅**` in numbered lists,
Yes/No and matching lists with their values, sentences completed in bold and ticked, bare
number headings around labelled questions."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


_WRITTEN_ANSWER = (
    "# Widgets\n\n"
    "## 1 Rolling\n\n"
    "### Question:\n\n"
    "**What is rolling in a widget?**\n\n"
    "### Answer:\n\n"
    "Rolling decides whether a widget **moves downhill** by itself.\n\n"
    "### Behaviour:\n\n"
    "* `rolling=True` → moves all the way ❌ (can break)\n"
    "* `rolling=False` → stays put ✅\n\n"
    "### Usage:\n\n"
    "* Shops → `rolling=False`\n\n"
    "---\n\n"
    "## 2 Stacking\n\n"
    "### Question:\n\n"
    "**What is stacking?**\n\n"
    "### Answer:\n\n"
    "Stacking puts boxes on top of each other.\n"
)


def test_ticked_bullets_under_an_answers_sub_heading_stay_its_text() -> None:
    """`* flag=True → ... ❌` / `* flag=False → ... ✅` under `### Behaviour:` in a written
    answer: read as options, the card got `A) ... B) ...` and an `Answer: B` its author
    never wrote."""
    cards = _cards(_WRITTEN_ANSWER)
    assert cards[0] == (
        "What is rolling in a widget?",
        "Rolling decides whether a widget **moves downhill** by itself.\n\n"
        "### Behaviour:\n\n"
        "* `rolling=True` → moves all the way ❌ (can break)\n"
        "* `rolling=False` → stays put ✅\n\n"
        "### Usage:\n\n"
        "* Shops → `rolling=False`",
        {},
    )
    assert cards[1] == ("What is stacking?", "Stacking puts boxes on top of each other.", {})


def test_a_ticked_list_right_after_the_stem_is_still_its_options() -> None:
    """Guard: the same marks on the list that follows the stem straight are the options."""
    text = (
        "## Question 1\n**Which one is a fruit?**\n\n- Car ❌\n- Apple ✅\n- Stone ❌\n\n"
        "## Question 2\n**Which one is blue?**\n\n- Sky ✅\n- Grass ❌\n"
    )
    assert _cards(text) == [
        ("Which one is a fruit?", "B", {"A": "Car", "B": "Apple", "C": "Stone"}),
        ("Which one is blue?", "A", {"A": "Sky", "B": "Grass"}),
    ]


def test_options_marked_after_a_dash_in_numbered_lists() -> None:
    """`1. Hammer — ❌` / `2. **Loader** — **✅**` and `- 1) ... — ❌`: the ticked option is
    the key and the marks go; the cards were open, the raw marks their answers."""
    text = (
        "## Question 9\n**Which tool loads data?**\n\n"
        "1. Hammer — ❌\n2. **Loader** — **✅**\n3. Saw — ❌\n\n"
        "## Question 10\n**Which colour is the sky?**\n\n"
        "- 1) Green — ❌\n- 2) Blue — ✅\n- 3) Red — ❌\n"
    )
    assert _cards(text) == [
        ("Which tool loads data?", "B", {"A": "Hammer", "B": "Loader", "C": "Saw"}),
        ("Which colour is the sky?", "B", {"A": "Green", "B": "Blue", "C": "Red"}),
    ]


def test_a_yes_no_list_keeps_every_statement_with_its_value() -> None:
    """`- Sky is blue. — **Yes** ✅` / `- Fish fly. — **No** ❌`: each statement with its
    value is the answer; read as options, the crossed statements were lost."""
    text = (
        "## Question 3\n**For each statement, select Yes or No.**\n\n"
        "- Sky is blue. — **Yes** ✅\n- Fish fly. — **No** ❌\n- Snow is cold. — **Yes** ✅\n\n"
        "## Question 4\nMatch each tool to its job:\n\n"
        "- Cuts wood — **Saw** ✅\n- Drives nails — **Hammer** ✅\n"
    )
    assert _cards(text) == [
        (
            "For each statement, select Yes or No.",
            "- Sky is blue. — **Yes** ✅\n- Fish fly. — **No** ❌\n- Snow is cold. — **Yes** ✅",
            {},
        ),
        (
            "Match each tool to its job:",
            "- Cuts wood — **Saw** ✅\n- Drives nails — **Hammer** ✅",
            {},
        ),
    ]


def test_a_sentence_completed_in_bold_and_ticked() -> None:
    """`A **key** ✅ identifies each row.` under `**Complete the sentence:**`: the ticked
    words are the answer, the sentence keeps a blank; the questions were reported
    unanswered. A closing tick marks the sentence's one bold span."""
    text = (
        "## Question 1\n**Complete the sentence:**  \nA **key** ✅ identifies each row.\n\n"
        "## Question 2\n**Complete the sentence:**  \n"
        "**Sorting** puts the rows in order. ✅\n"
    )
    assert _cards(text) == [
        ("Complete the sentence:\nA ____ identifies each row.", "key", {}),
        ("Complete the sentence:\n____ puts the rows in order.", "Sorting", {}),
    ]


def test_a_ticked_bold_word_in_an_answer_stays_its_text() -> None:
    """Guard: under a question that asks, `**Yes** ✅, because ...` is the answer's text."""
    text = "## Is the sky blue?\n\n**Yes** ✅, because of scattering.\n\n## Is snow cold?\n\nYes.\n"
    assert _cards(text) == [
        ("Is the sky blue?", "**Yes** ✅, because of scattering.", {}),
        ("Is snow cold?", "Yes.", {}),
    ]


def test_rapid_fire_answers_lose_the_arrow_that_parts_them_from_the_question() -> None:
    """`* Is a ball round? → ✅ Yes` among answers written at length: the arrow parts the
    question from its answer; it stayed at the head of each answer (`→ ✅ Yes`)."""
    long_answers = "".join(
        f"### {n}. What is widget {n}?\n\nWidget {n} is a part.\n\nIt has uses.\n\n"
        for n in range(1, 6)
    )
    text = (
        f"# Widgets\n\n{long_answers}"
        "## Rapid-Fire Q&A\n\n"
        "* Is a ball round? → ✅ Yes\n"
        "* Do fish fly? → ❌ No (they swim)\n"
        "* Can boxes stack? → ✅ Yes, if flat\n"
    )
    assert _cards(text)[-3:] == [
        ("Is a ball round?", "✅ Yes", {}),
        ("Do fish fly?", "❌ No (they swim)", {}),
        ("Can boxes stack?", "✅ Yes, if flat", {}),
    ]


_MIXED_QUIZ = (
    "# Practice Test\n\n"
    "Answer in the format 1-a.\n\n---\n\n"
    "### 1. \nA load process needs ____.\n\na. a schema  \nb. a tool  \nc. a disk  \n\n---\n\n"
    "### 2. \nWhich colour is the sky?\n\na. Green  \nb. Blue  \n\n---\n\n"
    "## Question 3\n**Which tool cuts wood?**\n\n"
    "1. Hammer — ❌  \n2. **Saw** — **✅**  \n3. Glue — ❌\n\n---\n\n"
    "## Question 4\n**For each statement, select Yes or No.**\n\n"
    "- Sky is blue. — **Yes** ✅  \n- Fish fly. — **No** ❌\n\n---\n\n"
    "### 7.  \n**Rows — adding**  \nWhich verb adds a row?  \n"
    "1. **ADD**  \n2. MAKE  \n3. DROP\n\n---\n\n"
    "### 8.  \n**Rows — removing**  \nWhich verb removes a row?  \n"
    "1. MAKE  \n2. KEEP  \n3. **DELETE**\n\n---\n"
)


def test_bare_number_headings_among_labelled_questions() -> None:
    """`### 1.` / `### 2.` over keyless options before the `## Question 3` ones, and `### 7.`
    over numbered options keyed in bold after them: the first were folded into an
    "introduction" warning, the last lost inside the answer above, without a word. Each
    keyless one is now reported by its line, the bold-keyed ones are choice cards whose
    questions do not open with their numbers, and the Yes/No item stays a card."""
    got = result(_MIXED_QUIZ)
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        ("Which tool cuts wood?", "B", {"A": "Hammer", "B": "Saw", "C": "Glue"}),
        (
            "For each statement, select Yes or No.",
            "- Sky is blue. — **Yes** ✅\n- Fish fly. — **No** ❌",
            {},
        ),
        ("Rows — adding\nWhich verb adds a row?", "A", {"A": "ADD", "B": "MAKE", "C": "DROP"}),
        (
            "Rows — removing\nWhich verb removes a row?",
            "C",
            {"A": "MAKE", "B": "KEEP", "C": "DELETE"},
        ),
    ]
    assert [s.line for s in got.skipped] == [7, 16]


def test_a_numbered_answer_with_one_bold_step_is_no_options() -> None:
    """Guard: `1. **Plan**` / `2. Build` / `3. Test` under a question, prose after it: an
    answer's steps, not options keyed in bold."""
    text = (
        "## What are the steps of a release?\n\n"
        "1. **Plan**\n2. Build\n3. Test\n\nThen ship it.\n\n"
        "## What is a build?\n\nThe compiled program.\n"
    )
    assert _cards(text) == [
        ("What are the steps of a release?", "1. **Plan**\n2. Build\n3. Test\n\nThen ship it.", {}),
        ("What is a build?", "The compiled program.", {}),
    ]


def test_lettered_values_nested_under_statements_are_the_answer() -> None:
    """`- Payroll runs` over `  - a) Batch ✅` / `  - b) Stream`, one pair per statement: each
    statement's value, the whole list the answer. The first pair was read as the question's
    options (and, before, keyed A with an `Answer: B` invented for the next)."""
    text = (
        "## Question 1\n**For each job, say whether it is batch or stream.**\n\n"
        "- Monthly payroll\n  - a) Batch ✅\n  - b) Stream\n\n"
        "- Live game scores\n  - a) Batch\n  - b) Stream ✅\n\n"
        "## Question 2\n**Which one is blue?**\n\n- Sky ✅\n- Grass ❌\n"
    )
    assert _cards(text) == [
        (
            "For each job, say whether it is batch or stream.",
            "- Monthly payroll\n  - a) Batch ✅\n  - b) Stream\n\n"
            "- Live game scores\n  - a) Batch\n  - b) Stream ✅",
            {},
        ),
        ("Which one is blue?", "A", {"A": "Sky", "B": "Grass"}),
    ]


def test_lettered_options_nested_under_an_asking_item_stay_options() -> None:
    """Guard: `1. Which is blue?` over `   a) Sky` / `   b) Grass` in one block: the item asks,
    so the lettered lines under it are its options."""
    text = "## Question 1\n\n1. Which is blue?\n   a) Sky\n   b) Grass\n\nAnswer: a\n"
    [(question, answer, choices)] = _cards(text)
    assert (answer, choices) == ("A", {"A": "Sky", "B": "Grass"})
    assert question.endswith("Which is blue?")

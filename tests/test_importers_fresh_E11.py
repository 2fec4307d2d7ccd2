"""Importer layouts met in the 2026-11-29 seventh session's rounds: each test is the shape of a
real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from tests.importing import result

_LABELLED_OPTIONS = (
    "# Botany review\n\n"
    "### Question 1\n"
    "**Which tissue carries water upward?**  \n"
    "- Phloem  \n"
    "- **Correct Answer:** Xylem  \n"
    "- Cortex  \n"
    "**Explanation:** Xylem vessels lift water from the roots.\n\n"
    "---\n\n"
    "### Question 2\n"
    "**What covers a leaf's surface?**  \n"
    "- Stomata  \n"
    "- Veins  \n"
    "- **Correct Answer:** A waxy cuticle  \n"
    "**Explanation:** The cuticle slows water loss.\n\n"
    "---\n\n"
    "### Question 3\n"
    "**Plants make sugar by respiration.**  \n"
    "- **Correct Answer:** False  \n"
    "- True  \n"
    "**Explanation:** They make it by photosynthesis.\n"
)


def test_an_option_led_by_an_answer_label_is_the_key_of_its_bullets() -> None:
    """`- **Correct Answer:** Xylem` among plain `- Phloem` bullets: the labelled bullet is
    the right option, its label dropped, not an answer that splits the list (the options
    above it went into the question). `A waxy cuticle` is an option's text, not key A."""
    got = result(_LABELLED_OPTIONS)
    assert [(c.question, c.answer, dict(c.choices), c.explanation) for c in got.deck.cards] == [
        (
            "Which tissue carries water upward?",
            "B",
            {"A": "Phloem", "B": "Xylem", "C": "Cortex"},
            "Xylem vessels lift water from the roots.",
        ),
        (
            "What covers a leaf's surface?",
            "C",
            {"A": "Stomata", "B": "Veins", "C": "A waxy cuticle"},
            "The cuticle slows water loss.",
        ),
        (
            "Plants make sugar by respiration.",
            "A",
            {"A": "False", "B": "True"},
            "They make it by photosynthesis.",
        ),
    ]


def test_an_answer_bullet_naming_an_option_stays_the_key_below_the_options() -> None:
    """Guard: `- **Answer:** Paris` (or `- **Answer:** B`) under `- London` / `- Paris`
    names the key of the options above it; it is no option of its own."""
    text = (
        "### Question 1\n**Which city is the capital of France?**\n"
        "- London\n- Paris\n- **Answer:** Paris\n\n"
        "### Question 2\n**Which city is the capital of Spain?**\n"
        "- Madrid\n- Lisbon\n- **Answer:** A\n\n"
        "### Question 3\n**Which city is the capital of Italy?**\n"
        "- Rome\n- Milan\n- **Answer:** Rome\n"
    )
    got = result(text)
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        ("Which city is the capital of France?", "B", {"A": "London", "B": "Paris"}),
        ("Which city is the capital of Spain?", "A", {"A": "Madrid", "B": "Lisbon"}),
        ("Which city is the capital of Italy?", "A", {"A": "Rome", "B": "Milan"}),
    ]


def test_answer_bullets_among_labelled_bullets_stay_an_open_answer() -> None:
    """Guard: `- **Question:** ...` over `- **Answer:** ...`: every bullet labelled, the
    answer bullet is no option among plain ones."""
    text = (
        "### One\n**Card one**\n- **Question:** What is a mole?\n- **Answer:** 6.02e23 things\n\n"
        "### Two\n**Card two**\n- **Question:** What is pH?\n- **Answer:** A log scale of H+\n"
    )
    got = result(text)
    assert all(not c.choices for c in got.deck.cards)


def test_a_key_naming_each_right_option_with_its_bracket_names_them_all() -> None:
    """`**Answer: A) C)**`: a key naming several options, each letter closed by its bracket
    as its option is written, is several right options (an open card naming them, with a
    warning), not key A with `C)` as its explanation."""
    text = (
        "**Q1: Which are noble gases?**\n"
        "A) Neon  \nB) Oxygen  \nC) Argon  \nD) Sodium  \n"
        "**Answer: A) C)**\n\n"
        "**Q2: Which is a halogen?**\n"
        "A) Chlorine  \nB) Helium  \nC) Iron  \n"
        "**Answer: A)**\n\n"
        "**Q3: Which are metals?**\n"
        "(A) Iron  \n(B) Carbon  \n(C) Copper  \n"
        "**Answer: (A) (C)**\n"
    )
    got = result(text)
    cards = got.deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards[1:2]] == [
        ("Which is a halogen?", "A", {"A": "Chlorine", "B": "Helium", "C": "Iron"}),
    ]
    assert (cards[0].question.split("\n")[0], cards[0].answer, dict(cards[0].choices)) == (
        "Which are noble gases?",
        "- Neon\n- Argon",
        {},
    )
    assert (cards[2].answer, dict(cards[2].choices)) == ("- Iron\n- Copper", {})
    assert [w.split(": ", 1)[1] for w in got.warnings] == [
        "question 1 has 2 right options (A, C); made an open card",
        "question 3 has 2 right options (A, C); made an open card",
    ]


def test_answer_bullets_that_only_ever_end_their_points_stay_answers() -> None:
    """Guard: `- a point` / `- **Answer:** a sentence`, the label always last: the document
    may be answering below its points, so no run is read as options."""
    text = (
        "### Caching\n**How would you speed up reads?**\n"
        "- Think about hot keys\n- **Answer:** Put a cache in front of the store.\n\n"
        "### Queues\n**How would you absorb bursts?**\n"
        "- Think about producers\n- **Answer:** Buffer the writes in a queue.\n"
    )
    got = result(text)
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        (
            "How would you speed up reads?\n- Think about hot keys",
            "Put a cache in front of the store.",
            {},
        ),
        (
            "How would you absorb bursts?\n- Think about producers",
            "Buffer the writes in a queue.",
            {},
        ),
    ]


_NESTED_BOLD = (
    "# Unit review\n\n## Multiple Choice\n\n"
    "1. Which branch writes the laws?\n"
    "    1. the courts\n    2. **the legislature**\n    3. the cabinet\n"
    "2. Who may veto a bill?\n"
    "    1. **the president**\n    2. a governor\n    3. the speaker\n\n"
    "    ![chart.png](chart.png)\n\n"
    "3. What trend does the chart show?\n"
    "    1. **fewer vetoes**\n    2. more vetoes\n    3. no change\n\n"
    '    !!! quote "A speech"\n        Power checks power.\n\n'
    "4. Which idea does the quoted speaker\n   hold?\n"
    "    1. **checks and balances**\n    2. direct rule\n\n"
    "    | Year | Bills |\n    |------|-------|\n    | 1990 | 10    |\n\n"
    "5. Which number does the table give for 1990?\n"
    "    1. 5\n    2. **10**\n\n"
    "    The author wrote this note after the exam.\n\n"
    "6. Which house is larger?\n"
    "    1. **the House**\n    2. the Senate\n"
)


def test_nested_numbered_options_keyed_in_bold_are_choice_questions() -> None:
    """`3. Which ...?` over indented `1. x` / `2. **y**`: the nested run is the question's
    options, lettered by position, the one in bold its key (its bold dropped). Material set
    out between two questions (an image, a quote admonition, a table), which a list needs
    indented inside the item above, goes with the question after it, not at the end of the
    answer above; a plain paragraph the next question does not point at stays where it is."""
    got = result(_NESTED_BOLD)
    assert [(c.question, c.answer, dict(c.choices), c.explanation) for c in got.deck.cards] == [
        (
            "Which branch writes the laws?",
            "B",
            {"A": "the courts", "B": "the legislature", "C": "the cabinet"},
            "",
        ),
        (
            "Who may veto a bill?",
            "A",
            {"A": "the president", "B": "a governor", "C": "the speaker"},
            "",
        ),
        (
            "What trend does the chart show?\n\n![chart.png](chart.png)",
            "A",
            {"A": "fewer vetoes", "B": "more vetoes", "C": "no change"},
            "",
        ),
        (
            "Which idea does the quoted speaker hold?\n\n**A speech**\nPower checks power.",
            "A",
            {"A": "checks and balances", "B": "direct rule"},
            "",
        ),
        (
            "Which number does the table give for 1990?\n\n"
            "| Year | Bills |\n|------|-------|\n| 1990 | 10    |",
            "B",
            {"A": "5", "B": "10"},
            "The author wrote this note after the exam.",
        ),
        ("Which house is larger?", "A", {"A": "the House", "B": "the Senate"}, ""),
    ]
    assert not got.warnings


def test_one_nested_numbered_list_with_a_bold_step_stays_an_answer() -> None:
    """Guard: a single nested numbered list with one step in bold is an answer's steps with
    one set apart, not options (two such runs make a document a quiz written so)."""
    text = (
        "# Notes\n\n1. How do you ship a release?\n"
        "    1. Tag it\n    2. **Build it**\n    3. Push it\n"
        "2. What is a branch?\n    A line of work.\n"
    )
    got = result(text)
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        ("How do you ship a release?", "1. Tag it\n2. **Build it**\n3. Push it", {}),
        ("What is a branch?", "A line of work.", {}),
    ]


def test_nested_options_under_four_digit_question_numbers_are_lettered() -> None:
    """A long question bank numbers past 999 (`1001.`): its nested runs are keyed the same."""
    text = (
        "1001. Which metal rusts?\n    1. gold\n    2. **iron**\n"
        "1002. Which metal is liquid when warm?\n    1. **mercury**\n    2. tin\n"
    )
    got = result(text)
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        ("Which metal rusts?", "B", {"A": "gold", "B": "iron"}),
        ("Which metal is liquid when warm?", "A", {"A": "mercury", "B": "tin"}),
    ]


_FREE_RESPONSE = (
    "# Practice\n\n## Multiple Choice\n\n"
    "1. Which gas do plants take in?\n    1. Oxygen\n    2. **Carbon dioxide**\n"
    "2. Which gas do plants give off?\n    1. **Oxygen**\n    2. Helium\n\n"
    "## Free Response\n\n### Prompt\n\n"
    "A farmer grows beans in a shed with no windows.\n\n"
    "1. Describe what happens to the beans.\n2. Explain why.\n\n"
    "### Response\n\n"
    "1. They grow pale and thin.\n2. They cannot photosynthesise without light.\n"
)


def test_a_response_heading_after_a_prompt_heading_answers_it() -> None:
    """`### Prompt` over a task and its numbered parts, then `### Response` over the numbered
    answers: one card, the task and its parts asked, the responses its answer. Each heading
    was a card of its own (`Prompt`, `Response`); and the first response, `1. They ...`,
    must not be read as a key naming part 1 (it repeats no part's words)."""
    got = result(_FREE_RESPONSE)
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        ("Which gas do plants take in?", "B", {"A": "Oxygen", "B": "Carbon dioxide"}),
        ("Which gas do plants give off?", "A", {"A": "Oxygen", "B": "Helium"}),
        (
            "Prompt\n\nA farmer grows beans in a shed with no windows.\n\n"
            "1. Describe what happens to the beans.\n2. Explain why.",
            "1. They grow pale and thin.\n2. They cannot photosynthesise without light.",
            {},
        ),
    ]
    assert not got.warnings


def test_a_response_heading_not_right_after_a_prompt_stays_a_section() -> None:
    """Guard: `### Request` then `### Response` (an API's), or a `Response` heading with
    another heading between it and the `Prompt`: sections of the answer, as before."""
    text = (
        "# API notes\n\n## What does the users endpoint return?\n\n"
        "### Request\n\nGET /users\n\n### Response\n\nA list of users.\n\n"
        "## What does the health endpoint return?\n\n"
        "### Prompt\n\nPing it.\n\n### Notes\n\nNothing.\n\n### Response\n\n200 OK.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        (
            "What does the users endpoint return?",
            "### Request\n\nGET /users\n\n### Response\n\nA list of users.",
        ),
        (
            "What does the health endpoint return?",
            "### Prompt\n\nPing it.\n\n### Notes\n\nNothing.\n\n### Response\n\n200 OK.",
        ),
    ]


def test_a_paragraph_set_out_for_the_next_questions_goes_with_the_first_of_them() -> None:
    """A plain paragraph between two questions keyed in bold, pointed at by the question
    after the next (`... the passage?`), no other material between: it is set out for
    them, so it goes with the first, not at the end of the answer above."""
    text = (
        "1. Which planet is largest?\n    1. **Jupiter**\n    2. Mars\n\n"
        "    Kepler wrote that the planets sweep equal areas in equal times.\n\n"
        "2. Whose law is described?\n    1. Newton's\n    2. **Kepler's**\n"
        "3. What does the passage say planets sweep?\n    1. **equal areas**\n    2. circles\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Which planet is largest?", "A"),
        (
            "Whose law is described?\n\n"
            "Kepler wrote that the planets sweep equal areas in equal times.",
            "B",
        ),
        ("What does the passage say planets sweep?", "A"),
    ]
    assert [c.explanation for c in got.deck.cards] == ["", "", ""]

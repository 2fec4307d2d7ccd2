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

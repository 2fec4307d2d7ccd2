"""Importer layouts met in judge round Z201: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used: a choice
question whose key, in a fold, restates its option and ends in a tick (`B) Mars. ✅`), over a
bulleted `- **Explanation:**  ` label whose text sits on the next, indented lines.
"""

from __future__ import annotations

import pytest

from tests.importing import result

_QUESTION = (
    "### 1. Which planet is known as the red planet?\n"
    "- [ ] A) Venus.\n- [ ] B) Mars.\n- [ ] C) Jupiter.\n\n"
    "<details>\n<summary>Show answer</summary>\n\n"
)
_CHOICES = {"A": "Venus.", "B": "Mars.", "C": "Jupiter."}
_WHY = "Iron oxide dust gives its surface a reddish colour."


def _keyed(key_item: str, explanation_item: str) -> str:
    return f"{_QUESTION}{key_item}\n\n{explanation_item}\n</details>\n"


_HARD_BREAK_WHY = f"- **Explanation:**  \n  {_WHY}"


@pytest.mark.parametrize(
    "key_item",
    [
        "- **Correct Answer:**  \n  B) Mars. ✅",
        "- **Answer:**  \n  B) Mars. ✅",
        "- **Correct Answer:**  \n  **B) Mars.** ✅",
        "- **Correct Answer:** B) Mars. ✅",
        "- **Correct Answer:**  \n  B) Mars. **✔️**",
        "- **Correct Answer:**  \n  B) Mars ☑️",
        "- **Correct Answer:**  \n  B) Mars. ✓",
        "- **Correct Answer:**  \n  B) Mars.",
    ],
)
def test_a_tick_after_the_key_is_no_explanation_and_the_bullet_indent_goes(key_item: str) -> None:
    """`B) Mars. ✅` under a bullet answer label (its key on the next, indented line or on the
    label's own): the tick says the option is right, it is part of the key line; the
    explanation under `- **Explanation:**  ` (a hard break, its text indented as the item's
    content) loses the item's indent."""
    res = result(_keyed(key_item, _HARD_BREAK_WHY))
    assert not res.warnings and not res.skipped
    [card] = res.deck.cards
    assert card.question == "Which planet is known as the red planet?"
    assert card.choices == _CHOICES
    assert card.answer == "B"
    assert card.explanation == _WHY


def test_a_tick_after_an_option_with_no_full_stop_or_named_by_its_text() -> None:
    """`A) var ✔️` (the option's text, no full stop, then the tick) and `Mars. ✅` (the key
    named by its option's whole text, then the tick): the option named, no tick left."""
    text = (
        "### 1. Which keyword declares a variable in Swift?\n"
        "- [ ] A) var\n- [ ] B) let\n- [ ] C) const\n\n"
        "- **Answer:** A) var ✔️\n- **Explanation:** A var binding may change.\n\n"
        "### 2. Which planet is known as the red planet?\n"
        "- [ ] A) Venus.\n- [ ] B) Mars.\n- [ ] C) Jupiter.\n\n"
        "- **Correct Answer:** Mars. ✅\n"
        "- **Explanation:** Iron oxide dust colours it,\n  even seen without a telescope.\n\n"
        "### 3. Which planet has the most visible rings?\n"
        "- [ ] A) Saturn.\n- [ ] B) Mercury.\n- [ ] C) Mars.\n\n"
        "- **Correct Answer:** A ✅ Its rings are made of ice and rock.\n"
    )
    res = result(text)
    assert not res.warnings and not res.skipped
    assert [(c.answer, c.explanation) for c in res.deck.cards] == [
        ("A", "A var binding may change."),
        ("B", "Iron oxide dust colours it,\neven seen without a telescope."),
        ("A", "Its rings are made of ice and rock."),
    ]


def test_code_that_opens_an_explanation_keeps_its_indent() -> None:
    """Guard: an explanation that opens with a code block indented four blanks keeps it as
    code: under a label at the margin every blank is the code's; under a bulleted label, the
    item's two go and the code's four stay."""
    text = (
        "### 1. Which keyword declares a constant in Swift?\n"
        "- [ ] A) var\n- [ ] B) let\n- [ ] C) const\n\n"
        "<details>\n<summary>Show answer</summary>\n\n"
        "**Answer:** B ✅\n\n**Explanation:**\n\n"
        "    let limit = 10\n    // limit = 11 would not compile\n\n"
        "A let binding cannot be reassigned.\n</details>\n\n"
        "### 2. Which keyword declares a variable in Swift?\n"
        "- [ ] A) var\n- [ ] B) let\n- [ ] C) const\n\n"
        "<details>\n<summary>Show answer</summary>\n\n"
        "- **Answer:** A) var\n\n- **Explanation:**\n\n"
        "      var count = 0\n      count += 1\n\n"
        "  A var binding may change.\n</details>\n"
    )
    res = result(text)
    assert not res.warnings and not res.skipped
    assert [(c.answer, c.explanation) for c in res.deck.cards] == [
        (
            "B",
            "    let limit = 10\n    // limit = 11 would not compile\n\n"
            "A let binding cannot be reassigned.",
        ),
        ("A", "    var count = 0\n    count += 1\n\nA var binding may change."),
    ]


def test_options_marked_by_a_tick_at_their_end_read_as_before() -> None:
    """Guard: a quiz that ticks its right option at the option's end (`- Mercury ✅`,
    srs.importers.endmarks) keys it, the tick gone from the option; an option whose whole
    text is a tick, keyed by its letter, keeps its text."""
    text = (
        "### 1. Which gas do plants take in?\n- Oxygen\n- Carbon dioxide ✅\n- Helium\n\n"
        "### 2. Which metal is liquid at room temperature?\n- Iron\n- Mercury ✅\n- Copper\n\n"
        "### 3. Which mark means done?\nA) ✅\nB) ❌\nC) ⏳\n\n"
        "**Answer:** A) ✅\n\n**Explanation:** The green tick means the task is done.\n"
    )
    res = result(text)
    assert not res.warnings and not res.skipped
    assert [(c.choices, c.answer, c.explanation) for c in res.deck.cards] == [
        ({"A": "Oxygen", "B": "Carbon dioxide", "C": "Helium"}, "B", ""),
        ({"A": "Iron", "B": "Mercury", "C": "Copper"}, "B", ""),
        ({"A": "✅", "B": "❌", "C": "⏳"}, "A", "The green tick means the task is done."),
    ]

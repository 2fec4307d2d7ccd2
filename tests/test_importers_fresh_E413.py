"""A "Choose two" key whose second right option is on the line under the first (Z241's
tf_details: `` **Correct Answer:** `B. Apply` `` over `` `D. Init` ``), written small.

None of these is a copy of a document; each is the layout a real file used and the importer
once misread: it keyed the first option alone and filed the second, in silence, as the
explanation, so a learner picking it was marked wrong.
"""

from __future__ import annotations

from tests.importing import result

Card = tuple[str, str, dict[str, str], str]


def _read(text: str) -> tuple[list[Card], tuple[str, ...]]:
    got = result(text)
    cards = [(c.question, c.answer, dict(c.choices), c.explanation) for c in got.deck.cards]
    return cards, got.warnings


# -- options and key lines all code spans, in `<details>` folds ---------------------------

_SPAN_FOLDS = """\
# Garden quiz

<details>
<summary>Tomatoes are a fruit.</summary><br><b>

**Options:**
- `A. True`
- `B. False`

**Correct Answer:** `A. True`

**Explanation**:
They grow from the flower.

</b></details>

<details>
<summary>Which two plants fix nitrogen? (Choose two.)</summary><br><b>

**Options:**
- `A. Clover`
- `B. Potato`
- `C. Pea`
- `D. Onion`

**Correct Answer:** `A. Clover`{BREAK}
`C. Pea`

**Explanation**:
Legumes host root bacteria.

</b></details>

<details>
<summary>Which tool turns the soil?</summary><br><b>

**Options:**
- `A. Spade`
- `B. Hose`
- `C. Shears`

**Correct Answer:** `A. Spade`

</b></details>
""".replace("{BREAK}", "  ")  # (two blanks ending a line: a Markdown line break)


def test_a_code_span_option_under_a_key_line_is_a_second_right_option() -> None:
    """The span under the key line names option C: A and C are right, an open card names
    both (reported); the questions around it keep their one-letter keys."""
    cards, warnings = _read(_SPAN_FOLDS)
    assert cards == [
        ("Tomatoes are a fruit.", "A", {"A": "True", "B": "False"}, "They grow from the flower."),
        (
            "Which two plants fix nitrogen? (Choose two.)\n\n"
            "- A) Clover\n- B) Potato\n- C) Pea\n- D) Onion",
            "- Clover\n- Pea",
            {},
            "Legumes host root bacteria.",
        ),
        (
            "Which tool turns the soil?",
            "A",
            {"A": "Spade", "B": "Hose", "C": "Shears"},
            "",
        ),
    ]
    assert warnings == ("doc.md:26: question #2 has 2 right options (A, C); made an open card",)


# -- plain option lines, the second right option after a hard line break ------------------

_PLAIN_LINES = """\
## Q1. Which two cities are in Italy? (Choose two.)

A. Lyon
B. Rome
C. Porto
D. Milan

**Answer:** B. Rome{BREAK}
D. Milan

Both sit south of the Alps.

## Q2. Which city is the capital of Spain?

A. Madrid
B. Seville

**Answer:** A. Madrid

Madrid is central.
""".replace("{BREAK}", "  ")


def test_a_plain_option_line_under_a_key_line_is_a_second_right_option() -> None:
    """`D. Milan` right under `**Answer:** B. Rome`: B and D are right."""
    cards, warnings = _read(_PLAIN_LINES)
    assert cards == [
        (
            "Which two cities are in Italy? (Choose two.)\n\n"
            "- A) Lyon\n- B) Rome\n- C) Porto\n- D) Milan",
            "- Rome\n- Milan",
            {},
            "Both sit south of the Alps.",
        ),
        (
            "Which city is the capital of Spain?",
            "A",
            {"A": "Madrid", "B": "Seville"},
            "Madrid is central.",
        ),
    ]
    assert warnings == ("doc.md:8: question 1 has 2 right options (B, D); made an open card",)


# -- a bare key label over bulleted code-span options -------------------------------------

_BULLETED_KEY = """\
## Q1. Which two colours are primary in paint? (Choose two.)

- `A. Red`
- `B. Green`
- `C. Blue`
- `D. Purple`

**Correct Answer:**
- `A. Red`
- `C. Blue`

**Explanation**:
Mixing them gives the rest.
"""


def test_bulleted_options_under_a_bare_key_label_are_the_right_options() -> None:
    """Each bullet under the label names an option: both are right, none is the
    explanation. (The warning names the line the run of key lines read ends on.)"""
    cards, warnings = _read(_BULLETED_KEY)
    assert cards == [
        (
            "Which two colours are primary in paint? (Choose two.)\n\n"
            "- A) Red\n- B) Green\n- C) Blue\n- D) Purple",
            "- Red\n- Blue",
            {},
            "Mixing them gives the rest.",
        )
    ]
    assert warnings == ("doc.md:12: question 1 has 2 right options (A, C); made an open card",)


# -- near misses: lines under the key that name no other option ---------------------------

_NEAR_MISSES = """\
## Q1. Which planet is largest?

A. Jupiter
B. Mars
C. Venus

**Answer:** A. Jupiter
B. Mars is much smaller, about half the Earth's size.

## Q2. Which gas do plants take in?

A. Oxygen
B. Carbon dioxide
C. Helium

**Answer:** B. Carbon dioxide

C. Helium
is what balloons hold, not what leaves use.
"""


def test_lines_under_a_key_that_only_mention_an_option_keep_one_key() -> None:
    """A line right under the key opening with another letter but saying more than its
    option explains; an option line after a blank line is no part of the key."""
    cards, warnings = _read(_NEAR_MISSES)
    assert cards == [
        (
            "Which planet is largest?",
            "A",
            {"A": "Jupiter", "B": "Mars", "C": "Venus"},
            "B. Mars is much smaller, about half the Earth's size.",
        ),
        (
            "Which gas do plants take in?",
            "B",
            {"A": "Oxygen", "B": "Carbon dioxide", "C": "Helium"},
            "C. Helium\nis what balloons hold, not what leaves use.",
        ),
    ]
    assert warnings == ()

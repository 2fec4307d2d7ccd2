"""Importer layouts met on fresh public documents (the round Z273, failure 1): an answer key
at the end whose entries read `**N. Answer: A, C** - the options' texts` over `*Explanation:*
...`. For one right letter the restated option went and the label too; for several, the
card's explanation kept both, the options' texts again and the raw `*Explanation:*` label.

None of these is a copy of a document; each is the layout a real file used, written small.
"""

from __future__ import annotations

from srs.importers import ImportResult
from tests.importing import result

_QUIZ = """# Practice Quiz

### Question 1
Which colour do you get by mixing blue and yellow?

A) Green
B) Purple
C) Orange

---

### Question 2
**Select all that apply:** Which of these are prime numbers?

A) 2
B) 4
C) 7
D) 9

---

### Question 3
**Select all that apply:** Which of these affect a cloud bill?

A) Resource type and size
B) The user's browser
C) Region, where it runs
D) Data sent out

---

## Answer Key

**1. Answer: A** - Green
*Explanation:* Blue and yellow pigments combine to green.

**2. Answer: A, C** - 2, 7
*Explanation:* 2 and 7 have no divisors other than 1 and themselves.

**3. Answer: A, C, D** - {three}
*Explanation:* What runs, where, and what leaves it are billed.
"""


def _quiz(
    three: str = "Resource type and size, Region, where it runs, Data sent out",
) -> ImportResult:
    return result(_QUIZ.replace("{three}", three))


def test_several_right_letters_restating_their_options_leave_a_clean_explanation() -> None:
    got = _quiz()
    one, two, three = got.deck.cards
    assert (one.answer, one.explanation) == ("A", "Blue and yellow pigments combine to green.")
    assert two.choices == {} and two.answer == "- 2\n- 7"
    assert two.explanation == "2 and 7 have no divisors other than 1 and themselves."
    assert three.explanation == "What runs, where, and what leaves it are billed."
    assert sum("right options" in w for w in got.warnings) == 2  # still said: open cards


def test_a_text_after_several_letters_that_says_more_than_the_options_is_kept() -> None:
    """`A, C, D - because each is metered`: an explanation of its own, not a restatement."""
    got = _quiz(three="because each of them is metered.")
    explanation = got.deck.cards[2].explanation
    assert explanation.startswith("because each of them is metered.\n")
    assert explanation.endswith("What runs, where, and what leaves it are billed.")


def test_naming_only_some_of_the_right_options_is_not_a_restatement() -> None:
    """With no labelled explanation under it, the text after the letters is all there is."""
    text = _QUIZ.replace(
        "{three}\n*Explanation:* What runs, where, and what leaves it are billed.",
        "Resource type and size, Data sent out",
    )
    got = result(text)
    assert got.deck.cards[2].explanation == "Resource type and size, Data sent out"

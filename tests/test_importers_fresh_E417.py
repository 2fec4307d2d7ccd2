"""Importer layouts met in a fresh round: a homework question's lettered sub-questions,
answered part by part under a bare `### SOLUTION` heading (`(a) $x = ...$`, or `(b)` alone
over a display-math block).

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from tests.importing import result

# -- `(a)`/`(b)`/`(c)` sub-questions, the solution's lines taking them up in turn -----------

_WORKED = """\
## Algebra

### 1. Let $p = 3$ and $q = 5$. Work out each value.
(a) $p + q$

(b) $p q$

(c) $q - p$

### SOLUTION
(a) $p + q = 3 + 5 = 8$

(b)

$$
p q = 15
$$

(c)

$$
q - p = 2
$$

---

### 2. Show that $q > p$.
### SOLUTION
Since $5 - 3 = 2 > 0$, $q > p$.
"""


def test_parts_worked_under_a_solution_heading_are_one_open_question() -> None:
    """`(a) $p + q = 8$`, then `(b)` and `(c)` alone over display math: the solution works
    each sub-question in turn, so `(a)` is no key; the card is open, its parts written as
    they are, and the whole solution, `(a)` kept, is the answer."""
    got = result(_WORKED)
    first, second = got.deck.cards
    assert not first.choices
    assert first.question == (
        "Let $p = 3$ and $q = 5$. Work out each value.\n(a) $p + q$\n\n(b) $p q$\n\n(c) $q - p$"
    )
    assert first.answer == (
        "(a) $p + q = 3 + 5 = 8$\n\n(b)\n\n$$\np q = 15\n$$\n\n(c)\n\n$$\nq - p = 2\n$$"
    )
    assert first.explanation == ""
    assert second.question == "Show that $q > p$."
    assert second.answer == "Since $5 - 3 = 2 > 0$, $q > p$."
    assert got.warnings == ()
    assert got.skipped == ()


def test_every_part_bare_over_its_math_is_one_open_question() -> None:
    """`(a)` alone over its display-math block, then `(b)` alone over its own: the first
    part's block shows the bare `(a)` opens a worked part, not a key."""
    got = result(
        "### 1. Expand each product.\n(a) $(x+1)^2$\n(b) $(x-1)^2$\n\n### SOLUTION\n"
        "(a)\n\n$$\nx^2 + 2x + 1\n$$\n\n(b)\n\n$$\nx^2 - 2x + 1\n$$\n\n"
        "### 2. Factor $x^2 - 1$.\n### SOLUTION\n$(x-1)(x+1)$\n"
    )
    first = got.deck.cards[0]
    assert not first.choices
    assert first.question == "Expand each product.\n(a) $(x+1)^2$\n(b) $(x-1)^2$"
    assert first.answer == "(a)\n\n$$\nx^2 + 2x + 1\n$$\n\n(b)\n\n$$\nx^2 - 2x + 1\n$$"
    assert [c.answer for c in got.deck.cards[1:]] == ["$(x-1)(x+1)$"]
    assert got.warnings == ()


def test_a_part_worked_in_a_code_block_counts_as_worked() -> None:
    """`(a) The domain is ...` then `(b)` alone over a fenced diagram: worked parts too."""
    got = result(
        "### 1. Look at the map $f$.\n(a) find its domain\n(b) draw its diagram\n\n"
        "### SOLUTION\n(a) The domain is $\\{1, 2\\}$.\n\n(b)\n```mermaid\nflowchart LR\n"
        "  x1-->y1\n```\n\n### 2. Is $f$ onto?\n### SOLUTION\nYes.\n"
    )
    first = got.deck.cards[0]
    assert not first.choices
    assert first.question == "Look at the map $f$.\n(a) find its domain\n(b) draw its diagram"
    assert first.answer.startswith("(a) The domain is $\\{1, 2\\}$.\n\n(b)\n```mermaid")
    assert got.warnings == ()


# -- near misses: a bare letter under the solution heading is the key ----------------------


def test_a_bare_letter_under_the_solution_heading_stays_the_key() -> None:
    """`(a)` alone under `### SOLUTION`, `(b)` over its why, `Answer: (a)`: choice
    questions, as before."""
    got = result(
        "### 1. Which number is prime?\n(a) 7\n\n(b) 8\n\n(c) 9\n\n(d) 10\n\n"
        "### SOLUTION\n(a)\n\n---\n\n"
        "### 2. Which number is even?\n(a) 3\n(b) 4\n(c) 5\n\n"
        "### SOLUTION\n(b)\nFour is divisible by two.\n\n"
        "### 3. Which one is a vowel?\n(a) e\n(b) k\n(c) t\n\nAnswer: (a)\n"
    )
    cards = got.deck.cards
    assert [c.answer for c in cards] == ["A", "B", "A"]
    assert cards[0].choices == {"A": "7", "B": "8", "C": "9", "D": "10"}
    assert cards[1].choices == {"A": "3", "B": "4", "C": "5"}
    assert cards[1].explanation == "Four is divisible by two."
    assert cards[2].choices == {"A": "e", "B": "k", "C": "t"}
    assert got.warnings == ()


def test_a_bare_key_over_prose_then_the_other_letters_stays_the_key() -> None:
    """`(a)` alone over a sentence of why, then `(b) is even.` and `(c) is even.`: the
    letters are taken up in turn, but the first is a bare key over prose, no worked part;
    the question stays a choice question keyed A."""
    got = result(
        "### 1. Which number is odd?\n(a) 3\n(b) 4\n(c) 6\n\n### SOLUTION\n(a)\n\n"
        "Three is not divisible by two.\n\n(b) is even.\n\n(c) is even.\n"
    )
    (card,) = got.deck.cards
    assert card.choices == {"A": "3", "B": "4", "C": "6"}
    assert card.answer == "A"
    assert card.explanation.startswith("Three is not divisible by two.")
    assert "(c) is even." in card.explanation

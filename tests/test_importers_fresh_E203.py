"""Layouts from the Z177 judge's documents, on made-up documents: options marked right by an
arrow and a comment, options that are bulleted code blocks, and a stem's own lettered list
above the options."""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result


def _cards(text: str, source: str = "doc.md") -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text, source).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


_ARROWS = """\
        PLANETS QUIZ

Q1. Which planet is the largest?
    [a] Mars
    [b] Jupiter <-- good

Q2. Which planet has rings you can see with a small telescope?
    [a] Saturn <-- its rings are ice and rock,
    seen since Galileo
    [b] Venus
    [c] Mercury

Q3. Which are gas giants?
    [a] Jupiter <-- good
    [b] Saturn <-- good
    [c] Uranus <-- good

Q4. Which is closest to the Sun?
    [a] Earth
    [b] Mercury <-- nearest of all, a year of 88 days
"""


def test_an_arrow_with_a_comment_marks_its_option_like_the_documents_good() -> None:
    """`[a] Saturn <-- its rings are ...` in a quiz whose other keys read `<-- good`: the
    comment explains the key; its option is right, the comment and its wrapped line are no
    option nor part of one. Every option marked (Q3) is several right options, reported as
    two marked are, never a silent open card."""
    got = result(_ARROWS, "planets.txt")
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        ("Which planet is the largest?", "B", {"A": "Mars", "B": "Jupiter"}),
        (
            "Which planet has rings you can see with a small telescope?",
            "A",
            {"A": "Saturn", "B": "Venus", "C": "Mercury"},
        ),
        (
            "Which are gas giants?\n\n- A) Jupiter\n- B) Saturn\n- C) Uranus",
            "- Jupiter\n- Saturn\n- Uranus",
            {},
        ),
        ("Which is closest to the Sun?", "B", {"A": "Earth", "B": "Mercury"}),
    ]
    assert got.warnings == (
        "planets.txt:17: question 3 has 3 right options (A, B, C); made an open card",
    )


def test_an_arrow_of_another_kind_marks_nothing() -> None:
    """Guard: `x <- 5` in a quiz marked `<-- good` is an option's own code (an R
    assignment), not a mark: the question stays as it was read before."""
    text = (
        "Q1. Which planet is the largest?\n    [a] Mars\n    [b] Jupiter <-- good\n\n"
        "Q2. Which assignment does R use?\n    [a] x <- 5\n    [b] x := 5\n"
    )
    assert _cards(text, "r.txt") == [
        ("Which planet is the largest?", "B", {"A": "Mars", "B": "Jupiter"}),
        ("Which assignment does R use?", "[a] x <- 5\n[b] x := 5", {}),
    ]


def test_arrows_with_comments_only_mark_nothing() -> None:
    """Guard: where no arrow says right (`<-- the biggest` alone), an arrow is a note, not
    a key: the questions are read as before."""
    text = (
        "Q1. Which planet is the largest?\n    [a] Mars\n    [b] Jupiter <-- the biggest\n\n"
        "Q2. Which is closest to the Sun?\n    [a] Earth\n    [b] Mercury <-- nearest\n"
    )
    assert _cards(text, "notes.txt") == [
        ("Which planet is the largest?", "[a] Mars\n[b] Jupiter <-- the biggest", {}),
        ("Which is closest to the Sun?", "[a] Earth\n[b] Mercury <-- nearest", {}),
    ]


_CODE = """\
# Unit 2

### Question 1 : Lists
Which call adds one item at the end?
- A)
```
items.push(4)
```
- B)
```
items.append(4)
```

### Question 2 : Loops
How many times does `for i in range(3)` run?
- A) 2
- B) 3

### Question 3 : Sets
Which literal makes an empty set?
- A)
```
{}
```
- B)
```
set()
```

Answer: B
"""


def test_bulleted_letters_over_code_blocks_are_options() -> None:
    """`- A)` alone over a fenced block: the block is the option. With no key the question
    is skipped and reported as its neighbours are (it was an open card of the heading and
    the code, in silence); with a key it is a choice card."""
    got = result(_CODE)
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        ("Sets\nWhich literal makes an empty set?", "B", {"A": "`{}`", "B": "`set()`"})
    ]
    assert [s.line for s in got.skipped] == [3, 14]
    assert all("has options but no answer letter" in s.reason for s in got.skipped)


def test_bulleted_letters_over_code_with_no_key_anywhere_are_all_reported() -> None:
    """No key in the whole document: nothing is made a card, and the error names the
    questions with options but no answer letter, the code ones among them."""
    text = _CODE[: _CODE.index("### Question 3")]
    with pytest.raises(DocumentError, match="2 have options but no answer letter"):
        result(text)


def test_bulleted_numbers_over_code_stay_steps() -> None:
    """Guard: `- 1)` over a block is a numbered step of an answer, no option."""
    text = "# Setup\n\n### How do you start the server?\n- 1)\n```\nmake build\n```\n- 2)\n```\nmake run\n```\n"
    assert _cards(text) == [
        (
            "How do you start the server?",
            "- 1)\n```\nmake build\n```\n- 2)\n```\nmake run\n```",
            {},
        )
    ]


def test_a_stems_lettered_list_is_no_options() -> None:
    """`(a) 3.0` / `(b) "3"` / `(c) [3]` in the stem, then `- **A.**` options pairing
    them, then the key in words: the last run, right over the answer, is the options, the
    stem's list stays in the question, and the key is the option the answer repeats."""
    text = (
        "## Question 1\n\n1. Pair each literal with its type.\n"
        '(a) 3.0\n(b) "3"\n(c) [3]\n\n'
        "- **A.** (a)-str, (b)-float, (c)-list\n"
        "- **B.** (a)-float, (b)-str, (c)-list\n"
        "- **C.** (a)-list, (b)-str, (c)-float\n\n"
        "> **Answer**: (a)-float, (b)-str, (c)-list\n"
    )
    got = result(text)
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        (
            'Pair each literal with its type.\n(a) 3.0\n(b) "3"\n(c) [3]',
            "B",
            {
                "A": "(a)-str, (b)-float, (c)-list",
                "B": "(a)-float, (b)-str, (c)-list",
                "C": "(a)-list, (b)-str, (c)-float",
            },
        )
    ]
    assert not got.warnings


def test_a_lettered_list_after_an_explanation_label_explains_the_options() -> None:
    """Guard: `Explanation:` over `(a) ...` / `(b) ...` under the options: those notes
    explain; the first run stays the options."""
    text = (
        "## Question 1\n\n1. Which literal is a float?\n\n"
        '- **A.** 3.0\n- **B.** "3"\n\n'
        'Explanation:\n(a) 3.0 has a point\n(b) "3" is quoted\n\n'
        "> **Answer**: A\n"
    )
    [card] = result(text).deck.cards
    assert (card.question, card.answer, dict(card.choices)) == (
        "Which literal is a float?",
        "A",
        {"A": "3.0", "B": '"3"'},
    )
    assert card.explanation == '(a) 3.0 has a point\n(b) "3" is quoted'


_FOLD = """\
# Interview questions

## Java
### Core
###### Four pillars of OOP

{opening}
**1. Inheritance**:
    - A subclass takes the fields and methods of its parent.
**2. Encapsulation**:
  - Data and the methods on it kept together.
{closing}

#### What is a constructor?
::: details Answer
A method that builds an object.
:::

#### What does this mean?
::: details Answer
The current object.
:::
"""


def test_bold_numbered_points_inside_an_answer_fold_stay_in_the_answer() -> None:
    """`**1. Inheritance**:` over its bullets inside `::: details Answer`: a point of the
    folded answer; each was a question of its own and the heading's question was lost."""
    text = _FOLD.format(opening="::: details Answer", closing=":::")
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        (
            "Four pillars of OOP",
            "**1. Inheritance**:\n"
            "    - A subclass takes the fields and methods of its parent.\n"
            "**2. Encapsulation**:\n"
            "  - Data and the methods on it kept together.",
        ),
        ("What is a constructor?", "A method that builds an object."),
        ("What does this mean?", "The current object."),
    ]


def test_bold_numbered_points_in_a_fold_not_titled_answer_read_as_before() -> None:
    """Guard: a `<details>` fold titled otherwise (`Two more questions`) is no answer's
    fold: its bold numbered titles are read as before, questions of their own."""
    text = _FOLD.format(
        opening="<details><summary>Two more questions</summary>\n", closing="\n</details>"
    )
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("Inheritance", "- A subclass takes the fields and methods of its parent."),
        ("Encapsulation", "- Data and the methods on it kept together."),
        ("What is a constructor?", "A method that builds an object."),
        ("What does this mean?", "The current object."),
    ]

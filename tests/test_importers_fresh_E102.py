"""Layouts met in judge round Z133, on made-up documents: a numbered choice question whose
stem is a statement its options complete (`2 : A B-tree keeps its keys:`), keyed below its
options; and the same quiz typed with no blank line between stem, options and key."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


# -- a stem that states, over options and a key ------------------------------------------------

_STATED_LAST = """\
1 : Which data structure answers a FIFO queue's needs?

a) A stack
b) A ring buffer

**Answer** b)

2 : In a B-tree, every node keeps its keys:

a) in sorted order
b) in insertion order

**Answer** a)
"""


def test_a_stated_stem_over_keyed_options_is_a_question_even_last() -> None:
    """`2 : In a B-tree, every node keeps its keys:` asks nothing in its words, but its
    options and its `**Answer** a)` key make it a choice question; as the file's last
    question it was lost with no warning."""
    imported = result(_STATED_LAST)
    assert [(c.question, c.answer, dict(c.choices)) for c in imported.deck.cards] == [
        (
            "Which data structure answers a FIFO queue's needs?",
            "B",
            {"A": "A stack", "B": "A ring buffer"},
        ),
        (
            "In a B-tree, every node keeps its keys:",
            "A",
            {"A": "in sorted order", "B": "in insertion order"},
        ),
    ]
    assert not imported.warnings
    assert not imported.skipped


_STATED_MIDDLE = """\
1 : Which command prints the working directory?

a) ls
b) pwd
c) cd

**Answer** b)

**Description**

It prints the full path of the current directory.

---

2 : In a shell pipeline, the `|` sign sends:

<img src="pics/pipe.png" width="300"/>

a) the first command's output to the second's input
b) the second command's output to a file
c) both commands to the background

**Answer** a)

**Description**

A pipe joins standard output to standard input.

---

3 : A process started with `&` at the end runs:

a) in the foreground
b) as root
c) in the background

**Answer** c)

---

4 : Which signal does `kill` send by default?

a) SIGKILL
b) SIGTERM
c) SIGHUP

**Answer** b)
"""


def test_stated_stems_in_a_row_each_keep_their_card_and_explanation() -> None:
    """Two stated stems in a row between asking ones (one with a picture between stem and
    options): both were one span of text in no card, named by one warning for the first."""
    imported = result(_STATED_MIDDLE)
    cards = imported.deck.cards
    assert [(c.id, c.answer) for c in cards] == [
        ("q01", "B"),
        ("q02", "A"),
        ("q03", "C"),
        ("q04", "B"),
    ]
    assert cards[1].question == ("In a shell pipeline, the `|` sign sends:\n\n![](pics/pipe.png)")
    assert cards[1].explanation == "A pipe joins standard output to standard input."
    assert cards[2].question == "A process started with `&` at the end runs:"
    assert cards[2].choices == {"A": "in the foreground", "B": "as root", "C": "in the background"}
    assert cards[0].explanation == "It prints the full path of the current directory."
    assert not imported.warnings


def test_a_stated_stem_numbered_in_brackets_is_read_the_same() -> None:
    """`(2) ...:` numbers a stem as `2 : ...` does."""
    text = _STATED_LAST.replace("1 : ", "(1) ").replace("2 : ", "(2) ")
    assert [(q, a) for q, a, _ in _cards(text)] == [
        ("Which data structure answers a FIFO queue's needs?", "B"),
        ("In a B-tree, every node keeps its keys:", "A"),
    ]


def test_a_stated_stem_over_options_with_no_key_is_no_question() -> None:
    """Guard: a numbered statement over lettered points and no key is notes, not a question
    (it stays where it was read before: the answer above's explanation)."""
    text = _STATED_LAST.replace("**Answer** a)\n", "Keep them in mind.\n")
    imported = result(text)
    [card] = imported.deck.cards
    assert (card.question, card.answer) == (
        "Which data structure answers a FIFO queue's needs?",
        "B",
    )
    assert card.explanation.startswith("2 : In a B-tree, every node keeps its keys:")


def test_options_out_of_turn_make_no_question_of_a_stated_stem() -> None:
    """Guard: lettered lines that do not open at `a)` are no question's options, key or not."""
    text = _STATED_LAST.replace("a) in sorted order\nb) in insertion order", "b) sorted\nc) not")
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == [
        "Which data structure answers a FIFO queue's needs?"
    ]


# -- no blank lines between stem, options and key ---------------------------------------------

_TIGHT = """\
1 : Which HTTP status means the resource was not found?
a) 200
b) 404
c) 500
**Answer** b)

2 : In HTTP, the PUT method is meant to:
a) replace the resource at the URL
b) delete the resource
c) read the headers only
**Answer** a)

3 : The default port of HTTPS is:
a) 80
b) 8080
c) 443
**Answer** c)
"""


def test_a_stem_typed_over_its_options_with_no_blank_line_is_its_own_card() -> None:
    """Stem, options and key in one paragraph: the next question's stem was read as part of
    the first one's, its options and key taken for the first's (key A, not B), in silence."""
    imported = result(_TIGHT)
    assert [(c.question, c.answer, dict(c.choices)) for c in imported.deck.cards] == [
        (
            "Which HTTP status means the resource was not found?",
            "B",
            {"A": "200", "B": "404", "C": "500"},
        ),
        (
            "In HTTP, the PUT method is meant to:",
            "A",
            {
                "A": "replace the resource at the URL",
                "B": "delete the resource",
                "C": "read the headers only",
            },
        ),
        ("The default port of HTTPS is:", "C", {"A": "80", "B": "8080", "C": "443"}),
    ]
    assert all(not c.explanation for c in imported.deck.cards)
    assert not imported.warnings


def test_a_tight_stem_with_no_key_glues_no_other_question() -> None:
    """Guard: a tight stem over options and no key is no question of its own; it no longer
    pulls the next stem into the question above (the first card's key is its own)."""
    text = _TIGHT.replace("**Answer** c)\n", "")
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Which HTTP status means the resource was not found?", "B"),
        ("In HTTP, the PUT method is meant to:", "A"),
    ]

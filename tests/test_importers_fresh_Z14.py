"""Importer layouts met on fresh public documents (the held-out round Z14, whose failures the
lead mended afterwards): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def test_a_question_typed_on_the_fence_opening_line() -> None:
    """A Q&A kept whole in one fenced block, its first question on the fence's own line
    (```` ``` 1. Q: What is SQL? ````): CommonMark takes it for the block's language, and
    the first question was lost in silence."""
    text = (
        "``` 1. Q: What is SQL?\n   A: A language for databases.\n\n"
        + "".join(
            f"{n}. Q: What is feature {n}?\n   A: Feature {n} does its job.\n\n"
            for n in range(2, 5)
        )
        + "```\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is SQL?",
        *(f"What is feature {n}?" for n in range(2, 5)),
    ]
    assert cards[0].answer == "A language for databases."


def test_a_language_on_the_fence_line_stays_the_language() -> None:
    """```` ```python ```` and ```` ```js title="a b" ```` name the code's language: no text."""
    text = (
        "## How do you log a value?\n\nIn Python:\n\n```python\nprint(1)\n```\n\n"
        'In JavaScript:\n\n```js title="a b"\nconsole.log(1)\n```\n'
    )
    (card,) = result(text).deck.cards
    assert "```python\nprint(1)\n```" in card.answer
    assert '```js title="a b"\nconsole.log(1)\n```' in card.answer


def test_a_label_heading_over_a_block_with_a_blank_line_inside() -> None:
    """`### Question 4` over a `~~~~` block with a blank line inside it, then its answer:
    the block was split at its blank line, half of it the question, half the answer."""
    text = "".join(
        f"### Question {n}\n\n~~~~\nInteger a{n} = 1000;\n\nInteger c{n} = 100;\n~~~~\n\n"
        f"Caching explains case {n}.\n\n"
        for n in range(1, 3)
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (f"~~~~\nInteger a{n} = 1000;\n\nInteger c{n} = 100;\n~~~~", f"Caching explains case {n}.")
        for n in range(1, 3)
    ]

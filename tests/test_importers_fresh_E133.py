"""A question's level drawn as a picture alone on its line (`![Easy](.../simple%20(2).svg)`
between each numbered question and its `<details>` fold), found as the model answer of every
card of a real AWS page whose folds are titled `Explanation` (2026-11-30): the picture is the
question's level, kept as its tag, and the fold's text is the answer. A picture named
otherwise (a diagram) is still what it shows."""

from __future__ import annotations

from tests.importing import result


def _bank(title: str, picture: str = "Easy") -> str:
    items = [
        ("What is a lighthouse?", "A tower with a lamp that guides ships."),
        ("What is a buoy?", "A float anchored to mark a channel."),
        ("What is a harbour?", "Sheltered water where ships can moor."),
    ]
    return "\n".join(
        f"{k}. {question}\n\n![{picture}](https://example.org/levels/simple%20(2).svg)\n\n"
        f"<details>\n<summary> <b>{title}</b> </summary>\n\n<blockquote>\n\n- {answer}\n\n"
        "</blockquote>\n\n</details>\n\n------\n"
        for k, (question, answer) in enumerate(items, 1)
    )


def test_a_level_picture_over_an_explanation_fold_is_a_tag() -> None:
    cards = result(_bank("Explanation")).deck.cards
    assert [c.answer for c in cards] == [
        "- A tower with a lamp that guides ships.",
        "- A float anchored to mark a channel.",
        "- Sheltered water where ships can moor.",
    ]
    assert [c.explanation for c in cards] == ["", "", ""]
    assert all(c.tags == ("easy",) for c in cards)
    assert cards[0].question == "What is a lighthouse?"


def test_a_level_picture_over_an_answer_fold_is_a_tag_too() -> None:
    cards = result(_bank("Show Answer", "Difficulty: Hard")).deck.cards
    assert cards[0].answer == "A tower with a lamp that guides ships."
    assert all(c.tags == ("hard",) for c in cards)


def test_a_picture_named_otherwise_stays_in_the_card() -> None:
    cards = result(_bank("Explanation", "diagram")).deck.cards
    assert cards[0].answer.startswith("![diagram](")
    assert not any(c.tags for c in cards)


_ONE = """\
## What does the light show?

![Hard](https://example.org/hard.png)

A beam every ten seconds.

## What does the horn mean?

Fog ahead.
"""


def test_a_single_level_picture_is_left_alone() -> None:
    cards = result(_ONE).deck.cards
    assert cards[0].answer.startswith("![Hard](")

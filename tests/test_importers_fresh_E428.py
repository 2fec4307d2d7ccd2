"""Layouts judges found read wrong (round Z249, 2026-12-02): a choice quiz fenced question by
question, whose key line (`Solution: b`) is followed inside the fence by lines saying why.
The key line keys the question and what follows explains it: every question imports with
its key and its explanation, none is skipped as unanswered; blocks of another shape (an
option or a second key below the key, a config file's `answer:` line) stay as they were."""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result

_EXPLAINED = """\
# Practice

## Question 1

```
Which metal is liquid at room temperature?
a. Iron
b. Mercury
c. Copper

Solution: b
It melts at about -39 degrees,
far below any room.
```

## Question 2

```
How many legs does a spider have?
a. 6
b. 10
c. 8

Solution: c
```

## Question 3

```
Which layer of the atmosphere
do airliners cruise in?
a. Troposphere
b. Stratosphere
c. Mesosphere

Solution: a
Near its top, where the air is calm.
```
"""


def _cards(text: str) -> list[tuple[str, dict[str, str], str, str]]:
    imported = result(text)
    assert imported.warnings == ()
    assert imported.skipped == ()
    return [(c.question, dict(c.choices), c.answer, c.explanation) for c in imported.deck.cards]


def test_lines_after_the_key_in_a_fenced_question_explain_it() -> None:
    assert _cards(_EXPLAINED) == [
        (
            "Which metal is liquid at room temperature?",
            {"A": "Iron", "B": "Mercury", "C": "Copper"},
            "B",
            "It melts at about -39 degrees,\nfar below any room.",
        ),
        ("How many legs does a spider have?", {"A": "6", "B": "10", "C": "8"}, "C", ""),
        (
            "Which layer of the atmosphere\ndo airliners cruise in?",
            {"A": "Troposphere", "B": "Stratosphere", "C": "Mesosphere"},
            "A",
            "Near its top, where the air is calm.",
        ),
    ]


def test_every_fenced_question_explained_is_keyed() -> None:
    """Each block explains its key: before, the whole page failed as unanswered."""
    text = _EXPLAINED.replace("Solution: c\n", "Solution: c\nEight, as every arachnid.\n")
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == ["B", "C", "A"]
    assert imported.deck.cards[1].explanation == "Eight, as every arachnid."
    assert imported.warnings == ()


def test_an_answer_label_with_upper_case_options_keys_too() -> None:
    text = "".join(
        f"### Q{n}\n\n```text\n{q}\nA) {a}\nB) {b}\nAnswer: {key}\n{why}\n```\n\n"
        for n, (q, a, b, key, why) in enumerate(
            [
                ("Which is a prime?", "9", "7", "B", "7 has no divisor but 1 and 7."),
                ("Which is even?", "4", "5", "A", "4 is 2 times 2."),
                ("Which is a square?", "8", "16", "B", "16 is 4 times 4."),
            ],
            start=1,
        )
    )
    cards = _cards(text)
    assert [(q, key, why) for q, _, key, why in cards] == [
        ("Which is a prime?", "B", "7 has no divisor but 1 and 7."),
        ("Which is even?", "A", "4 is 2 times 2."),
        ("Which is a square?", "B", "16 is 4 times 4."),
    ]


def test_a_fenced_question_without_a_key_is_still_reported() -> None:
    text = _EXPLAINED + (
        "\n## Question 4\n\n```\nWhich planet has rings?\na. Saturn\nb. Mars\nc. Venus\n```\n"
    )
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == ["B", "C", "A"]
    assert imported.warnings == ("doc.md:40: question 4 has no answer; skipped",)


# Near misses: blocks the rule must leave as they were read.

_TWO_IN_ONE = """\
## Set 1

```
Which colour is the sky?
a. Blue
b. Green
Answer: a
Which colour is grass?
a. Blue
b. Green
```

## Set 2

```
Which is warmer?
a. Ice
b. Steam
Answer: b
Which is colder?
a. Ice
b. Steam
```

## Set 3

```
Which is heavier?
a. Lead
b. Cork
Answer: a
Which floats?
a. Lead
b. Cork
```
"""


def test_options_below_the_key_are_not_an_explanation() -> None:
    """Two questions in a block, options under the first key: not keyed as one question."""
    with pytest.raises(DocumentError):
        result(_TWO_IN_ONE)


_CONFIG = """\
# Settings

## Service one

```yaml
name: one
answer: 42
retries: 3
```

## Service two

```yaml
name: two
answer: 7
retries: 5
```

## Service three

```yaml
name: three
answer: 9
retries: 1
```

## What does retries set?

How often a failed call is tried again.
"""


def test_an_answer_line_in_config_blocks_stays_code() -> None:
    imported = result(_CONFIG)
    assert [(c.question, c.answer, c.explanation) for c in imported.deck.cards] == [
        (f"Service {name}", f"```yaml\nname: {name}\nanswer: {n}\nretries: {r}\n```", "")
        for name, n, r in (("one", 42, 3), ("two", 7, 5), ("three", 9, 1))
    ] + [("What does retries set?", "How often a failed call is tried again.", "")]

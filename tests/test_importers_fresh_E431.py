"""Review notes in one rhythm (fresh round Z249, fix helper fixC16): each question a plain
line, each answer the bulleted list under it. A question line of that shape without `?` was
merged silently into the answer above, and a fenced block between a question line and its
bullets (the code or figure it asks about) was put in the answer.

None of these is a copy of a document; each is the shape a real file used, written small.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str]]:
    """(question, answer) of each card, after checking nothing was warned of or skipped."""
    imported = result(text)
    assert imported.warnings == ()
    assert imported.skipped == ()
    assert all(not c.choices for c in imported.deck.cards)  # open cards, no keys
    return [(c.question, c.answer) for c in imported.deck.cards]


_GARDEN = """# Garden notes

## Soil

Which soil holds water best?

* Clay

What makes compost warm?

* Bacteria breaking down green matter

List three things worms need in a bed

* moisture
* shade
* food scraps

## Tools

Why oil a spade blade?

* It stops rust
"""


def test_a_line_without_question_mark_between_bullet_answers_is_a_question() -> None:
    """`List three things worms need in a bed` over `* ...` among question lines that ask
    with `?`, each over its bullets: the next question, not more of the answer above."""
    assert _cards(_GARDEN) == [
        ("Which soil holds water best?", "* Clay"),
        ("What makes compost warm?", "* Bacteria breaking down green matter"),
        ("List three things worms need in a bed", "* moisture\n* shade\n* food scraps"),
        ("Why oil a spade blade?", "* It stops rust"),
    ]


_SHOWN = """# Drill

Why does the call overflow with n=3?

```java
int f(int n) { return n * f(n - 1); }
```

* The base case is missing

Which signal does Ctrl-C send?

* SIGINT

Which file names the login shell?

* /etc/passwd

What does `ls -a` add?

* Hidden files

Which tree walk gives 4, 2, 5?
```
..2..
./.\\.
4...5
```

* Inorder
"""


def test_code_between_a_question_line_and_its_bullets_is_the_questions() -> None:
    """The method a question calls and the tree it asks to walk sit between the question
    line and its bullets, with no word pointing at them: on a page whose answers are the
    bullets, they belong to the question."""
    cards = _cards(_SHOWN)
    assert cards == [
        (
            "Why does the call overflow with n=3?\n\n```java\n"
            "int f(int n) { return n * f(n - 1); }\n```",
            "* The base case is missing",
        ),
        ("Which signal does Ctrl-C send?", "* SIGINT"),
        ("Which file names the login shell?", "* /etc/passwd"),
        ("What does `ls -a` add?", "* Hidden files"),
        ("Which tree walk gives 4, 2, 5?\n\n```\n..2..\n./.\\.\n4...5\n```", "* Inorder"),
    ]


def test_a_lead_in_over_more_points_stays_in_the_answer() -> None:
    """Near miss: `Examples:` (a colon leading into the list) and `Example` (a label, not a
    sentence) over more bullets are part of the answer above, as before."""
    for label in ("Examples:", "Example"):
        text = _GARDEN.replace(
            "* Clay\n", f"* Clay\n\n{label}\n\n* heavy river loam\n* brick earth\n"
        ).replace("List three things worms need in a bed", "What do worms need in a bed?")
        assert _cards(text)[0] == (
            "Which soil holds water best?",
            f"* Clay\n\n{label}\n\n* heavy river loam\n* brick earth",
        )
        assert len(_cards(text)) == 4


def test_a_page_with_prose_answers_keeps_its_reading() -> None:
    """Near miss: one answer goes on in prose, so the page has no one rhythm: a line without
    `?` over bullets stays in the answer above, as before."""
    text = _GARDEN.replace(
        "* Clay\n", "* Clay\n\nHeavy soils drain slowly, which matters when roots can rot.\n"
    )
    cards = _cards(text)
    assert len(cards) == 3
    assert cards[1] == (
        "What makes compost warm?",
        "* Bacteria breaking down green matter\n\nList three things worms need in a bed\n\n"
        "* moisture\n* shade\n* food scraps",
    )


_RECIPES = """# Recipes

How do you reverse a list?

```python
items[::-1]
```

* makes a copy

How do you sort pairs by value?

```python
sorted(pairs, key=lambda kv: kv[1])
```

* returns a new list

What is PEP 8?

* The style guide
"""


def test_code_over_bullets_on_most_answers_stays_the_answer() -> None:
    """Near miss: where most answers open with code, the code is what answers `How do you
    ...?` and the bullets note it: the code stays in the answer, as before."""
    assert _cards(_RECIPES) == [
        ("How do you reverse a list?", "```python\nitems[::-1]\n```\n\n* makes a copy"),
        (
            "How do you sort pairs by value?",
            "```python\nsorted(pairs, key=lambda kv: kv[1])\n```\n\n* returns a new list",
        ),
        ("What is PEP 8?", "* The style guide"),
    ]

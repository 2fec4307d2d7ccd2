"""VuePress `:::details` containers titled with a word that asks nothing (`:::details 要点`,
"key points"; `Notes`) under each question, and one that folds its question with its answer,
found in a judge's round (2026-11-30: nine section headings reported as unanswered questions,
one card titled `要点` with its question inside the answer): a container right under a
heading is that question's answer; one opening on a heading that asks holds its question too,
and reads unfolded. A container titled with a question is still that question."""

from __future__ import annotations

from tests.importing import result

_NOTES = """\
## Part one

### What is a kettle?

:::details 要点

A kettle boils water.

:::

### What is a pot?

:::details 要点

A pot holds soup.

:::

## Part two

:::details 要点

### What is a teapot?

A teapot brews tea.

:::
"""


def test_containers_under_questions_and_folding_them_hold_the_answers() -> None:
    r = result(_NOTES)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("What is a kettle?", "A kettle boils water."),
        ("What is a pot?", "A pot holds soup."),
        ("What is a teapot?", "A teapot brews tea."),
    ]
    assert not r.skipped


_ASKING_TITLES = """\
## Basics

::: details What is a pointer?
A variable holding an address.
:::

::: details What is a reference?
An alias.
:::
"""


def test_a_container_titled_with_a_question_is_that_question() -> None:
    cards = result(_ASKING_TITLES).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a pointer?", "A variable holding an address."),
        ("What is a reference?", "An alias."),
    ]

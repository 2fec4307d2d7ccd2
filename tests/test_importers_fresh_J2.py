"""Importer layouts met on fresh public documents (helper J2's sweep: multiple-choice quizzes
with answer keys on Git, Kubernetes, Docker, Linux, Spring and networking): each test is the
shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- numbered options, the key told as `The correct answer is: 2` in a fold --------------------

_CORRECT_IS_NUMBER = """\
# Practice test

## Question 1

Which principle does the container follow?

1. Object orientation
2. Aspect orientation
3. Inversion of control
4. Model-view-controller

<details>
<summary>Réponse</summary>

The correct answer is: 3

The container hands each object its collaborators.
</details>

## Question 2

Which layer holds the bean factory?

1. Beans
2. Web
3. Data access
4. Testing

<details>
<summary>Réponse</summary>

The correct answer is: 1

It is the core of the container.
</details>
"""


def test_the_correct_answer_is_a_number_names_the_numbered_option() -> None:
    cards = result(_CORRECT_IS_NUMBER).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which principle does the container follow?", "C"),
        ("Which layer holds the bean factory?", "A"),
    ]
    assert cards[0].choices["C"] == "Inversion of control"
    assert cards[0].explanation == "The container hands each object its collaborators."
    assert cards[1].explanation == "It is the core of the container."

"""Importer layouts met on fresh public documents (helper B2's sweep: PHP/Laravel, Ruby,
Vue, Angular, software testing and agile quizzes and interview pages): each test is the shape
of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- questions quoted, answered right below with no label -----------------------------------------

_QUOTED_TAKE_HOME = """\
# Interview answers

## **Tools**
> What is useful about version control?

It keeps the history.
- easy rollback
- code review

<br/>

> What are the pros and cons of containers?

Pros:
- light

Cons:
- no state

## **Method**

> When should tests be automated?

- repeated runs
- load tests
"""


def test_asking_quotes_answered_below_without_a_label_are_the_questions() -> None:
    cards = result(_QUOTED_TAKE_HOME).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "What is useful about version control?",
            "It keeps the history.\n- easy rollback\n- code review",
        ),
        ("What are the pros and cons of containers?", "Pros:\n- light\n\nCons:\n- no state"),
        ("When should tests be automated?", "- repeated runs\n- load tests"),
    ]


_QUOTED_REMARKS = """\
## What is a mock?

> Why not call the real service?

Because it is slow.

## What is a stub?

> Is it a mock?

No, it only answers.

## What is a spy?

> Does it record calls?

Yes.
"""


def test_asking_quotes_under_question_headings_stay_in_their_answers() -> None:
    cards = result(_QUOTED_REMARKS).deck.cards
    assert [c.question for c in cards] == ["What is a mock?", "What is a stub?", "What is a spy?"]
    assert cards[0].answer == "Why not call the real service?\n\nBecause it is slow."

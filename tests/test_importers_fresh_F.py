"""Importer layouts met on fresh public documents (helper F's sweep: Java, JVM, C#/.NET, Scala
and Kotlin interview pages and quizzes): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a list of bold questions after the answer of the last heading question -----------------------

_HEADINGS_THEN_LIST = """\
## 1. What is a heap?
The memory where objects live.

## 2. What is a stack frame?

The memory of one method call.
+ It holds the locals.

1. **What is an interface?**

    A type that only declares methods.

2. **What is boxing?**

    Wrapping a primitive in an object.

3. **What is a finalizer?**

    A method run before collection.

    * It is deprecated
    * It may never run
"""


def test_a_list_of_answered_bold_questions_after_a_heading_answer_holds_its_own_cards() -> None:
    cards = result(_HEADINGS_THEN_LIST).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a heap?", "The memory where objects live."),
        ("What is a stack frame?", "The memory of one method call.\n+ It holds the locals."),
        ("What is an interface?", "A type that only declares methods."),
        ("What is boxing?", "Wrapping a primitive in an object."),
        (
            "What is a finalizer?",
            "A method run before collection.\n\n* It is deprecated\n* It may never run",
        ),
    ]

"""Importer layouts met on fresh public documents (helper H2's sweep: mobile interview pages,
cybersecurity and cloud-certification practice exams): each test is the shape of one, written
small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a question bank whose answers are still to come ----------------------------------------------

_COMING_SOON = """\
# Widgets

## Beginner
1.\t**What is a view?**␣␣
   *Answer coming soon...*

2.\t**What is a label?**␣␣
   *Answer: TBD*

3.\t**What is a button?**␣␣
   A control that sends an action when tapped.
"""


def test_an_answer_that_says_it_is_coming_soon_is_no_answer() -> None:
    imported = result(_COMING_SOON.replace("␣", " "))
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a button?", "A control that sends an action when tapped."),
    ]
    assert [s.line for s in imported.skipped] == [4, 7]


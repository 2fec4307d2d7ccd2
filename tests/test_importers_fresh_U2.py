"""Importer layouts met on fresh public documents (helper U2's sweep: data engineering,
testing and embedded C interview pages and quizzes): each test is the shape of one, written
small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a task-list quiz whose ticked boxes carry a tick mark too -----------------------------------

_TICKED_AND_MARKED = """\
# Orchestration quiz

#### 1. Which view shows the runs?
- [x] Grid View ✅
- [ ] Graph View

#### 2. Which view shows the code?
- [ ] Home View
- [x] Code View ✅
- [ ] Grid View

#### 3. Which of these define a run?
- [x] run_id ✅
- [ ] colour
- [x] dag_id ✅
"""


def test_a_tick_after_a_ticked_box_only_repeats_the_key() -> None:
    cards = result(_TICKED_AND_MARKED).deck.cards
    assert [(c.question, c.answer) for c in cards[:2]] == [
        ("Which view shows the runs?", "A"),
        ("Which view shows the code?", "B"),
    ]
    assert cards[0].choices == {"A": "Grid View", "B": "Graph View"}
    assert cards[1].choices == {"A": "Home View", "B": "Code View", "C": "Grid View"}
    # several ticked: the right ones are the answer, as for any task list, with no marks left
    assert cards[2].answer == "- run_id\n- dag_id"
    assert "✅" not in cards[2].question and "[x]" not in cards[2].question

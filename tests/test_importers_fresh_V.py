"""Importer layouts met on fresh public documents (helper V's sweep: machine learning, MLOps,
statistics, pandas/NumPy, LLM and product-analytics interview pages and quizzes): each test is
the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a bold label that runs past its number into the question ------------------------------------

_TRUE_FALSE_QUIZ = """\
## Part A

**Q1.** Which is a fruit?

a) Carrot
b) Apple

**Answer:** B

---

**Q2. TRUE or FALSE:** The sky is green.

**Answer:** FALSE

---

**Q3.** Explain gravity.

**Sample Answer:** Mass attracts mass.
"""


def test_a_bold_label_closed_inside_the_question_leaves_no_stars() -> None:
    cards = result(_TRUE_FALSE_QUIZ).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which is a fruit?", "B"),
        ("TRUE or FALSE: The sky is green.", "FALSE"),
        ("Explain gravity.", "Mass attracts mass."),
    ]

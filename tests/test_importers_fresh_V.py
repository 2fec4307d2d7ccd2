"""Importer layouts met on fresh public documents (helper V's sweep: machine learning, MLOps,
statistics, pandas/NumPy, LLM and product-analytics interview pages and quizzes): each test is
the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from srs.importers.rstitems import titled_items_to_markdown
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


# -- reStructuredText items titled by their question (sphinx-needs) ------------------------------

_NEEDS_ITEMS = """\
Python answers
==============

.. needlist::
   :tags: python

.. an:: What are the values of these variables?
   :tags: python
   :links: py_1

   .. code-block:: python

      a = 1
      b = [2]

   Answer: https://example.com/values

.. an:: Threads and the GIL.
   :tags: python

   Only one thread runs Python code at a time.

   It is released during IO.

.. an:: What is monkey patching?
   :tags: python

   Changing a function after it is defined. For example::

      os.getcwd = lambda: "/"

   Useful in tests.
"""


def test_rst_items_titled_by_their_question_are_cards() -> None:
    imported = result(_NEEDS_ITEMS, source="answers.rst")
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "What are the values of these variables?",
        "Threads and the GIL.",
        "What is monkey patching?",
    ]
    assert cards[0].answer == ("```python\na = 1\nb = [2]\n```\nAnswer: https://example.com/values")
    assert (
        cards[1].answer
        == "Only one thread runs Python code at a time.\n\nIt is released during IO."
    )
    assert cards[2].answer == (
        "Changing a function after it is defined. For example:\n"
        '```\nos.getcwd = lambda: "/"\n```\nUseful in tests.'
    )
    assert not imported.warnings


def test_rst_directives_whose_titles_do_not_ask_stay_as_they_were() -> None:
    lines = [
        ".. figure:: one.png",
        "   :width: 50%",
        "",
        "   The first figure.",
        "",
        ".. figure:: two.png",
        "",
        "   The second figure.",
    ]
    before = list(lines)
    titled_items_to_markdown(lines)
    assert lines == before


# -- numbered topic headings over bulleted Q/A items ---------------------------------------------

_BULLETED_QA = """\
# Interview Preparation

## 1. Lifecycle

*   **Q: What is data drift?**
    - *A:* A change in the inputs.
*   **Q: Why version data?**
    - *A:* To reproduce a model.

---

## 2. Scenarios

*   **Scenario: Accuracy dropped overnight. What do you check first?**
    - *A:* The data pipeline.
*   **Scenario: You have 100 models. How do you manage them?**
    - *A:* A model registry.
"""


def test_bulleted_questions_under_numbered_topics_are_the_cards() -> None:
    cards = result(_BULLETED_QA).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is data drift?", "A change in the inputs."),
        ("Why version data?", "To reproduce a model."),
        ("Scenario: Accuracy dropped overnight. What do you check first?", "The data pipeline."),
        ("Scenario: You have 100 models. How do you manage them?", "A model registry."),
    ]


# -- a generated Q&A's explanation under its main question ---------------------------------------

_EXPLAINED_QA = """\
## Question
**Main question**: What is broadcasting?

**Explanation**: Arithmetic between arrays of different shapes, the smaller one
stretched to fit.

**Follow-up questions**:

1. Does it copy data?

## Answer

### What is broadcasting?

Aligning shapes from the right.

### Does it copy data?

No.

## Question
**Main question**: What is a view?

**Explanation**: An array sharing another's memory.

## Answer

A slice is one.
"""


def test_an_explanation_under_the_question_opens_its_answer() -> None:
    imported = result(_EXPLAINED_QA)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "What is broadcasting?\n\n**Follow-up questions**:\n\n1. Does it copy data?",
        "What is a view?",
    ]
    assert cards[0].answer.startswith(
        "Arithmetic between arrays of different shapes, the smaller one\nstretched to fit."
        "\n\n### What is broadcasting?\n\nAligning shapes from the right."
    )
    assert cards[0].answer.endswith("### Does it copy data?\n\nNo.")
    assert cards[1].answer == "An array sharing another's memory.\n\nA slice is one."
    assert not imported.warnings


# -- an admonition inside a revealed answer ------------------------------------------------------

_REVEALED_WITH_TIPS = """\
# A/B Testing Questions

### What is a guardrail metric? - Airbnb Interview Question

**Difficulty:** Medium

??? success "View Answer"

    A metric that must not get worse.

    - Page load time
    - Error rate

    !!! tip "Interviewer's Insight"
        Gives examples from the company's product.

---

### What is CUPED? - Microsoft Interview Question

??? success "View Answer"

    Variance reduction with pre-experiment data.

    !!! tip "Interviewer's Insight"
        - Knows the formula
        - Knows the typical reduction
"""


def test_an_admonition_inside_a_revealed_answer_keeps_its_title_and_text() -> None:
    imported = result(_REVEALED_WITH_TIPS)
    cards = imported.deck.cards
    assert [c.answer for c in cards] == [
        "A metric that must not get worse.\n\n- Page load time\n- Error rate\n\n"
        "**Interviewer's Insight**\nGives examples from the company's product.",
        "Variance reduction with pre-experiment data.\n\n"
        "**Interviewer's Insight**\n- Knows the formula\n- Knows the typical reduction",
    ]


# -- headings inside a folded answer -------------------------------------------------------------

_FOLDED_ANSWERS = """\
# Interview Experience

## Round: Product Analytics

### Q1. Drop in monthly active users

<details>
<summary>My Answer</summary>

### Steps to investigate:

1. **Trend analysis**
   * Week over week.

</details>

<details>
<summary>GPT Answer</summary>

### Framework

1. **Segments**
   * By country.
</details>

---

### Q2. A new onboarding video

<details>
<summary>My Answer</summary>

### Experiment design:

1. **Hypothesis**: retention improves.
</details>
"""


def test_headings_inside_a_folded_answer_are_the_answers_sections() -> None:
    imported = result(_FOLDED_ANSWERS)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "Drop in monthly active users",
        "A new onboarding video",
    ]
    assert cards[0].answer == (
        "### Steps to investigate:\n\n1. **Trend analysis**\n   * Week over week.\n\n"
        "### Framework\n\n1. **Segments**\n   * By country."
    )
    assert cards[1].answer == "### Experiment design:\n\n1. **Hypothesis**: retention improves."
    assert not imported.skipped


# -- `Question N` over its question and answer, with no blank line (text taken from a PDF) ------

_PDF_TEXT = """\
Question 1
What is NumPy, and why is it important?
Theory
NumPy is the library for numerical computing.
In summary, NumPy is fast.
Question 2
Explain how arrays differ from lists.
Theory
Arrays hold one type; lists hold any.
Question 3
What are the main attributes of an ndarray?
Theory
ndim, shape and size.
"""


def test_a_numbered_label_over_its_question_line_and_answer_without_blank_lines() -> None:
    cards = result(_PDF_TEXT, source="numpy.txt").deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "What is NumPy, and why is it important?",
            "Theory\nNumPy is the library for numerical computing.\n\nIn summary, NumPy is fast.",
        ),
        ("Explain how arrays differ from lists.", "Theory\nArrays hold one type; lists hold any."),
        ("What are the main attributes of an ndarray?", "Theory\nndim, shape and size."),
    ]


def test_a_hash_line_inside_unfenced_code_in_a_text_file_is_a_comment() -> None:
    text = """\
Question 1
How do you time a NumPy operation?
Code Example
import time
arr = list(range(10))
# Timing the loop
start = time.time()
print(time.time() - start)

Question 2
What is a dtype?
Theory
The type of every element.
"""
    imported = result(text, source="numpy.txt")
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "How do you time a NumPy operation?",
        "What is a dtype?",
    ]
    assert "# Timing the loop\nstart = time.time()" in cards[0].answer
    assert not imported.warnings

"""Importer layouts met in the 2026-11-29 fifth session's rounds of fresh public documents:
each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a bold title line over an italic `*Question:*` / `*Answer:*` pair -------------------------

_TITLED_LABELS = """\
# Garden notes

**1. When do tulips bloom?**
In spring, after a cold winter.

**2. Which soil suits roses?**
- Loamy soil that drains well.

## Situations

**3. Situation: Frost**

*Question:* How do you shield seedlings from a late frost?

*Answer:* Cover them overnight with fleece.

**4. Situation: Aphids**

*Question:* What do you do about aphids on the beans?

*Answer:*
- Spray them off with water.
- Bring in ladybirds.

**5. Situation: Drought**

*Question:* How do you water during a drought?

*Answer:* Water deeply at dawn, twice a week.
"""


def test_a_bold_title_over_a_labelled_question_titles_it() -> None:
    imported = result(_TITLED_LABELS)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "When do tulips bloom?", "In spring, after a cold winter."),
        ("q02", "Which soil suits roses?", "- Loamy soil that drains well."),
        (
            "q03",
            "Situation: Frost\n\nHow do you shield seedlings from a late frost?",
            "Cover them overnight with fleece.",
        ),
        (
            "q04",
            "Situation: Aphids\n\nWhat do you do about aphids on the beans?",
            "- Spray them off with water.\n- Bring in ladybirds.",
        ),
        (
            "q05",
            "Situation: Drought\n\nHow do you water during a drought?",
            "Water deeply at dawn, twice a week.",
        ),
    ]
    assert imported.skipped == ()  # no phantom "question 3 has no answer"
    assert imported.warnings == ()


_TITLED_BARE_LABELS = """\
# Garden notes

**Situation: Frost**

**Question:**
How do you shield seedlings from a late frost?

**Answer:**
Cover them overnight with fleece.

**Situation: Aphids**

**Question:**
What do you do about aphids on the beans?

**Answer:**
Spray them off with water.
"""


def test_an_unnumbered_bold_title_over_a_bare_label_is_the_question_s_section() -> None:
    imported = result(_TITLED_BARE_LABELS)
    assert [(c.question, c.answer, c.tags) for c in imported.deck.cards] == [
        (
            "How do you shield seedlings from a late frost?",
            "Cover them overnight with fleece.",
            ("situation-frost",),
        ),
        (
            "What do you do about aphids on the beans?",
            "Spray them off with water.",
            ("situation-aphids",),
        ),
    ]
    assert imported.skipped == ()


_BOLD_POINT_OVER_PROSE = """\
# Garden notes

**Q1: How do you plant bulbs?**

**Answer:**

**Depth matters**

Plant them three times as deep as they are tall.

**Q2: When do you prune roses?**

**Answer:** In late winter.
"""


def test_a_bold_line_over_prose_inside_a_labelled_answer_stays_in_it() -> None:
    """Guard: only a bold line right over a question label titles it; a bold line over an
    answer's own text is that answer's."""
    imported = result(_BOLD_POINT_OVER_PROSE)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        (
            "q01",
            "How do you plant bulbs?",
            "**Depth matters**\n\nPlant them three times as deep as they are tall.",
        ),
        ("q02", "When do you prune roses?", "In late winter."),
    ]


_BOLD_ANSWER_OVER_LABEL = """\
Q: Which planet is the largest?
A:
**Jupiter**

Q: Which planet has the most famous rings?
A:
**Saturn**
"""


def test_a_bold_answer_right_under_its_label_is_no_title_of_the_next_question() -> None:
    """Guard: a bold line right under a bare answer label, over the next `Q:`, is that
    answer, not a title."""
    imported = result(_BOLD_ANSWER_OVER_LABEL)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Which planet is the largest?", "**Jupiter**"),
        ("Which planet has the most famous rings?", "**Saturn**"),
    ]
    assert imported.skipped == ()


# -- a bullet quiz whose question's code sits at the margin, over the nested answer bullets ----

_ITEM_CODE = """\
# Quiz

- Question 1.1: True or False? Lists are mutable.
  - Type: Multiple choice
  - Answer: True
  - Choices: True, False
- Question 1.2: What does this print?

```python
n = 3
if n > 2:
\tprint(n * 2)
```
  - Type: Multiple choice
  - Answer: 6
  - Choices: 3, 6, 9

- Question: 1.3: True or False? Tuples are mutable.
  - Type: Multiple choice
  - Answer: False
  - Choices: True, False
"""


def test_code_at_the_margin_between_an_item_and_its_nested_answer_is_the_question_s() -> None:
    imported = result(_ITEM_CODE)
    cards = imported.deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        ("True or False? Lists are mutable.", "A", {"A": "True", "B": "False"}),
        (
            "What does this print?\n\n```python\nn = 3\nif n > 2:\n    print(n * 2)\n```",
            "B",
            {"A": "3", "B": "6", "C": "9"},
        ),
        # `Question: 1.3:`: the number typed after the label is no text of the question
        ("True or False? Tuples are mutable.", "B", {"A": "True", "B": "False"}),
    ]
    assert imported.skipped == ()
    assert imported.warnings == ()


_CODE_THEN_MARGIN_TEXT = """\
# Quiz

- Question 1: What does this print?
  - Answer: 6

```python
print(2 * 3)
```

- Question 2: What does this print?
  - Answer: 5
"""


def test_code_at_the_margin_with_no_nested_bullets_after_it_stays_out_of_the_item() -> None:
    """Guard: a block at the margin followed by the next item at the margin (not a nested
    bullet) is not moved into the item above: the text is left as it is."""
    from srs.importers.itemfences import item_fences

    assert item_fences(_CODE_THEN_MARGIN_TEXT) == _CODE_THEN_MARGIN_TEXT


# -- a question number typed after the label, with a colon of its own ---------------------------


def test_a_number_after_a_question_label_not_set_off_by_a_colon_stays_text() -> None:
    """Guard: only a number with a colon and a blank after it (`Question: 3.2: ...`) is the
    question's number; a time (`10:30`) is text of the question."""
    imported = result(
        "Question: 10:30 in 24-hour time is what?\nAnswer: Half past ten.\n\n"
        "Question: 2: Which hour is noon?\nAnswer: 12.\n"
    )
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("10:30 in 24-hour time is what?", "Half past ten."),
        ("Which hour is noon?", "12."),
    ]

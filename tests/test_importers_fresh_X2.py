"""Importer layouts met on fresh public documents (helper X2's sweep: frontend, mobile, backend,
data and general CS interview pages): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a bonus section numbers its question headings `A1.`, `A2.`, ... ---------------------------

_LETTERED_BONUS = """\
# Mobile Interview Guide

### ⭐ **1. What is a widget?**

**Answer:**
A description of part of the interface.

---

### **2. What is hot reload?**

Injecting changed code into the running app.

---

# 🧠 **BONUS QUESTIONS**

### ⭐ **A1. What is a render object?**

The object that lays out and paints.

---

### **A2. Why does the engine use layers?**

To repaint only what changed.

---

### ⭐ **A3. How do isolates talk to each other?**

Through ports.
"""


def test_question_headings_numbered_with_a_letter_are_questions() -> None:
    cards = result(_LETTERED_BONUS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a widget?", "A description of part of the interface."),
        ("What is hot reload?", "Injecting changed code into the running app."),
        ("What is a render object?", "The object that lays out and paints."),
        ("Why does the engine use layers?", "To repaint only what changed."),
        ("How do isolates talk to each other?", "Through ports."),
    ]


_Q_AND_A_HEADINGS = """\
### Q1. What is a widget?

### A1. A description of part of the interface.

### Q2. What is hot reload?

### A2. Injecting changed code into the running app.

### Q3. What is a key?

### A3. An identity kept across rebuilds.
"""


def test_a_lettered_heading_under_a_q_heading_stays_its_answer() -> None:
    cards = result(_Q_AND_A_HEADINGS).deck.cards
    assert [c.question for c in cards] == [
        "What is a widget?",
        "What is hot reload?",
        "What is a key?",
    ]
    assert "An identity kept across rebuilds." in cards[2].answer


# -- a plain question over `Answer:` among bold questions -------------------------------------
# (`␣` is a blank: the bold lines end in two, Markdown hard breaks, as the page wrote them)

_PLAIN_AMONG_BOLD = """\
## Loading

**Q1. How do you read a CSV file?**␣␣
With `pd.read_csv`.

**Q2. How do you count missing values?**␣␣
Use `isnull().sum()`.
```python
df.isnull().sum()
```

What is the difference between loc and iloc?

Answer:
loc selects by label.
iloc selects by position.

---

## Joins

**Q3. How do you join two frames?**␣␣
With `merge`.

---

How do you read a file too large for memory?

Answer:
In chunks.

## Tips

- Practise on real data.
"""


def test_a_plain_question_over_an_answer_label_among_bold_ones_is_a_card() -> None:
    cards = result(_PLAIN_AMONG_BOLD.replace("␣", " ")).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("How do you read a CSV file?", "With `pd.read_csv`."),
        (
            "How do you count missing values?",
            "Use `isnull().sum()`.\n```python\ndf.isnull().sum()\n```",
        ),
        (
            "What is the difference between loc and iloc?",
            "loc selects by label.\niloc selects by position.",
        ),
        ("How do you join two frames?", "With `merge`."),
        ("How do you read a file too large for memory?", "In chunks."),
    ]


_OWN_SECOND_LINE = """\
**1. Consider this loop.**

```python
for i in range(3): pass
```

What is `i` afterwards?

Answer: 2

**2. Consider this call.**

```python
len([1, 2])
```

What does it return?

Answer: 2
"""


def test_a_question_that_is_not_whole_keeps_its_asking_line() -> None:
    cards = result(_OWN_SECOND_LINE).deck.cards
    assert len(cards) == 2
    assert all(c.answer == "2" for c in cards)


# -- `**Answer Structure:**` opens an outline answer -------------------------------------------

_ANSWER_STRUCTURE = """\
**Q1: How do you version an API?**

**Answer**: With a prefix per version.

**Q2: Design a URL shortener.**

**Answer Structure:**

1. **Storage**: a key-value table
2. **Encoding**: base62 ids
"""


def test_an_answer_structure_label_is_no_part_of_the_answer() -> None:
    cards = result(_ANSWER_STRUCTURE).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("How do you version an API?", "With a prefix per version."),
        (
            "Design a URL shortener.",
            "1. **Storage**: a key-value table\n2. **Encoding**: base62 ids",
        ),
    ]

"""Importer layouts met on fresh public documents (helper R's sweep: machine learning,
statistics and LLM interview pages and quizzes): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a key marked by a closing `X` ---------------------------------------------------------------
# (`␣` is a blank: lines ending in two are Markdown hard breaks, as the documents wrote them)

_X_QUIZ = """\
QUIZ ON SAMPLING

### Errors

1. What is a sampling error?␣␣
A) A typo in the data␣␣
B) Chance variation between samples  X
C) A broken instrument␣␣

2. A Type 1 error occurs when:␣␣
A) A true null hypothesis is rejected X
B) A false null hypothesis is kept␣␣

3. Which test compares two means?␣␣
A) t-test␣␣
B) Chi-square test␣␣

4. Which is larger for the same data?␣␣
A) The value of X
B) The value of Y␣␣
"""


def test_an_option_closed_by_a_capital_x_is_the_key() -> None:
    imported = result(_X_QUIZ.replace("␣", " "))
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a sampling error?", "B"),
        ("A Type 1 error occurs when:", "A"),
    ]
    assert cards[0].choices["B"] == "Chance variation between samples"
    assert cards[1].choices["A"] == "A true null hypothesis is rejected"
    # no X at all, and an X that is the option's own word (after `of`): no key, reported
    assert [s.line for s in imported.skipped] == [14, 18]


# -- a question bank's metadata fields, one to a line ---------------------------------------------

_FIELDS_BANK = """\
# ML Basics

---
### Q: Define **overfitting**.

**Category:** ML Basics␣␣
**Difficulty:** Easy␣␣
**Tags:** Overfitting, Regularisation

**Sample Answer:**
The model learns the noise of its training data.

---
### Q: What is the **learning rate**?

**Difficulty:** Medium

**Sample Answer:**
The size of each gradient step.
"""


def test_metadata_fields_one_to_a_line_are_no_part_of_the_question() -> None:
    cards = result(_FIELDS_BANK.replace("␣", " ")).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Define **overfitting**.", "The model learns the noise of its training data."),
        ("What is the **learning rate**?", "The size of each gradient step."),
    ]


# -- a course quiz: numbered options, an admonition naming the key and explaining it --------------

_ADMONITION_QUIZ = """\
# Quiz 2

### Question 1 (Remember)
**What is a token?**

<div class="upper-alpha" markdown>
1. A password
1. The unit of text a model reads
1. A network layer
</div>

??? success "Answer"
    **B) The unit of text a model reads** - Words or parts of words.

---

### Question 2 (Analyze)
**Compare pre-training and fine-tuning:**

1. Both need the same data
1. Pre-training uses broad data; fine-tuning task data

??? success "Answer"
    **B) Pre-training uses broad data; fine-tuning task data**
"""


def test_a_key_naming_its_option_then_explaining_keeps_the_explanation() -> None:
    cards = result(_ADMONITION_QUIZ).deck.cards
    assert [(c.question, c.answer, c.explanation) for c in cards] == [
        ("What is a token?", "B", "Words or parts of words."),
        ("Compare pre-training and fine-tuning:", "B", ""),
    ]
    assert cards[1].choices["B"] == "Pre-training uses broad data; fine-tuning task data"


# -- a blog post written in MDX: its images are `<Image src=... />` components ---------------------

_MDX_POST = """\
### 1. What is skewness?

Ans: How far a distribution leans to one side.

<Image src="https://example.org/skew.png" alt="Skewed curves" style="width:100%" class="img"/>

### 2. What does List<Image> hold in Java?

Images, one after another.
"""


def test_an_mdx_image_component_is_kept_as_an_image() -> None:
    cards = result(_MDX_POST).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "What is skewness?",
            "How far a distribution leans to one side.\n\n"
            "![Skewed curves](https://example.org/skew.png)",
        ),
        ("What does List<Image> hold in Java?", "Images, one after another."),
    ]

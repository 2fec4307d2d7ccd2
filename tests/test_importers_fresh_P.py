"""Importer layouts met on fresh public documents (helper P: Python, ML, statistics,
distributed systems): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from pathlib import Path

from srs.importers import import_file
from tests.importing import result

# -- page furniture ----------------------------------------------------------------------------


def test_a_link_to_the_contents_anchor_is_furniture_in_any_language() -> None:
    text = """\
# Вопросы
:white_check_mark: Q1
### Генераторы
Функции, которые можно приостанавливать.

:arrow_up_small:[Вернуться к оглавлению](#content)
______
:white_check_mark: Q2
### Декораторы
Функция, которая оборачивает другую.

[↥ nach oben](#top)
"""
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == [
        "Функции, которые можно приостанавливать.",
        "Функция, которая оборачивает другую.",
    ]


def test_a_back_link_set_as_a_heading_is_no_part_of_the_last_answer() -> None:
    text = """\
# Python Interview QnA

## Q1. What is a mixin?
**Answer:**
A class that adds methods to others by inheritance.

## Q2. What does super() return?
**Answer:**
- a proxy object
- bound to the next class in the MRO

##### [Back To Contents](./README.md)
***
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a mixin?", "A class that adds methods to others by inheritance."),
        (
            "What does super() return?",
            "- a proxy object\n- bound to the next class in the MRO",
        ),
    ]


# -- question labels ---------------------------------------------------------------------------


def test_mcq_numbered_headings_label_their_questions() -> None:
    text = """\
# CAP quiz

---

## MCQ 1

Which property may a system give up during a partition?

A. Durability
B. Availability

**Answer:** B

---

## MCQ 2

Which systems answer every request?

A. AP systems
B. CP systems

**Answer:** A
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        (
            "Which property may a system give up during a partition?",
            "B",
            {"A": "Durability", "B": "Availability"},
        ),
        ("Which systems answer every request?", "A", {"A": "AP systems", "B": "CP systems"}),
    ]


# -- options named by their words --------------------------------------------------------------


def test_a_choices_field_and_an_answer_field_naming_one_make_a_choice_card() -> None:
    text = """\
Format:
Question: ...
Type: Multiple Choice (Single Correct Answer)
Answer: ...
Choices: ...

# Lesson 1:
- Question 1.1: Which module defines SVC?
  - Type: Multiple choice (single correct response)
  - Answer: sklearn.svm
  - Choices: sklearn.tree; sklearn.svm; sklearn.neighbors
- Question 1.2: True or False? Bagging lowers variance.
  - Type: Multiple choice (single correct response)
  - Answer: True
  - Choices: True, False
- Question 1.3: Which words name the outcomes of a binary process?
  - Type: Multiple Choice (Multiple Correct Answers)
  - Answer: Success; Failure
  - Choices: Success; Neutral; Failure
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards[:2]] == [
        (
            "Which module defines SVC?",
            "B",
            {"A": "sklearn.tree", "B": "sklearn.svm", "C": "sklearn.neighbors"},
        ),
        ("True or False? Bagging lowers variance.", "A", {"A": "True", "B": "False"}),
    ]
    # two right options: an open card naming both, never one wrong key
    assert cards[2].choices == {}
    assert cards[2].answer == "- Success\n- Failure"
    assert "Type:" not in cards[2].question
    assert any("2 right options" in w for w in imported.warnings)


def test_a_choices_field_the_answer_is_not_one_of_stays_an_open_card() -> None:
    text = """\
# Lesson 2:
- Question 1: Name the default kernel of SVC.
  - Answer: the radial basis function
  - Choices: linear; poly; rbf
- Question 2: Which module defines SVR?
  - Answer: sklearn.svm
  - Choices: sklearn.tree; sklearn.svm
"""
    card, other = result(text).deck.cards
    assert other.answer == "B"
    assert card.choices == {}
    assert card.answer.startswith("the radial basis function")


def test_unticked_options_answered_by_the_words_of_one_in_details() -> None:
    text = """\
# CAP theorem

Question: How many of the three CAP guarantees can a system give at once?

- [ ] All three
- [ ] Only one
- [ ] At most two

<details>
  <summary>Answer</summary>
  <p>At most two</p>
  <p>Under a partition it must give up consistency or availability.</p>
</details>
"""
    card = result(text).deck.cards[0]
    assert card.question == "How many of the three CAP guarantees can a system give at once?"
    assert card.choices == {"A": "All three", "B": "Only one", "C": "At most two"}
    assert card.answer == "C"
    assert card.explanation == "Under a partition it must give up consistency or availability."


def test_a_list_ending_a_question_whose_answer_is_no_item_stays_in_the_question() -> None:
    text = """\
### Which of these would you use for an IO-bound job?

- threads
- asyncio
- processes

**Answer:** asyncio or threads, depending on the libraries at hand.
"""
    card = result(text).deck.cards[0]
    assert card.choices == {}
    assert "- asyncio" in card.question
    assert card.answer == "asyncio or threads, depending on the libraries at hand."


# -- code fences ---------------------------------------------------------------------------------


def test_a_fence_closed_with_the_quote_ending_a_quoted_answer_closes_its_block() -> None:
    text = """\
## Interview Questions & Answers

### Q1: "What's a fixture?"
**Answer:** "Reusable setup:
```python
@pytest.fixture
def data():
    return [1, 2]
```"

### Q2: "What's mocking?"
**Answer:** "Replacing a dependency with a fake:
```python
@patch('boto3.client')
def test_upload(mock_s3): ...
```
Tests stay fast."
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [c.question for c in cards] == ["What's a fixture?", "What's mocking?"]
    assert cards[0].answer == (
        '"Reusable setup:\n```python\n@pytest.fixture\ndef data():\n    return [1, 2]\n```'
    )
    assert cards[1].answer.endswith('```\nTests stay fast."')
    assert not imported.warnings


# -- Anki text files ---------------------------------------------------------------------------


def test_a_text_file_of_semicolon_separated_notes_is_read_as_anki_notes(tmp_path: Path) -> None:
    path = tmp_path / "python.txt"
    path.write_text(
        "In range(a,b), is b included?; No, b is excluded.\n"
        "\n"
        "### Lists\n"
        "Add an element to a list; list.append(element)\n"
        "\n"
        "What does list[-1] return?; The last element, e.g. `[1,2][-1]` is 2.\n",
        encoding="utf-8",
    )
    imported = import_file(path)
    assert imported.layout == "anki notes"
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("In range(a,b), is b included?", "No, b is excluded."),
        ("Add an element to a list", "list.append(element)"),
        ("What does list[-1] return?", "The last element, e.g. `[1,2][-1]` is 2."),
    ]


def test_prose_with_semicolons_in_a_markdown_file_stays_a_document(tmp_path: Path) -> None:
    path = tmp_path / "notes.md"
    path.write_text(
        "Q: What is a list?; asked often\nA: A mutable sequence; it grows.\n\n"
        "Q: What is a tuple?; asked too\nA: An immutable sequence; it is fixed.\n",
        encoding="utf-8",
    )
    assert import_file(path).layout != "anki notes"


# -- answer labels -----------------------------------------------------------------------------


def test_a_label_nested_in_a_list_of_the_body_is_a_point_not_the_answer_label() -> None:
    text = """\
# Bias and variance

## 1. What is bias?

Error from wrong assumptions.

## 2. What might cause high bias?

A high bias model underfits.

- **Data complexity**: the model is too simple.
  - **Solution**: use a more flexible model.
- **Improper scaling**: features on different scales.
  - **Solution**: standardize them.

## 3. What is variance?

Sensitivity to the training set.
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "What is bias?",
        "What might cause high bias?",
        "What is variance?",
    ]
    assert cards[1].answer.startswith("A high bias model underfits.\n\n- **Data complexity**")
    assert cards[1].answer.endswith("  - **Solution**: standardize them.")
    assert not imported.warnings


def test_an_answer_nested_under_a_question_bullet_still_answers_it() -> None:
    text = """\
- What is a coroutine?
  - Answer: a function that can pause at await.
- What runs coroutines?
  - Answer: the event loop.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a coroutine?", "a function that can pause at await."),
        ("What runs coroutines?", "the event loop."),
    ]


def test_numbered_points_broken_by_code_stay_in_their_labelled_answer() -> None:
    text = """\
## Interview Questions

**Q1: Design an experiment to find the best model complexity.**

**A:** Systematic approach:

1. **Define a metric**:
   - Tree depth

2. **Setup**:
```python
for depth in range(1, 10):
    fit(depth)
```

3. **Analysis**:
   - Plot complexity vs error

4. **Validation**:
   - Test on a hold-out set

**Q2: How do you handle overfitting in production?**

**A:** Monitor the gap between training and live metrics.
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "Design an experiment to find the best model complexity.",
        "How do you handle overfitting in production?",
    ]
    assert cards[0].answer.startswith("Systematic approach:\n\n1. **Define a metric**:")
    assert "```python\nfor depth in range(1, 10):" in cards[0].answer
    assert cards[0].answer.endswith("4. **Validation**:\n   - Test on a hold-out set")
    assert not imported.warnings


# -- question and answer headings ----------------------------------------------------------------


def test_question_and_answer_headings_keep_the_answers_sub_headings() -> None:
    text = """\
## Question
**Main question**: What is unit testing?

**Follow-up questions**:

1. Why does it help?

## Answer

### What is unit testing?

Testing units in isolation.

#### Follow-up Questions:

### Why does it help?
- Bugs are found early.

## Question
**Main question**: How do you write a basic unit test?

## Answer

### Writing one

Subclass `unittest.TestCase`.
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [c.question.split("\n")[0] for c in cards] == [
        "What is unit testing?",
        "How do you write a basic unit test?",
    ]
    assert "1. Why does it help?" in cards[0].question
    assert cards[0].answer.startswith("### What is unit testing?\n\nTesting units in isolation.")
    assert cards[0].answer.endswith("### Why does it help?\n- Bugs are found early.")
    assert cards[1].answer == "### Writing one\n\nSubclass `unittest.TestCase`."
    assert not imported.warnings


def test_a_label_line_led_by_an_emoji_shortcode_labels_the_heading_below() -> None:
    text = """\
# Interview questions
___
:white_check_mark: __Q1__
### Generators
A generator is a function that can pause at yield.
______
✅ Q2
### Decorators
A decorator takes a function and returns a function.
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Generators", "A generator is a function that can pause at yield."),
        ("Decorators", "A decorator takes a function and returns a function."),
    ]

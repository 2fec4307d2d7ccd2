"""Importer layouts met in the 2026-11-29 eighth session's rounds of fresh public documents (a
worked solution under `## Question N.` headings that asks itself bold sub-questions and ticks
its steps with `✓`; bullet questions whose hidden answers are `<details>` folds set at the
margin, one after a task's code and words): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str, source: str = "doc.md") -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text, source).deck.cards]


# -- a worked solution: bold sub-questions and ticked steps inside a labelled answer --------

_SOLVED = """# Shapes

## Question 1. [E] What is a square? Is it always a rectangle?

**Solution:** A square has four equal sides.

**Check the corners**
- Each corner is right ✓
- The sides are equal

**Is a Square Always a Rectangle?**

**Answer: Yes** - its corners are right.

## Question 2. [M] What is a circle?

**Solution:** The points at one distance from a centre.
"""


def test_bold_sub_question_and_ticked_steps_stay_in_a_labelled_answer() -> None:
    res = result(_SOLVED, "doc.md")
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        (
            "[E] What is a square? Is it always a rectangle?",
            "A square has four equal sides.\n\n**Check the corners**\n"
            "- Each corner is right ✓\n- The sides are equal\n\n"
            "**Is a Square Always a Rectangle?**\n\n**Answer: Yes** - its corners are right.",
        ),
        ("[M] What is a circle?", "The points at one distance from a centre."),
    ]
    assert all(not c.choices for c in res.deck.cards)


_TICKED_OPTIONS = """# Quiz

## Question 1. Which shape has four equal sides?

- Square ✓
- Triangle
- Circle

**Answer:** A square's sides are all equal.
"""


def test_ticked_options_right_under_the_question_still_make_a_choice_card() -> None:
    """Guard: the tick marks the key where the list is the question's options, before any
    answer label."""
    card = result(_TICKED_OPTIONS, "doc.md").deck.cards[0]
    assert card.choices == {"A": "Square", "B": "Triangle", "C": "Circle"}
    assert card.answer == "A"


_UNLABELLED_ANSWER = """# Notes

## Question 1. What is a list?

An ordered collection.

**Why use a tuple?**

**Answer:** It cannot change.

## Question 2. What is a set?

An unordered collection.
"""


def test_bold_question_over_a_label_after_an_unlabelled_answer_opens_a_card() -> None:
    """Guard: only a labelled answer (`**Solution:**` under the heading) keeps a bold line
    that asks as its own; after an answer with no label, a bold question over its own label
    is a question of its own."""
    assert _cards(_UNLABELLED_ANSWER) == [
        ("What is a list?", "An ordered collection."),
        ("Why use a tuple?", "It cannot change."),
        ("What is a set?", "An unordered collection."),
    ]


# -- a fold's summary in the page's language: `<summary>Ответ</summary>` -------------------

_RU_FOLDS = """# Сети

1. Что такое DNS?
   <details>
   <summary>Ответ</summary>

   Служба имён.

   </details>

1. Какие заголовки бывают?
   <details>
   <summary>Ответ</summary>

   Запрос: `Host`, `Accept`.

   Ответ: `Content-Type`, `ETag`.

   </details>
"""


def test_a_summary_in_the_pages_language_labels_the_answer() -> None:
    """The fold's `Ответ` opens the answer, as `Answer` does: a line inside the answer that
    begins with the same word (`Ответ:` for the response's headers) is the answer's text."""
    assert _cards(_RU_FOLDS) == [
        ("Что такое DNS?", "Служба имён."),
        ("Какие заголовки бывают?", "Запрос: `Host`, `Accept`.\n\nОтвет: `Content-Type`, `ETag`."),
    ]


# -- bullet questions answered by `<details>` folds at the margin -------------------------------

_FOLDS = """# Tasks

* What does a primary key guarantee?
  <details>
  <summary>Answer</summary>

  Each row is unique and not null.

  </details>

* Write a function that adds the digits of a number?
<details><summary>Simple version</summary>
<pre><code class="lang-python">def f(n):
    return sum(map(int, str(n)))
</code></pre>
</details>
<details><summary>Faster version</summary>
<pre><code class="lang-python">def f(n):
    return n % 9
</code></pre>
</details>

* There is a table `log`:

```sql
CREATE TABLE log (id INT, amt DOUBLE);
```

Compute a running total per id.
<details><summary>Ответ</summary>
<pre><code class="lang-sql">SELECT id, SUM(amt) OVER (ORDER BY id) FROM log;
</code></pre>
</details>
"""


def test_details_folds_at_the_margin_answer_the_bullet_question_above() -> None:
    assert _cards(_FOLDS) == [
        ("What does a primary key guarantee?", "Each row is unique and not null."),
        (
            "Write a function that adds the digits of a number?",
            "```\ndef f(n):\n    return sum(map(int, str(n)))\n\n```\n\n"
            "```\ndef f(n):\n    return n % 9\n\n```",
        ),
        (
            "There is a table `log`:\n\n```sql\nCREATE TABLE log (id INT, amt DOUBLE);\n```\n\n"
            "Compute a running total per id.",
            "```\nSELECT id, SUM(amt) OVER (ORDER BY id) FROM log;\n\n```",
        ),
    ]


_CODE_THEN_TEXT = """# Tasks

* What is an index?
  <details>
  <summary>Answer</summary>

  A lookup structure.

  </details>

* There is a table `log`:

```sql
CREATE TABLE log (id INT);
```

More words about the table.

## Next

* What is a view?
  <details>
  <summary>Answer</summary>

  A stored query.

  </details>
"""


def test_code_and_words_with_no_fold_after_them_make_no_task() -> None:
    """Guard: a statement over code and words is a task only when a fold answers it."""
    questions = [q for q, _ in _cards(_CODE_THEN_TEXT)]
    assert questions == ["What is an index?", "What is a view?"]

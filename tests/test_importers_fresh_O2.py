"""Importer layouts met on fresh public documents (helper O2's sweep: web frameworks, mobile and
database interview pages and quizzes): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a numbered heading item answered only by code at the margin, then a back-to-top link ------

_CODE_ONLY_ANSWER = """\
# Framework questions

1. ### What is a router?

    It maps URLs to handlers.

    **[Back to Top](#contents)**

2. ### What is the event bus?

```
bus = EventBus()
bus.publish("ready")
```

 **[Back to Top](#contents)**

3. ### What is a view?

    The page a handler renders.

    **[Back to Top](#contents)**
"""


def test_code_alone_under_a_numbered_heading_item_is_its_answer() -> None:
    imported = result(_CODE_ONLY_ANSWER)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a router?", "It maps URLs to handlers."),
        ("What is the event bus?", '```\nbus = EventBus()\nbus.publish("ready")\n```'),
        ("What is a view?", "The page a handler renders."),
    ]
    assert not imported.warnings


# -- a Markdown page whose questions and answers are HTML blocks named by their class ----------

_ROLE_BLOCKS = """\
---
layout: single
---

<h5>Database Basics</h5>

<br><h5>Question</h5>
<div class="card site-question">What is an index?</div><button class="btn show-answer-btn">Answer</button>
   <div class="card site-answer">
      <code><pre>

A structure that speeds up lookups
at the cost of slower writes.
      </pre></code>
   </div>

<br><h5>Question</h5>
<div class="card site-question">What is a shard?</div><button class="btn show-answer-btn">Answer</button>
      <div class="card site-answer">
      <code><pre>
      </pre></code>
      </div>

<br><h5>Question</h5>
<div class="card site-question">Explain this query: <code>db.users.find({age: 3})</code>
</div><button class="btn show-answer-btn">Answer</button>
   <div class="card site-answer">
      <pre>
  * It finds the users
  * whose age is 3
      </pre>
   </div>

</body>
"""


def test_question_and_answer_blocks_named_by_class_in_markdown_are_cards() -> None:
    imported = result(_ROLE_BLOCKS)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is an index?", "A structure that speeds up lookups\nat the cost of slower writes."),
        (
            "Explain this query: `db.users.find({age: 3})`",
            "* It finds the users\n* whose age is 3",
        ),
    ]
    # the empty answer block leaves its question unanswered, reported
    assert [s.reason for s in imported.skipped] == ["question #2 has no answer; skipped"]


# -- a grade badge (an image whose alt text is a grade) between a question and its answer ------

_GRADE_BADGES = """\
# Query questions

1. How do you count the documents of a collection?

![Simple](https://example.com/tags/simple%20(2).svg)

<details><summary><b>Show Answer</b></summary>

> With `countDocuments()`.
</details>

---

2. What does this diagram show?

![Replica set](https://example.com/img/replicas.png)

![Medium](https://example.com/tags/Medium.svg)

<details><summary><b>Show Answer</b></summary>

> A primary and two secondaries.
</details>
"""


def test_a_grade_badge_under_a_question_is_no_part_of_it() -> None:
    cards = result(_GRADE_BADGES).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("How do you count the documents of a collection?", "With `countDocuments()`."),
        (
            "What does this diagram show?\n\n![Replica set](https://example.com/img/replicas.png)",
            "A primary and two secondaries.",
        ),
    ]


# -- an answer's sentence run on with a comma into its lettered points, no key ------------------

_COMMA_POINTS = """\
# Routing

1. ### How many kinds of route files are there?

There are three kinds of route files,

    A. web routes

    B. api routes

    C. console routes

2. ### Which file holds web routes?

    web.php holds them.
"""


def test_a_statement_ending_in_a_comma_over_lettered_points_is_the_answer() -> None:
    imported = result(_COMMA_POINTS)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "How many kinds of route files are there?",
            "There are three kinds of route files,\nA. web routes\nB. api routes\nC. console routes",
        ),
        ("Which file holds web routes?", "web.php holds them."),
    ]
    assert not imported.skipped

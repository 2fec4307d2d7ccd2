"""Two shapes a judge's round (Z228) found read wrong. A quiz numbering its questions with a
dash (`N - question`) lost each question whose text opens with a quote or a bracket
(`2 - '7' == 7 gives?`, `3 - (null ?? 'x') gives?`): it ran on into the question above as its
text or "answer", with no report of its own. And a numbered item whose only body is a line
labelled as a follow-up (`Follow-up question: ... why? It is not used.`, `扩展问题：...。`),
ending with a sentence rather than `?`, became a card answered by the interviewer's next
question instead of an unanswered question reported."""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result

_KEYED_DASHED = """\
1 - Which value is a string?
* A) 42
* B) "42"

Answer: B

2 - '7' == 7 gives?
* A) true
* B) false

Answer: A

3 - (null ?? 'x') gives?
* A) null
* B) 'x'

Answer: B

4 - "abc".length gives?
* A) 3
* B) 4

Answer: A
"""


def test_dashed_questions_opening_with_a_quote_or_bracket_are_questions() -> None:
    r = result(_KEYED_DASHED)
    assert [(c.id, c.question, c.answer) for c in r.deck.cards] == [
        ("q01", "Which value is a string?", "B"),
        ("q02", "'7' == 7 gives?", "A"),
        ("q03", "(null ?? 'x') gives?", "B"),
        ("q04", '"abc".length gives?', "A"),
    ]
    assert not r.warnings
    assert not r.skipped


_UNKEYED_DASHED = """\
1 - What does typeof null give?
* A) "object"
* B) "null"

2 - [1, 2].length gives?
* A) 2
* B) 3

3 - Which keyword declares a constant?
* A) var
* B) const
"""


def test_unkeyed_dashed_quiz_reports_every_question_and_makes_no_card() -> None:
    # Before, question 2 was question 1's "explanation", made its answer: one junk open card.
    with pytest.raises(DocumentError, match="3 questions found, none with an answer"):
        result(_UNKEYED_DASHED)


_DASHED_SUMS = """\
1. How do you check a subtraction by hand?

Work each line out:

10 - (2 + 3) = 5
11 - (4 + 2) = 5

2. What is a negative number?

A number below zero.
"""


def test_near_miss_dashed_sums_in_brackets_stay_in_the_answer() -> None:
    r = result(_DASHED_SUMS)
    assert [(c.id, c.question, c.answer) for c in r.deck.cards] == [
        (
            "q01",
            "How do you check a subtraction by hand?",
            "Work each line out:\n\n10 - (2 + 3) = 5\n11 - (4 + 2) = 5",
        ),
        ("q02", "What is a negative number?", "A number below zero."),
    ]
    assert not r.warnings


_LABELLED_FOLLOW_UPS = """\
1. What does the key prop do in a list?

   It lets the diff find the matching node faster.

2. How is a component declared, and when would you pick each way?

   Follow-up question: for a function component, why import React at all? It is not used in the file.

3. What does setState do?

   **扩展问题：** 为什么它是异步的？这里不需要回答。

4. When should an AJAX request be started?
   In componentDidMount, because the component is mounted by then.
"""


def test_an_item_whose_only_body_is_a_labelled_follow_up_is_unanswered() -> None:
    r = result(_LABELLED_FOLLOW_UPS)
    assert [(c.id, c.answer) for c in r.deck.cards] == [
        ("q01", "It lets the diff find the matching node faster."),
        ("q04", "In componentDidMount, because the component is mounted by then."),
    ]
    assert r.warnings == (
        "doc.md:5: question 2 has no answer; skipped",
        "doc.md:9: question 3 has no answer; skipped",
    )
    assert [s.line for s in r.skipped] == [5, 9]


_TOLD_THEN_FOLLOW_UP = """\
1. What does the key prop do in a list?

   Follow-up requests reuse it: the diff finds the matching node faster.

2. How is a component declared?

   As a function or a class. Follow-up: why prefer functions? Hooks.

3. When should an AJAX request be started?

   In componentDidMount.

   Follow-up: what about unmounting? Cancel it there.
"""


def test_near_miss_answers_that_mention_or_precede_a_follow_up_stay_answers() -> None:
    r = result(_TOLD_THEN_FOLLOW_UP)
    assert [(c.id, c.answer) for c in r.deck.cards] == [
        ("q01", "Follow-up requests reuse it: the diff finds the matching node faster."),
        ("q02", "As a function or a class. Follow-up: why prefer functions? Hooks."),
        ("q03", "In componentDidMount.\n\nFollow-up: what about unmounting? Cancel it there."),
    ]
    assert not r.warnings

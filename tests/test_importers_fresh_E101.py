"""The statements a numbered question weighs, set out as a numbered list between it and its
options (`8) Which of the following statements are true?` / `1. ...` / `2. ...` / the options
numbered `1.` over `Answer: 3`), found lost in a judge's round (an ISTQB sample exam: two of
26 questions reported unanswered, their statements and options left out): they are the
question's, its options and key after them. A numbered list under a question with no options
after it is still its answer."""

from __future__ import annotations

from tests.importing import result

_WEIGHED = """\
## SAMPLE EXAM QUESTIONS

1) Which of the following is a test type?

1. Component testing
1. Functional testing
1. Acceptance testing
    <details><summary>Answer:</summary>2</details></br>

2) Which of the following review types and traits belong together?

1. Led by the author
2. Undocumented
3. Uses entry and exit criteria

- (s) Inspection
- (t) Informal review
- (u) Walkthrough

1. s = 3, t = 2, u = 1
1. s = 1, t = 2, u = 3
1. s = 2, t = 3, u = 1
    <details><summary>Answer:</summary>1</details></br>

3) Which is not a type of review?

1. Walkthrough
1. Inspection
1. Management approval
    <details><summary>Answer:</summary>3</details></br>
"""


def test_statements_between_a_question_and_its_options_are_the_questions() -> None:
    r = result(_WEIGHED)
    cards = r.deck.cards
    assert [c.answer for c in cards] == ["B", "A", "C"]
    assert cards[1].question == (
        "Which of the following review types and traits belong together?\n\n"
        "1. Led by the author\n2. Undocumented\n3. Uses entry and exit criteria\n\n"
        "- (s) Inspection\n- (t) Informal review\n- (u) Walkthrough"
    )
    assert cards[1].choices == {
        "A": "s = 3, t = 2, u = 1",
        "B": "s = 1, t = 2, u = 3",
        "C": "s = 2, t = 3, u = 1",
    }
    assert not r.warnings


_STEPS_ANSWER = """\
# Git

1) How do you undo the last commit?

1. Run git reset --soft HEAD~1.
2. Check the staged changes.

2) How do you see the history?

1. Run git log.
2. Add --oneline for a short view.
"""


def test_a_numbered_list_with_no_options_after_it_stays_the_answer() -> None:
    cards = result(_STEPS_ANSWER).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "How do you undo the last commit?",
            "1. Run git reset --soft HEAD~1.\n2. Check the staged changes.",
        ),
        ("How do you see the history?", "1. Run git log.\n2. Add --oneline for a short view."),
    ]

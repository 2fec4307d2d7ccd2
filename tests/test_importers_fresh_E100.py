"""A bold request told with a full stop and answered on its line (`2. **Explain dropout.**
Randomly zeroes ...`) in a list of bold questions so answered (`1. **What is overfitting?**
The model ...`), found reported "no answer was found" in a judge's round (2026-11-30, three
of an NLP sheet's questions): it is one more question of the list. In a list with no bold
question so answered (a list of tips), or when the bold words ask nothing, it is no question."""

from __future__ import annotations

from tests.importing import result

_TERMS = """\
# Quick ML terms

1. **What is overfitting?** The model memorises noise in the training data.
2. **Explain dropout.** Randomly zeroes activations during training.
3. **Define recall.** True positives divided by all actual positives.
4. **What is an epoch?** One full pass over the training set.
"""


def test_a_bold_request_answered_on_its_line_among_bold_questions_is_a_question() -> None:
    r = result(_TERMS)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("What is overfitting?", "The model memorises noise in the training data."),
        ("Explain dropout.", "Randomly zeroes activations during training."),
        ("Define recall.", "True positives divided by all actual positives."),
        ("What is an epoch?", "One full pass over the training set."),
    ]
    assert not r.warnings


_TIPS = """\
# Prep

## What is a prefab?

A reusable template object.

## Tips

- **Explain your approach.** Interviewers value the reasoning.
- **Describe the edge cases.** They show care.
- **Sleep well.** A rested mind is quicker.
"""


def test_bold_requests_in_a_list_of_tips_are_no_questions() -> None:
    cards = result(_TIPS).deck.cards
    assert [c.question for c in cards] == ["What is a prefab?"]


_STATEMENT = """\
# Databases

1. **What is an index?** A structure that speeds up lookups.
2. **What is a view?** A stored query.
3. **Use indexes.** They speed up reads but slow writes.
"""


def test_a_bold_statement_among_bold_questions_stays_no_question() -> None:
    cards = result(_STATEMENT).deck.cards
    assert [c.question for c in cards][:2] == ["What is an index?", "What is a view?"]
    assert "Use indexes." not in [c.question for c in cards]

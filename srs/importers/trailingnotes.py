"""Commentary headings after a choice quiz's last question: end matter, no questions.

A practice exam whose every question is numbered, has options and a key may close with the
author's notes under headings of their own:

    ### 40. Networking
    **Which port does HTTPS use?**
    - A) 80
    - B) 443
    **Answer: B)**

    ## How good is this quiz?
    ### Strengths
    | Area | Note |

Read as questions, each heading over its paragraph or table became an open card. In a
document whose questions up to the last choice question are all numbered choice questions
with keys, unnumbered headings after it with no options, in the same section, the first one
above the questions' heading level (the quiz is over), are the author's commentary: reported
as end matter, not carded. A document that mixes open questions with its choice questions,
numbers the questions after its last choice question or gives them a section of their own
(`## Free Response Questions`) keeps them all.
"""

from __future__ import annotations

from collections.abc import Callable

from srs.importers.values import Draft

__all__ = ["without_commentary"]

_QUIZ_AT_LEAST = 5
"""How many choice questions make a document a choice quiz whose closing notes to tell apart."""


def without_commentary(drafts: list[Draft], warn: Callable[[int, str], None]) -> list[Draft]:
    """The drafts without the commentary after a choice quiz's last question (see the
    module), each reported through warn."""
    notes = _trailing_commentary(drafts)
    if not notes:
        return drafts
    for draft in drafts[-notes:]:
        heading = draft.block.start.text.lstrip("#* ").rstrip("* ")
        warn(
            draft.block.start.no,
            f"'{heading}' after the last choice question has no options nor key: "
            "end matter; not imported",
        )
    return drafts[:-notes]


def _trailing_commentary(drafts: list[Draft]) -> int:
    """How many drafts at the end are commentary after a choice quiz (see the module); 0
    when the rule does not apply."""
    last = len(drafts) - 1
    while last >= 0 and not drafts[last].choices:
        last -= 1
    if last < _QUIZ_AT_LEAST - 1 or last == len(drafts) - 1:
        return 0  # a cheap test first: most documents end with their last question
    quiz = drafts[: last + 1]
    if not all(d.choices and d.answer.strip() and d.block.number is not None for d in quiz):
        return 0  # open questions among the choice ones, or unkeyed ones: a mixed document
    trailing = drafts[last + 1 :]
    if any(d.block.number is not None for d in trailing):
        return 0  # numbered on as the quiz is: questions of another kind, kept
    if any(d.block.section != quiz[-1].block.section for d in trailing):
        return 0  # a section of their own (`## Free Response Questions`): another part
    return len(trailing) if _closes(quiz[-1], trailing[0]) else 0


def _closes(question: Draft, after: Draft) -> bool:
    """Whether the heading after the last question stands above the questions' headings
    (`## Notes` after `### 40. ...`): the quiz is over."""
    level, above = question.block.level, after.block.level
    return level is not None and above is not None and above < level

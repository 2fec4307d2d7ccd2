"""Why a document with questions gave no card, said as the user can act on it.

A practice test handed out without its key, or notes that list questions still to answer,
are the usual cause: the refusal says how many questions lack an answer and how to give one,
instead of quoting whichever line was reported first.
"""

from __future__ import annotations

from collections.abc import Sequence

NO_ANSWER = "has no answer"
NO_KEY = "has options but no answer letter"


def none_answered(found: int) -> str:
    return (
        f"{found} questions found, none with an answer: write each answer below its question "
        "(e.g. after 'Answer:')"
    )


def none_usable(found: int, blocks: int, reasons: Sequence[str], first: str | None) -> str:
    """`found` questions (`blocks` of them read with what follows) and no card: `reasons`
    are the skipped questions' reasons, `first` the first warning (what else went wrong,
    when the questions lack no answer)."""
    unanswered = sum(1 for reason in reasons if NO_ANSWER in reason)
    unkeyed = sum(1 for reason in reasons if NO_KEY in reason)
    if not unkeyed:
        return none_answered(found) if unanswered >= blocks else _other(found, first)
    if 2 * (unanswered + unkeyed) < blocks:
        return _other(found, first)
    others = f", {_count(unanswered, 'has', 'have')} no answer" if unanswered else ""
    return (
        f"{_count(found, 'question', 'questions')} found, none with an answer: "
        f"{_count(unkeyed, 'has', 'have')} options but no answer letter{others}. Give each its key (e.g. 'Answer: B' below its options), or an answer "
        "key at the end ('1. B', '2. D'); a key kept in another file can be pasted at the end"
    )


def outermost(questions: list[tuple[int, str]]) -> int:
    """How many of these question lines are not nested under another (a follow-up question
    indented under its question is part of it)."""
    if not questions:
        return 0
    depth = [len(text) - len(text.lstrip()) for _, text in questions]
    return sum(1 for d in depth if d == min(depth))


def _other(found: int, first: str | None) -> str:
    return f"{found} questions found but none usable ({first or 'no question had an answer'})"


def _count(number: int, one: str, many: str) -> str:
    return f"{number} {one if number == 1 else many}"

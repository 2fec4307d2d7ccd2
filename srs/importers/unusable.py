"""Why a document with questions gave no card, said as the user can act on it.

A practice test handed out without its key, or notes that list questions still to answer,
are the usual cause: the refusal says how many questions lack an answer and how to give one,
instead of quoting whichever line was reported first.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from srs.importers.common import NoQuestions
from srs.importers.nestedasks import unnested
from srs.importers.result import unanswered_line
from srs.importers.values import Block, Skipped

NO_QUESTIONS = (
    "no questions found (expected e.g. '### Question 1', '### 1. What ...?', "
    "'Question 1', 'Q1: ...', 'Q: ... / A: ...' or '**1. ...?**')"
)
"""The refusal of a document in which a reader found nothing shaped as a question."""
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


def _other(found: int, first: str | None) -> str:
    return f"{found} questions found but none usable ({first or 'no question had an answer'})"


def _count(number: int, one: str, many: str) -> str:
    return f"{number} {one if number == 1 else many}"


def refusal_notes(
    where: Callable[[int | None], str], warnings: Sequence[str], loose: Sequence[tuple[int, str]]
) -> tuple[str, ...]:
    """What a reader that made no card met on the way, to print before its refusal: its
    warnings, then each question it met outside any block (`loose`, as line and text) that
    no warning names, as the unanswered question it is."""
    named = {warning.split(": ", 1)[0] for warning in warnings}
    asked = [
        f"{where(no)}: {unanswered_line(text)}" for no, text in loose if where(no) not in named
    ]
    return (*warnings, *asked)


class _Reader(Protocol):
    """What the refusals read of a reader that made no card (srs.importers.lines)."""

    source: str
    warnings: list[str]
    skipped: list[Skipped]
    loose: list[tuple[int, str]]
    intro: list[tuple[int, str]]
    dropped: list[tuple[int, str]]

    def where(self, line: int | None) -> str: ...


def no_questions(reader: _Reader) -> NoQuestions:
    """No question block: a list of questions without answers says so (each named in the
    notes), else what a question looks like."""
    listed = unnested(reader.loose, [*reader.intro, *reader.dropped])
    if listed >= 2:
        notes = refusal_notes(reader.where, reader.warnings, reader.loose)
        return NoQuestions(reader.source, None, none_answered(listed), listed, notes=notes)
    return NoQuestions(reader.source, None, NO_QUESTIONS)


def none_usable_in(reader: _Reader, blocks: list[Block], intro: str | None = None) -> NoQuestions:
    """Question blocks, but no card: how many questions there were, and why; `intro`, the
    report of the page's introduction (no card took it either), heads the notes."""
    inside = {line.no for block in blocks for line in block.lines}
    # the questions met outside any block have no answer either
    outside = [q for q in reader.loose if q[0] not in inside]
    found = len(blocks) + unnested(outside, [*reader.intro, *reader.dropped])
    reasons = [s.reason for s in reader.skipped]
    first = reader.warnings[0] if reader.warnings else None
    message = none_usable(found, len(blocks), reasons, first)
    return NoQuestions(
        reader.source,
        None,
        message,
        found,
        notes=(
            *(() if intro is None else (intro,)),
            *refusal_notes(reader.where, reader.warnings, reader.loose),
        ),
    )

"""A closing list of questions under a heading after the last answer: the page's, no answer's.

A practice page may end, past its last answered task, with a list of questions to revise
that nobody answered, under a heading of its own one level below the questions':

    ## Question: 24
    > Create a resource quota
    * kubectl create quota q --hard=pods=5
    ---
    ### Topics to revise:
    How do you drain a node?
    How do you roll back a deployment?
    Explain the purpose of a Service.

A heading deeper than the question's is a part of its answer (`#### Trade-offs`), so the
whole list was glued to the last card, every question lost in silence. Where that last
heading's section is a bare list of lines (at the margin, no code, no answer label, nothing
nested), half of them or more questions asked whole (srs.importers.lonequestions' own test,
so that those lines are then reported one by one as unanswered), after some answer, and no
other card has such a section (one each answer has, `### Follow-up questions`, is the
answers' own), the section is cut from the card: the reader reports its questions as
unanswered and the rest of its lines as text in no card.
"""

from __future__ import annotations

from srs.importers.common import ANSWER_RE, Block, Line, heading_of, indent_of
from srs.importers.labelwords import QUESTION_MARKS
from srs.importers.lonequestions import asked_whole

__all__ = ["cut_closing_questions"]

_MIN_LINES = 3
"""The fewest lines a closing list has: two questions may be the answer's own asides."""


def cut_closing_questions(block: Block, blocks: list[Block]) -> list[Line]:
    """The closing list of questions at the end of the last card (see the module doc), cut
    from its heading on and returned (its text lines, heading first); [] otherwise."""
    lines = block.lines
    k = _last_heading(lines)
    if k is None or not any(line.text.strip() for line in lines[:k]):
        return []
    heading = heading_of(lines[k])
    if heading is None or heading[1].rstrip().endswith(QUESTION_MARKS):
        return []  # a heading that asks is a question of its own, not a list's title
    if not _question_list(lines[k + 1 :]) or any(_holds_list(b) for b in blocks if b is not block):
        return []
    cut = [line for line in lines[k:] if line.text.strip()]
    del lines[k:]
    return cut


def _last_heading(lines: list[Line]) -> int | None:
    """The index of the block's last heading line (outside code), if any."""
    return next((k for k in range(len(lines) - 1, 0, -1) if heading_of(lines[k])), None)


def _holds_list(block: Block) -> bool:
    """Whether a card's lines hold a heading over a list of questions (its own section)."""
    lines = block.lines
    marks = [k for k, line in enumerate(lines) if heading_of(line) is not None]
    if not marks:
        return False
    ends = [*marks[1:], len(lines)]
    return any(_question_list(lines[k + 1 : end]) for k, end in zip(marks, ends, strict=True))


def _question_list(section: list[Line]) -> bool:
    """Whether a heading's lines are a bare list of questions (see the module doc)."""
    text = [line for line in section if line.text.strip()]
    if len(text) < _MIN_LINES or any(line.code for line in section):
        return False
    if any(indent_of(line.text) > 3 or ANSWER_RE.match(line.text) for line in text):
        return False
    asked = sum(1 for line in text if asked_whole(line.text) is not None)
    return 2 * asked >= len(text)

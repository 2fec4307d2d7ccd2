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
unanswered and the rest of its lines as text in no card. The list may go on under several
such headings (`##### Basic` / `1. ...?` / `##### Advanced` / `1. ...?`), under a bold title
alone above the first (`**More questions to practise**`): all of it is cut.

The title may be a plain line instead of a heading, over its questions as one paragraph
after a blank line (`🧩 Architecture` / `What is MVVM?` / `What is MVI?`, group after
group): with no heading to vouch for the list, every line under the title must ask whole,
and the title must not.
"""

from __future__ import annotations

from srs.importers.common import ANSWER_RE, LIST_ITEM_RE, heading_of, indent_of
from srs.importers.labelwords import QUESTION_MARKS
from srs.importers.lonequestions import asked_whole
from srs.importers.values import Block, Line

__all__ = ["cut_closing_questions"]

_MIN_LINES = 3
"""The fewest lines a closing list has: two questions may be the answer's own asides."""


def cut_closing_questions(block: Block, blocks: list[Block]) -> list[Line]:
    """The closing list of questions at the end of the last card (see the module doc), cut
    from its first heading (or the bold title over it) on and returned (its text lines,
    heading first); [] otherwise."""
    lines = block.lines
    k, titled = _closing_run(lines), False
    if k is None:  # `🧩 Architecture` over `What is MVVM?`: a plain title's list
        k, titled = _titled_paragraphs(lines), True
    if k is None or not any(line.text.strip() for line in lines[:k]):
        return []
    listed = [ln for ln in lines[k:] if ln.text.strip() and heading_of(ln) is None]
    if len(listed) < _MIN_LINES or any(_holds_list(b) for b in blocks if b is not block):
        return []
    k = k if titled else _titled_from(lines, k)
    cut = [line for line in lines[k:] if line.text.strip()]
    del lines[k:]
    return cut


def _closing_run(lines: list[Line]) -> int | None:
    """The first of the headings that end the block, each over a bare list of questions
    (`##### Basic` / `1. ...?` / `##### Advanced` / `1. ...?`); None when the last is not."""
    marks = [k for k in range(1, len(lines)) if heading_of(lines[k]) is not None]
    first = None
    for k, end in zip(marks[::-1], [len(lines), *marks[::-1]], strict=False):
        heading = heading_of(lines[k])
        if heading is None or heading[1].rstrip().endswith(QUESTION_MARKS):
            break  # a heading that asks is a question of its own, not a list's title
        if not _question_list(lines[k + 1 : end], least=1):
            break
        first = k
    return first


def _titled_paragraphs(lines: list[Line]) -> int | None:
    """The first line of the paragraphs that end the block after its answer, each a plain
    title over questions (`_titled_questions`); None when the last paragraph is not one."""
    first, end = None, len(lines)
    while True:
        while end > 0 and not lines[end - 1].text.strip():
            end -= 1
        start = end
        while start > 0 and lines[start - 1].text.strip():
            start -= 1
        if not _titled_questions(lines[start:end]):
            return first
        first = end = start


def _titled_questions(paragraph: list[Line]) -> bool:
    """A plain title (`🧩 Kotlin Flows`: no heading, no list item, not asking) over two or
    more lines at the margin that each ask whole, nothing else."""
    if len(paragraph) < _MIN_LINES or any(ln.code or indent_of(ln.text) > 3 for ln in paragraph):
        return False
    title = paragraph[0].text
    if heading_of(paragraph[0]) is not None or LIST_ITEM_RE.match(title) or ANSWER_RE.match(title):
        return False
    if title.rstrip().endswith(QUESTION_MARKS) or asked_whole(title) is not None:
        return False
    return all(
        heading_of(ln) is None and not ANSWER_RE.match(ln.text) and asked_whole(ln.text)
        for ln in paragraph[1:]
    )


def _titled_from(lines: list[Line], k: int) -> int:
    """Where the cut begins: at the heading k, or at a bold title alone right above it
    (`**More questions to practise**`), the page's as the list is."""
    above = [j for j in range(k) if lines[j].text.strip()]
    if len(above) < 2 or above[-1] != k - 2 or lines[k - 1].text.strip():
        return k
    title = lines[above[-1]].text.strip()
    if lines[above[-1] - 1].text.strip() or lines[above[-1]].code:
        return k
    bold = title[:2] in ("**", "__") and title[-2:] == title[:2] and len(title) > 4
    return above[-1] if bold and not title.rstrip("*_ ").endswith(QUESTION_MARKS) else k


def _holds_list(block: Block) -> bool:
    """Whether a card's lines hold a heading over a list of questions (its own section)."""
    lines = block.lines
    marks = [k for k, line in enumerate(lines) if heading_of(line) is not None]
    if not marks:
        return False
    ends = [*marks[1:], len(lines)]
    return any(_question_list(lines[k + 1 : end]) for k, end in zip(marks, ends, strict=True))


def _question_list(section: list[Line], least: int = _MIN_LINES) -> bool:
    """Whether a heading's lines are a bare list of questions (see the module doc), at least
    `least` lines."""
    text = [line for line in section if line.text.strip()]
    if len(text) < least or any(line.code for line in section):
        return False
    if any(indent_of(line.text) > 3 or ANSWER_RE.match(line.text) for line in text):
        return False
    asked = sum(1 for line in text if asked_whole(line.text) is not None)
    return 2 * asked >= len(text)

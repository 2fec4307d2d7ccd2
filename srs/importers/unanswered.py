"""Questions left unanswered after an answered one end its answer.

A list of questions answers some and leaves others bare (`1. **What is X?**` / its answer /
`2. **What is Y?**` / `3. ...`; `* What is the output:` / its code / `Answer: ...` /
`* Explain static ?`). The answer above runs on to the next question start, over the bare
ones, which were lost in it in silence. A bare question that goes on with the answered
one's numbering, or sits at the margin with its bullet, ends that answer; it is reported as
unanswered with the document's other bare items.

A numbered list of questions none of which is answered may also close a question's answer
(`#### 166. What is X?` / `**Answer.** ...` / `51. How do you set a variable?` / `52. What
is PATH?` ... to the end of the page: questions gathered to answer later). It is no part of
that answer when it is a run of three or more items that all ask, numbered on from some
other list (from 2 or more, and not from a numbered line of the answer itself), after text
the answer already gave and with nothing after it before the next question or heading: the
answer ends before it, and each item is reported as unanswered. An answer that *is* a list
of questions (`Questions to ask the interviewer:` over `1. What ...?`) numbers it from 1.
A question left with an empty answer label (`## Q3. What is a pod?` / `**A**:`) over such a
list numbered on (`4. What is a ReplicaSet?` ... `24. ...`: the questions' own count going on)
has no answer: the list is no answer of it but more questions, the label's question reported
as unanswered and each item too, whatever follows the list (`unanswered_under_labels`).
A list that goes on from the question's own number (`## 2. Explain X` over its answer, then
`3. What is Y?` ... `10. ...`) is the questions' list even where the answer numbers points
of its own (`1. **Producer**`, `2. **Consumer**`): the question's number tells first.
"""

from __future__ import annotations

import bisect
import dataclasses
from collections.abc import Collection

from srs.importers.common import ANSWER_RE, LIST_QUESTION_RE
from srs.importers.values import Line, Start

__all__ = ["unanswered_after", "unanswered_between"]

_LIST_RUN = 3
"""At least this many asking items make a list of questions, not a few closing the answer."""

_BULLETS = ("* ", "- ", "+ ")


def unanswered_between(
    starts: dict[int, Start], numbered_items: set[int], bare: set[int], lines: list[Line]
) -> None:
    """End in `starts` each answer that a `bare` asking item below it interrupts (see the
    module doc): numbered items by number, bulleted ones by bullet."""
    numbered = sorted(i for i in starts if i in numbered_items)
    every = sorted(starts)
    for i in sorted(bare - starts.keys()):
        m = LIST_QUESTION_RE.match(lines[i].text)
        if m is not None:
            _after_numbered(starts, numbered, i, int(m.group("num")))
        elif lines[i].text[:2] in _BULLETS:
            _after_bulleted(starts, every, i, lines)


def _after_numbered(starts: dict[int, Start], numbered: list[int], i: int, number: int) -> None:
    """A bare numbered item going on with the numbering of the question above it."""
    k = bisect.bisect(numbered, i)
    if k == 0:
        return  # before the first numbered question: a list of its own
    above = starts[numbered[k - 1]]
    below = starts[numbered[k]].number if k < len(numbered) else None
    if above.number is None or number <= above.number:
        return  # out of the questions' numbering: a list of another part
    if below is not None and above.number < below <= number:
        return  # past the next question's number: a list of another part (a next question
        # numbered from 1 again, a section's first, says nothing of this numbering)
    _end_at(starts, numbered[k - 1], i)


def _after_bulleted(starts: dict[int, Start], every: list[int], i: int, lines: list[Line]) -> None:
    """A bare bulleted item at the margin with the bullet of the question above it."""
    k = bisect.bisect(every, i)
    if k > 0 and lines[every[k - 1]].text[:2] == lines[i].text[:2]:
        _end_at(starts, every[k - 1], i)


def _end_at(starts: dict[int, Start], at: int, i: int) -> None:
    above = starts[at]
    if above.end is None or above.end > i:
        starts[at] = dataclasses.replace(above, end=i)


def unanswered_after(
    starts: dict[int, Start],
    lists: list[tuple[list[int], int]],
    lines: list[Line],
    headings: Collection[int],
) -> None:
    """End in `starts` each answer that a numbered list of unanswered questions closes (see
    the module doc); `lists` holds each such list's items' first lines and the line after
    it, `headings` the heading lines."""
    unanswered_under_labels(starts, lists, lines)
    order = sorted(starts) if lists else []
    for items, end in lists:
        first = items[0]
        k = bisect.bisect(order, first)
        m = LIST_QUESTION_RE.match(lines[first].text)
        if len(items) < _LIST_RUN or k == 0 or m is None or int(m.group("num")) < 2:
            continue
        if k < len(order) and order[k] < end:
            continue  # a question inside the list's span: not a list standing alone
        at = order[k - 1]
        above = starts[at]
        if above.end is not None and above.end <= first:
            continue  # the answer above ended already
        if _answered_before(lines, at, above, first, int(m.group("num"))) and _closes(
            lines, end, starts, headings
        ):
            _end_at(starts, at, first)


def _answered_before(lines: list[Line], at: int, above: Start, first: int, number: int) -> bool:
    """The question at line `at` has an answer's text before the list at line `first`, and
    no numbered line of it that the list's numbers go on from (unless the list goes on from
    the question's own number)."""
    answered = bool(above.rest.strip())
    own = above.number == number - 1  # `## 2. Q` over its answer, then `3.`, `4.` ...
    for j in range(at + 1 + above.skip, first):
        text = lines[j].text
        if not text.strip():
            continue
        answered = True
        m = LIST_QUESTION_RE.match(text)
        if m is not None and int(m.group("num")) == number - 1 and not own:
            return False  # the answer's own list, going on past a paragraph
    return answered


def _closes(
    lines: list[Line], end: int, starts: dict[int, Start], headings: Collection[int]
) -> bool:
    """Nothing but blank lines after the list before the next question, heading or the end."""
    j = end
    while j < len(lines) and not lines[j].text.strip():
        j += 1
    return j == len(lines) or j in starts or j in headings


def unanswered_under_labels(
    starts: dict[int, Start], lists: list[tuple[list[int], int]], lines: list[Line]
) -> None:
    """End in `starts` each answer that is an empty answer label over a numbered list of
    questions none answered, numbered from 2 or more (see the module doc): the list is
    more questions, the label's question has no answer."""
    if not lists:
        return
    for items, _end in lists:
        first = items[0]
        m = LIST_QUESTION_RE.match(lines[first].text)
        if len(items) < _LIST_RUN or m is None or int(m.group("num")) < 2:
            continue
        at = _over_empty_label(starts, lines, first)
        if at is not None:
            _end_at(starts, at, first)


def _over_empty_label(starts: dict[int, Start], lines: list[Line], first: int) -> int | None:
    """The question whose only text before line `first` is an empty answer label (`**A**:`),
    blank lines around it; None when there is no such question."""
    j = first - 1
    labels = 0
    while j >= 0 and j not in starts:
        text = lines[j].text
        if text.strip():
            m = ANSWER_RE.match(text)
            if m is None or m.group("rest").strip() or labels:
                return None
            labels += 1
        j -= 1
    if j < 0 or not labels or starts[j].rest.strip() or starts[j].skip:
        return None
    return j

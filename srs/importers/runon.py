"""Numbered questions whose answers run on at the margin, past their list item.

People type numbered Q&A lists as they would on paper: the question on `2. What ...?`, the
first line of its answer indented under it, and then the rest of the answer (a bullet list,
a code block, more paragraphs) back at the margin, up to `3. What ...?`. CommonMark ends the
list item, and the list, at the first line at the margin, so the item alone holds only the
answer's first line; the rest lies between two questions, and would be lost. The author's
structure is the numbering: what lies between two numbered questions, with no heading
between them, is the answer of the one above.
"""

from __future__ import annotations

import bisect
import dataclasses

from srs.importers.asking import asks
from srs.importers.blocklines import is_top_link
from srs.importers.common import BOLD_LINE_RE, OPTION_RE
from srs.importers.labeltext import tidy_label
from srs.importers.lazyre import lazy
from srs.importers.pictitles import pictograph_title
from srs.importers.values import Line, Start

__all__ = ["numbered_in_paragraphs", "run_on"]

_NUMBERED_LINE_RE = lazy(r"^ {0,3}(?P<n>\d{1,4})[.)][ \t]+(?P<text>\S.*)$")


def numbered_in_paragraphs(
    lines: list[Line],
    paragraphs: list[tuple[int, int]],
    item_numbers: dict[int, int],
    starts: dict[int, Start],
) -> None:
    """`9. What is a namespace?` typed on the line right after an answer's last line: in
    CommonMark only a `1.` may interrupt a paragraph, so it reads as more of that answer; but
    it asks, and its number goes on from the numbered question above it. It is the next
    question (added to `starts` and `item_numbers`, in place), as its author numbered it.
    One that does not ask (`32. Explain N-gram`, a topic's words) is the next question too
    when its number is the very next one and its answer's first line sits indented under it,
    as the items of its sequence hold theirs (`_answered_as_items`).
    """
    rows = sorted(item_numbers)
    for first, end in paragraphs:
        for i in range(first + 1, min(end, len(lines))):
            m = _NUMBERED_LINE_RE.match(lines[i].text)
            if m is None or lines[i].code:
                continue
            asking = asks(m.group("text"))
            if not asking and not _answered_as_items(lines, i, end):
                continue
            k = bisect.bisect_left(rows, i)
            number = int(m.group("n"))
            title = lines[first].text if i == first + 1 and asking else None
            if k == 0 or not _goes_on(item_numbers[rows[k - 1]], number, title):
                continue
            starts[i] = Start(number, tidy_label(m.group("text")), weak=True)
            item_numbers[i] = number
            bisect.insort(rows, i)


def _answered_as_items(lines: list[Line], i: int, end: int) -> bool:
    """Whether the numbered line `i` has its answer's first line indented right under it,
    inside its paragraph (`32. Explain N-gram` over `    N-gram is ...`): the shape of a
    numbered question's list item, which a numbered point of an answer does not take."""
    if i + 1 >= min(end, len(lines)):
        return False
    below = lines[i + 1].text
    return below[:1] in (" ", "\t") and bool(below.strip()) and not lines[i + 1].code


def _goes_on(before: int, number: int, title: str | None) -> bool:
    """Whether a numbered line's number goes on from the numbered question above: the next
    number; or a later one right under a section's title that opens its paragraph (`🔹
    Intermediate Q&A` over `9. What is a Role?` after `5. ...`: a page that lists a few of
    each level's questions keeps their numbers, and the title says a new part begins)."""
    if number == before + 1:
        return True
    if number <= before or title is None:
        return False
    return pictograph_title(title) is not None or _short_bold_title(title)


def _short_bold_title(text: str) -> bool:
    """A short line all in bold that does not ask (`**Advanced**`): a section's title."""
    m = BOLD_LINE_RE.match(text.strip())
    return m is not None and len(m.group("text").split()) <= 6 and not asks(m.group("text"))


def run_on(
    lines: list[Line],
    starts: dict[int, Start],
    headings: dict[int, tuple[int, str]],
    numbered: set[int],
    bare: set[int],
) -> None:
    """Let each numbered item's answer run on to the next numbered question (in place).

    Not past a heading, nor an item of a list that is no question (`5. Below is a class
    component`, reported unanswered), nor into a list whose numbering starts again at 1 (a
    new section's: `**Advanced questions**` over `1. Why ...?`), nor past a bold line alone
    right above the next question (`**Parallelism:**` over `2. How ...?`: its section's
    title, whatever the numbering), nor for a choice question whose options are in its item
    (its key is there too, as its author indents it; what follows is no part of it). The
    last question before a heading (or the end) runs on too when one above it (any), with no
    heading between, did (or was answered at the margin past its item from the first: its
    item's paragraph the question alone): the document is written that way. Alone, it ends with its item:
    a closing paragraph after a list of questions is no answer's; but not before text all
    indented (`_indented_after`), which is that item's answer typed on short of its indent.

    Args:
        lines: the document's lines.
        starts: the question starts found in the blocks, by line index.
        headings: the document's headings, by line index: a heading between two questions
            ends the answer where the list item does (what follows is a section's text).
        numbered: the first lines of the numbered list items taken as questions.
        bare: the first lines of numbered items with no answer of their own.
    """
    rows = sorted({*starts, *headings, *bare})
    ran_on = False  # whether a question above (any), with no heading between, ran on
    for k, i in enumerate(rows):
        if i in headings:
            ran_on = False
        start = starts.get(i)
        if start is None or i not in numbered:
            continue
        if start.end is None:  # `2. Walk through a build` over `* Overview` at the margin:
            ran_on = True  # its answer runs on past its item already, as the document writes
            continue
        nxt = rows[k + 1] if k + 1 < len(rows) else None
        if nxt is None or nxt in headings:
            goes_on = ran_on or _indented_after(lines, start.end, nxt)
        else:
            goes_on = (
                _next_question(starts, numbered, nxt)
                and nxt > start.end
                and not _titled(lines, start.end, nxt)
                and not _holds_options(lines, i, start.end)
            )
        if goes_on:
            starts[i] = dataclasses.replace(start, end=None)
        ran_on = ran_on or goes_on


def _indented_after(lines: list[Line], end: int, stop: int | None) -> bool:
    """Whether text follows the item (from `end` up to `stop`: the next heading, None for
    the end) and all of it is indented: the item's answer typed on, indented short of the
    item's own (`8. How to undo X? Run reset.`, blank lines, `  git reset --soft HEAD~1`).
    A closing paragraph after a list of questions is written at the margin."""
    found = False
    for k in range(end, len(lines) if stop is None else min(stop, len(lines))):
        text = lines[k].text
        if not text.strip():
            continue
        if text[:1] not in (" ", "\t"):
            return False
        found = True
    return found


def _next_question(starts: dict[int, Start], numbered: set[int], nxt: int) -> bool:
    """Whether the next row is a numbered question that goes on with the same numbering."""
    return nxt in numbered and starts[nxt].number != 1


def _titled(lines: list[Line], end: int, nxt: int) -> bool:
    """Whether the last line of text before the next question (between `end` and `nxt`) is
    a bold line alone at the margin: a section title, not the end of an answer."""
    for k in range(nxt - 1, end - 1, -1):
        text = lines[k].text
        if lines[k].code or not text.strip() or is_top_link(text):
            continue  # `**[⬆ Back to Top](#contents)**`: a link, no title
        return BOLD_LINE_RE.match(text.rstrip().removesuffix(":").rstrip()) is not None
    return False


def _holds_options(lines: list[Line], first: int, end: int) -> bool:
    """Whether the item's lines (`first` to `end`) hold options: two lines that read so."""
    found = 0
    for k in range(first + 1, end):
        if not lines[k].code and OPTION_RE.match(lines[k].text):
            found += 1
            if found == 2:
                return True
    return False

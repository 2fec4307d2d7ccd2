"""Questions numbered with the ideographic comma, `12、question?` (or a full-width dot, `12．`).

Chinese and Japanese exercise sheets number their questions `1、`, `2、` at the margin, often
under topic headings, each over its answer (a `> ` quote, a fenced command or a plain line).
Markdown sees no list item there, so no reader took the lines for numbered questions: the
headings became the cards and swallowed the questions, or a few lines that asked were kept
with their number as text. Each such line in the document's series of numbered questions is
given the `N. ` marker the readers know, line for line; nothing else changes.

The series is the one the questions make: each number follows the last (`N+1`), restarts at
1 under a new heading, or repeats or skips ahead a little on a line that asks (`46、` typed
twice). A `1、`/`2、` list inside an answer breaks that series and stays text. The pass does
nothing unless two lines or more are in the series and at least half of them ask. A line of
the next number typed with an ASCII dot (`4.*args ...` between `3、` and `5、`, no blank after
it) is in the series too, as its neighbours make it.

A run of three or more in sequence (each number the last one's next, never restarting), each
line over an answer indented below it (an interpreter session, a code block) and none under a
heading that asks, is the document's question structure whatever each line's ending: many are
worded as topics or statements (`6、赋值：`, `7、添加一个新的模块搜索路径`). Given `N. `, the
readers weigh such items by how many ask, and a Python interview sheet of nineteen, nine of
them asking, came out as two cards. Each is written `Question N: ...`, the label every reader
takes as a question. Steps under a question heading (`### 如何安装?` over `1、下载`), or
points that run on as paragraphs, are no such run.
"""

from __future__ import annotations

import itertools

from srs.importers.asking import asks
from srs.importers.common import HEADING_RE, holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

_NUMBER_RE = lazy(r"^( {0,3})(\d{1,4})[\u3001\uff0e][ \t]*(?=\S)")
"""`12、` or `12．` at a line's start (three blanks at most), the question glued on or not."""
_DOTTED_RE = lazy(r"^( {0,3})(\d{1,4})\.(?!\d)[ \t]*(?=\S)")
"""`4.*args ...`, `4. text`: an ASCII dot, in the series only between two `N、` lines."""
_MARK_RE = lazy(r"^( {0,3})(\d{1,4})[\u3001\uff0e.][ \t]*")
_SKIP = 3
"""How far ahead of the last number an asking line may be numbered (a question left out)."""
_RUN = 3
"""How many lines in sequence make a run of questions whatever their ending."""
_INDENTED_RE = lazy(r"^(?: {4}|\t)[ \t]*\S")


def ideographic_numbers(text: str) -> str:
    """The text with its `N、question` lines as `N. question`, or as `Question N: question`
    for a run of them over indented answers (see the module doc)."""
    if not holds(text, "\u3001", "\uff0e"):
        return text
    lines = text.split("\n")
    found = _series(lines)
    if _indented_run(lines, found):
        for k, number in found:
            lines[k] = _MARK_RE.sub(rf"\g<1>Question {number}: ", lines[k], count=1)
    elif len(found) >= 2 and 2 * sum(1 for k, _ in found if _asking(lines[k])) >= len(found):
        for k, _ in found:
            lines[k] = _MARK_RE.sub(r"\1\2. ", lines[k], count=1)
    else:
        return text
    return "\n".join(lines)


def _series(lines: list[str]) -> list[tuple[int, int]]:
    """The indices and numbers of the lines numbered `N、` that continue the document's
    series, and of a line `N.` of the next number between two of them."""
    found: list[tuple[int, int]] = []
    last: int | None = None
    headed = False  # a heading since the last number
    dotted: tuple[int, int] | None = None  # `4.*args` right after `3、`, until `5、` comes
    for k, line in outside_code(lines):
        if HEADING_RE.match(line):
            headed, dotted = True, None
            continue
        if not line.lstrip()[:1].isdigit():
            continue
        m = _NUMBER_RE.match(line)
        if m is None:
            dotted = dotted or _dotted_next(line, None if headed else last, k)
            continue
        number = int(m.group(2))
        if dotted is not None and number == dotted[1] + 1:
            found.append(dotted)
            last = dotted[1]
        dotted = None
        if last is None or _follows(number, last, headed=headed, asking=_asking(line)):
            found.append((k, number))
            last, headed = number, False
    return found


def _dotted_next(line: str, last: int | None, k: int) -> tuple[int, int] | None:
    """Line k as the next of the series (`4.*args` after `3、`), its `N、` neighbour yet to
    come; None for any other line, or with no number before it (`last`) under its heading."""
    if last is None:
        return None
    m = _DOTTED_RE.match(line)
    return (k, last + 1) if m is not None and int(m.group(2)) == last + 1 else None


def _follows(number: int, last: int, *, headed: bool, asking: bool) -> bool:
    """Whether a line numbered `number` continues a series whose last number is `last`."""
    if number == last + 1 or (headed and number == 1):
        return True
    return asking and last <= number <= last + _SKIP


def _indented_run(lines: list[str], found: list[tuple[int, int]]) -> bool:
    """Whether the series is one run in sequence, three lines or more, each over an answer
    indented below it, none under a heading that asks (see the module doc)."""
    if len(found) < _RUN:
        return False
    numbers = [number for _, number in found]
    if any(after != before + 1 for before, after in itertools.pairwise(numbers)):
        return False
    ends = [k for k, _ in found[1:]] + [len(lines)]
    if not all(_over_indented(lines, k, end) for (k, _), end in zip(found, ends, strict=True)):
        return False
    return not _under_asking_heading(lines, found[0][0], found[-1][0])


def _over_indented(lines: list[str], k: int, end: int) -> bool:
    """Whether the first text below line k (before `end`) is indented as code is."""
    for j in range(k + 1, end):
        if lines[j].strip():
            return _INDENTED_RE.match(lines[j]) is not None
    return False


def _under_asking_heading(lines: list[str], first: int, last: int) -> bool:
    """Whether the heading over the line `first`, or one between it and `last`, asks: the
    numbered lines are then steps of that question's answer."""
    for k in range(last, -1, -1):
        m = HEADING_RE.match(lines[k]) if "#" in lines[k][:4] else None
        if m is not None and asks(m.group("text") or ""):
            return True
        if m is not None and k < first:
            return False
    return False


def _asking(line: str) -> bool:
    """Whether a numbered line asks (a `?` may come before a bracketed hint: `...?(提醒:...)`)."""
    return "?" in line or "\uff1f" in line or asks(line)

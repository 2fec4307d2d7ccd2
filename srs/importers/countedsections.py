"""Numbered section titles over a numbered list of questions that counts on across them:
`# 2 - Short answer` over `4. **Why ...?**`, `# 3 - Matching` over `5.` and `6.`, after `#
1 - Choice` over `1.` to `3.`, as a worksheet numbers its parts and its questions apart.

A heading numbered `N - text` (or `N. text`) reads as question N of a count
(`NUMBERED_TEXT_RE`), so a part title over one question, or over questions that do not ask
(`5. **Match each layer to its unit:**`), became a card whose answer was its part, its
questions swallowed, or was reported unanswered. Two counts tell the part titles apart: the
titles' numbers run one after the other at their level (1, 2, 3), while the numbered
questions under them run on from one part to the next, never starting again (the first
under a title is one past the last under the title before it), and so outrun the titles'
(part 2's first question is 4). Such titles that do not ask are sections, as `# Part 3:
Matching` is. A numbered heading over a list numbered again from 1 (steps of an answer,
`## 1 - Handshake` over `1.`..`3.`, `## 2 - Teardown` over `1.`), or over none, is left as
it was read.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence

from srs.importers.asking import asks
from srs.importers.common import NUMBERED_TEXT_RE
from srs.importers.values import Start

__all__ = ["counted_sections"]

_FEWEST_TITLES = 2
"""Numbered titles at one level, each over questions, before their count tells them apart."""

_Title = tuple[int, int, int]
"""A numbered heading that does not ask: its line, the end of its section, its number."""


def counted_sections(
    headings: dict[int, tuple[int, str]],
    rows: Sequence[int],
    ends: Sequence[int],
    starts: dict[int, Start] | None,
) -> set[int]:
    """The numbered headings (at lines `rows`, their sections ending at `ends`) that title
    parts of a list of questions (`starts`) counted across them (see the module doc)."""
    if not starts:
        return set()
    rows_of = [row for row in _titles(headings, rows, ends) if len(row) >= _FEWEST_TITLES]
    if not rows_of:
        return set()  # the cheap answer almost every document takes
    numbered = sorted(i for i, start in starts.items() if start.number is not None)
    return {i for row in rows_of if _counted_apart(row, numbered, starts) for i, _, _ in row}


def _titles(
    headings: dict[int, tuple[int, str]], rows: Sequence[int], ends: Sequence[int]
) -> list[list[_Title]]:
    """Per level, in order, the numbered headings that do not ask (`# 3 - Matching`)."""
    titles: dict[int, list[_Title]] = {}
    for i, end in zip(rows, ends, strict=True):
        level, text = headings[i]
        m = NUMBERED_TEXT_RE.match(text) if text.lstrip(" *_#")[:1].isdigit() else None
        if m is not None and not asks(m.group("text")):
            titles.setdefault(level, []).append((i, end, int(m.group("num"))))
    return list(titles.values())


def _counted_apart(row: list[_Title], numbered: list[int], starts: dict[int, Start]) -> bool:
    """Whether a level's numbered titles count one by one, each over numbered questions
    that run on from the title before's, and the two counts part somewhere."""
    last: int | None = None  # the number of the last question under the title before
    apart = False
    for k, (i, end, number) in enumerate(row):
        if k and number != row[k - 1][2] + 1:
            return False
        under = numbered[bisect_left(numbered, i + 1) : bisect_left(numbered, end)]
        if not under:
            return False
        first = starts[under[0]].number
        if last is not None and first != last + 1:
            return False  # numbered again (from 1: an answer's steps), or skipping
        apart = apart or first != number
        last = starts[under[-1]].number
    return apart

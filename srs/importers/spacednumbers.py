"""Numbered questions typed with the blank on the wrong side of the dot: `33.What is UAT?`,
`44 . What is a deferred defect?`; or with a dash for the dot: `12 - What is X?`.

CommonMark reads neither as a list item, so each question ran on into the answer above it.
A line at the margin numbered so, whose number follows the series of numbered lines above
it (one more than the last, or than the highest: a list inside an answer may come between),
before a capitalised word, is written `33. What is UAT?`. A line numbered with a dash that
asks (`12 - What is the purpose of X?`, alone in a note file or in a series) is written so
too.
"""

from __future__ import annotations

import re

from srs.importers.common import outside_code

__all__ = ["spaced_numbers"]

_NUMBERED_RE = re.compile(r"^(?P<n>\d{1,4})(?P<mark>[ \t]*\.[ \t]*)(?P<text>\S.*)$")
"""A line opening with a number and a dot, blanks on either side of it or none."""
_SLIP_RE = re.compile(r"^\d{1,4}(?:\.(?=[A-Z])|[ \t]+[.\-–—])", re.M)
"""A slip: `33.What` or `44 .`; the cheap search before any line is walked."""
_UNDERLINE_RE = re.compile(r"^ {0,3}(?:-+|=+)[ \t]*$")
"""A setext underline: `2.What is Dart?` over `---` is a heading, which a list item is not."""
_DASHED_RE = re.compile(r"^(?P<n>\d{1,4})[ \t]+[-–—][ \t]+(?P<text>[A-Z][^\n]*\?)[ \t]*$")
"""`12 - What is X?`: a number, a dash and a question."""


def spaced_numbers(text: str) -> str:
    """The text with each slipped question number in a numbered series written `N. `."""
    if _SLIP_RE.search(text) is None:
        return text
    lines = text.split("\n")
    last = top = -1  # the number of the last numbered line, and the highest one
    for k, line in outside_code(lines):
        if not line[:1].isdigit():
            continue
        dashed = _DASHED_RE.match(line)
        if dashed is not None:
            lines[k] = f"{dashed.group('n')}. {dashed.group('text')}"
            last = top = max(top, int(dashed.group("n")))
            continue
        m = _NUMBERED_RE.match(line)
        if m is None:
            continue
        n, mark, rest = int(m.group("n")), m.group("mark"), m.group("text")
        if (
            mark != ". "
            and n in (last + 1, top + 1)
            and n > 1
            and _opens_word(rest)
            and not _UNDERLINE_RE.match(lines[k + 1] if k + 1 < len(lines) else "")
        ):
            lines[k] = f"{n}. {rest}"
        last, top = n, max(top, n)
    return "\n".join(lines)


def _opens_word(text: str) -> bool:
    """Whether the text opens with a capitalised word (not `3.14`, not `1.2.3`)."""
    return text[:1].isupper()

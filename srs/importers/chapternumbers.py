"""Question headings numbered by chapter with a blank inside the number (`### 1. 4 How does
X work?`): the number closed up (`### 1.4 How ...`).

A course's notes number each question by its chapter and its place in it, and a converter
wrote a blank after the chapter's dot. Read as written, `1.` was the question's number and
`4 ` opened its text: 36 of 42 questions began with a stray number, and every chapter's
numbers clashed as card ids. Written `1.16` (no blank), the same headings already read right.
Only a document whose such headings count up within each chapter (each number one more than
the last of its chapter, or 1; chapters may interleave, as a course's weeks revisit them) is
closed up, so a heading that happens to open with a number after its own (`## 1. 3 ways to
...`) is left alone, and so is code: a `# 1. 2 ...` comment in a fenced block is no heading
(srs.importers.spacednumbers.numbered_headings, the one fence-aware walk).
"""

from __future__ import annotations

import re

from srs.importers.holding import HEADINGS, holds, search_led
from srs.importers.lazyre import lazy
from srs.importers.spacednumbers import numbered_headings

__all__ = ["closed_chapter_numbers"]

_SPACED_RE = lazy(r"\n {0,3}#{1,6}[ \t]+(?:\\?\*\\?\*|__)?\d{1,3}\.[ \t]+\d{1,3}[ \t]+\S")
"""A heading numbered `N. M text`, searched from a newline (the cheap test)."""
_ROW_RE = lazy(
    r"^(?P<head> {0,3}#{1,6}[ \t]+(?:\\?\*\\?\*|__)?)(?P<ch>\d{1,3})\.(?P<blank>[ \t]*)"
    r"(?P<n>\d{1,3})(?P<rest>[ \t]+\S.*)$"
)
_LEAST = 3
_COUNTED_SHARE = 0.8


def closed_chapter_numbers(text: str) -> str:
    """The text with each `N. M` question heading numbered `N.M` (see the module doc)."""
    if not holds(text, "\n#") or not search_led(_SPACED_RE, text, HEADINGS):
        return text
    lines = text.split("\n")
    rows = numbered_headings(lines, _ROW_RE)  # a `# 1. 2 ...` comment in a fence is code
    spaced = [(k, m) for k, m in rows if m.group("blank")]
    if len(spaced) < _LEAST or _counted(rows) < _COUNTED_SHARE * len(rows):
        return text
    for k, m in spaced:
        lines[k] = f"{m.group('head')}{m.group('ch')}.{m.group('n')}{m.group('rest')}"
    return "\n".join(lines)


def _counted(rows: list[tuple[int, re.Match[str]]]) -> int:
    """How many rows go on their chapter's count (1, or one more than its last number)."""
    last: dict[str, int] = {}
    counted = 0
    for _, m in rows:
        chapter, n = m.group("ch"), int(m.group("n"))
        counted += n == 1 or n == last.get(chapter, 0) + 1
        last[chapter] = n
    return counted

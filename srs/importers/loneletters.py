"""Options whose letter stands alone on its line, the option's text on the next line.

A quiz review page pasted as text (Moodle's: `Domanda 1`, the question, `Select one:`, then
`a.` / `var` / `b.` / `const ✔` ...) puts each option's letter on a line of its own and the
option's text under it, blank lines between or not, the whole indented or not. No reader
takes a letter alone for an option, so the question was an open card with the options and
their letters as its answer, the key's tick left in it, and no warning.

A run of two or more letter lines lettered in order from `a` (or `A`), at one indent and
with one mark (`a.`, `a)`, `(a)`), each followed within two blank lines by one line of text
that is no letter line, the next letter line within two blank lines after that text, is
written as lettered options (`a. var`), line for line: the letter's line takes the text, the
text's line is left blank. A run of one, letters out of order, or a letter over no text
(`a.` over a blank and then `b.`) is left as it is.

A bank of SQL questions gives some options as a fenced block under the letter (`C.` over
```` ``` ```` and an `INSERT` statement). Joined, the letter's line took the opening fence
(`C. ````) and the block ran on into the options below it. Such a letter is left alone over
its block, which the block reader gives it as its text (srs.importers.codeoptions), and the
run goes on past the block's closing fence; a fence never closed ends the run.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fenceclose import fence_close
from srs.importers.fences import fence_after, outside_code
from srs.importers.lazyre import lazy

__all__ = ["lone_letters"]

_LONE_RE = lazy(r"^(?P<indent>[ \t]*)(?P<open>\(?)(?P<letter>[A-Ha-h])(?P<mark>[.)])[ \t]*$")
"""`a.`, `B)`, `(c)` alone on a line."""
_ENDS = ("a.\n", "A.\n", "a)\n", "A)\n")
"""What a run's first line ends with: found by substring search, the cheap test before
reading lines (`data.` ends many lines of prose, so each find is looked at)."""
_MOST_BLANKS = 2
_RUN = 2


def lone_letters(text: str) -> str:
    """The text with each run of lone option letters joined to their texts (see the module
    doc)."""
    if not holds(text, *_ENDS) or not _lone_first(text):
        return text
    lines = text.split("\n")
    done = -1
    for k, line in outside_code(lines):
        if k <= done or line.rstrip()[-1:] not in ".)":
            continue
        m = _LONE_RE.match(line)
        if m is None or m.group("letter") not in "aA":
            continue
        run = _run(lines, k, m)
        if len(run) >= _RUN:
            last_letter, last_text = run[-1]
            done = last_letter if last_text is None else last_text
            for letter_at, text_at in run:
                if text_at is not None:  # (a letter over code stays alone: see the module doc)
                    lines[letter_at] = f"{lines[letter_at].rstrip()} {lines[text_at].strip()}"
                    lines[text_at] = ""
    return "\n".join(lines)


def _lone_first(text: str) -> bool:
    """Whether some line is `a.` (`A)`, `(a)`) alone: the run's first letter."""
    for end in _ENDS:
        at = text.find(end) if holds(text, end) else -1
        while at != -1:
            if not text[text.rfind("\n", 0, at) + 1 : at].strip(" \t("):
                return True
            at = text.find(end, at + len(end))
    return False


def _after_blanks(lines: list[str], j: int) -> int:
    """The first line from j that is not blank, at most two blank lines on (or past the end)."""
    end = min(len(lines), j + _MOST_BLANKS + 1)
    while j < end and not lines[j].strip():
        j += 1
    return j if j < end else len(lines)


def _run(lines: list[str], k: int, first: re.Match[str]) -> list[tuple[int, int | None]]:
    """The (letter line, text line) pairs lettered in order from line k, at its indent and
    with its marks; a letter over a fenced block has no text line (None), the block is its."""
    run: list[tuple[int, int | None]] = []
    at: int | None = k
    while at is not None:
        text_at = _after_blanks(lines, at + 1)
        if text_at >= len(lines) or _LONE_RE.match(lines[text_at]):
            break
        last = _block_end(lines, text_at)
        if last is None:
            break
        run.append((at, None if last > text_at else text_at))
        at = _next_letter(lines, _after_blanks(lines, last + 1), first, len(run))
    return run


def _block_end(lines: list[str], j: int) -> int | None:
    """The last line of the option's text that starts at line j: j itself, or the closing
    fence of the block opening there (None: it never closes)."""
    if lines[j].lstrip(" ")[:1] not in ("`", "~") or fence_after(None, lines[j])[0] is None:
        return j  # (a cheap test first: most options are words)
    return fence_close(lines, j)


def _next_letter(lines: list[str], j: int, first: re.Match[str], count: int) -> int | None:
    """Line j when it is the run's next letter line (same indent and marks), else None."""
    m = _LONE_RE.match(lines[j]) if j < len(lines) else None
    if (
        m is None
        or m.group("indent") != first.group("indent")
        or (m.group("open"), m.group("mark")) != (first.group("open"), first.group("mark"))
        or ord(m.group("letter")) != ord(first.group("letter")) + count
    ):
        return None
    return j

"""Right options marked by a run of plus signs before them: `+++++Renames all .txt files`.

A school's quiz dump, typed as plain text, gives each question a label line, its stem, the
command it asks about set in, a blank line, and then its options one to a line with no
letter, the right one pointed at by plus signs glued before its text:

    Question #1
    What does the following command do?

      chmod 755 script.sh

    ++++++Gives read, write and execute permissions to the owner, ...
    Gives read and write permissions to the owner, ...
    Removes all permissions from the script.

No reader knew the mark: every question became an open card whose answer was the command
and the four options, plus signs and all, with no warning. Here, a run of two to eight
lines at the margin, a blank line (or the text's end) on each side, none a heading, list
item, quote, table row or option the readers know, where at least one line opens with three
plus signs or more and at least one does not, is written as lettered options (`B. text`),
each marked one with ` (Correct)` (the mark the readers key), line for line. A page must
hold two such runs: one line of plus signs is a diff's or a banner's, not a quiz's mark.
"""

from __future__ import annotations

from srs.importers.common import LETTERS, OPTION_RE, holds, outside_code
from srs.importers.lazyre import lazy

__all__ = ["plus_marks"]

_MARK_RE = lazy(r"^\+{3,}[ \t]*(?=[^\s+])")
"""Three plus signs or more glued (or spaced) before an option's text."""
_NOT_AN_OPTION_RE = lazy(r"^(?:[#>|<]|[-*+][ \t]|\d{1,3}[.)][ \t]|`{3}|~{3})")
"""A heading, quote, table row, tag, list item or fence: no bare option."""
_LEAST, _MOST, _LONGEST = 2, 8, 240
_QUIZ = 2
"""Marked runs a page needs before its plus signs are read as keys."""


def plus_marks(text: str) -> str:
    """The text with each plus-marked run of options written as keyed options (see the
    module doc); the text itself when it has none (the cheap test first)."""
    if not holds(text, "\n+++"):
        return text
    lines = text.split("\n")
    runs = [run for run in _runs(lines) if _marked(lines, run)]
    if len(runs) < _QUIZ:
        return text
    for run in runs:
        for letter, k in zip(LETTERS, run, strict=False):
            mark = _MARK_RE.match(lines[k])
            option = lines[k] if mark is None else lines[k][mark.end() :]
            lines[k] = f"{letter}. {option.rstrip()}" + ("" if mark is None else " (Correct)")
    return "\n".join(lines)


def _marked(lines: list[str], run: list[int]) -> bool:
    """Whether some but not all of the run's lines carry the mark."""
    marks = sum(_MARK_RE.match(lines[k]) is not None for k in run)
    return 0 < marks < len(run)


def _runs(lines: list[str]) -> list[list[int]]:
    """Each run of two to eight plain lines at the margin, outside code, blank lines (or
    the text's ends) around it, under blank lines that follow text."""
    runs: list[list[int]] = []
    current: list[int] = []
    for k, line in outside_code(lines):
        if current and k != current[-1] + 1:
            current = []  # a fence came between
        if line.strip() and _is_option(line) and (current or _opens_run(lines, k)):
            current.append(k)
            continue
        if current and not line.strip() and _LEAST <= len(current) <= _MOST:
            runs.append(current)
        current = []
    if _LEAST <= len(current) <= _MOST and current[-1] == len(lines) - 1:
        runs.append(current)
    return runs


def _is_option(line: str) -> bool:
    if line[:1] in " \t" or len(line) > _LONGEST:
        return False
    return _MARK_RE.match(line) is not None or not (
        _NOT_AN_OPTION_RE.match(line) or OPTION_RE.match(line)
    )


def _opens_run(lines: list[str], k: int) -> bool:
    """Whether line k follows blank lines that follow text (a stem or its command)."""
    j = k - 1
    while j >= 0 and not lines[j].strip():
        j -= 1
    return j >= 0 and j < k - 1

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

A certification quiz exported as Markdown marks its right options with a `(True) ` verdict
before them instead, the options set in by four spaces under a plain question paragraph
(several marked where it asks to select all that apply). Set in, the run was an indented code
block: the questions around it were lost, some with no warning. The same rule reads it: a run
at one indent (the margin, or set in as a block, where a lettered line such as `A) x B) y` is
an option's text) with some lines marked is written as lettered options at the margin, each
marked one keyed; several keyed make the card reader's warned open card of several right
options. A lone marked line set in under a sentence with a blank (`    (True) cycle`) is its
`Answer:` line.

A plain quiz typed with tabs sets each question in by one and its options by two, right under
it, the right option pointed at by an arrow (`\t\t-> CREATE TRIGGER`): every question was
reported unanswered. The same rule reads it: a run set in deeper than the line right above it
opens there, and the stem over it goes to the margin with its options (set in by a tab, it
was a code block). Only options set in so are read by their arrows: at the margin, `-> text`
under `4- question` is that question's answer (srs.importers.spacednumbers); nor does an
arrow inside an option's text (`Int -> Int`) mark anything.
"""

from __future__ import annotations

from srs.importers.common import LETTERS, OPTION_RE, holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["plus_marks"]

_MARK_RE = lazy(r"^(?:\+{3,}[ \t]*|\(True\)[ \t]+|--?>[ \t]+)(?=[^\s+])")
"""Three plus signs or more glued (or spaced) before an option's text, a `(True) ` verdict, or
an arrow pointing at it (`-> cal`)."""
_ARROW_RE = lazy(r"^--?>[ \t]")
_NOT_AN_OPTION_RE = lazy(r"^(?:[#>|<]|[-*+][ \t]|\d{1,3}[.)][ \t]|`{3}|~{3})")
"""A heading, quote, table row, tag, list item or fence: no bare option."""
_LEAST, _MOST, _LONGEST = 2, 8, 240
_QUIZ = 2
"""Marked runs a page needs before its plus signs are read as keys."""


def plus_marks(text: str) -> str:
    """The text with each marked run of options written as keyed options (see the module
    doc); the text itself when it has none (the cheap test first)."""
    if not holds(text, "\n+++", "(True) ", "-> "):
        return text
    lines = text.split("\n")
    runs = [run for run in _runs(lines) if _marked(lines, run)]
    if len(runs) < _QUIZ:
        return text
    for run in runs:
        if len(run) == 1:  # a blank's answer alone, `    (True) cycle`: its key line
            lines[run[0]] = "Answer: " + _unmarked(lines[run[0]])
            continue
        for letter, k in zip(LETTERS, run, strict=False):
            marked = _MARK_RE.match(lines[k].lstrip(" \t")) is not None
            lines[k] = f"{letter}. {_unmarked(lines[k])}" + (" (Correct)" if marked else "")
        _stem_to_margin(lines, run[0] - 1)
    return "\n".join(lines)


def _stem_to_margin(lines: list[str], k: int) -> None:
    """The stem right over a run it sets in (`\tWhich tool ...?` over `\t\t-> cal`) at the
    margin, as its options now are: set in by a tab, it read as a code block."""
    while k >= 0 and lines[k].strip() and lines[k][:1] in " \t":
        lines[k] = lines[k].lstrip(" \t")
        k -= 1


def _unmarked(line: str) -> str:
    """An option line's text: its indent and mark gone."""
    body = line.strip()
    mark = _MARK_RE.match(body)
    return body if mark is None else body[mark.end() :]


def _marked(lines: list[str], run: list[int]) -> bool:
    """Whether some but not all of the run's lines carry the mark; a lone line set in, when
    it does (a blank's answer under its sentence)."""
    marks = sum(_MARK_RE.match(lines[k].lstrip(" \t")) is not None for k in run)
    arrows = sum(_ARROW_RE.match(lines[k].lstrip(" \t")) is not None for k in run)
    if arrows and not _set_in_under_stem(lines, run[0]):
        return False  # `-> answer` under `4- question` at the margin: an answer's arrow
    if len(run) == 1:
        return marks == 1 and lines[run[0]][:1] in " \t"
    return 0 < marks < len(run)


def _set_in_under_stem(lines: list[str], k: int) -> bool:
    """Whether line k is set in deeper than the line of text right above it (its stem)."""
    return k > 0 and bool(lines[k - 1].strip()) and _depth(lines[k - 1]) < _depth(lines[k])


def _runs(lines: list[str]) -> list[list[int]]:
    """Each run of plain lines at one indent (at the margin, or set in as a block under its
    stem), outside code, blank lines (or the text's ends) around it, under blank lines that
    follow text: two to eight of them, or one set in."""
    runs: list[list[int]] = []
    current: list[int] = []
    indent = 0
    for k, line in outside_code(lines):
        if current and (k != current[-1] + 1 or _indent_changes(line, indent)):
            current = []  # a fence came between, or the indent changed
        if line.strip() and _is_option(line) and (current or _opens_run(lines, k)):
            indent = indent if current else _depth(line)
            current.append(k)
            continue
        if not line.strip() and _sized(current, indent):  # (never an empty run)
            runs.append(current)
        current = []
    if _sized(current, indent) and current[-1] == len(lines) - 1:
        runs.append(current)
    return runs


def _depth(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def _indent_changes(line: str, indent: int) -> bool:
    """Whether a line with text leaves the run's indent (a blank line never does)."""
    return bool(line.strip()) and _depth(line) != indent


def _sized(run: list[int], indent: int) -> bool:
    """Whether a run holds two to eight options, or is one line set in."""
    return _LEAST <= len(run) <= _MOST or (len(run) == 1 and indent > 0)


def _is_option(line: str) -> bool:
    """Whether a line can be a bare option: a short plain line at the margin, or one set in
    (there a lettered line is text, not an option the readers know: `A) x B) y`)."""
    body = line.lstrip(" \t")
    if len(body) > _LONGEST:
        return False
    if _MARK_RE.match(body) is not None:
        return True
    if body != line:
        return not _NOT_AN_OPTION_RE.match(body)
    return not (_NOT_AN_OPTION_RE.match(line) or OPTION_RE.match(line))


def _opens_run(lines: list[str], k: int) -> bool:
    """Whether line k follows blank lines that follow text (a stem or its command), or is set
    in right under its stem (`\tWhich tool prints the calendar?` over `\t\t-> cal`)."""
    j = k - 1
    while j >= 0 and not lines[j].strip():
        j -= 1
    return j >= 0 and (j < k - 1 or _depth(lines[j]) < _depth(lines[k]))

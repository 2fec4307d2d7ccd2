"""Options lettered in brackets at a line's start: `【A】list`, `［B］dict` (full-width, as
Chinese quizzes write them), `[C] tuple`.

No reader knew the brackets: the options were text, and a quiz written so held "no
questions" (its key line, `正确答案：C`, named no option). A run of two or more lines so
lettered, in order from A (one letter case, one bracket style, blank lines between allowed),
outside code, is written as the lettered options the readers know (`A. list`), line for line.
One such line alone, letters out of order (`[B] see below` in a note), or small letters in
ASCII brackets (`[a] the draft spec`, a note's references) stay as written; so does a box
(`[x] done`), which is no letter of A to H.

A quiz may set each question's options in a code block of their own, to keep them aligned
(```` ``` ```` or ```` ```python ```` over `【A】局部作用域...` .. `【D】...`, the key line
`正确答案：D` under the block): read as code, the options were the question's answer and the
key named none of them. A fenced block (at any indent, tagged or not) holding nothing but such
a run has its fence lines made blank and its options lettered: the options the block shows.
A block holding anything else (an option's code under its letter, a note between options, an
explanation that goes through the options one by one and on past them) stays code.
"""

from __future__ import annotations

import re

from srs.importers.common import LETTERS, holds
from srs.importers.fences import closed_fences, outside_code
from srs.importers.lazyre import lazy

__all__ = ["bracket_letters"]

_BRACKETED_RE = lazy(
    r"^(?P<lead>[ \t]*(?:[-*+][ \t]+)?)(?:(?P<open>[【［])(?P<letter>[A-Ha-h])(?P<close>[】］])"
    r"|\[(?P<ascii>[A-H])\](?![(:\[])(?![ \t]*(?:<?https?:|www\.)))[ \t]*(?P<text>\S.*)$"
)
"""An option lettered in full-width brackets (`【A】text`, `［b］text`), or in ASCII ones with a
capital (`- [B] text`): a small letter in them marks a note (`[a] the draft`, `[b] errata`),
as do a link's label (`[A](url)`, `[A]: url`) and a reference to a page (`[A] https://...`)."""
_PAIRS = {"【": "】", "［": "］"}
_LEAST = 2


def bracket_letters(text: str) -> str:
    """The text with each run of bracket-lettered options lettered `A. text` (see the module
    doc); the text itself when it has none (the cheap test first)."""
    if not holds(text, "【", "［", "[A]"):
        return text
    lines = text.split("\n")
    found = {k: m for k, line in outside_code(lines) if (m := _bracketed(line)) is not None}
    found.update(_fenced_options(lines))
    if len(found) < _LEAST:
        return text
    for run in _runs(lines, found):
        for k in run:
            m = found[k]
            lines[k] = (
                f"{m.group('lead')}{m.group('letter') or m.group('ascii')}. {m.group('text')}"
            )
    return "\n".join(lines)


def _bracketed(line: str) -> re.Match[str] | None:
    """The line's match as a bracket-lettered option, its brackets a pair (`【A】`, `[B]`)."""
    m = _BRACKETED_RE.match(line)
    if m is None or not (m.group("ascii") or _PAIRS[m.group("open")] == m.group("close")):
        return None
    return m


def _fenced_options(lines: list[str]) -> dict[int, re.Match[str]]:
    """The options of each fenced block that holds one run of bracket-lettered options and
    nothing else (see the module doc), its fence lines made blank in place."""
    found: dict[int, re.Match[str]] = {}
    for start, k in closed_fences(lines, nested=True):
        body = {j: m for j in range(start + 1, k) if (m := _bracketed(lines[j])) is not None}
        rows = [j for j in range(start + 1, k) if lines[j].strip()]
        if len(body) == len(rows) and [rows] == _runs(lines, body):
            lines[start] = lines[k] = ""
            found.update(body)
    return found


def _runs(lines: list[str], found: dict[int, re.Match[str]]) -> list[list[int]]:
    """The runs of two or more rows in `found` lettered A, B, C ... in order in one case and
    bracket style, only blank lines between them."""
    runs: list[list[int]] = []
    run: list[int] = []
    for k in sorted(found):
        if run and _follows(lines, run[-1], k):
            run.append(k)
            continue
        if len(run) >= _LEAST:
            runs.append(run)
        run = [k] if _letter(lines[k]) in "Aa" else []
    if len(run) >= _LEAST:
        runs.append(run)
    return runs


def _follows(lines: list[str], last: int, k: int) -> bool:
    """Whether the bracketed line at `k` is the next option after the one at `last`: the next
    letter, the same bracket, only blank lines between."""
    before, after = lines[last].lstrip(" \t-*+"), lines[k].lstrip(" \t-*+")
    letter = _letter(lines[last])
    return (
        before[:1] == after[:1]
        and letter.upper() in LETTERS[:-1]
        and _letter(lines[k]) == chr(ord(letter) + 1)
        and all(not lines[j].strip() for j in range(last + 1, k))
    )


def _letter(line: str) -> str:
    """The letter of a bracket-lettered line."""
    return line.lstrip(" \t-*+")[1]

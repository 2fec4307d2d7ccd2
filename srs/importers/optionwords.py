"""Options labelled with a word and their letter: `- **Opción A:** text` as `- A) text`.

A quiz written for an app's seed data names each option in its language before its letter
(`- **Opción A:** HTTP`, `Option B: SMTP`, `Alternativa C) FTP`, `Opção D - 25`), the key
marked at the end of the right one (`(Correcta)`, srs.importers.endmarks). No reader took
`Opción A:` for a letter: the options were an open card's answer, `**Opción B:**` debris in
its text, and the key was lost in silence. Here a run of two or more lines in a row at one
indent, each such a label lettered A, B, C ... in order, has each label written as its letter
(`A)`), bullet, indent and text kept, line for line. A lone `Option A:` line (a heading's
topic, a sentence), labels out of order, or paragraphs apart (`Option a) x: This is the
correct way ...` under the key, an explanation option by option) stay as they are.
"""

from __future__ import annotations

import re

from srs.importers.common import LETTERS, holds
from srs.importers.fences import outside_code
from srs.importers.labelwords import OPTION_WORDS
from srs.importers.lazyre import lazy

__all__ = ["OPTION_WORDS", "option_words"]

_HINTS = (
    "Option A",
    "Option a",
    "OPTION A",
    "Opción A",
    "Opcion A",
    "Opção A",
    "Opcao A",
    "Opzione A",
    "Alternativa A",
    "Alternative A",
    "Вариант A",
    "Вариант А",
)
"""Cheap tests for a first option so labelled, before any pattern runs: each opens with a
capital, which `holds` looks for faster than a lower-case letter met all through prose (an
option word is capitalised at an item's start), two first letters in all (`O`, `A`)."""

_WORDED_RE = lazy(
    r"^(?P<lead>[ \t]*(?:[-*+][ \t]+)?)(?P<e>\*\*|__)?(?:"
    + "|".join(OPTION_WORDS)
    + r")[ \t]+(?P<l>[A-Ha-hА-Га-г])[ \t]*(?:[.):]|[ \t][-–—])[ \t]*(?P=e)?[ \t]*(?=\S)",
    re.I,
)
"""`- **Opción A:** `, `Option b) `, `Alternativa C - `: a line's option label, up to its text."""
_CYRILLIC = "АБВГ"
"""Cyrillic letters a Russian quiz letters options with (`Вариант Б`), as A, B, C, D."""


def option_words(text: str) -> str:
    """The text with each run of worded option labels written as letters (see the module)."""
    if not holds(text, *_HINTS):
        return text
    lines = text.split("\n")
    labelled = [(k, m) for k, line in outside_code(lines) if (m := _WORDED_RE.match(line))]
    run: list[tuple[int, re.Match[str]]] = []
    for k, m in labelled:
        if run and (k - run[-1][0] > 1 or _index(m) != len(run) or _lead(m) != _lead(run[0][1])):
            _rewrite(lines, run)
            run = []
        if run or _index(m) == 0:
            run.append((k, m))
    _rewrite(lines, run)
    return "\n".join(lines)


def _index(m: re.Match[str]) -> int:
    """The option's place from 0 (A, or Cyrillic А, is 0)."""
    letter = m.group("l").upper()
    return LETTERS.index(letter) if letter in LETTERS else _CYRILLIC.index(letter)


def _lead(m: re.Match[str]) -> str:
    """The label's indent and bullet: the options of one run share them."""
    return m.group("lead")


def _rewrite(lines: list[str], run: list[tuple[int, re.Match[str]]]) -> None:
    """The run's labels as letters, in place, when it is two options or more."""
    if len(run) < 2:
        return
    for k, m in run:
        lines[k] = f"{m.group('lead')}{LETTERS[_index(m)]}) {lines[k][m.end() :]}"

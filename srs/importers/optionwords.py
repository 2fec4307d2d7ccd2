"""Options labelled with a word and their letter: `- **Opción A:** text` as `- A) text`.

A quiz written for an app's seed data names each option in its language before its letter
(`- **Opción A:** HTTP`, `Option B: SMTP`, `Alternativa C) FTP`, `Opção D - 25`), the key
marked at the end of the right one (`(Correcta)`, srs.importers.endmarks). No reader took
`Opción A:` for a letter: the options were an open card's answer, `**Opción B:**` debris in
its text, and the key was lost in silence. Here a run of two or more lines in a row at one
indent, each such a label lettered A, B, C ... in order, has each label written as its letter
(`A)`), bullet, indent and text kept, line for line. The labels may be paragraphs apart,
each one line, as many blank lines between each two, when no lettered options come above
them in their section and another label comes below them there (the answer's `Option B`):
without it such paragraphs are an answer's points (`Option A: scale up.` over `Option B:
scale out.`). A lone `Option A:` line (a heading's topic, a sentence), labels out
of order, or paragraphs under lettered options and their key (`Option a) x: This is the
correct way ...`, an explanation option by option) stay as they are.

A concept quiz sets each option's text apart from its label, the label alone on its line and
the text in the block under it (a fenced block, or a paragraph), the key a label of the same
kind in the answer (`Option B` over the right option's block again):

    Option A

    ```
    404
    ```

    Option B
    ...

Such a label is an option too when it opens a run, A, B, C ... in order, each label's block
(blank lines around it) followed by the next label: each is written as its letter alone
(`A)`), which reads as the option holding the block under it (srs.importers.codeoptions). A
label alone with no block under it, or one apart from the run by other text (`Option B is
better because ...` in an answer's prose), stays as written. An author who labels two
options in a row alike (`Option D` over `200`, `Option D` over `250`) slipped: the second is
the next option by its place (`E)`), and a bare label of that letter below the run whose
block is, word for word, the second one's (the answer naming `Option D` over `250`) names it
(`Option E`), one whose block is the first one's stays as written, and one with no block, or
another, names both (`Option D, E`): the reader then warns that the key names two options
and makes the card open, rather than key either option on a guess.
"""

from __future__ import annotations

import re

from srs.importers.common import LETTERS, OPTION_RE, holds, next_text
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
_BARE_RE = lazy(
    r"^(?P<lead>[ \t]*)(?P<e>\*\*|__)?(?P<word>"
    + "|".join(OPTION_WORDS)
    + r")[ \t]+(?P<l>[A-Ha-hА-Га-г])[ \t]*[.):]?[ \t]*(?P=e)?[ \t]*$",
    re.I,
)
"""`Option A`, `**Opción B:**`: an option's label alone on its line, its text in the block
below."""
_BARE_MAX = 40
"""A label alone is short (`**Alternativa C:**` is 18 characters): a longer line is passed
before the pattern runs."""
_CYRILLIC = "АБВГ"
"""Cyrillic letters a Russian quiz letters options with (`Вариант Б`), as A, B, C, D."""


def option_words(text: str) -> str:
    """The text with each run of worded option labels written as letters (see the module)."""
    if not holds(text, *_HINTS):
        return text
    lines = text.split("\n")
    outside = [k for k, _ in outside_code(lines)]
    labelled = [(k, m) for k in outside if (m := _WORDED_RE.match(lines[k]))]
    run: list[tuple[int, re.Match[str]]] = []
    for k, m in labelled:
        if run and (
            not _next_in_run(lines, run, k) or _index(m) != len(run) or _lead(m) != _lead(run[0][1])
        ):
            _rewrite(lines, run)
            run = []
        if run or _index(m) == 0:
            run.append((k, m))
    _rewrite(lines, run)
    _bare_labels(lines, outside)
    return "\n".join(lines)


def _bare_labels(lines: list[str], outside: list[int]) -> None:
    """Each run of labels alone over their blocks written as letters, in place (see the
    module): a run starts at an `A` label and goes on while the next label comes right under
    the block of the one before."""
    bare = [
        (k, m) for k in outside if len(lines[k]) < _BARE_MAX and (m := _BARE_RE.match(lines[k]))
    ]
    if len(bare) < 2:
        return
    code = _code_lines(lines, outside)
    run: list[tuple[int, re.Match[str], int]] = []
    for k, m in bare:
        end = _block_end(lines, k, code)
        place = _run_place(lines, run, k, m, code)
        if end is not None and place is not None:
            run.append((k, m, end))
            continue
        _letter_run(lines, run, code)
        run = [(k, m, end)] if end is not None and _index(m) == 0 else []
    _letter_run(lines, run, code)


def _code_lines(lines: list[str], outside: list[int]) -> list[bool]:
    """Whether each line is in fenced code or a fence mark."""
    code = [True] * len(lines)
    for k in outside:
        code[k] = False
    return code


def _block_end(lines: list[str], k: int, code: list[bool]) -> int | None:
    """The line after the block under the label at `k` (a fenced block, or a paragraph: lines
    of text up to a blank one), blank lines above it skipped; None when no block is there (the
    text's end, or a label, a heading or a list item next)."""
    j = next_text(lines, k)
    if j >= len(lines):
        return None
    if code[j]:
        while j < len(lines) and code[j]:
            j += 1
        return j
    first = lines[j].lstrip()
    if first.startswith(("#", "<", "-", "*", "+", ">")) or _BARE_RE.match(lines[j]):
        return None
    while j < len(lines) and lines[j].strip() and not code[j]:
        j += 1
    return j


def _run_place(
    lines: list[str],
    run: list[tuple[int, re.Match[str], int]],
    k: int,
    m: re.Match[str],
    code: list[bool],
) -> int | None:
    """The place the label at `k` takes as the run's next option, None when it is none: it
    must come right under the last block, at the run's indent, lettered next, or lettered
    as the last one (the author's slip, see the module)."""
    if not run or next_text(lines, run[-1][2] - 1) != k or _lead(m) != _lead(run[0][1]):
        return None
    place = len(run)
    if place >= len(LETTERS) or _index(m) not in (place, place - 1):
        return None
    return place


def _letter_run(
    lines: list[str], run: list[tuple[int, re.Match[str], int]], code: list[bool]
) -> None:
    """The run's labels as letters, in place, when it is two options or more; an answer's
    label naming a slipped option by its block moved onto it."""
    if len(run) < 2:
        return
    for place, (k, m, _) in enumerate(run):
        lines[k] = f"{m.group('lead')}{LETTERS[place]})"
        if _index(m) != place:
            _answer_slip(lines, run, place, code)


def _answer_slip(
    lines: list[str], run: list[tuple[int, re.Match[str], int]], place: int, code: list[bool]
) -> None:
    """The answer's bare label below the run that names the slipped option at `place` by
    the letter it shares with the option before it, relettered when its block is that
    option's, word for word (see the module)."""
    k, m, end = run[place]
    own = _block_text(lines, k, end)
    letter = m.group("l").upper()
    j = run[-1][2]
    while j < len(lines) and not lines[j].startswith("#"):
        a = _BARE_RE.match(lines[j]) if not code[j] else None
        if a is not None and a.group("l").upper() == letter:
            after = _block_end(lines, j, code)
            named = _block_text(lines, j, after) if after is not None else ""
            if named == own:
                lines[j] = lines[j][: a.start("l")] + LETTERS[place] + lines[j][a.end("l") :]
            elif named != _block_text(lines, run[place - 1][0], run[place - 1][2]):
                both = f"{LETTERS[place - 1]}, {LETTERS[place]}"
                lines[j] = lines[j][: a.start("l")] + both + lines[j][a.end("l") :]
            return
        j += 1


def _block_text(lines: list[str], k: int, end: int) -> str:
    """The words of the block under the label at `k`, fence marks and blank lines left out."""
    body = [line.strip() for line in lines[k + 1 : end] if line.strip()]
    return " ".join(line for line in body if not line.startswith(("```", "~~~")))


def _index(m: re.Match[str]) -> int:
    """The option's place from 0 (A, or Cyrillic А, is 0)."""
    letter = m.group("l").upper()
    return LETTERS.index(letter) if letter in LETTERS else _CYRILLIC.index(letter)


def _lead(m: re.Match[str]) -> str:
    """The label's indent and bullet: the options of one run share them."""
    return m.group("lead")


def _next_in_run(lines: list[str], run: list[tuple[int, re.Match[str]]], k: int) -> bool:
    """Whether the label at `k` may go on the run: on the next line, or blank lines apart
    when the run's labels so far are each one line set apart alike."""
    last = run[-1][0]
    if k - last == 1:
        return True
    if len(run) > 1 and run[1][0] - run[0][0] != k - last:
        return False
    return all(not line.strip() for line in lines[last + 1 : k])


def _after_options(lines: list[str], start: int) -> bool:
    """Whether lettered option lines come above `start` in its section (up to the heading
    above): labels under them explain the options, they are none themselves."""
    for line in reversed(lines[:start]):
        if line.startswith("#"):
            return False
        if OPTION_RE.match(line):
            return True
    return False


def _label_below(lines: list[str], start: int) -> bool:
    """Whether a label (an answer's `Option B`, `Option B: 429`) comes below `start` in its
    section: the key that makes labels paragraphs apart options rather than an answer's
    points (`Option A: scale up.` over `Option B: scale out.`)."""
    for line in lines[start + 1 :]:
        if line.startswith("#"):
            return False
        if _BARE_RE.match(line) or _WORDED_RE.match(line):
            return True
    return False


def _rewrite(lines: list[str], run: list[tuple[int, re.Match[str]]]) -> None:
    """The run's labels as letters, in place, when it is two options or more; labels blank
    lines apart only when no lettered options come above them (see the module)."""
    if len(run) < 2:
        return
    if run[1][0] - run[0][0] > 1 and (
        _after_options(lines, run[0][0]) or not _label_below(lines, run[-1][0])
    ):
        return
    for k, m in run:
        lines[k] = f"{m.group('lead')}{LETTERS[_index(m)]}) {lines[k][m.end() :]}"

"""A choice question whose options the reader saw as no options: lines lettered `A`, `B`, `C`
... in a code block (a quiz writes them as code to keep them aligned) or at the margin with
no mark after the letter (`A 函数体含有循环语句`), right above the key naming one of them.

Read out of the question and its answer: the question's stem, its options, its key and the
explanation after the key. Without a key naming one of the lines it is never read so, so a
program's `A = 1` / `B = 2` lines answered in prose stay code.
"""

from __future__ import annotations

from typing import NamedTuple

from srs.importers.common import ANSWER_RE, LETTERS, OPTION_RE
from srs.importers.fences import FENCE_RE
from srs.importers.lazyre import lazy
from srs.importers.options import read_letter


class FencedOptions(NamedTuple):
    """A question whose options were written where the reader looks for none, read out."""

    question: str
    letter: str
    explanation: str
    choices: dict[str, str]


_LETTER_LINE_RE = lazy(r"^[ \t]*(?:\*\*|__|`)?[ \t]*\(?[A-Ha-h]\)?[.)]?[ \t]*(?:\*\*|__|`)?[ \t]*$")
"""A key written as a letter alone: `C`, `(C)`, `C.`, `**C**`, `` `C` ``, `` `C  ` `` (blanks
typed inside the code span with it)."""
_BARE_OPTION_RE = lazy(r"^[ \t]*(?P<l>[A-H])[ \t]+(?P<text>(?![-+*/%&|^<>!:=]*=)\S.*?)[ \t]*$")
"""`A text`: an option lettered with no mark after its letter (never `A = 1`, `B += 2`)."""
_GLUED_OPTION_RE = lazy(r"^[ \t]*(?P<l>[A-H])(?P<text>[(\[*&{\"'`].*?)[ \t]*$")
"""`A(((a+i)+j)+k)`: a bare option's letter right against an expression that opens with a
mark (never with a letter or digit, which would make one word of them)."""
_BARE_MOST = 6
"""Bare lettered lines read as options at most: a quiz's six, `A`..`F`."""


def options_in_fence(question: str, answer: str) -> FencedOptions | None:
    """A question over its lettered lines (a code block of them, or bare `A text` lines) and
    the key naming one of them, each where it stands: the lines ending the question and the
    key opening the answer, or both in the answer under the rest of the question (a program,
    then the lines, then the key). None when no such lines are followed by such a key.

    Args:
        question: the question's text as read (Markdown).
        answer: its answer's text as read.

    Returns:
        The question's stem (all above the lines), the key's letter, the explanation after
        the key, and the options.
    """
    asked = question.rstrip().split("\n")
    told = answer.strip().split("\n")
    lines = [*asked, "", *told]
    start = len(asked) + 1  # the answer's first line
    k = 0  # read from the top, so that no code block is read from its middle
    while k < len(lines):
        block = _options_at(lines, k)
        if block is None:
            k += 1
            continue
        end, choices = block
        if choices is None or k == 0:
            k = end  # a code block of something else, or one with no stem above it
            continue
        if k < start <= end and end != len(asked):
            return None  # lines the question's text goes on after: no options of its
        found = _key_after(lines, end, choices)
        if found is not None:
            stem = "\n".join(lines[:k]).rstrip()
            return FencedOptions(stem, found[0], found[1], choices)
        if k >= start or _key_line(lines, start):
            return None  # the key, if any, stands above lines in the answer: not theirs
        k = end
    return None


def _options_at(lines: list[str], k: int) -> tuple[int, dict[str, str] | None] | None:
    """The options lettered from A on lines k..: a code block of them alone (the line after
    its closing fence) or a run of bare `A text` lines after a blank (the line after it). A
    code block of anything else gives the line after it and no options."""
    if FENCE_RE.match(lines[k]):
        close = next((j for j in range(k + 1, len(lines)) if FENCE_RE.match(lines[j])), None)
        if close is None:
            return None
        choices = _lettered([line for line in lines[k + 1 : close] if line.strip()])
        return close + 1, choices or None
    if k == 0 or lines[k - 1].strip() or not _BARE_OPTION_RE.match(lines[k]):
        return None
    end = next((j for j in range(k, len(lines)) if not lines[j].strip()), len(lines))
    choices = _bare(lines[k:end])
    return (end, choices) if choices else None


def _lettered(body: list[str]) -> dict[str, str] | None:
    """The options of lines that are all options lettered A, B, C ... in order, marked
    (`A. x`, `A) x`, `A: x`) or, up to six, bare (`A x`); else None."""
    found = [OPTION_RE.match(line) for line in body]
    if len(body) < 2 or not all(found):
        return _bare(body)
    letters = [(m.group("pl") or m.group("l")).upper() for m in found if m is not None]
    if letters != list(LETTERS[: len(letters)]):
        return None
    return {k: m.group("text").strip() for k, m in zip(letters, found, strict=True) if m}


def _bare(body: list[str]) -> dict[str, str] | None:
    """The options of two to six bare lines lettered A, B, C ... in order, else None. One of
    them may lack the blank after its letter (`A(((a+i)+j)+k)+l)` over `B *(*(a+i)+j)`, an
    expression typed against it), when two others have theirs."""
    if not 2 <= len(body) <= _BARE_MOST:
        return None
    found = [_BARE_OPTION_RE.match(line) for line in body]
    if sum(m is None for m in found) == 1 and len(body) >= 3:
        found = [m or _GLUED_OPTION_RE.match(line) for m, line in zip(found, body, strict=True)]
    letters = [m.group("l") for m in found if m is not None]
    if letters != list(LETTERS[: len(body)]):
        return None
    return {m.group("l"): m.group("text") for m in found if m is not None}


def _key_after(lines: list[str], end: int, choices: dict[str, str]) -> tuple[str, str] | None:
    """The letter of the key on the first line after the options, naming one of them, and
    the explanation after it; None when that line is no such key."""
    k = next((j for j in range(end, len(lines)) if lines[j].strip()), None)
    if k is None:
        return None
    key = _key_line(lines, k)
    if key is None:
        return None
    letter_line, after = key
    rest = "\n".join([letter_line, *lines[after:]]).strip()
    letter, explanation = read_letter(rest, choices)
    return (letter, explanation) if letter in choices else None


def _key_line(lines: list[str], k: int) -> tuple[str, int] | None:
    """A key on line k written as a letter alone, after a label (`Answer: C`, `正确答案：C`)
    or in a code block of its own (```` ```answer ```` / `C`): its letter's line and the
    line after the key."""
    if k >= len(lines):
        return None
    line = lines[k]
    if _LETTER_LINE_RE.match(line):
        return line, k + 1
    if FENCE_RE.match(line) and k + 2 < len(lines) and FENCE_RE.match(lines[k + 2]):
        inner = lines[k + 1]
        return (inner, k + 3) if _LETTER_LINE_RE.match(inner) else None
    labelled = ANSWER_RE.match(line)
    if labelled is not None and _LETTER_LINE_RE.match(labelled.group("rest")):
        return labelled.group("rest"), k + 1
    return None

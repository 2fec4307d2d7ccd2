"""Options pasted onto one line, each glued to the text before it, the key glued on last:
`a) Shellb) Kernelc) APId) BIOSAnswer: b`.

A quiz copied from a page that set each option on a line of its own loses the line breaks
between them when pasted as plain text; what stays is the options' letters, in order, each
right after the last word of the option before. No reader split such a line: every question
was an open card whose answer was the raw line, and the key only its last word. Options
written on one line with blanks between them (`a) Shell b) Kernel c) API d) BIOS`) and a key
after a blank at the line's end (`d) BIOS Answer: b`) are read already, so here each glued
letter, and the key's label glued after the last option, is given its blank, line for line.

Only a line that opens with option `a)` (or `A)`) at the margin and goes on with `b)`, `c)` ... in that
order, each right after a character that is no blank and no bracket (`Kernelc) `: not the
`(b)` of `f(b)`) and followed by a blank, three options at least: prose that names `b)`
once, or an option that quotes `(c) 2024`, stays as it was.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["glued_options"]

_FEWEST = 3
"""How many options a glued line must hold: two may be a sentence's `a) x, or b) y`."""
_GLUED_KEY_RE = lazy(
    r"(?<=[^\s(])(?=(?:correct[ \t]+)?answer[ \t]*[:：.-][ \t]*\(?[A-Ha-h]\)?\.?[ \t]*$)", re.I
)
"""Where a key's label glued to the last option starts (`BIOSAnswer: b`): the line's end."""


def glued_options(text: str) -> str:
    """The text with each line of options glued together (see the module doc) given a blank
    before each option's letter and before the key's label; unchanged when no line at the
    margin opens with option `a)` glued on to `b)` (cheap tests first: a quiz of ten
    thousand questions holds thousands of `A) ` lines, each looked at alone, no split)."""
    if text[:3] not in ("a) ", "A) ") and not holds(text, "\na)", "\nA)"):
        return text  # (`\nA)`, as srs.importers.alabels asks it: one search for both)
    if not any(_glued(text, at) for at in _option_a(text)):
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        head = line[:3]
        if head in ("a) ", "A) ") and line.find(chr(ord(head[0]) + 1) + ") ") > 0:
            lines[k] = _spaced(line, head[0])
    return "\n".join(lines)


def _option_a(text: str) -> Iterator[int]:
    """Where each line that opens with `a) ` or `A) ` at the margin starts."""
    if text[:3] in ("a) ", "A) "):
        yield 0
    for literal in ("\na) ", "\nA) "):
        at = text.find(literal)
        while at >= 0:
            yield at + 1
            at = text.find(literal, at + 1)


def _glued(text: str, at: int) -> bool:
    """Whether the line starting at `at` holds glued options (`_spaced` splits it)."""
    end = text.find("\n", at)
    line = text[at:] if end < 0 else text[at:end]
    nxt = chr(ord(line[0]) + 1) + ") "
    return line.find(nxt) > 0 and _spaced(line, line[0]) != line


def _spaced(line: str, first: str) -> str:
    """The line with a blank before each glued option's letter after `first` (`a` or `A`)
    and before a key's label glued after the last; the line as it is when fewer than
    `_FEWEST` options are glued in order."""
    start = line.index(first + ")") + 2
    cuts: list[int] = []  # where each glued letter starts
    for letter in (chr(ord(first) + n) for n in range(1, 8)):
        at = line.find(letter + ") ", start)
        if at <= start or line[at - 1].isspace() or line[at - 1] in "([{":
            break
        cuts.append(at)
        start = at + 3
    if len(cuts) < _FEWEST - 1:
        return line
    key = _GLUED_KEY_RE.search(line, start)
    if key is not None:
        cuts.append(key.start())
    parts = [line[a:b] for a, b in zip([0, *cuts], [*cuts, len(line)], strict=True)]
    return " ".join(parts)

"""Folds after the last question's fold that hold no question: the page's end matter, no part
of the last answer.

A REST notes page folds each section's questions in a `<details>` (`<summary>Basics</summary>`
over `**Q1: ...**` / `A: ...` pairs), then closes with folds that ask nothing (`Best
Practices` bullets, a commands cheat sheet). The last answer ran on past its fold's
`</details>` and took in every such fold, with no warning. A fold that opens after the
`</details>` that closes the last question's fold (a fold opened above that question), and
closes within the last card, holds no question: it and what follows are cut and reported as
text in no card. Not where another card has such a fold after its own (the page gives every
answer one: a hint, a worked example), nor where the last answer's fold opens under its
question (`### Q?` over `<details><summary>Answer</summary>`): there the folds are answers'.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy
from srs.importers.values import Block, Line

__all__ = ["cut_closing_folds"]

_OPEN_RE = lazy(r"^[ \t]*<details\b", re.I)
"""A line that opens a fold (`<details>`, `<details open><summary>Tips</summary>`)."""
_CLOSE_RE = lazy(r"^[ \t]*</details>[ \t]*$", re.I)
"""A line that only closes a fold."""


def cut_closing_folds(blocks: list[Block]) -> list[Line]:
    """The question-less folds after the last question's fold, cut from the last card and
    returned (their text lines); [] where there are none, or where another card has one too.
    """
    if len(blocks) < 2 or not any("</" in line.text for line in blocks[-1].lines):
        return []  # a cheap test first: most last cards close no fold
    lines = blocks[-1].lines
    k = _trailing_fold(lines)
    if k is None or any(_trailing_fold(b.lines) is not None for b in blocks[:-1]):
        return []
    cut = [line for line in lines[k:] if line.text.strip()]
    del lines[k:]
    return cut


def _trailing_fold(lines: list[Line]) -> int | None:
    """Where a fold opens after the `</details>` that closes a fold opened above the card, and
    closes again within it: its opening line; None otherwise."""
    depth = 0
    for k, line in enumerate(lines):
        if line.code:
            continue
        if _OPEN_RE.match(line.text):
            depth += 1
        elif _CLOSE_RE.match(line.text):
            depth -= 1
            if depth < 0:
                return _next_fold(lines, k + 1)
    return None


def _next_fold(lines: list[Line], k: int) -> int | None:
    """The line after blanks from k that opens a fold closed within `lines`, if any."""
    while k < len(lines) and not lines[k].text.strip():
        k += 1
    if k == len(lines) or not _OPEN_RE.match(lines[k].text):
        return None
    closed = any(_CLOSE_RE.match(line.text) and not line.code for line in lines[k + 1 :])
    return k if closed else None

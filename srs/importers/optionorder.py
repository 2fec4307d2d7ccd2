"""Options listed out of letter order: an author's slip, read in letter order.

`A) Bad request` / `C) Server error` / `B) Not found` / `D) Succeeded`: the letters of a run
of option lines, one a line and written one way, are A to D all the same; only their order
slipped. The readers take options A, B, C ... in order (a letter out of it ends the run), so
the run is read with its lines sorted by letter: each text keeps its letter, and the key
(`C`) still names the text the author lettered C.
"""

from __future__ import annotations

import itertools

from srs.importers.common import Line
from srs.importers.options import Option

_LEAST = 3
"""How many options a run needs before its letters, out of order, are taken as one run."""


def in_letter_order(
    lines: list[Line], options: list[Option | None]
) -> tuple[list[Line], list[Option | None]] | None:
    """The block's lines and options with each run of options whose letters are A.. all but
    out of order put in letter order; None when there is none (the usual case: a cheap scan
    of the options already read)."""
    positions = [opt.position for opt in options if opt is not None]
    if len(positions) < _LEAST or all(a < b for a, b in itertools.pairwise(positions)):
        return None  # the cheap test first: every option's letter comes after the one before
    changed = False
    lines, options = list(lines), list(options)
    i = 0
    while i < len(options):
        run = _run(options, i)
        if len(run) >= _LEAST and _slipped([options[k] for k in run]):
            ordered = sorted(run, key=lambda k: _position(options[k]))
            texts = [lines[k].text for k in ordered]
            opts = [options[k] for k in ordered]
            for k, text, opt in zip(run, texts, opts, strict=True):
                lines[k] = Line(lines[k].no, text, lines[k].code)
                options[k] = opt
            changed = True
        i = run[-1] + 1 if run else i + 1
    return (lines, options) if changed else None


def _position(option: Option | None) -> int:
    return option.position if option is not None else -1


def _run(options: list[Option | None], i: int) -> list[int]:
    """The option lines from line i on, one after another and written the same way."""
    first = options[i]
    if first is None:
        return []
    run = [i]
    k = i + 1
    while k < len(options):
        opt = options[k]
        if opt is None or opt.style != first.style or opt.indent != first.indent:
            break
        run.append(k)
        k += 1
    return run


def _slipped(run: list[Option | None]) -> bool:
    return slipped([_position(opt) for opt in run])


def slipped(positions: list[int]) -> bool:
    """Whether a run's letters (by position: A is 0) are A, B, C ... each once, but not in
    that order (also read by srs.importers.marks, for a marked run before it is a task list)."""
    return positions != sorted(positions) and sorted(positions) == list(range(len(positions)))

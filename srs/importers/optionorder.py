"""Options listed out of letter order, or with a letter skipped: an author's slip, read in
letter order (a skipped letter: by position, `skips_one`).

`A) Bad request` / `C) Server error` / `B) Not found` / `D) Succeeded`: the letters of a run
of option lines, one a line and written one way, are A to D all the same; only their order
slipped. The readers take options A, B, C ... in order (a letter out of it ends the run), so
the run is read with its lines sorted by letter: each text keeps its letter, and the key
(`C`) still names the text the author lettered C. A run that writes a letter twice (`a`,
`b`, `a`, `b`) is lettered by position when its key names the option by its text
(`by_position`).
"""

from __future__ import annotations

import itertools

from srs.importers.common import LETTERS, OPTION_RE
from srs.importers.labeltext import unwrap
from srs.importers.lazyre import lazy
from srs.importers.options import Option, option_of
from srs.importers.values import Line

_LEAST = 3
"""How many options a run needs before its letters, out of order, are taken as one run."""


def in_letter_order(
    lines: list[Line], options: list[Option | None]
) -> tuple[list[Line], list[Option | None]] | None:
    """The block's lines and options with each run of options whose letters are A.. all but
    out of order put in letter order; None when there is none (the usual case: a cheap scan
    of the options already read)."""
    positions = [opt.position for opt in options if opt is not None]
    if len(positions) < _LEAST or all(0 < b - a < 2 for a, b in itertools.pairwise(positions)):
        return None  # the cheap test first: every option's letter is the next after the one before
    changed = False
    lines, options = list(lines), list(options)
    i = 0
    first = True
    while i < len(options):
        run = _run(options, i)
        changed = _put_in_order(lines, options, run, first) or changed
        first = first and len(run) < 2
        i = run[-1] + 1 if run else i + 1
    return (lines, options) if changed else None


def _put_in_order(
    lines: list[Line], options: list[Option | None], run: list[int], first: bool
) -> bool:
    """Whether the run (indexes into `lines` and `options`, rewritten in place) was out of
    letter order (sorted) or, the block's `first` run, skipped a letter (lettered by
    position). A later run that skips one is the explanation's notes on the wrong options
    (`A. ...`, `B. ...`, `D. ...` under `Answer: C`), lettered as the options are."""
    found = [_position(options[k]) for k in run]
    if len(run) < _LEAST:
        return False
    if slipped(found):
        ordered = sorted(run, key=lambda k: _position(options[k]))
        texts = [lines[k].text for k in ordered]
        opts = [options[k] for k in ordered]
        for k, text, opt in zip(run, texts, opts, strict=True):
            lines[k] = Line(lines[k].no, text, lines[k].code)
            options[k] = opt
        return True
    if first and skips_one(found):
        for position, k in enumerate(run):
            lines[k], options[k] = _lettered(lines[k], position)
        return True
    return False


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


def skips_one(positions: list[int]) -> bool:
    """Whether a run's letters (by position: A is 0) go A, B, C ... in order but skip one
    letter once (`A)`, `B)`, `C)`, `E)`): a slip of the hand. The readers end a run at a
    letter out of turn, so its last options were lost into the explanation (`E) text` read
    as the answer of an open card); lettered by position instead, the run is whole and a key
    counting the options (`D`, the fourth) names the option the author meant. A key that
    gives the written letter (`E`) names no option then, and is reported, never taken in
    silence."""
    steps = [b - a for a, b in itertools.pairwise(positions)]
    return positions[:1] == [0] and sorted(steps) == [*([1] * (len(steps) - 1)), 2]


def slipped(positions: list[int]) -> bool:
    """Whether a run's letters (by position: A is 0) are A, B, C ... each once, but not in
    that order (also read by srs.importers.marks, for a marked run before it is a task list)."""
    return positions != sorted(positions) and sorted(positions) == list(range(len(positions)))


_KEY_RE = lazy(r"^(?:\*\*|__)?\(?(?P<l>[A-Ha-h])(?:[).:]|\*\*|__)+[ \t]+(?P<text>\S.*)$")
"""A key naming an option by its letter and its text (`c) Forward a port`, `**B.** text`)."""


Relettered = tuple[list[Line], list[Option | None], tuple[int, str]]
"""A block's lines, the option each is, and its answer marker (line, text)."""


def by_position(
    lines: list[Line], options: list[Option | None], marker: tuple[int, str]
) -> Relettered | str | None:
    """The block's options lettered again by position, when a run of them above the key
    repeats a letter (`a)`, `b)`, `a)`, `b)`: the author's slip; the readers ended the run at
    the repeat, the later options lost into the question) and the key (`marker`: its line
    and text) names one of them by its whole text (`Correct: b) Forward a port`): the text
    decides which, whatever letter the key gives, since the letter may name two options or
    none. The key is written again with that option's letter. A key that names no option by
    its text (a letter alone) is as ambiguous as the letters: what to warn of (the block is
    skipped). None when no letter repeats (the cheap test first)."""
    positions = [opt.position for opt in options if opt is not None]
    if len(positions) < _LEAST or len(set(positions)) == len(positions):
        return None
    run = _repeating_run(options[: marker[0]])
    if not run:
        return None
    named = _KEY_RE.match(marker[1].strip())
    said = named.group("text") if named is not None else ""
    texts = [_words(options[k]) for k in run]
    wanted = _words_of(said)
    if not wanted or texts.count(wanted) != 1:
        written = ", ".join(LETTERS[_position(options[k])].lower() for k in run)
        return f"its options repeat letters ({written}) and its key names none of them by its text"
    lines, options = list(lines), list(options)
    for position, k in enumerate(run):
        lines[k], options[k] = _lettered(lines[k], position)
    letter = LETTERS[texts.index(wanted)]
    return lines, options, (marker[0], f"{letter}) {said}")


def _repeating_run(options: list[Option | None]) -> list[int]:
    """The first run of options from A, one a line and written one way, that writes a letter
    twice (no more options than letters); [] when there is none."""
    i = 0
    while i < len(options):
        run = _run(options, i)
        found = [_position(options[k]) for k in run]
        if found and found[0] == 0 and len(set(found)) < len(found) <= len(LETTERS):
            return run
        i = run[-1] + 1 if run else i + 1
    return []


def _words(option: Option | None) -> str:
    return _words_of(option.text) if option is not None else ""


def _words_of(text: str) -> str:
    return " ".join(unwrap(text).rstrip(".").split()).casefold()


def _lettered(line: Line, position: int) -> tuple[Line, Option | None]:
    """The option line with the letter of its `position`, in the case it was written in."""
    m = OPTION_RE.match(line.text)
    assert m is not None  # an option's line
    group = "pl" if m.group("pl") else "l"
    old = m.group(group)
    letter = LETTERS[position] if old.isupper() else LETTERS[position].lower()
    text = line.text[: m.start(group)] + letter + line.text[m.end(group) :]
    moved = Line(line.no, text, line.code)
    return moved, option_of(moved)

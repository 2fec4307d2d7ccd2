"""Task-box options that hold only their letter, their text on a line of its own below.

A course quiz whose options are pictures or display formulas ticks them with task boxes, each
box over its letter alone, the option a blank line below:

    - [ ] (A)

    $$\\frac{7}{6}$$
    - [x] (B)

    $$\\frac{35}{36}$$

Read as written, the boxes held no option text (`(A)`) and the formulas were paragraphs
between them: no run of options, and the question was carded open with the raw boxes in it
and no key. Each box gets its option's line (`- [x] $$\\frac{35}{36}$$`), the line it came from
left blank, line for line (a `$$` ... `$$` formula over a few lines becomes one line, as
`$$...$$` shows the same). Only a run of two or more such boxes lettered A, B, C ... in order,
each followed (after blank lines) by exactly one line of text that is no list item, heading or
fence, then a blank line, the next box or the end: anything else stays as written.
"""

from __future__ import annotations

from srs.importers.common import LETTERS
from srs.importers.holding import holds
from srs.importers.lazyre import lazy

__all__ = ["lettered_boxes"]

_LETTER_BOX_RE = lazy(
    r"^(?P<box>[ \t]{0,3}[-*+][ \t]+\[[ xX]\])[ \t]+"
    r"(?:\((?P<p>[A-Ha-h])\)|(?P<l>[A-Ha-h])[.)])[ \t]*$"
)
"""`- [x] (B)`, `- [ ] C)`: a box over its letter alone."""
_NO_OPTION_RE = lazy(r"^[ \t]*(?:[-*+][ \t]|\d{1,2}[.)][ \t]|#|```|~~~|\[[ xX]\]|<(?!img\b))")
"""A line that cannot be a box's option text: a list item, heading, fence, box or a tag
(but `<img>`)."""
_GAP = 2
"""The most blank lines between a box and its option's line."""
_FORMULA_LINES = 8
"""The most lines of a display formula (`$$` to `$$`) written as a box's option."""


def lettered_boxes(text: str) -> str:
    """The text with each run of boxes over their letters given their options' lines (see
    the module docstring); the text itself when it has none."""
    if not holds(text, "] (A)", "] (a)", "] A)", "] a)", "] A.", "] a."):
        return text
    lines = text.split("\n")
    changed = False
    i = 0
    while i < len(lines):
        run = _run(lines, i) if _letter(lines[i]) == "A" else []
        if len(run) < 2:
            i += 1
            continue
        for box, first, last in run:
            m = _LETTER_BOX_RE.match(lines[box])
            assert m is not None
            option = " ".join(line.strip() for line in lines[first : last + 1])
            lines[box] = f"{m.group('box')} {option}"
            lines[first : last + 1] = [""] * (last + 1 - first)
        changed = True
        i = run[-1][2] + 1
    return "\n".join(lines) if changed else text


def _letter(line: str) -> str:
    """The upper-case letter a box holds alone, '' for any other line."""
    m = _LETTER_BOX_RE.match(line)
    return "" if m is None else (m.group("p") or m.group("l")).upper()


def _run(lines: list[str], start: int) -> list[tuple[int, int, int]]:
    """The (box, option's first line, its last) of the run of lettered boxes from `start`."""
    run: list[tuple[int, int, int]] = []
    box = start
    while box < len(lines) and len(run) < len(LETTERS) and _letter(lines[box]) == LETTERS[len(run)]:
        option = _below(lines, box)
        if option is None:
            break
        run.append((box, *option))
        box = option[1] + 1
        while box < len(lines) and not lines[box].strip() and box - option[1] <= _GAP:
            box += 1
    return run


def _below(lines: list[str], box: int) -> tuple[int, int] | None:
    """The first and last index of the box's option: the one line of text after blank lines
    under it (or a `$$` ... `$$` block), followed by a blank line, another box or the end;
    None when there is no such text."""
    k = box + 1
    while k < len(lines) and not lines[k].strip() and k - box <= _GAP:
        k += 1
    if k == box + 1 or k >= len(lines) or not lines[k].strip():
        return None  # no blank line between: the box's own text, a list's next item
    if not _may_be_option(lines[k]):
        return None
    end = _formula_end(lines, k) if lines[k].strip() == "$$" else k
    after = lines[end + 1] if end is not None and end + 1 < len(lines) else ""
    return (k, end) if end is not None and (not after.strip() or _letter(after)) else None


def _may_be_option(line: str) -> bool:
    """Whether a line may be a box's option text: no list item, heading, fence or tag, and
    not indented as code."""
    return not _NO_OPTION_RE.match(line) and len(line) - len(line.lstrip()) < 4


def _formula_end(lines: list[str], start: int) -> int | None:
    """The index of the `$$` closing a display formula opened alone at `start`, a few lines
    down, no blank line in it; None when there is none."""
    for k in range(start + 1, min(start + 1 + _FORMULA_LINES, len(lines))):
        if not lines[k].strip():
            return None
        if lines[k].strip() == "$$":
            return k
    return None

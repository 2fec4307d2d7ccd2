"""Lettered lists that choose nothing, though they look like a choice question's options.

- **Parts answered in turn.** `a) Which OS for the desktops, and why?` / `b) ... the server?`
  under a question, then a bare `**Answer 4:**` over `a) **For desktops:** ...` and `b) ...`:
  the parts of one question, each answered. The first `a)` read as the key made a choice
  question with the answers as its explanation; it is one open question, written as it is.
  A homework's solution works its parts the same way under a bare `### SOLUTION` heading,
  a label alone on its line over the part's display math or diagram (`(a) $B \\cap C =
  ...$`, then `(b)` over `$$`): a bare label counts as a part when worked content follows it
  (for the first part, a block of its own, so a bare key `(a)` over its why stays a key).
- **Parts answered on one line.** `a) The first ball goes back` / `b) It does not` under a
  question, no key, then an answer that opens `a) E = {BB, BR, ...} b) E = {BR, ...}`: the
  answer to each part in turn (a page's paragraphs joined), so no choice question missing
  its key; no part graded right or wrong there (`a) is wrong because ...`), which would be
  a choice question's explanation.
- **Points answered before them.** A question that asks, answered in prose, then a
  sub-heading of the answer over a lettered list (`##### Avoid overfitting` / `* a. Early
  stopping`): a list in the answer.
- **A list whose items hold paragraphs.** `a. MEMORY_ONLY:` over its text, a blank line, then
  `b. MEMORY_AND_DISK:` over its own, under prose that answers the question: a lettered list
  in the answer. Its first line read as the `A.` that answers a `Q.` in notes so written (no
  `B.` right under it), so the prose went into the question and the `a.` was lost; a `b.`
  written the same way further down the block shows it opens a list (`list_goes_on`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from srs.importers.common import LETTERS, heading_of
from srs.importers.labelwords import GRADER_VERDICTS
from srs.importers.lazyre import lazy
from srs.importers.options import Option
from srs.importers.values import Block, Line

__all__ = [
    "answered_before",
    "answered_inline",
    "answers_each",
    "graded_label",
    "in_parts",
    "list_goes_on",
]

_PART_RE = lazy(r"[ \t]*(?:[-*+][ \t]+)?\(?([A-Ha-h])[.)](?:[ \t]|$)")
"""A part's label opening a line of the answer: `a) For desktops: ...`, `(b) $x = 2$`, or
alone (`(b)`, its worked content on the lines below: a display-math block, a diagram)."""


def answers_each(after: list[Line], letters: list[str]) -> bool:
    """Whether the lines under a bare marker open with the options' letters, each once and in
    order (`a) **For desktops:** ...`, then `b) ...`): the answer to each part of a question in
    parts, which its `a)`, `b)` list, not a key naming one of them."""
    if len(letters) < 2:
        return False
    found: list[str] = []
    for i, line in enumerate(after):
        if found and not line.code and graded_label(line.text):
            return False  # `Correct:` over `a. ...`, `Wrong:` over `b. ...`: verdicts, no parts
        m = None if line.code else _PART_RE.match(line.text)
        if m is not None and (m.end() < len(line.text.rstrip()) or _worked_below(after, i, found)):
            found.append(m.group(1).upper())
    return found == letters


_GRADED_RE = lazy(
    rf"[ \t]*(?P<e>\*\*|__)?(?:{'|'.join(GRADER_VERDICTS)})"
    r"(?:[ \t]+(?:answers?|options?|choices?|ones?))?(?:[ \t]*:(?P=e)?|(?P=e)?:)[ \t]*$",
    re.IGNORECASE,
)
"""A label alone that grades what it heads (`Wrong:`, `**Incorrect answers:**`, `Falsch:`)."""


def graded_label(text: str) -> bool:
    """Whether a line is a grading label alone (see `_GRADED_RE`). Lettered lines split by
    one (`Correct:` over `a. This is the right syntax.`, `Wrong:` over `b. ...` and `c.
    ...`) say why each option is right or wrong, in letter order when the quiz explains
    them all: the explanation of a keyed choice question, never a question's parts each
    answered in turn, which one label heads. The colon is tested first (most lines end
    with none)."""
    return text.rstrip(" \t*_").endswith(":") and _GRADED_RE.match(text) is not None


_BLOCK_STARTS = ("$$", "\\[", "![", "<img")
"""How a display-math block or a figure opens: a part's worked content, never a key's why."""


def _worked_below(after: list[Line], i: int, found: list[str]) -> bool:
    """Whether the bare label on line i (`(b)` alone) has its part's content below it. The
    first part's must be a block of its own (display math, code, a figure): a bare `(a)` over
    prose is the key and its why (`(a)` / `Explanation:` / `(b) is wrong ...`). A later
    part's may be anything but another label: labels listed bare one under another (`(a)` /
    `(c)`) name the right options, they answer nothing part by part."""
    for line in after[i + 1 :]:
        text = line.text.strip()
        if text:
            if not found:
                return line.code or text.startswith(_BLOCK_STARTS)
            return line.code or _PART_RE.match(line.text) is None
    return False


def in_parts(lines: list[Line], marker: tuple[int, str] | None, options: list[str]) -> bool:
    """Whether the answer under a bare label answers each option in turn (see `answers_each`):
    the options are the parts of one question, written as they are."""
    if marker is None or marker[1].strip():
        return False
    return answers_each(lines[marker[0] + 1 :], list(LETTERS[: len(options)]))


def answered_before(block: Block, lines: list[Line], opt_start: int) -> bool:
    """Whether a question that asks (`What is the bias-variance trade-off?`) is answered
    before what looks like its options: prose, then a sub-heading of the answer, then a
    lettered list (`##### Avoid overfitting` / `* a. Early stopping`): a list in the answer,
    not options to choose from. So is one that does not ask (`Explain PCB. Also types of
    schedulers.`) when its answer is in sections: a sub-heading over prose, then another
    over the list (`#### 1. PCB:` / text / `#### 2. Types:` / `- (a) Long-term: ...`); a
    stem under the question is never under a sub-heading of its own first."""
    asks = block.label.rstrip(" *_").endswith("?")
    prose = headed = False
    for line in lines[:opt_start]:
        if line.code or not line.text.strip():
            continue
        if heading_of(line) is not None:
            if prose and (asks or headed):
                return True
            headed = headed or not prose
        else:
            prose = True
    return False


def list_goes_on(options: Sequence[Option | None], i: int) -> bool:
    """Whether the lettered line i (`a. MEMORY_ONLY:`, option A as each line's `options`
    entry reads it) opens a list that goes on lower in the block: the next line lettered the
    same way, at the same indent, is its `b.` (another `a.` starts something else)."""
    first = options[i]
    if first is None:
        return False
    for opt in options[i + 1 :]:
        if opt is not None and opt.style == first.style and opt.indent == first.indent:
            return opt.position == 1
    return False


_INLINE_PART_RE = lazy(r"(?:^|(?<=\s))\(?([A-Ha-h])\)[ \t]")
"""A part's label inside an answer's text (`a) E = {...} b) E = {...}`), bracketed."""
_VERDICT_RE = lazy(rf"\b(?:{'|'.join(GRADER_VERDICTS)})\b", re.IGNORECASE)


def answered_inline(answer: str, letters: Sequence[str]) -> bool:
    """Whether an answer's first line opens with the first part's label and names each
    part's in turn, once, grading none (see the module doc); a list of lettered lines is
    another run of options, or the options' verdicts."""
    line = answer.lstrip().split("\n", 1)[0]
    if len(letters) < 2 or _INLINE_PART_RE.match(line) is None:
        return False
    found = [m.group(1).upper() for m in _INLINE_PART_RE.finditer(line)]
    return found == list(letters) and _VERDICT_RE.search(line) is None

"""Lettered options with a box after the letter: `a. [+] relie deux réseaux IP.` / `b. [ ]
remplace un câble.`, as a teacher's corrected multiple-choice sheet ticks the right ones (with
`x`, or `+` for "right").

Read as written, the box stayed in each option's text and nothing keyed the question: every
question was refused for its missing answer letter. A run of two or more such lines, lettered
a, b, c ... in order (one letter case, blank lines between allowed), at least one box ticked,
is written as the task list it is (`- [x] relie deux réseaux IP.`), line for line; srs
.importers.marks then reads the options by position, keyed by the ticked boxes (several: a
question with several right answers).
"""

from __future__ import annotations

from srs.importers.common import LETTERS
from srs.importers.holding import holds
from srs.importers.lazyre import lazy

__all__ = ["boxed_letters"]

_BOXED_RE = lazy(
    r"^(?P<indent>[ \t]{0,3})(?:[-*+][ \t]+)?\(?(?P<letter>[A-Ha-h])[.)][ \t]+"
    r"\[(?P<mark>[ xX+✓✔])\][ \t]+(?P<text>\S.*)$"
)
"""`a. [+] text`, `- B) [x] text`, `(c) [ ] text`: a letter, then a box, then the option."""
_TICKS = frozenset("xX+✓✔")


def boxed_letters(text: str) -> str:
    """The text with each run of boxed lettered options as a task list (see the module doc);
    the text itself when it has none."""
    if not holds(text, "[+]", "[x]", "[X]", "[ ]", "[✓]", "[✔]"):
        return text
    lines = text.split("\n")
    changed = False
    i = 0
    while i < len(lines):
        run = _run(lines, i)
        if len(run) < 2 or not any(_mark(lines[k]) in _TICKS for k in run):
            i += 1
            continue
        for k in run:
            m = _BOXED_RE.match(lines[k])
            assert m is not None
            box = "x" if m.group("mark") in _TICKS else " "
            lines[k] = f"{m.group('indent')}- [{box}] {m.group('text')}"
        changed = True
        i = run[-1] + 1
    return "\n".join(lines) if changed else text


def _mark(line: str) -> str:
    m = _BOXED_RE.match(line)
    return "" if m is None else m.group("mark")


def _run(lines: list[str], start: int) -> list[int]:
    """The lines of the run of boxed lettered options from `start` (a, b, c ... in order)."""
    m = _BOXED_RE.match(lines[start])
    if m is None or m.group("letter") not in "aA":
        return []
    lower = m.group("letter") == "a"
    run = [start]
    k = start + 1
    while k < len(lines) and len(run) < len(LETTERS):
        if not lines[k].strip():
            k += 1
            continue
        m = _BOXED_RE.match(lines[k])
        want = LETTERS[len(run)]
        if m is None or m.group("letter") != (want.lower() if lower else want):
            break
        run.append(k)
        k += 1
    return run

"""Options set in a code block with the right one marked by a leading `=`: unfenced and keyed.

An operating-systems course's quiz bank aligns each question's options in a code block and
marks the key the way a diff or a quiz tool's source does, with `=` before its letter:

    1. Which objectives is an operating system built to fulfil?

       ```
         A. free, open source, evolvability
       = D. convenience, efficiency, ability to evolve
       ```

Read as code, the block was the question's answer, the `=` a stray sign, no key found. Here a
bare fenced block (no info string) holding nothing but option lines lettered from A (or a) in
order, at least one led by `=`, and at most a closing `ANSWER : 16` line, right below a line
of text, becomes those options, unindented (`A) text`), and its closing fence line the key
(`Answer: D`, or `Answer: A, C` when several are marked). The opening fence goes blank, so
the number of lines never changes. An `ANSWER` line restates the key in words: the key takes
its line and it moves to the closing fence's, below the key, where it is the card's
explanation (it was blanked, a line of the page lost in silence). A block without a `=`
mark is srs.importers.fencedoptions' to read.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import FENCE_RE, has_fences
from srs.importers.lazyre import lazy
from srs.importers.textabove import text_above

__all__ = ["equals_keyed_options"]

_BARE_FENCE_RE = lazy(r"^[ \t]{0,8}(?P<fence>`{3,}|~{3,})[ \t]*$")
_MARKED_OPTION_RE = lazy(
    r"^[ \t]*(?P<mark>=[ \t]*)?\(?(?P<l>[A-Ha-h])[).:][ \t]+(?P<text>\S.*?)[ \t]*$"
)
"""`  A. text` or `= C. text` (the right one), as such a block writes them."""
_ANSWER_LINE_RE = lazy(r"^[ \t]*answer[ \t]*[:=-][ \t]*\S.*$", re.IGNORECASE)
"""`ANSWER : 16`: the key restated in words below the options."""


def equals_keyed_options(text: str) -> str:
    """The text with each `=`-keyed block of options (see the module) unfenced and keyed."""
    if not holds(text, "= ") or not has_fences(text):
        return text  # a cheap test first: most texts mark no option with `=`
    lines = text.split("\n")
    k = 0
    while k < len(lines):
        opening = _BARE_FENCE_RE.match(lines[k]) if "``" in lines[k] or "~~" in lines[k] else None
        if opening is None:
            k += 1
            continue
        end = _closing(lines, k, opening.group("fence"))
        if end is None:
            break
        keyed = _keyed_options(lines[k + 1 : end]) if _after_text(lines, k) else None
        if keyed is not None:
            options, keys, note = keyed
            lines[k] = ""
            lines[k + 1 : end] = options
            lines[end] = f"Answer: {', '.join(keys)}"
            if note is not None:  # the key on the note's line, the note below it: explained
                lines[k + 1 + note], lines[end] = lines[end], options[note]
        k = end + 1
    return "\n".join(lines)


def _closing(lines: list[str], k: int, fence: str) -> int | None:
    """The line closing the code block opened at line k (None: it never closes)."""
    for j in range(k + 1, len(lines)):
        m = _BARE_FENCE_RE.match(lines[j]) if fence[0] in lines[j] else None
        if m is not None and m.group("fence")[0] == fence[0]:
            return j
    return None


def _after_text(lines: list[str], k: int) -> bool:
    """Whether anything comes before line k (the question, or a code block of its own, as
    a list of items to choose from), only blank lines between: a block opening the text
    is no question's options."""
    return text_above(lines, k) >= 0


def _keyed_options(body: list[str]) -> tuple[list[str], list[str], int | None] | None:
    """The block's lines rewritten (options as `A) text`, an `ANSWER` line unindented), the
    marked letters and the index of the `ANSWER` line (None: none); None unless it holds two
    or more options lettered in order from A, at least one marked, and nothing else but that
    line after the last option."""
    out: list[str] = []
    letters: list[str] = []
    keys: list[str] = []
    note: int | None = None
    for line in body:
        if not line.strip():
            out.append("")
            continue
        if note is not None:
            return None  # text after the `ANSWER` line: no options block of this kind
        if letters and _ANSWER_LINE_RE.match(line):
            note = len(out)
            out.append(line.strip())
            continue
        m = _MARKED_OPTION_RE.match(line)
        if m is None or FENCE_RE.match(line):
            return None
        letter = m.group("l").upper()
        letters.append(letter)
        if m.group("mark") is not None:
            keys.append(letter)
        out.append(f"{letter}) {m.group('text')}")
    if len(letters) < 2 or not keys or letters != [chr(ord("A") + n) for n in range(len(letters))]:
        return None
    return out, keys, note

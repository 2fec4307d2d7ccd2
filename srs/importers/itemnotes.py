"""A bullet question's answer that goes on at the margin after its nested bullets:

    - [x] C2) Reset or normalize?
      - **Explanation:** Normalize aligns the defaults.
      - **Example:**

    Normalize:

    ```css
    h1 { margin: 0; }
    ```

    - [x] C3) What are floats?
      - **Explanation:** ...

A prep list nests each answer's labelled points under its question, then types the rest of
the answer (a paragraph, a fence, a `**Source:**` line) flush left, and the next question
below it. CommonMark ends the list at the margin text, so that text was cut from the answer
and reported as in no card (and a list broken so could lose the questions after it). Text at
the margin after a question item's nested bullets, up to the item's next sibling (a bullet
of the same mark and box that asks, or any box where the items are boxed), belongs to the
item: it is indented into it, line for line. The run opens with text, not a bullet (a
bullet there is one more item of the list); bullets further down it (`- **Source:** ...`
under the item's code) are the answer's.

Only where the run ends at such a sibling, with no heading or rule before it; not when it
holds a line that asks or an answer label (then it is a question or a key of its own), nor
when its last line is a title over the next item (`Questions on Y:`, `**5. Scope**`). An
item with a margin line glued under its lines (a lazy line, inside it already, or a fence
of the question's code) writes at the margin on purpose, and is read so already: it is left
as written.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE, BOLD_LINE_RE, HEADING_RE, SENTENCE_END_RE, SEPARATOR_RE
from srs.importers.fences import fence_after
from srs.importers.holding import holds
from srs.importers.labelwords import QUESTION_MARKS
from srs.importers.lazyre import lazy

__all__ = ["item_notes"]

_ITEM_RE = lazy(r"^(?P<mark>[-*+])(?P<gap> {1,4})(?P<box>\[[ xX]\] +)?(?P<text>\S.*)$")
"""A bullet at the margin, maybe a task box, and its text."""
_NESTED_RE = lazy(r"^[ \t]{2,}(?:[-*+]|\d{1,3}[.)])[ \t]+\S")
"""A bullet or numbered point nested under an item."""
_MOST_LINES = 150
"""How many lines the margin text between an item and its sibling may run to."""


_Item = tuple[str, bool, int]
"""A question item: its bullet mark, whether it is a task box, the indent of its text."""


def item_notes(text: str) -> str:
    """The text with the margin text after each question item's nested bullets, up to its
    next sibling, indented into the item (see the module doc); the text itself when there is
    none (no nested bullet at all: the cheap test first)."""
    if not holds(text, "\n  - ", "\n  * ", "\n    - ", "\n    * "):
        return text
    lines = text.split("\n")
    runs = _runs(lines)
    for start, end, indent in runs:
        for j in range(start, end):
            if lines[j].strip():
                lines[j] = " " * indent + lines[j]
    return "\n".join(lines) if runs else text


def _runs(lines: list[str]) -> list[tuple[int, int, int]]:
    """Each run of margin text that goes on a question item's answer: its first line, the
    line of the item's sibling after it, and the indent of the item's text."""
    runs: list[tuple[int, int, int]] = []
    item: _Item | None = None
    nested = False  # the item holds a nested bullet
    fence: str | None = None
    k = 0
    while k < len(lines):
        line = lines[k]
        was_open = fence is not None
        fence, is_fence = fence_after(fence, line)
        if was_open or (is_fence and line[:1] in " \t"):
            pass  # code: the item's own when indented, as written
        elif line[:1] in "-*+" and (m := _ITEM_RE.match(line)) is not None:
            item, nested = _question(m), False  # the list goes on
        elif line[:1] in " \t" or not line.strip():
            nested = nested or (item is not None and _NESTED_RE.match(line) is not None)
        elif _glued(lines, k):
            item = None  # an answer typed at the margin as lazy lines: read so already
        elif item is not None and nested and (end := _sibling(lines, k, item)) is not None:
            runs.append((k, end, item[2]))
            fence, k = None, end
            continue
        else:
            item = None
        k += 1
    return runs


def _glued(lines: list[str], k: int) -> bool:
    """Whether the margin line k is glued under the item's lines: a lazy line of them, or a
    fence set right under them (the question's code, srs.importers.blocks reads it so). An
    item that goes on so writes at the margin on purpose, and the readers take it as such."""
    return k > 0 and bool(lines[k - 1].strip())


def _question(m: re.Match[str]) -> _Item | None:
    """The item a margin bullet opens when it is a question (a task box, or text that
    asks); None for an item that is none."""
    boxed = bool(m.group("box"))
    if not boxed and not asks(m.group("text")):
        return None
    return m.group("mark"), boxed, 1 + len(m.group("gap"))


def _sibling(lines: list[str], start: int, item: _Item) -> int | None:
    """The line of the item's next sibling when the margin text from line `start` runs up to
    it as the item's answer goes on (see the module doc); None otherwise."""
    fence: str | None = None
    texts: list[str] = []  # the run's lines with text, code and fences too
    for j in range(start, min(len(lines), start + _MOST_LINES)):
        line = lines[j]
        was_open = fence is not None
        fence, is_fence = fence_after(fence, line)
        if not line.strip():
            continue
        m = _ITEM_RE.match(line) if line[:1] in "-*+" and not was_open else None
        other = _question(m) if m is not None else None
        if other is not None:
            return j if other[:2] == item[:2] and not _title(texts) else None
        if not was_open and not is_fence and _own_line(line):
            return None
        texts.append(line)
    return None


def _own_line(line: str) -> bool:
    """Whether a margin line stands on its own, no more of an answer above it: a heading, a
    rule, an answer label (a key of its own) or a line that asks (a question of its own)."""
    if HEADING_RE.match(line) or SEPARATOR_RE.match(line) or ANSWER_RE.match(line):
        return True
    return line.rstrip(" *_").endswith(QUESTION_MARKS)


def _title(texts: list[str]) -> bool:
    """Whether the run ends on a title over the next item, not on more of the answer: its
    last line ends with a colon (`Questions on Y:`) or is a bold line alone (`**5. Update
    Frequency**` over its list of questions), or the run is one line that neither ends as a
    sentence nor holds a colon (`` `Exam 2` 98% ``; `**Source:** https://...` is a note)."""
    last = texts[-1].strip() if texts else ""
    if last.endswith((":", "：")) or BOLD_LINE_RE.match(last) is not None:
        return True
    return len(texts) == 1 and ":" not in last and SENTENCE_END_RE.search(last) is None

"""A numbered question whose first line is only its kind in brackets, the question below it:

    4. **[Practical]**
       Use a command to list the loaded kernel modules.
       *(5 Marks)*
    - lsmod

    10. **[Practical]**
        Write a command to count the lines of `notes.txt`.
        *(3 Marks)*

    wc -l notes.txt

An exam sheet (and the student's copy filled in) opens each numbered question with its kind
(`[Multiple Choice]`, `[Short Answer]`, `[Practical]`) alone on the item's first line, the
question on the next and its worth under it; the student types the answer right under it, or
flush left after a blank line. Read as written, the tag alone was the question and the real
question went into the answer (unless it ended with `?`, which made the whole paragraph
ask); an answer typed at the margin ended the list, and was lost or glued to the question
before it, with the questions after it.

The tag says a question starts there: the question's first line (and a worth line right
under it, `*(5 Marks)*`) joins the tag's line, the lines after it move up one and a blank
line takes the place freed at the paragraph's end (a line or two moved, no line lost). Text
at the margin after a blank line, up to the next such item (or a heading or a rule), is the
answer: it is indented into the item, line for line. A tag item's answer that holds a line
that asks, or a numbered line, is left as written (a question of its own).

Only an item numbered `N.` or `N)` whose first line is a bracketed tag of words and nothing
else (`1. **[Multiple Choice]**`, `2. [Short Answer]`), right over a line of text that is no
option, list item or heading; a task box (`1. [x]`), a link (`1. [text](url)`) or a tag
followed by text on its line (srs.importers.typetags's and the readers' case) is no such item,
nor is a list literal (`2. [false, true]`, an output shown under a question).
"""

from __future__ import annotations

import re

from srs.importers.common import HEADING_RE, OPTION_RE, POINTS, SEPARATOR_RE
from srs.importers.fences import fence_after
from srs.importers.labelwords import QUESTION_MARKS
from srs.importers.lazyre import lazy

__all__ = ["tagged_items"]

_TAG_ITEM_RE = lazy(
    r"^(?P<head>(?P<lead> {0,3}\d{1,4}[.)][ \t]+)(?P<b>\*\*|__)?\[[^\W\d_](?:[^\W\d_]|[ /&-]){1,38}\]"
    r"(?(b)(?P=b)))[ \t]*$",
    re.M,
)
"""`4. **[Practical]**`: a numbered item whose first line is only its kind, bracketed: words,
no punctuation (`2. [false, true]` is an output, a list literal)."""
_WORTH_LINE_RE = lazy(rf"^[ \t]*(?:\*\*?|__?)?{POINTS}(?:\*\*?|__?)?[ \t]*$", re.I)
"""`*(5 Marks)*`, `[2 points]`: what the question above it is worth, alone on its line."""
_ITEM_LINE_RE = lazy(r"^ {0,3}(?:\d{1,4}[.)]|[-*+])(?:[ \t]|$)")
"""A list item's first line: a numbered or bulleted one."""
_MOST_LINES = 150
"""How many lines an answer typed at the margin may run to."""


def tagged_items(text: str) -> str:
    """The text with each tag item's question on its tag's line and its answer typed at the
    margin indented into it (see the module doc); the text itself when it has none (one
    regex search first, at C speed)."""
    if "]" not in text or _TAG_ITEM_RE.search(text) is None:
        return text
    lines = text.split("\n")
    fence: str | None = None
    changed = False
    k = 0
    while k < len(lines):
        was_open = fence is not None
        fence, is_fence = fence_after(fence, lines[k])
        m = None if was_open or is_fence else _TAG_ITEM_RE.match(lines[k])
        if m is not None and _stem(lines, k + 1):
            end = _join(lines, k, m.group("head"))
            _indent_margin_answer(lines, end, len(m.group("lead")))
            changed = True
        k += 1
    return "\n".join(lines) if changed else text


def _stem(lines: list[str], k: int) -> bool:
    """Whether line k is a question's text under a tag: text that is no option, list item,
    heading, rule, fence or worth line."""
    if k >= len(lines) or not lines[k].strip():
        return False
    line = lines[k]
    body = line.strip()
    if HEADING_RE.match(line) or SEPARATOR_RE.match(line) or body.startswith(("```", "~~~")):
        return False
    return not (_ITEM_LINE_RE.match(body) or OPTION_RE.match(body) or _WORTH_LINE_RE.match(line))


def _join(lines: list[str], k: int, head: str) -> int:
    """Join the stem at line k + 1 (and a worth line right under it) to the tag's line k;
    the paragraph's other lines move up, blanks fill its end. The index after the paragraph."""
    joined = [head.rstrip(), lines[k + 1].strip()]
    taken = 1
    if k + 2 < len(lines) and _WORTH_LINE_RE.match(lines[k + 2]):
        joined.append(lines[k + 2].strip())
        taken = 2
    end = k + 1 + taken
    while end < len(lines) and lines[end].strip() and not _TAG_ITEM_RE.match(lines[end]):
        end += 1
    lines[k:end] = [" ".join(joined), *lines[k + 1 + taken : end], *([""] * taken)]
    return end


def _indent_margin_answer(lines: list[str], end: int, indent: int) -> None:
    """Indent the text typed at the margin after a blank line below the item ending at
    `end`, up to the next tag item, heading or rule, into the item (line for line)."""
    k = end
    while k < len(lines) and not lines[k].strip():
        k += 1
    if k == end or k >= len(lines) or lines[k][:1] in " \t":
        return  # glued to the item (read so already), indented into it, or nothing
    stop = _answer_end(lines, k)
    if stop is None:
        return
    for j in range(k, stop):
        if lines[j].strip():
            lines[j] = " " * indent + lines[j]


def _answer_end(lines: list[str], start: int) -> int | None:
    """Where the margin answer from line `start` ends: the next tag item, heading or rule,
    or the page's end; None when the run holds a line of its own (one that asks, a numbered
    line) or runs too long."""
    fence: str | None = None
    for j in range(start, min(len(lines), start + _MOST_LINES)):
        line = lines[j]
        was_open = fence is not None
        fence, is_fence = fence_after(fence, line)
        if was_open or is_fence or not line.strip():
            continue
        if _TAG_ITEM_RE.match(line) or HEADING_RE.match(line) or SEPARATOR_RE.match(line):
            return j
        if line[:1] not in " \t" and (
            (line[:1].isdigit() and _ITEM_LINE_RE.match(line))
            or line.rstrip(" *_").endswith(QUESTION_MARKS)
        ):
            return None
    return len(lines) if len(lines) - start <= _MOST_LINES else None

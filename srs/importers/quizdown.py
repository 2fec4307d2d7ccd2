"""Quizzes written for quizdown (the mkdocs and Sphinx plugins): a `:::{quizdown}` block (or
`::: quizdown`) holding a settings header between `---` lines, then one question per heading
over task-box options (`1. [x] right`, `- [ ] wrong`) and a `> hint`.

Read as plain Markdown the block's markup was text: the settings (`primaryColor: "#00bda4"`,
`shuffleAnswers: true`) joined the introduction and the closing `:::` ended the last card's
explanation. Here the block's marker lines and its settings header are blanked, line for
line. Inside the block every question is a heading (quizdown knows no other question), so a
plain one-line question (`¿Qué servicio …?`) right over a run of task boxes, its heading
forgotten, is written as a heading of the level the block's questions use.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.labelwords import QUESTION_MARKS
from srs.importers.lazyre import lazy

__all__ = ["quizdown_blocks"]

_OPEN_RE = lazy(r"^[ \t]{0,3}:{3,}[ \t]*\{?[ \t]*quizdown[ \t]*\}?[ \t]*$", re.I)
"""`:::{quizdown}` (MyST) or `::: quizdown` (a Pandoc-style div)."""
_CLOSE_RE = lazy(r"^[ \t]{0,3}:{3,}[ \t]*$")
_HEADING_RE = lazy(r"^(?P<marks>#{1,6})[ \t]+\S")
_BOX_RE = lazy(r"^[ \t]{0,3}(?:[-*+]|\d{1,2}[.)])[ \t]+\[[ xX]\][ \t]*\S")
"""A task-box option, bulleted or numbered (`2. [x] AWS CloudTrail`)."""
_SETTING_RE = lazy(r"^[ \t]*[A-Za-z_][\w-]*[ \t]*:")
"""A settings line of the header (`shuffleQuestions: false`)."""


def quizdown_blocks(text: str) -> str:
    """The text with each quizdown block's markup blanked and its heading-less questions
    headed (see the module doc); other text as it is."""
    if not holds(text, "quizdown"):
        return text  # the cheap test first: no block names it
    lines = text.split("\n")
    k = 0
    while k < len(lines):
        if lines[k][:1] in " \t:" and _OPEN_RE.match(lines[k]):
            k = _read_block(lines, k)
        k += 1
    return "\n".join(lines)


def _read_block(lines: list[str], start: int) -> int:
    """Blank the block opened at `start` (its marker, settings header and closing marker)
    and head its heading-less questions; the index of its last line."""
    end = next((j for j in range(start + 1, len(lines)) if _CLOSE_RE.match(lines[j])), None)
    if end is None:
        return start  # never closed: not a block, its lines as they are
    lines[start] = lines[end] = ""
    first = _past_settings(lines, start + 1, end)
    level = next(
        (m.group("marks") for line in lines[first:end] if (m := _HEADING_RE.match(line))), None
    )
    if level is None:
        return end
    for j in range(first, end):
        if _headless_question(lines, j, first):
            lines[j] = f"{level} {lines[j].strip()}"
    return end


def _past_settings(lines: list[str], k: int, end: int) -> int:
    """The first line after the block's settings header (`---` / `key: value` lines /
    `---`, blanked), or `k` when the block has none."""
    while k < end and not lines[k].strip():
        k += 1
    if k >= end or lines[k].strip() != "---":
        return k
    close = next((j for j in range(k + 1, end) if lines[j].strip() == "---"), None)
    if close is None or not all(
        _SETTING_RE.match(line) or not line.strip() for line in lines[k + 1 : close]
    ):
        return k
    for j in range(k, close + 1):
        lines[j] = ""
    return close + 1


def _headless_question(lines: list[str], j: int, first: int) -> bool:
    """Whether line `j` is a plain one-line question over task boxes: it ends with `?`, the
    line before it is blank and the first non-blank line after it is a box."""
    line = lines[j].strip()
    if not line.endswith(QUESTION_MARKS) or line[:1] in "#>|-*+<`[" or _BOX_RE.match(lines[j]):
        return False
    if j > first and lines[j - 1].strip():
        return False
    after = next((text for text in lines[j + 1 :] if text.strip()), "")
    return _BOX_RE.match(after) is not None

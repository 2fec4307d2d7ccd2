"""`## 꼬리 질문 1` ("follow-up question 1") over its question's paragraph and an answer
heading of its own (`### 모범 답안`): a question of its own, after the question it follows.

Interview notes label every question with a heading (`## 질문 3 (네트워크)`, the question the
paragraph under it, its answer under `### 모범 답안`) and the follow-ups the interviewer asks
next the same way, at the same level, each labelled `Follow-up question N` in the notes'
language, the number restarting under each question. No reader knew that label: the
follow-up, its answer heading and all, was glued to the end of the answer above, in silence.

Where such a heading is followed by one plain paragraph (the follow-up) and then, deeper, a
heading that only says "answer", the heading is written as a sub-numbered label holding the
paragraph (`## Q3a: the follow-up`, the paragraph's lines left blank): a card of its own,
named after the question it follows (`q03a`, `q03b`), so the main questions keep their ids.
A follow-up heading over anything else (a list of follow-ups, no answer heading, no numbered
question above it) is left as it is.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_WORD_RE, HEADING_RE, LIST_ITEM_RE, holds
from srs.importers.fences import fence_after
from srs.importers.labelstart import label_start
from srs.importers.labelwords import FOLLOW_UP_LABELS
from srs.importers.lazyre import lazy

__all__ = ["numbered_follow_ups"]

_WORDS = "|".join(FOLLOW_UP_LABELS)
_SPELT = sorted(
    {
        word if not word.isascii() else f"{lead}{spelt}"
        for word in _WORDS.split("|")
        for lead in ("# ", "# **")
        for spelt in (word, word.capitalize())
    }
)
_HINTS = tuple(
    hint
    for k, hint in enumerate(_SPELT)
    if not any(hint.startswith(shorter) for shorter in _SPELT[:k])  # sorted: shorter first
)
"""Literals one of which a document with a follow-up heading holds: the cheap test first. A
label in another script is found at once by a character most texts lack (`꼬리 질문`); one in
Latin letters is looked for after its heading's marks (`# Follow-up`, `# **follow-up`), so
that all open with `#` and are found in one search (a lower-case word alone costs a scan of
the whole text each, some 5 ms on a 10,000-question quiz); none that another opens."""
_FOLLOW_UP_HEADING_RE = lazy(
    rf"^(?P<hashes>#{{1,6}})[ \t]+(?:\*\*|__)?(?:{_WORDS})[ \t]*(?:no\.?[ \t]*|#[ \t]*)?\d{{0,3}}"
    r"[ \t]*(?:\*\*|__)?[ \t]*[:：.]?[ \t]*(?:\*\*|__)?[ \t]*#*[ \t]*$",
    re.IGNORECASE,
)
"""`## 꼬리 질문 1`, `### **Follow-up question 2:**`, `## Follow-up`: the label alone."""
_NOT_PROSE_RE = lazy(r"^[ \t]*(?:[#>|<`~]|:::)")
_LETTERS = "abcdefgh"
"""The letters a sub-numbered label takes (srs.importers.common.SUB_NUMBERED_LABEL_RE)."""


def numbered_follow_ups(text: str) -> str:
    """The text with each answered follow-up heading written as a sub-numbered question
    label holding its paragraph (see the module doc); the text itself when there is none."""
    if not holds(text, *_HINTS):
        return text
    lines = text.split("\n")
    fence: str | None = None
    parent: tuple[int, int] | None = None  # (level, number) of the question above
    letters = 0
    for k, line in enumerate(lines):
        fence, is_fence = fence_after(fence, line)
        if fence is not None or is_fence or line[:1] != "#":
            continue
        follow = _FOLLOW_UP_HEADING_RE.match(line)
        level = len(line) - len(line.lstrip("#"))
        if follow is None:
            parent, letters = _question_above(line, level, parent, letters)
            continue
        if parent is None or parent[0] > level or letters >= len(_LETTERS):
            continue
        paragraph = _answered_paragraph(lines, k + 1, level)
        if paragraph is None:
            continue
        start, end = paragraph
        asked = " ".join(lines[j].strip() for j in range(start, end))
        lines[k] = f"{follow.group('hashes')} Q{parent[1]}{_LETTERS[letters]}: {asked}"
        lines[start:end] = [""] * (end - start)  # line for line: warnings keep their lines
        letters += 1
    return "\n".join(lines)


def _question_above(
    line: str, level: int, parent: tuple[int, int] | None, letters: int
) -> tuple[tuple[int, int] | None, int]:
    """The numbered question a later follow-up follows, after heading `line` (at `level`),
    and how many follow-ups it has had: a numbered question label starts a new count; a
    heading at its level or above that is none ends it; a deeper one changes nothing."""
    m = HEADING_RE.match(line)
    start = label_start((m.group("text") or "").strip(), in_heading=True) if m else None
    if start is not None and start.labelled and start.number is not None:
        return (level, start.number), 0
    if parent is not None and level <= parent[0]:
        return None, 0
    return parent, letters


def _answered_paragraph(lines: list[str], k: int, level: int) -> tuple[int, int] | None:
    """The rows [start, end) of the one plain paragraph after a follow-up heading (at `level`,
    its next row `k`), when right below it, deeper, a heading says only "answer"."""
    while k < len(lines) and not lines[k].strip():
        k += 1
    start = k
    while k < len(lines) and lines[k].strip():
        if _NOT_PROSE_RE.match(lines[k]) or LIST_ITEM_RE.match(lines[k]):
            return None
        k += 1
    end = k
    while k < len(lines) and not lines[k].strip():
        k += 1
    if end == start or k == len(lines):
        return None
    return (start, end) if _answer_heading(lines[k], level) else None


def _answer_heading(line: str, level: int) -> bool:
    """Whether a line is a heading deeper than `level` that only says "answer" (`### 모범
    답안`, `#### Answer`)."""
    m = HEADING_RE.match(line)
    if m is None or len(m.group("hashes")) <= level:
        return False
    return ANSWER_WORD_RE.match((m.group("text") or "").strip().strip("*_ \t")) is not None

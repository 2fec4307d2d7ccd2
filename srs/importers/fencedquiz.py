"""A quiz written wholly inside plain code fences, read as the page it is.

Some authors fence every question of a choice quiz to keep its lines as typed: a block holds
`Q1. What prints?`, the program asked about, `(A) ...` options and `Answer: B`; a block may
hold two questions, a question's options may sit in the next block, a `Hint:` may follow the
last key. Read as code, the first block's question was taken for an introduction, two
questions in one block were skipped, and the last block was glued into the card above it.

When the page is such a quiz its fences are furniture, not code: at least three blocks, all
untagged (or tagged as text), hold most of the page's lines, and their lines hold a quiz's
structure (numbered questions, lettered options, answer labels) rather than code. Then the
fence lines are blanked (line for line, so messages still name the author's lines) and the
ordinary readers see the quiz. A page with a tagged block (a Java class under a question), a
fenced output under each question, or one fenced quiz example among prose questions keeps
its fences.
"""

from __future__ import annotations

from srs.importers.common import ANSWER_RE, NUMBERED_LABEL_RE, NUMBERED_TEXT_RE, OPTION_RE
from srs.importers.fences import FENCE_RE, fence_after

__all__ = ["quiz_fences_opened"]

_TEXT_INFO = frozenset({"", "text", "txt", "plain", "plaintext"})
"""Info strings of a fence that may hold a page's own text (a tagged block holds code)."""
_MIN_BLOCKS = 3
"""Fewer fenced blocks are an example or two, not a page fenced question by question."""
_INSIDE_SHARE = 0.75
"""The share of the page's text lines that must be inside the fences: most of it."""


def quiz_fences_opened(text: str) -> str | None:
    """The text with its fence lines blank when it is a quiz written inside plain fences
    (see the module), else None. Only called on a text that holds a fence."""
    if text.count("```") + text.count("~~~") < 2 * _MIN_BLOCKS:
        return None
    lines = text.split("\n")
    marks = _fence_marks(lines)
    if marks is None or len(marks) < 2 * _MIN_BLOCKS - 1:
        return None
    inside = _inside_lines(lines, marks)
    outside = sum(1 for line in lines if line.strip()) - len(marks) - len(inside)
    if len(inside) < _INSIDE_SHARE * (len(inside) + outside) or not _holds_quiz(inside):
        return None
    for k in marks:
        lines[k] = ""
    return "\n".join(lines)


def _fence_marks(lines: list[str]) -> list[int] | None:
    """The indexes of the page's fence lines, or None when a block is tagged with a language,
    holds a fence of its own (Markdown shown as an example) or is left open (a broken page is
    another pass's business)."""
    marks: list[int] = []
    fence: str | None = None
    for k, line in enumerate(lines):
        if "`" not in line and "~" not in line:
            continue
        was, (fence, is_fence) = fence, fence_after(fence, line)
        if not is_fence:
            continue
        m = FENCE_RE.match(line)
        if was is not None and fence is not None:
            return None  # a fence inside a block
        if was is None and m is not None and line[m.end() :].strip().lower() not in _TEXT_INFO:
            return None
        marks.append(k)
    return None if fence is not None else marks


def _inside_lines(lines: list[str], marks: list[int]) -> list[str]:
    """The non-blank lines inside the fenced blocks (`marks` pairs their fence lines)."""
    return [
        line
        for start, end in zip(marks[::2], marks[1::2], strict=True)
        for line in lines[start + 1 : end]
        if line.strip()
    ]


def _holds_quiz(inside: list[str]) -> bool:
    """Whether fenced lines hold a choice quiz: two numbered questions or more, two answer
    labels or more, and at least two lettered options for each answer."""
    answers = sum(1 for line in inside if ANSWER_RE.match(line.strip()))
    options = sum(1 for line in inside if OPTION_RE.match(line))
    numbered = sum(
        1 for line in inside if NUMBERED_LABEL_RE.match(line) or NUMBERED_TEXT_RE.match(line)
    )
    return answers >= 2 and numbered >= 2 and options >= 2 * answers

"""The bracketed notes a line in Chinese, Japanese or Korean may end with, and how long such a
line may be to ask: one rule for the three languages' asking tests (srs.importers.cjkasks,
jaasks, koasks).

Interview notes in these languages end a question with who asked it or how it rates, in
brackets of either width (`设计一个点赞系统（字节跳动）`, `(⭐)`, `（重要）`, `【必須】`,
`[Hard]`): no words of the question, so its ending is read past them.
"""

from __future__ import annotations

from srs.importers.lazyre import lazy

__all__ = ["LONGEST_ASKING_LINE", "asking_core", "without_bracketed_tail"]

_BRACKETED_TAIL_RE = lazy(r"(?:[ \t]*[（(\[【][^（）()\[\]【】]{1,30}[）)\]】])+[ \t]*$")
LONGEST_ASKING_LINE = 100
"""A line longer than this is an answer's, not a question set on its own line."""


def without_bracketed_tail(text: str) -> str:
    """The line without the bracketed notes that end it."""
    return _BRACKETED_TAIL_RE.sub("", text)


def asking_core(text: str, endings: str, marks: str) -> str | None:
    """A short line's words past its bracketed notes and closing `marks`, for a test of how
    it ends; None at once when its last dozen characters hold none of the `endings` a
    question of the language ends with (the cheap test first), or when it is too long."""
    tail = text[-12:]
    if not any(end in tail for end in endings):
        return None
    text = text.strip()
    if len(text) > LONGEST_ASKING_LINE:
        return None
    return without_bracketed_tail(text).rstrip(marks)

"""A label's pattern behind a cheap test of the label word's first two letters (see
`LabelPattern`): the answer label's (`common.ANSWER_RE`) is asked of every line of every block."""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["LabelPattern"]


class LabelPattern:
    """A label's pattern behind a test of the label word's first two letters.

    Most lines are no label, and a label pattern that knows many words and spellings costs
    microseconds to fail on each; a 10,000-question document asks it of every line several
    times. The word comes after blanks, a bullet and emphasis (`- **Answer:**`), or after a
    pictograph; a line whose first two letters there are not ASCII goes to the pattern as it is.
    """

    __slots__ = ("_heads", "pattern")

    def __init__(self, pattern: re.Pattern[str], heads: Iterable[str]) -> None:
        self.pattern = pattern
        self._heads = frozenset(head[:2].lower() for head in heads)

    def match(self, text: str) -> re.Match[str] | None:
        head = text.lstrip(" \t-*+_")[:2]
        if head.isascii() and head.lower() not in self._heads:
            return None  # (re.IGNORECASE folds no ASCII letter to another ASCII one)
        return self.pattern.match(text)

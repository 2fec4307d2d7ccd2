"""A label's pattern behind a cheap test of the label word's first letters (see
`LabelPattern`): the answer label's (`common.ANSWER_RE`) is asked of every line of every block."""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["LabelPattern"]


class LabelPattern:
    """A label's pattern behind a test of the label word's first letters.

    Most lines are no label, and a label pattern that knows many words and spellings costs
    microseconds to fail on each; a 10,000-question document asks it of every line several
    times. The word comes after blanks, a bullet and emphasis (`- **Answer:**`), or after a
    pictograph; a line whose first letters there are not ASCII goes to the pattern as it is.
    Each word is known by its first four letters (fewer for a shorter one): `Explanation:`
    is told from `Expected answer:` so, and never runs the pattern.
    """

    __slots__ = ("_found", "_heads", "_pairs", "pattern")

    def __init__(self, pattern: re.Pattern[str], heads: Iterable[str]) -> None:
        self.pattern = pattern
        self._heads = frozenset(head[:4].lower() for head in heads)
        self._pairs = frozenset(head[:2] for head in self._heads)
        """The words' first two letters: one look-up rules out most lines (a line's first
        letters are a word's only when its first two are)."""
        self._found: dict[str, re.Match[str] | None] = {}
        """The pattern's answer for each text it ran on lately: the line a label is on is
        asked again by the rules after the one that found it (the answer label's, 20,000
        of 24,000 runs on a 10,000-question quiz)."""

    def match(self, text: str) -> re.Match[str] | None:
        head = text.lstrip(" \t-*+_")[:4]
        if head.isascii():  # (re.IGNORECASE folds no ASCII letter to another ASCII one)
            head = head.lower()
            if head[:2] not in self._pairs:
                return None
            heads = self._heads
            if head not in heads and head[:3] not in heads and head[:2] not in heads:
                return None
        found = self._found
        if text in found:
            return found[text]
        if len(found) >= _REMEMBERED:
            found.clear()
        m = found[text] = self.pattern.match(text)
        return m


_REMEMBERED = 512
"""How many texts' answers a label pattern keeps: a block's lines, many times over."""

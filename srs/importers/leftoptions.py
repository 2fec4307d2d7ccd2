"""Options left over after a question's options: the rest of its list, read as text.

A question whose options run on past what the option reader took (`a) speed`, `b) sort`, then
an option it did not know as one, `c)guard`, `d) allocate`) and which has no key keeps the rest
of the list as its explanation; taken for the answer, that made an open card answered by two of
its own options, an answer the document never gave. The question is unanswered: reported, no
card.
"""

from __future__ import annotations

from srs.importers.common import LETTERS
from srs.importers.lazyre import lazy

__all__ = ["options_left"]

_LETTER_RE = lazy(r"^[ \t]*(?:[-*+][ \t]+)?\(?(?P<l>[A-Ha-h])[.)]")
"""A line opening with an option's letter, a space after it or none (`c)guard`, `d) x`)."""


def options_left(explanation: str, choices: dict[str, str]) -> bool:
    """Whether every line of the explanation with text opens with an option letter, the
    first one the letter after the question's last option and the others in order: the rest
    of the option list, no explanation."""
    lines = [line for line in explanation.split("\n") if line.strip()]
    if not lines or not choices:
        return False
    start = LETTERS.find(list(choices)[-1]) + 1
    for n, line in enumerate(lines):
        m = _LETTER_RE.match(line)
        if m is None or start + n >= len(LETTERS) or m.group("l").upper() != LETTERS[start + n]:
            return False
    return True

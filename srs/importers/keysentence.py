"""A key written in a sentence rather than on a label: `The correct answer is b)`, or a line
of feedback that goes through each option and says which is right (`B is correct because
...`). The block reader asks it of an explanation, and srs.importers.marks of a key's text.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

__all__ = ["key_sentence"]

_KEY_SENTENCE_RE = lazy(
    r"\b(?:correct|right|best)\s+(?:answer|option|choice|response)\s*(?:is|was|would\s+be|:)\s*:?"
    r"\s*(?:option\s+|choice\s+)?(?:\*\*|__)?"
    r"(?:\((?P<p>[A-Ha-h])\)|(?P<u>[A-H])(?![\w'’])|(?P<l>[a-h])(?=[).:]|\*|\s*$))",
    re.I,
)
"""`The correct answer is b)`, `the right option is (C)`, `Correct answer: **D**`."""


_LETTER_CORRECT_RE = lazy(
    r"(?:^|\n)[ \t>*_-]*(?:option\s+)?(?:\*\*|__)?(?P<u>[A-H])(?:\*\*|__)?[ \t]+is[ \t]+"
    r"(?:the[ \t]+)?(?:correct|right)\b"
)
"""`B is correct because ...` opening a line of feedback that goes through each option (the
others `A is not correct because ...`)."""


def key_sentence(text: str, choices: dict[str, str]) -> str:
    """The letter a sentence such as `The correct answer is b)` or a line of feedback such as
    `B is correct because ...` names ('' when none, or when several lines name one)."""
    m = _KEY_SENTENCE_RE.search(text) if text else None
    if m is None and text and " is " in text:
        named = {found.group("u") for found in _LETTER_CORRECT_RE.finditer(text)}
        return named.pop() if len(named) == 1 and next(iter(named)) in choices else ""
    if m is None:
        return ""
    letter = (m.group("p") or m.group("u") or m.group("l")).upper()
    return letter if letter in choices else ""

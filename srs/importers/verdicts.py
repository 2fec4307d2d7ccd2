"""A statement answered by one word of verdict, `Correct.`, and nothing else.

Notes that test statements as well as questions answer a true statement with `True.` or
`Correct.`. `Correct` also opens an answer label (`Correct: B`, `Correct answer: C`), so
the word alone was read as a label over an answer that never came: the card was skipped
("no answer"). A label line that is that word alone, with no line of text after it in the
block, is the answer itself.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

__all__ = ["verdict_alone"]

_VERDICT_RE = lazy(r"^[ \t>]*[*_]{0,2}(?P<word>correct)[.!]?[*_]{0,2}[ \t]*$", re.IGNORECASE)
"""`Correct.`, `**Correct**`, `> Correct.` alone on its line."""


def verdict_alone(label_line: str, after: list[str]) -> str:
    """The verdict a lone `Correct.` label line gives ('' for any other line, or when text
    follows it: then it labels that text)."""
    if any(line.strip() for line in after):
        return ""
    m = _VERDICT_RE.match(label_line)
    return "" if m is None else label_line.strip(" \t>*_")

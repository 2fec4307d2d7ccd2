"""A short `Why?` line a quiz repeats under each of its labelled questions: the label of the
explanation below it, not a question.

A plain-text quiz (`❓ Q1: What is printed?`, its code, `✅ Answer` over the answer) sets each
answer's explanation under a line that says only `💡 Why?`. The line is short and ends in a
question mark, so it was read as a question of its own: a junk `Why?` card took each
explanation off its answer. Where the questions are labelled `Q1:`, `Q2:` ..., and the same
short asking line (`Why?`, `💡 Why?`, `Perché?`, `Pourquoi ?`, `Warum?`, `¿Por qué?`, the
pictograph aside) stands alone two times or more, each under a question's text, at most once
under a question and outside code, each copy is written as the label it is (`Why:`, the one
every reader takes for an explanation's label), line for line. A `Why?` that stands right
under its question label, or twice under one question, or once in the document, is left
as it is: it may be a question's own words.
"""

from __future__ import annotations

import re

from srs.importers.common import MARK, holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["why_labels"]

_WHY_WORDS = r"why|perch[ée]|pourquoi|warum|wieso|¿?por[ \t]+qu[ée]|por[ \t]+que"
_CHEAP = ("hy?", "HY?", "hé?", "quoi", "QUOI", "rum?", "ieso?", "qué?", "quê?", "que?")
"""How each asking word ends (before its `?`): the cheap test before any pattern."""
_WHY_RE = lazy(
    rf"^[ \t]*{MARK}(?:\*\*|__)?(?P<word>{_WHY_WORDS})[ \t]*\?(?:\*\*|__)?[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
"""A line that only asks why: `Why?`, `💡 Why?`, `**Pourquoi ?**`."""
_LABEL_RE = lazy(
    rf"^[ \t]*{MARK}(?:\*\*|__)?Q[ \t]*\d{{1,4}}[ \t]*[:.)]",
)
"""A question labelled with its number: `Q1:`, `❓ Q2:`, `**Q3.**`."""
_FEWEST = 2


def why_labels(text: str) -> str:
    """The text with each repeated lone `Why?` under a labelled question written `Why:`
    (see the module doc)."""
    if not holds(text, "Q1") or not holds(text, *_CHEAP) or _WHY_RE.search(text) is None:
        return text
    lines = text.split("\n")
    found = _found(lines)
    if found is None:
        return text
    for k in found:
        m = _WHY_RE.match(lines[k])
        if m is not None:
            lines[k] = f"{m.group('word')}:"
    return "\n".join(lines)


def _found(lines: list[str]) -> list[int] | None:
    """The lines of the repeated `Why?` labels, each under a question's text and at most one
    to a question, all with one wording; None when any copy stands otherwise."""
    found: list[int] = []
    words: set[str] = set()
    label: int | None = None
    said = False  # text under the question label before the `Why?`
    for k, line in outside_code(lines):  # (a quiz quoted in a fence is an example)
        if _LABEL_RE.match(line):
            label, said = k, False
            continue
        m = _WHY_RE.match(line)
        if m is None:
            said = said or bool(line.strip())
            continue
        if label is None or not said:
            return None
        found.append(k)
        words.add(" ".join(m.group("word").lower().split()))
        label = None
    return found if len(found) >= _FEWEST and len(words) == 1 else None

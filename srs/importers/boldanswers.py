"""A bold question answered after it on its line, in a list (`1. **What is overfitting?** The
model memorises noise ...`), and the bold request told with a full stop that is one more
question among such items (`2. **Explain dropout.** Randomly zeroes ...`)."""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.lazyre import lazy

__all__ = ["INLINE_BOLD_RE", "bold_answered", "noted_question", "told_in_bold"]

_NOTE = r"\([^()\n]*(?:\([^()\n]*\)[^()\n]*)*\)[ \t]*[.!]?[ \t]*$"
_REST = rf"(?P<rest>(?!{_NOTE})\S.*)"
"""What follows a bold question on its line, when it may answer it: a tail wholly in
parentheses (`**What is loam?** (Every gardener should know this).`) is a note on the
question, a hint or a topic, never its answer; a list of questions so noted has no answers
in it, and each was an open card answered by its note."""
_REST_OR_NONE = rf"(?P<rest>(?!{_NOTE})\S.*|(?<=[:\-–—])(?=[ \t]*$))"
"""`_REST`, or nothing after label punctuation that ends the line (`**What is X?**:` over
the answer's lines): the colon is the label's, and it was once the answer's first line."""
INLINE_BOLD_RE = lazy(
    r"^(?P<e>\*\*|__)(?P<q>[^*_\s](?:(?!(?P=e)).)*?\?)(?P=e)[ \t]*(?:[:\-–—][ \t]*)?"
    + _REST_OR_NONE
)
"""A bold question with its answer after it on the same line: `**What is X?** X is ...`, or
only label punctuation there (`rest` empty)."""
_NOTED_BOLD_RE = lazy(
    r"^(?P<e>\*\*|__)(?P<q>[^*_\s](?:(?!(?P=e)).)*?\?)(?P=e)[ \t]*(?P<note>" + _NOTE + ")"
)
"""A bold question with a note in parentheses after it on its line (see `_REST`)."""
_INLINE_TOLD_RE = lazy(
    r"^(?P<e>\*\*|__)(?P<q>[^*_\s](?:(?!(?P=e)).)*?\.)(?P=e)[ \t]*(?:[:\-–—][ \t]*)?" + _REST
)
_BOLD_ANSWERED_MIN = 2
"""How many items answered after a bold question a list needs for a bold task told with a full
stop to be one of its questions."""


def bold_answered(items: list[list[str] | None]) -> bool:
    """Whether two items or more of a list are a bold question answered on its line (`1.
    **What is overfitting?** The model ...`): a list of questions so answered, where a bold
    request told with a full stop (`2. **Explain dropout.** Randomly zeroes ...`) is one more;
    elsewhere (a list of tips, `- **Explain your approach.** Interviewers ...`) it is a point."""
    found = 0
    for text_lines in items:
        if text_lines and text_lines[0][:2] in ("**", "__") and INLINE_BOLD_RE.match(text_lines[0]):
            found += 1
            if found >= _BOLD_ANSWERED_MIN:
                return True
    return False


def told_in_bold(line: str) -> re.Match[str] | None:
    """`**Explain dropout.** Randomly zeroes ...`: a bold request (it asks: `Explain`, `Define`,
    `Describe`) ended by a full stop, its answer after it on the line; None for a bold
    statement (`**Use indexes.** They ...`)."""
    m = _INLINE_TOLD_RE.match(line) if line[:2] in ("**", "__") else None
    return m if m is not None and asks(m.group("q")) else None


def noted_question(line: str) -> str | None:
    """`**What is loam?** (basics)`: the question with its note (`What is loam? (basics)`),
    whose answer is below it; None for a line that is no bold question so noted."""
    if line[:2] not in ("**", "__") or line.rstrip(" \t.!")[-1:] != ")":
        return None  # the cheap test first: most bold lines end with no parenthesis
    m = _NOTED_BOLD_RE.match(line)
    return f"{m.group('q')} {m.group('note').strip()}" if m is not None else None

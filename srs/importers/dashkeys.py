"""A key written as one option letter glued to a dash, on the line under the options:
`-b`, as a flashcard plugin's exam notes key each `#card` block (`**1.** ...`, `A)` to
`D)`, `-b`, `#`).

A bare letter on that line is the key the readers know (`b`); with the dash glued to it,
the line was text of the question, so every card was open with `-b` as its answer. Each
line that is only a dash and a letter (`-b`, `-C`), right under a lettered option line, is
written as the bare letter, line for line. `- b` (a blank after the dash) is a bullet, and
is left to the list readers.
"""

from __future__ import annotations

from srs.importers.common import OPTION_RE
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["dash_keys"]

_DASH_KEY_RE = lazy(r"^-(?P<letter>[A-Ha-h])[ \t]*$")
_HINT_RE = lazy(r"\n-[A-Ha-h][ \t]*(?:\n|$)")
"""A line that is only a dash and a letter, searched from a newline (the cheap scan)."""


def dash_keys(text: str) -> str:
    """The text with each dash-glued key under options written as its letter (see the
    module doc)."""
    if _HINT_RE.search(text) is None:
        return text
    lines = text.split("\n")
    previous = ""
    for k, line in outside_code(lines):
        m = _DASH_KEY_RE.match(line) if line[:1] == "-" else None
        if m is not None and OPTION_RE.match(previous):
            lines[k] = m.group("letter")
        previous = line
    return "\n".join(lines)

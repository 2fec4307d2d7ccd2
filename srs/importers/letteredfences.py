"""An option whose text is a code block opened on its letter's line: `A) ```hcl` over the code.

A certification practice exam gives each option of a question about code as a fenced block,
the fence opened right after the option's letter:

    ### Answer Options

    A) ```hcl
    variable "ports" { type = list(number) }
    ```

    B) ```hcl
    ...

A fence opens only at the start of a line, so the `A) ```hcl` line was text, the code was
read as text and each closing fence opened a block that ran on: the options, the key and the
explanation were glued into the question, an open card with no warning. A bare letter over a
fenced block is an option holding the code (srs.importers.codeoptions), so here such a line,
with a blank line above it and its fence closed below, is written so: the letter goes on the
blank line above, the fence on its own line (the lines keep their numbers), for the first
option (`A`) and each next one right after the one before (only its code and blank lines
between). A letter's line with no blank line above, a fence never closed, or a `B) ```x`
met alone (a quoted example cut by a fence around it) stays as written.
"""

from __future__ import annotations

import re

from srs.importers.fences import FENCE_RE
from srs.importers.holding import holds
from srs.importers.lazyre import lazy

__all__ = ["lettered_fences"]

_LETTER_FENCE_RE = lazy(
    r"^(?P<indent>[ \t]*)(?P<letter>(?:[-*+][ \t]+)?\(?(?P<key>[A-Ha-h])[.)])[ \t]+"
    r"(?P<fence>(?P<mark>`{3,}|~{3,})[ \t]*[\w+#.-]*)[ \t]*$"
)
"""`A) ```hcl`, `- b. ~~~`: an option's letter, then a fence opened with its info string."""


def lettered_fences(text: str) -> str:
    """The text with each option's `A) ```lang` line written as `A)` on the blank line above
    and the fence on its own (see the module doc); else the text as it is (a cheap test
    first: a letter's bracket or dot before a fence, found by its literal)."""
    if not holds(text, ") ```", ". ```", ") ~~~", ". ~~~"):
        return text
    lines = text.split("\n")
    changed = False
    fence = ""  # the open fence's marker outside an option's line, if any
    last = ""  # the option just written so, while only its code and blank lines follow
    for k, line in enumerate(lines):
        m = None if fence else _LETTER_FENCE_RE.match(line)
        if m is not None and _opens_option(lines, k, m, last):
            lines[k - 1] = m["indent"] + m["letter"]
            lines[k] = m["indent"] + m["fence"]
            changed = True
            last = m["key"].upper()
        elif not fence and line.strip() and not FENCE_RE.match(line):
            last = ""
        fence = _after(line if m is None else m["fence"], fence)
    return "\n".join(lines) if changed else text


def _opens_option(lines: list[str], k: int, m: re.Match[str], last: str) -> bool:
    """Whether the `A) ```lang` line at k opens an option's code: a blank line above it, its
    fence closed below, and it is the first option (`A`) or the one after the option just
    read so (`B` after `A`'s code)."""
    key = m["key"].upper()
    first = key == "A" or (bool(last) and ord(key) == ord(last) + 1)
    return first and k > 0 and not lines[k - 1].strip() and _closed(lines, k, m["mark"])


def _after(line: str, fence: str) -> str:
    """The open fence's marker after a line: opened, closed by a bare fence of its kind, or
    as it was."""
    f = FENCE_RE.match(line)
    if f is None:
        return fence
    if not fence:
        return f["fence"]
    closes = f["fence"][0] == fence[0] and len(f["fence"]) >= len(fence) and not line.strip(" \t`~")
    return "" if closes else fence


def _closed(lines: list[str], k: int, mark: str) -> bool:
    """Whether a fence opened on line k is closed below: the next fence line is a bare one of
    its kind (the search stops at the first fence line)."""
    for line in lines[k + 1 :]:
        f = FENCE_RE.match(line)
        if f is not None:
            return (
                f["fence"][0] == mark[0]
                and len(f["fence"]) >= len(mark)
                and not line.strip(" \t`~")
            )
    return False

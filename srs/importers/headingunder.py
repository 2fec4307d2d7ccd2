"""A sub-heading typed indented right under its question's heading.

    ### 5. **What is the diamond problem?**
        ### **The diamond problem**

    The **diamond problem** arises when ...

A writer indents the answer's first sub-heading under the question heading as if it were a
list item's text. Four blanks deep, CommonMark reads it as a line of code and no reader
takes it for a heading: the card's answer opened with the literal `    ### **...**`. A
heading line (two `#` or more) indented one to four blanks, straight under a heading at the
margin, with no line of indented code after it (`    ## build` over `    make`, a script's
comment in indented code, stays), is a sub-heading: it is moved to the margin.

Only a document in which a search finds such an indented heading after a line break is walked.
"""

from __future__ import annotations

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.holding import HEADINGS, search_led
from srs.importers.lazyre import lazy

__all__ = ["headings_under_headings"]

_CHEAP_RE = lazy(r"\n {1,4}##")
"""An indented heading's start (one search over the text rules a document out)."""
_INDENTED_RE = lazy(r"^ {1,4}#{2,6}[ \t]+\S")
_MARGIN_HEADING_RE = lazy(r"^#{1,6}[ \t]+\S")
_CODE_INDENT = "    "


def headings_under_headings(text: str) -> str:
    """The text with each indented sub-heading under a heading at the margin (see the module
    doc)."""
    if not holds(text, "##") or not search_led(_CHEAP_RE, text, HEADINGS):
        return text
    lines = text.split("\n")
    changed = False
    for k, line in outside_code(lines):
        if line[:1] != " " or k == 0 or _INDENTED_RE.match(line) is None:
            continue
        if _MARGIN_HEADING_RE.match(lines[k - 1]) and not _code_after(lines, k):
            lines[k], changed = line.lstrip(" "), True
    return "\n".join(lines) if changed else text


def _code_after(lines: list[str], k: int) -> bool:
    """Whether the next line with text after line `k` is indented as code is."""
    nxt = next((lines[j] for j in range(k + 1, len(lines)) if lines[j].strip()), "")
    return nxt.startswith(_CODE_INDENT) or nxt[:1] == "\t"

"""A heading set in a block quote on its own (`> # Laravel Controllers`): a section's banner.

Pages that number their questions as `## **15. What is X?**` mark each new part with a
quoted heading, centred (`<center>` / `> # Laravel Controllers` / `</center>`). CommonMark
reads it as a quote that holds a heading, which the reader took as the last line of the
answer above (`># Laravel Controllers` at the end of question 15's answer). A quote of one
line that is a heading, with no quote line right above or below it, is the heading itself:
written so, it is the section it names, and no answer's text. Line numbers are kept.

So is a numbered question's heading that opens a quote (`> ### Q26. Which link ...?` over `>`
and `> ![tree](...)`, a skills quiz quoting each question with its picture or code): left
quoted, the question was read as the end of the answer above, its options with it.
"""

from __future__ import annotations

from srs.importers.common import NUMBERED_LABEL_RE
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

_QUOTED_HEADING_RE = lazy(r"^ {0,3}>[ \t]?(?P<heading>#{1,6}[ \t]+\S.*)$")


def _numbered_question(heading: str) -> bool:
    """`### Q26. Which link ...?`: a numbered question's heading, which opens the quote that
    holds its question's material (`>` / `> ![tree](...)` below it): the heading is still the
    question's, the lines below stay the quote they are."""
    return NUMBERED_LABEL_RE.match(heading.lstrip("#").strip()) is not None


def _quoted(line: str) -> bool:
    return line.lstrip(" ")[:1] == ">"


def quoted_headings(text: str) -> str:
    """The text with each lone quoted heading outside code written as the heading."""
    if ">" not in text or "#" not in text:
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if not _quoted(line) or "#" not in line:
            continue
        m = _QUOTED_HEADING_RE.match(line)
        if m is None:
            continue
        above = lines[k - 1] if k > 0 else ""
        below = lines[k + 1] if k + 1 < len(lines) else ""
        if not _quoted(above) and (not _quoted(below) or _numbered_question(m.group("heading"))):
            lines[k] = m.group("heading")
    return "\n".join(lines)

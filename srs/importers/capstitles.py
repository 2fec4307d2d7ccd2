"""A category's name in capitals on a line of its own between an answer and the next
numbered question (`PLANNING`, `DECISION MAKING`): the title of the questions below it.

Pages of plain numbered questions (`12. How do you plan?`) group them under such names, some
written as headings, some not. Read as written, the bare name was a last paragraph of the
answer above it. A line of one to four words all in capitals, a blank line on each side,
right over a numbered line that asks, is written as a heading (at the level of the last
heading above it, or `##`), so every reader takes it for the section title it is. A line
in capitals over a numbered list that does not ask (`STEPS` over `1. Open the file.`) is
an answer's own sub-title and stays; so does a verdict in capitals (`FALSE`, `FALSO`): it
answers the statement above it.
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.common import HEADING_RE, NUMBERED_TEXT_RE, holds
from srs.importers.fences import outside_code
from srs.importers.labelwords import VERDICT_PAIRS
from srs.importers.lazyre import lazy

__all__ = ["caps_titles"]

_CAPS_TITLE_RE = lazy(
    r"\n\n(?P<title>[A-Z]{2,}(?:[ \t]+(?:&|[A-Z]{2,})){0,3})[ \t]*\n[ \t]*\n(?=[ \t]{0,3}\d{1,4}[.)][ \t])"
)
"""A line of capitals set apart by blank lines right over a numbered line, found from its
literal blank line (no pattern tried at every line)."""
_VERDICTS = frozenset(word for pair in VERDICT_PAIRS for word in pair)
"""`TRUE`, `FALSO`, ...: a statement's verdict in capitals answers it, it names no category."""


def caps_titles(text: str) -> str:
    """The text with each category line in capitals over a numbered question written as a
    heading (see the module doc); the text itself when none may be one."""
    if not holds(text, "\n\n") or _CAPS_TITLE_RE.search(text) is None:
        return text
    lines = text.split("\n")
    level = "##"
    changed = False
    for k, line in outside_code(lines):
        heading = HEADING_RE.match(line) if line[:1] in ("#", " ") else None
        if heading is not None:
            level = heading.group("hashes")
            continue
        if _title_over_question(lines, k):
            lines[k] = f"{level} {line.strip()}"
            changed = True
    return "\n".join(lines) if changed else text


def _title_over_question(lines: list[str], k: int) -> bool:
    """Whether line k is a category in capitals between blank lines, a numbered line that
    asks two lines below it."""
    line = lines[k]
    if not line[:1].isupper() or not 0 < k < len(lines) - 2 or lines[k - 1].strip():
        return False
    if line.strip().lower() in _VERDICTS:
        return False
    if lines[k + 1].strip() or _CAPS_TITLE_RE.match(f"\n\n{line}\n\n{lines[k + 2]}") is None:
        return False
    below = NUMBERED_TEXT_RE.match(lines[k + 2])
    return below is not None and asks(below.group("text"))

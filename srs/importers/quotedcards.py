"""Cards written as quotes line by line: `>> ⁉ Question 1: ...`, `>> ℹ Explanation`, `>> the
answer`, each card under an anchor heading that the page's contents link to.

A PHP interview page writes every card so: `###### basicphp1` (the target of the contents
table's `[...](#basicphp1)`), then the question, a bare `Explanation` label and the answer,
each a quote of its own (nested, `>>`, led by a pictograph), then a back-to-top link. Read
as it is, every question was the anchor's id and the card's lines its answer. Where two or
more quoted lines open with a numbered question label (`Question 1:`), each such line and
the quotes right below it (up to the next line of text that is no quote) are unquoted, their
leading pictographs dropped and a bare `Explanation`/`Answer` written as the label it is
(`Explanation:`); an anchor heading right above the question, linked from the page, is
blanked. Line numbers are kept.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

_QUOTE_RE = lazy(
    r"^ {0,3}(?:>[ \t]?)+"
    r"(?:(?:[ \t]*[\u203c\u2049\u2139\u2190-\u2bff\U0001f000-\U0001faff][\ufe0f\u200d]*)+[ \t]*)?"
    r"(?P<text>.*)$"
)
"""A quoted line, however deep, and its text after any leading pictographs (`⁉`, `ℹ`), the
blanks before them too (`>>     ℹ Explanation`); a line with no pictograph keeps its indent."""
_QUESTION_LABEL_RE = lazy(r"^(?:\*\*|__)?(?:question|q)[ \t]*\d{1,5}[a-z]?[ \t]*[:.)]", re.I)
"""`Question 12:`, and `Question 12a:` (one added between 12 and 13 later)."""
_BARE_LABEL_RE = lazy(r"^[ \t]*(?:explanation|answer)[ \t]*$", re.I)
_ANCHOR_HEADING_RE = lazy(r"^ {0,3}#{1,6}[ \t]+(?P<slug>[a-z][a-z0-9_-]*\d[a-z0-9_-]*)[ \t]*$")
"""A heading that is an anchor's id (`###### basicphp1`): one lower-case word with a digit."""
_LINK_TARGET_RE = lazy(r"\]\(#([^()\s]+)\)")
"""The anchor a link on the page points to (`[What is PEAR?](#basicphp2)`)."""
LABELS_AMONG = 2
"""How many quoted question labels make a page of quoted cards."""


def _quoted(line: str) -> bool:
    return line.lstrip(" ")[:1] == ">"


def _question_lines(lines: list[str]) -> list[int]:
    """The quoted lines outside code that open with a numbered question label."""
    found: list[int] = []
    for k, line in outside_code(lines):
        if _quoted(line) and "uestion" in line:
            m = _QUOTE_RE.match(line)
            if m is not None and _QUESTION_LABEL_RE.match(m.group("text")):
                found.append(k)
    return found


def quoted_cards(text: str) -> str:
    """The text with each quoted card unquoted and its anchor heading blanked (see above)."""
    if ">" not in text or not holds(text, "uestion"):
        return text
    lines = text.split("\n")
    starts = _question_lines(lines)
    if len(starts) < LABELS_AMONG:
        return text
    targets = set(_LINK_TARGET_RE.findall(text)) if "](#" in text else set()
    for k in starts:
        _unquote_card(lines, k)
        above = k - 1
        while above >= 0 and not lines[above].strip():
            above -= 1
        anchor = _ANCHOR_HEADING_RE.match(lines[above]) if above >= 0 else None
        if anchor is not None and anchor.group("slug") in targets:
            lines[above] = ""
    return "\n".join(lines)


def _unquote_card(lines: list[str], k: int) -> None:
    """Unquote the question's line at k and the quotes and blank lines right below it."""
    j = k
    while j < len(lines) and (not lines[j].strip() or _quoted(lines[j])):
        m = _QUOTE_RE.match(lines[j]) if lines[j].strip() else None
        if m is not None:
            body = m.group("text")
            lines[j] = body.strip() + ":" if _BARE_LABEL_RE.match(body) else body
        j += 1

"""Exam tickets: `### Ticket 3` (`Билет 3`, `Variant 3`) over a deeper heading that is the
ticket's question (`#### The theory of forms`), the answer under it in still deeper sections
(`##### Problem`), lists and `**Label:**` lines.

The ticket heading holds only its number and the question heading asks nothing a reader can
tell (a title), so the questions were never found and the answers' lists and labels were
read as questions of their own. Each ticket's two headings are written as one labelled
heading at the ticket's level (`### Question 3: The theory of forms`, the label the readers
know in every language; the card shows the title), line for line (the ticket line left
blank), which the Markdown reader reads as a question whose deeper headings are its
answer's parts. A heading at the ticket's level between two tickets (`### Analogy:` inside a
ticket's answer) is one level deeper: the ticket runs to the next ticket.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import HEADING_RE, holds
from srs.importers.fences import outside_code
from srs.importers.labelstart import label_start
from srs.importers.lazyre import lazy

__all__ = ["ticket_titles"]

_TICKET_RE = lazy(
    r"^(?P<marks>#{1,5})[ \t]+(?:\*\*)?(?:exam(?:ination)?[ \t]+)?(?:ticket|variant|bilet"
    r"|(?:экзаменационный[ \t]+)?билет|вариант)[ \t]*(?:№|no\.?|#)?[ \t]*(?P<n>\d{1,3})[.:]?"
    r"(?:\*\*)?[ \t]*$",
    re.I | re.M,
)
"""A heading holding only a ticket's word and number: `### Билет 7`, `## Ticket No. 2`."""

_LEAST_TICKETS = 2


def ticket_titles(text: str) -> str:
    """The text with each ticket's heading and its question heading as one labelled heading
    (see the module doc); the text itself when it has no two tickets so headed (the cheap
    tests first: a ticket's word, then one search of the text)."""
    if not holds(
        text,
        "icket",
        "ICKET",
        "ilet",
        "ILET",
        "илет",
        "ИЛЕТ",
        "ariant",
        "ARIANT",
        "ариант",
        "АРИАНТ",
    ):
        return text
    if _TICKET_RE.search(text) is None:
        return text
    lines = text.split("\n")
    tickets = _tickets(lines)
    if len(tickets) < _LEAST_TICKETS:
        return text
    for (k, title, level, number), nxt in zip(tickets, [*tickets[1:], None], strict=True):
        m = HEADING_RE.match(lines[title])  # a heading with text: `_tickets` found it so
        words = (m.group("text") if m else None) or ""
        lines[k], lines[title] = "", f"{'#' * level} Question {number}: {words.strip()}"
        if nxt is not None:
            _deepen_between(lines, title + 1, nxt[0], level)
    return "\n".join(lines)


def _tickets(lines: list[str]) -> list[tuple[int, int, int, str]]:
    """Each ticket heading over its question heading: the ticket line's index, the question
    heading's, the ticket's level and number. All at one level, else none."""
    found: list[tuple[int, int, int, str]] = []
    for k, line in outside_code(lines):
        if line[:1] != "#" or (m := _TICKET_RE.match(line)) is None:
            continue
        level = len(m.group("marks"))
        title = k + 1
        while title < len(lines) and not lines[title].strip():
            title += 1
        below = HEADING_RE.match(lines[title]) if title < len(lines) else None
        if below is not None and below.group("text") and len(below.group("hashes")) > level:
            found.append((k, title, level, m.group("n")))
    if len({level for _, _, level, _ in found}) != 1:
        return []
    ends = [k for k, _, _, _ in found[1:]] + [len(lines)]
    for (_, title, _, _), end in zip(found, ends, strict=True):
        if _holds_questions(lines, title, end):
            return []  # `## Variant 1` over `### Task 1. ...`, `### Task 2. ...`: questions
    return found


def _holds_questions(lines: list[str], title: int, end: int) -> bool:
    """Whether a ticket's answer holds, at its question's level or above, a heading that
    asks or is numbered or labelled (`### Task 2. ...`, `### 2. What ...?`): the ticket is a
    group of questions, its first heading one of them, not the ticket's question. Deeper
    headings are the answer's parts, whatever they say."""
    heading = HEADING_RE.match(lines[title])
    level = len(heading.group("hashes")) if heading else 0
    for _, line in outside_code(lines[title + 1 : end]):
        m = HEADING_RE.match(line) if line[:1] == "#" else None
        if m is None or len(m.group("hashes")) > level:
            continue
        words = (m.group("text") or "").strip()
        if words and (asks(words) or label_start(words, in_heading=True) is not None):
            return True
    return False


def _deepen_between(lines: list[str], start: int, end: int, level: int) -> None:
    """A heading at the ticket's level between two tickets, one level deeper: the answer's."""
    for k, line in outside_code(lines[start:end]):
        if (
            line[:1] == "#"
            and (m := HEADING_RE.match(line)) is not None
            and len(m.group("hashes")) == level
        ):
            lines[start + k] = "#" + line

"""A section heading over a table of contents: `### Introductory Questions` over rows of
`| 1 | [What is React Native?](#what-is-react-native) |`.

A README that lists its questions by level, each list under its own heading, and answers them
under headings further down, gave the section headings cards whose answers were the lists. A
heading whose answer is such a list (three rows or items or more, nearly all linking to
anchors on the page and naming questions, with at most a line of introduction) names
questions; it asks none.
"""

from __future__ import annotations

__all__ = ["lists_contents"]

_ROWS_MIN = 3
"""How many linking rows make a table of contents."""
_PROSE_MAX = 1
"""How many other lines (a line of introduction) a table of contents may have."""


def lists_contents(answer: str) -> bool:
    """Whether an answer is only a table (or list) of links to anchors on the page."""
    if answer.count("](#") < _ROWS_MIN:
        return False  # cheap test first
    rows = linking = asking = other = 0
    for line in answer.splitlines():
        text = line.strip()
        if not text or _table_rule(text):
            continue
        if text[:1] in ("|", "-", "*", "+") or text[:1].isdigit():
            rows += 1
            linking += "](#" in text
            asking += "?](#" in text
        else:
            other += 1
    # all rows link but a table's header row (or one in ten of a long list), and most links
    # name a question: `- [StatelessWidget](#stateless)` under `Three kinds:` is an answer
    return (
        linking >= _ROWS_MIN
        and rows - linking <= max(1, rows // 10)
        and 2 * asking >= linking
        and other <= _PROSE_MAX
    )


def _table_rule(text: str) -> bool:
    """`|:---:|:---|`: a table's header rule."""
    return text[:1] == "|" and not text.strip("|:- \t")

"""A section heading over a table of contents: `### Introductory Questions` over rows of
`| 1 | [What is React Native?](#what-is-react-native) |`.

A README that lists its questions by level, each list under its own heading, and answers them
under headings further down, gave the section headings cards whose answers were the lists. A
heading whose answer is such a list (three rows or items or more, nearly all linking to
anchors on the page and naming questions, with at most a line of introduction) names
questions; it asks none.
"""

from __future__ import annotations

from srs.importers.lazyre import lazy

__all__ = ["lists_contents"]

_LINK_TEXT_RE = lazy(r"\[(?P<text>[^\[\]]+)\]\(#")

_ROWS_MIN = 3
"""How many linking rows make a table of contents."""
_PROSE_MAX = 1
"""How many other lines (a line of introduction) a table of contents may have."""


def lists_contents(answer: str, questions: frozenset[str] = frozenset()) -> bool:
    """Whether an answer is only a table (or list) of links to anchors on the page, most of
    them naming a question: one that asks, or one of the document's `questions` (lower
    case), a guide's topic titled so (`- 4.2 [Row vs column layout](#42-row-vs-column)`)."""
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
            asking += "?](#" in text or _names(text, questions)
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


def _names(row: str, questions: frozenset[str]) -> bool:
    """Whether a row's link names one of the document's questions."""
    m = _LINK_TEXT_RE.search(row) if questions else None
    return m is not None and m.group("text").strip().lower() in questions


def _table_rule(text: str) -> bool:
    """`|:---:|:---|`: a table's header rule."""
    return text[:1] == "|" and not text.strip("|:- \t")

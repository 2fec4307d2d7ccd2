"""Glossary sections among question headings: `## Data Management` over `### Data Lake`,
`### CQRS`, each a term with its definition below, in a page whose other sections ask
`### What is VACUUM?`. A reader learns the terms as cards, as a glossary page gives them;
without this rule they were text between questions, reported and lost.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from itertools import takewhile

from srs.importers.common import END_MATTER_RE, FRONT_MATTER_RE, LIST_ITEM_RE
from srs.importers.values import Line, Start

_MIN_TERMS = 3
"""A section names terms only when it holds at least this many: one or two plain headings
may be a section's notes."""
_MAX_TERM_WORDS = 4
"""A term is a few words (`Polyglot Persistence`); a longer heading is a title or a tip."""


def glossary_starts(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    starts: dict[int, Start],
    q_level: int | None,
) -> dict[int, Start]:
    """The term headings of every glossary section: a section above the question headings'
    level that holds no question, only three or more headings at that level, each a short
    term (no colon, no question, not front or end matter) over a definition that opens in
    prose (a list first is a tip sheet's: `### Common Pitfalls` over its points). A heading
    that is a question itself is no section: the headings under it are its answer's parts
    (`# 1. What is ACID?` over `### A – Atomicity`, where other questions are `###`)."""
    if q_level is None or sum(1 for i in starts if i in headings) < _MIN_TERMS:
        return {}
    rows = sorted(headings)
    asked = sorted(starts)
    found: dict[int, Start] = {}
    for k, i in enumerate(rows):
        level, text = headings[i]
        if level >= q_level or i in starts or END_MATTER_RE.match(text):
            continue
        if FRONT_MATTER_RE.match(text):
            continue
        children, end = _section(rows, headings, k, len(lines))
        if len(children) < _MIN_TERMS or bisect_right(asked, i) != bisect_left(asked, end):
            continue
        bounds = [*children[1:], end]
        if all(
            _term(lines, headings, j, q_level, nxt) for j, nxt in zip(children, bounds, strict=True)
        ):
            found.update((j, Start(None, headings[j][1], level=q_level)) for j in children)
    return found


def _section(
    rows: list[int], headings: dict[int, tuple[int, str]], k: int, n_lines: int
) -> tuple[list[int], int]:
    """The headings inside the section of heading `rows[k]`, and the line its section ends at
    (the next heading at its level or above, else the end of the document)."""
    level = headings[rows[k]][0]
    children = list(takewhile(lambda j: headings[j][0] > level, rows[k + 1 :]))
    after = k + 1 + len(children)
    return children, rows[after] if after < len(rows) else n_lines


def _term(
    lines: list[Line], headings: dict[int, tuple[int, str]], i: int, q_level: int, nxt: int
) -> bool:
    """Whether heading i is a term at the questions' level over a definition in prose (the
    first text before the next heading, `nxt`)."""
    level, text = headings[i]
    words = text.split()
    if level != q_level or not words or len(words) > _MAX_TERM_WORDS:
        return False
    if text.rstrip(" *_")[-1:] in (":", "?", "：") or END_MATTER_RE.match(text):
        return False
    first = next((line for line in lines[i + 1 : nxt] if line.text.strip()), None)
    if first is None or first.code:
        return False
    lead = first.text.lstrip()
    return not (LIST_ITEM_RE.match(first.text) or lead.startswith(("|", "<", "!", ">", "`")))

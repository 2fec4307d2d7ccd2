"""An outline of questions: sections over leaf headings, each leaf a question, most unanswered.

An interview checklist kept as an outline (an Org file's `* Java` / `** Collections` /
`*** Map` over `**** How is HashMap built?` leaves, a Markdown file's `##`..`####` alike) has
a question on every leaf heading. A few leaves have a line of answer under them; most have
nothing yet; the headings over other headings are its sections. The leaves sit at whatever
depth their section has, so no level holds most of the questions, and many leaves say what
they ask without a question mark (`**** HashMap's put process`).

Read by level, such a page went wrong in several ways: the answered leaves that do not ask in
their words were topics or an answer's sub-headings, so an unanswered question above them
took their answers and they were lost; a deeper leaf anywhere (`*****` under a sub-section)
turned the whole page into "no question has an answer"; and the unanswered leaves before the
first asking one of their section were lost without a word.

Here, where the page is such an outline, every leaf is a question: one with text under it is
answered by that text, one with nothing under it is left unanswered and reported. The page is
one when the questions are headings only (no list item, bold line or label asks), none is
numbered or labelled, it has at least two sections and three leaves that ask in their words,
every heading that asks or has text is a leaf, and the leaves with nothing under them are at
least twice those with text (a topic cheat-sheet has text under nearly every heading; an
outline of questions mostly has none).
"""

from __future__ import annotations

from srs.importers.headingkinds import closing_section, never_asks
from srs.importers.values import Line, Start

__all__ = ["outline_leaves"]

_MIN_SECTIONS = 2
"""The sections (headings straight over sub-headings) an outline has at least."""
_MIN_ASKING = 3
"""The leaves that ask in their own words an outline of questions has at least."""


def outline_leaves(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    plain: list[tuple[int, int, str]],
    bare: list[tuple[int, int, str]],
    sectioned: list[tuple[int, int, str]],
) -> None:
    """Where the headings are an outline of questions (see the module docstring), each leaf
    heading of `plain` (text below it, no question in its words) and of `bare` (nothing
    below it, no question in its words) joins the `candidates`: a question, answered or not.

    Args:
        lines: the document's lines.
        headings: the document's headings, row -> (level, text), in order.
        candidates: the headings read as questions so far (updated).
        plain: the headings with text below them that do not ask (row, level, text).
        bare: the headings that do not ask with nothing below them, no sub-heading either.
        sectioned: the headings with nothing of their own straight over sub-headings.
    """
    if len(sectioned) < _MIN_SECTIONS or len(candidates) < _MIN_ASKING:
        return  # (the cheap tests first: an outline has sections and leaves that ask)
    if any(start.number is not None or labelled for _, start, labelled in candidates.values()):
        return
    if not _mostly_empty_leaves(lines, headings, [*candidates, *(i for i, _, _ in plain)]):
        return
    for i, level, text in (*plain, *bare):
        if not (never_asks(text) or closing_section(text) or text.rstrip(" *_").endswith(":")):
            candidates[i] = (level, Start(None, text), False)


def _mostly_empty_leaves(
    lines: list[Line], headings: dict[int, tuple[int, str]], own: list[int]
) -> bool:
    """Whether each heading of `own` (those with a question or text of their own) is a leaf,
    and the leaves with nothing under them are at least twice those with text (else most
    leaves have text: topics over their notes, not an outline of questions)."""
    leaves = _leaves(headings, len(lines))
    if any(i not in leaves for i in own):
        return False
    empty = sum(
        1 for i, end in leaves.items() if not any(line.text.strip() for line in lines[i + 1 : end])
    )
    return empty >= 2 * (len(leaves) - empty)


def _leaves(headings: dict[int, tuple[int, str]], count: int) -> dict[int, int]:
    """The rows of the headings with no deeper heading straight after them, each with the
    row its span ends at (the next heading, or `count`: the end)."""
    rows = list(headings)
    ends = [*rows[1:], count]
    return {
        i: end
        for i, end in zip(rows, ends, strict=True)
        if end == count or headings[end][0] <= headings[i][0]
    }

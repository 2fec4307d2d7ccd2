"""Headings that title plain question notes, not topics: `## Graphs` over `What does Dijkstra
find?` over the bullets that answer it.

Review notes group their questions under topic headings, each question a plain paragraph
that asks and its answer the bulleted list (or paragraph) below it. A heading with two or
more such questions below is their section (srs.importers.markdown); one over a single
question looked like a topic with text, and with three or more such headings the topics rule
(srs.importers.headings `topics`) made each heading a card, the question glued into its
answer. When every heading the topics rule would choose opens with a question note, the
headings are the notes' titles: the notes are the cards.
"""

from __future__ import annotations

from srs.importers.common import next_content
from srs.importers.structure import Structure
from srs.importers.values import Line

__all__ = ["titles_notes"]


def titles_notes(lines: list[Line], plain: list[tuple[int, int, str]], found: Structure) -> bool:
    """Whether every plain heading (row, level, text) is right over a question note (a
    `What is X?` line over its answer, listed or not) and there are two or more notes."""
    notes = found.question_lines.keys() | found.listed_question_lines.keys()
    if len(notes) < 2 or not plain:
        return False
    return all(next_content(lines, i) in notes for i, _, _ in plain)

"""A question heading whose answer is told in sections of its own level, right under it.

    ### Explain the architecture.
    ### Architecture – in short
    The system has two parts:
    ### 1. Control plane
    ...
    ### 2. Worker nodes
    ...
    ---
    Why do pods restart?
    ---

The question heading has no line of its own before the next heading, of its level, that
does not ask: the writer titled the answer's sections at the question's level. Read as
siblings, the sections were stray headings between questions: their titles went, the text
after a rule was lost. Such a question owns the headings of its level below it, as one a
level higher would (its start's level is raised one), up to the next question or a higher
heading. A heading of its level with no text of its own under it (`## Collections` over
`## 3.1 What is a list?`) is the title of the questions below, and the question is left
unanswered.
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.common import next_content
from srs.importers.values import Line


def parts_level(
    lines: list[Line], headings: dict[int, tuple[int, str]], chosen: set[int], i: int
) -> int:
    """The level the question heading at line i owns headings below: one above its own
    when its answer's sections are of its level (see the module doc), else its own."""
    level = headings[i][0]
    nxt = next_content(lines, i)
    if level < 2 or nxt is None or nxt not in headings or nxt in chosen:
        return level
    sub_level, text = headings[nxt]
    if sub_level != level or asks(text):
        return level
    told = next_content(lines, nxt)  # a section with text, not a group's title over questions
    return level - 1 if told is not None and told not in headings else level

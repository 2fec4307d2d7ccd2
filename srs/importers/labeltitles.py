"""A question's number label alone on its line over the question's own labelled bullet:
`**Questão 3**` over `* **Pergunta:** O que é X?` and `* **Resposta:** ...`.

The number label started a question with no text of its own, and the bullet below started
the question again: every card was made, but each number was also reported "has no question
text; skipped". The number label titles the question in the labelled bullet right below it
(the next line that is not blank): it is that question's number, not a question of its own.
A number label over anything else (its question on the next plain line, an answer label, a
bullet no question label opens) stays what it was.
"""

from __future__ import annotations

import dataclasses

from srs.importers.common import next_content
from srs.importers.labelstart import label_start
from srs.importers.lazyre import lazy
from srs.importers.values import Line, Start

__all__ = ["numbered_titles"]

_BULLET_RE = lazy(r"^[ \t]{0,3}[-*+][ \t]+")


def numbered_titles(
    lines: list[Line], line_starts: dict[int, Start], structural: dict[int, Start]
) -> tuple[dict[int, Start], dict[int, Start]]:
    """The labelled line starts less each bare number label over a bullet that a question
    label opens, and the structure's starts with that number given to the bullet's question.

    Args:
        lines: the document's body.
        line_starts: the labelled line starts, by line index.
        structural: the starts the Markdown structure found (list items among them).

    Returns:
        Both, as they are when no number label stands over a labelled bullet.
    """
    titled: dict[int, int] = {}  # number label's line -> its question's line
    for i, start in line_starts.items():
        if not start.labelled or start.number is None or start.label:
            continue
        nxt = next_content(lines, i)
        if nxt is not None and nxt in structural and _labelled_bullet(lines[nxt].text):
            titled[i] = nxt
    if not titled:
        return line_starts, structural
    structural = dict(structural)
    for i, k in titled.items():
        structural[k] = dataclasses.replace(structural[k], number=line_starts[i].number)
    return {i: s for i, s in line_starts.items() if i not in titled}, structural


def _labelled_bullet(text: str) -> bool:
    """Whether a line is a bullet opened by an unnumbered question label and its question
    (`* **Pergunta:** O que é X?`)."""
    m = _BULLET_RE.match(text)
    if m is None:
        return False
    start = label_start(text[m.end() :], in_heading=False)
    return start is not None and start.labelled and start.number is None and bool(start.label)

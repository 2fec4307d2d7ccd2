"""A numbered item whose own indented body holds an answer label: a question, whatever it
ends with (`1. **Explain X.**` / `   _Difficulty: Easy_` / `   **Answer:**`).

A quiz template puts a line or two of the asker's (a difficulty, a hint, a list of what the
answer must cover) between its question and its answer label, so the label is not on the
line right after the item. The label still belongs to the item while the lines stay
indented under it; a line back at the margin ends the item, and the label after that is
another block's. Without this rule an item that does not end with `?` is no question, and
the question above it takes it (and its label) as its answer.
"""

from __future__ import annotations

from srs.importers.common import ANSWER_RE
from srs.importers.values import Line

_MAX_BODY = 16
"""How many lines of an item's body are looked at: a label is near the question it answers."""


def labelled_item(lines: list[Line], i: int) -> bool:
    """Whether the item on line i holds an answer label in its own indented body (blank
    lines allowed), before any line back at the margin.

    Args:
        lines: the document's body.
        i: the index of a numbered item (`1. Explain X.`) among `lines`.

    Returns:
        True when a line indented under the item opens with an answer label.
    """
    for line in lines[i + 1 : i + 1 + _MAX_BODY]:
        text = line.text
        if not text.strip():
            continue
        if line.code or text[0] not in " \t":
            return False  # back at the margin (or in code): the item has ended
        if ANSWER_RE.match(text.lstrip()):  # (a label indented 4 spaces under `10.`)
            return True
    return False
